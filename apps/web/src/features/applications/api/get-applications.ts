import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@saakh/domain/applications';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import { api } from '@/lib/api-client';

export function getApplications() {
  return api<ApplicationSummary[]>('/api/applications', { kind: 'customer' });
}

/** Every list of the customer's applications, whatever its language (to refresh them all after a change). */
export const applicationListsKey = ['customer', 'applications', 'list'] as const;

/** The server names each lender in the request's language (issue 29): the language is in the key. */
export function applicationsQueryOptions(language: Locale) {
  return queryOptions({ queryKey: [...applicationListsKey, language], queryFn: getApplications, staleTime: 15_000 });
}

export function useApplications() {
  const { i18n } = useTranslation();
  return useQuery(applicationsQueryOptions(isLocale(i18n.language) ? i18n.language : 'en'));
}
