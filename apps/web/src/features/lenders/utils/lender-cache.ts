/**
 * Keeps every cached copy of a lender (each filtered list and the detail) in step with the server's answer, so a
 * one-field edit never refetches a 1,000-row list: only the changed row gets a new object, the rest keep theirs.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Lender } from '@saakh/domain/lenders';
import { lenderListKey, type LenderFilter } from '../api/get-lenders';
import { lenderQueryOptions } from '../api/get-lender';

const listPrefix = ['admin-lenders', 'list'] as const;

export function patchLender(queryClient: QueryClient, lender: Lender): void {
  queryClient.setQueriesData<Lender[]>({ queryKey: listPrefix }, (list) =>
    list?.map((row) => (row.lender_id === lender.lender_id ? lender : row)),
  );
  queryClient.setQueryData(lenderQueryOptions(lender.lender_id).queryKey, lender);
}

/** Applies a value before the server answers (checkboxes, dropdowns); the answer or a reload corrects it. */
export function patchLenderField(queryClient: QueryClient, lenderId: number, changes: Partial<Lender>): void {
  queryClient.setQueriesData<Lender[]>({ queryKey: listPrefix }, (list) =>
    list?.map((row) => (row.lender_id === lenderId ? { ...row, ...changes } : row)),
  );
  queryClient.setQueryData<Lender>(lenderQueryOptions(lenderId).queryKey, (lender) =>
    lender ? { ...lender, ...changes } : lender,
  );
}

export function removeLender(queryClient: QueryClient, lenderId: number): void {
  queryClient.setQueriesData<Lender[]>({ queryKey: listPrefix }, (list) =>
    list?.filter((row) => row.lender_id !== lenderId),
  );
  queryClient.removeQueries({ queryKey: lenderQueryOptions(lenderId).queryKey });
}

/** A new lender goes first in the "all" list and its product's list, where the admin who created it sees it. */
export function addLender(queryClient: QueryClient, lender: Lender): void {
  for (const filter of ['all', lender.product] as const satisfies readonly LenderFilter[]) {
    queryClient.setQueryData<Lender[]>(lenderListKey(filter), (list) => (list ? [lender, ...list] : list));
  }
}

/** After a failed update the lender is read again from the server and every copy is replaced. */
export async function reloadLender(queryClient: QueryClient, lenderId: number): Promise<void> {
  try {
    const lender = await queryClient.fetchQuery({ ...lenderQueryOptions(lenderId), staleTime: 0 });
    patchLender(queryClient, lender);
  } catch {
    // The lender may have been deleted meanwhile: the list is then read again.
    await queryClient.invalidateQueries({ queryKey: listPrefix });
  }
}
