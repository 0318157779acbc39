/**
 * The repository side of the list contract (packages/domain/src/lists.ts): order, search and one page with its
 * total. Each list's repository names the columns it sorts and searches by; the indexes behind them live in its
 * schema.
 */
import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort, type ListQuery, type Page, type SortValue } from '@saakh/domain/lists';

/**
 * ORDER BY for a sort value: the chosen column, then a unique column, so rows never swap between pages. PostgreSQL's
 * own null order is kept (last ascending, first descending), so a plain btree index serves both directions.
 */
export function orderBy<S extends string>(
  sort: SortValue<S>,
  columns: Record<S, AnyColumn | SQL>,
  tiebreak: AnyColumn,
): SQL[] {
  const { column, direction } = parseSort(sort);
  const target = columns[column];
  return direction === 'asc' ? [asc(target), asc(tiebreak)] : [desc(target), desc(tiebreak)];
}

/** Escapes LIKE's wildcards, so a search for "50%" finds that text and not everything. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A case-insensitive "contains" over several columns, or nothing when there is no search text. */
export function searchAny(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * One page and the total. The total is counted only when the page does not tell it already (a first page that is
 * not full holds every row), so short lists cost one query.
 */
export async function listPage<T>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  run: { items: (bounds: { limit: number; offset: number }) => Promise<T[]>; count: () => Promise<number> },
): Promise<Page<T>> {
  const offset = (query.page - 1) * query.pageSize;
  const items = await run.items({ limit: query.pageSize, offset });
  const total =
    items.length > 0 && items.length < query.pageSize
      ? offset + items.length
      : query.page === 1 && items.length === 0
        ? 0
        : await run.count();
  return { items, total, page: query.page, pageSize: query.pageSize };
}
