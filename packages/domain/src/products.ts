/**
 * The loan products, once (issue 28: "one product registry in the domain"). Everything that lists loans derives
 * from this table: the codes and product types, the completion flags on `users`, the /user pages of each flow, the
 * detail form each one asks, its amount limits and offer tenure cap, its catalogue entry and the profile routes.
 * Adding a loan is one entry here plus its texts: the domain messages named below and the web's per-product labels
 * (`apps/web/src/locales/{en,hi}`); `products.test.ts` and the web's product-texts test say what is missing.
 *
 * Stays free of zod. The first download takes only the product types and /user pages of it, cut at build time
 * (apps/web/loan-routes.mjs).
 */
import { goldLoanClaims, personalLoanClaims } from './loan-claims';

/** The detail forms (`profileInputSchemas` in profile.ts, `profileSections` in the web); loans may share one. */
export const productForms = ['personal', 'business', 'gold', 'housing', 'student', 'vehicle'] as const;
export type ProductForm = (typeof productForms)[number];

export type LoanProductEntry = {
  /** The product type the customer area stores and the lenders' catalogue names. */
  productType: string;
  /** The key of its card on /products, and the word its demo lender keys and names use. */
  catalogueKey: string;
  /** The domain message naming it (customer-messages.ts), in English and Hindi. */
  nameKey: string;
  /** The domain message of its amount limits (products-messages.ts), in English and Hindi. */
  amountMessage: string;
  /** The word demo data names it with (seeded lenders, files). */
  seedName: string;
  form: ProductForm;
  /** Its pages under /user: where a returning customer lands, the detail form, the offers. */
  pages: { welcome: string; detail: string; offers: string };
  /** The amounts it is advertised for, which the profile form and the offer engine keep to (issue 29). */
  amount: { min: number; max: number };
  /** The longest term it is advertised for: no offer is longer. */
  maxOfferTenureMonths: number | null;
  /** The yearly interest rates it is advertised at, where the pages name them. */
  ratePercent: { min: number; max: number } | null;
};

export { goldLoanClaims, personalLoanClaims };

