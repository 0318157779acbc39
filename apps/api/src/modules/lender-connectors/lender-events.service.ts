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
  applicationForLender,
  lockStatuses,
  recordStatusChange,
  updateLenderDetails,
} from '../applications/applications.service';
import { callLender, endpointOf } from './lender-calls';
import * as repo from './lender-connectors.repository';

type EventDeps = Pick<Deps, 'db' | 'jobs' | 'clock'>;

const isStatus = (value: string | null): value is ApplicationStatus =>
  value !== null && (applicationStatuses as readonly string[]).includes(value);

type Decision = { outcome: LenderEventOutcome; applicationId: string | null; status: ApplicationStatus | null };

/** The lender's reason as the application keeps it: the mapped code, else the lender's own word as its remarks. */
async function reasonOf(tx: Executor, lenderId: number, reasonCode: string | null | undefined) {
  const code = reasonCode?.trim().toUpperCase();
  if (!code) return { remarkCode: null, remarks: null };
  const mapped = (await repo.findCode(tx, lenderId, 'reason', code))?.value ?? null;
  return mapped && isRemarkCode(mapped) ? { remarkCode: mapped, remarks: null } : { remarkCode: null, remarks: code };
}

async function decide(deps: EventDeps, tx: Executor, lenderId: number, event: LenderEventInput): Promise<Decision> {
  const application = await applicationForLender(tx, event.partner_reference);
  if (!application || application.lenderId !== lenderId)
    return { outcome: 'unknown', applicationId: null, status: null };
  const applicationId = application.id;
  const decision = (outcome: LenderEventOutcome, status: ApplicationStatus | null = null): Decision => ({
    outcome,
    applicationId,
    status,
  });
  const current = (await lockStatuses(tx, [applicationId])).get(applicationId)?.status;
  if (!current) return { outcome: 'unknown', applicationId: null, status: null };
  const mapped = await repo.findCode(tx, lenderId, 'status', event.status.trim().toUpperCase());
  if (!mapped) return decision('unmapped');
  // A word the admins map to nothing is the lender's own step (say, a document asked for): kept, nothing moves.
  if (!isStatus(mapped.value)) return decision('applied');
  const target = mapped.value;
  const newest = await repo.newestAppliedAt(tx, applicationId);
  if (newest && new Date(event.occurred_at).getTime() < newest.getTime()) return decision('stale');
  const reason = await reasonOf(tx, lenderId, event.reason_code);
  if (target === current) {
    // The lender confirmed the status it has; what it adds (its reference) is kept.
    await updateLenderDetails(tx, [
      {
        applicationId,
        status: current,
        lenderReference: event.application_ref,
        disbursedAmount: null,
        disbursedOn: null,
        remarks: null,
        remarkCode: null,
      },
    ]);
    return decision('applied');
  }
  // A move the lifecycle refuses (an approval after the disbursal, anything after a final status) is out of date.
  if (!mayChangeStatus(current, target, 'lender_callback')) return decision('stale');
  const disbursed = target === 'disbursed';
  await recordStatusChange(
    deps,
    tx,
    {
      applicationId,
      from: current,
      to: target,
      actorId: null,
      // The customer's timeline reads a lender's note as its reason: only the lender's reason goes in it.
      note: remarkNote({ code: reason.remarkCode, text: reason.remarks }),
      lenderReference: event.application_ref,
      disbursedAmount: disbursed && event.amount != null ? event.amount : null,
      disbursedOn: disbursed ? dayInIndia(new Date(event.occurred_at)) : null,
      remarks: reason.remarks,
      remarkCode: reason.remarkCode,
      lenderStatus: event.status.trim().toUpperCase(),
    },
    'lender_callback',
  );
  return decision('applied', target);
}

/**
 * Records one event of a lender and applies it, in one transaction that locks the application: a repeat of an event
 * id is `duplicate`; an application that is not this lender's is `unknown`; a status word the lender's map lacks is
 * `unmapped`; a word mapped to nothing is `applied` without a move; an event older than the newest applied one of the
 * application, or a move the lifecycle refuses, is `stale`; the status it already has is `applied` without a move
 * (the lender confirmed); else the application moves (source lender_callback) with the lender's reason, reference,
 * disbursed amount and day, and its word kept on the history row.
 */
export async function applyLenderEvent(
  deps: EventDeps,
  lenderId: number,
  event: LenderEventInput,
  channel: LenderEventChannel,
): Promise<LenderEventOutcome> {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertEvent(tx, {
      lenderId,
      eventId: event.event_id,
      sequence: event.sequence ?? null,
      applicationRef: event.application_ref,
      lenderStatus: event.status.trim().toUpperCase(),
      reasonCode: event.reason_code?.trim() || null,
      amount: event.amount ?? null,
      occurredAt: new Date(event.occurred_at),
      receivedAt: deps.clock.now(),
      channel,
    });
    if (id === undefined) return 'duplicate';
    const decision = await decide(deps, tx, lenderId, event);
    await repo.setEventOutcome(tx, id, decision);
    return decision.outcome;
  });
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

/** A signed webhook call's event (the route checked the signature and the body). */
export function receiveHookEvent(deps: EventDeps, lenderId: number, event: LenderEventInput) {
  return applyLenderEvent(deps, lenderId, event, 'webhook');
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
 * applies each event and keeps the feed's `next` as the cursor, page after page while full pages come back (up to
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
    for (const item of feed.data.events) {
      const event = lenderEventInputSchema.safeParse(item);
      if (!event.success) continue;
      const outcome = await applyLenderEvent(deps, lenderId, event.data, 'poll');
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
