/**
 * Streams the rows of an .xlsx's first worksheet. The zip is read with random access, so the parts a sheet depends
 * on (relationships, workbook, shared strings, styles) are read before it whatever their order in the file, and
 * nothing is spilled to temporary files. Written in place of exceljs' streaming reader, which decodes each inflated
 * chunk on its own and so garbles a multi-byte character (Devanagari, '₹') cut by a chunk boundary, and which parks
 * worksheets in temporary files it only deletes when the whole workbook has been iterated.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { posix } from 'node:path';
import { wallClockDate, type SheetCell } from '@saakh/domain/sheet-cells';
import { IngestFileError } from './ingest-file-error';
import { attributeValue, forEachAttribute, readAttributes, XmlTokenizer, type XmlHandler } from './xml-tokens';
import { openEntryText, readZipDirectory, type ZipEntry } from './zip-directory';

export type XlsxRow = { rowNumber: number; cells: SheetCell[] };

const MAX_COLUMN = 16_384;
const MAX_ROW_NUMBER = 1_048_576;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01, and the 1904 date system's shift. */
const UNIX_EPOCH_SERIAL = 25_569;
const DATE_1904_SHIFT = 1_462;

const relationshipTypes = {
  officeDocument: '/officeDocument',
  worksheet: '/worksheet',
  sharedStrings: '/sharedStrings',
  styles: '/styles',
};

type Package = {
  path: string;
  handle: FileHandle;
  /** Entries by lower-cased name: OPC part names are case-insensitive. */
  entries: Map<string, ZipEntry>;
  countBytes: (bytes: number) => void;
};

/**
 * The first worksheet's rows in order, as written (empty rows included, cells as values: shared strings resolved,
 * rich text as plain text, formulas as their cached result, errors as null, date-formatted numbers as Dates built by
 * wallClockDate). `onBytes` receives the compressed bytes read so far, and the file's size once the sheet is done.
 */
export async function* readXlsxRows(path: string, onBytes?: (bytesRead: number) => void): AsyncGenerator<XlsxRow> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    // The guard has already bounded the entry count; here any count the file really has is read.
    const directory = await readZipDirectory(handle, size, Number.MAX_SAFE_INTEGER);
    let bytesRead = 0;
    const pkg: Package = {
      path,
      handle,
      entries: new Map(directory.map((entry) => [entry.name.toLowerCase(), entry])),
      countBytes: (bytes) => {
        bytesRead += bytes;
        onBytes?.(bytesRead);
      },
    };
    const sheet = await locateFirstSheet(pkg);
    const strings = sheet.sharedStrings ? await readSharedStrings(pkg, sheet.sharedStrings) : [];
    const dateStyles = sheet.styles ? await readDateStyles(pkg, sheet.styles) : [];
    const worksheet = new WorksheetHandler(strings, dateStyles, sheet.date1904);
    const tokenizer = new XmlTokenizer(worksheet);
    for await (const chunk of partChunks(pkg, sheet.worksheet)) {
      tokenizer.write(chunk);
      yield* worksheet.takeRows();
    }
    tokenizer.end();
    yield* worksheet.takeRows();
    if (bytesRead < size) onBytes?.(size);
  } finally {
    await handle.close();
  }
}

// ---------- the package: relationships and parts ----------

type SheetParts = {
  worksheet: ZipEntry;
  sharedStrings: ZipEntry | undefined;
  styles: ZipEntry | undefined;
  date1904: boolean;
};

