/**
 * One lender file read and validated with nothing else (no database), in a process of its own so that it adds
 * nothing to the ingest's own peak RSS: the time a pass spends reading and validating, to split the ingest's passes
 * by step. BENCH_READ_FORMAT picks the file (xlsx or csv); BENCH_READ_PASSES passes are made and the last one timed,
 * warm (the faster, stricter baseline). Prints times and memory as one JSON line.
 */
import { INGEST_ROW_CAP } from '@saakh/domain/ingestion';
import { readLenderFile } from '../../apps/api/src/lib/ingest/engine';
import { expectations, readWorld } from './ingest-common';
import { createMeter } from './ingest-meter.mjs';

const world = readWorld();
const format = process.env.BENCH_READ_FORMAT === 'csv' ? 'csv' : 'xlsx';
const passes = Math.max(1, Number(process.env.BENCH_READ_PASSES ?? 1));
const expected = expectations();
const meter = createMeter();

async function readValidate(): Promise<number> {
  let valid = 0;
  await readLenderFile({
    kind: 'status',
    path: format === 'csv' ? world.csvPath : world.xlsxPath,
    format,
    maxRows: INGEST_ROW_CAP,
    onBatch: async (batch) => {
      valid += batch.valid.length;
    },
  });
  return valid;
}

let valid = 0;
for (let pass = 1; pass <= passes; pass += 1) {
  valid = await meter.phase(pass === passes ? 'readValidate' : `warmUp${pass}`, readValidate);
}
expected.equal(
  `${format} rows valid when read and validated alone`,
  valid,
  format === 'csv' ? world.csvRows : world.applications,
);
meter.finish({ child: 'read', format, rows: valid, failures: expected.failures });
