/** Queries of KYC and bank change requests: one pending per partner, the admins' queue, the decision. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '@saakh/domain/lists';
import type { AdminBankChangeListQuery, BankChangeStatus } from '@saakh/domain/partner-settings';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { partner_users, partners } from '../../db/schema/partners';
import { partner_bank_change_requests as requests } from '../../db/schema/partner-support';

export type BankChangeRow = typeof requests.$inferSelect;

export type AdminBankChangeRow = BankChangeRow & {
  partner_name: string;
  requested_by_name: string;
  decided_by_name: string | null;
  current_pan: string | null;
  current_gstin: string | null;
  current_holder: string | null;
  current_number: string | null;
  current_ifsc: string | null;
};

const deciders = alias(admin_users, 'deciders');

const adminColumns = {
  id: requests.id,
  partner_id: requests.partner_id,
  requested_by: requests.requested_by,
  masquerade_admin_id: requests.masquerade_admin_id,
  pan: requests.pan,
  gstin: requests.gstin,
  bank_account_holder: requests.bank_account_holder,
  bank_account_number: requests.bank_account_number,
  bank_ifsc: requests.bank_ifsc,
  status: requests.status,
  decided_by: requests.decided_by,
  decided_at: requests.decided_at,
  rejection_reason: requests.rejection_reason,
  created_at: requests.created_at,
  partner_name: partners.name,
  requested_by_name: partner_users.name,
  decided_by_name: deciders.name,
  current_pan: partners.pan,
  current_gstin: partners.gstin,
  current_holder: partners.bank_account_holder,
  current_number: partners.bank_account_number,
  current_ifsc: partners.bank_ifsc,
};

function adminFrom(db: Executor) {
  return db
    .select(adminColumns)
    .from(requests)
    .innerJoin(partners, eq(partners.id, requests.partner_id))
    .innerJoin(partner_users, eq(partner_users.id, requests.requested_by))
    .leftJoin(deciders, eq(deciders.id, requests.decided_by));
}

export function listAdminBankChanges(db: Executor, query: AdminBankChangeListQuery): Promise<Page<AdminBankChangeRow>> {
  const where = and(equalsWhenGiven(requests.status, query.status), searchAny(query.q, [partners.name]));
  return listPage(query, {
    items: ({ limit, offset }) =>
      adminFrom(db)
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: requests.created_at }, requests.id))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(requests)
          .innerJoin(partners, eq(partners.id, requests.partner_id))
          .where(where)
      )[0]?.n ?? 0,
  });
}

export async function findAdminBankChange(
  db: Executor,
  id: number,
  lock = false,
): Promise<AdminBankChangeRow | undefined> {
  const query = adminFrom(db).where(eq(requests.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: [requests, partners] }) : await query;
  return row;
}

export async function pendingOf(db: Executor, partnerId: number): Promise<BankChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.partner_id, partnerId), eq(requests.status, 'pending')))
    .limit(1);
  return row;
}

export async function lastDecidedOf(db: Executor, partnerId: number): Promise<BankChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.partner_id, partnerId), sql`${requests.status} <> 'pending'`))
    .orderBy(desc(requests.created_at), desc(requests.id))
    .limit(1);
  return row;
}

export async function insertBankChange(db: Executor, values: typeof requests.$inferInsert): Promise<BankChangeRow> {
  const [row] = await db.insert(requests).values(values).returning();
  if (!row) throw new Error('Bank change not written');
  return row;
}

/** An approved request's PAN, GSTIN and bank account become the partner's. */
export async function applyBankDetails(
  db: Executor,
  partnerId: number,
  details: Pick<BankChangeRow, 'pan' | 'gstin' | 'bank_account_holder' | 'bank_account_number' | 'bank_ifsc'>,
): Promise<void> {
  await db
    .update(partners)
    .set({
      pan: details.pan,
      gstin: details.gstin,
      bank_account_holder: details.bank_account_holder,
      bank_account_number: details.bank_account_number,
      bank_ifsc: details.bank_ifsc,
      updated_at: sql`now()`,
    })
    .where(eq(partners.id, partnerId));
}

export async function decideBankChange(
  db: Executor,
  id: number,
  values: { status: BankChangeStatus; decided_by: number; rejection_reason?: string | null },
): Promise<void> {
  await db
    .update(requests)
    .set({ ...values, decided_at: sql`now()` })
    .where(eq(requests.id, id));
}

export async function pendingCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(requests).where(eq(requests.status, 'pending'));
  return row?.n ?? 0;
}
