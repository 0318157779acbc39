import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ApplicationStatus, StatusSource } from '@saakh/domain/applications';
import type { LenderHistoryEntry } from '@saakh/domain/offers';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { Executor } from '../../db/client';
import { holdsIdentifier, type PersonalValues } from '../../db/personal-data';
import { rowsOf } from '../../db/sql';
import {
  application_event_reactions,
  application_events,
  application_status_history,
  applications,
  customer_apps,
} from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { users } from '../../db/schema/users';

export type CustomerAppRow = typeof customer_apps.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

export async function findOpenApp(
  db: Executor,
  userId: number,
  product: LoanProductCode,
): Promise<CustomerAppRow | undefined> {
  const [row] = await db
    .select()
    .from(customer_apps)
    .where(and(eq(customer_apps.user_id, userId), eq(customer_apps.product, product), eq(customer_apps.status, 'open')))
    .limit(1);
  return row;
}

/** Opens a journey; answers undefined when another request opened one at the same moment. */
export async function insertOpenApp(
  db: Executor,
  values: { userId: number; product: LoanProductCode; desiredAmount: number | null; partnerId: number | null },
): Promise<CustomerAppRow | undefined> {
  const [row] = await db
    .insert(customer_apps)
    .values({
      user_id: values.userId,
      product: values.product,
      desired_amount: values.desiredAmount,
      partner_id: values.partnerId,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function closeApp(db: Executor, appId: number): Promise<void> {
  await db
    .update(customer_apps)
    .set({ status: 'closed', closed_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(customer_apps.id, appId));
}

/** A journey of this customer, or undefined: another customer's id reads as missing. */
export async function findOwnApp(db: Executor, appId: number, userId: number): Promise<CustomerAppRow | undefined> {
  const [row] = await db
    .select()
    .from(customer_apps)
    .where(and(eq(customer_apps.id, appId), eq(customer_apps.user_id, userId)))
    .limit(1);
  return row;
}

export async function setAppDesiredAmount(db: Executor, appId: number, amount: number): Promise<void> {
  await db
    .update(customer_apps)
    .set({ desired_amount: amount, updated_at: sql`now()` })
    .where(eq(customer_apps.id, appId));
}

/**
 * The customer's sent applications for a product (one lender, or all), with the days the offer engine's exclusion
 * rule reads in India time: when it was sent, when the lender declined it (its status history) and when the loan was
 * disbursed (the lender's day, else the history's). Unsent ('created') and closed ones do not keep a lender away.
 */
export async function listLenderHistory(
  db: Executor,
  userId: number,
  product: LoanProductCode,
  options: { lenderId?: number; exceptId?: string } = {},
): Promise<LenderHistoryEntry[]> {
  const india = (column: unknown) => sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const dayOf = (status: ApplicationStatus) =>
    sql<string | null>`(select ${india(sql`max(h.created_at)`)} from ${application_status_history} h
      where h.application_id = "applications"."id" and h.status = ${status})`;
  return db
    .select({
      lenderId: applications.lender_id,
      status: applications.status,
      // The day it was sent; an application sent before submitted_at was kept has its selection day.
      appliedOn: india(sql`coalesce(${applications.submitted_at}, ${applications.created_at})`),
      declinedOn: dayOf('rejected'),
      disbursedOn: sql<string | null>`coalesce(${applications.disbursed_on}::text, ${dayOf('disbursed')})`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.user_id, userId),
        eq(applications.product, product),
        inArray(applications.status, ['submitted', 'in_review', 'approved', 'rejected', 'disbursed']),
        options.lenderId === undefined ? undefined : eq(applications.lender_id, options.lenderId),
        options.exceptId === undefined ? undefined : sql`${applications.id} <> ${options.exceptId}`,
      ),
    );
}

/** A lender's cooling period after it declines a customer. */
export async function findLenderCoolingDays(db: Executor, lenderId: number): Promise<number | undefined> {
  const [row] = await db.select({ days: lenders.cooling_days }).from(lenders).where(eq(lenders.id, lenderId)).limit(1);
  return row?.days;
}

export async function setAppDesiredTenure(db: Executor, appId: number, months: number | null): Promise<void> {
  await db
    .update(customer_apps)
    .set({ desired_tenure_months: months, updated_at: sql`now()` })
    .where(eq(customer_apps.id, appId));
}

/** The figures of an application not sent yet; a sent one keeps the figures the lender received. */
export async function updateUnsentTerms(
  db: Executor,
  id: string,
  terms: Pick<
    typeof applications.$inferInsert,
    'amount' | 'tenure_months' | 'interest_rate' | 'apr' | 'emi' | 'processing_fee' | 'total_payable'
  >,
): Promise<void> {
  await db
    .update(applications)
    .set({ ...terms, updated_at: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.status, 'created')));
}

const applicationWithLender = {
  application: applications,
  // The customer's timelines and consent lines name the lender as customers know it (issue 13).
  lenderName: sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`,
  /** The display name in Hindi, for Hindi readers (issue 29); null: they read lenderName. */
  lenderNameHi: lenders.display_name_hi,
  lenderKey: lenders.lender_key,
  transactionUrl: lenders.transaction_url,
};

export type ApplicationWithLender = {
  application: ApplicationRow;
  lenderName: string;
  lenderNameHi: string | null;
  lenderKey: string;
  transactionUrl: string | null;
};

export async function findOwnApplication(
  db: Executor,
  id: string,
  userId: number,
): Promise<ApplicationWithLender | undefined> {
  const [row] = await db
    .select(applicationWithLender)
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .where(and(eq(applications.id, id), eq(applications.user_id, userId)))
    .limit(1);
  return row;
}

export async function listOwnApplications(db: Executor, userId: number): Promise<ApplicationWithLender[]> {
  return db
    .select(applicationWithLender)
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .where(eq(applications.user_id, userId))
    .orderBy(desc(applications.created_at), desc(applications.id));
}

/** The application this journey already has with this lender and has not sent yet, if any. */
export async function findUnsentApplication(
  db: Executor,
  appId: number,
  lenderId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.app_id, appId), eq(applications.lender_id, lenderId), eq(applications.status, 'created')),
    )
    .limit(1);
  return row;
}

/** Creates an application; answers undefined when the journey already has an unsent one with this lender. */
export async function insertApplication(
  db: Executor,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning();
  return row;
}

/** One change as the lifecycle planned it: the history rows it writes, and what the lender reported with it. */
export type PlannedChange = {
  applicationId: string;
  /** The status the change was checked from; null when the application was just created. */
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  steps: { from: ApplicationStatus | null; to: ApplicationStatus }[];
  actorId: number | null;
  note: string | null;
  lenderReference: string | null;
  disbursedAmount: number | null;
  disbursedOn: string | null;
  remarks: string | null;
  /** The lender's reason code; with the remarks it replaces the stored reason when either is given. */
  remarkCode: string | null;
  /** The lender's own word for the status, written on the change's last history row. */
  lenderStatus?: string | null;
};

/**
 * Applies planned changes in one statement: moves every application that still has the status it was checked
 * from (a just-created one stays created), writes each step to its history with the source and one outbox event per
 * history row under the batch. Answers the applications that moved.
 */
export async function applyStatusChanges(
  db: Executor,
  changes: PlannedChange[],
  source: StatusSource,
  batch: string,
): Promise<string[]> {
  if (changes.length === 0) return [];
  const input = JSON.stringify(
    changes.map((change, ord) => ({
      ord,
      id: change.applicationId,
      from_status: change.from,
      to_status: change.to,
      steps: change.steps.map((step, n) => ({ n, from_status: step.from, to_status: step.to })),
      actor_id: change.actorId,
      note: change.note,
      reference: change.lenderReference,
      amount: change.disbursedAmount,
      day: change.disbursedOn,
      remarks: change.remarks,
      remark_code: change.remarkCode,
      lender_status: change.lenderStatus ?? null,
    })),
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    with v as (
      select * from jsonb_to_recordset(${input}::jsonb) as v(ord int, id uuid, from_status text, to_status text,
        steps jsonb, actor_id int, note text, reference text, amount numeric, day date, remarks text,
        remark_code text, lender_status text)
    ),
    moved as (
      update ${applications} a set
        status = v.to_status,
        submitted_at = case when v.to_status = 'submitted' then now() else a.submitted_at end,
        -- The case's clock (decision 053) starts again whenever the status changes.
        status_changed_at = case when v.to_status <> a.status then now() else a.status_changed_at end,
        lender_reference = coalesce(v.reference, a.lender_reference),
        disbursed_amount = coalesce(v.amount, a.disbursed_amount),
        disbursed_on = coalesce(v.day, a.disbursed_on),
        remarks = case when v.remarks is not null or v.remark_code is not null then v.remarks else a.remarks end,
        remark_code = case when v.remarks is not null or v.remark_code is not null then v.remark_code
          else a.remark_code end,
        updated_at = now()
      from v
      where a.id = v.id and v.from_status is not null and a.status = v.from_status
      returning a.id
    ),
    touched as (
      select v.* from v where v.id in (select id from moved)
      union all
      select v.* from v join ${applications} a on a.id = v.id where v.from_status is null and a.status = 'created'
    ),
    history as (
      insert into ${application_status_history} (application_id, from_status, status, source, actor_id, note,
        lender_status)
      select t.id, s.from_status, s.to_status, ${source}, t.actor_id, t.note,
        case when s.to_status = t.to_status then t.lender_status end
      from touched t cross join lateral jsonb_to_recordset(t.steps) as s(n int, from_status text, to_status text)
      order by t.ord, s.n
      returning id, application_id, from_status, status, source, actor_id
    ),
    -- Run to completion though nothing reads them, as every data-modifying WITH does.
    events as (
      insert into ${application_events} (batch, application_id, history_id, from_status, status, source, actor_id)
      select ${batch}::uuid, application_id, id, from_status, status, source, actor_id from history order by id
      returning 1
    )
    select t.id from touched t order by t.ord`,
  );
  return rows.map((row) => row.id);
}

/** An application's figures and its customer's profile, as a lender's API is sent them (decision 044). */
export async function findApplicationForLender(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      lenderId: applications.lender_id,
      status: applications.status,
      product: applications.product,
      amount: applications.amount,
      tenureMonths: applications.tenure_months,
      firstName: users.first_name,
      lastName: users.last_name,
      mobile: users.mobile_phone_number,
      pan: users.tin,
      birthDate: users.birth_date,
      monthlyIncome: users.monthly_income,
      employmentStatusCode: users.employment_status_code,
      pincode: users.postal_code,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

/**
 * The current status, lender and lender reference of each application, locked until the transaction ends (missing:
 * left out). Locked in id order, so two transactions locking overlapping sets wait for each other, never deadlock.
 */
export async function lockStatuses(
  db: Executor,
  ids: string[],
): Promise<Map<string, { status: ApplicationStatus; lenderId: number | null; lenderReference: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      lenderId: applications.lender_id,
      lenderReference: applications.lender_reference,
    })
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(applications.id)
    .for('update');
  return new Map(
    rows.map((row) => [row.id, { status: row.status, lenderId: row.lenderId, lenderReference: row.lenderReference }]),
  );
}

