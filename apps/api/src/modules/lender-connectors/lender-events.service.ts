/**
 * The one status ledger (decision 044): every event a lender sends (its webhook), answers (its feed, read by polling)
 * or gives in a call's answer is recorded once per lender event id and applied, or not, by one function.
 */
import { z } from 'zod';
import { mayChangeStatus } from '@saakh/domain/application-lifecycle';
import { applicationStatuses, type ApplicationStatus } from '@saakh/domain/applications';
import { dayInIndia } from '@saakh/domain/date-ranges';
import {
  lenderEventInputSchema,
  type LenderEventChannel,
  type LenderEventInput,
  type LenderEventOutcome,
} from '@saakh/domain/lender-connectors';
import { isRemarkCode, remarkNote } from '@saakh/domain/remark-codes';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decryptSecret } from '../../lib/crypto/secret-box';
import { defineJob, isEnqueued } from '../../lib/jobs/jobs';
import {
  lockStatuses,
  recordStatusChanges,
  updateLenderDetails,
  type StatusChange,
} from '../applications/applications.service';
import { callLender, endpointOf } from './lender-calls';
import * as repo from './lender-connectors.repository';

type EventDeps = Pick<Deps, 'db' | 'jobs' | 'clock'>;

const isStatus = (value: string | null): value is ApplicationStatus =>
  value !== null && (applicationStatuses as readonly string[]).includes(value);

const wordOf = (value: string) => value.trim().toUpperCase();

type Decision = { outcome: LenderEventOutcome; applicationId: string | null; status: ApplicationStatus | null };

/** An application as a batch of events finds it, kept up to date as the batch's events are decided. */
type Tracked = { status: ApplicationStatus; lenderId: number | null; newestAppliedAt: Date | undefined };

/** What one event asks of the application's row once decided: a move, the lender's details kept, or nothing. */
type Write = { move?: StatusChange; details?: Parameters<typeof updateLenderDetails>[1][number] };

/** The lender's reason as the application keeps it: the mapped code, else the lender's own word as its remarks. */
function reasonOf(codes: Map<string, string | null>, reasonCode: string | null | undefined) {
  const code = reasonCode ? wordOf(reasonCode) : '';
  if (!code) return { remarkCode: null, remarks: null };
  const mapped = codes.get(`reason:${code}`) ?? null;
  return mapped && isRemarkCode(mapped) ? { remarkCode: mapped, remarks: null } : { remarkCode: null, remarks: code };
}

/** Decides one event against the application as the events before it in the batch left it (see applyLenderEvents). */
function decide(
  codes: Map<string, string | null>,
  applicationId: string,
  application: Tracked,
  event: LenderEventInput,
): Decision & Write {
  const decision = (outcome: LenderEventOutcome, status: ApplicationStatus | null = null) => ({
    outcome,
    applicationId,
    status,
  });
  const current = application.status;
  const word = wordOf(event.status);
  if (!codes.has(`status:${word}`)) return decision('unmapped');
  const mapped = codes.get(`status:${word}`) ?? null;
  // A word the admins map to nothing is the lender's own step (say, a document asked for): kept, nothing moves.
  if (!isStatus(mapped)) return decision('applied');
  const occurredAt = new Date(event.occurred_at);
  if (application.newestAppliedAt && occurredAt.getTime() < application.newestAppliedAt.getTime()) {
    return decision('stale');
  }
  const reason = reasonOf(codes, event.reason_code);
  if (mapped === current) {
    // The lender confirmed the status it has; what it adds (its reference) is kept.
    return {
      ...decision('applied'),
      details: {
        applicationId,
        status: current,
        lenderReference: event.application_ref,
        disbursedAmount: null,
        disbursedOn: null,
        remarks: null,
        remarkCode: null,
      },
    };
  }
  // A move the lifecycle refuses (an approval after the disbursal, anything after a final status) is out of date.
  if (!mayChangeStatus(current, mapped, 'lender_callback')) return decision('stale');
  const disbursed = mapped === 'disbursed';
  return {
    ...decision('applied', mapped),
    move: {
      applicationId,
      from: current,
      to: mapped,
      actorId: null,
      // The customer's timeline reads a lender's note as its reason: only the lender's reason goes in it.
      note: remarkNote({ code: reason.remarkCode, text: reason.remarks }),
      lenderReference: event.application_ref,
      disbursedAmount: disbursed && event.amount != null ? event.amount : null,
      disbursedOn: disbursed ? dayInIndia(occurredAt) : null,
      remarks: reason.remarks,
      remarkCode: reason.remarkCode,
      lenderStatus: word,
    },
  };
}

