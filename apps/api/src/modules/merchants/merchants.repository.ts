/**
 * Queries of merchant management: partners with their onboarding and users, and merchant leads (a partner's earnings
 * and payouts are the commissions module's; the list's unpaid-earnings column is a sum in its own query, to sort by).
 */
import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '@saakh/domain/lists';
import {
  partnerStatusCodes,
  type MerchantLeadListQuery,
  type MerchantPartnerListQuery,
  type PartnerType,
} from '@saakh/domain/merchants';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { merchant_leads } from '../../db/schema/customer';
import { commission_ledger } from '../../db/schema/ingestion';
import { partner_users, partners } from '../../db/schema/partners';

const parents = alias(partners, 'parents');

const usersCount = sql<number>`(select count(*)::int from ${partner_users} where ${partner_users.partner_id} = ${partners.id})`;
const activeUsersCount = sql<number>`(select count(*)::int from ${partner_users} where ${partner_users.partner_id} = ${partners.id} and ${partner_users.status} = 1)`;
const earnedUnpaid = sql<string>`(select coalesce(sum(${commission_ledger.amount}), 0) from ${commission_ledger} where ${commission_ledger.partner_id} = ${partners.id} and ${commission_ledger.status} = 'earned')`;

/** A partner as merchant management reads it (the whole PAN and account number only for masking or a reveal). */
const partnerColumns = {
  id: partners.id,
  key: partners.key,
  name: partners.name,
  status: partners.status,
  partner_type: partners.partner_type,
  legal_name: partners.legal_name,
  pan: partners.pan,
  gstin: partners.gstin,
  contact_name: partners.contact_name,
  contact_email: partners.contact_email,
  contact_mobile: partners.contact_mobile,
  bank_account_holder: partners.bank_account_holder,
  bank_account_number: partners.bank_account_number,
  bank_ifsc: partners.bank_ifsc,
  parent_partner_id: partners.parent_partner_id,
  parent_split_percent: partners.parent_split_percent,
  parent_name: parents.name,
  created_at: partners.created_at,
  users_count: usersCount,
  active_users_count: activeUsersCount,
  earned_unpaid: earnedUnpaid,
};

export type PartnerRow = {
  id: number;
  key: string;
  name: string;
  status: number;
  partner_type: PartnerType;
  legal_name: string | null;
  pan: string | null;
  gstin: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_mobile: string | null;
  bank_account_holder: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  parent_partner_id: number | null;
  parent_split_percent: string | null;
  parent_name: string | null;
  created_at: Date;
  users_count: number;
  active_users_count: number;
  earned_unpaid: string;
};

function partnerWhere(query: MerchantPartnerListQuery): SQL | undefined {
  return and(
    isNull(partners.deleted_at),
    equalsWhenGiven(partners.status, query.status === undefined ? undefined : partnerStatusCodes[query.status]),
    equalsWhenGiven(partners.partner_type, query.partner_type),
    searchAny(query.q, [partners.name, partners.key, partners.legal_name]),
  );
}

export function listPartners(db: Executor, query: MerchantPartnerListQuery): Promise<Page<PartnerRow>> {
  const where = partnerWhere(query);
  const columns = {
    name: partners.name,
    status: partners.status,
    created_at: partners.created_at,
    earned_unpaid: sql`${earnedUnpaid}::numeric`,
  };
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(partnerColumns)
        .from(partners)
        .leftJoin(parents, eq(parents.id, partners.parent_partner_id))
        .where(where)
        .orderBy(...orderBy(query.sort, columns, partners.id, [asc(partners.name)]))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(partners).where(where))[0]?.n ?? 0,
  });
}

export async function findPartner(db: Executor, id: number, lock = false): Promise<PartnerRow | undefined> {
  const query = db
    .select(partnerColumns)
    .from(partners)
    .leftJoin(parents, eq(parents.id, partners.parent_partner_id))
    .where(and(eq(partners.id, id), isNull(partners.deleted_at)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: partners }) : await query;
  return row;
}

export async function updatePartner(
  db: Executor,
  id: number,
  values: Partial<typeof partners.$inferInsert>,
): Promise<void> {
  await db
    .update(partners)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(partners.id, id));
}

