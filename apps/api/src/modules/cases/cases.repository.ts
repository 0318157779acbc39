import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  caseBucketStartHours,
  caseBuckets,
  caseRoles,
  caseStatuses,
  defaultSlaHours,
  type CaseBucket,
  type CaseListQuery,
  type CaseStatus,
} from '@saakh/domain/cases';
import { parseSort, type Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { listPage, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { applications } from '../../db/schema/applications';
import { application_case_notes, application_cases, lender_case_sla } from '../../db/schema/cases';
import { lenders } from '../../db/schema/catalogue';
import { partners } from '../../db/schema/partners';
import { users } from '../../db/schema/users';
import { documentsToReviewSql } from '../documents/documents.service';

const HOUR_MS = 60 * 60 * 1000;

/** An instant as a timestamptz parameter (both drivers read the ISO text alike). */
function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

/** The hours a case may stay in its status: the lender's own for that status, else the default. */
const slaHours = sql<number>`coalesce(${lender_case_sla.hours}, case ${applications.status} ${sql.join(
  caseStatuses.map((status) => sql`when ${status} then ${sql.raw(String(defaultSlaHours[status]))}`),
  sql` `,
)} end)`;

const isOpen = inArray(applications.status, [...caseStatuses]);

/** Cases whose clock passed the SLA at `now` (age > SLA), or those whose clock did not. */
function breachedAt(now: Date, breached: boolean): SQL {
  const passed = sql`${applications.status_changed_at} < ${at(now)} - make_interval(hours => ${slaHours})`;
  return breached ? passed : sql`not (${passed})`;
}

/** Cases in an ageing bucket at `now`: in their status at least the bucket's start, and less than the next one's. */
function inBucket(now: Date, bucket: CaseBucket): SQL {
  const index = caseBuckets.indexOf(bucket);
  const next = caseBuckets[index + 1];
  const since = sql`${applications.status_changed_at} <= ${at(new Date(now.getTime() - caseBucketStartHours[bucket] * HOUR_MS))}`;
  if (!next) return since;
  const before = sql`${applications.status_changed_at} > ${at(new Date(now.getTime() - caseBucketStartHours[next] * HOUR_MS))}`;
  return sql`(${since} and ${before})`;
}

const documentsToReview = documentsToReviewSql(applications.id);

const customerName = sql<string>`coalesce(nullif(concat_ws(' ', ${users.first_name}, ${users.last_name}), ''), '')`;

/** The filters the summary counts under: everything the query asks but the bucket and the breach. */
function scopeWhere(query: CaseListQuery, callerId: number): SQL | undefined {
  return and(
    isOpen,
    query.owner === 'me' ? eq(application_cases.owner_id, callerId) : undefined,
    query.owner === 'unassigned' ? isNull(application_cases.owner_id) : undefined,
    query.status === undefined ? undefined : eq(applications.status, query.status),
    query.lenderId === undefined ? undefined : eq(applications.lender_id, query.lenderId),
    searchAny(query.q, [applications.reference, customerName]),
    query.documents === 'to_review' ? sql`${documentsToReview} > 0` : undefined,
  );
}

function listWhere(query: CaseListQuery, callerId: number, now: Date): SQL | undefined {
  return and(
    scopeWhere(query, callerId),
    query.bucket === undefined ? undefined : inBucket(now, query.bucket),
    query.breached === undefined ? undefined : breachedAt(now, query.breached),
  );
}

const owner = sql<string | null>`${admin_users.name}`;

const rowColumns = {
  applicationId: applications.id,
  reference: applications.reference,
  product: applications.product,
  customerName,
  lenderId: applications.lender_id,
  lenderName: lenders.name,
  partnerName: partners.name,
  amount: applications.amount,
  status: sql<CaseStatus>`${applications.status}`,
  submittedAt: applications.submitted_at,
  statusChangedAt: applications.status_changed_at,
  slaHours,
  ownerId: application_cases.owner_id,
  ownerName: owner,
  remarks: applications.remarks,
  remarkCode: applications.remark_code,
  notes: sql<number>`(select count(*)::int from ${application_case_notes} n where n.application_id = ${applications.id})`,
  documentsToReview,
};

export type CaseRecord = {
  applicationId: string;
  reference: string;
  product: string;
  customerName: string;
  lenderId: number;
  lenderName: string;
  partnerName: string | null;
  amount: number;
  status: CaseStatus;
  submittedAt: Date | null;
  statusChangedAt: Date;
  slaHours: number;
  ownerId: number | null;
  ownerName: string | null;
  remarks: string | null;
  remarkCode: string | null;
  notes: number;
  documentsToReview: number;
};

/** The joins every case query reads through: the customer, the lender and its SLA, the partner and the owner. */
function fromCases(db: Executor, columns: typeof rowColumns) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .leftJoin(
      lender_case_sla,
      and(eq(lender_case_sla.lender_id, applications.lender_id), eq(lender_case_sla.status, applications.status)),
    )
    .leftJoin(partners, eq(partners.id, applications.partner_id))
    .leftJoin(application_cases, eq(application_cases.application_id, applications.id))
    .leftJoin(admin_users, eq(admin_users.id, application_cases.owner_id));
}

function countCases(db: Executor) {
  return db
    .select({ n: count() })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .leftJoin(
      lender_case_sla,
      and(eq(lender_case_sla.lender_id, applications.lender_id), eq(lender_case_sla.status, applications.status)),
    )
    .leftJoin(application_cases, eq(application_cases.application_id, applications.id));
}

/** One page of open cases as the query asks (filters, sort and paging in SQL), with its total. */
export function listCases(db: Executor, query: CaseListQuery, callerId: number, now: Date): Promise<Page<CaseRecord>> {
  const where = listWhere(query, callerId, now);
  const { column, direction } = parseSort(query.sort);
  // The oldest case has the greatest age: age descending is the clock's start ascending (the open-cases index).
  const order =
    column === 'age'
      ? direction === 'desc'
        ? [asc(applications.status_changed_at), asc(applications.id)]
        : [desc(applications.status_changed_at), desc(applications.id)]
      : direction === 'asc'
        ? [asc(applications.submitted_at), asc(applications.status_changed_at), asc(applications.id)]
        : [desc(applications.submitted_at), asc(applications.status_changed_at), desc(applications.id)];
  return listPage(query, {
    items: ({ limit, offset }) =>
      fromCases(db, rowColumns)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await countCases(db).where(where);
      return row?.n ?? 0;
    },
  });
}

