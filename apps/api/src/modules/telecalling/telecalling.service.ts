/**
 * Telecalling (issue 11): the queue rules and their job, one customer at a time for each telecaller (sticky for
 * TELECALLING_STICKY_DAYS), a customer's context with numbers masked, notes, dispositions and click-to-call through
 * the telephony provider. Every change a telecaller or team lead makes is audited.
 */
import { z } from 'zod';
import { dayInIndia, rangeInstants, resolveRange, addDays, type DateRangeQuery } from '@saakh/domain/date-ranges';
import { maskEmail, maskTail } from '@saakh/domain/masking';
import {
  dispositions,
  queueRuleDefaults,
  queueRuleReasons,
  type CallAnswer,
  type CallEventInput,
  type Disposition,
  type DispositionInput,
  type LeadDetail,
  type LeadSummary,
  type MyQueue,
  type NoteInput,
  type QueueBuild,
  type QueueRule,
  type QueueRuleInput,
  type QueueRuleReason,
  type QueueRulesAnswer,
  type TeamAnswer,
  type TeamLeadListQuery,
} from '@saakh/domain/telecalling';
import type { Page } from '@saakh/domain/lists';
import { lockForTransaction } from '../../db/sql';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { defineJob, isEnqueued } from '../../lib/jobs/jobs';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import * as repo from './telecalling.repository';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || null;
}

/** A lead as every telecalling answer shows it: the customer's mobile masked, whoever asks. */
export function toSummary(row: repo.LeadRow): LeadSummary {
  return {
    id: row.id,
    user_id: row.user_id,
    customer_name: fullName(row.first_name, row.last_name),
    mobile: maskTail(row.mobile),
    reason: row.reason,
    status: row.status,
    due_at: row.due_at.toISOString(),
    attempts: row.attempts,
    last_disposition: row.last_disposition,
    assigned_to: row.assigned_to,
    assigned_name: row.assigned_name,
  };
}

// ---------- rules and the queue build ----------

export async function effectiveRules(deps: Pick<Deps, 'db'>): Promise<Record<QueueRuleReason, QueueRule>> {
  const rows = await repo.listRuleRows(deps.db);
  const rules = { ...queueRuleDefaults };
  for (const row of rows) {
    rules[row.reason] = { enabled: row.enabled, lookback_days: row.lookback_days, min_idle_hours: row.min_idle_hours };
  }
  return rules;
}

function toBuild(row: NonNullable<Awaited<ReturnType<typeof repo.findBuild>>>): QueueBuild {
  return {
    id: row.id,
    status: row.status,
    added: row.added,
    requested_by_name: row.requested_by_name,
    created_at: row.created_at.toISOString(),
    finished_at: iso(row.finished_at),
  };
}

export async function getRules(deps: Pick<Deps, 'db'>): Promise<QueueRulesAnswer> {
  const [rows, last] = await Promise.all([repo.listRuleRows(deps.db), repo.findBuild(deps.db, 'last')]);
  const byReason = new Map(rows.map((row) => [row.reason, row]));
  return {
    rules: queueRuleReasons.map((reason) => {
      const row = byReason.get(reason);
      const rule = row ?? queueRuleDefaults[reason];
      return {
        reason,
        enabled: rule.enabled,
        lookback_days: rule.lookback_days,
        min_idle_hours: rule.min_idle_hours,
        updated_at: iso(row?.updated_at),
      };
    }),
    lastBuild: last ? toBuild(last) : null,
  };
}

export async function updateRule(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  reason: QueueRuleReason,
  input: QueueRuleInput,
): Promise<QueueRulesAnswer> {
  await deps.db.transaction(async (tx) => {
    const before = (await effectiveRules({ db: tx }))[reason];
    await repo.upsertRule(tx, reason, input, session.subjectId, deps.clock.now());
    await recordAudit(tx, session, [
      { action: 'telecalling.rule', entity: 'telecalling_rule', entityId: reason, oldValue: before, newValue: input },
    ]);
  });
  return getRules(deps);
}

