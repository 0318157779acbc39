/**
 * The one cache policy for lenders, whichever screen changed one (lenders, vendors on/off, eligibility, the lender
 * page): the changed fields show at once in every cached page and in the lender's own entry, then every list is
 * read again in the background, because a change may move a lender in or out of a page's filter and order.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Lender } from '@saakh/domain/lenders';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { lenderListsKey } from '../api/get-lenders';
import { lenderQueryOptions } from '../api/get-lender';

function patchPages(queryClient: QueryClient, change: (lender: Lender) => Lender | null): void {
  patchCachedPages(queryClient, lenderListsKey, change);
}

/** Shows values before the server answers (checkboxes, dropdowns); the answer or a reload corrects them. */
export function patchLenderField(queryClient: QueryClient, lenderId: number, changes: Partial<Lender>): void {
  patchPages(queryClient, (lender) => (lender.lender_id === lenderId ? { ...lender, ...changes } : lender));
  queryClient.setQueryData<Lender>(lenderQueryOptions(lenderId).queryKey, (lender) =>
    lender ? { ...lender, ...changes } : lender,
  );
}

/** After any change the server accepted: lists are read again (sorting and filters may place the lender anew). */
export function refreshLenderLists(queryClient: QueryClient): Promise<void> {
  return rereadLists(queryClient, lenderListsKey);
}

export function removeLender(queryClient: QueryClient, lenderId: number): void {
  patchPages(queryClient, (lender) => (lender.lender_id === lenderId ? null : lender));
  queryClient.removeQueries({ queryKey: lenderQueryOptions(lenderId).queryKey });
}

/** After a failed update the lender is read again from the server and every copy is replaced. */
export async function reloadLender(queryClient: QueryClient, lenderId: number): Promise<void> {
  try {
    const lender = await queryClient.fetchQuery({ ...lenderQueryOptions(lenderId), staleTime: 0 });
    patchLenderField(queryClient, lenderId, lender);
  } catch {
    // The lender may have been deleted meanwhile: the lists below show what the server holds.
  }
  await refreshLenderLists(queryClient);
}
