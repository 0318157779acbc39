/**
 * The My data download as HTML for Chromium to print (decision 026): every kind of record as tables of its fields, and
 * who received the data, in English or Hindi. Every value is escaped (the customer typed most of them); the styles
 * and fonts are inline and local, as the KFS's are, so the page loads nothing.
 */
import type { DataExportDocument, HeldDataCategory, SharedParty } from '@saakh/domain/data-rights';
import type { Locale } from '@saakh/domain/i18n';
import { escapeHtml, printableDocument } from '../../lib/pdf/html';
import { dataExportPdfTexts, type DataExportPdfText } from './data-export-pdf-messages';

function text(key: DataExportPdfText, locale: Locale, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce<string>(
    (result, [name, value]) => result.replaceAll(`{${name}}`, String(value)),
    dataExportPdfTexts[key][locale],
  );
}

/** An instant as the reader writes it, in India's time: 29 Nov 2026, 10:30 am. */
function when(isoInstant: string, locale: Locale): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

const isoInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a cell: text escaped, nested records as nested tables, lists of records numbered. */
function valueHtml(value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return escapeHtml(text('empty', locale));
  if (typeof value === 'boolean') return escapeHtml(text(value ? 'yes' : 'no', locale));
  if (Array.isArray(value)) {
    if (value.length === 0) return escapeHtml(text('empty', locale));
    if (value.every((item) => !isRecord(item) && !Array.isArray(item))) {
      return escapeHtml(value.map((item) => String(item)).join(', '));
    }
    return value
      .map(
        (item, index) =>
          `<p class="sub">${escapeHtml(text('record', locale, { n: index + 1 }))}</p>${valueHtml(item, locale)}`,
      )
      .join('');
  }
  if (isRecord(value)) return recordTable(value, locale);
  // Instants (the JSON's ISO times in UTC) read as the reader's time in India.
  if (typeof value === 'string' && isoInstantPattern.test(value)) return escapeHtml(when(value, locale));
  return escapeHtml(String(value));
}

function recordTable(record: Record<string, unknown>, locale: Locale): string {
  const rows = Object.entries(record)
    .map(([field, value]) => `<tr><th>${escapeHtml(field)}</th><td>${valueHtml(value, locale)}</td></tr>`)
    .join('');
  return `<table class="record"><tbody>${rows}</tbody></table>`;
}

function recordsSection(category: Exclude<HeldDataCategory, 'profile'>, records: unknown[], locale: Locale): string {
  const title = `<h2>${escapeHtml(text(`section.${category}`, locale))}</h2>`;
  if (records.length === 0) return `${title}<p class="none">${escapeHtml(text('none', locale))}</p>`;
  return `${title}${records
    .map(
      (record, index) =>
        `<h3>${escapeHtml(text('record', locale, { n: index + 1 }))}</h3>${isRecord(record) ? recordTable(record, locale) : valueHtml(record, locale)}`,
    )
    .join('')}`;
}

function sharedSection(shared: SharedParty[], locale: Locale): string {
  const title = `<h2>${escapeHtml(text('section.shared', locale))}</h2>`;
  if (shared.length === 0) return `${title}<p class="none">${escapeHtml(text('none', locale))}</p>`;
  const head = (['shared.party', 'shared.kind', 'shared.data', 'shared.period', 'shared.references'] as const)
    .map((key) => `<th>${escapeHtml(text(key, locale))}</th>`)
    .join('');
  const rows = shared
    .map((party) => {
      const kind = text(`kind.${party.kind}`, locale);
      const role = party.role ? ` (${text(`role.${party.role}`, locale)})` : '';
      const data = party.data.map((category) => text(`section.${category}`, locale)).join(', ');
      const period = text('shared.between', locale, {
        first: when(party.first_at, locale),
        last: when(party.last_at, locale),
      });
      return `<tr><td>${escapeHtml(party.name)}</td><td>${escapeHtml(kind + role)}</td><td>${escapeHtml(data)}</td><td>${escapeHtml(period)}</td><td>${escapeHtml(party.references.join(', '))}</td></tr>`;
    })
    .join('');
  return `${title}<table class="shared"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The whole download as a printable page (A4 upright). */
export function dataExportHtml(document: DataExportDocument, locale: Locale): string {
  const lang = locale === 'hi' ? 'hi' : 'en';
  const sections = [
    `<h2>${escapeHtml(text('section.profile', locale))}</h2>${recordTable(document.profile, locale)}`,
    recordsSection('consents', document.consents, locale),
    recordsSection('applications', document.applications, locale),
    recordsSection('kfs', document.kfs, locale),
    recordsSection('documents', document.documents, locale),
    recordsSection('messages', document.messages, locale),
    recordsSection('complaints', document.complaints, locale),
    recordsSection('insurance_requests', document.insurance_requests, locale),
    recordsSection('help_requests', document.help_requests, locale),
    recordsSection('calls', document.calls, locale),
    recordsSection('sessions', document.sessions, locale),
    sharedSection(document.shared, locale),
  ];
  return printableDocument({
    lang,
    title: text('title', locale),
    css: `  p.sub { font-weight: bold; margin-top: 4px; }
  p.none { font-style: italic; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 4px; }
  th, td { border: 1px solid #999; padding: 3px 4px; vertical-align: top; text-align: left; overflow-wrap: anywhere; }
  table.record > tbody > tr > th { width: 30%; font-weight: bold; background: #fafbfc; }
  table.shared th { background: #eef2f7; }
  table.shared tr { page-break-inside: avoid; }`,
    body: `<h1>${escapeHtml(text('title', locale))}</h1>
<p>${escapeHtml(text('generated', locale, { at: when(document.generated_at, locale), id: document.customer_id }))}</p>
<p>${escapeHtml(text('intro', locale))}</p>
${sections.join('\n')}`,
  });
}