/** Personal, business, gold, affordable housing (the spec's four), then student, 2-wheeler and car loans. */
export const loanProducts = {
  pl: {
    productType: 'Personal Loans',
    catalogueKey: 'personal-loan',
    nameKey: 'productPersonalLoans',
    amountMessage: 'loanAmountRangePl',
    seedName: 'personal',
    form: 'personal',
    pages: { welcome: '/user/welcome-back', detail: '/user/user-detail', offers: '/user/offers' },
    amount: { min: personalLoanClaims.minAmount, max: personalLoanClaims.maxAmount },
    maxOfferTenureMonths: personalLoanClaims.maxTenureMonths,
    ratePercent: { min: personalLoanClaims.minRatePercent, max: personalLoanClaims.maxRatePercent },
  },
  bl: {
    productType: 'Business Loans',
    catalogueKey: 'business-loan',
    nameKey: 'productBusinessLoans',
    amountMessage: 'loanAmountRangeBl',
    seedName: 'business',
    form: 'business',
    pages: {
      welcome: '/user/business-welcome-back',
      detail: '/user/business-detail',
      offers: '/user/business-offers',
    },
    amount: { min: 10_000, max: 5_000_000 },
    maxOfferTenureMonths: 84,
    ratePercent: null,
  },
  gl: {
    productType: 'Gold Loans',
    catalogueKey: 'gold-loan',
    nameKey: 'productGoldLoans',
    amountMessage: 'loanAmountRangeGl',
    seedName: 'gold',
    form: 'gold',
    pages: { welcome: '/user/gold-welcome-back', detail: '/user/gold-loan-detail', offers: '/user/gold-offers' },
    amount: { min: goldLoanClaims.minAmount, max: goldLoanClaims.maxAmount },
    maxOfferTenureMonths: goldLoanClaims.maxTenureMonths,
    ratePercent: null,
  },
  hl: {
    productType: 'Affordable Housing Loan',
    catalogueKey: 'affordable-housing-loan',
    nameKey: 'productHousingLoan',
    amountMessage: 'loanAmountRangeHl',
    seedName: 'housing',
    form: 'housing',
    pages: {
      welcome: '/user/housing-welcome-back',
      detail: '/user/affordable-housing-loan-detail',
      offers: '/user/housing-offers',
    },
    amount: { min: 100_000, max: 5_000_000 },
    maxOfferTenureMonths: 360,
    ratePercent: null,
  },
  sl: {
    productType: 'Student Loans',
    catalogueKey: 'student-loan',
    nameKey: 'productStudentLoans',
    amountMessage: 'loanAmountRangeSl',
    seedName: 'student',
    form: 'student',
    pages: {
      welcome: '/user/student-welcome-back',
      detail: '/user/student-loan-detail',
      offers: '/user/student-offers',
    },
    amount: { min: 50_000, max: 5_000_000 },
    maxOfferTenureMonths: 180,
    ratePercent: null,
  },
  tw: {
    productType: 'Two-Wheeler Loans',
    catalogueKey: 'two-wheeler-loan',
    nameKey: 'productTwoWheelerLoans',
    amountMessage: 'loanAmountRangeTw',
    seedName: 'two-wheeler',
    form: 'vehicle',
    pages: {
      welcome: '/user/two-wheeler-welcome-back',
      detail: '/user/two-wheeler-loan-detail',
      offers: '/user/two-wheeler-offers',
    },
    amount: { min: 10_000, max: 500_000 },
    maxOfferTenureMonths: 48,
    ratePercent: null,
  },
  cl: {
    productType: 'Car Loans',
    catalogueKey: 'car-loan',
    nameKey: 'productCarLoans',
    amountMessage: 'loanAmountRangeCl',
    seedName: 'car',
    form: 'vehicle',
    pages: { welcome: '/user/car-welcome-back', detail: '/user/car-loan-detail', offers: '/user/car-offers' },
    amount: { min: 100_000, max: 5_000_000 },
    maxOfferTenureMonths: 84,
    ratePercent: null,
  },
} as const satisfies Record<string, LoanProductEntry>;

type Products = typeof loanProducts;
export type LoanProductCode = keyof Products;
export type LoanProductType = Products[LoanProductCode]['productType'];
/** The loans whose detail form is `F`. */
export type LoanProductWithForm<F extends ProductForm> = {
  [P in LoanProductCode]: Products[P]['form'] extends F ? P : never;
}[LoanProductCode];

/** The codes in the registry's order (lists, filters and reports show loans in this order). */
export const loanProductCodes = Object.keys(loanProducts) as LoanProductCode[];

export function isLoanProductCode(value: unknown): value is LoanProductCode {
  return typeof value === 'string' && Object.hasOwn(loanProducts, value);
}

/** One value per loan, in the registry's order: the way every per-product table is built. */
export function byLoanProduct<T>(value: (code: LoanProductCode) => T): Record<LoanProductCode, T> {
  return Object.fromEntries(loanProductCodes.map((code) => [code, value(code)])) as Record<LoanProductCode, T>;
}

export function loanProductOfType(productType: string | null | undefined): LoanProductCode | undefined {
  return loanProductCodes.find((code) => loanProducts[code].productType === productType);
}

// ---------- completion flags ----------

/** The `users` column set to 1 once the customer completed that loan's detail form (customer spec §3). */
export type CompletionFlag = `${LoanProductCode}_completed`;

export function completionFlag<P extends LoanProductCode>(code: P): `${P}_completed` {
  return `${code}_completed`;
}

export const completionFlags: CompletionFlag[] = loanProductCodes.map(completionFlag);

/** One value per completion flag: the shape of the flags in the user call, the session, the CSR view and SQL. */
export function byCompletionFlag<T>(
  value: (flag: CompletionFlag, code: LoanProductCode) => T,
): Record<CompletionFlag, T> {
  return Object.fromEntries(
    loanProductCodes.map((code) => [completionFlag(code), value(completionFlag(code), code)]),
  ) as Record<CompletionFlag, T>;
}
