/** Real spreadsheet files for the ingestion tests: exceljs workbooks, SheetJS .xls and hand-rolled zips. */
import { readFile, writeFile } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

/** Writes a one-sheet .xlsx with exceljs (workbook.xlsx, as an export would), filled by `fill`. */
export async function writeExcelJsWorkbook(
  path: string,
  fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void,
): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Status'), workbook);
  await workbook.xlsx.writeFile(path);
}

/** A one-sheet .xlsx made by exceljs in memory, its rows as given (the first is the header). */
export async function xlsxBuffer(rows: readonly (readonly unknown[])[], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An MIS file's header as lenders send it: who, their reference, the customer, the amounts, the day and the UTR. */
export const misHeader = [
  'Lender',
  'Lender Reference',
  'Customer Name',
  'Mobile',
  'PAN',
  'Loan Amount',
  'Disbursed Amount',
  'Disbursal Date',
  'UTR',
] as const;

/** Writes a BIFF8 .xls with SheetJS from a worksheet built by the caller. */
export async function writeXls(path: string, sheet: XLSX.WorkSheet): Promise<void> {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Status');
  const bytes: unknown = XLSX.write(workbook, { bookType: 'biff8', type: 'buffer' });
  if (!Buffer.isBuffer(bytes)) throw new Error('SheetJS did not return a buffer');
  await writeFile(path, bytes);
}

export type ZipFileEntry = {
  name: string;
  data: string | Buffer;
  /** Deflate the data (the default) or store it as it is. */
  deflate?: boolean;
  /** The uncompressed size to declare instead of the real one. */
  declaredSize?: number;
};

export type ZipOptions = {
  /** Write every size and offset in Zip64 records, as some .NET writers do. */
  zip64?: boolean;
  /** With zip64: saturate the classic fields but leave the Zip64 records out. */
  omitZip64Records?: boolean;
};

const U32_MAX = 0xffffffff;

/** A minimal zip writer: local headers and data, then the central directory and its end record. */
export function buildZip(entries: ZipFileEntry[], options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const deflate = entry.deflate ?? true;
    const stored = deflate ? deflateRawSync(raw) : raw;
    const uncompressed = entry.declaredSize ?? raw.length;
    const zip64Extra = Buffer.alloc(options.zip64 ? 28 : 0);
    if (options.zip64) {
      zip64Extra.writeUInt16LE(0x0001, 0);
      zip64Extra.writeUInt16LE(24, 2);
      zip64Extra.writeBigUInt64LE(BigInt(uncompressed), 4);
      zip64Extra.writeBigUInt64LE(BigInt(stored.length), 12);
      zip64Extra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const sizeField = (size: number) => (options.zip64 ? U32_MAX : size);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(options.zip64 ? 45 : 20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(sizeField(stored.length), 18);
    local.writeUInt32LE(sizeField(uncompressed), 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(zip64Extra.length, 28);
    const localRecord = Buffer.concat([local, name, zip64Extra, stored]);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(options.zip64 ? 45 : 20, 4);
    central.writeUInt16LE(options.zip64 ? 45 : 20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(sizeField(stored.length), 20);
    central.writeUInt32LE(sizeField(uncompressed), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(zip64Extra.length, 30);
    central.writeUInt32LE(sizeField(offset), 42);
    centrals.push(Buffer.concat([central, name, zip64Extra]));

    locals.push(localRecord);
    offset += localRecord.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  if (!options.zip64) {
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, directory, end]);
  }
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(U32_MAX, 12);
  end.writeUInt32LE(U32_MAX, 16);
  if (options.omitZip64Records) return Buffer.concat([...locals, directory, end]);

  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries.length), 24);
  record.writeBigUInt64LE(BigInt(entries.length), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...locals, directory, record, locator, end]);
}

/**
 * Rewrites the uncompressed size an entry declares, in the central directory and, when the writer put sizes there,
 * in its local header: a real file turned into one that lies about its size.
 */
export async function patchDeclaredSize(path: string, entryName: string, size: number): Promise<void> {
  const bytes = await readFile(path);
  const name = Buffer.from(entryName, 'utf8');
  let patched = false;
  for (let at = bytes.indexOf(name); at >= 0; at = bytes.indexOf(name, at + 1)) {
    if (at >= 46 && bytes.readUInt32LE(at - 46) === 0x02014b50 && bytes.readUInt16LE(at - 18) === name.length) {
      bytes.writeUInt32LE(size, at - 46 + 24);
      patched = true;
    } else if (at >= 30 && bytes.readUInt32LE(at - 30) === 0x04034b50 && bytes.readUInt32LE(at - 30 + 22) !== 0) {
      bytes.writeUInt32LE(size, at - 30 + 22);
    }
  }
  if (!patched) throw new Error(`${entryName} is not in the zip's central directory`);
  await writeFile(path, bytes);
}

/** The parts of a minimal .xlsx around the given worksheet and shared strings XML, in the order given. */
export function xlsxParts(parts: { sheets: Record<string, string>; sharedStrings?: string; styles?: string }): {
  [name: string]: string;
} {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const names = Object.keys(parts.sheets);
  const sheetElements = names.map(
    (name, index) => `<sheet name="${name}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  const sheetRels = names.map(
    (_name, index) =>
      `<Relationship Id="rId${index + 1}" Type="${relationships}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  const extraRels = [
    parts.sharedStrings === undefined
      ? ''
      : `<Relationship Id="rIdS" Type="${relationships}/sharedStrings" Target="sharedStrings.xml"/>`,
    parts.styles === undefined ? '' : `<Relationship Id="rIdT" Type="${relationships}/styles" Target="styles.xml"/>`,
  ];
  const files: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8"?><Types/>',
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${relationships}"><sheets>${sheetElements.join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${[...sheetRels, ...extraRels].join('')}</Relationships>`,
  };
  names.forEach((name, index) => {
    files[`xl/worksheets/sheet${index + 1}.xml`] = parts.sheets[name] ?? '';
  });
  if (parts.sharedStrings !== undefined) files['xl/sharedStrings.xml'] = parts.sharedStrings;
  if (parts.styles !== undefined) files['xl/styles.xml'] = parts.styles;
  return files;
}
