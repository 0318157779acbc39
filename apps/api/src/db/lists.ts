/**
 * The repository side of the list contract (packages/domain/src/lists.ts): order, search and one page with its
 * total. Each list's repository names the columns it sorts and searches by; the indexes behind them live in its
 * schema.
 */
import { asc, desc, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort, wantsPage, type ListQuery, type Page, type SortValue } from '@saakh/domain/lists';

/**
 * ORDER BY for a sort value: the chosen column, then a unique column, so rows never swap between pages. PostgreSQL's
 * own null order is kept (last ascending, first descending), so a plain btree index serves both directions.
 * `then` (in its own fixed directions) goes between the two: usually the list's default order, so rows that share
 * the chosen column's value keep the order the list shows by default.
 */
export function orderBy<S extends string>(
  sort: SortValue<S>,
  columns: Record<S, AnyColumn | SQL>,
  tiebreak: AnyColumn,
  then: SQL[] = [],
): SQL[] {
  const { column, direction } = parseSort(sort);
  const target = columns[column];
  return direction === 'asc' ? [asc(target), ...then, asc(tiebreak)] : [desc(target), ...then, desc(tiebreak)];
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

/** A filter the list's query may leave out: `column = value` when a value was given, else nothing. */
export function equalsWhenGiven<T>(column: AnyColumn, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

export type PageBounds = { limit: number; offset: number };

/** A list's rows as its repository reads them: in the list's order, filtered and searched as the query asks. */
export type PageSource<T> = {
  items: (bounds: PageBounds) => Promise<T[]>;
  /** How many rows match, over all pages. */
  count: () => Promise<number>;
};

/**
 * One page and the total. The total is counted only when the page does not tell it already (a first page that is
 * not full holds every row), so short lists cost one query.
 */
export async function listPage<T>(query: Pick<ListQuery, 'page' | 'pageSize'>, run: PageSource<T>): Promise<Page<T>> {
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

/** The rows of a spec list call: without bounds, what it answers when no page is asked for (usually every row). */
export type ListSource<T> = Omit<PageSource<T>, 'items'> & { items: (bounds?: PageBounds) => Promise<T[]> };

/** The page a query asks for, page 1 and the list's default size standing in for what it leaves out. */
export function pageFor<T>(
  query: { page?: number | undefined; pageSize?: number | undefined },
  defaultPageSize: number,
  source: PageSource<T>,
): Promise<Page<T>> {
  return listPage({ page: query.page ?? 1, pageSize: query.pageSize ?? defaultPageSize }, source);
}

/**
 * The answer of a spec list call on the list contract (DESIGN §7): without page and pageSize, the whole list (in
 * the asked order and filtered as asked), as the call has always answered; with either, one page and its total.
 */
export async function listOrPage<T>(
  query: { page?: number | undefined; pageSize?: number | undefined },
  defaultPageSize: number,
  source: ListSource<T>,
): Promise<T[] | Page<T>> {
  return wantsPage(query) ? pageFor(query, defaultPageSize, source) : source.items();
}

/** The items of a whole list or of a page, each made into the answer's shape. */
export function mapList<T, U>(list: T[] | Page<T>, map: (item: T) => U): U[] | Page<U> {
  return Array.isArray(list) ? list.map(map) : { ...list, items: list.items.map(map) };
}

/** Every row of a query, a batch at a time, for exports: memory holds one batch, whatever the list's size. */
export async function* inBatches<T>(fetch: (bounds: PageBounds) => Promise<T[]>, size = 500): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const batch = await fetch({ limit: size, offset });
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
  }
}