/** Serialises parent changes until the transaction ends (they are rare); see merchants.service setParent. */
export async function lockParentChanges(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('merchants:parents'))`);
}

export async function subPartners(db: Executor, id: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(and(eq(partners.parent_partner_id, id), isNull(partners.deleted_at)))
    .orderBy(asc(partners.name));
}

/** Partners that may be chosen as a parent: not deleted and without a parent of their own. */
export async function parentOptions(db: Executor, exceptId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(and(isNull(partners.deleted_at), isNull(partners.parent_partner_id), ne(partners.id, exceptId)))
    .orderBy(asc(partners.name));
}

export async function partnerKeyTaken(db: Executor, key: string): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.key, key)).limit(1);
  return Boolean(row);
}

export async function insertPartner(db: Executor, values: typeof partners.$inferInsert): Promise<number> {
  const [row] = await db.insert(partners).values(values).returning({ id: partners.id });
  if (!row) throw new Error('Partner insert returned no row');
  return row.id;
}

// ---------- leads ----------

const deciders = alias(admin_users, 'deciders');
const referrers = alias(partners, 'referrers');

const leadColumns = {
  id: merchant_leads.id,
  business_name: merchant_leads.business_name,
  contact_name: merchant_leads.contact_name,
  mobile: merchant_leads.mobile,
  email: merchant_leads.email,
  city: merchant_leads.city,
  referred_by: sql<string | null>`coalesce(${referrers.name}, ${merchant_leads.partner_name})`,
  status: merchant_leads.status,
  rejection_reason: merchant_leads.rejection_reason,
  decided_by: deciders.name,
  decided_at: merchant_leads.decided_at,
  created_partner_id: merchant_leads.created_partner_id,
  created_at: merchant_leads.created_at,
};

export type LeadRow = {
  id: number;
  business_name: string;
  contact_name: string;
  mobile: string;
  email: string;
  city: string;
  referred_by: string | null;
  status: string;
  rejection_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_partner_id: number | null;
  created_at: Date;
};

const decisionStatuses = {
  new: ['new', 'contacted'],
  approved: ['onboarded'],
  rejected: ['closed'],
} as const;

function leadWhere(query: MerchantLeadListQuery): SQL | undefined {
  return and(
    query.decision === undefined ? undefined : inArray(merchant_leads.status, [...decisionStatuses[query.decision]]),
    searchAny(query.q, [merchant_leads.business_name, merchant_leads.contact_name, merchant_leads.city]),
  );
}

function leadQuery(db: Executor) {
  return db
    .select(leadColumns)
    .from(merchant_leads)
    .leftJoin(deciders, eq(deciders.id, merchant_leads.decided_by))
    .leftJoin(referrers, eq(referrers.id, merchant_leads.partner_id));
}

export function listLeads(db: Executor, query: MerchantLeadListQuery): Promise<Page<LeadRow>> {
  const where = leadWhere(query);
  const columns = { created_at: merchant_leads.created_at, business_name: merchant_leads.business_name };
  return listPage(query, {
    items: ({ limit, offset }) =>
      leadQuery(db)
        .where(where)
        .orderBy(...orderBy(query.sort, columns, merchant_leads.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(merchant_leads).where(where))[0]?.n ?? 0,
  });
}

export async function findLead(db: Executor, id: number): Promise<LeadRow | undefined> {
  const [row] = await leadQuery(db).where(eq(merchant_leads.id, id)).limit(1);
  return row;
}

/** Locks the lead so two admins deciding it at once take turns (the second sees it decided). */
export async function lockLead(db: Executor, id: number) {
  const [row] = await db
    .select({ id: merchant_leads.id, status: merchant_leads.status })
    .from(merchant_leads)
    .where(eq(merchant_leads.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function leadForApproval(db: Executor, id: number) {
  const [row] = await db.select().from(merchant_leads).where(eq(merchant_leads.id, id)).limit(1);
  return row;
}

export async function decideLead(
  db: Executor,
  id: number,
  values: {
    status: 'onboarded' | 'closed';
    decided_by: number;
    rejection_reason?: string;
    created_partner_id?: number;
  },
): Promise<void> {
  await db
    .update(merchant_leads)
    .set({ ...values, decided_at: sql`now()` })
    .where(eq(merchant_leads.id, id));
}
