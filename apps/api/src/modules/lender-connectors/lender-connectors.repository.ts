/** Lender connectors' queries (decision 044): connectors, their code maps, submissions and the event ledger. */
import { and, count, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@saakh/domain/applications';
import type { Page } from '@saakh/domain/lists';
import type {
  CodeMapKind,
  LenderEventChannel,
  LenderEventListQuery,
  LenderEventOutcome,
  LenderSubmissionListQuery,
} from '@saakh/domain/lender-connectors';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, type PageBounds } from '../../db/lists';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import {
  lender_code_map,
  lender_connectors,
  lender_events,
  lender_submissions,
} from '../../db/schema/lender-connectors';

export type ConnectorRow = typeof lender_connectors.$inferSelect;
export type ConnectorValues = Omit<typeof lender_connectors.$inferInsert, 'lender_id' | 'updated_at'>;
export type SubmissionRow = typeof lender_submissions.$inferSelect;
export type EventRow = typeof lender_events.$inferSelect;

// ---------- connectors ----------

export async function findConnector(db: Executor, lenderId: number): Promise<ConnectorRow | undefined> {
  const [row] = await db.select().from(lender_connectors).where(eq(lender_connectors.lender_id, lenderId)).limit(1);
  return row;
}

export async function findConnectorForUpdate(db: Executor, lenderId: number): Promise<ConnectorRow | undefined> {
  const [row] = await db
    .select()
    .from(lender_connectors)
    .where(eq(lender_connectors.lender_id, lenderId))
    .limit(1)
    .for('update');
  return row;
}

export async function upsertConnector(db: Executor, lenderId: number, values: ConnectorValues): Promise<ConnectorRow> {
  const [row] = await db
    .insert(lender_connectors)
    .values({ ...values, lender_id: lenderId })
    .onConflictDoUpdate({ target: lender_connectors.lender_id, set: { ...values, updated_at: sql`now()` } })
    .returning();
  if (!row) throw new Error(`Connector of lender ${lenderId} was not written`);
  return row;
}

/** Connectors whose event feed is due a read at `now` (never read, or read poll_minutes ago or more). */
export async function connectorsDueForPoll(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .select({ lenderId: lender_connectors.lender_id })
    .from(lender_connectors)
    .innerJoin(lenders, and(eq(lenders.id, lender_connectors.lender_id), isNull(lenders.deleted_at)))
    .where(
      and(
        eq(lender_connectors.send_mode, 'api'),
        isNotNull(lender_connectors.poll_minutes),
        or(
          isNull(lender_connectors.last_polled_at),
          lte(
            lender_connectors.last_polled_at,
            sql`${now.toISOString()}::timestamptz - make_interval(mins => ${lender_connectors.poll_minutes})`,
          ),
        ),
      ),
    )
    .orderBy(lender_connectors.lender_id);
  return rows.map((row) => row.lenderId);
}

export async function savePollCursor(
  db: Executor,
  lenderId: number,
  values: { cursor?: string | null; polledAt: Date },
): Promise<void> {
  await db
    .update(lender_connectors)
    .set({ ...(values.cursor === undefined ? {} : { poll_cursor: values.cursor }), last_polled_at: values.polledAt })
    .where(eq(lender_connectors.lender_id, lenderId));
}

// ---------- code map ----------

export async function listCodes(db: Executor, lenderId: number) {
  return db
    .select({ kind: lender_code_map.kind, lenderCode: lender_code_map.lender_code, value: lender_code_map.value })
    .from(lender_code_map)
    .where(eq(lender_code_map.lender_id, lenderId))
    .orderBy(lender_code_map.kind, lender_code_map.lender_code);
}

export async function hasCodes(db: Executor, lenderId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(lender_code_map)
    .where(eq(lender_code_map.lender_id, lenderId))
    .limit(1);
  return row !== undefined;
}

/** Replaces every row of the lender's map with these. */
export async function replaceCodes(
  db: Executor,
  lenderId: number,
  rows: { kind: CodeMapKind; lenderCode: string; value: string | null }[],
): Promise<void> {
  await db.delete(lender_code_map).where(eq(lender_code_map.lender_id, lenderId));
  await insertCodes(db, lenderId, rows);
}