/**
 * Records events of one lender and applies them in order, in one transaction that locks their applications (a burst
 * of a lender's webhooks, or a page of its feed, is one lock round, one ledger statement and one outbox batch).
 * Each event's outcome, as it would be alone after the events before it: a repeat of an event id is `duplicate`; an
 * application that is not this lender's is `unknown`; a status word the lender's map lacks is `unmapped`; a word
 * mapped to nothing is `applied` without a move; an event older than the newest applied one of the application, or
 * a move the lifecycle refuses, is `stale`; the status it already has is `applied` without a move (the lender
 * confirmed); else the application moves (source lender_callback) with the lender's reason, reference, disbursed
 * amount and day, and its word kept on the history row.
 */
export function applyLenderEvents(
  deps: EventDeps,
  lenderId: number,
  events: readonly LenderEventInput[],
  channel: LenderEventChannel,
): Promise<LenderEventOutcome[]> {
  if (events.length === 0) return Promise.resolve([]);
  return deps.db.transaction((tx) => applyLenderEventsIn(deps, tx, lenderId, events, channel));
}

/** applyLenderEvents in the caller's transaction (the webhook's intake records the calls' signatures in it too). */
export async function applyLenderEventsIn(
  deps: Pick<Deps, 'jobs' | 'clock'>,
  tx: Executor,
  lenderId: number,
  events: readonly LenderEventInput[],
  channel: LenderEventChannel,
): Promise<LenderEventOutcome[]> {
  if (events.length === 0) return [];
  const receivedAt = deps.clock.now();
  const ids = await repo.insertEvents(
    tx,
    events.map((event) => ({
      lenderId,
      eventId: event.event_id,
      sequence: event.sequence ?? null,
      applicationRef: event.application_ref,
      lenderStatus: wordOf(event.status),
      reasonCode: event.reason_code?.trim() || null,
      amount: event.amount ?? null,
      occurredAt: new Date(event.occurred_at),
      receivedAt,
      channel,
    })),
  );
  // The first of an event id in the list is the one recorded; a repeat, here or of an earlier call, is a duplicate.
  const seen = new Set<string>();
  const fresh = events.map((event) => {
    const id = ids.get(event.event_id);
    const first = !seen.has(event.event_id);
    seen.add(event.event_id);
    return id !== undefined && first ? id : null;
  });
  const referenced = [...new Set(events.filter((_, index) => fresh[index] !== null).map((e) => e.partner_reference))];
  const locked = await lockStatuses(tx, referenced);
  const ours = [...locked].filter(([, row]) => row.lenderId === lenderId);
  const codes = await repo.codeMapOf(tx, lenderId);
  const newest = await repo.newestAppliedAt(
    tx,
    ours.map(([id]) => id),
  );

  // Each application of this lender with its events in the order sent; an event for any other is unknown.
  type Queued = { index: number; id: number; event: LenderEventInput };
  const cases = new Map<string, { application: Tracked; queue: Queued[] }>(
    ours.map(([id, row]) => [
      id,
      { application: { status: row.status, lenderId: row.lenderId, newestAppliedAt: newest.get(id) }, queue: [] },
    ]),
  );
  const outcomes: LenderEventOutcome[] = events.map(() => 'duplicate');
  events.forEach((event, index) => {
    const id = fresh[index];
    if (id === null || id === undefined) return;
    const entry = cases.get(event.partner_reference);
    if (entry) entry.queue.push({ index, id, event });
    else outcomes[index] = 'unknown';
  });

  // Rounds: each application's first event, then each one's second, and so on; a round's writes are done before
  // the next round is decided, so every event meets its application as the one before it left it.
  const decided: Parameters<typeof repo.setEventOutcomes>[1] = [];
  for (let round = 0; ; round += 1) {
    const turn = [...cases].flatMap(([applicationId, { application, queue }]) => {
      const item = queue[round];
      return item ? [{ applicationId, application, ...item }] : [];
    });
    if (turn.length === 0) break;
    const moves: StatusChange[] = [];
    const details: Parameters<typeof updateLenderDetails>[1] = [];
    for (const { applicationId, application, index, id, event } of turn) {
      const decision = decide(codes, applicationId, application, event);
      outcomes[index] = decision.outcome;
      decided.push({ id, ...decision });
      if (decision.outcome === 'applied') {
        const at = new Date(event.occurred_at);
        if (!application.newestAppliedAt || at > application.newestAppliedAt) application.newestAppliedAt = at;
      }
      if (decision.move) {
        moves.push(decision.move);
        application.status = decision.move.to;
      }
      if (decision.details) details.push(decision.details);
    }
    await updateLenderDetails(tx, details);
    // Every application is locked: each move applies, else the batch is wrong and nothing of it is kept.
    const moved = await recordStatusChanges(deps, tx, moves, 'lender_callback');
    if (moved.length !== moves.length) throw new AppError('conflict', 'applicationNotSubmittable');
  }
  await repo.setEventOutcomes(tx, decided);
  return outcomes;
}

/** Records and applies one event of a lender (see applyLenderEvents). */
export async function applyLenderEvent(
  deps: EventDeps,
  lenderId: number,
  event: LenderEventInput,
  channel: LenderEventChannel,
): Promise<LenderEventOutcome> {
  const [outcome] = await applyLenderEvents(deps, lenderId, [event], channel);
  return outcome!;
}

