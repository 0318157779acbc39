/**
 * The status .xlsx ingested end to end through the service, as the upload route and the two jobs would: the
 * upload (hash, guard, the bytes stored in the database), the preview job, the admin's apply, and the apply job
 * (read again, validate, classify, stage with progress, apply in one transaction with history). Checks every
 * answer and prints times and memory as one JSON line (bench/support/ingest-meter.mjs).
 */
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { application_status_history, applications } from '../../apps/api/src/db/schema/applications';
import { ingest_rows } from '../../apps/api/src/db/schema/ingestion';
import {
  applyFile,
  getFile,
  processFile,
  receiveFile,
} from '../../apps/api/src/modules/lender-files/lender-files.service';
import { adminSession, benchDeps, countOf, driver, expectations, openBenchDatabase, readWorld } from './ingest-common';
import { createMeter } from './ingest-meter.mjs';
import { timeStatusHandler } from './ingest-timing';

const world = readWorld();
const expected = expectations();
const handlerTimes = timeStatusHandler();
const meter = createMeter();
const database = await meter.phase('open', openBenchDatabase);
const deps = benchDeps(database);
const { db } = deps;
const session = adminSession(world.adminId);

const uploaded = await meter.phase('upload', () =>
  receiveFile(
    deps,
    session,
    'status',
    { filename: 'status.xlsx', stream: fs.createReadStream(world.xlsxPath), truncated: () => false },
    'en',
  ),
);

await meter.phase('preview', () => processFile(deps, uploaded.id, 'preview'));
const previewHandler = handlerTimes.take();
const previewed = await getFile(deps, session, uploaded.id, 'en');
expected.equal(
  'preview',
  [previewed.stage, previewed.rows_total, previewed.error_count],
  ['ready', world.applications, 0],
);
expected.equal('preview outcomes', previewed.outcomes, {
  status_change: world.applications,
  details: 0,
  unchanged: 0,
  disagrees: 0,
  error: 0,
});

await meter.phase('decide', () =>
  applyFile(deps, session, uploaded.id, { skip_errors: false, confirm_duplicate: false }, 'en'),
);
await meter.phase('apply', () => processFile(deps, uploaded.id, 'apply'));
const applyHandler = handlerTimes.take();

const applied = await getFile(deps, session, uploaded.id, 'en');
expected.equal(
  'applied file',
  [applied.stage, applied.status, applied.rows_updated, applied.failure],
  ['applied', 'completed', world.applications, null],
);
const ofLender = eq(applications.lender_id, world.lenderId);
expected.equal(
  'applications approved with the file’s details',
  await countOf(
    db,
    sql`select count(*) as n from ${applications} where ${and(ofLender, eq(applications.status, 'approved'))}
      and lender_reference like 'LR-%' and disbursed_amount >= 150000 and disbursed_on is not null`,
  ),
  world.applications,
);
expected.equal(
  'history rows from the lender file',
  await countOf(
    db,
    sql`select count(*) as n from ${application_status_history}
      where source = 'lender_file' and actor_id = ${uploaded.id} and from_status = 'submitted' and status = 'approved'`,
  ),
  world.applications,
);
expected.equal(
  'multi-byte remarks kept whole',
  await countOf(db, sql`select count(*) as n from ${applications} where ${ofLender} and remarks like '%₹ राशि तय'`),
  world.multiByteRemarks,
);
expected.equal(
  'staged rows cleared',
  await countOf(db, sql`select count(*) as n from ${ingest_rows} where file_id = ${uploaded.id}`),
  0,
);

await database.close();
meter.finish({
  child: 'ingest',
  driver,
  fileId: uploaded.id,
  rows: world.applications,
  handler: { preview: previewHandler, apply: applyHandler },
  failures: expected.failures,
});
