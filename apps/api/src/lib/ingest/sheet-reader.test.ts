import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { copyFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as XLSX from '@e965/xlsx';
import { parseDateCell } from '@saakh/domain/sheet-cells';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, patchDeclaredSize, writeExcelJsWorkbook, writeXls, xlsxParts } from '../../test/sheet-files';
import { IngestFileError, type SheetFormat } from './file-guard';
import { readSheet, type ReadOptions, type SheetRow } from './sheet-reader';

let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sheet-reader-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(filePath: string, format: SheetFormat, options: Partial<ReadOptions> = {}): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheet(filePath, format, { maxRows: 1_048_576, ...options })) rows.push(row);
  return rows;
}

async function failure(filePath: string, format: SheetFormat, options: Partial<ReadOptions> = {}) {
  try {
    await readAll(filePath, format, options);
  } catch (error) {
    if (error instanceof IngestFileError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('the file was read without an error');
}

/**
 * Descriptors this process holds on a file: closing is asynchronous, so wait a little for them to go. Only Linux
 * lists them (/proc/self/fd); elsewhere the count is 0 and the check proves nothing.
 */
async function openDescriptors(filePath: string): Promise<number> {
  if (!existsSync('/proc/self/fd')) return 0;
  const count = () =>
    readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === filePath;
      } catch {
        return false;
      }
    }).length;
  for (let attempt = 0; attempt < 50 && count() > 0; attempt += 1) await sleep(10);
  return count();
}

/** Breaks out of the loop after `rows` rows. */
async function readFirst(filePath: string, format: SheetFormat, rows: number): Promise<SheetRow[]> {
  const seen: SheetRow[] = [];
  for await (const row of readSheet(filePath, format, { maxRows: 1_048_576 })) {
    seen.push(row);
    if (seen.length === rows) break;
  }
  return seen;
}

const hindiName = (index: number) => `राम कुमार शर्मा ₹${index} गुप्ता`;