/** Follows package → workbook → first sheet tab, as Excel does; a package without them is not a workbook. */
async function locateFirstSheet(pkg: Package): Promise<SheetParts> {
  const rootRelationships = await readRelationships(pkg, '');
  const workbookPart =
    rootRelationships.find(({ type }) => type.endsWith(relationshipTypes.officeDocument))?.target ?? 'xl/workbook.xml';
  const workbook = await readWorkbook(pkg, workbookPart);
  const relationships = await readRelationships(pkg, workbookPart);
  const byId = new Map(relationships.map((relationship) => [relationship.id, relationship]));
  const firstSheet = workbook.sheetRelationshipIds
    .map((id) => byId.get(id))
    .find((relationship) => relationship?.type.endsWith(relationshipTypes.worksheet));
  const partOf = (type: string) => relationships.find((relationship) => relationship.type.endsWith(type))?.target;
  const worksheet = entryOf(pkg, firstSheet?.target) ?? firstNumberedSheet(pkg);
  if (!worksheet) throw new IngestFileError('unreadableFile', { part: 'worksheet' });
  return {
    worksheet,
    sharedStrings: entryOf(pkg, partOf(relationshipTypes.sharedStrings) ?? 'xl/sharedStrings.xml'),
    styles: entryOf(pkg, partOf(relationshipTypes.styles) ?? 'xl/styles.xml'),
    date1904: workbook.date1904,
  };
}

function entryOf(pkg: Package, partName: string | undefined): ZipEntry | undefined {
  return partName === undefined ? undefined : pkg.entries.get(partName.toLowerCase());
}

/** Without a readable workbook part, the lowest-numbered xl/worksheets/sheetN.xml, as most writers name the first. */
function firstNumberedSheet(pkg: Package): ZipEntry | undefined {
  const numbered = [...pkg.entries]
    .map(([name, entry]) => ({ number: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1], entry }))
    .filter((sheet): sheet is { number: string; entry: ZipEntry } => sheet.number !== undefined)
    .sort((a, b) => Number(a.number) - Number(b.number));
  return numbered[0]?.entry;
}

type Relationship = { id: string; type: string; target: string };

/** The relationships of a part ('' for the package itself), targets resolved to part names. */
async function readRelationships(pkg: Package, partName: string): Promise<Relationship[]> {
  const relsName = posix.join(posix.dirname(partName), '_rels', `${posix.basename(partName)}.rels`);
  const relationships: Relationship[] = [];
  await parsePart(pkg, relsName, {
    open(name, attributes) {
      if (name !== 'Relationship') return;
      const values = readAttributes(attributes);
      if (values.get('TargetMode') === 'External') return;
      relationships.push({
        id: values.get('Id') ?? '',
        type: values.get('Type') ?? '',
        target: resolveTarget(partName, values.get('Target') ?? ''),
      });
    },
    close() {},
    text() {},
  });
  return relationships;
}

function resolveTarget(sourcePart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return posix.normalize(posix.join(posix.dirname(sourcePart), target));
}

async function readWorkbook(
  pkg: Package,
  partName: string,
): Promise<{ date1904: boolean; sheetRelationshipIds: string[] }> {
  let date1904 = false;
  const sheetRelationshipIds: string[] = [];
  await parsePart(pkg, partName, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = isTrue(attributeValue(attributes, 'date1904'));
      // The tab order is the order of <sheet> elements; r:id names the relationship to the sheet's part.
      if (name === 'sheet') sheetRelationshipIds.push(attributeValue(attributes, 'id') ?? '');
    },
    close() {},
    text() {},
  });
  return { date1904, sheetRelationshipIds };
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

