/**
 * The commission statement as files: an XLSX workbook (numbers as numbers) and the HTML the PDF is printed from.
 * Both are built by the server from the statement it computed; every text in the HTML is escaped, and every text
 * cell of the workbook that a spreadsheet would run as a formula is written as text.
 */
import type { Locale } from '@saakh/domain/i18n';
import {
  statementColumnLabels,
  statementTexts,
  type Statement,
  type StatementLine,
} from '@saakh/domain/partner-insights';
import { safeRow } from '../../lib/http/sheet-cells';
import { escapeHtml } from '../../lib/pdf/html';

type StatementColumn = keyof typeof statementColumnLabels;

const columns: StatementColumn[] = [
  'partner_name',
  'application_id',
  'lender_name',
  'disbursed_amount',
  'disbursed_on',
  'slab',
  'base_amount',
  'rule',
  'gross_share',
  'split',
  'amount',
  'gst',
  'tds',
  'net',
  'status',
  'payout_reference',
];

const moneyColumns = new Set<StatementColumn>([
  'disbursed_amount',
  'base_amount',
  'gross_share',
  'amount',
  'gst',
  'tds',
  'net',
]);

function text(key: keyof typeof statementTexts, locale: Locale, values: Record<string, string | number> = {}) {
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{${name}}`, String(value)),
    statementTexts[key][locale] as string,
  );
}

function rupees(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

function percent(value: number | null): string {
  return value === null ? '' : `${Number(value.toFixed(3))}%`;
}

/** The lender slab and the partner's terms in words, e.g. "Slab 2: 1.2% + ₹500". */
export function slabText(line: StatementLine, locale: Locale): string {
  if (!line.slab) return text('noSlab', locale);
  const parts = [percent(line.slab.revenue_percent), line.slab.revenue_flat ? `₹${line.slab.revenue_flat}` : '']
    .filter(Boolean)
    .join(' + ');
  return `${text('slab', locale, { position: line.slab.position })}${parts ? `: ${parts}` : ''}`;
}

export function ruleText(line: StatementLine): string {
  return [percent(line.terms.revenue_percent), line.terms.revenue_flat_fee ? `₹${line.terms.revenue_flat_fee}` : '']
    .filter(Boolean)
    .join(' + ');
}

export function splitText(line: StatementLine, locale: Locale): string {
  const percentValue = line.split_percent === null ? '' : Number(line.split_percent.toFixed(2));
  return text(line.split_role, locale, { percent: percentValue });
}

function statusText(line: StatementLine, locale: Locale): string {
  return line.kind === 'clawback' ? text('clawback', locale) : text(line.status, locale);
}

/** A line's cells, money as numbers. */
function cellsOf(line: StatementLine, locale: Locale): Record<StatementColumn, string | number> {
  return {
    partner_name: line.partner_name,
    application_id: line.application_id,
    lender_name: line.lender_name,
    disbursed_amount: line.disbursed_amount,
    disbursed_on: line.disbursed_on,
    slab: slabText(line, locale),
    base_amount: line.base_amount,
    rule: ruleText(line),
    gross_share: line.gross_share,
    split: splitText(line, locale),
    amount: line.amount,
    gst: line.gst,
    tds: line.tds,
    net: line.net,
    status: statusText(line, locale),
    payout_reference: line.payout_reference ?? (line.reason ? `${text('clawback', locale)}: ${line.reason}` : ''),
  };
}

export function monthLabel(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

export function statementFileName(statement: Statement, extension: 'xlsx' | 'pdf'): string {
  return `commission-statement-${statement.month}.${extension}`;
}

// ---------- XLSX ----------

export async function statementXlsx(statement: Statement, locale: Locale): Promise<Buffer> {
  // Loaded on the first download: exceljs is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(statement.month, { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.addRow(safeRow([text('title', locale), statement.partner_name, monthLabel(statement.month, locale)])).font = {
    bold: true,
  };
  sheet.addRow(safeRow([text('taxNote', locale, { gst: statement.gst_percent, tds: statement.tds_percent })]));
  sheet.addRow([]);
  const header = sheet.addRow(safeRow(columns.map((column) => statementColumnLabels[column][locale])));
  header.font = { bold: true };
  for (const line of statement.lines) {
    const cells = cellsOf(line, locale);
    // Partner, lender and customer names and references are typed by people: never run as formulas.
    sheet.addRow(safeRow(columns.map((column) => cells[column])));
  }
  const { totals } = statement;
  const totalRow = sheet.addRow(
    safeRow(
      columns.map((column) => {
        if (column === 'partner_name') return text('totals', locale);
        if (column === 'disbursed_amount') return totals.disbursed_amount;
        if (column === 'amount' || column === 'gst' || column === 'tds' || column === 'net') return totals[column];
        return null;
      }),
    ),
  );
  totalRow.font = { bold: true };
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column === 'application_id' ? 38 : moneyColumns.has(column) ? 14 : 20;
    if (moneyColumns.has(column)) sheetColumn.numFmt = '#,##0.00';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---------- HTML for the PDF ----------

export function statementHtml(statement: Statement, locale: Locale, generatedAt: Date): string {
  const cell = (value: string | number, column: StatementColumn) =>
    moneyColumns.has(column)
      ? `<td class="num">${escapeHtml(rupees(Number(value), locale))}</td>`
      : `<td>${escapeHtml(String(value))}</td>`;
  const head = columns.map((column) => `<th>${escapeHtml(statementColumnLabels[column][locale])}</th>`).join('');
  const body =
    statement.lines.length === 0
      ? `<tr><td colspan="${columns.length}">${escapeHtml(text('noLines', locale))}</td></tr>`
      : statement.lines
          .map((line) => {
            const cells = cellsOf(line, locale);
            const kind = line.kind === 'clawback' ? ' class="clawback"' : '';
            return `<tr${kind}>${columns.map((column) => cell(cells[column], column)).join('')}</tr>`;
          })
          .join('');
  const { totals } = statement;
  const summary: [string, string][] = [
    [text('disbursals', locale), String(totals.disbursals)],
    [statementColumnLabels.disbursed_amount[locale], rupees(totals.disbursed_amount, locale)],
    [statementColumnLabels.amount[locale], rupees(totals.amount, locale)],
    [statementColumnLabels.gst[locale], rupees(totals.gst, locale)],
    [statementColumnLabels.tds[locale], rupees(totals.tds, locale)],
    [text('clawbacks', locale), rupees(totals.clawbacks, locale)],
    [statementColumnLabels.net[locale], rupees(totals.net, locale)],
  ];
  const lang = locale === 'hi' ? 'hi' : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(text('title', locale))}</title>
<style>
  @page { size: A4 landscape; margin: 12mm; }
  body { font-family: 'Lohit Devanagari', 'Noto Sans Devanagari', 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 9px; color: #111; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  p { margin: 0 0 8px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #999; padding: 3px 4px; vertical-align: top; }
  th { background: #eef2f7; text-align: left; }
  td.num { text-align: right; white-space: nowrap; }
  tr.clawback td { background: #fdecea; }
  dl { display: grid; grid-template-columns: max-content max-content; gap: 2px 16px; margin-top: 12px; font-size: 11px; }
  dt { font-weight: bold; }
  dd { margin: 0; text-align: right; }
</style>
</head>
<body>
<h1>${escapeHtml(text('title', locale))}</h1>
<p>${escapeHtml(text('partner', locale))}: ${escapeHtml(statement.partner_name)} · ${escapeHtml(text('month', locale))}: ${escapeHtml(
    monthLabel(statement.month, locale),
  )} · ${escapeHtml(text('generated', locale))}: ${escapeHtml(generatedAt.toISOString().slice(0, 10))}</p>
<p>${escapeHtml(text('taxNote', locale, { gst: statement.gst_percent, tds: statement.tds_percent }))}</p>
<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>
<h2>${escapeHtml(text('totals', locale))}</h2>
<dl>${summary.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
</body>
</html>`;
}
