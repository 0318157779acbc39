/** Drizzle queries of telecalling: the queue rules' set-based build, assignment under row locks, a lead's context. */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@saakh/domain/lists';
import type {
  CallStatus,
  Disposition,
  QueueRule,
  QueueRuleReason,
  TeamLeadListQuery,
  TelecallingLeadStatus,
  TelecallingReason,
} from '@saakh/domain/telecalling';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy } from '../../db/lists';
import { rowsOf } from '../../db/sql';
import { admin_users } from '../../db/schema/admins';
import { applications, customer_apps } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { customer_profile_details } from '../../db/schema/customer';
import { languages } from '../../db/schema/reference';
import { customer_journeys } from '../../db/schema/reporting';
import {
  customer_notes,
  telecalling_calls,
  telecalling_dispositions,
  telecalling_leads,
  telecalling_queue_builds,
  telecalling_rules,
} from '../../db/schema/telecalling';
import { consents, users } from '../../db/schema/users';

// ---------- rules and builds ----------

export async function listRuleRows(db: Executor) {
  return db.select().from(telecalling_rules);
}

export async function upsertRule(
  db: Executor,
  reason: QueueRuleReason,
  rule: QueueRule,
  adminId: number,
  now: Date,
): Promise<void> {
  const values = { ...rule, updated_by: adminId, updated_at: now };
  await db
    .insert(telecalling_rules)
    .values({ reason, ...values })
    .onConflictDoUpdate({ target: telecalling_rules.reason, set: values });
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Adds every customer the enabled rules find, in one statement: each rule's candidates (a drop-off inside its
 * look-back window, idle at least its minimum), the furthest step winning when several match; never an erased
 * customer, one who applied since the drop-off, one with an open lead, or one who already had a lead since it.
 * The open-lead unique index settles a race with a callback raised at the same moment. Answers the rows added.
 */
