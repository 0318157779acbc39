/** What customers browse before a journey: the product list by category and the credit cards. */
import type { Deps } from '../../deps';
import { UNIQUE_ID_PLACEHOLDER } from '@saakh/domain/constants';
import type { Locale } from '@saakh/domain/i18n';
import { localized, localizedLines } from '@saakh/domain/localized';
import {
  productCatalogue,
  type CreditCardsQuery,
  type ProductCatalogueResult,
  type PublicCreditCard,
} from '@saakh/domain/insurance';
import { translate } from '@saakh/domain/messages';
import { productCategories, type ProductCategory } from '@saakh/domain/product-types';
import * as repo from './public-catalogue.repository';

const categoryNameKey = {
  Loans: 'categoryLoans',
  Insurance: 'categoryInsurance',
  Cards: 'categoryCards',
} as const satisfies Record<ProductCategory, string>;

export function productCatalogueFor(locale: Locale): ProductCatalogueResult {
  return productCategories.map((category) => ({
    category,
    name: translate(categoryNameKey[category], locale),
    products: productCatalogue
      .filter((entry) => entry.category === category)
      .map((entry) => ({
        key: entry.key,
        name: translate(entry.nameKey, locale),
        productType: entry.productType,
        loanProduct: entry.loanProduct,
        path: entry.path,
        available: entry.path !== null,
      })),
  }));
}

/**
 * The cards customers see, their texts in the reader's language where the admins entered Hindi (decision 025). The
 * card's UTM link is the issuer's tracked link: it is handed out only to a signed-in customer, with {UNIQUE_ID}
 * replaced by their user id so the issuer's report can be matched.
 */
export async function listCreditCards(
  deps: Pick<Deps, 'db'>,
  userId: number | null,
  query: CreditCardsQuery,
  locale: Locale = 'en',
): Promise<PublicCreditCard[]> {
  const secured = query.type === undefined ? undefined : query.type === 'secured' ? 1 : 0;
  const rows = await repo.listPublicCreditCards(deps.db, secured);
  return rows.map((row) => ({
    category_id: row.category_id,
    category_name: localized(row.category_name, row.category_name_hi, locale),
    category_img_thumb: row.category_img_thumb,
    key_feature: localized(row.key_feature, row.key_feature_hi, locale),
    annual_fee: row.annual_fee,
    secured: row.secured,
    marketing_bullets: localizedLines(row.marketing_bullets, row.marketing_bullets_hi, locale),
    ...(userId !== null && row.utm_link
      ? { utm_link: row.utm_link.split(UNIQUE_ID_PLACEHOLDER).join(String(userId)) }
      : {}),
  }));
}