export async function insertCodes(
  db: Executor,
  lenderId: number,
  rows: { kind: CodeMapKind; lenderCode: string; value: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(lender_code_map)
    .values(rows.map((row) => ({ lender_id: lenderId, kind: row.kind, lender_code: row.lenderCode, value: row.value })))
    .onConflictDoNothing();
}

/** What a lender's word means here: the row (its value may be null), or undefined when the map has no such word. */
export async function findCode(
  db: Executor,
  lenderId: number,
  kind: CodeMapKind,
  lenderCode: string,
): Promise<{ value: string | null } | undefined> {
  const [row] = await db
    .select({ value: lender_code_map.value })
    .from(lender_code_map)
    .where(
      and(
        eq(lender_code_map.lender_id, lenderId),
        eq(lender_code_map.kind, kind),
        eq(lender_code_map.lender_code, lenderCode),
      ),
    )
    .limit(1);
  return row;
}

/** The lender's whole code map, keyed `kind:LENDER_CODE` (a few dozen rows: read once per batch of events). */
export async function codeMapOf(db: Executor, lenderId: number): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ kind: lender_code_map.kind, code: lender_code_map.lender_code, value: lender_code_map.value })
    .from(lender_code_map)
    .where(eq(lender_code_map.lender_id, lenderId));
  return new Map(rows.map((row) => [`${row.kind}:${row.code}`, row.value]));
}

// ---------- submissions ----------

export async function findSubmission(db: Executor, applicationId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(lender_submissions)
    .where(eq(lender_submissions.application_id, applicationId))
    .limit(1);
  return row;
}

export async function findSubmissionForUpdate(db: Executor, applicationId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(lender_submissions)
    .where(eq(lender_submissions.application_id, applicationId))
    .limit(1)
    .for('update');
  return row;
}

