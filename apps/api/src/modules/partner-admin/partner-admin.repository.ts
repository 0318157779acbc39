import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { LIST_DEFAULT_PAGE_SIZE, type Page } from '@saakh/domain/lists';
import type { PartnerListQuery } from '@saakh/domain/partner-admin';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, inBatches, listOrPage, orderBy, type PageBounds, searchAny } from '../../db/lists';
import { partner_users, partners } from '../../db/schema/partners';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerUpdate = Partial<typeof partners.$inferInsert>;

const notDeleted = isNull(partners.deleted_at);

type PartnerListFilter = Omit<PartnerListQuery, 'page' | 'pageSize'>;

/** Live partners matching the list's filter and search (by name, URL key or UTM id). */
function listWhere(filter: PartnerListFilter): SQL | undefined {
  return and(
    notDeleted,
    equalsWhenGiven(partners.status, filter.status),
    searchAny(filter.q, [partners.name, partners.key, partners.utm_id]),
  );
}

/** The asked order; partners that tie keep the default order (by name), then the id. */
function listOrder(sort: PartnerListQuery['sort']): SQL[] {
  const columns = {
    name: partners.name,
    key: partners.key,
    utm_id: partners.utm_id,
    revenue_percent: partners.revenue_percent,
    revenue_flat_fee: partners.revenue_flat_fee,
    status: partners.status,
    updated_at: partners.updated_at,
  };
  return orderBy(sort, columns, partners.id, [asc(partners.name)]);
}

function selectPartners(db: Executor, filter: PartnerListFilter, bounds?: PageBounds) {
  const query = db
    .select()
    .from(partners)
    .where(listWhere(filter))
    .orderBy(...listOrder(filter.sort));
  return bounds ? query.limit(bounds.limit).offset(bounds.offset) : query;
}

/** The whole list, or the page the query asks for. */
export function listPartners(db: Executor, query: PartnerListQuery): Promise<PartnerRow[] | Page<PartnerRow>> {
  return listOrPage(query, LIST_DEFAULT_PAGE_SIZE, {
    items: (bounds) => selectPartners(db, query, bounds),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(partners).where(listWhere(query));
      return row?.n ?? 0;
    },
  });
}

/** Every partner the list's filter matches, in its order, a batch at a time (exports). */
export function partnerBatches(db: Executor, filter: PartnerListFilter) {
  return inBatches((bounds) => selectPartners(db, filter, bounds));
}

/** How many users of each partner can sign in (status 1); partners without any are left out. */
export async function activeUserCounts(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ partnerId: partner_users.partner_id, n: count() })
    .from(partner_users)
    .where(and(inArray(partner_users.partner_id, [...ids]), eq(partner_users.status, 1)))
    .groupBy(partner_users.partner_id);
  return new Map(rows.map((row) => [row.partnerId, row.n]));
}

export async function findPartner(db: Executor, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), notDeleted))
    .limit(1);
  return row;
}

export async function findPartnerForUpdate(db: Executor, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), notDeleted))
    .limit(1)
    .for('update');
  return row;
}

/** Keys are unique over every partner row, deleted ones included (the column's unique index says so). */
export async function partnerKeyTaken(db: Executor, key: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.key, key), ne(partners.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** A UTM id names one partner's traffic, so no two live partners share one. */
export async function utmIdTaken(db: Executor, utmId: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(notDeleted, eq(sql`lower(${partners.utm_id})`, utmId.toLowerCase()), ne(partners.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function updatePartner(db: Executor, id: number, values: PartnerUpdate): Promise<PartnerRow> {
  const [row] = await db
    .update(partners)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(partners.id, id))
    .returning();
  if (!row) throw new Error(`Partner ${id} vanished during update`);
  return row;
}
