import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LIST_DEFAULT_PAGE_SIZE, type Page } from '@saakh/domain/lists';
import { vendorDefaultSort, type VendorListQuery } from '@saakh/domain/vendors';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, orderBy, pageFor, searchAny } from '../../db/lists';
import { lenders, vendors } from '../../db/schema/catalogue';

export type VendorRow = typeof vendors.$inferSelect;

export async function listVendors(db: Executor): Promise<VendorRow[]> {
  return db.select().from(vendors).orderBy(asc(vendors.kind), asc(vendors.name));
}

/** Vendors matching the list's filters and search (by key or name). */
function listWhere(query: VendorListQuery): SQL | undefined {
  return and(
    equalsWhenGiven(vendors.kind, query.kind),
    equalsWhenGiven(vendors.enabled, query.enabled),
    searchAny(query.q, [vendors.key, vendors.name]),
  );
}

/** The asked order; vendors that tie keep the overview's order (by kind, then name), then the id. */
function listOrder(query: VendorListQuery): SQL[] {
  const columns = { kind: vendors.kind, name: vendors.name, enabled: vendors.enabled, updated_at: vendors.updated_at };
  return orderBy(query.sort ?? vendorDefaultSort, columns, vendors.id, [asc(vendors.kind), asc(vendors.name)]);
}

/** The page of vendors the query asks for (page 1 when it names only a sort, search or filter). */
export function pageVendors(db: Executor, query: VendorListQuery): Promise<Page<VendorRow>> {
  const where = listWhere(query);
  return pageFor(query, LIST_DEFAULT_PAGE_SIZE, {
    items: ({ limit, offset }) =>
      db
        .select()
        .from(vendors)
        .where(where)
        .orderBy(...listOrder(query))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(vendors).where(where);
      return row?.n ?? 0;
    },
  });
}

export async function listLenderSwitches(db: Executor) {
  return db
    .select({
      lender_id: lenders.id,
      name: lenders.name,
      product: lenders.product,
      lender_status: lenders.lender_status,
      status_reason: lenders.status_reason,
      api: lenders.api,
      updated_at: lenders.updated_at,
    })
    .from(lenders)
    .where(isNull(lenders.deleted_at))
    .orderBy(asc(lenders.name), asc(lenders.product));
}

export async function findVendorForUpdate(db: Executor, id: number): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1).for('update');
  return row;
}

export async function setVendorSwitch(
  db: Executor,
  id: number,
  enabled: number,
  reason: string | null,
): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ enabled, reason, updated_at: sql`now()` })
    .where(eq(vendors.id, id))
    .returning();
  if (!row) throw new Error(`Vendor ${id} vanished during update`);
  return row;
}

/**
 * Whether an integration is switched on, for the code that calls it (SMS, bureau, lender APIs). A key with no
 * vendor row counts as on: the switch exists to turn a known integration off.
 */
export async function isVendorEnabled(db: Executor, key: string): Promise<boolean> {
  const [row] = await db.select({ enabled: vendors.enabled }).from(vendors).where(eq(vendors.key, key)).limit(1);
  return row ? row.enabled === 1 : true;
}