describe('readSheet on .xlsx', () => {
  let statusPath: string;

  beforeAll(async () => {
    statusPath = file('status.xlsx');
    await writeExcelJsWorkbook(statusPath, (sheet) => {
      sheet.getCell('A1').value = 'Application ID';
      sheet.getCell('B1').value = 'Amount';
      sheet.getCell('C1').value = 'Doubled';
      sheet.getCell('D1').value = 'Disbursed on';
      sheet.getCell('A2').value = 'APP-1';
      sheet.getCell('B2').value = 5;
      sheet.getCell('C2').value = { formula: 'B2*2', result: 10 };
      sheet.getCell('D2').value = new Date(Date.UTC(2026, 2, 5));
      sheet.getCell('D2').numFmt = 'dd/mm/yyyy';
      // Row 3 is left empty, row 4 follows.
      sheet.getCell('A4').value = '=HYPERLINK("http://x","y")';
      sheet.getCell('B4').value = '+91';
      sheet.getCell('C4').value = '-5';
      sheet.getCell('D4').value = '@cmd';
      sheet.getCell('A5').value = { richText: [{ text: 'Ravi ' }, { text: 'Kumar', font: { bold: true } }] };
      sheet.getCell('B5').value = { text: 'Portal', hyperlink: 'https://lender.example/app/1' };
      sheet.getCell('C5').value = { error: '#N/A' };
      sheet.getCell('D5').value = new Date(Date.UTC(2026, 2, 5, 20, 0));
      sheet.getCell('D5').numFmt = 'dd/mm/yyyy hh:mm';
      sheet.getCell('E5').value = true;
      sheet.getCell('F5').value = 1234567890123;
      sheet.getCell('A6').value = { formula: 'B2*3' };
      sheet.getCell('C7').value = 'starts at C';
    });
  });

  it('reads the header and the rows with the row numbers the sheet shows, skipping the empty row', async () => {
    const rows = await readAll(statusPath, 'xlsx');
    expect(rows.map((row) => row.rowNumber)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(rows[0]?.cells).toEqual(['Application ID', 'Amount', 'Doubled', 'Disbursed on']);
    expect(rows[1]?.cells).toEqual(['APP-1', 5, 10, new Date(Date.UTC(2026, 2, 5))]);
  });

  it('keeps formula-like text as text, verbatim', async () => {
    const [, , row4] = await readAll(statusPath, 'xlsx');
    expect(row4?.cells).toEqual(['=HYPERLINK("http://x","y")', '+91', '-5', '@cmd']);
  });

  it('reads rich text, hyperlinks, errors, booleans, long numbers and date-times', async () => {
    const rows = await readAll(statusPath, 'xlsx');
    const cells = rows[3]?.cells ?? [];
    expect(cells.slice(0, 3)).toEqual(['Ravi Kumar', 'Portal', null]);
    expect(cells.slice(4)).toEqual([true, 1234567890123]);
    // 20:00 on 5 March, written without a zone, stays 5 March.
    expect(cells[3]).toBeInstanceOf(Date);
    expect(parseDateCell(cells[3] ?? null)).toBe('2026-03-05');
  });

  it('shows a formula without a cached result as its text, and starts every row at column A', async () => {
    const rows = await readAll(statusPath, 'xlsx');
    expect(rows[4]?.cells).toEqual(['=B2*3']);
    expect(rows[5]?.cells).toEqual([null, null, 'starts at C']);
  });

  it('keeps Devanagari and ₹ whole across chunk boundaries', async () => {
    const hindiPath = file('hindi.xlsx');
    await writeExcelJsWorkbook(hindiPath, (sheet) => {
      sheet.addRow(['Name', 'Index']);
      for (let index = 0; index < 3000; index += 1) sheet.addRow([hindiName(index), index]);
    });
    const rows = await readAll(hindiPath, 'xlsx');
    expect(rows).toHaveLength(3001);
    rows.slice(1).forEach((row, index) => expect(row.cells).toEqual([hindiName(index), index]));
  });

  it('reports bytes read, rising to the file size', async () => {
    const seen: number[] = [];
    await readAll(statusPath, 'xlsx', { onBytes: (bytes) => seen.push(bytes) });
    const { size } = await stat(statusPath);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(size);
  });

  it('refuses more rows than allowed', async () => {
    expect(await failure(statusPath, 'xlsx', { maxRows: 3 })).toEqual({
      code: 'tooManyRows',
      params: { maxRows: 3 },
    });
  });

  it('closes the file when the loop breaks early or the rows run over', async () => {
    const bigPath = file('big.xlsx');
    await writeExcelJsWorkbook(bigPath, (sheet) => {
      for (let index = 1; index <= 20_000; index += 1) sheet.addRow([`APP-${index}`, index]);
    });
    expect((await readFirst(bigPath, 'xlsx', 2)).map((row) => row.rowNumber)).toEqual([1, 2]);
    expect(await openDescriptors(bigPath)).toBe(0);
    expect(await failure(bigPath, 'xlsx', { maxRows: 10 })).toMatchObject({ code: 'tooManyRows' });
    expect(await openDescriptors(bigPath)).toBe(0);
  });

  it('stops a worksheet that inflates past the size it declares', async () => {
    const liar = file('liar.xlsx');
    await copyFile(statusPath, liar);
    await patchDeclaredSize(liar, 'xl/worksheets/sheet1.xml', 100);
    expect(await failure(liar, 'xlsx')).toMatchObject({ code: 'zipBomb' });
  });

  it('refuses a corrupt workbook as unreadable', async () => {
    const parts = xlsxParts({ sheets: { Status: '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c>' } });
    const zip = buildZip(Object.entries(parts).map(([name, data]) => ({ name, data })));
    zip[zip.indexOf(Buffer.from('xl/worksheets/sheet1.xml')) + 30] ^= 0xff; // damage the deflated data
    await writeFile(file('corrupt.xlsx'), zip);
    expect(await failure(file('corrupt.xlsx'), 'xlsx')).toMatchObject({ code: 'unreadableFile' });
  });
});

describe('readSheet on hand-written .xlsx parts', () => {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

  async function writeParts(name: string, files: Record<string, string>, order?: string[]): Promise<string> {
    const names = order ?? Object.keys(files);
    await writeFile(
      file(name),
      buildZip(names.map((entryName) => ({ name: entryName, data: files[entryName] ?? '' }))),
    );
    return file(name);
  }

  it('reads the first tab, with namespace prefixes, inline strings, escapes, shared strings stored after the sheet', async () => {
    const first = `<?xml version="1.0" encoding="UTF-8"?>
      <x:worksheet xmlns:x="${main}"><x:sheetData>
        <x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:t>Line 1_x000D_&#10;Line 2</x:t></x:is></x:c></x:row>
        <x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c s="1"><x:v>45658</x:v></x:c></x:row>
        <x:row r="6"><x:c r="A6" t="str"><x:f>CONCAT("a","b")</x:f><x:v>ab</x:v></x:c><x:c r="B6" s="2"/>
          <x:c r="C6" t="d"><x:v>2026-03-05T20:00:00</x:v></x:c><x:c r="D6" t="n"><x:v>1.5E+3</x:v></x:c></x:row>
      </x:sheetData></x:worksheet>`;
    const other = `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong tab</t></is></c></row></sheetData></worksheet>`;
    const files = xlsxParts({
      sheets: { Summary: first, Other: other },
      sharedStrings: `<sst xmlns="${main}"><si><t xml:space="preserve"> A &amp; B </t></si><si><r><t>राम </t></r><r><rPr><b/></rPr><t>कुमार</t></r><rPh><t>ignored</t></rPh></si></sst>`,
      styles: `<styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd\\-mmm\\-yyyy"/></numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
    });
    // Sheets before the workbook, relationships and shared strings in the file, as Excel and exceljs write them.
    const order = [
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet1.xml',
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/styles.xml',
      'xl/sharedStrings.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
    ];
    const rows = await readAll(await writeParts('parts.xlsx', files, order), 'xlsx');
    expect(rows.map((row) => row.rowNumber)).toEqual([2, 3, 6]);
    expect(rows[0]?.cells).toEqual([null, 'Line 1\r\nLine 2']);
    expect(rows[1]?.cells).toEqual([' A & B ', 'राम कुमार', new Date(Date.UTC(2025, 0, 1))]);
    const [text, styledEmpty, isoDate, scientific] = rows[2]?.cells ?? [];
    expect([text, styledEmpty, scientific]).toEqual(['ab', null, 1500]);
    expect(parseDateCell(isoDate ?? null)).toBe('2026-03-05');
  });

  it('follows the workbook to the first tab even when its part is not sheet1.xml', async () => {
    const sheetSaying = (text: string) =>
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;
    const files = xlsxParts({ sheets: { First: sheetSaying('in sheet1.xml'), Second: sheetSaying('in sheet2.xml') } });
    // Swap the relationships' targets: the first tab now lives in sheet2.xml, as after tabs are reordered.
    files['xl/_rels/workbook.xml.rels'] = (files['xl/_rels/workbook.xml.rels'] ?? '')
      .replace('worksheets/sheet1.xml', 'worksheets/sheetX.xml')
      .replace('worksheets/sheet2.xml', 'worksheets/sheet1.xml')
      .replace('worksheets/sheetX.xml', 'worksheets/sheet2.xml');
    expect(await readAll(await writeParts('tabs.xlsx', files), 'xlsx')).toEqual([
      { rowNumber: 1, cells: ['in sheet2.xml'] },
    ]);
  });

  it('refuses a DOCTYPE, which could smuggle entity expansion', async () => {
    const files = xlsxParts({
      sheets: {
        Status: `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">]><worksheet><sheetData/></worksheet>`,
      },
    });
    expect(await failure(await writeParts('doctype.xlsx', files), 'xlsx')).toMatchObject({ code: 'unreadableFile' });
  });
});

