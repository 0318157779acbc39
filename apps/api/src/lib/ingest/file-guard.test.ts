import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { isMessageKey, messages } from '@saakh/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, patchDeclaredSize, writeExcelJsWorkbook, writeXls } from '../../test/sheet-files';
import {
  checkSheetFile,
  defaultGuardLimits,
  formatFromName,
  IngestFileError,
  type GuardLimits,
  type IngestFileErrorCode,
} from './file-guard';

let dir: string;
let xlsxPath: string;
let xlsPath: string;
let csvPath: string;

const file = (name: string) => path.join(dir, name);

/** The code and params a check fails with, or the format it accepts. */
async function verdict(
  filePath: string,
  fileName: string,
  limits?: GuardLimits,
): Promise<string | { code: IngestFileErrorCode; params: Record<string, string | number> }> {
  try {
    return await checkSheetFile(filePath, fileName, limits);
  } catch (error) {
    if (error instanceof IngestFileError) return { code: error.code, params: error.params };
    throw error;
  }
}

async function writeZip(name: string, ...args: Parameters<typeof buildZip>): Promise<string> {
  await writeFile(file(name), buildZip(...args));
  return file(name);
}

const workbookEntry = { name: 'xl/workbook.xml', data: '<workbook/>' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-guard-'));
  xlsxPath = file('status.xlsx');
  await writeExcelJsWorkbook(xlsxPath, (sheet) => {
    sheet.addRow(['Application ID', 'Status']);
    sheet.addRow(['APP-1', 'Disbursed']);
  });
  xlsPath = file('status.xls');
  await writeXls(xlsPath, XLSX.utils.aoa_to_sheet([['Application ID'], ['APP-1']]));
  csvPath = file('status.csv');
  await writeFile(csvPath, 'Application ID,Status\nAPP-1,Disbursed\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('formatFromName', () => {
  it.each([
    ['status.xlsx', 'xlsx'],
    ['STATUS.XLSX', 'xlsx'],
    ['mis.march.xls', 'xls'],
    [' commission.Csv ', 'csv'],
  ])('reads %j as %s', (name, format) => {
    expect(formatFromName(name)).toBe(format);
  });

  it.each(['status.pdf', 'status', 'xlsx', 'status.xlsx.pdf', 'status.xlsm', 'status.'])(
    'refuses %j as an invalid file type',
    (name) => {
      expect(() => formatFromName(name)).toThrowError(expect.objectContaining({ code: 'invalidFileType' }));
    },
  );
});

