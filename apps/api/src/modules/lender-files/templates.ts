/** The downloadable template of each lender file: the header row, one example row and a sheet of notes. */
import { ingestColumns, type IngestColumn, type IngestKind } from '@saakh/domain/ingestion';
import type { Session } from '../../lib/session';
import { assertMayUse } from './kind';

const fileNames: Record<IngestKind, string> = {
  status: 'application-status-file-template.xlsx',
  mis: 'mis-upload-template.xlsx',
  commission: 'commission-upload-template.xlsx',
};

const built = new Map<IngestKind, Buffer>();

async function build(kind: IngestKind): Promise<Buffer> {
  const columns: readonly IngestColumn[] = ingestColumns[kind];
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Saakh';
  const sheet = workbook.addWorksheet(kind === 'status' ? 'Status' : kind === 'mis' ? 'MIS' : 'Commission');
  sheet.columns = columns.map((column) => ({
    header: column.key,
    key: column.key,
    width: Math.max(16, column.key.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  // Every cell as text, so Excel keeps ids and references exactly as typed.
  sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, String(column.example)])));
  const notes = workbook.addWorksheet('Notes');
  notes.columns = [
    { header: 'Column', key: 'column', width: 22 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Also read from', key: 'aliases', width: 34 },
    { header: 'What to put', key: 'note', width: 80 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of columns) {
    notes.addRow({
      column: column.key,
      required: column.required ? 'Yes' : 'No',
      aliases: column.aliases?.join(', ') ?? '',
      note: column.note,
    });
  }
  notes.addRow({});
  notes.addRow({
    column:
      'Only the first sheet is read. Header names are matched ignoring case and spaces; other columns are ignored.',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function templateFor(session: Session, kind: IngestKind): Promise<{ fileName: string; content: Buffer }> {
  assertMayUse(session, kind);
  let content = built.get(kind);
  if (!content) {
    content = await build(kind);
    built.set(kind, content);
  }
  return { fileName: fileNames[kind], content };
}