/**
 * What a lender reported of applications whose status it did not change (a status file's row with the same status):
 * each given value that differs replaces the stored one, if the application still has the status it was checked in.
 * Answers how many applications were updated.
 */
export async function updateLenderDetails(
  db: Executor,
  rows: {
    applicationId: string;
    status: ApplicationStatus;
    lenderReference: string | null;
    disbursedAmount: number | null;
    disbursedOn: string | null;
    remarks: string | null;
    remarkCode: string | null;
  }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const input = JSON.stringify(
    rows.map((row) => ({
      id: row.applicationId,
      status: row.status,
      reference: row.lenderReference,
      amount: row.disbursedAmount,
      day: row.disbursedOn,
      remarks: row.remarks,
      remark_code: row.remarkCode,
    })),
  );
  const updated = await rowsOf<{ id: string }>(
    db,
    sql`
    update ${applications} a set
      lender_reference = coalesce(v.reference, a.lender_reference),
      disbursed_amount = coalesce(v.amount, a.disbursed_amount),
      disbursed_on = coalesce(v.day, a.disbursed_on),
      remarks = case when v.remarks is not null or v.remark_code is not null then v.remarks else a.remarks end,
      remark_code = case when v.remarks is not null or v.remark_code is not null then v.remark_code
        else a.remark_code end,
      updated_at = now()
    from jsonb_to_recordset(${input}::jsonb) as v(id uuid, status text, reference text, amount numeric, day date,
      remarks text, remark_code text)
    where a.id = v.id and a.status = v.status
    returning a.id`,
  );
  return updated.length;
}

