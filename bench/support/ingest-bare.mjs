/**
 * The ingestion benchmark's baseline: a bare exceljs streaming read of the status .xlsx's first sheet, counting its
 * rows and doing nothing else, with the options an importer would use. Read twice in one process: the first read
 * pays for compiling exceljs' code, the second is warm (the faster, stricter baseline).
 */
import ExcelJS from 'exceljs';
import { createMeter } from './ingest-meter.mjs';

const file = process.env.BENCH_XLSX;
const expectedRows = Number(process.env.BENCH_EXPECTED_ROWS);
if (!file || !expectedRows)
  throw new Error('BENCH_XLSX and BENCH_EXPECTED_ROWS are not set: run bench/ingest.bench.mjs');

async function countRows() {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  let rows = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) if (row.hasValues) rows += 1;
    // The first sheet only; the status file has one.
    break;
  }
  return rows;
}

const meter = createMeter();
const cold = await meter.phase('coldRead', countRows);
const warm = await meter.phase('warmRead', countRows);
if (cold !== expectedRows || warm !== expectedRows) {
  throw new Error(`exceljs read ${cold} and ${warm} rows, expected ${expectedRows} (header included)`);
}
meter.finish({ child: 'bare', rows: warm });
