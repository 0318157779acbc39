import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { GrievanceEventKind, GrievanceQueueQuery, GrievanceStatus } from '@saakh/domain/grievances';
import { grievanceOpenStatuses } from '@saakh/domain/grievances';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { grievance_events, grievances } from '../../db/schema/grievances';
import { partners } from '../../db/schema/partners';
import { users } from '../../db/schema/users';

export type GrievanceRow = typeof grievances.$inferSelect;

const rowColumns = {
  grievance: grievances,
  lenderName: lenders.name,
  lenderNodalEmail: lenders.nodal_officer_email,
  applicationReference: applications.reference,
};
export type GrievanceWithNames = {
  grievance: GrievanceRow;
  lenderName: string | null;
  lenderNodalEmail: string | null;
  applicationReference: string | null;
};

function withNames(db: Executor) {
  return db
    .select(rowColumns)
    .from(grievances)
    .leftJoin(lenders, eq(lenders.id, grievances.lender_id))
    .leftJoin(applications, eq(applications.id, grievances.application_id));
}

export async function insertGrievance(db: Executor, values: typeof grievances.$inferInsert): Promise<GrievanceRow> {
  const [row] = await db.insert(grievances).values(values).returning();
  if (!row) throw new Error('Grievance insert returned no row');
  return row;
}

export async function insertEvent(
  db: Executor,
  values: { grievanceId: number; kind: GrievanceEventKind; text?: string | null; adminId?: number | null; at: Date },
): Promise<void> {
  await db.insert(grievance_events).values({
    grievance_id: values.grievanceId,
    kind: values.kind,
    text: values.text ?? null,
    admin_id: values.adminId ?? null,
    created_at: values.at,
  });
}

/** A customer's complaints: those filed under their account, and those filed by their mobile before it had one. */
function ownedBy(userId: number, mobile: string): SQL | undefined {
  return or(eq(grievances.user_id, userId), and(isNull(grievances.user_id), eq(grievances.mobile, mobile)));
}

export function listOwn(db: Executor, userId: number, mobile: string): Promise<GrievanceWithNames[]> {
  return withNames(db).where(ownedBy(userId, mobile)).orderBy(desc(grievances.created_at), desc(grievances.id));
}

export async function findOwn(
  db: Executor,
  userId: number,
  mobile: string,
  reference: string,
): Promise<GrievanceWithNames | undefined> {
  const [row] = await withNames(db)
    .where(and(eq(grievances.reference, reference), ownedBy(userId, mobile)))
    .limit(1);
  return row;
}

export async function findById(db: Executor, id: number): Promise<GrievanceWithNames | undefined> {
  const [row] = await withNames(db).where(eq(grievances.id, id)).limit(1);
  return row;
}

export async function lockById(db: Executor, id: number): Promise<GrievanceRow | undefined> {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id)).limit(1).for('update');
  return row;
}

export async function updateGrievance(
  db: Executor,
  id: number,
  values: Partial<Pick<GrievanceRow, 'status' | 'answer' | 'answered_at' | 'reminded_day' | 'updated_at'>>,
): Promise<void> {
  await db.update(grievances).set(values).where(eq(grievances.id, id));
}

export type EventRow = { kind: GrievanceEventKind; text: string | null; at: Date; actor: string | null };

export function eventsOf(db: Executor, grievanceIds: number[]): Promise<(EventRow & { grievanceId: number })[]> {
  if (grievanceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      grievanceId: grievance_events.grievance_id,
      kind: grievance_events.kind,
      text: grievance_events.text,
      at: grievance_events.created_at,
      actor: admin_users.name,
    })
    .from(grievance_events)
    .leftJoin(admin_users, eq(admin_users.id, grievance_events.admin_id))
    .where(inArray(grievance_events.grievance_id, grievanceIds))
    .orderBy(asc(grievance_events.created_at), asc(grievance_events.id));
}

// ---------- what filing needs ----------

export async function findUser(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      mobile: users.mobile_phone_number,
      email: users.email,
      firstName: users.first_name,
      lastName: users.last_name,
      partnerId: users.partner_id,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function userIdByMobile(db: Executor, mobile: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile_phone_number, mobile), isNull(users.erased_at)))
    .limit(1);
  return row?.id ?? null;
}

export async function ownApplicationLender(db: Executor, applicationId: string, userId: number) {
  const [row] = await db
    .select({ lenderId: applications.lender_id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.user_id, userId)))
    .limit(1);
  return row;
}