export type ApplicationEventRow = typeof application_events.$inferSelect;

/** The events of a batch no reaction of this subscriber has seen yet, claimed for it in the caller's transaction. */
export async function claimEvents(db: Executor, batch: string, subscriber: string): Promise<ApplicationEventRow[]> {
  const claimed = await rowsOf<{ id: number }>(
    db,
    sql`insert into ${application_event_reactions} (event_id, subscriber)
      select id, ${subscriber} from ${application_events} where batch = ${batch}::uuid
      on conflict do nothing
      returning event_id as id`,
  );
  if (claimed.length === 0) return [];
  return db
    .select()
    .from(application_events)
    .where(
      inArray(
        application_events.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(application_events.id));
}

export async function markBatchDispatched(db: Executor, batch: string): Promise<void> {
  await db
    .update(application_events)
    .set({ dispatched_at: sql`now()` })
    .where(and(eq(application_events.batch, batch), isNull(application_events.dispatched_at)));
}

/**
 * Deletes up to `window` of the oldest events (and, by cascade, their reactions) once every subscriber has reacted and
 * they are older than `keepDays`: the history row stays the record of the change, the event only carried it to the
 * subscribers. Looks at one id range from the oldest dispatched event (an event still pending never holds the
 * others back), so it stays one index read when there is nothing to delete; answers how many it deleted.
 */
export async function pruneDispatchedEvents(db: Executor, keepDays: number, window: number): Promise<number> {
  const deleted = await rowsOf<{ id: number }>(
    db,
    sql`delete from ${application_events} e
      using (select id from ${application_events} where dispatched_at is not null order by id limit 1) oldest
      where e.id >= oldest.id and e.id < oldest.id + ${window}::integer
        and e.dispatched_at is not null
        and e.created_at < now() - make_interval(days => ${keepDays}::integer)
      returning e.id`,
  );
  return deleted.length;
}

/** Batches with events some subscriber has not finished, oldest first. */
export async function pendingBatches(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ batch: application_events.batch, first: sql<number>`min(${application_events.id})` })
    .from(application_events)
    .where(isNull(application_events.dispatched_at))
    .groupBy(application_events.batch)
    .orderBy(sql`min(${application_events.id})`)
    .limit(limit);
  return rows.map((row) => row.batch);
}

