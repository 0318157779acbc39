import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@saakh/domain/languages';
import { api } from '@/lib/api-client';

export function getLanguages(countryCode = 'IN') {
  return api<Language[]>('/api/getLanguages', { body: { countryCode }, allowUnauthorized: true });
}

export function languagesQueryOptions() {
  return queryOptions({ queryKey: ['languages'], queryFn: () => getLanguages(), staleTime: 60 * 60_000 });
}

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
