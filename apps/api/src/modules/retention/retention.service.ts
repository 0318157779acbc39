/**
 * The retention schedule enforced (issue 30 item 5, decision 036): each night every table's rows past their period
 * are deleted in bounded batches, and a summary says per table how many went and the cutoff used. It is written to
 * the log and kept as the job's result.
 */
import { z } from 'zod';
import type { Deps } from '../../deps';
import { defineJob } from '../../lib/jobs/jobs';
import type { RetentionEntry, RetentionName } from '../../retention-schedule';
import { discardLeftWaiting } from '../lender-files/lender-files.service';
import * as repo from './retention.repository';
import { nextDailyRun } from '../../lib/jobs/daily';

/** Rows one statement deletes at most, so a night after a long pause still holds no lock for long. */
export const RETENTION_BATCH = 1000;
/** The nightly run starts at 03:00 India time (21:30 UTC), after the 02:00 offer-ranking recount. */
const NIGHTLY_UTC_MINUTES = 21 * 60 + 30;
const DAY_MS = 86_400_000;

export type RetentionResult = {
  name: RetentionName;
  table: string;
  days: number;
  /** Rows older than this went. */
  cutoff: string;
  deleted: number;
};

export type RetentionSummary = { ranAt: string; deleted: number; tables: RetentionResult[] };

async function enforce(deps: Pick<Deps, 'db'>, entry: RetentionEntry, cutoff: Date, batch: number) {
  let deleted = 0;
  for (;;) {
    let done = 0;
    let seen: number;
    if (entry.action === 'discard') {
      const ids = await repo.expiredIds(deps.db, entry, cutoff, batch);
      seen = ids.length;
      for (const id of ids) {
        if (await deps.db.transaction((tx) => discardLeftWaiting(tx, id))) done += 1;
      }
    } else {
      done = await repo.deleteExpired(deps.db, entry, cutoff, batch);
      seen = done;
    }
    deleted += done;
    // A short batch was the last; a batch that moved nothing (rows changed meanwhile) ends the night's work too.
    if (seen < batch || done === 0) return deleted;
  }
}

/** Deletes every table's rows past their period (the configured schedule); answers the summary and logs it. */
export async function runRetention(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>,
  batch = RETENTION_BATCH,
): Promise<RetentionSummary> {
  const now = deps.clock.now();
  const tables: RetentionResult[] = [];
  for (const entry of deps.config.retention) {
    const cutoff = new Date(now.getTime() - entry.days * DAY_MS);
    const deleted = await enforce(deps, entry, cutoff, batch);
    tables.push({ name: entry.name, table: entry.table, days: entry.days, cutoff: cutoff.toISOString(), deleted });
  }
  const summary = { ranAt: now.toISOString(), deleted: tables.reduce((sum, row) => sum + row.deleted, 0), tables };
  deps.log.info(
    {
      retention: {
        ranAt: summary.ranAt,
        deleted: summary.deleted,
        tables: Object.fromEntries(tables.map((row) => [row.table, { deleted: row.deleted, cutoff: row.cutoff }])),
      },
    },
    `retention: ${summary.deleted} expired rows deleted`,
  );
  return summary;
}

/** A run; a scheduled one asks for the next night's when it is done. Its result is the summary. */
export const retentionJob = defineJob({
  queue: 'retention.nightly',
  payload: z.object({ scheduled: z.boolean().optional() }),
  retryLimit: 3,
  retryDelaySeconds: 300,
  expireInSeconds: 60 * 60,
  async run(deps, { scheduled }) {
    const summary = await runRetention(deps);
    if (scheduled) await scheduleRetention(deps);
    return summary;
  },
});

/** The next nightly run after `now`. */
export function nextNightlyRetention(now: Date): Date {
  return nextDailyRun(now, NIGHTLY_UTC_MINUTES);
}

/** Asks for the next nightly run; the key names the night, so several instances starting ask once. */
export async function scheduleRetention(deps: Pick<Deps, 'db' | 'jobs' | 'clock'>): Promise<void> {
  const next = nextNightlyRetention(deps.clock.now());
  await deps.jobs.enqueue(
    deps.db,
    retentionJob,
    { scheduled: true },
    { key: `retention:${next.toISOString()}`, startAfter: next },
  );
}