export async function insertQueueLeads(
  db: Executor,
  rules: Record<QueueRuleReason, QueueRule>,
  now: Date,
): Promise<number> {
  const windowOf = (reason: QueueRuleReason) => {
    const rule = rules[reason];
    return {
      on: rule.enabled ? sql`true` : sql`false`,
      from: ts(new Date(now.getTime() - rule.lookback_days * 86_400_000)),
      idleUntil: ts(new Date(now.getTime() - rule.min_idle_hours * 3_600_000)),
    };
  };
  const otp = windowOf('otp_no_profile');
  const profile = windowOf('profile_no_application');
  const offers = windowOf('offers_not_chosen');
  const rejected = windowOf('rejected_gold_eligible');
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
      with candidates as (
        select j.user_id, 'otp_no_profile' as reason, 1 as priority, j.otp_verified_at as since
          from ${customer_journeys} j
         where ${otp.on} and j.otp_verified_at >= ${otp.from} and j.otp_verified_at <= ${otp.idleUntil}
           and j.last_seen_at <= ${otp.idleUntil} and j.profile_complete_at is null
        union all
        select j.user_id, 'profile_no_application', 2, j.profile_complete_at
          from ${customer_journeys} j
         where ${profile.on} and j.profile_complete_at >= ${profile.from}
           and j.profile_complete_at <= ${profile.idleUntil} and j.last_seen_at <= ${profile.idleUntil}
           and j.offers_viewed_at is null and j.offer_selected_at is null
        union all
        select j.user_id, 'offers_not_chosen', 3, j.offers_viewed_at
          from ${customer_journeys} j
         where ${offers.on} and j.offers_viewed_at >= ${offers.from}
           and j.offers_viewed_at <= ${offers.idleUntil} and j.last_seen_at <= ${offers.idleUntil}
           and j.offer_selected_at is null
        union all
        select a.user_id, 'rejected_gold_eligible', 4, max(h.created_at)
          from application_status_history h
          join ${applications} a on a.id = h.application_id
         where ${rejected.on} and h.status = 'rejected' and h.created_at >= ${rejected.from}
           and h.created_at <= ${rejected.idleUntil} and a.product <> 'gl'
         group by a.user_id
      ),
      eligible as (
        select distinct on (c.user_id) c.user_id, c.reason
          from candidates c
          join ${users} u on u.id = c.user_id
         where u.erased_at is null
           -- gold lenders take adults up to 75; an unknown birth date is asked on the call
           and (c.reason <> 'rejected_gold_eligible' or u.birth_date is null
                or u.birth_date between (${ts(now)} - interval '75 years')::date and (${ts(now)} - interval '18 years')::date)
           and not exists (select 1 from ${applications} a where a.user_id = c.user_id and a.created_at >= c.since)
           and not exists (
             select 1 from ${telecalling_leads} l
              where l.user_id = c.user_id and (l.status = 'open' or l.created_at >= c.since))
         order by c.user_id, c.priority desc
      )
      insert into ${telecalling_leads} (user_id, reason, due_at, created_at, updated_at)
      select user_id, reason, ${ts(now)}, ${ts(now)}, ${ts(now)} from eligible
      on conflict (user_id) where status = 'open' do nothing
      returning id`,
  );
  return rows.length;
}

export async function insertBuild(db: Executor, requestedBy: number | null, now: Date): Promise<number> {
  const [row] = await db
    .insert(telecalling_queue_builds)
    .values({ requested_by: requestedBy, created_at: now })
    .returning({ id: telecalling_queue_builds.id });
  if (!row) throw new Error('queue build insert returned no row');
  return row.id;
}

export async function finishBuild(db: Executor, id: number, added: number, now: Date): Promise<void> {
  await db
    .update(telecalling_queue_builds)
    .set({ status: 'done', added, finished_at: now })
    .where(eq(telecalling_queue_builds.id, id));
}

const buildColumns = {
  id: telecalling_queue_builds.id,
  status: telecalling_queue_builds.status,
  added: telecalling_queue_builds.added,
  requested_by_name: admin_users.name,
  created_at: telecalling_queue_builds.created_at,
  finished_at: telecalling_queue_builds.finished_at,
};

/** A build by id, or the last one that finished ('last'; a scheduled build waiting for its slot is not it). */
export async function findBuild(db: Executor, id: number | 'last') {
  const [row] = await db
    .select(buildColumns)
    .from(telecalling_queue_builds)
    .leftJoin(admin_users, eq(admin_users.id, telecalling_queue_builds.requested_by))
    .where(id === 'last' ? eq(telecalling_queue_builds.status, 'done') : eq(telecalling_queue_builds.id, id))
    .orderBy(...(id === 'last' ? [desc(telecalling_queue_builds.finished_at)] : []), desc(telecalling_queue_builds.id))
    .limit(1);
  return row;
}

// ---------- leads ----------

export const leadColumns = {
  id: telecalling_leads.id,
  user_id: telecalling_leads.user_id,
  first_name: users.first_name,
  last_name: users.last_name,
  mobile: users.mobile_phone_number,
  reason: telecalling_leads.reason,
  status: telecalling_leads.status,
  due_at: telecalling_leads.due_at,
  attempts: telecalling_leads.attempts,
  last_disposition: telecalling_leads.last_disposition,
  assigned_to: telecalling_leads.assigned_to,
  assigned_name: admin_users.name,
  assigned_at: telecalling_leads.assigned_at,
  note: telecalling_leads.note,
  created_at: telecalling_leads.created_at,
};
export type LeadRow = {
  id: number;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  mobile: string;
  reason: TelecallingReason;
  status: TelecallingLeadStatus;
  due_at: Date;
  attempts: number;
  last_disposition: Disposition | null;
  assigned_to: number | null;
  assigned_name: string | null;
  assigned_at: Date | null;
  note: string | null;
  created_at: Date;
};

function leadQuery(db: Executor) {
  return db
    .select(leadColumns)
    .from(telecalling_leads)
    .innerJoin(users, eq(users.id, telecalling_leads.user_id))
    .leftJoin(admin_users, eq(admin_users.id, telecalling_leads.assigned_to));
}

export async function findLead(db: Executor, id: number): Promise<LeadRow | undefined> {
  const [row] = await leadQuery(db).where(eq(telecalling_leads.id, id)).limit(1);
  return row;
}

/** The lead's row, locked for the caller's transaction (a disposition, a reassignment). */
export async function lockLead(db: Executor, id: number) {
  const [row] = await db.select().from(telecalling_leads).where(eq(telecalling_leads.id, id)).for('update').limit(1);
  return row;
}

/** A telecaller's open leads due before `until`, soonest first. */
export async function myLeads(db: Executor, adminId: number, from: Date | null, until: Date): Promise<LeadRow[]> {
  return leadQuery(db)
    .where(
      and(
        eq(telecalling_leads.status, 'open'),
        eq(telecalling_leads.assigned_to, adminId),
        from ? sql`${telecalling_leads.due_at} > ${ts(from)}` : undefined,
        sql`${telecalling_leads.due_at} <= ${ts(until)}`,
      ),
    )
    .orderBy(asc(telecalling_leads.due_at), asc(telecalling_leads.id))
    .limit(200);
}

export async function countWaiting(db: Executor, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(telecalling_leads)
    .where(
      and(
        eq(telecalling_leads.status, 'open'),
        isNull(telecalling_leads.assigned_to),
        sql`${telecalling_leads.due_at} <= ${ts(now)}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Gives the telecaller the next due open lead and answers its id: their own first (callbacks come back to whoever
 * set them), then an unassigned one of a customer they had within the sticky days, then any no one holds, then one
 * whose holder's assignment is older than the sticky days; never one of a customer another telecaller had within
 * those days. Each tier is one indexed statement on the open-leads index
 * (assigned_to, due_at); `for update skip locked` makes two telecallers asking at once take different leads.
 */
export async function takeNextLead(
  db: Executor,
  adminId: number,
  now: Date,
  stickyDays: number,
): Promise<number | undefined> {
  const stickySince = ts(new Date(now.getTime() - stickyDays * 86_400_000));
  const notStickyElsewhere = sql`not exists (
    select 1 from ${telecalling_leads} o
     where o.user_id = l.user_id and o.assigned_to is not null and o.assigned_to <> ${adminId}
       and o.assigned_at >= ${stickySince})`;
  const tiers = [
    sql`l.assigned_to = ${adminId}`,
    // Customers this telecaller had within the sticky days come back to them before anyone new.
    sql`l.assigned_to is null and exists (
      select 1 from ${telecalling_leads} o
       where o.user_id = l.user_id and o.assigned_to = ${adminId} and o.assigned_at >= ${stickySince})
      and ${notStickyElsewhere}`,
    sql`l.assigned_to is null and ${notStickyElsewhere}`,
    sql`l.assigned_to is not null and l.assigned_to <> ${adminId} and l.assigned_at < ${stickySince}
        and ${notStickyElsewhere}`,
  ];
  for (const tier of tiers) {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`
        with pick as (
          select l.id
            from ${telecalling_leads} l
           where l.status = 'open' and l.due_at <= ${ts(now)} and ${tier}
           order by l.due_at, l.id
           limit 1
           for update of l skip locked
        )
        update ${telecalling_leads} t
           set assigned_to = ${adminId}, assigned_at = ${ts(now)}, updated_at = ${ts(now)}
          from pick
         where t.id = pick.id
        returning t.id`,
    );
    if (rows[0]) return rows[0].id;
  }
  return undefined;
}

