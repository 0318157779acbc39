import {
  byLoanProduct,
  isLoanProductCode,
  loanProductCodes,
  loanProducts,
  personalLoanClaims,
  type LoanProductCode,
  type LoanProductType,
} from './products';

/** Product types and categories (customer spec §1, DESIGN §6); the loans come from the registry (products.ts). */
export { isLoanProductCode, loanProductCodes, personalLoanClaims, type LoanProductCode };

export type ProductType = LoanProductType | 'Credit Cards' | 'Other Insurance';
export const productTypes: ProductType[] = [
  ...loanProductCodes.map((code) => loanProducts[code].productType),
  'Credit Cards',
  'Other Insurance',
];

/**
 * The products reports and tracking split by: the loans, then cards, insurance and discount vouchers (customers leave
 * for the issuer, the insurer or the brand).
 */
export type ReportProduct = LoanProductCode | 'cards' | 'insurance' | 'vouchers';
export const reportProducts: ReportProduct[] = [...loanProductCodes, 'cards', 'insurance', 'vouchers'];

export function isReportProduct(value: unknown): value is ReportProduct {
  return typeof value === 'string' && (reportProducts as readonly string[]).includes(value);
}

/** The longest term an offer of each loan may have; null where nothing is advertised. */
export const maxOfferTenureMonths: Record<LoanProductCode, number | null> = byLoanProduct(
  (code) => loanProducts[code].maxOfferTenureMonths,
);

export const productTypeByCode = byLoanProduct((code) => loanProducts[code].productType) as {
  [P in LoanProductCode]: (typeof loanProducts)[P]['productType'];
};

export const productCategories = ['Loans', 'Insurance', 'Cards'] as const;
export type ProductCategory = (typeof productCategories)[number];