export async function lenderExists(db: Executor, lenderId: number): Promise<boolean> {
  const [row] = await db.select({ id: lenders.id }).from(lenders).where(eq(lenders.id, lenderId)).limit(1);
  return row !== undefined;
}

/** A live partner's support contact (its settings' contact e-mail and mobile), by key or id. */
export async function partnerContact(db: Executor, by: { key: string } | { id: number }) {
  const [row] = await db
    .select({ id: partners.id, email: partners.contact_email, phone: partners.contact_mobile })
    .from(partners)
    .where(
      and(
        'key' in by ? eq(partners.key, by.key.toLowerCase()) : eq(partners.id, by.id),
        isNull(partners.deleted_at),
        eq(partners.status, 1),
      ),
    )
    .limit(1);
  return row;
}

// ---------- staff ----------

const queueColumns = {
  ...rowColumns,
  userName: sql<string | null>`nullif(concat_ws(' ', ${users.first_name}, ${users.last_name}), '')`,
};

function queueWhere(query: GrievanceQueueQuery, todayIso: string): SQL | undefined {
  return and(
    equalsWhenGiven(grievances.status, query.status),
    equalsWhenGiven(grievances.category, query.category),
    query.overdue
      ? and(inArray(grievances.status, [...grievanceOpenStatuses]), lt(grievances.due_on, todayIso))
      : undefined,
    searchAny(query.q?.toUpperCase(), [grievances.reference]),
  );
}

export function listQueue(
  db: Executor,
  query: GrievanceQueueQuery,
  todayIso: string,
): Promise<Page<GrievanceWithNames & { userName: string | null }>> {
  const where = queueWhere(query, todayIso);
  const order = orderBy(
    query.sort,
    {
      due_on: grievances.due_on,
      created_at: grievances.created_at,
      status: grievances.status,
      category: grievances.category,
    },
    grievances.id,
    [asc(grievances.due_on)],
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(queueColumns)
        .from(grievances)
        .leftJoin(lenders, eq(lenders.id, grievances.lender_id))
        .leftJoin(applications, eq(applications.id, grievances.application_id))
        .leftJoin(users, eq(users.id, grievances.user_id))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(grievances).where(where);
      return row?.n ?? 0;
    },
  });
}

export async function customerNameOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`nullif(concat_ws(' ', ${users.first_name}, ${users.last_name}), '')` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? null;
}

/** Complaints still on the clock (open or forwarded), with the day each was filed on in India. */
export function openGrievances(db: Executor) {
  return db
    .select({
      id: grievances.id,
      reference: grievances.reference,
      dueOn: grievances.due_on,
      createdAt: grievances.created_at,
      remindedDay: grievances.reminded_day,
    })
    .from(grievances)
    .where(inArray(grievances.status, [...grievanceOpenStatuses]))
    .orderBy(asc(grievances.due_on), asc(grievances.id));
}

/** Sets the reminder day only if no run set it (or a later one) meanwhile: each reminder is sent once. */
export async function claimReminder(db: Executor, id: number, day: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(grievances)
    .set({ reminded_day: day, updated_at: now })
    .where(
      and(
        eq(grievances.id, id),
        inArray(grievances.status, [...grievanceOpenStatuses]),
        or(isNull(grievances.reminded_day), lt(grievances.reminded_day, day)),
      ),
    )
    .returning({ id: grievances.id });
  return rows.length > 0;
}

// ---------- erasure ----------

/** The customer's complaints (by account, or by their mobile), with their personal words replaced. */
export async function pseudonymise(
  db: Executor,
  who: { id: number; mobile: string },
  pseudonym: string,
  erasedText: string,
): Promise<number> {
  const mine = or(eq(grievances.user_id, who.id), eq(grievances.mobile, who.mobile));
  const rows = await db
    .update(grievances)
    .set({
      mobile: pseudonym,
      name: null,
      description: erasedText,
      answer: sql`case when ${grievances.answer} is null then null else ${erasedText} end`,
    })
    .where(mine)
    .returning({ id: grievances.id });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await db
      .update(grievance_events)
      .set({ text: erasedText })
      .where(and(inArray(grievance_events.grievance_id, ids), isNotNull(grievance_events.text)));
  }
  return ids.length;
}

export type { GrievanceStatus };