export async function updateLead(db: Executor, id: number, values: Partial<typeof telecalling_leads.$inferInsert>) {
  await db.update(telecalling_leads).set(values).where(eq(telecalling_leads.id, id));
}

/** Opens a callback lead for a customer unless one is open already (then answers undefined). */
export async function insertCallbackLead(
  db: Executor,
  values: { userId: number; dueAt: Date; note: string | null; raisedBy: number; now: Date },
): Promise<number | undefined> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into ${telecalling_leads} (user_id, reason, due_at, note, raised_by, created_at, updated_at)
        values (${values.userId}, 'csr_callback', ${ts(values.dueAt)}, ${values.note}, ${values.raisedBy},
                ${ts(values.now)}, ${ts(values.now)})
        on conflict (user_id) where status = 'open' do nothing
        returning id`,
  );
  return rows[0]?.id;
}

/** A customer's open lead, locked. */
export async function lockOpenLeadOf(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(telecalling_leads)
    .where(and(eq(telecalling_leads.user_id, userId), eq(telecalling_leads.status, 'open')))
    .for('update')
    .limit(1);
  return row;
}

export async function insertDisposition(db: Executor, values: typeof telecalling_dispositions.$inferInsert) {
  await db.insert(telecalling_dispositions).values(values);
}

export async function insertNote(db: Executor, values: typeof customer_notes.$inferInsert) {
  const [row] = await db.insert(customer_notes).values(values).returning();
  if (!row) throw new Error('note insert returned no row');
  return row;
}

// ---------- a lead's context ----------

/** The number a call to the customer dials, or undefined when there is no such customer. */
export async function customerMobile(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ mobile: users.mobile_phone_number }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.mobile;
}

/**
 * Everything a telecaller reads of a lead's customer, in queries at once: on a pool, never inside a transaction,
 * whose one connection would be asked for several at a time.
 */
export async function customerContext(db: Executor, userId: number) {
  const [customer] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      mobile: users.mobile_phone_number,
      pan: users.tin,
      email: users.email,
      city: customer_profile_details.locality,
      pincode: users.postal_code,
      language: languages.language_name,
      created_at: users.created_at,
      last_seen_at: customer_journeys.last_seen_at,
    })
    .from(users)
    .leftJoin(customer_profile_details, eq(customer_profile_details.user_id, users.id))
    .leftJoin(languages, eq(languages.id, users.language))
    .leftJoin(customer_journeys, eq(customer_journeys.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!customer) return undefined;
  const [products, apps, calls, dispositionRows, notes, consentRows] = await Promise.all([
    db
      .select({ product: customer_apps.product, status: customer_apps.status, created_at: customer_apps.created_at })
      .from(customer_apps)
      .where(eq(customer_apps.user_id, userId))
      .orderBy(desc(customer_apps.created_at))
      .limit(50),
    db
      .select({
        id: applications.id,
        product: applications.product,
        lender_name: sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`,
        status: applications.status,
        amount: applications.amount,
        created_at: applications.created_at,
      })
      .from(applications)
      .innerJoin(lenders, eq(lenders.id, applications.lender_id))
      .where(eq(applications.user_id, userId))
      .orderBy(desc(applications.created_at))
      .limit(50),
    db
      .select({
        id: telecalling_calls.id,
        admin_name: admin_users.name,
        status: telecalling_calls.status,
        duration_seconds: telecalling_calls.duration_seconds,
        created_at: telecalling_calls.created_at,
      })
      .from(telecalling_calls)
      .innerJoin(admin_users, eq(admin_users.id, telecalling_calls.admin_id))
      .where(eq(telecalling_calls.user_id, userId))
      .orderBy(desc(telecalling_calls.created_at), desc(telecalling_calls.id))
      .limit(50),
    db
      .select({
        id: telecalling_dispositions.id,
        admin_name: admin_users.name,
        disposition: telecalling_dispositions.disposition,
        reason: telecalling_dispositions.reason,
        callback_at: telecalling_dispositions.callback_at,
        note: telecalling_dispositions.note,
        created_at: telecalling_dispositions.created_at,
      })
      .from(telecalling_dispositions)
      .innerJoin(admin_users, eq(admin_users.id, telecalling_dispositions.admin_id))
      .where(eq(telecalling_dispositions.user_id, userId))
      .orderBy(desc(telecalling_dispositions.created_at), desc(telecalling_dispositions.id))
      .limit(50),
    db
      .select({
        id: customer_notes.id,
        admin_name: admin_users.name,
        text: customer_notes.text,
        created_at: customer_notes.created_at,
      })
      .from(customer_notes)
      .innerJoin(admin_users, eq(admin_users.id, customer_notes.admin_id))
      .where(eq(customer_notes.user_id, userId))
      .orderBy(desc(customer_notes.created_at), desc(customer_notes.id))
      .limit(50),
    db
      .select({ kind: consents.kind, accepted_at: consents.accepted_at, withdrawn_at: consents.withdrawn_at })
      .from(consents)
      .where(eq(consents.user_id, userId))
      .orderBy(desc(consents.accepted_at))
      .limit(50),
  ]);
  return { customer, products, apps, calls, dispositions: dispositionRows, notes, consents: consentRows };
}

