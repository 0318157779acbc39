/** How the reports show their figures: counts and rupees the Indian way, and a figure's change on the period before. */
import { formatRupees } from '@saakh/domain/money';
import { moneyMetrics } from '@saakh/domain/report-terms';

const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

export function isMoneyMetric(metric: string): boolean {
  return (moneyMetrics as readonly string[]).includes(metric);
}

/** A figure as the dashboard shows it: ₹ with Indian grouping for money (₹12,34,567), else a grouped count. */
export function formatFigure(metric: string, value: number): string {
  return isMoneyMetric(metric) ? formatRupees(value) : counts.format(value);
}

export function formatCount(value: number): string {
  return counts.format(value);
}

/** A percent figure of a report (approval rate, conversion), one decimal at most; '—' when there is none. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${decimals.format(value)}%`;
}

/** Hours with one decimal at most; '—' when there is none. */
export function formatHours(value: number | null): string {
  return value === null ? '—' : decimals.format(value);
}

export type ChangeDirection = 'up' | 'down' | 'flat';

export type FormattedChange = {
  direction: ChangeDirection;
  /** The size of the change without its sign, as shown: whole percents from 10 up, one decimal below. */
  percent: string;
  /** What the card shows: +12%, −3.5% (a real minus sign), 0%. */
  text: string;
};

/**
 * A change in percent as the KPI cards show it. Below 10 % one decimal says something (2.5 %); above it a whole
 * number is enough (12 %, not 12.3 %). A change that rounds to nothing is flat.
 */
export function formatChange(change: number): FormattedChange {
  const size = Math.abs(change);
  const rounded = size >= 10 ? Math.round(size) : Math.round(size * 10) / 10;
  if (rounded === 0) return { direction: 'flat', percent: '0', text: '0%' };
  const percent = decimals.format(rounded);
  const direction = change > 0 ? 'up' : 'down';
  return { direction, percent, text: `${direction === 'up' ? '+' : '\u2212'}${percent}%` };
}
