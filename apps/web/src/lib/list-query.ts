/**
 * The web side of the list contract: one page of a list as a TanStack query (kept on screen while the next page
 * loads, reloaded whenever it is shown again: the server answers 304 or a small page), and the cache policy after a
 * change: patch the changed row in every cached page at once, then read the lists again (rereadLists).
 */
import { keepPreviousData, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { Page } from '@saakh/domain/lists';
import { api } from './api-client';

export type ListQuery = Record<string, string | number>;

/** `P`: the page's shape when the answer carries more than the page (a report's read source). */
export function listQueryOptions<T, P extends Page<T> = Page<T>>(key: QueryKey, path: string, query: ListQuery) {
  return queryOptions({
    queryKey: [...key, query],
    queryFn: ({ signal }) => api<P>(`${path}${listQueryString(query)}`, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // Tables show a failed load themselves (error state with retry), so no toast.
    meta: { silent: true },
  });
}

/** Applies a change to the rows of every cached page under a key; `null` removes the row. */
export function patchCachedPages<T>(queryClient: QueryClient, key: QueryKey, change: (row: T) => T | null): void {
  queryClient.setQueriesData<Page<T>>({ queryKey: key }, (page) => {
    if (!page || !Array.isArray(page.items)) return page;
    const items = page.items.flatMap((row) => {
      const next = change(row);
      return next ? [next] : [];
    });
    return { ...page, items, total: page.total - (page.items.length - items.length) };
  });
}

/**
 * Reads the lists under a key again after a change was saved. A read already on its way (a search typed just before
 * the change) may have left before the change was saved, and for a page it has no data for yet TanStack Query waits
 * for that read rather than starting another: the row would stay as it was. So when a read was in flight, the lists
 * are read once more after it. (Cancelling it instead would put back the page as it was when the read left, undoing a
 * patch made since.)
 */
export async function rereadLists(queryClient: QueryClient, key: QueryKey): Promise<void> {
  const readInFlight = queryClient.isFetching({ queryKey: key }) > 0;
  await queryClient.invalidateQueries({ queryKey: key });
  if (readInFlight) await queryClient.invalidateQueries({ queryKey: key });
}