describe('readSheet on .xls', () => {
  let xlsPath: string;

  beforeAll(async () => {
    xlsPath = file('status.xls');
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Application ID', 'Amount', 'Doubled', 'Disbursed on'],
      ['APP-1', 5, null, null],
      [],
      ['=SUM(A1)', '+91', '-5', '@cmd'],
      [true, 1234567890123, null, null],
    ]);
    sheet['C2'] = { t: 'n', v: 10, f: 'B2*2' };
    sheet['D2'] = { t: 'n', v: 46086, z: 'dd/mm/yyyy' };
    sheet['C5'] = { t: 'e', v: 0x2a };
    sheet['D5'] = { t: 'n', v: 46086 + 20 / 24, z: 'dd/mm/yyyy hh:mm' };
    await writeXls(xlsPath, sheet);
  });

  it('reads the rows with the row numbers the sheet shows, values typed, formula-like text kept', async () => {
    const rows = await readAll(xlsPath, 'xls');
    expect(rows.map((row) => row.rowNumber)).toEqual([1, 2, 4, 5]);
    expect(rows[0]?.cells).toEqual(['Application ID', 'Amount', 'Doubled', 'Disbursed on']);
    expect(rows[1]?.cells).toEqual(['APP-1', 5, 10, new Date(Date.UTC(2026, 2, 5))]);
    expect(rows[2]?.cells).toEqual(['=SUM(A1)', '+91', '-5', '@cmd']);
    const [flag, number, error, dateTime] = rows[3]?.cells ?? [];
    expect([flag, number, error]).toEqual([true, 1234567890123, null]);
    expect(parseDateCell(dateTime ?? null)).toBe('2026-03-05');
  });

  it('reports the bytes read and refuses more rows than allowed', async () => {
    const seen: number[] = [];
    await readAll(xlsPath, 'xls', { onBytes: (bytes) => seen.push(bytes) });
    expect(seen.at(-1)).toBe((await stat(xlsPath)).size);
    expect(await failure(xlsPath, 'xls', { maxRows: 2 })).toEqual({ code: 'tooManyRows', params: { maxRows: 2 } });
  });

  it('refuses an OLE2 file that is not a workbook as unreadable', async () => {
    const header = Buffer.from('d0cf11e0a1b11ae1', 'hex');
    await writeFile(file('broken.xls'), Buffer.concat([header, Buffer.alloc(600, 1)]));
    expect(await failure(file('broken.xls'), 'xls')).toMatchObject({ code: 'unreadableFile' });
  });
});

