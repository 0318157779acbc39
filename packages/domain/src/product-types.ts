/** Product types and categories (customer spec §1, DESIGN §6). */
export const productTypes = [
  'Personal Loans',
  'Business Loans',
  'Gold Loans',
  'Affordable Housing Loan',
  'Student Loans',
  'Two-Wheeler Loans',
  'Car Loans',
  'Credit Cards',
  'Other Insurance',
] as const;
export type ProductType = (typeof productTypes)[number];

/** Personal, business, gold, affordable housing, student, 2-wheeler and car loans. */
export const loanProductCodes = ['pl', 'bl', 'gl', 'hl', 'sl', 'tw', 'cl'] as const;
export type LoanProductCode = (typeof loanProductCodes)[number];

/**
 * The products reports and tracking split by: the loans, then cards, insurance and discount vouchers (customers leave
 * for the issuer, the insurer or the brand).
 */
export const reportProducts = [...loanProductCodes, 'cards', 'insurance', 'vouchers'] as const;
export type ReportProduct = (typeof reportProducts)[number];

export function isLoanProductCode(value: unknown): value is LoanProductCode {
  return typeof value === 'string' && (loanProductCodes as readonly string[]).includes(value);
}

/**
 * What the landing promises about personal loans (customer spec §1), kept in one place: the landing's claims are
 * written from it and the offer engine never offers a personal loan over a longer term (issue 13). This module
 * stays free of zod, so the landing's first download does not grow.
 */
export const personalLoanClaims = {
  minAmount: 1_000,
  maxAmount: 1_000_000,
  minRatePercent: 10.99,
  maxRatePercent: 36,
  maxTenureMonths: 60,
} as const;

/** The longest term an offer of each loan may have; null where nothing is advertised. */
export const maxOfferTenureMonths: Record<LoanProductCode, number | null> = {
  pl: personalLoanClaims.maxTenureMonths,
  bl: null,
  gl: null,
  hl: null,
  sl: null,
  tw: null,
  cl: null,
};

export const productTypeByCode = {
  pl: 'Personal Loans',
  bl: 'Business Loans',
  gl: 'Gold Loans',
  hl: 'Affordable Housing Loan',
  sl: 'Student Loans',
  tw: 'Two-Wheeler Loans',
  cl: 'Car Loans',
} as const satisfies Record<LoanProductCode, ProductType>;

export const productCategories = ['Loans', 'Insurance', 'Cards'] as const;
export type ProductCategory = (typeof productCategories)[number];