async function readSharedStrings(pkg: Package, entry: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  let parts: string[] | null = null;
  let inText = false;
  let phoneticDepth = 0;
  await parseEntry(pkg, entry, {
    open(name, _attributes, selfClosing) {
      if (name === 'si') parts = [];
      // Phonetic guides (<rPh>, for Japanese) are not part of the value.
      else if (name === 'rPh' && !selfClosing) phoneticDepth += 1;
      else if (name === 't' && !selfClosing && parts && phoneticDepth === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phoneticDepth = Math.max(0, phoneticDepth - 1);
      else if (name === 'si' && parts) {
        strings.push(decodeEscapes(parts.join('')));
        parts = null;
      }
    },
    text(text) {
      if (inText) parts?.push(text);
    },
  });
  return strings;
}

/** For each cell style (the `s` of a cell, an index into cellXfs), whether its number format shows a date. */
async function readDateStyles(pkg: Package, entry: ZipEntry): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  await parseEntry(pkg, entry, {
    open(name, attributes, selfClosing) {
      if (name === 'numFmt') {
        const values = readAttributes(attributes);
        formats.set(Number(values.get('numFmtId')), values.get('formatCode') ?? '');
      } else if (name === 'cellXfs' && !selfClosing) inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styleFormats.push(Number(attributeValue(attributes, 'numFmtId') ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  return styleFormats.map((id) => {
    const code = formats.get(id);
    return code === undefined ? builtInDateFormats.has(id) : isDateFormatCode(code);
  });
}

/** Excel's built-in date and time formats (ECMA-376 §18.8.30, with the East Asian ones SheetJS also counts). */
const builtInDateFormats = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A custom format shows a date or time when its first section uses d, m, y, h or s outside quotes and brackets. */
function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '');
  if (/\[(h+|m+|s+)\]/i.test(bare)) return true;
  const firstSection = bare.replace(/\[[^\]]*\]/g, '').split(';')[0] ?? '';
  if (/general/i.test(firstSection)) return false;
  return /[dmyhs]/i.test(firstSection);
}

async function parsePart(pkg: Package, partName: string, handler: XmlHandler): Promise<void> {
  const entry = entryOf(pkg, partName);
  if (entry) await parseEntry(pkg, entry, handler);
}

async function parseEntry(pkg: Package, entry: ZipEntry, handler: XmlHandler): Promise<void> {
  const tokenizer = new XmlTokenizer(handler);
  for await (const chunk of partChunks(pkg, entry)) tokenizer.write(chunk);
  tokenizer.end();
}

async function* partChunks(pkg: Package, entry: ZipEntry): AsyncGenerator<string> {
  const stream = await openEntryText(pkg.path, pkg.handle, entry, pkg.countBytes);
  try {
    let first = true;
    for await (const chunk of stream) {
      const text = typeof chunk === 'string' ? chunk : String(chunk);
      yield first && text.startsWith('\ufeff') ? text.slice(1) : text;
      first = false;
    }
  } finally {
    // Stopping early (a consumer's break) must not leave the file range open.
    stream.destroy();
  }
}

/** Excel writes characters XML cannot hold (a carriage return, a tab at times) as _xHHHH_ (ECMA-376 ST_Xstring). */
function decodeEscapes(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

// ---------- the worksheet ----------

type CellState = {
  column: number;
  type: string;
  style: number;
  value: string | null;
  formula: string | null;
  inline: string[] | null;
};

/** Builds rows from <sheetData>: <row r> holds <c r t s> cells with <v> values, <f> formulas or <is> inline text. */
class WorksheetHandler implements XmlHandler {
  private rows: XlsxRow[] = [];
  private row: XlsxRow | null = null;
  private lastRowNumber = 0;
  private lastColumn = 0;
  private cell: CellState | null = null;
  private capture: 'value' | 'formula' | 'inline' | null = null;
  private phoneticDepth = 0;

  constructor(
    private readonly strings: string[],
    private readonly dateStyles: boolean[],
    private readonly date1904: boolean,
  ) {}

  /** The rows finished since the last call: memory holds one chunk's rows, never the sheet. */
  takeRows(): XlsxRow[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  open(name: string, attributes: string, selfClosing: boolean): void {
    switch (name) {
      case 'row':
        return this.openRow(attributes, selfClosing);
      case 'c':
        return this.openCell(attributes, selfClosing);
      case 'v':
        if (this.cell && !selfClosing) {
          this.cell.value = '';
          this.capture = 'value';
        }
        return;
      case 'f':
        if (this.cell) {
          // A shared formula's other cells carry an empty <f/>: their text lives with the first cell.
          this.cell.formula = '';
          if (!selfClosing) this.capture = 'formula';
        }
        return;
      case 'is':
        if (this.cell) this.cell.inline = [];
        return;
      case 'rPh':
        if (!selfClosing) this.phoneticDepth += 1;
        return;
      case 't':
        if (this.cell?.inline && !selfClosing && this.phoneticDepth === 0) this.capture = 'inline';
        return;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 'f':
      case 't':
        this.capture = null;
        return;
      case 'rPh':
        this.phoneticDepth = Math.max(0, this.phoneticDepth - 1);
        return;
      case 'c':
        this.closeCell();
        return;
      case 'row':
        if (this.row) this.rows.push({ rowNumber: this.row.rowNumber, cells: Array.from(this.row.cells, orNull) });
        this.row = null;
        return;
    }
  }

  text(text: string): void {
    const cell = this.cell;
    if (!cell) return;
    if (this.capture === 'value') cell.value += text;
    else if (this.capture === 'formula') cell.formula += text;
    else if (this.capture === 'inline') cell.inline?.push(text);
  }

  private openRow(attributes: string, selfClosing: boolean): void {
    const written = attributeValue(attributes, 'r');
    const rowNumber = written === undefined ? this.lastRowNumber + 1 : Number(written);
    if (!Number.isInteger(rowNumber) || rowNumber < 1 || rowNumber > MAX_ROW_NUMBER) {
      throw new IngestFileError('unreadableFile', { row: written ?? '' });
    }
    this.lastRowNumber = rowNumber;
    this.lastColumn = 0;
    this.row = selfClosing ? null : { rowNumber, cells: [] };
  }

  private openCell(attributes: string, selfClosing: boolean): void {
    if (!this.row) return;
    let reference: string | undefined;
    let type = 'n';
    let style = 0;
    forEachAttribute(attributes, (name, value) => {
      if (name === 'r') reference = value;
      else if (name === 't') type = value;
      else if (name === 's') style = Number(value);
    });
    const column = reference ? columnOf(reference) : this.lastColumn + 1;
    if (column < 1 || column > MAX_COLUMN) throw new IngestFileError('unreadableFile', { cell: reference ?? '' });
    this.lastColumn = column;
    // A self-closing cell only carries a style: it has no value.
    this.cell = selfClosing ? null : { column, type, style, value: null, formula: null, inline: null };
  }

  private closeCell(): void {
    const cell = this.cell;
    this.cell = null;
    this.capture = null;
    if (!cell || !this.row) return;
    this.row.cells[cell.column - 1] = this.valueOf(cell);
  }

  private valueOf({ type, style, value, formula, inline }: CellState): SheetCell {
    // A formula is never evaluated: its cached result is the value, and without one the formula shows as text.
    if (value === null && inline === null) return formula ? `=${formula}` : null;
    switch (type) {
      case 's':
        return this.strings[Number(value)] ?? null;
      case 'inlineStr':
        return decodeEscapes(inline?.join('') ?? value ?? '');
      case 'str':
        return decodeEscapes(value ?? '');
      case 'b':
        return value === '1' || value === 'true';
      case 'e':
        return null;
      case 'd':
        return isoCellDate(value ?? '');
      default: {
        const number = Number(value);
        if (value === null || value.trim() === '' || !Number.isFinite(number)) return null;
        if (!this.dateStyles[style]) return number;
        const serial = number + (this.date1904 ? DATE_1904_SHIFT : 0);
        return wallClockDate(Math.round((serial - UNIX_EPOCH_SERIAL) * DAY_MS));
      }
    }
  }
}

function orNull(cell: SheetCell | undefined): SheetCell {
  return cell ?? null;
}

/** 'AB12' → 28. */
function columnOf(reference: string): number {
  let column = 0;
  for (const character of reference.toUpperCase()) {
    const code = character.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > MAX_COLUMN) return -1;
  }
  return column;
}

/** A t="d" cell (ISO 8601, written by some tools instead of a serial); a time without offset is wall-clock time. */
function isoCellDate(value: string): SheetCell {
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const wallClock = Date.parse(hasZone || !value.includes('T') ? value : `${value}Z`);
  if (Number.isNaN(wallClock)) return value;
  return hasZone ? new Date(wallClock) : wallClockDate(wallClock);
}