/** Runs the enabled rules once and records the run; answers how many customers it added. */
export async function runQueueBuild(deps: Pick<Deps, 'db' | 'clock'>, buildId: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // One build at a time across every instance: a second waits, then finds the first one's leads.
    await lockForTransaction(tx, 'telecalling.queue-build');
    const now = deps.clock.now();
    const added = await repo.insertQueueLeads(tx, await effectiveRules({ db: tx }), now);
    await repo.finishBuild(tx, buildId, added, deps.clock.now());
    return added;
  });
}

/** A build asked for by role 1 or by the schedule; a scheduled one asks for the next when it is done. */
export const buildQueueJob = defineJob({
  queue: 'telecalling.build-queue',
  payload: z.object({ buildId: z.number().int().positive(), scheduled: z.boolean().optional() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  async run(deps, { buildId, scheduled }) {
    await runQueueBuild(deps, buildId);
    if (scheduled) await scheduleQueueBuilds(deps);
  },
});

/**
 * Asks for the next scheduled build (every TELECALLING_BUILD_MINUTES, at the start of the slot); the key names the
 * slot, so several instances starting, or a build that runs twice, schedule it once.
 */
export async function scheduleQueueBuilds(deps: Pick<Deps, 'db' | 'jobs' | 'clock' | 'config'>): Promise<void> {
  const minutes = deps.config.telecalling.buildMinutes;
  if (minutes === 0) return;
  const slotMs = minutes * 60_000;
  const next = new Date((Math.floor(deps.clock.now().getTime() / slotMs) + 1) * slotMs);
  await deps.db.transaction(async (tx) => {
    // The slot's key is claimed before its build row is written, so a second scheduler writes nothing.
    if (await isEnqueued(tx, `telecalling.build:${next.toISOString()}`)) return;
    const buildId = await repo.insertBuild(tx, null, next);
    await deps.jobs.enqueue(
      tx,
      buildQueueJob,
      { buildId, scheduled: true },
      { key: `telecalling.build:${next.toISOString()}`, startAfter: next },
    );
  });
}

/** "Build queue now": a build row and its job in one transaction; the page follows the row to show the count. */
export async function requestQueueBuild(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  session: Session,
): Promise<QueueBuild> {
  const buildId = await deps.db.transaction(async (tx) => {
    const id = await repo.insertBuild(tx, session.subjectId, deps.clock.now());
    await deps.jobs.enqueue(tx, buildQueueJob, { buildId: id }, { key: `telecalling.build:manual:${id}` });
    await recordAudit(tx, session, [
      { action: 'telecalling.queue_build', entity: 'telecalling_rule', entityId: id, newValue: 'requested' },
    ]);
    return id;
  });
  return getBuild(deps, buildId);
}

export async function getBuild(deps: Pick<Deps, 'db'>, id: number): Promise<QueueBuild> {
  const row = await repo.findBuild(deps.db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return toBuild(row);
}

// ---------- my queue and the next customer ----------

export async function myQueue(deps: Pick<Deps, 'db' | 'clock'>, session: Session): Promise<MyQueue> {
  const now = deps.clock.now();
  const endOfDay = rangeInstants({ from: dayInIndia(now), to: dayInIndia(now) }).end;
  const [dueNow, laterToday, waiting] = await Promise.all([
    repo.myLeads(deps.db, session.subjectId, null, now),
    repo.myLeads(deps.db, session.subjectId, now, new Date(endOfDay.getTime() - 1)),
    repo.countWaiting(deps.db, now),
  ]);
  return { dueNow: dueNow.map(toSummary), laterToday: laterToday.map(toSummary), waiting };
}

export async function nextLead(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  session: Session,
): Promise<LeadSummary | null> {
  const id = await deps.db.transaction((tx) =>
    repo.takeNextLead(tx, session.subjectId, deps.clock.now(), deps.config.telecalling.stickyDays),
  );
  if (id === undefined) return null;
  const row = await repo.findLead(deps.db, id);
  return row ? toSummary(row) : null;
}

/** The lead, if the caller may see it: their own; a team lead (role 1) sees every lead. */
async function visibleLead(deps: Pick<Deps, 'db'>, session: Session, id: number): Promise<repo.LeadRow> {
  const lead = await repo.findLead(deps.db, id);
  if (!lead) throw new AppError('not_found', 'leadNotFound');
  if (session.roleId !== 1 && lead.assigned_to !== session.subjectId) throw new AppError('forbidden', 'leadNotYours');
  return lead;
}

/** The lead locked for a change by its holder: nobody acts on another telecaller's customer. */
async function ownLockedLead(tx: Parameters<typeof repo.lockLead>[0], session: Session, id: number) {
  const lead = await repo.lockLead(tx, id);
  if (!lead) throw new AppError('not_found', 'leadNotFound');
  if (lead.assigned_to !== session.subjectId) throw new AppError('forbidden', 'leadNotYours');
  return lead;
}

export async function leadDetail(deps: Pick<Deps, 'db'>, session: Session, id: number): Promise<LeadDetail> {
  const lead = await visibleLead(deps, session, id);
  const context = await repo.customerContext(deps.db, lead.user_id);
  if (!context) throw new AppError('not_found', 'leadNotFound');
  const { customer } = context;
  return {
    lead: { ...toSummary(lead), note: lead.note, created_at: lead.created_at.toISOString() },
    customer: {
      id: customer.id,
      name: fullName(customer.first_name, customer.last_name),
      mobile: maskTail(customer.mobile),
      pan: maskTail(customer.pan),
      email: maskEmail(customer.email),
      city: customer.city,
      pincode: customer.pincode,
      language: customer.language,
      joined_at: customer.created_at.toISOString(),
      last_seen_at: iso(customer.last_seen_at),
    },
    products: context.products.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    applications: context.apps.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    calls: context.calls.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    called: await repo.calledSinceLastOutcome(deps.db, lead.id, session.subjectId),
    dispositions: context.dispositions.map((row) => ({
      ...row,
      callback_at: iso(row.callback_at),
      created_at: row.created_at.toISOString(),
    })),
    notes: context.notes.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    consents: context.consents.map((row) => ({
      kind: row.kind,
      accepted_at: row.accepted_at.toISOString(),
      withdrawn_at: iso(row.withdrawn_at),
    })),
  };
}

export async function addNote(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  leadId: number,
  input: NoteInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const lead = await ownLockedLead(tx, session, leadId);
    const note = await repo.insertNote(tx, {
      user_id: lead.user_id,
      admin_id: session.subjectId,
      text: input.text,
      created_at: deps.clock.now(),
    });
    await recordAudit(tx, session, [
      { action: 'telecalling.note', entity: 'customer', entityId: lead.user_id, field: 'note', newValue: note.id },
    ]);
  });
}

/**
 * What a call ended in. A final disposition closes the lead; call back keeps it with its holder, due at the time
 * asked (in the future); not reachable brings it back after TELECALLING_RETRY_HOURS until the attempts run out.
 */
export async function dispose(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  session: Session,
  leadId: number,
  input: DispositionInput,
): Promise<{ lead: LeadSummary; open: boolean }> {
  const now = deps.clock.now();
  const callbackAt = input.callback_at ? new Date(input.callback_at) : null;
  if (input.disposition === 'call_back' && (!callbackAt || callbackAt.getTime() <= now.getTime())) {
    throw fieldError('callback_at', 'callbackAtPast');
  }
  const { maxAttempts, retryHours } = deps.config.telecalling;
  const open = await deps.db.transaction(async (tx) => {
    const lead = await ownLockedLead(tx, session, leadId);
    if (lead.status !== 'open') throw new AppError('conflict', 'leadClosed');
    // What a call ended in, only after a call: an outcome for a customer nobody rang would skew the queue and reports.
    if (!(await repo.calledSinceLastOutcome(tx, lead.id, session.subjectId))) {
      throw new AppError('conflict', 'callBeforeOutcome');
    }
    const attempts = input.disposition === 'not_reachable' ? lead.attempts + 1 : lead.attempts;
    const stays =
      input.disposition === 'call_back' || (input.disposition === 'not_reachable' && attempts < maxAttempts);
    const dueAt =
      input.disposition === 'call_back' && callbackAt
        ? callbackAt
        : input.disposition === 'not_reachable'
          ? new Date(now.getTime() + retryHours * 3_600_000)
          : lead.due_at;
    await repo.insertDisposition(tx, {
      lead_id: lead.id,
      user_id: lead.user_id,
      admin_id: session.subjectId,
      disposition: input.disposition,
      reason: input.disposition === 'not_interested' ? (input.reason ?? null) : null,
      callback_at: input.disposition === 'call_back' ? callbackAt : null,
      note: input.note || null,
      created_at: now,
    });
    await repo.updateLead(tx, lead.id, {
      last_disposition: input.disposition,
      attempts,
      due_at: dueAt,
      // The holder had the customer now: stickiness counts from the last call.
      assigned_at: now,
      updated_at: now,
      ...(stays ? {} : { status: 'done' as const, closed_at: now }),
    });
    await recordAudit(tx, session, [
      {
        action: 'telecalling.disposition',
        entity: 'telecalling_lead',
        entityId: lead.id,
        field: 'disposition',
        oldValue: lead.last_disposition,
        newValue: {
          disposition: input.disposition,
          ...(input.reason && input.disposition === 'not_interested' ? { reason: input.reason } : {}),
          ...(callbackAt && input.disposition === 'call_back' ? { callback_at: callbackAt.toISOString() } : {}),
          open: stays,
        },
      },
    ]);
    return stays;
  });
  const row = await repo.findLead(deps.db, leadId);
  if (!row) throw new AppError('not_found', 'leadNotFound');
  return { lead: toSummary(row), open };
}

// ---------- calls ----------

/**
 * Click-to-call: records the call, asks the provider to bridge the telecaller and the customer (neither sees the
 * other's number) and answers the call; its progress arrives through `recordCallEvent`.
 */
export async function startCall(
  deps: Pick<Deps, 'db' | 'clock' | 'telephony' | 'log'>,
  session: Session,
  leadId: number,
): Promise<CallAnswer> {
  const { telephony } = deps;
  const agent = await repo.findAdmin(deps.db, session.subjectId);
  if (telephony.needsAgentNumber && !agent?.phone) throw new AppError('validation', 'agentPhoneRequired');
  const { callId, customerNumber } = await deps.db.transaction(async (tx) => {
    const lead = await ownLockedLead(tx, session, leadId);
    if (lead.status !== 'open') throw new AppError('conflict', 'leadClosed');
    const customerNumber = await repo.customerMobile(tx, lead.user_id);
    if (!customerNumber) throw new AppError('validation', 'customerUnreachable');
    const id = await repo.insertCall(tx, {
      lead_id: lead.id,
      user_id: lead.user_id,
      admin_id: session.subjectId,
      provider: telephony.name,
      created_at: deps.clock.now(),
    });
    await recordAudit(tx, session, [
      { action: 'telecalling.call', entity: 'telecalling_lead', entityId: lead.id, field: 'call', newValue: id },
    ]);
    return { callId: id, customerNumber };
  });
  try {
    const placed = await telephony.startCall(
      { reference: `call-${callId}`, agentNumber: agent?.phone ?? null, customerNumber },
      async (event) => {
        await recordCallEvent(deps, telephony.name, event);
      },
    );
    await repo.setCallProviderId(deps.db, callId, telephony.name, placed.callId);
  } catch (error) {
    deps.log.warn({ err: error, callId }, 'the telephony provider did not place a call');
    await repo.setCallProviderId(deps.db, callId, telephony.name, `unplaced:${callId}`);
    await repo.applyCallEvent(deps.db, telephony.name, `unplaced:${callId}`, 'failed', undefined, deps.clock.now());
    throw new AppError('bad_gateway', 'callFailed');
  }
  const call = await repo.findCall(deps.db, callId);
  return { id: callId, status: call?.status ?? 'initiated' };
}

/**
 * A provider's status for one of its calls: the HTTP callback route and the local provider both come here.
 * Answers false for a call nobody placed.
 */
export async function recordCallEvent(
  deps: Pick<Deps, 'db' | 'clock'>,
  provider: string,
  event: CallEventInput,
): Promise<boolean> {
  return repo.applyCallEvent(deps.db, provider, event.call_id, event.status, event.duration_seconds, deps.clock.now());
}

export async function getCall(deps: Pick<Deps, 'db'>, session: Session, id: number): Promise<CallAnswer> {
  const call = await repo.findCall(deps.db, id);
  if (!call || call.admin_id !== session.subjectId) throw new AppError('not_found', 'callNotFound');
  return { id: call.id, status: call.status };
}

export async function setAgentPhone(deps: Pick<Deps, 'db'>, session: Session, phone: string): Promise<void> {
  await repo.setAdminPhone(deps.db, session.subjectId, phone);
}

export async function getAgent(deps: Pick<Deps, 'db'>, session: Session): Promise<{ phone: string | null }> {
  const agent = await repo.findAdmin(deps.db, session.subjectId);
  return { phone: agent?.phone ?? null };
}

// ---------- team lead ----------

export async function listTeamLeads(deps: Pick<Deps, 'db'>, query: TeamLeadListQuery): Promise<Page<LeadSummary>> {
  const page = await repo.listTeamLeads(deps.db, query);
  return { ...page, items: page.items.map(toSummary) };
}

export function listTelecallers(deps: Pick<Deps, 'db'>) {
  return repo.listTelecallers(deps.db);
}

/** A team lead gives an open lead to another telecaller (or themselves); audited with who had it before. */
export async function reassign(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  leadId: number,
  adminId: number,
): Promise<LeadSummary> {
  await deps.db.transaction(async (tx) => {
    const lead = await repo.lockLead(tx, leadId);
    if (!lead) throw new AppError('not_found', 'leadNotFound');
    if (lead.status !== 'open') throw new AppError('conflict', 'leadClosed');
    const target = await repo.findAdmin(tx, adminId);
    if (!target || target.status !== 1 || (target.role_id !== 1 && target.role_id !== 3)) {
      throw fieldError('admin_id', 'telecallerInvalid');
    }
    const now = deps.clock.now();
    await repo.updateLead(tx, lead.id, { assigned_to: adminId, assigned_at: now, updated_at: now });
    await recordAudit(tx, session, [
      {
        action: 'telecalling.reassign',
        entity: 'telecalling_lead',
        entityId: lead.id,
        field: 'assigned_to',
        oldValue: lead.assigned_to,
        newValue: adminId,
      },
    ]);
  });
  const row = await repo.findLead(deps.db, leadId);
  if (!row) throw new AppError('not_found', 'leadNotFound');
  return toSummary(row);
}

const noOutcomes = (): Record<Disposition, number> =>
  Object.fromEntries(dispositions.map((name) => [name, 0])) as Record<Disposition, number>;

/** Each telecaller's queue, calls, connected calls and outcomes over a range, and the same per day. */
export async function teamView(deps: Pick<Deps, 'db' | 'clock'>, query: DateRangeQuery): Promise<TeamAnswer> {
  const now = deps.clock.now();
  const resolved = resolveRange(query, now, 'last_7_days');
  if (!resolved.ok) throw fieldError(resolved.field, resolved.message);
  const { range } = resolved;
  const { start, end } = rangeInstants(range);
  const [figures, people] = await Promise.all([
    repo.teamFigures(deps.db, start, end, now),
    repo.listTelecallers(deps.db),
  ]);
  const agents = new Map(
    people.map((person) => [
      person.id,
      { admin_id: person.id, name: person.name, queue: 0, due_now: 0, calls: 0, connected: 0, outcomes: noOutcomes() },
    ]),
  );
  let unassigned = 0;
  for (const row of figures.queues) {
    if (row.admin_id === null) unassigned = row.queue;
    const agent = row.admin_id === null ? undefined : agents.get(row.admin_id);
    if (agent) Object.assign(agent, { queue: row.queue, due_now: row.due_now });
  }
  const days = new Map<
    string,
    { day: string; calls: number; connected: number; outcomes: Record<Disposition, number> }
  >();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    days.set(day, { day, calls: 0, connected: 0, outcomes: noOutcomes() });
  }
  for (const row of figures.calls) {
    const agent = agents.get(row.admin_id);
    if (agent) {
      agent.calls += row.calls;
      agent.connected += row.connected;
    }
    const day = days.get(row.day);
    if (day) {
      day.calls += row.calls;
      day.connected += row.connected;
    }
  }
  for (const row of figures.outcomes) {
    const agent = agents.get(row.admin_id);
    const day = days.get(row.day);
    for (const name of dispositions) {
      const n = Number(row[name]);
      if (agent) agent.outcomes[name] += n;
      if (day) day.outcomes[name] += n;
    }
  }
  return { from: range.from, to: range.to, agents: [...agents.values()], days: [...days.values()], unassigned };
}

/** Other modules (the CSR desk) raise a callback for the telecallers through this entry. */
export { raiseCallback } from './callbacks';
