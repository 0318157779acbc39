/**
 * The queries of My data (issue 30 item 4, decision 038): what is held about one customer, who received it, and the
 * downloads of it. Every query reads the customer's own rows only, by their id (complaints also by the mobile that
 * filed them before the account existed, as the grievances module counts them the account's own). Times are read as
 * ISO strings in UTC, so both database drivers answer the same text.
 */
import { and, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DataExportStatus } from '@saakh/domain/data-rights';
import type { Executor } from '../../db/client';
import { data_exports, users } from '../../db/schema/users';
import { rowsOf } from '../../db/sql';

/** A timestamp as ISO text in UTC ('2026-11-29T05:30:00.000Z'). */
function iso(expression: SQL): SQL {
  return sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The rows of a select as one JSON array (never null). */
async function jsonRows(db: Executor, select: SQL, order: SQL): Promise<Record<string, unknown>[]> {
  const [row] = await rowsOf<{ rows: Record<string, unknown>[] | null }>(
    db,
    sql`select coalesce(json_agg(t order by ${order}), '[]'::json) as rows from (${select}) t`,
  );
  return row?.rows ?? [];
}

/** The customer's complaints: filed under the account, or by its mobile before the account had one. */
function ownComplaints(userId: number): SQL {
  return sql`(g.user_id = ${userId} or (g.user_id is null and g.mobile = (select mobile_phone_number from users where id = ${userId})))`;
}

// ---------- the summary ----------

export type HeldCount = { category: string; count: number; latest: string | null };

/** How many records of each kind the customer has and the newest one's time: one statement for every kind. */
export function heldCounts(db: Executor, userId: number): Promise<HeldCount[]> {
  const line = (category: string, from: SQL, latest: SQL) =>
    sql`select ${category}::text as category, count(*)::int as count, ${iso(sql`max(${latest})`)} as latest from ${from}`;
  return rowsOf<HeldCount>(
    db,
    sql.join(
      [
        line('consents', sql`consents c where c.user_id = ${userId}`, sql`greatest(c.accepted_at, c.withdrawn_at)`),
        line('applications', sql`applications a where a.user_id = ${userId}`, sql`a.updated_at`),
        line(
          'kfs',
          sql`application_kfs k join applications a on a.id = k.application_id where a.user_id = ${userId}`,
          sql`greatest(k.created_at, k.acknowledged_at)`,
        ),
        line('documents', sql`intake_submissions i where i.user_id = ${userId}`, sql`i.created_at`),
        line('messages', sql`messages m where m.user_id = ${userId}`, sql`m.created_at`),
        line('complaints', sql`grievances g where ${ownComplaints(userId)}`, sql`g.updated_at`),
        line('insurance_requests', sql`insurance_requests r where r.user_id = ${userId}`, sql`r.updated_at`),
        line('help_requests', sql`help_requests h where h.user_id = ${userId}`, sql`h.created_at`),
        line('calls', sql`telecalling_calls c where c.user_id = ${userId}`, sql`c.created_at`),
        line(
          'sessions',
          sql`sessions s where s.kind = 'customer' and s.subject_id = ${userId}`,
          sql`greatest(s.created_at, s.last_used_at)`,
        ),
      ],
      sql` union all `,
    ),
  );
}

export type LenderShare = {
  name: string;
  name_hi: string | null;
  references: string[];
  first_at: string;
  last_at: string;
  documents: boolean;
};

/** Each lender an application of the customer was sent to: its references, when first and last, and the forms. */
export function lenderShares(db: Executor, userId: number): Promise<LenderShare[]> {
  const sent = sql`coalesce(a.submitted_at, a.created_at)`;
  return rowsOf<LenderShare>(
    db,
    sql`select coalesce(l.display_name, l.name) as name, nullif(btrim(l.display_name_hi), '') as name_hi,
          json_agg(a.reference order by ${sent}, a.reference) as references,
          ${iso(sql`min(${sent})`)} as first_at, ${iso(sql`max(${sent})`)} as last_at,
          bool_or(exists (select 1 from intake_submissions i where i.application_id = a.id)) as documents
        from applications a join lenders l on l.id = a.lender_id
        where a.user_id = ${userId} and a.status <> 'created'
        group by l.id
        order by min(${sent}), l.id`,
  );
}

export type PartnerShare = { name: string; first_at: string; last_at: string; applications: number };

/** The partner who brought the customer (users.partner_id), since the account was made; null without one. */
export async function partnerShare(db: Executor, userId: number): Promise<PartnerShare | undefined> {
  const [row] = await rowsOf<PartnerShare>(
    db,
    sql`select p.name, ${iso(sql`u.created_at`)} as first_at,
          ${iso(sql`greatest(u.created_at, (select max(a.created_at) from applications a where a.user_id = u.id and a.partner_id = p.id))`)} as last_at,
          (select count(*)::int from applications a where a.user_id = u.id and a.partner_id = p.id) as applications
        from users u join partners p on p.id = u.partner_id
        where u.id = ${userId}`,
  );
  return row;
}

export type ProcessorShare = {
  channel: 'sms' | 'whatsapp' | 'email';
  first_at: string;
  last_at: string;
};

/** The channels that carried the customer's messages (a message a provider took), with the first and last time. */
export function messageProcessors(db: Executor, userId: number): Promise<ProcessorShare[]> {
  const at = sql`coalesce(m.sent_at, m.created_at)`;
  return rowsOf<ProcessorShare>(
    db,
    sql`select m.channel, ${iso(sql`min(${at})`)} as first_at, ${iso(sql`max(${at})`)} as last_at
        from messages m
        where m.user_id = ${userId} and m.provider is not null
        group by m.channel
        order by min(${at}), m.channel`,
  );
}

// ---------- the download's contents ----------

/**
 * The customer's profile: their personal columns (no internal flags), the profile details and the loan needs of each
 * journey. Null when there is no such customer.
 */
export async function profileOf(db: Executor, userId: number): Promise<Record<string, unknown> | null> {
  const [row] = await rowsOf<{ profile: Record<string, unknown> | null }>(
    db,
    sql`select json_build_object(
          'mobile_phone_code', u.mobile_phone_code,
          'mobile_phone_number', u.mobile_phone_number,
          'first_name', u.first_name,
          'last_name', u.last_name,
          'email', u.email,
          'email_verified', u.email_verified,
          'birth_date', u.birth_date,
          'tin', u.tin,
          'language', lang.code,
          'gender', u.gender,
          'educational_level', u.educational_level,
          'employment_status_code', u.employment_status_code,
          'business_registration_type', u.business_registration_type,
          'employer_name', u.employer_name,
          'officepincode', u.officepincode,
          'monthly_income', u.monthly_income,
          'salary_mode', u.salary_mode,
          'business_current_turnover', u.business_current_turnover,
          'business_years', u.business_years,
          'business_account', u.business_account,
          'address1', u.address1,
          'address2', u.address2,
          'postal_code', u.postal_code,
          'residence_type', u.residence_type,
          'monthly_rent', u.monthly_rent,
          'emi', u.emi,
          'se_loan_amount', u.se_loan_amount,
          'housing_loan_amount', u.housing_loan_amount,
          'property_type', u.property_type,
          'prefer_net_banking', u.prefer_net_banking,
          'credit_score_band', u.credit_score_band,
          'locality', d.locality,
          'bank_ifsc', d.bank_ifsc,
          'household_income', d.household_income,
          'course_name', d.course_name,
          'institute_name', d.institute_name,
          'vehicle_price', d.vehicle_price,
          'allow_sms', u.allow_sms,
          'allow_emails', u.allow_emails,
          'utms', u.utms,
          'url_segment', u.url_segment,
          'last_login_at', ${iso(sql`u.last_login_at`)},
          'created_at', ${iso(sql`u.created_at`)},
          'updated_at', ${iso(sql`greatest(u.updated_at, d.updated_at)`)},
          'loan_requests', (
            select coalesce(json_agg(json_build_object(
              'product', j.product, 'desired_amount', j.desired_amount,
              'desired_tenure_months', j.desired_tenure_months, 'status', j.status,
              'created_at', ${iso(sql`j.created_at`)}, 'closed_at', ${iso(sql`j.closed_at`)}
            ) order by j.created_at, j.id), '[]'::json)
            from customer_apps j where j.user_id = u.id)
        ) as profile
        from users u
        left join customer_profile_details d on d.user_id = u.id
        left join languages lang on lang.id = u.language
        where u.id = ${userId}`,
  );
  return row?.profile ?? null;
}

/** The customer's applications with their terms, the lender's answers and every status they had (who moved it: no). */
export function applicationsOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select a.reference, a.product, coalesce(l.display_name, l.name) as lender, a.status, a.amount, a.tenure_months,
          a.interest_rate, a.apr, a.emi, a.processing_fee, a.total_payable, a.lender_reference, a.disbursed_amount,
          a.disbursed_on, a.remarks, a.remark_code, ${iso(sql`a.submitted_at`)} as submitted_at,
          ${iso(sql`a.created_at`)} as created_at, ${iso(sql`a.updated_at`)} as updated_at,
          (select coalesce(json_agg(json_build_object(
             'from_status', h.from_status, 'status', h.status, 'source', h.source, 'note', h.note,
             'at', ${iso(sql`h.created_at`)}) order by h.id), '[]'::json)
           from application_status_history h where h.application_id = a.id) as history
        from applications a join lenders l on l.id = a.lender_id
        where a.user_id = ${userId}`,
    sql`t.created_at, t.reference`,
  );
}

/** Every Key Facts Statement issued for the customer's applications, as shown, and when they accepted it. */
export function kfsOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select a.reference as application_reference, k.locale, k.version, k.issued_on, k.valid_until,
          ${iso(sql`k.acknowledged_at`)} as acknowledged_at, ${iso(sql`k.created_at`)} as created_at, k.kfs
        from application_kfs k join applications a on a.id = k.application_id
        where a.user_id = ${userId}`,
    sql`t.created_at, t.application_reference`,
  );
}

