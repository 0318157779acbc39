/**
 * What the landing promises about personal and gold loans (customer spec §1), kept in one place: the landing's claims
 * are written from it, the product registry (products.ts) takes those products' limits from it, and the offer engine
 * never offers outside them (issues 13, 29). Apart from the registry, so the landing's download carries these numbers
 * and not the registry.
 */
export const personalLoanClaims = {
  minAmount: 1_000,
  // Customer spec §1: personal loans up to 35 lakh.
  maxAmount: 3_500_000,
  minRatePercent: 10.99,
  maxRatePercent: 36,
  maxTenureMonths: 60,
} as const;

/** Customer spec §1: gold loans up to 1 crore. */
export const goldLoanClaims = {
  minAmount: 1_000,
  maxAmount: 10_000_000,
  maxTenureMonths: 24,
} as const;
