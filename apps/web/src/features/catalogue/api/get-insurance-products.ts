import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@saakh/domain/i18n';
import type { InsuranceProduct } from '@saakh/domain/insurance';
import { api } from '@/lib/api-client';

export function getInsuranceProducts() {
  return api<InsuranceProduct[]>('/api/insurance-products', { allowUnauthorized: true });
}

export function insuranceProductsQueryOptions(language: Locale) {
  return queryOptions({
    queryKey: ['insurance-products', language],
    queryFn: getInsuranceProducts,
    staleTime: 10 * 60_000,
  });
}

export function useInsuranceProducts(language: Locale) {
  return useQuery(insuranceProductsQueryOptions(language));
}
