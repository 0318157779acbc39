/**
 * What orders offers besides APR, and the record of each order a customer was shown (issue 29): lenders' approval
 * rates and speed per credit score class, recounted from applications by a nightly job, and one kept row per
 * distinct ranked list of a journey for an audit. Commission is never read here.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { rankingRecord, type LenderPerformance, type RecordedRankingEntry } from '@saakh/domain/offer-ranking';
import { RANKING_RULE, type Offer } from '@saakh/domain/offers';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { defineJob } from '../../lib/jobs/jobs';
import * as repo from './offer-ranking.repository';
import { nextDailyRun } from '../../lib/jobs/daily';

/** Decisions older than this no longer speak for how a lender decides now. */
export const PERFORMANCE_WINDOW_DAYS = 365;
/** The nightly recount starts at 02:00 India time (20:30 UTC), when few customers compare offers. */
const NIGHTLY_UTC_MINUTES = 20 * 60 + 30;
const DAY_MS = 86_400_000;

/** Counts every lender's figures again; answers the rows written. */
export async function recountLenderPerformance(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - PERFORMANCE_WINDOW_DAYS * DAY_MS);
  return deps.db.transaction((tx) => repo.recountPerformance(tx, since, now));
}

/** A recount; a scheduled one asks for the next night's when it is done. */
export const lenderPerformanceJob = defineJob({
  queue: 'offer-ranking.lender-performance',
  payload: z.object({ scheduled: z.boolean().optional() }),
  retryLimit: 3,
  retryDelaySeconds: 60,
  async run(deps, { scheduled }) {
    await recountLenderPerformance(deps);
    if (scheduled) await scheduleLenderPerformance(deps);
  },
});

/** The next nightly recount after `now`. */
export function nextNightlyRecount(now: Date): Date {
  return nextDailyRun(now, NIGHTLY_UTC_MINUTES);
}

/**
 * Asks for the next nightly recount, and for one now while there are no figures at all (a fresh database, the demo
 * data). Keys name the night (or the day of the first count), so several instances starting ask once.
 */
export async function scheduleLenderPerformance(deps: Pick<Deps, 'db' | 'jobs' | 'clock'>): Promise<void> {
  const now = deps.clock.now();
  if (!(await repo.hasPerformance(deps.db))) {
    const day = now.toISOString().slice(0, 10);
    await deps.jobs.enqueue(deps.db, lenderPerformanceJob, {}, { key: `offer-ranking.performance:first:${day}` });
  }
  const next = nextNightlyRecount(now);
  await deps.jobs.enqueue(
    deps.db,
    lenderPerformanceJob,
    { scheduled: true },
    { key: `offer-ranking.performance:${next.toISOString()}`, startAfter: next },
  );
}

/** How these lenders decided for customers of this credit score class, read in one query. */
export function performanceFor(
  db: Executor,
  lenderIds: readonly number[],
  creditScoreClass: number,
): Promise<Map<number, LenderPerformance>> {
  return repo.performanceOf(db, lenderIds, creditScoreClass);
}

/**
 * Keeps the ranked list a journey was shown (rule and each offer's inputs); the same list shown again writes
 * nothing. Answers whether a row was written.
 */
export function recordRanking(db: Executor, appId: number, offers: readonly Offer[]): Promise<boolean> {
  const inputs = rankingRecord(offers);
  const inputsHash = createHash('sha256')
    .update(JSON.stringify({ rule: RANKING_RULE, inputs }))
    .digest('hex');
  return repo.insertRanking(db, { appId, rule: RANKING_RULE, inputsHash, inputs });
}

export type RecordedRanking = {
  appId: number;
  rule: string;
  recordedAt: string;
  offers: RecordedRankingEntry[];
};

/** The ranked lists these journeys were shown, newest first, for staff auditing an order. */
export async function rankingsOfJourneys(db: Executor, appIds: readonly number[]): Promise<RecordedRanking[]> {
  const rows = await repo.listRankings(db, appIds);
  return rows.map((row) => ({
    appId: row.app_id,
    rule: row.rule,
    recordedAt: row.created_at.toISOString(),
    offers: row.inputs as RecordedRankingEntry[],
  }));
}
