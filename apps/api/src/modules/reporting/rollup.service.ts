/**
 * Keeping the daily rollup current (decision 010). A day is counted by a job; the job is asked for when a day's
 * figures may have changed: when a report reads a day that was never counted or was counted before it ended, when a
 * lender file changed past days (disbursal and payout dates), and when an admin asks for a day again. Keys make
 * each request count a day once however many readers ask.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { addDays, dayInIndia, MAX_RANGE_DAYS, rangeInstants } from '@saakh/domain/date-ranges';
import type { RollupRebuildInput } from '@saakh/domain/reporting';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { defineJob } from '../../lib/jobs/jobs';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { forgetReadings } from './read-cache';
import * as repo from './rollup.repository';

/** A day still running is counted again when its figures are older than this. */
export const TODAY_FRESH_MS = 5 * 60_000;

/** Counts days one after the other (each in its own transaction): a reader's stale days go as one job. */
export const rollupDaysJob = defineJob({
  queue: 'rollup-days',
  payload: z.object({
    days: z
      .array(z.iso.date())
      .min(1)
      .max(MAX_RANGE_DAYS * 2),
  }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 30 * 60,
  async run(deps, { days }) {
    for (const day of days) await repo.rebuildRollupDay(deps.db, day, deps.clock.now());
    // The dashboard and reports kept by this process show the recount at once (read-cache.ts).
    forgetReadings(deps);
  },
});

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Whether a day's figures may be behind: never counted, or counted before the day ended (for today: more than a
 * few minutes ago). Days after today have nothing to count.
 */
export function isStale(day: string, refreshedAt: Date | undefined, now: Date): boolean {
  if (day > dayInIndia(now)) return false;
  if (!refreshedAt) return true;
  const dayEnd = rangeInstants({ from: day, to: day }).end;
  const freshFrom = Math.min(dayEnd.getTime(), now.getTime() - TODAY_FRESH_MS);
  return refreshedAt.getTime() < freshFrom;
}

/**
 * Asks for every stale day of a range to be counted again, and answers how many are being counted (those and any
 * a lender file or an admin asked for), with when each day was last counted. The key names
 * the day and the count it replaces, so readers asking at once share one job.
 */
export async function refreshStaleDays(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  from: string,
  to: string,
): Promise<{ pending: number; countedAt: Map<string, Date> }> {
  const now = deps.clock.now();
  const [times, counting] = await Promise.all([
    repo.refreshTimes(deps.db, from, to),
    repo.daysBeingCounted(deps.db, from, to),
  ]);
  const stale = daysBetween(from, to).filter((day) => isStale(day, times.get(day), now));
  if (stale.length === 0) return { pending: counting.size, countedAt: times };
  const key = createHash('sha256')
    .update(stale.map((day) => `${day}@${times.get(day)?.getTime() ?? 'never'}`).join(','))
    .digest('hex');
  await deps.jobs.enqueue(deps.db, rollupDaysJob, { days: stale }, { key: `rollup:${key}` });
  return { pending: new Set([...stale, ...counting]).size, countedAt: times };
}

/**
 * A lender file's apply, with the days it changes counted again once it commits: the disbursal days its rows had
 * before and the disbursal and payout days they bring (a corrected disbursal date moves a disbursal between two
 * days), and today's.
 */
export async function applyCountingDays<T>(
  deps: Pick<Deps, 'jobs' | 'clock'>,
  tx: Executor,
  fileId: number,
  apply: () => Promise<T>,
): Promise<T> {
  const changed = await repo.daysOfFile(tx, fileId);
  const result = await apply();
  const today = dayInIndia(deps.clock.now());
  const days = [...new Set([today, ...changed])].filter((day) => day <= today).sort();
  await deps.jobs.enqueue(tx, rollupDaysJob, { days }, { key: `rollup:file:${fileId}` });
  return result;
}

/** An admin asks for one day to be counted again (role 1), e.g. after correcting data by hand. */
export async function requestRebuild(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  session: Session,
  input: RollupRebuildInput,
): Promise<void> {
  const now = deps.clock.now();
  if (input.day > dayInIndia(now)) throw fieldError('day', 'rollupDayInFuture');
  await deps.db.transaction(async (tx) => {
    await deps.jobs.enqueue(
      tx,
      rollupDaysJob,
      { days: [input.day] },
      { key: `rollup:${input.day}:asked:${now.getTime()}` },
    );
    await recordAudit(tx, session, [{ action: 'rollup.rebuild', entity: 'rollup', entityId: input.day }]);
  });
}

/**
 * Every customer journey counted again from the raw events, after a bulk load of events (the demo seed's activity):
 * the same result recording them one by one reaches.
 */
export async function rebuildJourneys(db: Executor): Promise<void> {
  await repo.rebuildJourneys(db);
}

/**
 * Keeps a customer's journey as one of their events is recorded, in the recorder's transaction (the tracking module
 * calls it beside its event insert).
 */
export function recordJourneyEvent(...args: Parameters<typeof repo.recordJourneyEvent>): Promise<void> {
  return repo.recordJourneyEvent(...args);
}
