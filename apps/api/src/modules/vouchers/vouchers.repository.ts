/** Queries of discount vouchers: the live listing customers read and the table admins manage. */
import { and, asc, count, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@saakh/domain/lists';
import type { AdminVoucherListQuery, VoucherInput } from '@saakh/domain/vouchers';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { vouchers } from '../../db/schema/products';

export type VoucherRow = typeof vouchers.$inferSelect;

/** Live today: switched on, not deleted, and `day` (India) inside its validity. */
function liveOn(day: string): SQL | undefined {
  return and(
    isNull(vouchers.deleted_at),
    eq(vouchers.status, 1),
    lte(vouchers.valid_from, day),
    gte(vouchers.valid_until, day),
  );
}

export async function listLiveVouchers(db: Executor, day: string): Promise<VoucherRow[]> {
  return db.select().from(vouchers).where(liveOn(day)).orderBy(asc(vouchers.valid_until), asc(vouchers.id)).limit(100);
}

export async function findLiveVoucher(db: Executor, id: number, day: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), liveOn(day)));
  return row;
}

export function listVouchers(db: Executor, query: AdminVoucherListQuery): Promise<Page<VoucherRow>> {
  const where = and(
    isNull(vouchers.deleted_at),
    equalsWhenGiven(vouchers.status, query.status),
    searchAny(query.q, [vouchers.brand, vouchers.title_en, vouchers.code]),
  );
  const columns = { brand: vouchers.brand, valid_until: vouchers.valid_until, updated_at: vouchers.updated_at };
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select()
        .from(vouchers)
        .where(where)
        .orderBy(...orderBy(query.sort, columns, vouchers.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(vouchers).where(where))[0]?.n ?? 0,
  });
}

export async function findVoucherForUpdate(db: Executor, id: number): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), isNull(vouchers.deleted_at)))
    .for('update');
  return row;
}

export async function insertVoucher(db: Executor, input: VoucherInput): Promise<VoucherRow> {
  const [row] = await db.insert(vouchers).values(input).returning();
  if (!row) throw new Error('voucher not inserted');
  return row;
}

export async function updateVoucher(db: Executor, id: number, input: VoucherInput): Promise<VoucherRow> {
  const [row] = await db
    .update(vouchers)
    .set({ ...input, updated_at: sql`now()` })
    .where(eq(vouchers.id, id))
    .returning();
  if (!row) throw new Error('voucher not updated');
  return row;
}

export async function deleteVoucher(db: Executor, id: number): Promise<void> {
  await db
    .update(vouchers)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(vouchers.id, id));
}