export type CaseCounts = {
  buckets: Record<CaseBucket, number>;
  breached: number;
  unassigned: number;
  mine: number;
};

/** The summary over every open case the query's owner, status, lender and search allow, in one statement. */
export async function countSummary(
  db: Executor,
  query: CaseListQuery,
  callerId: number,
  now: Date,
): Promise<CaseCounts> {
  const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      under_1d: counted(inBucket(now, 'under_1d')),
      '1_3d': counted(inBucket(now, '1_3d')),
      '3_7d': counted(inBucket(now, '3_7d')),
      over_7d: counted(inBucket(now, 'over_7d')),
      breached: counted(breachedAt(now, true)),
      unassigned: counted(sql`${application_cases.owner_id} is null`),
      mine: counted(sql`${application_cases.owner_id} = ${callerId}`),
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .leftJoin(
      lender_case_sla,
      and(eq(lender_case_sla.lender_id, applications.lender_id), eq(lender_case_sla.status, applications.status)),
    )
    .leftJoin(application_cases, eq(application_cases.application_id, applications.id))
    .where(scopeWhere(query, callerId));
  return {
    buckets: {
      under_1d: row?.under_1d ?? 0,
      '1_3d': row?.['1_3d'] ?? 0,
      '3_7d': row?.['3_7d'] ?? 0,
      over_7d: row?.over_7d ?? 0,
    },
    breached: row?.breached ?? 0,
    unassigned: row?.unassigned ?? 0,
    mine: row?.mine ?? 0,
  };
}

/** One open case, or undefined when the application is not one (missing, or no longer waiting on the lender). */
export async function findCase(db: Executor, applicationId: string): Promise<CaseRecord | undefined> {
  const [row] = await fromCases(db, rowColumns)
    .where(and(eq(applications.id, applicationId), isOpen))
    .limit(1);
  return row;
}

