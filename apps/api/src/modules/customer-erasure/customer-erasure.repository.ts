import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ErasureCounts,
  ErasureReason,
  ErasureRejectReason,
  ErasureRequestListQuery,
  ErasureRequestSource,
  ErasureRequestStatus,
} from '@saakh/domain/customer-erasure';
import type { Page } from '@saakh/domain/lists';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { holdsIdentifier, type PersonalValues } from '../../db/personal-data';
import { equalsWhenGiven, listPage, orderBy } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { applications, application_status_history, intake_submissions } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { otp_challenges, sessions } from '../../db/schema/auth';
import { lenders } from '../../db/schema/catalogue';
import { customer_profile_details, help_requests, tracking_events } from '../../db/schema/customer';
import { insurance_requests } from '../../db/schema/products';
import { dedupe_logs } from '../../db/schema/dedupe';
import { customer_erasures, erasure_requests } from '../../db/schema/erasure';
import { commission_ledger, commission_receipts } from '../../db/schema/ingestion';
import { message_opt_outs, messages } from '../../db/schema/messaging';
import { customer_journeys } from '../../db/schema/reporting';
import {
  customer_notes,
  telecalling_calls,
  telecalling_dispositions,
  telecalling_leads,
} from '../../db/schema/telecalling';
import { consents, data_exports, users } from '../../db/schema/users';
import { rowsOf } from '../../db/sql';

/** The customer's identifying values, as the erasure searches other records for them. */
export type CustomerIdentity = PersonalValues & { created_at: Date; erased_at: Date | null };

const identityColumns = {
  id: users.id,
  mobile: users.mobile_phone_number,
  pan: users.tin,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  created_at: users.created_at,
  erased_at: users.erased_at,
};

/** At most this many customers answer one search (a PAN may be on more than one account). */
const SEARCH_LIMIT = 20;

export function findCustomersByMobile(db: Executor, mobile: string): Promise<CustomerIdentity[]> {
  return db.select(identityColumns).from(users).where(eq(users.mobile_phone_number, mobile)).limit(SEARCH_LIMIT);
}

export function findCustomersByPan(db: Executor, pan: string): Promise<CustomerIdentity[]> {
  return db.select(identityColumns).from(users).where(eq(users.tin, pan)).orderBy(asc(users.id)).limit(SEARCH_LIMIT);
}

export function findCustomersByApplication(db: Executor, applicationId: string): Promise<CustomerIdentity[]> {
  return db
    .select(identityColumns)
    .from(users)
    .innerJoin(applications, eq(applications.user_id, users.id))
    .where(eq(applications.id, applicationId))
    .limit(1);
}

export async function findCustomer(db: Executor, userId: number): Promise<CustomerIdentity | undefined> {
  const [row] = await db.select(identityColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The customer, locked until the transaction ends: two erasures of one customer happen one after the other. */
export async function findCustomerForUpdate(db: Executor, userId: number): Promise<CustomerIdentity | undefined> {
  const [row] = await db.select(identityColumns).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row;
}

/** Applications the lender is still deciding or has approved but not yet paid out. */
export function inFlightApplications(db: Executor, userId: number) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      lender_name: lenders.name,
      created_at: applications.created_at,
    })
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .where(and(eq(applications.user_id, userId), sql`${applications.status} in ('submitted', 'in_review', 'approved')`))
    .orderBy(asc(applications.created_at));
}

/** The customer's applications, as a subquery. */
function applicationIds(userId: number): SQL {
  return sql`(select ${applications.id} from ${applications} where ${applications.user_id} = ${userId})`;
}

function helpRequestsWhere(who: CustomerIdentity): SQL {
  return sql`(${help_requests.user_id} = ${who.id} or ${help_requests.phone} = ${who.mobile}${
    who.email ? sql` or lower(${help_requests.email}) = ${who.email.toLowerCase()}` : sql``
  })`;
}

/** STOP-list entries of the customer's mobile number or e-mail address. */
function optOutsWhere(who: CustomerIdentity): SQL {
  const addresses = who.email ? [who.mobile, who.email.toLowerCase()] : [who.mobile];
  return inArray(message_opt_outs.address, addresses);
}

