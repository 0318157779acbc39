import { CURRENCY_LOCALE } from './constants';

const rupees = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

const rupeesExact = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats rupees the Indian way (₹1,00,000); whole amounts without paise. */
export function formatRupees(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '—';
  return Number.isInteger(value) ? rupees.format(value) : rupeesExact.format(value);
}

/** Formats rupees always with paise (₹2,330.16), for EMIs and totals. */
export function formatRupeesExact(amount: number): string {
  return rupeesExact.format(amount);
}

/** Rounds to paise, half away from zero. */
export function roundPaise(value: number): number {
  // Math.round rounds halves up (-0.125 → -0.12), so round the magnitude and put the sign back.
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100 || 0;
}

const compactSteps = [
  { size: 1e7, suffix: 'Cr' },
  { size: 1e5, suffix: 'L' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * A number as a chart axis shows it, short and the Indian way: 1.2 Cr, 4.5 L, 10 K, 950 (₹ before it for rupees),
 * so a tick like 1,00,000 is never cut to "1,00…".
 */
export function formatCompactIndian(value: number, { rupees = false }: { rupees?: boolean } = {}): string {
  const magnitude = Math.abs(value);
  const step = compactSteps.find((item) => magnitude >= item.size);
  const sign = value < 0 ? '-' : '';
  const prefix = rupees ? '₹' : '';
  if (!step) return `${sign}${prefix}${Number(magnitude.toFixed(magnitude < 10 ? 1 : 0)).toLocaleString('en-IN')}`;
  return `${sign}${prefix}${Number((magnitude / step.size).toFixed(1)).toLocaleString('en-IN')} ${step.suffix}`;
}
