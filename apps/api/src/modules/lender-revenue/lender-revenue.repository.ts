import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lender_revenue, revenue_types } from '../../db/schema/catalogue';

export type RevenueValues = Omit<typeof lender_revenue.$inferInsert, 'id' | 'lender_id' | 'sort_order' | 'created_at'>;

const itemColumns = {
  id: lender_revenue.id,
  lender_id: lender_revenue.lender_id,
  slab_disbursed_min: lender_revenue.slab_disbursed_min,
  slab_disbursed_max: lender_revenue.slab_disbursed_max,
  slab_number_min: lender_revenue.slab_number_min,
  slab_number_max: lender_revenue.slab_number_max,
  ats_min: lender_revenue.ats_min,
  ats_max: lender_revenue.ats_max,
  revenue_type_id: lender_revenue.revenue_type_id,
  revenue_type_name: revenue_types.name,
  revenue_flat: lender_revenue.revenue_flat,
  revenue_percent: lender_revenue.revenue_percent,
  status: lender_revenue.status,
  sort_order: lender_revenue.sort_order,
};

export async function listRevenue(db: Executor, lenderId: number) {
  return db
    .select(itemColumns)
    .from(lender_revenue)
    .innerJoin(revenue_types, eq(revenue_types.id, lender_revenue.revenue_type_id))
    .where(eq(lender_revenue.lender_id, lenderId))
    .orderBy(asc(lender_revenue.sort_order), asc(lender_revenue.id));
}

export type RevenueItemRow = Awaited<ReturnType<typeof listRevenue>>[number];

export async function findRevenueItem(db: Executor, id: number): Promise<RevenueItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(lender_revenue)
    .innerJoin(revenue_types, eq(revenue_types.id, lender_revenue.revenue_type_id))
    .where(eq(lender_revenue.id, id))
    .limit(1);
  return row;
}

export async function listRevenueTypes(db: Executor) {
  return db
    .select({ id: revenue_types.id, name: revenue_types.name })
    .from(revenue_types)
    .orderBy(asc(revenue_types.id));
}

export async function revenueTypeExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: revenue_types.id }).from(revenue_types).where(eq(revenue_types.id, id)).limit(1);
  return Boolean(row);
}

/** A new entry goes to the end of the lender's list. */
export async function insertRevenue(db: Executor, lenderId: number, values: RevenueValues): Promise<number> {
  const [row] = await db
    .insert(lender_revenue)
    .values({
      ...values,
      lender_id: lenderId,
      sort_order: sql`(select coalesce(max(${lender_revenue.sort_order}) + 1, 0) from ${lender_revenue} where ${lender_revenue.lender_id} = ${lenderId})`,
    })
    .returning({ id: lender_revenue.id });
  if (!row) throw new Error('Revenue insert returned no row');
  return row.id;
}

export async function updateRevenue(db: Executor, id: number, values: RevenueValues): Promise<void> {
  await db.update(lender_revenue).set(values).where(eq(lender_revenue.id, id));
}

export async function deleteRevenue(db: Executor, id: number): Promise<void> {
  await db.delete(lender_revenue).where(eq(lender_revenue.id, id));
}

/** The lender's entry ids, locked until the transaction ends so a concurrent add cannot slip past a reorder. */
export async function lockRevenueIds(db: Executor, lenderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: lender_revenue.id })
    .from(lender_revenue)
    .where(eq(lender_revenue.lender_id, lenderId))
    .orderBy(asc(lender_revenue.sort_order), asc(lender_revenue.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setRevenueSortOrder(
  db: Executor,
  lenderId: number,
  id: number,
  sortOrder: number,
): Promise<void> {
  await db
    .update(lender_revenue)
    .set({ sort_order: sortOrder })
    .where(and(eq(lender_revenue.id, id), eq(lender_revenue.lender_id, lenderId)));
}
