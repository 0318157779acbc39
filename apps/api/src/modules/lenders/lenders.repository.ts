import { and, count, eq, getTableColumns, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LenderListQuery, LenderSortColumn } from '@saakh/domain/lenders';
import { parseSort } from '@saakh/domain/lists';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, inBatches, listPage, searchAny } from '../../db/lists';
import { lender_groups, lenders } from '../../db/schema/catalogue';
import { list_versions } from '../../db/schema/lists';
import { smart_list_items, smart_lists } from '../../db/schema/reference';

export type LenderRow = typeof lenders.$inferSelect;
export type LenderUpdate = Partial<typeof lenders.$inferInsert>;

const notDeleted = isNull(lenders.deleted_at);

/**
 * The columns of the admin list, in the answer's shape (what toLender makes of a row): id as lender_id, decimals as
 * numbers, timestamps as ISO strings. Derived from the table, so a new column shows up without touching this.
 */
const listColumns = Object.entries(getTableColumns(lenders))
  .filter(([name]) => name !== 'deleted_at')
  .map(([name, column]) => {
    if (name === 'id') return sql`${column} as lender_id`;
    if (column.columnType === 'PgNumeric') return sql`${column}::float8 as ${sql.identifier(name)}`;
    if (column.columnType === 'PgTimestamp') {
      return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${sql.identifier(name)}`;
    }
    return sql`${column} as ${sql.identifier(name)}`;
  });

export type LenderListFilter = Omit<LenderListQuery, 'page' | 'pageSize' | 'sort'>;

/** Live lenders matching the list's filters and search (by name or key). */
function listWhere(filter: LenderListFilter): SQL | undefined {
  return and(
    notDeleted,
    filter.product ? eq(lenders.product, filter.product) : undefined,
    equalsWhenGiven(lenders.lender_status, filter.lender_status),
    equalsWhenGiven(lenders.api, filter.api),
    searchAny(filter.q, [lenders.name, lenders.lender_key]),
  );
}

/**
 * The order of a sort value, then name in byte order (names are ASCII; the order must not depend on the server's
 * locale) and id, so pages never overlap. `column` names the table's columns; `alias` reads them from a subquery.
 */
function listOrder(sort: LenderListQuery['sort'], alias?: string): SQL[] {
  const { column, direction } = parseSort<LenderSortColumn>(sort);
  const ref = (name: string) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql.identifier(name));
  const by = direction === 'asc' ? sql`${ref(column)} asc` : sql`${ref(column)} desc`;
  return [by, sql`${ref('name')} collate "C" asc`, sql`${ref(alias ? 'lender_id' : 'id')} asc`];
}

/**
 * The whole list in one query, as a JSON array the database builds (what toLender makes of each row). One JSON
 * value instead of a thousand wide rows is several times faster on PGlite (bench/lenders.bench.mjs); the answer's
 * schema still checks every item before it is sent.
 */
export async function listLendersJson(db: Executor, filter: LenderListFilter, sort: LenderListQuery['sort']) {
  const [row] = await db
    .select({
      list: sql<string>`coalesce(json_agg(l order by ${sql.join(listOrder(sort, 'l'), sql`, `)}), '[]'::json)::text`,
    })
    .from(sql`(select ${sql.join(listColumns, sql`, `)} from ${lenders} where ${listWhere(filter)}) l`);
  return row?.list ?? '[]';
}

/** Every lender the list's filter matches, in its order, a batch at a time (exports). */
export function lenderBatches(db: Executor, query: LenderListFilter & { sort: LenderListQuery['sort'] }) {
  const where = listWhere(query);
  return inBatches(({ limit, offset }) =>
    db
      .select()
      .from(lenders)
      .where(where)
      .orderBy(...listOrder(query.sort))
      .limit(limit)
      .offset(offset),
  );
}

/** One page of the list, with its total. */
export async function pageLenders(db: Executor, query: LenderListQuery & { page: number; pageSize: number }) {
  const where = listWhere(query);
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select()
        .from(lenders)
        .where(where)
        .orderBy(...listOrder(query.sort))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(lenders).where(where);
      return row?.n ?? 0;
    },
  });
}

/** The lender list's version: raised by a trigger on every write to lenders (migration 0004). */
export async function listVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({ version: list_versions.version })
    .from(list_versions)
    .where(eq(list_versions.name, 'lenders'));
  return String(row?.version ?? 0);
}

/** A live lender of a product by its name (the key-like name lender files use, e.g. IDFC_First). */
export async function findLenderIdByName(
  db: Executor,
  name: string,
  product: LoanProductCode,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: lenders.id })
    .from(lenders)
    .where(and(eq(lenders.name, name), eq(lenders.product, product), notDeleted))
    .limit(1);
  return row?.id;
}

export async function findLender(db: Executor, id: number): Promise<LenderRow | undefined> {
  const [row] = await db
    .select()
    .from(lenders)
    .where(and(eq(lenders.id, id), notDeleted))
    .limit(1);
  return row;
}

/** Locks the row for the rest of the transaction, so checks against the current values stay true until the write. */
export async function findLenderForUpdate(db: Executor, id: number): Promise<LenderRow | undefined> {
  const [row] = await db
    .select()
    .from(lenders)
    .where(and(eq(lenders.id, id), notDeleted))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Whether another lender of the product already answers to this name: the same key (names are unique without
 * regard to case) or the same name. Deleted lenders count, because they keep their key.
 */
export async function lenderNameTaken(
  db: Executor,
  product: LoanProductCode,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const lowered = name.toLowerCase();
  const sameName = or(eq(lenders.lender_key, lowered), eq(sql`lower(${lenders.name})`, lowered));
  const [row] = await db
    .select({ id: lenders.id })
    .from(lenders)
    .where(and(eq(lenders.product, product), sameName, exceptId ? ne(lenders.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertLender(db: Executor, values: typeof lenders.$inferInsert): Promise<LenderRow> {
  const [row] = await db.insert(lenders).values(values).returning();
  if (!row) throw new Error('Lender insert returned no row');
  return row;
}

export async function updateLender(db: Executor, id: number, values: LenderUpdate): Promise<LenderRow> {
  const [row] = await db
    .update(lenders)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(lenders.id, id))
    .returning();
  if (!row) throw new Error(`Lender ${id} vanished during update`);
  return row;
}

export async function softDeleteLender(db: Executor, id: number): Promise<void> {
  await db
    .update(lenders)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(lenders.id, id), notDeleted));
}

/** Whether a code is an option of a smart list (ticketClass, creditScoreClass). */
export async function smartListHasCode(db: Executor, kind: string, code: number): Promise<boolean> {
  const [row] = await db
    .select({ code: smart_list_items.code })
    .from(smart_list_items)
    .innerJoin(smart_lists, eq(smart_lists.id, smart_list_items.list_id))
    .where(and(eq(smart_lists.kind, kind), eq(smart_list_items.code, code)))
    .limit(1);
  return Boolean(row);
}

export async function countLenderGroups(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lender_groups)
    .where(inArray(lender_groups.id, ids));
  return row?.count ?? 0;
}