/** What the customer sent lenders through their intake forms (the documents a lender asked for). */
export function documentsOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select a.reference as application_reference, coalesce(l.display_name, l.name) as lender, i.fields,
          i.outcome, i.reasons, i.ip, ${iso(sql`i.created_at`)} as created_at
        from intake_submissions i
        join applications a on a.id = i.application_id
        join lenders l on l.id = i.lender_id
        where i.user_id = ${userId}`,
    sql`t.created_at, t.application_reference`,
  );
}

/** Every message sent to the customer: what, where, how it went and which provider carried it (no staff). */
export function messagesOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select m.id, m.channel, m.category, m.language, m.to_address, m.subject, m.body, m.status, m.skip_reason,
          m.provider, ${iso(sql`m.created_at`)} as created_at, ${iso(sql`m.sent_at`)} as sent_at,
          ${iso(sql`m.delivered_at`)} as delivered_at, ${iso(sql`m.failed_at`)} as failed_at
        from messages m where m.user_id = ${userId}`,
    sql`t.created_at, t.id`,
  );
}

/** The customer's complaints with the answers they were given (the staff's internal notes and names stay out). */
export function complaintsOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select g.reference, g.mobile, g.name, g.category, coalesce(l.display_name, l.name) as lender,
          a.reference as application_reference, g.description, g.language, g.status, g.due_on, g.answer,
          ${iso(sql`g.answered_at`)} as answered_at, ${iso(sql`g.created_at`)} as created_at,
          ${iso(sql`g.updated_at`)} as updated_at
        from grievances g
        left join lenders l on l.id = g.lender_id
        left join applications a on a.id = g.application_id
        where ${ownComplaints(userId)}`,
    sql`t.created_at, t.reference`,
  );
}

export function insuranceRequestsOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select r.id, r.kind, r.request_type, r.preferred_time, r.status, r.consent_version, r.ip,
          ${iso(sql`r.created_at`)} as created_at, ${iso(sql`r.updated_at`)} as updated_at
        from insurance_requests r where r.user_id = ${userId}`,
    sql`t.created_at, t.id`,
  );
}