/** Audit rows about the customer, and any whose values carry the customer's mobile, PAN or e-mail. */
function auditWhere(who: CustomerIdentity): SQL {
  return sql`((${audit_log.entity} = 'customer' and ${audit_log.entity_id} = ${String(who.id)} and (${
    audit_log.old_value
  } is not null or ${audit_log.new_value} is not null))
    or ${holdsIdentifier(sql`coalesce(${audit_log.old_value}, '')`, who, false)}
    or ${holdsIdentifier(sql`coalesce(${audit_log.new_value}, '')`, who, false)})`;
}

async function countWhere(db: Executor, table: PgTable, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${table} where ${where}`);
  return row?.n ?? 0;
}

/**
 * How many records of each kind an erasure of this customer touches (decision 015), but the lender MIS rows, which
 * the lender-files module counts.
 */
export async function countRecords(
  db: Executor,
  who: CustomerIdentity,
): Promise<Omit<ErasureCounts, 'lender_mis_rows'>> {
  const apps = applicationIds(who.id);
  // One statement after another: the transaction has one connection.
  const of = (table: PgTable, where: SQL) => countWhere(db, table, where);
  return {
    profile: 1,
    profile_details: await of(customer_profile_details, sql`${customer_profile_details.user_id} = ${who.id}`),
    help_requests: await of(help_requests, helpRequestsWhere(who)),
    insurance_requests: await of(insurance_requests, sql`${insurance_requests.user_id} = ${who.id}`),
    intake_fields: await of(intake_submissions, sql`${intake_submissions.user_id} = ${who.id}`),
    consents: await of(consents, sql`${consents.user_id} = ${who.id}`),
    otp_codes: await of(otp_challenges, sql`${otp_challenges.mobile} = ${who.mobile}`),
    sessions: await of(sessions, sql`${sessions.kind} = 'customer' and ${sessions.subject_id} = ${who.id}`),
    tracking_events: await of(
      tracking_events,
      sql`${tracking_events.user_id} = ${who.id} and ${tracking_events.ip} is not null`,
    ),
    audit_values: await of(audit_log, auditWhere(who)),
    staff_notes: await of(customer_notes, sql`${customer_notes.user_id} = ${who.id}`),
    messages: await of(messages, sql`${messages.user_id} = ${who.id}`),
    opt_outs: await of(message_opt_outs, optOutsWhere(who)),
    telecalling:
      (await of(telecalling_leads, sql`${telecalling_leads.user_id} = ${who.id}`)) +
      (await of(telecalling_dispositions, sql`${telecalling_dispositions.user_id} = ${who.id}`)) +
      (await of(telecalling_calls, sql`${telecalling_calls.user_id} = ${who.id}`)),
    applications: await of(applications, sql`${applications.user_id} = ${who.id}`),
    status_history: await of(application_status_history, sql`${application_status_history.application_id} in ${apps}`),
    commission_records:
      (await of(commission_ledger, sql`${commission_ledger.application_id} in ${apps}`)) +
      (await of(commission_receipts, sql`${commission_receipts.application_id} in ${apps}`)),
    dedupe_logs: await of(
      dedupe_logs,
      sql`(${dedupe_logs.user_id} = ${who.id} or ${dedupe_logs.first_application_id} in ${apps})`,
    ),
    journeys: await of(customer_journeys, sql`${customer_journeys.user_id} = ${who.id}`),
  };
}

/**
 * Erases and pseudonymises the customer's records this module reaches (decision 015), in the caller's transaction.
 * Records law keeps (applications, commission, de-dupe, journeys) stay, with the customer's free text emptied and
 * identifiers replaced by the pseudonym; the customer's own row stays as a tombstone so that every count in the
 * reports still has its row. The status history, lender references and lender files are their modules' to change.
 */
export async function eraseRecords(db: Executor, who: CustomerIdentity, pseudonym: string): Promise<void> {
  await db
    .update(users)
    .set({
      mobile_phone_number: pseudonym,
      first_name: null,
      last_name: null,
      email: null,
      email_verified: 0,
      birth_date: null,
      tin: null,
      employment_status_code: null,
      business_registration_type: null,
      employer_name: null,
      officepincode: null,
      monthly_income: null,
      salary_mode: null,
      business_current_turnover: null,
      business_years: null,
      business_account: null,
      address1: null,
      address2: null,
      postal_code: null,
      gender: null,
      residence_type: null,
      educational_level: null,
      monthly_rent: null,
      emi: null,
      se_loan_amount: null,
      housing_loan_amount: null,
      property_type: null,
      prefer_net_banking: null,
      credit_score_band: null,
      inflight_credit_app_id: null,
      allow_sms: 0,
      allow_emails: 0,
      utms: null,
      url_segment: null,
      erased_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, who.id));
  await db.delete(customer_profile_details).where(eq(customer_profile_details.user_id, who.id));
  await db.delete(help_requests).where(helpRequestsWhere(who));
  await db.delete(insurance_requests).where(eq(insurance_requests.user_id, who.id));
  await db.update(intake_submissions).set({ fields: {}, ip: null }).where(eq(intake_submissions.user_id, who.id));
  await db.update(consents).set({ ip: null }).where(eq(consents.user_id, who.id));
  await db.delete(otp_challenges).where(eq(otp_challenges.mobile, who.mobile));
  // Revoking fires the auth_change notice: every instance drops the sessions it remembers.
  await db
    .update(sessions)
    .set({ revoked_at: sql`coalesce(${sessions.revoked_at}, now())`, ip: null })
    .where(and(eq(sessions.kind, 'customer'), eq(sessions.subject_id, who.id)));
  await db.update(tracking_events).set({ ip: null }).where(eq(tracking_events.user_id, who.id));
  await db.execute(sql`
    update ${audit_log} set
      ${sql.identifier('old_value')} = case when ${audit_log.old_value} is null then null else ${pseudonym} end,
      ${sql.identifier('new_value')} = case when ${audit_log.new_value} is null then null else ${pseudonym} end
    where ${auditWhere(who)}`);
  await db.delete(customer_notes).where(eq(customer_notes.user_id, who.id));
  // The delivery log keeps that a message went and how it went (campaign figures count them), not what or where.
  await db
    .update(messages)
    .set({ to_address: null, subject: null, body: '', error: null })
    .where(eq(messages.user_id, who.id));
  await db.delete(message_opt_outs).where(optOutsWhere(who));
  await db.delete(telecalling_dispositions).where(eq(telecalling_dispositions.user_id, who.id));
  await db.delete(telecalling_calls).where(eq(telecalling_calls.user_id, who.id));
  await db.delete(telecalling_leads).where(eq(telecalling_leads.user_id, who.id));
  await db.update(applications).set({ remarks: null }).where(eq(applications.user_id, who.id));
  // Downloads of "My data" hold every personal field the customer had: they go with the rest.
  await db.delete(data_exports).where(eq(data_exports.user_id, who.id));
}

export async function insertErasure(
  db: Executor,
  values: { userId: number; adminId: number; reason: ErasureReason; pseudonym: string; counts: ErasureCounts },
) {
  const [row] = await db
    .insert(customer_erasures)
    .values({
      user_id: values.userId,
      requested_by: values.adminId,
      reason: values.reason,
      pseudonym: values.pseudonym,
      counts: values.counts,
    })
    .returning();
  if (!row) throw new Error('Erasure insert returned no row');
  return row;
}

export async function findErasure(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: customer_erasures.id,
      user_id: customer_erasures.user_id,
      pseudonym: customer_erasures.pseudonym,
      reason: customer_erasures.reason,
      requested_by_name: admin_users.name,
      counts: customer_erasures.counts,
      created_at: customer_erasures.created_at,
    })
    .from(customer_erasures)
    .leftJoin(admin_users, eq(admin_users.id, customer_erasures.requested_by))
    .where(eq(customer_erasures.user_id, userId))
    .limit(1);
  return row;
}

const requestColumns = {
  id: erasure_requests.id,
  user_id: erasure_requests.user_id,
  customer_mobile: users.mobile_phone_number,
  customer_first_name: users.first_name,
  customer_last_name: users.last_name,
  source: erasure_requests.source,
  status: erasure_requests.status,
  requested_at: erasure_requests.requested_at,
  due_at: erasure_requests.due_at,
  completed_at: erasure_requests.completed_at,
  erasure_id: erasure_requests.erasure_id,
  reject_reason: erasure_requests.reject_reason,
};

export type ErasureRequestRow = {
  id: number;
  user_id: number;
  customer_mobile: string;
  customer_first_name: string | null;
  customer_last_name: string | null;
  source: ErasureRequestSource;
  status: ErasureRequestStatus;
  requested_at: Date;
  due_at: Date;
  completed_at: Date | null;
  erasure_id: number | null;
  reject_reason: ErasureRejectReason | null;
};

export function listRequests(db: Executor, query: ErasureRequestListQuery): Promise<Page<ErasureRequestRow>> {
  const where = equalsWhenGiven(erasure_requests.status, query.status);
  const order = orderBy(
    query.sort,
    { due_at: erasure_requests.due_at, requested_at: erasure_requests.requested_at },
    erasure_requests.id,
    [asc(erasure_requests.due_at)],
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(requestColumns)
        .from(erasure_requests)
        .innerJoin(users, eq(users.id, erasure_requests.user_id))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(erasure_requests).where(where);
      return row?.n ?? 0;
    },
  });
}

export type ErasureRequestRecord = typeof erasure_requests.$inferSelect;

/** The customer's most recent request, pending or ended. */
export async function findLatestRequest(db: Executor, userId: number): Promise<ErasureRequestRecord | undefined> {
  const [row] = await db
    .select()
    .from(erasure_requests)
    .where(eq(erasure_requests.user_id, userId))
    .orderBy(desc(erasure_requests.requested_at), desc(erasure_requests.id))
    .limit(1);
  return row;
}

export async function findPendingRequest(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(erasure_requests)
    .where(and(eq(erasure_requests.user_id, userId), eq(erasure_requests.status, 'pending')))
    .limit(1);
  return row;
}

export async function findRequestForUpdate(db: Executor, id: number) {
  const [row] = await db.select().from(erasure_requests).where(eq(erasure_requests.id, id)).limit(1).for('update');
  return row;
}

/** A pending request for the customer unless one is waiting already (the partial unique index decides). */
export async function insertPendingRequest(
  db: Executor,
  values: { userId: number; requestedAt: Date; dueAt: Date },
): Promise<void> {
  await db
    .insert(erasure_requests)
    .values({
      user_id: values.userId,
      source: 'customer',
      status: 'pending',
      requested_at: values.requestedAt,
      due_at: values.dueAt,
    })
    .onConflictDoNothing({ target: erasure_requests.user_id, where: sql`status = 'pending'` });
}

/** Marks the customer's pending request done by an erasure, or records the admin's own request, already done. */
export async function completeRequest(
  db: Executor,
  values: { userId: number; erasureId: number; adminId: number; now: Date },
): Promise<void> {
  const done = await db
    .update(erasure_requests)
    .set({ status: 'done', completed_at: values.now, erasure_id: values.erasureId, decided_by: values.adminId })
    .where(and(eq(erasure_requests.user_id, values.userId), eq(erasure_requests.status, 'pending')))
    .returning({ id: erasure_requests.id });
  if (done.length > 0) return;
  await db.insert(erasure_requests).values({
    user_id: values.userId,
    source: 'admin',
    status: 'done',
    requested_at: values.now,
    due_at: values.now,
    completed_at: values.now,
    erasure_id: values.erasureId,
    decided_by: values.adminId,
  });
}

export async function rejectRequest(
  db: Executor,
  values: { id: number; adminId: number; reason: ErasureRejectReason; now: Date },
): Promise<void> {
  await db
    .update(erasure_requests)
    .set({ status: 'rejected', completed_at: values.now, decided_by: values.adminId, reject_reason: values.reason })
    .where(eq(erasure_requests.id, values.id));
}