/** Whether the application is an open case, locked until the transaction ends so its status holds meanwhile. */
export async function lockOpenCase(db: Executor, applicationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), isOpen))
    .for('update');
  return rows.length > 0;
}

export async function applicationExists(db: Executor, applicationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return rows.length > 0;
}

export async function ownerOf(db: Executor, applicationId: string): Promise<number | null> {
  const [row] = await db
    .select({ ownerId: application_cases.owner_id })
    .from(application_cases)
    .where(eq(application_cases.application_id, applicationId))
    .limit(1);
  return row?.ownerId ?? null;
}

export async function setOwner(db: Executor, applicationId: string, ownerId: number | null, now: Date) {
  const assignedAt = ownerId === null ? null : now;
  await db
    .insert(application_cases)
    .values({ application_id: applicationId, owner_id: ownerId, assigned_at: assignedAt })
    .onConflictDoUpdate({
      target: application_cases.application_id,
      set: { owner_id: ownerId, assigned_at: assignedAt },
    });
}

const activeCaseStaff = and(eq(admin_users.status, 1), inArray(admin_users.role_id, [...caseRoles]));

/** Active staff of the case roles, by name: who a case may be given to. */
export function caseStaff(db: Executor) {
  return db
    .select({ id: admin_users.id, name: admin_users.name })
    .from(admin_users)
    .where(activeCaseStaff)
    .orderBy(asc(admin_users.name), asc(admin_users.id));
}

export async function isCaseStaff(db: Executor, adminId: number): Promise<boolean> {
  const rows = await db
    .select({ id: admin_users.id })
    .from(admin_users)
    .where(and(eq(admin_users.id, adminId), activeCaseStaff))
    .limit(1);
  return rows.length > 0;
}

const noteColumns = {
  id: application_case_notes.id,
  text: application_case_notes.text,
  authorId: application_case_notes.admin_id,
  authorName: owner,
  createdAt: application_case_notes.created_at,
};

/** A case's internal notes, oldest first. */
export function notesOf(db: Executor, applicationId: string) {
  return db
    .select(noteColumns)
    .from(application_case_notes)
    .leftJoin(admin_users, eq(admin_users.id, application_case_notes.admin_id))
    .where(eq(application_case_notes.application_id, applicationId))
    .orderBy(asc(application_case_notes.id));
}

export async function insertNote(
  db: Executor,
  values: { applicationId: string; adminId: number; text: string; now: Date },
) {
  const [row] = await db
    .insert(application_case_notes)
    .values({
      application_id: values.applicationId,
      admin_id: values.adminId,
      text: values.text,
      created_at: values.now,
    })
    .returning({ id: application_case_notes.id });
  if (!row) throw new Error('Case note insert returned no row');
  const [note] = await db
    .select(noteColumns)
    .from(application_case_notes)
    .leftJoin(admin_users, eq(admin_users.id, application_case_notes.admin_id))
    .where(eq(application_case_notes.id, row.id));
  if (!note) throw new Error('Case note missing after insert');
  return note;
}

/** Erasure: the internal notes on a customer's applications. */
export async function deleteCustomerNotes(db: Executor, userId: number): Promise<void> {
  await db
    .delete(application_case_notes)
    .where(
      inArray(
        application_case_notes.application_id,
        db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, userId)),
      ),
    );
}

/** A lender's own SLA hours per status (statuses it set none for are absent). */
export async function slaOf(db: Executor, lenderId: number): Promise<Partial<Record<CaseStatus, number>>> {
  const rows = await db
    .select({ status: lender_case_sla.status, hours: lender_case_sla.hours })
    .from(lender_case_sla)
    .where(eq(lender_case_sla.lender_id, lenderId));
  return Object.fromEntries(rows.map((row) => [row.status, row.hours]));
}

export async function saveSla(db: Executor, lenderId: number, hours: Record<CaseStatus, number>): Promise<void> {
  await db
    .insert(lender_case_sla)
    .values(caseStatuses.map((status) => ({ lender_id: lenderId, status, hours: hours[status] })))
    .onConflictDoUpdate({
      target: [lender_case_sla.lender_id, lender_case_sla.status],
      set: { hours: sql`excluded.hours` },
    });
}
