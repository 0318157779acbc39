/** Product types and categories (customer spec §1, DESIGN §6). */
export const productTypes = [
  'Personal Loans',
  'Business Loans',
  'Gold Loans',
  'Affordable Housing Loan',
  'Credit Cards',
  'Other Insurance',
] as const;
export type ProductType = (typeof productTypes)[number];

export const loanProductCodes = ['pl', 'bl', 'gl', 'hl'] as const;
export type LoanProductCode = (typeof loanProductCodes)[number];

/** The products reports and tracking split by: the four loans, cards and insurance (customers leave for the issuer). */
export const reportProducts = [...loanProductCodes, 'cards', 'insurance'] as const;
export type ReportProduct = (typeof reportProducts)[number];

export function isLoanProductCode(value: unknown): value is LoanProductCode {
  return typeof value === 'string' && (loanProductCodes as readonly string[]).includes(value);
}

export const productTypeByCode = {
  pl: 'Personal Loans',
  bl: 'Business Loans',
  gl: 'Gold Loans',
  hl: 'Affordable Housing Loan',
} as const satisfies Record<LoanProductCode, ProductType>;

export const productCategories = ['Loans', 'Insurance', 'Cards'] as const;
export type ProductCategory = (typeof productCategories)[number];
