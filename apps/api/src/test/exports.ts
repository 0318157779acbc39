/** Reading an export back as a spreadsheet program would: the CSV's lines, the XLSX's first sheet. */
import ExcelJS from 'exceljs';

/** The CSV's lines without its byte-order mark and final line break: the header line first. */
export function csvLines(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

/** The workbook's first sheet, as exceljs opens the bytes an export sent. */
export async function firstSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    payload.buffer.slice(payload.byteOffset, payload.byteOffset + payload.byteLength) as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}
