import type { OfferLimits } from '@saakh/domain/offers';

/** The amount slider's step: round rupees for the range (₹1,000 up to ₹5 lakh, ₹5,000 up to ₹50 lakh, then ₹10,000). */
export function amountStep(limits: OfferLimits): number {
  const span = limits.maxAmount - limits.minAmount;
  if (span <= 500_000) return 1_000;
  if (span <= 5_000_000) return 5_000;
  return 10_000;
}

/** A slider's amount as a round figure of its step, never outside the lender's limits. */
export function snapAmount(value: number, limits: OfferLimits): number {
  const step = amountStep(limits);
  const rounded = Math.round(value / step) * step;
  return Math.min(limits.maxAmount, Math.max(limits.minAmount, rounded));
}

/** The amount and tenure a KFS link carries (`?amount=&tenure_months=`), or null for the offer's own. */
export function shapeFromSearch(search: URLSearchParams): { amount: number; tenureMonths: number } | null {
  const amount = Number(search.get('amount'));
  const tenureMonths = Number(search.get('tenure_months'));
  if (!Number.isInteger(amount) || amount <= 0 || !Number.isInteger(tenureMonths) || tenureMonths <= 0) return null;
  return { amount, tenureMonths };
}