// ---------- calls ----------

/**
 * Whether this telecaller placed a call on the lead since its last outcome (by anyone). At the same instant counts:
 * a test's pinned clock gives the call and the outcome before it one time.
 */
export async function calledSinceLastOutcome(db: Executor, leadId: number, adminId: number): Promise<boolean> {
  const [row] = await rowsOf<{ called: boolean }>(
    db,
    sql`select exists (
          select 1 from ${telecalling_calls} c
          where c.lead_id = ${leadId} and c.admin_id = ${adminId}
            and c.created_at >= coalesce(
              (select max(d.created_at) from ${telecalling_dispositions} d where d.lead_id = ${leadId}),
              '-infinity'::timestamptz)
        ) as called`,
  );
  return row?.called ?? false;
}

export async function insertCall(db: Executor, values: typeof telecalling_calls.$inferInsert): Promise<number> {
  const [row] = await db.insert(telecalling_calls).values(values).returning({ id: telecalling_calls.id });
  if (!row) throw new Error('call insert returned no row');
  return row.id;
}

export async function setCallProviderId(db: Executor, id: number, provider: string, providerCallId: string) {
  await db
    .update(telecalling_calls)
    .set({ provider, provider_call_id: providerCallId })
    .where(eq(telecalling_calls.id, id));
}

export async function findCall(db: Executor, id: number) {
  const [row] = await db.select().from(telecalling_calls).where(eq(telecalling_calls.id, id)).limit(1);
  return row;
}