/** A new queued submission; answers undefined when the application has one already. */
export async function insertSubmission(
  db: Executor,
  values: { applicationId: string; lenderId: number; queuedBy: number | null },
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .insert(lender_submissions)
    .values({ application_id: values.applicationId, lender_id: values.lenderId, queued_by: values.queuedBy })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A failed submission queued again from the start: attempts back to none, the last error kept until the next try. */
export async function requeueSubmission(
  db: Executor,
  applicationId: string,
  queuedBy: number | null,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(lender_submissions)
    .set({ state: 'queued', attempts: 0, queued_by: queuedBy, queued_at: sql`now()`, failed_at: null })
    .where(and(eq(lender_submissions.application_id, applicationId), eq(lender_submissions.state, 'failed')))
    .returning();
  return row;
}

/**
 * The applications among these whose lender sends by API with autosubmission on, with their lender: the ones the
 * lifecycle's `submitted` event sends.
 */
export async function autosubmittedApplications(
  db: Executor,
  applicationIds: string[],
): Promise<{ applicationId: string; lenderId: number }[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({ applicationId: applications.id, lenderId: applications.lender_id })
    .from(applications)
    .innerJoin(lender_connectors, eq(lender_connectors.lender_id, applications.lender_id))
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .where(
      and(
        inArray(applications.id, applicationIds),
        eq(lender_connectors.send_mode, 'api'),
        eq(lenders.autosubmission, 1),
        isNull(lenders.deleted_at),
      ),
    );
}

/**
 * Starts try `attempt` of a submission: a queued one whose tries so far are one fewer, or the same try again after the
 * process running it died (it is still sending). Anything else (accepted, failed, requeued, another try due) is not
 * this job's to send: undefined.
 */
export async function startSend(
  db: Executor,
  applicationId: string,
  attempt: number,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(lender_submissions)
    .set({ state: 'sending', attempts: attempt, sent_at: sql`now()` })
    .where(
      and(
        eq(lender_submissions.application_id, applicationId),
        or(
          and(eq(lender_submissions.state, 'queued'), eq(lender_submissions.attempts, attempt - 1)),
          and(eq(lender_submissions.state, 'sending'), eq(lender_submissions.attempts, attempt)),
        ),
      ),
    )
    .returning();
  return row;
}

/** What try `attempt` came to; answers false when the submission moved on meanwhile (nothing written). */
export async function finishSend(
  db: Executor,
  applicationId: string,
  attempt: number,
  result: { state: 'accepted'; lenderReference: string | null } | { state: 'queued' | 'failed'; lastError: string },
): Promise<boolean> {
  const values =
    result.state === 'accepted'
      ? { state: result.state, lender_reference: result.lenderReference, accepted_at: sql`now()`, last_error: null }
      : {
          state: result.state,
          last_error: result.lastError,
          ...(result.state === 'failed' ? { failed_at: sql`now()` } : {}),
        };
  const rows = await db
    .update(lender_submissions)
    .set(values)
    .where(
      and(
        eq(lender_submissions.application_id, applicationId),
        eq(lender_submissions.state, 'sending'),
        eq(lender_submissions.attempts, attempt),
      ),
    )
    .returning({ id: lender_submissions.application_id });
  return rows.length === 1;
}

export async function listSubmissions(
  db: Executor,
  lenderId: number,
  query: LenderSubmissionListQuery,
): Promise<Page<SubmissionRow>> {
  const where = and(eq(lender_submissions.lender_id, lenderId), equalsWhenGiven(lender_submissions.state, query.state));
  return listPage(query, {
    items: ({ limit, offset }: PageBounds) =>
      db
        .select()
        .from(lender_submissions)
        .where(where)
        .orderBy(...orderBy(query.sort, { queued_at: lender_submissions.queued_at }, lender_submissions.application_id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(lender_submissions).where(where);
      return row?.n ?? 0;
    },
  });
}

// ---------- events ----------

/**
 * Records a lender's event once per lender event id, its outcome to be decided in the same transaction; answers its
 * row id, or undefined when the lender sent this event before (a duplicate).
 */
export type NewEvent = {
  lenderId: number;
  eventId: string;
  sequence: number | null;
  applicationRef: string;
  lenderStatus: string;
  reasonCode: string | null;
  amount: number | null;
  occurredAt: Date;
  receivedAt: Date;
  channel: LenderEventChannel;
};

/**
 * Records events in one statement, each as `unknown` until decided; an event id the lender already sent (before, or
 * earlier in this list) is not recorded again. Answers the new rows' ids by event id.
 */
export async function insertEvents(db: Executor, values: NewEvent[]): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  const rows = await db
    .insert(lender_events)
    .values(
      values.map((value) => ({
        lender_id: value.lenderId,
        event_id: value.eventId,
        sequence: value.sequence,
        application_ref: value.applicationRef,
        lender_status: value.lenderStatus,
        reason_code: value.reasonCode,
        amount: value.amount === null ? null : value.amount.toFixed(2),
        occurred_at: value.occurredAt,
        received_at: value.receivedAt,
        channel: value.channel,
        outcome: 'unknown' as const,
      })),
    )
    .onConflictDoNothing({ target: [lender_events.lender_id, lender_events.event_id] })
    .returning({ id: lender_events.id, eventId: lender_events.event_id });
  return new Map(rows.map((row) => [row.eventId, row.id]));
}

/** What became of recorded events, in one statement. */
export async function setEventOutcomes(
  db: Executor,
  rows: { id: number; outcome: LenderEventOutcome; applicationId: string | null; status: ApplicationStatus | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const input = JSON.stringify(
    rows.map((row) => ({ id: row.id, outcome: row.outcome, application_id: row.applicationId, status: row.status })),
  );
  await db.execute(sql`
    update ${lender_events} e set outcome = v.outcome, application_id = v.application_id, status = v.status
    from jsonb_to_recordset(${input}::jsonb) as v(id int, outcome text, application_id uuid, status text)
    where e.id = v.id`);
}

/** When the newest event applied to each application happened at the lender (an application with none: absent). */
export async function newestAppliedAt(db: Executor, applicationIds: string[]): Promise<Map<string, Date>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: lender_events.application_id,
      at: sql<Date>`max(${lender_events.occurred_at})`.mapWith(lender_events.occurred_at),
    })
    .from(lender_events)
    .where(and(inArray(lender_events.application_id, applicationIds), eq(lender_events.outcome, 'applied')))
    .groupBy(lender_events.application_id);
  return new Map(rows.flatMap((row) => (row.applicationId ? [[row.applicationId, row.at] as const] : [])));
}

