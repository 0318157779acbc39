import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail, ApplicationStatus } from '@saakh/domain/applications';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import { api } from '@/lib/api-client';
import { applicationListsKey } from './get-applications';

export function getApplication(creditAppId: string) {
  return api<ApplicationDetail>(`/api/applications/${encodeURIComponent(creditAppId)}`, { kind: 'customer' });
}

/** One application in every language it was read in (to refresh them all after a change). */
export function applicationKey(creditAppId: string) {
  return ['customer', 'applications', creditAppId] as const;
}

/** The server names the lender in the request's language (issue 29): the language is in the key. */
export function applicationQueryOptions(creditAppId: string, language: Locale) {
  return queryOptions({
    queryKey: [...applicationKey(creditAppId), language],
    queryFn: () => getApplication(creditAppId),
    staleTime: 15_000,
  });
}

/** Statuses whose next step is the lender's (a decision, then the disbursal): worth reading again by themselves. */
const awaitingLender: readonly ApplicationStatus[] = ['submitted', 'in_review', 'approved'];
export const DECISION_POLL_MS = 5_000;

/** How often the page reads an application in this status again; never once it is final (decision 044). */
export function decisionPollInterval(status: ApplicationStatus | undefined): number | false {
  return status && awaitingLender.includes(status) ? DECISION_POLL_MS : false;
}

/**
 * One application, read again every few seconds while the lender's decision is awaited and the tab is in view, so a
 * lender's callback shows without a reload; a change of status refreshes the list of applications too.
 */
export function useApplication(creditAppId: string | null) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const query = useQuery({
    ...applicationQueryOptions(creditAppId ?? '', language),
    enabled: Boolean(creditAppId),
    refetchInterval: (current) => decisionPollInterval(current.state.data?.status),
    // A hidden tab is not read: the interval waits until the page is shown again.
    refetchIntervalInBackground: false,
  });
  const status = query.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current !== undefined && status !== undefined && seen.current !== status) {
      void queryClient.invalidateQueries({ queryKey: applicationListsKey });
    }
    seen.current = status;
  }, [status, queryClient]);
  return query;
}