// ---------- webhooks ----------

/**
 * The secret a lender's webhook calls are signed with. A lender that does not exist, or whose connector does not take
 * webhooks, has no hook: 404.
 */
export async function webhookSecret(deps: Pick<Deps, 'db' | 'config'>, lenderId: number): Promise<string> {
  const connector = Number.isSafeInteger(lenderId) ? await repo.findConnector(deps.db, lenderId) : undefined;
  if (!connector?.webhooks || !connector.webhook_secret_enc) throw new AppError('not_found', 'notFound');
  return decryptSecret(deps.config.connectors.secretKey, connector.webhook_secret_enc);
}

// ---------- polling ----------

const POLL_PAGE_SIZE = 100;
/** Pages read per poll at most; a lender further behind is caught up by the next polls. */
const POLL_MAX_PAGES = 20;
const feedPageSchema = z.object({
  events: z.array(z.unknown()).max(1000),
  next: z
    .union([z.number(), z.string().max(200)])
    .nullable()
    .optional(),
});

export type PollResult = { pages: number; events: number; outcomes: Partial<Record<LenderEventOutcome, number>> };

/**
 * Reads the lender's event feed from where the last read ended (`GET <endpoint>/v1/events?after=<cursor>&limit=100`),
 * applies each page's events together and keeps the feed's `next` as the cursor, page after page while full pages come back (up to
 * POLL_MAX_PAGES). A page the lender fails to answer ends the read; the cursor stays where it was.
 */
export async function pollLender(deps: Pick<Deps, 'db' | 'jobs' | 'clock' | 'config' | 'log'>, lenderId: number) {
  const result: PollResult = { pages: 0, events: 0, outcomes: {} };
  const connector = await repo.findConnector(deps.db, lenderId);
  const endpoint = connector && endpointOf(deps, connector);
  if (!connector || !endpoint) return result;
  let cursor = connector.poll_cursor;
  for (let page = 0; page < POLL_MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ ...(cursor === null ? {} : { after: cursor }), limit: String(POLL_PAGE_SIZE) });
    const answer = await callLender(deps, endpoint, { method: 'GET', path: `/v1/events?${query.toString()}` });
    if (answer.kind !== 'answer' || answer.status < 200 || answer.status >= 300) {
      deps.log.warn(
        { lenderId, answer: answer.kind === 'answer' ? answer.status : answer.kind },
        'lender event feed not read',
      );
      break;
    }
    const feed = feedPageSchema.safeParse(answer.json);
    if (!feed.success) {
      deps.log.warn({ lenderId }, 'lender event feed page not understood');
      break;
    }
    result.pages += 1;
    const events = feed.data.events.flatMap((item) => {
      const event = lenderEventInputSchema.safeParse(item);
      return event.success ? [event.data] : [];
    });
    for (const outcome of await applyLenderEvents(deps, lenderId, events, 'poll')) {
      result.events += 1;
      result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1;
    }
    const next = feed.data.next;
    if (next !== null && next !== undefined) cursor = String(next);
    await repo.savePollCursor(deps.db, lenderId, { cursor, polledAt: deps.clock.now() });
    if (feed.data.events.length < POLL_PAGE_SIZE || next === null || next === undefined) break;
  }
  await repo.savePollCursor(deps.db, lenderId, { polledAt: deps.clock.now() });
  return result;
}

/** Reads the feed of every connector due a read; one lender's failure does not hold the others back. */
export async function pollDueLenders(deps: Pick<Deps, 'db' | 'jobs' | 'clock' | 'config' | 'log'>): Promise<number> {
  const due = await repo.connectorsDueForPoll(deps.db, deps.clock.now());
  for (const lenderId of due) {
    try {
      await pollLender(deps, lenderId);
    } catch (error) {
      deps.log.warn({ lenderId, err: error }, 'lender poll failed');
    }
  }
  return due.length;
}

/** Every minute: reads the feeds that are due, then asks for the next minute's run. */
export const lenderPollJob = defineJob({
  queue: 'lender-connectors.poll',
  payload: z.object({ scheduled: z.boolean().optional() }),
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 10 * 60,
  async run(deps, { scheduled }) {
    try {
      return { lenders: await pollDueLenders(deps) };
    } finally {
      if (scheduled) await scheduleLenderPolls(deps);
    }
  },
});

/** Asks for the next minute's poll; the key names the minute, so several instances starting ask once. */
export async function scheduleLenderPolls(deps: Pick<Deps, 'db' | 'jobs' | 'clock'>): Promise<void> {
  const next = new Date((Math.floor(deps.clock.now().getTime() / 60_000) + 1) * 60_000);
  const key = `lender-connectors.poll:${next.toISOString()}`;
  if (await isEnqueued(deps.db, key)) return;
  await deps.jobs.enqueue(deps.db, lenderPollJob, { scheduled: true }, { key, startAfter: next });
}