export function helpRequestsOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select h.id, h.name, h.email, h.phone, h.company, h.description, h.ip, h.forward_status,
          ${iso(sql`h.created_at`)} as created_at
        from help_requests h where h.user_id = ${userId}`,
    sql`t.created_at, t.id`,
  );
}

/** Calls Saakh's team made to the customer and what each ended in (the callers are not named). */
export function callsOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select c.id, c.status, c.duration_seconds, ${iso(sql`c.created_at`)} as created_at,
          ${iso(sql`c.ended_at`)} as ended_at,
          (select d.disposition from telecalling_dispositions d
            where d.lead_id = c.lead_id and d.user_id = c.user_id and d.created_at >= c.created_at
            order by d.created_at limit 1) as outcome
        from telecalling_calls c where c.user_id = ${userId}`,
    sql`t.created_at, t.id`,
  );
}

/** The customer's sign-ins: when, from where, until when (never the token). */
export function sessionsOf(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return jsonRows(
    db,
    sql`select s.ip, ${iso(sql`s.created_at`)} as created_at, ${iso(sql`s.last_used_at`)} as last_used_at,
          ${iso(sql`s.expires_at`)} as expires_at, ${iso(sql`s.revoked_at`)} as revoked_at,
          s.masquerade_admin_id is not null as opened_by_support
        from sessions s where s.kind = 'customer' and s.subject_id = ${userId}`,
    sql`t.created_at`,
  );
}

// ---------- the downloads ----------

