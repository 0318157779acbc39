import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lenders, vendors } from '../../db/schema/catalogue';

export type VendorRow = typeof vendors.$inferSelect;

export async function listVendors(db: Executor): Promise<VendorRow[]> {
  return db.select().from(vendors).orderBy(asc(vendors.kind), asc(vendors.name));
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