describe('readSheet on .csv', () => {
  it('strips the BOM, guesses semicolons, keeps quoted delimiters and line breaks, and numbers records', async () => {
    const csvPath = file('semicolons.csv');
    const body = [
      'Application ID;Amount;Remarks',
      'APP-1;"1,50,000";"Paid; in full"',
      '',
      'APP-2;25000;"two',
      'lines"',
      '=SUM(A1);+91;@cmd',
      '-5;;',
      '',
    ].join('\r\n');
    await writeFile(csvPath, `\ufeff${body}`);
    const rows = await readAll(csvPath, 'csv');
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['Application ID', 'Amount', 'Remarks'] },
      { rowNumber: 2, cells: ['APP-1', '1,50,000', 'Paid; in full'] },
      { rowNumber: 4, cells: ['APP-2', '25000', 'two\r\nlines'] },
      { rowNumber: 5, cells: ['=SUM(A1)', '+91', '@cmd'] },
      { rowNumber: 6, cells: ['-5', '', ''] },
    ]);
  });

  it('guesses tabs and commas too', async () => {
    await writeFile(file('tabs.csv'), 'a\tb\n1\t2\n');
    await writeFile(file('commas.csv'), 'a,b\n"1,5",2\n');
    expect((await readAll(file('tabs.csv'), 'csv')).map((row) => row.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect((await readAll(file('commas.csv'), 'csv')).map((row) => row.cells)).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('keeps Devanagari and ₹ whole across chunk boundaries and reports bytes up to the file size', async () => {
    const csvPath = file('hindi.csv');
    const lines = ['Name,Index', ...Array.from({ length: 5000 }, (_, index) => `${hindiName(index)},${index}`)];
    await writeFile(csvPath, lines.join('\n'));
    const seen: number[] = [];
    const rows = await readAll(csvPath, 'csv', { onBytes: (bytes) => seen.push(bytes) });
    expect(rows).toHaveLength(5001);
    rows.slice(1).forEach((row, index) => expect(row.cells).toEqual([hindiName(index), String(index)]));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe((await stat(csvPath)).size);
  });

  it('refuses more rows than allowed and closes the file when the loop stops early', async () => {
    const csvPath = file('long.csv');
    await writeFile(csvPath, Array.from({ length: 50_000 }, (_, index) => `APP-${index},${index}`).join('\n'));
    expect(await failure(csvPath, 'csv', { maxRows: 100 })).toEqual({
      code: 'tooManyRows',
      params: { maxRows: 100 },
    });
    expect(await openDescriptors(csvPath)).toBe(0);
    expect((await readFirst(csvPath, 'csv', 3)).map((row) => row.cells[0])).toEqual(['APP-0', 'APP-1', 'APP-2']);
    expect(await openDescriptors(csvPath)).toBe(0);
  });
});
