import { z } from 'zod';

/**
 * The one list contract (DESIGN §7): every list is asked for with page, pageSize, sort, q and its own filters in
 * the query string, and answers one page `{ items, total, page, pageSize }`. A list declares which columns it
 * sorts by and which filters it takes; anything else is refused (422), so a URL cannot ask the database for an
 * unindexed order.
 */

export const LIST_MAX_PAGE_SIZE = 200;
export const LIST_MAX_SEARCH_LENGTH = 100;
/** The page size of an admin list when the query asks for a page without naming its size. */
export const LIST_DEFAULT_PAGE_SIZE = 50;

/** `name` sorts ascending, `-name` descending. */
export type SortValue<S extends string> = S | `-${S}`;

export type ListQueryConfig<S extends string, F extends z.ZodRawShape> = {
  sortable: readonly [S, ...S[]];
  defaultSort: SortValue<NoInfer<S>>;
  defaultPageSize: number;
  /** Filters by name; each is optional in the query string. */
  filters?: F;
};

const pageNumber = z.coerce
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(1_000_000, { error: 'invalidValue' });

const pageSizeSchema = z.coerce
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(LIST_MAX_PAGE_SIZE, { error: 'invalidValue' });

/** Blank text in a query string means "not given". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export const searchTextSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: 'invalidValue' }).trim().max(LIST_MAX_SEARCH_LENGTH, { error: 'invalidValue' }).optional(),
);

/** A filter value that may be absent or blank. */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** Every sort value of a list's columns: `col` and `-col`. */
function sortValuesOf<S extends string>(sortable: readonly [S, ...S[]]): [SortValue<S>, ...SortValue<S>[]] {
  return sortable.flatMap((column) => [column, `-${column}` as const]) as [SortValue<S>, ...SortValue<S>[]];
}

/**
 * A sort parameter that stays undefined when not given, for a call whose answer without any list parameter is not
 * the list at all (vendors' overview): the caller applies the list's default sort itself.
 */
export function optionalSort<S extends string>(sortable: readonly [S, ...S[]]) {
  return z.preprocess(blankToUndefined, z.enum(sortValuesOf(sortable), { error: 'invalidValue' }).optional());
}

/** The query schema of one list. */
export function listQuerySchema<S extends string, F extends z.ZodRawShape = Record<never, never>>(
  config: ListQueryConfig<S, F>,
) {
  return z.object({
    page: pageNumber.default(1),
    pageSize: pageSizeSchema.default(config.defaultPageSize),
    sort: optionalSort(config.sortable).transform((value): SortValue<S> => value ?? config.defaultSort),
    q: searchTextSchema,
    ...((config.filters ?? {}) as F),
  });
}

/** What every list query holds once parsed, whatever its filters. */
export type ListQuery<S extends string = string> = {
  page: number;
  pageSize: number;
  sort: SortValue<S>;
  q?: string | undefined;
};

/** One page of a list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Rows matching the query over all pages. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * A list call's answer: the whole list when the request named no list parameter (the spec's calls keep that
 * contract), one page otherwise.
 */
export function listOrPageOf<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), pageOf(item)]);
}

/** The column and direction of a sort value. */
export function parseSort<S extends string>(sort: SortValue<S>): { column: S; direction: 'asc' | 'desc' } {
  return sort.startsWith('-')
    ? { column: sort.slice(1) as S, direction: 'desc' }
    : { column: sort as S, direction: 'asc' };
}

/**
 * For a spec call that answers the whole list (e.g. get-lenders-data): the same query with page and pageSize
 * optional. Without either the call keeps its contract and answers every row (sorted and filtered as asked);
 * with one of them it answers a page.
 */
export function withOptionalPaging<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ page: pageNumber.optional(), pageSize: pageSizeSchema.optional() });
}

export function wantsPage(query: { page?: number | undefined; pageSize?: number | undefined }): boolean {
  return query.page !== undefined || query.pageSize !== undefined;
}

/** Whether a parsed query names any list parameter at all (paging, sort, search or a filter). */
export function hasListParameter(query: Record<string, unknown>): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** A list's export: the same query (its paging ignored) and the file format. */
export function withExportFormat<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ format: z.enum(exportFormats, { error: 'invalidValue' }) });
}

export { listQueryString } from './list-query-string';