/** Where a call's states only go forward: a late 'ringing' never overwrites 'completed'. */
const callRank: Record<CallStatus, number> = {
  initiated: 0,
  ringing: 1,
  answered: 2,
  completed: 3,
  no_answer: 3,
  failed: 3,
};

/** Records a provider's status on its call (found by the provider's call id); answers whether the call is known. */
export async function applyCallEvent(
  db: Executor,
  provider: string,
  providerCallId: string,
  status: CallStatus,
  durationSeconds: number | undefined,
  now: Date,
): Promise<boolean> {
  const rank = callRank[status];
  const final = rank === 3;
  const ranks = sql.raw(
    `case status ${Object.entries(callRank)
      .map(([name, value]) => `when '${name}' then ${value}`)
      .join(' ')} end`,
  );
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
      update ${telecalling_calls}
         set status = case when ${ranks} < ${rank} then ${status} else status end,
             duration_seconds = coalesce(${durationSeconds ?? null}::int, duration_seconds),
             ended_at = case when ${final} and ended_at is null then ${ts(now)} else ended_at end
       where provider = ${provider} and provider_call_id = ${providerCallId}
      returning id`,
  );
  return rows.length > 0;
}

// ---------- team lead ----------

export function listTeamLeads(db: Executor, query: TeamLeadListQuery): Promise<Page<LeadRow>> {
  const where = and(
    eq(telecalling_leads.status, 'open'),
    equalsWhenGiven(telecalling_leads.assigned_to, query.assigned_to),
    equalsWhenGiven(telecalling_leads.reason, query.reason),
  );
  const columns = {
    due_at: telecalling_leads.due_at,
    created_at: telecalling_leads.created_at,
    attempts: telecalling_leads.attempts,
  };
  return listPage(query, {
    items: ({ limit, offset }) =>
      leadQuery(db)
        .where(where)
        .orderBy(...orderBy(query.sort, columns, telecalling_leads.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(telecalling_leads).where(where))[0]?.n ?? 0,
  });
}

/** Active staff who may work the queue (roles 1 and 3). */
export async function listTelecallers(db: Executor) {
  return db
    .select({ id: admin_users.id, name: admin_users.name, role_id: admin_users.role_id })
    .from(admin_users)
    .where(and(eq(admin_users.status, 1), sql`${admin_users.role_id} in (1, 3)`))
    .orderBy(asc(admin_users.name), asc(admin_users.id));
}

export async function findAdmin(db: Executor, id: number) {
  const [row] = await db
    .select({ id: admin_users.id, role_id: admin_users.role_id, status: admin_users.status, phone: admin_users.phone })
    .from(admin_users)
    .where(eq(admin_users.id, id))
    .limit(1);
  return row;
}

export async function setAdminPhone(db: Executor, id: number, phone: string) {
  await db.update(admin_users).set({ phone }).where(eq(admin_users.id, id));
}

const dispositionCounts = (column: SQL) =>
  sql.join(
    (['interested', 'call_back', 'not_interested', 'wrong_number', 'not_reachable', 'applied'] as const).map(
      (name) => sql`count(*) filter (where ${column} = ${name})::int as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );

type OutcomeRow = Record<Disposition, number>;

/**
 * Per telecaller (roles 1 and 3, and anyone holding a lead): open leads, those due now, and over the range their
 * calls, connected calls (answered or completed) and dispositions. Three grouped queries, no per-person reads.
 */
export async function teamFigures(db: Executor, start: Date, end: Date, now: Date) {
  const [queues, calls, outcomes] = await Promise.all([
    rowsOf<{ admin_id: number | null; queue: number; due_now: number }>(
      db,
      sql`select assigned_to as admin_id, count(*)::int as queue,
                 count(*) filter (where due_at <= ${ts(now)})::int as due_now
            from ${telecalling_leads} where status = 'open' group by assigned_to`,
    ),
    rowsOf<{ admin_id: number; day: string; calls: number; connected: number }>(
      db,
      sql`select admin_id, to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
                 count(*)::int as calls,
                 count(*) filter (where status in ('answered', 'completed'))::int as connected
            from ${telecalling_calls}
           where created_at >= ${ts(start)} and created_at < ${ts(end)}
           group by 1, 2`,
    ),
    rowsOf<{ admin_id: number; day: string } & OutcomeRow>(
      db,
      sql`select admin_id, to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
                 ${dispositionCounts(sql`disposition`)}
            from ${telecalling_dispositions}
           where created_at >= ${ts(start)} and created_at < ${ts(end)}
           group by 1, 2`,
    ),
  ]);
  return { queues, calls, outcomes };
}
