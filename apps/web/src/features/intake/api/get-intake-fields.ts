import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@saakh/domain/i18n';
import type { IntakeFieldsResult } from '@saakh/domain/intake';
import { api } from '@/lib/api-client';

export function intakePath(lenderKey: string, creditAppId: string, suffix: 'intake-fields' | 'intake'): string {
  return `/api/${encodeURIComponent(lenderKey)}-${suffix}/${encodeURIComponent(creditAppId)}`;
}

/** GET /api/{lender_key}-intake-fields/{creditapp_uuid} (customer spec §7): the form's option lists. */
export function getIntakeFields(lenderKey: string, creditAppId: string) {
  return api<IntakeFieldsResult>(intakePath(lenderKey, creditAppId, 'intake-fields'), { kind: 'customer' });
}

/** The option labels come in the request's language, so the language is part of the key. */
export function intakeFieldsQueryOptions(lenderKey: string, creditAppId: string, language: Locale) {
  return queryOptions({
    queryKey: ['customer', 'intake-fields', lenderKey, creditAppId, language],
    queryFn: () => getIntakeFields(lenderKey, creditAppId),
    // Failures are answers here (redirect, rejection, not found), handled by the page, not a toast.
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
}

export function useIntakeFields(lenderKey: string, creditAppId: string, language: Locale) {
  return useQuery(intakeFieldsQueryOptions(lenderKey, creditAppId, language));
}
