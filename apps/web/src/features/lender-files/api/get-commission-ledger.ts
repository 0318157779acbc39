import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { Page } from '@saakh/domain/lists';
import type { LedgerEntry, LedgerTotals } from '@saakh/domain/reconciliation';
import { api } from '@/lib/api-client';
import type { ListQuery } from '@/lib/list-query';
import { commissionKey } from './get-commission-variance';

/** A page of the partner commission ledger, with the totals of the whole filtered ledger. */
export type LedgerPage = Page<LedgerEntry> & { totals: LedgerTotals };

/** GET /api/commission/ledger?status=&partner_id=&page&pageSize. */
export function commissionLedgerQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: [...commissionKey, 'ledger', query],
    queryFn: ({ signal }) => api<LedgerPage>(`/api/commission/ledger${listQueryString(query)}`, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useCommissionLedger(query: ListQuery) {
  return useQuery(commissionLedgerQueryOptions(query));
}