export async function listEvents(db: Executor, lenderId: number, query: LenderEventListQuery): Promise<Page<EventRow>> {
  const where = and(eq(lender_events.lender_id, lenderId), equalsWhenGiven(lender_events.outcome, query.outcome));
  return listPage(query, {
    items: ({ limit, offset }: PageBounds) =>
      db
        .select()
        .from(lender_events)
        .where(where)
        .orderBy(...orderBy(query.sort, { received_at: lender_events.received_at }, lender_events.id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(lender_events).where(where);
      return row?.n ?? 0;
    },
  });
}

// ---------- health ----------

export type HealthCounts = {
  lender_id: number;
  name: string;
  send_mode: 'link' | 'api' | null;
  sent: number;
  accepted: number;
  failed: number;
  median_seconds: number | null;
  last_event_at: Date | string | null;
  awaiting: number;
};

/**
 * Per lender with an API connector or events since `since`: its sends queued since then (tried, accepted, failed),
 * the median seconds from acceptance to the lender's first decision, its last event ever, and how many accepted
 * applications accepted before `silentSince` still await a decision. One statement, each part an index range.
 */
export async function connectorHealth(
  db: Executor,
  since: Date,
  silentSince: Date,
  awaitingSince: Date,
): Promise<HealthCounts[]> {
  return rowsOf<HealthCounts>(
    db,
    sql`
    with watched as (
      select c.lender_id from ${lender_connectors} c where c.send_mode = 'api'
      union
      select distinct e.lender_id from ${lender_events} e where e.received_at >= ${since.toISOString()}::timestamptz
    ),
    sends as (
      select s.lender_id,
        count(*) filter (where s.attempts > 0)::int as sent,
        count(*) filter (where s.state = 'accepted')::int as accepted,
        count(*) filter (where s.state = 'failed')::int as failed
      from ${lender_submissions} s join watched w on w.lender_id = s.lender_id
      where s.queued_at >= ${since.toISOString()}::timestamptz
      group by s.lender_id
    ),
    decisions as (
      select s.lender_id,
        percentile_cont(0.5) within group (order by extract(epoch from d.first_at - s.accepted_at)) as median_seconds
      from ${lender_submissions} s
      join watched w on w.lender_id = s.lender_id
      -- The first applied event that decided it; a disbursal reported before the sanction decided it too.
      cross join lateral (
        select min(e.received_at) as first_at from ${lender_events} e
        where e.application_id = s.application_id and e.outcome = 'applied'
          and e.status in ('approved', 'rejected', 'disbursed')
      ) d
      where s.queued_at >= ${since.toISOString()}::timestamptz and s.accepted_at is not null and d.first_at is not null
      group by s.lender_id
    ),
    awaiting as (
      select s.lender_id, count(*)::int as awaiting
      from ${lender_submissions} s
      join watched w on w.lender_id = s.lender_id
      join ${applications} a on a.id = s.application_id
      where s.queued_at >= ${awaitingSince.toISOString()}::timestamptz and s.state = 'accepted'
        and s.accepted_at <= ${silentSince.toISOString()}::timestamptz and a.status in ('submitted', 'in_review')
      group by s.lender_id
    )
    select w.lender_id, l.name, c.send_mode,
      coalesce(sends.sent, 0) as sent, coalesce(sends.accepted, 0) as accepted, coalesce(sends.failed, 0) as failed,
      decisions.median_seconds,
      (select max(e.received_at) from ${lender_events} e where e.lender_id = w.lender_id) as last_event_at,
      coalesce(awaiting.awaiting, 0) as awaiting
    from watched w
    join ${lenders} l on l.id = w.lender_id and l.deleted_at is null
    left join ${lender_connectors} c on c.lender_id = w.lender_id
    left join sends on sends.lender_id = w.lender_id
    left join decisions on decisions.lender_id = w.lender_id
    left join awaiting on awaiting.lender_id = w.lender_id
    order by l.name, w.lender_id`,
  );
}

/** The reasons of sends failed since then, per lender, most frequent first. */
export async function failureReasons(
  db: Executor,
  since: Date,
): Promise<{ lender_id: number; reason: string; n: number }[]> {
  return rowsOf(
    db,
    sql`select s.lender_id, coalesce(s.last_error, 'unknown') as reason, count(*)::int as n
      from ${lender_submissions} s
      where s.state = 'failed' and s.failed_at >= ${since.toISOString()}::timestamptz
      group by s.lender_id, coalesce(s.last_error, 'unknown')
      order by s.lender_id, n desc, reason`,
  );
}
