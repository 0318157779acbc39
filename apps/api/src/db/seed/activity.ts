/**
 * Demo activity for `npm start`: three months of a small marketplace (the volume generator of `seed:volume`, at a
 * few thousand applications), so the dashboard and the reports have something true to show on a fresh clone. It is
 * volume data like any other: `npm run seed:volume -- --force` replaces it with a large set.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { rowsOf } from '../sql';
import { rebuildJourneys } from '../../modules/reporting/rollup.service';
import { generateVolumeData, type RunSql } from './volume/volume-data';

export const DEMO_ACTIVITY = { applications: 1500, events: 15_000, months: 3, seed: 7, partners: 8 } as const;

export async function seedDemoActivity(tx: Executor): Promise<void> {
  const run: RunSql = (text) => rowsOf<Record<string, unknown>>(tx, sql.raw(text));
  await generateVolumeData(run, { ...DEMO_ACTIVITY, workMem: '32MB' }, () => undefined);
  // The dashboard counts its days when first opened; the journeys list reads what the events made.
  await rebuildJourneys(tx);
}
