import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCatalogueResult } from '@saakh/domain/insurance';
import type { Locale } from '@saakh/domain/i18n';
import { api } from '@/lib/api-client';

export function getProductCatalogue() {
  return api<ProductCatalogueResult>('/api/products', { allowUnauthorized: true });
}

/** Every product of customer spec §1 by category (Loans, Insurance, Cards), named in the interface language. */
export function productCatalogueQueryOptions(language: Locale) {
  return queryOptions({
    queryKey: ['product-catalogue', language],
    queryFn: getProductCatalogue,
    staleTime: 10 * 60_000,
  });
}

export function useProductCatalogue(language: Locale) {
  return useQuery(productCatalogueQueryOptions(language));
}
