/**
 * After the volume data: the daily rollup of every day it covers and the customers' journeys, built by the reporting
 * module's own functions (apps/api/src/modules/reporting/rollup.repository.ts), so the rows are exactly those the
 * rollup job writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Executor } from '../../apps/api/src/db/client';
import type { Progress } from '../../apps/api/src/db/seed/volume/volume-data';

type RollupRepository = {
  rebuildRollupDay: (db: Executor, day: string) => Promise<void>;
  rebuildJourneys: (db: Executor) => Promise<void>;
};

const repositoryFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/src/modules/reporting/rollup.repository.ts',
);

/** The reporting module's rollup functions, or undefined while the module does not exist. */
export async function loadRollupRepository(): Promise<RollupRepository | undefined> {
  if (!fs.existsSync(repositoryFile)) return undefined;
  const module = (await import(repositoryFile)) as Partial<RollupRepository>;
  if (typeof module.rebuildRollupDay !== 'function' || typeof module.rebuildJourneys !== 'function') {
    throw new Error(`${repositoryFile} does not export rebuildRollupDay and rebuildJourneys`);
  }
  return { rebuildRollupDay: module.rebuildRollupDay, rebuildJourneys: module.rebuildJourneys };
}

function daysFrom(firstDay: string, lastDay: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${firstDay}T00:00:00Z`); at <= Date.parse(`${lastDay}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Rebuilds the rollup of each day from firstDay to lastDay (`concurrency` days at a time: a PostgreSQL server
 * works on several, embedded PGlite on one), then every customer's journey. Answers the time each part took.
 */
export async function buildRollups(
  repository: RollupRepository,
  db: Executor,
  range: { firstDay: string; lastDay: string },
  options: { concurrency: number; progress: Progress },
): Promise<{ days: number; rollupMs: number; journeysMs: number }> {
  const days = daysFrom(range.firstDay, range.lastDay);
  const started = performance.now();
  let next = 0;
  let done = 0;
  let reported = started;
  const worker = async () => {
    while (next < days.length) {
      const day = days[next];
      next += 1;
      if (day === undefined) return;
      await repository.rebuildRollupDay(db, day);
      done += 1;
      if (performance.now() - reported > 10_000 || done === days.length) {
        reported = performance.now();
        options.progress(`  rollup: ${done} of ${days.length} days (${Math.round((reported - started) / 1000)} s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  const rollupMs = Math.round(performance.now() - started);
  const journeysStarted = performance.now();
  await repository.rebuildJourneys(db);
  const journeysMs = Math.round(performance.now() - journeysStarted);
  options.progress(`  journeys rebuilt (${(journeysMs / 1000).toFixed(1)} s)`);
  return { days: days.length, rollupMs, journeysMs };
}
