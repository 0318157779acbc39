/** The bank-transfer module's queries: batches and their items. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BankTransferItemStatus, BankTransferListQuery } from '@saakh/domain/bank-transfers';
import type { Executor } from '../../db/client';
import type { PageBounds } from '../../db/lists';
import { rowsOf } from '../../db/sql';
import { admin_users } from '../../db/schema/admins';
import { bank_transfer_batches, bank_transfer_items } from '../../db/schema/bank-transfers';
import { partners } from '../../db/schema/partners';

export type ItemRow = typeof bank_transfer_items.$inferSelect;
export type ItemValues = typeof bank_transfer_items.$inferInsert;

export async function insertBatch(db: Executor, createdBy: number): Promise<number> {
  const [row] = await db
    .insert(bank_transfer_batches)
    .values({ created_by: createdBy })
    .returning({ id: bank_transfer_batches.id });
  if (!row) throw new Error('Bank transfer batch insert returned no row');
  return row.id;
}

export async function insertItems(db: Executor, values: readonly ItemValues[]): Promise<void> {
  if (values.length > 0) await db.insert(bank_transfer_items).values([...values]);
}

export type BatchRow = {
  id: number;
  created_at: string;
  created_by_name: string | null;
  partners: number;
  total_net: string;
  sent: number;
  paid: number;
  failed: number;
  mismatch: number;
  total: number;
};

function batchesSql(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, bounds?: PageBounds) {
  return sql`select b.id, to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
                    a.name as created_by_name, count(i.id)::int as partners,
                    coalesce(sum(i.net), 0)::text as total_net,
                    (count(*) filter (where i.status = 'sent'))::int as sent,
                    (count(*) filter (where i.status = 'paid'))::int as paid,
                    (count(*) filter (where i.status = 'failed'))::int as failed,
                    (count(*) filter (where i.status = 'mismatch'))::int as mismatch,
                    (count(*) over ())::int as total
             from ${bank_transfer_batches} b
             left join ${admin_users} a on a.id = b.created_by
             left join ${bank_transfer_items} i on i.batch_id = b.id
             group by b.id, a.name
             having ${where}
             order by ${order}
             ${bounds ? sql`limit ${bounds.limit} offset ${bounds.offset}` : sql``}`;
}

/** One page of batches, newest first unless asked otherwise; open = some item still sent. */
export function batchPage(db: Executor, query: BankTransferListQuery, bounds: PageBounds): Promise<BatchRow[]> {
  const open = sql`count(*) filter (where i.status = 'sent') > 0`;
  const where = query.status === 'open' ? open : query.status === 'settled' ? sql`not (${open})` : sql`true`;
  const order = query.sort === 'created_at' ? sql`b.created_at asc, b.id asc` : sql`b.created_at desc, b.id desc`;
  return rowsOf<BatchRow>(db, batchesSql(where, order, bounds));
}

export async function findBatch(db: Executor, id: number): Promise<BatchRow | undefined> {
  const [row] = await rowsOf<BatchRow>(db, batchesSql(sql`b.id = ${id}`, sql`b.id`));
  return row;
}

export type ItemWithPartner = ItemRow & { partner_name: string };

export function itemsOf(db: Executor, batchId: number): Promise<ItemWithPartner[]> {
  return db
    .select({ item: bank_transfer_items, partner_name: partners.name })
    .from(bank_transfer_items)
    .innerJoin(partners, eq(partners.id, bank_transfer_items.partner_id))
    .where(eq(bank_transfer_items.batch_id, batchId))
    .orderBy(asc(bank_transfer_items.position))
    .then((rows) => rows.map(({ item, partner_name }) => ({ ...item, partner_name })));
}

/** The batch's item with this customer reference, locked while its row of the bank's answer is recorded. */
export async function itemForUpdate(db: Executor, batchId: number, reference: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(bank_transfer_items)
    .where(and(eq(bank_transfer_items.batch_id, batchId), eq(bank_transfer_items.customer_reference, reference)))
    .for('update');
  return row;
}

export async function settleItem(
  db: Executor,
  id: number,
  values: {
    status: BankTransferItemStatus;
    utr?: string | null;
    value_date?: string | null;
    reason?: string | null;
    payout_id?: number | null;
  },
): Promise<void> {
  await db
    .update(bank_transfer_items)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(bank_transfer_items.id, id));
}
