/**
 * What follows a status change (decision 031): recordStatusChanges writes one event per history row in the change's
 * transaction and asks for this job; the job hands the batch's events to every subscriber, each in a transaction
 * of its own that also records the subscriber's reaction, so a rerun of the job reacts to each event once.
 */
import { z } from 'zod';
import { dayInIndia } from '@saakh/domain/date-ranges';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { defineJob } from '../../lib/jobs/jobs';
import { refreshCommissionsFor } from '../commissions/commissions.service';
import { queueStatusMessages } from '../messaging/messaging.service';
import { queueAutosubmissions } from '../lender-connectors/lender-submissions.service';
import { queueHistoryWebhooks } from '../partner-api/webhooks.service';
import { queueDisbursalEmails } from '../partner-support/partner-support.service';
import { rollupDaysJob } from '../reporting/rollup.service';
import * as repo from './applications.repository';

export type ApplicationEvent = repo.ApplicationEventRow;

type SubscriberDeps = Pick<Deps, 'jobs' | 'clock'>;

export type ApplicationEventSubscriber = {
  name: string;
  /** Reacts, in the transaction that records the reaction, to events it has not seen. */
  react(deps: SubscriberDeps, tx: Executor, events: ApplicationEvent[]): Promise<void>;
};

const disbursedIds = (events: ApplicationEvent[]) => [
  ...new Set(events.filter((event) => event.status === 'disbursed').map((event) => event.application_id)),
];

/** Every subscriber, in the order they react; each reacts once to each event. */
export const applicationEventSubscribers: readonly ApplicationEventSubscriber[] = [
  {
    // The customer hears of the status the application has now: a status it has already left (the approval an MIS
    // disbursal implies, a submission the intake rules rejected at once) sends nothing.
    name: 'customer-messages',
    async react(deps, tx, events) {
      const latest = await repo.latestHistoryIds(tx, [...new Set(events.map((event) => event.application_id))]);
      const current = events.filter((event) => latest.get(event.application_id) === event.history_id);
      await queueStatusMessages(deps, tx, {
        applicationIds: current.map((event) => event.application_id),
        source: 'status_change',
      });
    },
  },
  {
    // Partners hear of every step, as each history row is its own `application.status_changed`.
    name: 'partner-webhooks',
    async react(deps, tx, events) {
      await queueHistoryWebhooks(
        deps,
        tx,
        events.map((event) => event.history_id),
      );
    },
  },
  {
    name: 'partner-disbursal-emails',
    async react(deps, tx, events) {
      await queueDisbursalEmails(deps, tx, disbursedIds(events));
    },
  },
  {
    name: 'commissions',
    async react(_deps, tx, events) {
      await refreshCommissionsFor(tx, disbursedIds(events));
    },
  },
  {
    // A lender on an API connector with autosubmission on is sent the application once it is submitted (decision
    // 044); a submission the lender itself reported is not sent back to it.
    name: 'lender-connectors',
    async react(deps, tx, events) {
      const submitted = events.filter((event) => event.status === 'submitted' && event.source !== 'lender_callback');
      await queueAutosubmissions(
        deps,
        tx,
        submitted.map((event) => event.application_id),
      );
    },
  },
  {
    // The day of each change, and the disbursal day a disbursal brings (a lender reports past dates).
    name: 'rollup-days',
    async react(deps, tx, events) {
      const today = dayInIndia(deps.clock.now());
      const days = new Set(events.map((event) => dayInIndia(event.created_at)));
      for (const day of await repo.disbursalDays(tx, disbursedIds(events))) days.add(day);
      const first = events[0];
      if (!first) return;
      const wanted = [...days].filter((day) => day <= today).sort();
      if (wanted.length === 0) return;
      await deps.jobs.enqueue(tx, rollupDaysJob, { days: wanted }, { key: `rollup:application-events:${first.batch}` });
    },
  },
];

/** Hands one batch's events to every subscriber that has not reacted to them yet. */
export async function dispatchBatch(deps: Pick<Deps, 'db' | 'jobs' | 'clock'>, batch: string): Promise<void> {
  for (const subscriber of applicationEventSubscribers) {
    await deps.db.transaction(async (tx) => {
      const events = await repo.claimEvents(tx, batch, subscriber.name);
      if (events.length > 0) await subscriber.react(deps, tx, events);
    });
  }
  await repo.markBatchDispatched(deps.db, batch);
}

/** Dispatches every batch not finished yet (tests, and a worker catching up), oldest first; answers how many. */
export async function dispatchPendingEvents(deps: Pick<Deps, 'db' | 'jobs' | 'clock'>): Promise<number> {
  let dispatched = 0;
  for (;;) {
    const batches = await repo.pendingBatches(deps.db, 100);
    for (const batch of batches) await dispatchBatch(deps, batch);
    dispatched += batches.length;
    if (batches.length < 100) return dispatched;
  }
}

/** How long a dispatched event is kept (to look into what its subscribers did) before the dispatcher deletes it. */
export const DISPATCHED_EVENTS_KEEP_DAYS = 14;
const PRUNE_WINDOW = 1000;

/**
 * Deletes the oldest dispatched events past DISPATCHED_EVENTS_KEEP_DAYS, a window at a time, a few windows per call:
 * the dispatcher calls it after each batch, so the outbox stays as large as two weeks of changes.
 */
export async function pruneDispatchedEvents(deps: Pick<Deps, 'db'>, maxWindows = 5): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < maxWindows; round += 1) {
    const now = await repo.pruneDispatchedEvents(deps.db, DISPATCHED_EVENTS_KEEP_DAYS, PRUNE_WINDOW);
    deleted += now;
    if (now === 0) break;
  }
  return deleted;
}

export const dispatchApplicationEventsJob = defineJob({
  queue: 'application-events',
  payload: z.object({ batch: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  async run(deps, { batch }) {
    await dispatchBatch(deps, batch);
    await pruneDispatchedEvents(deps);
  },
});

/** Asks, in the change's transaction, for its batch to be dispatched once it commits. */
export async function enqueueDispatch(deps: Pick<Deps, 'jobs'>, tx: Executor, batch: string): Promise<void> {
  await deps.jobs.enqueue(tx, dispatchApplicationEventsJob, { batch }, { key: `application-events:${batch}` });
}
