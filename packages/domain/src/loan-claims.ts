/**
 * What the landing promises about personal loans (customer spec §1), kept in one place: the landing's claims are
 * written from it and the offer engine never offers a personal loan over a longer term (issue 13). Apart from the
 * product registry (products.ts, whose personal loan takes its tenure cap from here), so the landing's download
 * carries these five numbers and not the registry.
 */
export const personalLoanClaims = {
  minAmount: 1_000,
  maxAmount: 1_000_000,
  minRatePercent: 10.99,
  maxRatePercent: 36,
  maxTenureMonths: 60,
} as const;
