/**
 * A list's rows as a file to download (the DataTable's Export): CSV or XLSX, streamed batch by batch from the
 * database, so a large export never sits whole in memory. Text that a spreadsheet would run as a formula is
 * written as text (./sheet-cells).
 */
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { safeCell, safeCellText, safeRow } from './sheet-cells';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportValue = string | number | null | undefined;
export type ExportColumn<T> = { header: string; value: (row: T) => ExportValue };

export type ExportOptions<T> = {
  format: ExportFormat;
  /** Without extension; the date is added. */
  fileName: string;
  columns: ExportColumn<T>[];
  batches: AsyncIterable<T[]>;
};

function csvField(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = safeCellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function* csvChunks<T>(columns: ExportColumn<T>[], batches: AsyncIterable<T[]>): AsyncGenerator<string> {
  // The byte-order mark makes Excel read the file as UTF-8 (Hindi names, ₹).
  yield `\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
  for await (const batch of batches) {
    yield batch.map((row) => `${columns.map((column) => csvField(column.value(row))).join(',')}\r\n`).join('');
  }
}

async function writeXlsx<T>(stream: PassThrough, columns: ExportColumn<T>[], batches: AsyncIterable<T[]>) {
  // Loaded on the first .xlsx export: exceljs is 25 MB of memory that a CSV export or a customer's request never uses.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Export', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: safeCell(column.header),
    width: Math.min(40, column.header.length + 8),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(safeRow(columns.map((column) => column.value(row) ?? null))).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

export function sendListExport<T>(reply: FastifyReply, { format, fileName, columns, batches }: ExportOptions<T>) {
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${fileName}-${stamp}.${format}`;
  reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .header(
      'content-type',
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  if (format === 'csv') return reply.send(Readable.from(csvChunks(columns, batches)));
  const stream = new PassThrough();
  writeXlsx(stream, columns, batches).catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return reply.send(stream);
}
