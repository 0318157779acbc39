/**
 * Pricing an offer at the customer's amount and tenure, without zod: the offers page imports these, and must not pull
 * the schema library into the pages a customer reads (scripts/check-bundle.mjs). offers.ts re-exports them.
 */
import { computeApr, computeEmi } from './emi';
import { roundPaise } from './money';
import type { Offer, OfferLimits } from './offers';

export type PricingTerms = { interestRate: number; processingFeePercent: number; flatProcessingFee: number | null };

/** The figures of a loan on a lender's terms: fee (a special offer's flat fee, else the percent), EMI, APR, totals. */
export function priceTerms(terms: PricingTerms, amount: number, tenureMonths: number) {
  const processingFee = terms.flatProcessingFee ?? roundPaise((amount * terms.processingFeePercent) / 100);
  const { emi, totalPayable, totalInterest } = computeEmi({
    principal: amount,
    annualRatePercent: terms.interestRate,
    months: tenureMonths,
  });
  const apr = computeApr({
    principal: amount,
    annualRatePercent: terms.interestRate,
    months: tenureMonths,
    processingFee,
  });
  return {
    amount,
    tenureMonths,
    apr,
    emi,
    totalPayable,
    totalInterest,
    processingFee,
    netDisbursed: roundPaise(amount - processingFee),
  };
}

/** The amount and tenure a customer chose for an offer. */
export type OfferShape = { amount: number; tenureMonths: number };

/** Whether a chosen amount and tenure lie within the offer's limits (whole rupees and months, both ends included). */
export function withinLimits(limits: OfferLimits, shape: OfferShape): boolean {
  return (
    Number.isInteger(shape.amount) &&
    Number.isInteger(shape.tenureMonths) &&
    shape.amount >= limits.minAmount &&
    shape.amount <= limits.maxAmount &&
    shape.tenureMonths >= limits.minTenureMonths &&
    shape.tenureMonths <= limits.maxTenureMonths
  );
}

/**
 * The offer at the amount and tenure the customer chose, priced on the same terms: the browser shows it as the
 * slider moves and the server prices it again on select and for the KFS. The caller checks withinLimits first.
 */
export function shapeOffer(offer: Offer, shape: OfferShape): Offer {
  const terms = {
    interestRate: offer.interestRate,
    processingFeePercent: offer.processingFeePercent,
    flatProcessingFee: offer.specialOffer?.flatProcessingFee ?? null,
  };
  const priced = priceTerms(terms, shape.amount, shape.tenureMonths);
  return { ...offer, ...priced, ranking: offer.ranking };
}
