/**
 * A payout's document as files: the HTML the PDF is printed from and the same as an XLSX workbook. Every text from
 * data is escaped in the HTML, and written as text in the workbook where a spreadsheet would run it as a formula.
 */
import type { Locale } from '@saakh/domain/i18n';
import { payoutDocumentTexts, type PayoutDocumentText, type PayoutDocumentView } from '@saakh/domain/payout-documents';
import { safeRow } from '../../lib/http/sheet-cells';
import { escapeHtml, printableDocument } from '../../lib/pdf/html';

function label(key: PayoutDocumentText, locale: Locale): string {
  return payoutDocumentTexts[key][locale];
}

function rupees(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

const titleOf = (view: PayoutDocumentView, locale: Locale) =>
  label(view.kind === 'self_billed' ? 'selfBilledTitle' : 'paymentAdviceTitle', locale);

export function payoutDocumentFileName(view: PayoutDocumentView, extension: 'pdf' | 'xlsx'): string {
  // Invoice numbers carry slashes: a file name takes them as hyphens.
  const name =
    view.kind === 'self_billed' ? `invoice-${view.number.replace(/\//g, '-')}` : `payment-advice-${view.number}`;
  return `${name}.${extension}`;
}

/** The figures below the lines, as label and amount. */
function summary(view: PayoutDocumentView, locale: Locale): [string, number][] {
  const taxes: [string, number][] =
    view.kind === 'payment_advice'
      ? []
      : view.igst > 0
        ? [[label('igst', locale), view.igst]]
        : [
            [label('cgst', locale), view.cgst],
            [label('sgst', locale), view.sgst],
          ];
  return [
    [label(view.kind === 'self_billed' ? 'taxableValue' : 'commission', locale), view.taxable_value],
    ...taxes,
    ...(view.kind === 'self_billed' ? ([[label('total', locale), view.total]] as [string, number][]) : []),
    [label('tds', locale), view.tds],
    [label('clawbacks', locale), view.clawbacks],
    [label('net', locale), view.net],
  ];
}

function partyLines(party: PayoutDocumentView['supplier'], locale: Locale): [string, string][] {
  return [
    [label('gstin', locale), party.gstin ?? label('notStored', locale)],
    [label('pan', locale), party.pan ?? label('notStored', locale)],
    [label('address', locale), party.address ?? label('notStored', locale)],
  ];
}

export function payoutDocumentHtml(view: PayoutDocumentView, locale: Locale): string {
  const party = (heading: PayoutDocumentText, value: PayoutDocumentView['supplier']) =>
    `<div class="party"><h3>${escapeHtml(label(heading, locale))}</h3><p><strong>${escapeHtml(value.name)}</strong></p>${partyLines(
      value,
      locale,
    )
      .map(([name, text]) => `<p>${escapeHtml(name)}: ${escapeHtml(text)}</p>`)
      .join('')}</div>`;
  const facts: [string, string][] = [
    [label(view.kind === 'self_billed' ? 'number' : 'adviceNumber', locale), view.number],
    [label('date', locale), view.date],
    ...(view.place_of_supply ? ([[label('placeOfSupply', locale), view.place_of_supply]] as [string, string][]) : []),
    [label('sac', locale), `${view.sac} ${label('service', locale)}`],
    [label('utr', locale), view.reference],
    [label('paidOn', locale), view.paid_on],
  ];
  const withGst = view.kind === 'self_billed';
  const head = [
    label('application', locale),
    label('lender', locale),
    label('disbursedOn', locale),
    label('amount', locale),
    ...(withGst ? [label('gst', locale)] : []),
  ]
    .map((text) => `<th>${escapeHtml(text)}</th>`)
    .join('');
  const rows = view.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.application_reference)}</td><td>${escapeHtml(line.lender_name)}</td><td>${escapeHtml(
          line.disbursed_on,
        )}</td><td class="num">${escapeHtml(rupees(line.amount, locale))}</td>${
          withGst ? `<td class="num">${escapeHtml(rupees(line.gst, locale))}</td>` : ''
        }</tr>`,
    )
    .join('');
  const note = label(view.kind === 'self_billed' ? 'selfBilledNote' : 'paymentAdviceNote', locale);
  const body = `<h1>${escapeHtml(titleOf(view, locale))}</h1>
<div class="parties">${party('supplier', view.supplier)}${party('recipient', view.recipient)}</div>
<dl>${facts.map(([name, text]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(text)}</dd>`).join('')}</dl>
<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<dl class="sums">${summary(view, locale)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(rupees(value, locale))}</dd>`)
    .join('')}</dl>
<p class="note">${escapeHtml(note)}</p>`;
  return printableDocument({
    lang: locale === 'hi' ? 'hi' : 'en',
    title: titleOf(view, locale),
    css: `  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; margin: 8px 0; }
  table { border-collapse: collapse; width: 100%; margin-top: 8px; }
  th, td { border: 1px solid #999; padding: 3px 4px; vertical-align: top; }
  th { background: #eef2f7; text-align: left; }
  td.num { text-align: right; white-space: nowrap; }
  dl { display: grid; grid-template-columns: max-content max-content; gap: 2px 16px; margin-top: 8px; }
  dt { font-weight: bold; }
  dd { margin: 0; }
  dl.sums dd { text-align: right; }
  .note { margin-top: 12px; font-style: italic; }`,
    body,
  });
}

export async function payoutDocumentXlsx(view: PayoutDocumentView, locale: Locale): Promise<Buffer> {
  // Loaded on the first download: exceljs is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(view.kind === 'self_billed' ? 'Invoice' : 'Payment advice');
  sheet.addRow(safeRow([titleOf(view, locale)])).font = { bold: true };
  for (const [heading, party] of [
    ['supplier', view.supplier],
    ['recipient', view.recipient],
  ] as const) {
    sheet.addRow(safeRow([label(heading, locale), party.name]));
    for (const [name, text] of partyLines(party, locale)) sheet.addRow(safeRow([name, text]));
  }
  sheet.addRow(safeRow([label(view.kind === 'self_billed' ? 'number' : 'adviceNumber', locale), view.number]));
  sheet.addRow(safeRow([label('date', locale), view.date]));
  if (view.place_of_supply) sheet.addRow(safeRow([label('placeOfSupply', locale), view.place_of_supply]));
  sheet.addRow(safeRow([label('sac', locale), view.sac]));
  sheet.addRow(safeRow([label('utr', locale), view.reference]));
  sheet.addRow([]);
  const withGst = view.kind === 'self_billed';
  sheet.addRow(
    safeRow([
      label('application', locale),
      label('lender', locale),
      label('disbursedOn', locale),
      label('amount', locale),
      ...(withGst ? [label('gst', locale)] : []),
    ]),
  ).font = { bold: true };
  for (const line of view.lines) {
    sheet.addRow(
      safeRow([
        line.application_reference,
        line.lender_name,
        line.disbursed_on,
        line.amount,
        ...(withGst ? [line.gst] : []),
      ]),
    );
  }
  sheet.addRow([]);
  for (const [name, value] of summary(view, locale)) sheet.addRow(safeRow([name, null, null, value]));
  sheet.addRow(safeRow([label(view.kind === 'self_billed' ? 'selfBilledNote' : 'paymentAdviceNote', locale)]));
  sheet.getColumn(1).width = 30;
  sheet.getColumn(2).width = 36;
  sheet.getColumn(4).numFmt = '#,##0.00';
  sheet.getColumn(5).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
