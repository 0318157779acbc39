/**
 * The big CSV's preview through the service: the upload (hash, guard, the bytes stored in the database) and the
 * preview job, which reads, validates and classifies every row against the database. Runs after the .xlsx was
 * applied, so the first BENCH_APPLICATIONS rows move approved applications to 'disbursed' and every later row
 * repeats an id (a duplicate-row error): still a full pass over every row. Prints times and memory as one JSON
 * line.
 */
import fs from 'node:fs';
import { INGEST_MAX_KEPT_ERRORS, formatRowProblem } from '@saakh/domain/ingestion';
import { translate } from '@saakh/domain/messages';
import { getFile, processFile, receiveFile } from '../../apps/api/src/modules/lender-files/lender-files.service';
import { adminSession, benchDeps, driver, expectations, openBenchDatabase, readWorld } from './ingest-common';
import { createMeter } from './ingest-meter.mjs';
import { timeStatusHandler } from './ingest-timing';

const world = readWorld();
const expected = expectations();
const handlerTimes = timeStatusHandler();
const meter = createMeter();
const database = await meter.phase('open', openBenchDatabase);
const deps = benchDeps(database);
const session = adminSession(world.adminId);
const moved = Math.min(world.applications, world.csvRows);
const duplicates = world.csvRows - moved;

const uploaded = await meter.phase('upload', () =>
  receiveFile(
    deps,
    session,
    'status',
    { filename: 'status.csv', stream: fs.createReadStream(world.csvPath), truncated: () => false },
    'en',
  ),
);
await meter.phase('preview', () => processFile(deps, uploaded.id, 'preview'));
const previewHandler = handlerTimes.take();

const previewed = await getFile(deps, session, uploaded.id, 'en');
expected.equal(
  'preview',
  [previewed.stage, previewed.failure, previewed.rows_total, previewed.error_count],
  ['ready', null, world.csvRows, duplicates],
);
expected.equal('preview outcomes', previewed.outcomes, {
  status_change: moved,
  details: 0,
  unchanged: 0,
  disagrees: 0,
  error: duplicates,
});
expected.equal('errors kept', previewed.errors.length, Math.min(duplicates, INGEST_MAX_KEPT_ERRORS));
if (duplicates > 0) {
  // The first repeated id is on the spreadsheet row after the header and the first pass through the ids.
  const problem = { row: moved + 2, column: 'application_id', message: 'duplicateRow' };
  expected.equal('first error', previewed.errors[0], formatRowProblem(problem, translate('duplicateRow', 'en')));
}

await database.close();
meter.finish({
  child: 'csv',
  driver,
  fileId: uploaded.id,
  rows: world.csvRows,
  handler: { preview: previewHandler },
  failures: expected.failures,
});
