import { listQueryString } from '@saakh/domain/list-query-string';
import { ApiError } from '@/lib/api-client';
import type { TableData } from '@/components/ui/data-table/data-table';

type ListResult<T> = TableData<T> & { fetchStatus?: string };

/**
 * A report list's result as the table reads it. While the page does not ask (a custom range without both days) the
 * list is empty, not loading for ever; when the server refuses the query (422: a search that is neither a mobile
 * number nor an application id) its reason replaces the rows, rather than showing the previous rows as if they
 * matched.
 */
export function reportTableResult<T>(result: ListResult<T>, asked: boolean): TableData<T> {
  if (!asked) return { ...result, data: [], isPending: false, isFetching: false, isError: false, error: null };
  if (result.error instanceof ApiError && result.error.status === 422) {
    // The reason is the search field's (or a filter's), not the answer's general "correct the fields".
    const reason = Object.values(result.error.errors ?? {})[0]?.[0];
    return { ...result, data: undefined, error: reason ? new Error(reason) : result.error };
  }
  return result;
}

/** The Export menu's address for a format: the list's query without its paging; none while the page does not ask. */
export function exportHrefOf(
  path: string,
  query: Record<string, string | number | undefined> | null,
): ((format: 'csv' | 'xlsx') => string) | undefined {
  if (!query) return undefined;
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return (format) => `${path}/export${listQueryString({ ...rest, format })}`;
}