const exportColumns = {
  id: data_exports.id,
  user_id: data_exports.user_id,
  status: data_exports.status,
  progress: data_exports.progress,
  language: data_exports.language,
  requested_at: data_exports.requested_at,
  completed_at: data_exports.completed_at,
  expires_at: data_exports.expires_at,
  json_bytes: sql<number | null>`octet_length(${data_exports.json_file})`.mapWith(Number),
  pdf_bytes: sql<number | null>`octet_length(${data_exports.pdf_file})`.mapWith(Number),
};

export type DataExportRow = {
  id: number;
  user_id: number;
  status: DataExportStatus;
  progress: number;
  language: 'en' | 'hi';
  requested_at: Date;
  completed_at: Date | null;
  expires_at: Date | null;
  json_bytes: number | null;
  pdf_bytes: number | null;
};

/** The customer's row, locked until the transaction ends: two requests for a download are counted one at a time. */
export async function lockCustomer(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/** The customer's download being made (queued or running), if any. */
export async function findUnfinishedExport(db: Executor, userId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(exportColumns)
    .from(data_exports)
    .where(and(eq(data_exports.user_id, userId), inArray(data_exports.status, ['queued', 'running'])))
    .orderBy(desc(data_exports.requested_at))
    .limit(1);
  return row;
}

/** Downloads the customer asked for since `since` that did not fail (a failed one is not held against them). */
export async function countExportsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${data_exports}
        where ${data_exports.user_id} = ${userId} and ${data_exports.requested_at} >= ${since.toISOString()}::timestamptz
          and ${data_exports.status} <> 'failed'`,
  );
  return row?.n ?? 0;
}

export async function insertExport(
  db: Executor,
  values: { userId: number; language: 'en' | 'hi'; requestedAt: Date },
): Promise<DataExportRow> {
  const [inserted] = await db
    .insert(data_exports)
    .values({ user_id: values.userId, language: values.language, requested_at: values.requestedAt })
    .returning({ id: data_exports.id });
  if (!inserted) throw new Error('Data export insert returned no row');
  const row = await findExport(db, inserted.id);
  if (!row) throw new Error('Data export missing after insert');
  return row;
}

/** The customer's downloads not yet past their expiry, newest first (without their files). */
export function listExports(db: Executor, userId: number, now: Date): Promise<DataExportRow[]> {
  return db
    .select(exportColumns)
    .from(data_exports)
    .where(and(eq(data_exports.user_id, userId), or(isNull(data_exports.expires_at), gt(data_exports.expires_at, now))))
    .orderBy(desc(data_exports.requested_at), desc(data_exports.id));
}

export async function findExport(db: Executor, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select(exportColumns).from(data_exports).where(eq(data_exports.id, id)).limit(1);
  return row;
}

/** One file of a download, read only when it is asked for. */
export async function exportFile(db: Executor, id: number, format: 'json' | 'pdf'): Promise<Buffer | null> {
  const [row] = await db
    .select({ file: format === 'json' ? data_exports.json_file : data_exports.pdf_file })
    .from(data_exports)
    .where(eq(data_exports.id, id))
    .limit(1);
  return row?.file ?? null;
}

/** Moves a queued download to running; false when it was not queued (another run has it, or it is gone). */
export async function startExport(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(data_exports)
    .set({ status: 'running', progress: 5 })
    .where(and(eq(data_exports.id, id), ne(data_exports.status, 'ready')))
    .returning({ id: data_exports.id });
  return rows.length > 0;
}

export async function setExportProgress(db: Executor, id: number, progress: number): Promise<void> {
  await db.update(data_exports).set({ progress }).where(eq(data_exports.id, id));
}

export async function finishExport(
  db: Executor,
  id: number,
  values: { json: Buffer; pdf: Buffer; completedAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(data_exports)
    .set({
      status: 'ready',
      progress: 100,
      json_file: values.json,
      pdf_file: values.pdf,
      completed_at: values.completedAt,
      expires_at: values.expiresAt,
    })
    .where(eq(data_exports.id, id));
}

/** A download that could not be made: no files; it expires as a made one would, so the retention job removes it. */
export async function failExport(db: Executor, id: number, values: { at: Date; expiresAt: Date }): Promise<void> {
  await db
    .update(data_exports)
    .set({ status: 'failed', completed_at: values.at, expires_at: values.expiresAt, json_file: null, pdf_file: null })
    .where(eq(data_exports.id, id));
}

/** Whether the export's customer has been erased meanwhile (nothing is then written for them). */
export async function exportOwnerErased(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.erased_at} is not null`))
    .limit(1);
  return row !== undefined;
}
