import { z } from 'zod';
import {
  loanProductCodes,
  productCategories,
  productTypes,
  type LoanProductCode,
  type ProductCategory,
  type ProductType,
} from './product-types';
import { loanProducts } from './products';

/**
 * The public catalogue: insurance products ("Other Insurance"), the product list of customer spec §1 by
 * category (Loans, Insurance, Cards) and the credit cards customers browse.
 */

export const insuranceKinds = ['health', 'two_wheeler', 'car', 'shop'] as const;
export type InsuranceKind = (typeof insuranceKinds)[number];

export const insuranceProductSchema = z.object({
  id: z.number().int(),
  key: z.enum(insuranceKinds),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** The insurer's quote page the insurance transaction page opens. */
  partnerUrl: z.string().nullable(),
  /** The page under /user that continues (product type 'Other Insurance'). */
  path: z.string(),
});
export type InsuranceProduct = z.infer<typeof insuranceProductSchema>;

/** The insurance transaction page for one kind of cover. */
export function insurancePath(kind: InsuranceKind): string {
  return `/user/insurance/transaction?kind=${kind}`;
}

// ---------- product catalogue ----------

/** The public listing of discount vouchers. */
export const VOUCHERS_PATH = '/vouchers';

export type CatalogueEntry = {
  key: string;
  category: ProductCategory;
  /** Message key of the product's name. */
  nameKey: string;
  productType: ProductType | null;
  loanProduct: LoanProductCode | null;
  /** Where choosing the product goes; null for a product not yet offered online. */
  path: string | null;
};

/**
 * Every product the marketplace lists (customer spec §1, DESIGN §6). Loans enter /user with their product type
 * set; insurance opens its transaction page, cards and discount vouchers their public listings.
 */
export const productCatalogue: readonly CatalogueEntry[] = [
  ...loanProductCodes.map((code): CatalogueEntry => ({
    key: loanProducts[code].catalogueKey,
    category: 'Loans',
    nameKey: loanProducts[code].nameKey,
    productType: loanProducts[code].productType,
    loanProduct: code,
    path: '/user',
  })),
  {
    key: 'health-insurance',
    category: 'Insurance',
    nameKey: 'productHealthInsurance',
    productType: 'Other Insurance',
    loanProduct: null,
    path: insurancePath('health'),
  },
  {
    key: 'two-wheeler-insurance',
    category: 'Insurance',
    nameKey: 'productTwoWheelerInsurance',
    productType: 'Other Insurance',
    loanProduct: null,
    path: insurancePath('two_wheeler'),
  },
  {
    key: 'car-insurance',
    category: 'Insurance',
    nameKey: 'productCarInsurance',
    productType: 'Other Insurance',
    loanProduct: null,
    path: insurancePath('car'),
  },
  {
    key: 'shop-insurance',
    category: 'Insurance',
    nameKey: 'productShopInsurance',
    productType: 'Other Insurance',
    loanProduct: null,
    path: insurancePath('shop'),
  },
  {
    key: 'credit-card',
    category: 'Cards',
    nameKey: 'productCreditCards',
    productType: 'Credit Cards',
    loanProduct: null,
    path: '/credit-cards',
  },
  {
    key: 'discount-voucher',
    category: 'Cards',
    nameKey: 'productDiscountVouchers',
    productType: null,
    loanProduct: null,
    path: VOUCHERS_PATH,
  },
];

export const catalogueProductSchema = z.object({
  key: z.string(),
  name: z.string(),
  productType: z.enum(productTypes).nullable(),
  loanProduct: z.enum(loanProductCodes).nullable(),
  path: z.string().nullable(),
  available: z.boolean(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const productCatalogueResultSchema = z.array(
  z.object({ category: z.enum(productCategories), name: z.string(), products: z.array(catalogueProductSchema) }),
);
export type ProductCatalogueResult = z.infer<typeof productCatalogueResultSchema>;

// ---------- credit cards ----------

export const creditCardsQuerySchema = z.object({ type: z.enum(['secured', 'unsecured']).optional() });
export type CreditCardsQuery = z.infer<typeof creditCardsQuerySchema>;

export const publicCreditCardSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  category_img_thumb: z.string().nullable(),
  key_feature: z.string().nullable(),
  annual_fee: z.number().int().nullable(),
  secured: z.number().int(),
  marketing_bullets: z.array(z.string()),
  /** Only for a signed-in customer, with {UNIQUE_ID} replaced by their user id, so the click is attributed. */
  utm_link: z.string().optional(),
});
export type PublicCreditCard = z.infer<typeof publicCreditCardSchema>;