/** The disbursal day (YYYY-MM-DD) of each disbursed application among these. */
export async function disbursalDays(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ day: applications.disbursed_on })
    .from(applications)
    .where(and(inArray(applications.id, ids), isNotNull(applications.disbursed_on)));
  return rows.map((row) => row.day).filter((day): day is string => day !== null);
}

export async function listHistory(db: Executor, applicationId: string) {
  return db
    .select()
    .from(application_status_history)
    .where(eq(application_status_history.application_id, applicationId))
    .orderBy(asc(application_status_history.created_at), asc(application_status_history.id));
}

export async function setInflightApplication(db: Executor, userId: number, applicationId: string): Promise<void> {
  await db
    .update(users)
    .set({ inflight_credit_app_id: applicationId, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findUserPartnerId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ partnerId: users.partner_id }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.partnerId ?? null;
}

export async function findUserFlags(db: Executor, userId: number) {
  const [row] = await db
    .select({ gl_completed: users.gl_completed, se_loan_amount: users.se_loan_amount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The newest history row of each of these applications. */
export async function latestHistoryIds(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: application_status_history.application_id,
      id: sql<number>`max(${application_status_history.id})`,
    })
    .from(application_status_history)
    .where(inArray(application_status_history.application_id, ids))
    .groupBy(application_status_history.application_id);
  return new Map(rows.map((row) => [row.applicationId, Number(row.id)]));
}

/**
 * Erasure: the customer's applications whose lender reference holds one of their identifiers or names (a lender that
 * builds references on the mobile number) get the pseudonym instead; other references stay for reconciliation.
 */
export async function pseudonymiseLenderReferences(
  db: Executor,
  who: PersonalValues,
  pseudonym: string,
): Promise<void> {
  await db
    .update(applications)
    .set({ lender_reference: pseudonym })
    .where(and(eq(applications.user_id, who.id), holdsIdentifier(sql`${applications.lender_reference}`, who, true)));
}

/** Drops the notes of a customer's status history (erasure): the moves, their sources and times stay. */
export async function eraseHistoryNotes(db: Executor, userId: number): Promise<void> {
  await db
    .update(application_status_history)
    .set({ note: null })
    .where(
      inArray(
        application_status_history.application_id,
        db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, userId)),
      ),
    );
}
