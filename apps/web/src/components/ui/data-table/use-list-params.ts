/**
 * A list's query kept in the page's URL (page, size, sort, search and filters), so a reload, the back button and a
 * shared link show the same page of the same list. Values the list does not offer fall back to its defaults.
 */
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

export type ListParamsOptions<F extends string> = {
  defaultSort: string;
  /** The sort values the list offers (`name`, `-name`, …); others fall back to the default. */
  sorts: readonly string[];
  pageSizes: readonly number[];
  defaultPageSize: number;
  filters?: readonly F[];
  /** Tells two lists on one page apart in the URL (`lenders.page=2`). */
  prefix?: string;
};

export type ListParams<F extends string = string> = {
  page: number;
  pageSize: number;
  sort: string;
  q: string;
  filters: Partial<Record<F, string>>;
  /** What the API is asked: page, pageSize, sort, q (when given) and the filters that are set. */
  query: Record<string, string | number>;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string) => void;
  setSearch: (q: string) => void;
  setFilter: (name: F, value: string | null) => void;
};

/** What a table needs of a list's URL state (whatever its filters). */
export type TableParams = Pick<
  ListParams,
  'page' | 'pageSize' | 'sort' | 'q' | 'setPage' | 'setPageSize' | 'setSort' | 'setSearch'
>;

export function useListParams<F extends string = never>(options: ListParamsOptions<F>): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const { defaultSort, sorts, pageSizes, defaultPageSize, filters = [], prefix } = options;
  const key = useCallback((name: string) => (prefix ? `${prefix}.${name}` : name), [prefix]);

  const page = Math.max(1, Math.trunc(Number(params.get(key('page')) ?? 1)) || 1);
  const sizeParam = Number(params.get(key('size')));
  const pageSize = pageSizes.includes(sizeParam) ? sizeParam : defaultPageSize;
  const sortParam = params.get(key('sort'));
  const sort = sortParam && sorts.includes(sortParam) ? sortParam : defaultSort;
  const q = params.get(key('q')) ?? '';
  const filterValues: Partial<Record<F, string>> = {};
  for (const name of filters) {
    const value = params.get(key(name));
    if (value) filterValues[name] = value;
  }

  // The router's own state, ahead of what is on screen: a navigation renders in a transition, and a search applied
  // after its pause (or any change) must build on a link followed meanwhile, not on this render's address, which
  // would undo the link. React Router exports its router only under this name; without a data router (never in the
  // app) the rendered address is used.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage: boolean) => {
      const live = router?.state.location;
      // The list's page was left meanwhile: a change of its query would bring the user back to it.
      if (live && live.pathname !== pathname) return;
      setParams(
        (rendered) => {
          const next = new URLSearchParams(live ? live.search : rendered);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key(name));
            else next.set(key(name), String(value));
          }
          if (resetPage) next.delete(key('page'));
          return next;
        },
        { replace: true },
      );
    },
    [key, setParams, router, pathname],
  );

  // Query keys are compared by value, so a new object each render costs nothing.
  const query: Record<string, string | number> = { page, pageSize, sort };
  if (q.trim()) query.q = q.trim();
  for (const [name, value] of Object.entries(filterValues)) if (typeof value === 'string') query[name] = value;

  return {
    page,
    pageSize,
    sort,
    q,
    filters: filterValues,
    query,
    setPage: useCallback((next: number) => update({ page: next > 1 ? next : null }, false), [update]),
    setPageSize: useCallback(
      (next: number) => update({ size: next === defaultPageSize ? null : next }, true),
      [update, defaultPageSize],
    ),
    setSort: useCallback(
      (next: string) => update({ sort: next === defaultSort ? null : next }, true),
      [update, defaultSort],
    ),
    setSearch: useCallback((next: string) => update({ q: next }, true), [update]),
    setFilter: useCallback((name: F, value: string | null) => update({ [name]: value }, true), [update]),
  };
}
