import type { Deps } from '../../deps';
import type { Locale } from '@saakh/domain/i18n';
import { insurancePath, type InsuranceProduct } from '@saakh/domain/insurance';
import * as repo from './insurance.repository';

/** The "Other Insurance" products in the caller's language. */
export async function listInsuranceProducts(deps: Deps, locale: Locale): Promise<InsuranceProduct[]> {
  const rows = await repo.listActiveInsuranceProducts(deps.db);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: locale === 'hi' ? row.name_hi : row.name_en,
    description: locale === 'hi' ? row.description_hi : row.description_en,
    features: locale === 'hi' ? row.features_hi : row.features_en,
    partnerUrl: row.partner_url,
    path: insurancePath(row.key),
  }));
}