describe('checkSheetFile', () => {
  it('accepts a real .xlsx, .xls and .csv', async () => {
    expect(await verdict(xlsxPath, 'status.xlsx')).toBe('xlsx');
    expect(await verdict(xlsPath, 'status.XLS')).toBe('xls');
    expect(await verdict(csvPath, 'status.csv')).toBe('csv');
  });

  it('refuses a .pdf before reading it', async () => {
    expect(await verdict(file('missing.pdf'), 'statement.pdf')).toEqual({ code: 'invalidFileType', params: {} });
  });

  it('refuses an empty file', async () => {
    await writeFile(file('empty.csv'), '');
    expect(await verdict(file('empty.csv'), 'empty.csv')).toEqual({ code: 'emptyFile', params: {} });
  });

  it('refuses a file over the size limit', async () => {
    const limits = { ...defaultGuardLimits, maxBytes: 10 };
    expect(await verdict(csvPath, 'status.csv', limits)).toEqual({
      code: 'fileTooLarge',
      params: { maxBytes: 10, size: 38 },
    });
  });

  it('refuses content that does not match the extension', async () => {
    await copyFile(xlsxPath, file('renamed-xlsx.csv'));
    await copyFile(csvPath, file('renamed-csv.xlsx'));
    await copyFile(xlsPath, file('renamed-xls.xlsx'));
    await copyFile(xlsxPath, file('renamed-xlsx.xls'));
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    await writeFile(file('logo.xls'), png);
    await writeFile(file('logo.csv'), png);
    await writeFile(file('statement.csv'), '%PDF-1.7\n1 0 obj\n');
    await writeFile(file('utf16.csv'), Buffer.from('\ufeffa,b\r\n1,2\r\n', 'utf16le'));

    const mismatch = (ext: string) => ({ code: 'fileTypeMismatch', params: { ext } });
    expect(await verdict(file('renamed-xlsx.csv'), 'renamed-xlsx.csv')).toEqual(mismatch('csv'));
    expect(await verdict(file('renamed-csv.xlsx'), 'renamed-csv.xlsx')).toEqual(mismatch('xlsx'));
    expect(await verdict(file('renamed-xls.xlsx'), 'renamed-xls.xlsx')).toEqual(mismatch('xlsx'));
    expect(await verdict(file('renamed-xlsx.xls'), 'renamed-xlsx.xls')).toEqual(mismatch('xls'));
    expect(await verdict(file('logo.xls'), 'logo.xls')).toEqual(mismatch('xls'));
    expect(await verdict(file('logo.csv'), 'logo.csv')).toEqual(mismatch('csv'));
    expect(await verdict(file('statement.csv'), 'statement.csv')).toEqual(mismatch('csv'));
    expect(await verdict(file('utf16.csv'), 'utf16.csv')).toEqual(mismatch('csv'));
  });

  it('refuses a zip that is not a workbook, named .xlsx', async () => {
    const zip = await writeZip('archive.xlsx', [{ name: 'word/document.xml', data: '<document/>' }]);
    expect(await verdict(zip, 'archive.xlsx')).toEqual({ code: 'fileTypeMismatch', params: { ext: 'xlsx' } });
  });

  it('refuses a truncated .xlsx whose central directory is gone', async () => {
    const bytes = buildZip([workbookEntry, { name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>' }]);
    await writeFile(file('truncated.xlsx'), bytes.subarray(0, bytes.length - 40));
    expect(await verdict(file('truncated.xlsx'), 'truncated.xlsx')).toMatchObject({ code: 'unreadableFile' });
  });
});

describe('checkSheetFile on zip bombs', () => {
  it('refuses a real .xlsx whose worksheet declares a 4 GiB uncompressed size', async () => {
    const bomb = file('bomb.xlsx');
    await copyFile(xlsxPath, bomb);
    await patchDeclaredSize(bomb, 'xl/worksheets/sheet1.xml', 0xfffffff0);
    expect(await verdict(bomb, 'bomb.xlsx')).toMatchObject({ code: 'zipBomb' });
  });

  it('refuses a zip with 5000 tiny entries', async () => {
    const entries = Array.from({ length: 5000 }, (_, index) => ({ name: `xl/media/${index}.txt`, data: 'x' }));
    const zip = await writeZip('many.xlsx', [workbookEntry, ...entries], {});
    expect(await verdict(zip, 'many.xlsx')).toEqual({ code: 'zipBomb', params: { entries: 5001 } });
  });

  it('counts entries in the directory too when the end record under-declares them', async () => {
    const limits = { ...defaultGuardLimits, maxZipEntries: 2 };
    const entries = [workbookEntry, { name: 'a', data: 'a' }, { name: 'b', data: 'b' }];
    const zip = buildZip(entries);
    zip.writeUInt16LE(1, zip.length - 22 + 8);
    zip.writeUInt16LE(1, zip.length - 22 + 10);
    await writeFile(file('under-declared.xlsx'), zip);
    expect(await verdict(file('under-declared.xlsx'), 'under-declared.xlsx', limits)).toEqual({
      code: 'zipBomb',
      params: { entries: 3 },
    });
  });

  it('refuses an entry over 1 MiB compressed beyond the ratio', async () => {
    const zip = await writeZip('ratio.xlsx', [
      workbookEntry,
      { name: 'xl/worksheets/sheet1.xml', data: 'x'.repeat(100), declaredSize: 2 * 1024 * 1024 },
    ]);
    expect(await verdict(zip, 'ratio.xlsx')).toMatchObject({
      code: 'zipBomb',
      params: { entry: 'xl/worksheets/sheet1.xml' },
    });
  });

  it('lets a small entry compress well beyond the ratio', async () => {
    const zip = await writeZip('small.xlsx', [
      workbookEntry,
      { name: 'xl/sharedStrings.xml', data: 'a'.repeat(500_000) },
    ]);
    expect(await verdict(zip, 'small.xlsx')).toBe('xlsx');
  });

  it('refuses a workbook declaring more than the total uncompressed limit', async () => {
    const limits = { ...defaultGuardLimits, maxUncompressedBytes: 1000 };
    expect(await verdict(xlsxPath, 'status.xlsx', limits)).toMatchObject({ code: 'zipBomb' });
  });

  it('reads Zip64 records and extra fields', async () => {
    const entries = [workbookEntry, { name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>' }];
    expect(await verdict(await writeZip('zip64.xlsx', entries, { zip64: true }), 'zip64.xlsx')).toBe('xlsx');

    const huge = [workbookEntry, { name: 'xl/worksheets/sheet1.xml', data: 'x', declaredSize: 5 * 1024 ** 3 }];
    expect(await verdict(await writeZip('zip64-bomb.xlsx', huge, { zip64: true }), 'zip64-bomb.xlsx')).toMatchObject({
      code: 'zipBomb',
    });
  });

  it('refuses Zip64 markers without the Zip64 records', async () => {
    const zip = await writeZip('zip64-missing.xlsx', [workbookEntry], { zip64: true, omitZip64Records: true });
    expect(await verdict(zip, 'zip64-missing.xlsx')).toEqual({ code: 'zipBomb', params: { zip64: 'missing' } });
  });
});

describe('IngestFileError codes', () => {
  it('each have an English and a Hindi message', () => {
    const codes: IngestFileErrorCode[] = [
      'invalidFileType',
      'fileTypeMismatch',
      'fileTooLarge',
      'emptyFile',
      'zipBomb',
      'unreadableFile',
      'tooManyRows',
    ];
    for (const code of codes) {
      expect(isMessageKey(code)).toBe(true);
    }
    expect(messages.invalidFileType.en).toBe('Invalid file type');
    expect(messages.fileTypeMismatch.en).toBe("The file's content does not match its .{ext} extension");
  });
});
