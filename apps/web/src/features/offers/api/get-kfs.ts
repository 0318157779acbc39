import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import type { OfferShape } from '@saakh/domain/offer-shaping';
import type { Kfs } from '@saakh/domain/kfs';
import { api } from '@/lib/api-client';

/** The address of an offer's KFS, at the amount and tenure the customer chose (the offer's own without them). */
export function kfsPath(appId: number, lenderId: number, shape: OfferShape | null): string {
  const query = shape ? `?amount=${shape.amount}&tenure_months=${shape.tenureMonths}` : '';
  return `/api/offers/${appId}/kfs/${lenderId}${query}`;
}

export function getKfs(appId: number, lenderId: number, shape: OfferShape | null) {
  return api<Kfs>(kfsPath(appId, lenderId, shape), { kind: 'customer' });
}

/** The server words the grievance block and the special offer in the request's language: the language is in the key. */
export function kfsQueryOptions(appId: number, lenderId: number, language: Locale, shape: OfferShape | null = null) {
  return queryOptions({
    queryKey: ['customer', 'kfs', appId, lenderId, language, shape?.amount ?? null, shape?.tenureMonths ?? null],
    queryFn: () => getKfs(appId, lenderId, shape),
    staleTime: 60_000,
  });
}

export function useKfs(appId: number, lenderId: number, shape: OfferShape | null = null) {
  const { i18n } = useTranslation();
  return useQuery(kfsQueryOptions(appId, lenderId, isLocale(i18n.language) ? i18n.language : 'en', shape));
}
