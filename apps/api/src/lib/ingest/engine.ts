/**
 * Reads a lender file row by row: maps the header to the kind's columns (refusing the file when a required one is
 * missing), validates every row with the kind's domain schema and hands rows on in batches, so memory holds one
 * batch whatever the file's size. What a batch means (a preview's counts, an apply's staged rows) is the caller's.
 */
import type { z } from 'zod';
import { ingestColumns, ingestRowSchemas, type IngestKind, type RowProblem } from '@saakh/domain/ingestion';
import { cellThroughProfile, mapHeaders, type LenderFileProfileRules } from '@saakh/domain/lender-file-profiles';
import { cellText, type SheetCell } from '@saakh/domain/sheet-cells';
import { IngestFileError, type SheetFormat } from './file-guard';
import { readSheet } from './sheet-reader';

export type CellTexts = Record<string, string | number | null>;

/** A row that passed its schema: its number as the spreadsheet shows it, its typed values and its cells as text. */
export type ValidRow<T> = { row: number; values: T; cells: CellTexts };
export type InvalidRow = { row: number; problems: RowProblem[]; cells: CellTexts };

export type SheetBatch<T> = { valid: ValidRow<T>[]; invalid: InvalidRow[] };

export type RowsOf<K extends IngestKind> = z.output<(typeof ingestRowSchemas)[K]>;

export type ReadFileOptions<K extends IngestKind> = {
  kind: K;
  path: string;
  format: SheetFormat;
  maxRows: number;
  /** The lender's file profile (decision 046): its headers, status words and date and amount styles. */
  profile?: LenderFileProfileRules | null;
  batchSize?: number;
  onBatch: (batch: SheetBatch<RowsOf<K>>) => Promise<void>;
  /** After each batch: data rows read so far and bytes of the file read. */
  onProgress?: (rowsRead: number, bytesRead: number) => Promise<void>;
};

export type ReadFileResult = { rowsRead: number; unknownColumns: string[] };

const DEFAULT_BATCH = 1000;

/** The row schemas by kind, typed so that a kind's schema gives that kind's rows. */
const rowSchemas: { [Kind in IngestKind]: z.ZodType<RowsOf<Kind>> } = ingestRowSchemas;

/** `absent`: the kind's optional columns the header does not name, read as empty cells in every row. */
type HeaderMap = { columns: (string | null)[]; unknown: string[]; absent: string[] };

function mapHeader(kind: IngestKind, header: SheetCell[], profile: LenderFileProfileRules | null): HeaderMap {
  const { columns } = mapHeaders(kind, header, profile);
  const unknown = header
    .map((cell, index) => (columns[index] === null ? cellText(cell) : null))
    .filter((name): name is string => name !== null);
  const present = new Set(columns);
  const notNamed = ingestColumns[kind].filter((column) => !present.has(column.key));
  const missing = notNamed.filter((column) => column.required);
  if (missing.length > 0) {
    throw new IngestFileError('missingColumns', { columns: missing.map((column) => column.key).join(', ') });
  }
  return { columns, unknown, absent: notNamed.map((column) => column.key) };
}

function cellsOf(
  kind: IngestKind,
  map: HeaderMap,
  cells: SheetCell[],
  profile: LenderFileProfileRules | null,
): { raw: Record<string, SheetCell>; texts: CellTexts } {
  const raw: Record<string, SheetCell> = {};
  const texts: CellTexts = {};
  map.columns.forEach((key, index) => {
    if (key === null || key in raw) return;
    const cell = cells[index] ?? null;
    // The schema reads the cell as the profile means it; the texts keep what the lender wrote.
    raw[key] = profile ? cellThroughProfile(kind, key, cell, profile) : cell;
    texts[key] = typeof cell === 'number' ? cell : cellText(cell);
  });
  // A row schema sees an absent column as it sees an empty cell; the texts keep what the lender wrote.
  for (const key of map.absent) raw[key] = null;
  return { raw, texts };
}

function problemsOf(row: number, error: z.ZodError, texts: CellTexts): RowProblem[] {
  return error.issues.map((issue) => {
    const column = String(issue.path[0] ?? 'row');
    // A status word Saakh does not know is named on its row, so the admin can add it to the lender's profile.
    const word = issue.message === 'unknownStatus' ? texts[column] : null;
    return { row, column, message: issue.message, ...(word != null ? { detail: String(word).slice(0, 60) } : {}) };
  });
}

export async function readLenderFile<K extends IngestKind>(options: ReadFileOptions<K>): Promise<ReadFileResult> {
  const schema = rowSchemas[options.kind];
  const profile = options.profile ?? null;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  let header: HeaderMap | null = null;
  let rowsRead = 0;
  let bytesRead = 0;
  let batch: SheetBatch<RowsOf<K>> = { valid: [], invalid: [] };

  // One batch is handed on while the next is read: the caller's database work overlaps parsing, and batches still
  // reach the caller one after another, in the file's order.
  let handing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.valid.length + batch.invalid.length === 0) return;
    const full = batch;
    const progress = { rows: rowsRead, bytes: bytesRead };
    batch = { valid: [], invalid: [] };
    await handing;
    handing = (async () => {
      await options.onBatch(full);
      await options.onProgress?.(progress.rows, progress.bytes);
    })();
    // Seen by the next flush or the end; until then a failure must not count as unhandled.
    handing.catch(() => undefined);
  };

  const rows = readSheet(options.path, options.format, {
    // The header row counts against Excel's limit too.
    maxRows: options.maxRows + 1,
    onBytes: (bytes) => {
      bytesRead = bytes;
    },
  });
  try {
    for await (const { rowNumber, cells } of rows) {
      if (!header) {
        header = mapHeader(options.kind, cells, profile);
        continue;
      }
      rowsRead += 1;
      const { raw, texts } = cellsOf(options.kind, header, cells, profile);
      const parsed = schema.safeParse(raw);
      if (parsed.success) batch.valid.push({ row: rowNumber, values: parsed.data, cells: texts });
      else batch.invalid.push({ row: rowNumber, problems: problemsOf(rowNumber, parsed.error, texts), cells: texts });
      if (batch.valid.length + batch.invalid.length >= batchSize) await flush();
    }
    if (!header) throw new IngestFileError('noHeaderRow');
    await flush();
    await handing;
  } finally {
    // A file refused halfway leaves no batch still writing behind the caller's back.
    await handing.catch(() => undefined);
  }
  if (rowsRead === 0) throw new IngestFileError('noDataRows');
  return { rowsRead, unknownColumns: header.unknown };
}
