/**
 * Reads the first sheet of a lender's file row by row, whatever its format, so an import can validate a million rows
 * holding one row at a time. Nothing is ever evaluated: formulas give their cached results, and text that looks
 * like a formula ('=SUM(A1)', '+91…', '-5', '@cmd') stays text.
 */
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { Transform, pipeline } from 'node:stream';
import type * as XLSX from '@e965/xlsx';
import { wallClockDate, type SheetCell } from '@saakh/domain/sheet-cells';
import Papa from 'papaparse';
import { IngestFileError, type SheetFormat } from './file-guard';
import { readXlsxRows } from './xlsx-rows';

export type SheetRow = { rowNumber: number; cells: SheetCell[] };

export type ReadOptions = {
  /** Bytes of the file read so far, rising to the file's size. */
  onBytes?: (bytesRead: number) => void;
  /** Rows allowed, the header row included; Excel's own limit is EXCEL_MAX_ROWS. */
  maxRows: number;
};

export const EXCEL_MAX_ROWS = 1_048_576;

/**
 * Streams the FIRST sheet's rows in order, header row included, skipping wholly empty rows (every cell empty or
 * blank text); rowNumber is the row number the spreadsheet shows (xlsx/xls row index; csv: 1-based record number,
 * empty records counted, as a spreadsheet shows them). `cells` starts at column A. More than maxRows rows →
 * IngestFileError('tooManyRows'); a file the format's parser cannot read → IngestFileError('unreadableFile').
 * Cells: shared strings resolved, rich text and hyperlinks as their text, error cells null, date cells as Dates (see
 * wallClockDate), csv cells as the text written. Stopping early (break, throw) closes the file.
 */
export async function* readSheet(path: string, format: SheetFormat, options: ReadOptions): AsyncGenerator<SheetRow> {
  const rows = rowsOf(path, format, options.onBytes);
  let count = 0;
  try {
    for await (const row of rows) {
      if (row.cells.every(isBlank)) continue;
      count += 1;
      if (count > options.maxRows) throw new IngestFileError('tooManyRows', { maxRows: options.maxRows });
      yield row;
    }
  } catch (error) {
    throw asIngestError(error);
  }
}

function rowsOf(path: string, format: SheetFormat, onBytes: ReadOptions['onBytes']): AsyncGenerator<SheetRow> {
  switch (format) {
    case 'xlsx':
      return readXlsxRows(path, onBytes);
    case 'xls':
      return readXlsRows(path, onBytes);
    case 'csv':
      return readCsvRows(path, onBytes);
  }
}

function isBlank(cell: SheetCell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/** A parser's complaint means the file is not what it claims; a system error (disk, permissions) stays as it is. */
function asIngestError(error: unknown): unknown {
  if (error instanceof IngestFileError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  return new IngestFileError('unreadableFile', {}, { cause: error });
}

// ---------- .xls (BIFF): at most 65,536 rows, so reading it whole is fine ----------

async function* readXlsRows(path: string, onBytes: ReadOptions['onBytes']): AsyncGenerator<SheetRow> {
  const data = await readFile(path);
  onBytes?.(data.length);
  // Loaded on the first .xls: SheetJS is 11 MB of memory that most processes never need.
  const sheetjs = await import('@e965/xlsx');
  const workbook = sheetjs.read(data, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    cellDates: true,
    sheets: 0,
    dense: true,
  });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw new IngestFileError('unreadableFile', { part: 'worksheet' });
  const reference = sheet['!ref'];
  if (!reference) return;
  const range = sheetjs.utils.decode_range(reference);
  const cellRows = sheet['!data'] ?? [];
  for (let index = range.s.r; index <= range.e.r; index += 1) {
    const cells = cellRows[index];
    // Dense rows are indexed from column A, so positions are the sheet's columns.
    if (cells) yield { rowNumber: index + 1, cells: Array.from(cells, xlsCell) };
  }
}

function xlsCell(cell: XLSX.CellObject | undefined): SheetCell {
  const value = cell?.v;
  switch (cell?.t) {
    case 'b':
      return typeof value === 'boolean' ? value : null;
    case 'n':
      return typeof value === 'number' ? value : null;
    case 's':
      return typeof value === 'string' ? value : null;
    case 'd':
      // SheetJS gives the wall-clock time in the Date's UTC fields, whatever the server's time zone.
      return value instanceof Date ? wallClockDate(value.getTime()) : null;
    default:
      // 'e' (an error such as #N/A), 'z' (a styled empty cell) and holes.
      return null;
  }
}

// ---------- .csv: UTF-8 text, delimiter guessed among comma, semicolon and tab ----------

const delimitersToGuess = [',', ';', '\t'];
const DELIMITER_SNIFF_BYTES = 64 * 1024;

async function* readCsvRows(path: string, onBytes: ReadOptions['onBytes']): AsyncGenerator<SheetRow> {
  const delimiter = await guessDelimiter(path);
  const source = createReadStream(path);
  let bytesRead = 0;
  const decoder = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const atStart = bytesRead === 0;
      bytesRead += chunk.length;
      onBytes?.(bytesRead);
      // A UTF-8 byte order mark, as Excel's "CSV UTF-8" writes it, would otherwise stick to the first header.
      const hasBom = atStart && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
      callback(null, hasBom ? chunk.subarray(3) : chunk);
    },
  });
  // Decoding here keeps a multi-byte character cut by a chunk boundary whole; papaparse would decode chunk by chunk.
  decoder.setEncoding('utf8');
  // Empty lines are kept (and skipped by readSheet) so that record numbers match the rows a spreadsheet shows.
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: false, skipEmptyLines: false, delimiter });
  // pipeline() destroys the parser with any error, so the loop below sees it; a break destroys all three streams.
  const records = pipeline(source, decoder, parser, () => {});
  let recordNumber = 0;
  try {
    for await (const record of records) {
      recordNumber += 1;
      const cells: SheetCell[] = Array.isArray(record) ? record.map((cell: unknown) => String(cell)) : [];
      yield { rowNumber: recordNumber, cells };
    }
  } finally {
    records.destroy();
    source.destroy();
  }
}

/**
 * The delimiter, guessed by papaparse from the first lines with empty lines skipped: guessing while keeping them (as
 * the streaming parse must, to number records) fails on short files, whose trailing empty line breaks the pattern.
 */
async function guessDelimiter(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(DELIMITER_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.toString('utf8', 0, bytesRead).replace(/^\uFEFF/, '');
    const { meta } = Papa.parse<string[]>(head, { preview: 20, skipEmptyLines: 'greedy', delimitersToGuess });
    return meta.delimiter || ',';
  } finally {
    await handle.close();
  }
}
