/**
 * The Key Facts Statement as HTML for Chromium to print (decision 026), in RBI's format (KFS circular of April 2024):
 * Part 1, Part 2, Annex B (the APR illustration) and Annex C (the repayment schedule), in English or Hindi. Built by
 * the server from a KFS it issued; every text is escaped (lender terms are typed by lender admins), the styles and
 * fonts are inline and local, so the page loads nothing.
 */
import type { Locale } from '@saakh/domain/i18n';
import { KFS_VALID_WORKING_DAYS, type Kfs } from '@saakh/domain/kfs';
import { translate } from '@saakh/domain/messages';
import { formatRupeesExact, roundPaise } from '@saakh/domain/money';
import { loanProducts } from '@saakh/domain/products';
import { escapeHtml, printableDocument } from '../../lib/pdf/html';
import { kfsPdfTexts, type KfsPdfText } from './kfs-pdf-messages';

function text(key: KfsPdfText, locale: Locale, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce<string>(
    (result, [name, value]) => result.replaceAll(`{${name}}`, String(value)),
    kfsPdfTexts[key][locale],
  );
}

const rupees = (value: number) => formatRupeesExact(value);

/** A day (YYYY-MM-DD) as the reader writes it: 28 Nov 2026 / 28 नव॰ 2026. */
export function kfsDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

const percent = (value: number) => value.toFixed(2);

/** The file a KFS downloads as: its proposal number, or the lender's key for an offer's indicative one. */
export function kfsFileName(kfs: Pick<Kfs, 'proposalNumber' | 'lenderKey'>, locale: Locale): string {
  const name = (kfs.proposalNumber ?? kfs.lenderKey).replace(/[^A-Za-z0-9_-]/g, '');
  return `KFS-${name}-${locale}.pdf`;
}

type Row = [label: string, value: string];

const rowsHtml = (rows: Row[]) =>
  rows.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');

const table = (rows: Row[]) => `<table class="facts"><tbody>${rowsHtml(rows)}</tbody></table>`;

function lenderIdentity(kfs: Kfs, locale: Locale): string {
  const { lender } = kfs;
  const name = lender.legalName && lender.legalName !== lender.brandName ? lender.legalName : lender.brandName;
  const kind =
    lender.kind === 'bank'
      ? text('kindBank', locale)
      : lender.kind === 'nbfc'
        ? text('kindNbfc', locale)
        : lender.kind === 'hfc'
          ? text('kindHfc', locale)
          : null;
  const details = [
    kind,
    lender.rbiRegistration ? text('rbiRegistration', locale, { number: lender.rbiRegistration }) : null,
  ].filter(Boolean);
  const brand = name !== kfs.lenderName ? ` (${kfs.lenderName})` : '';
  return `${name}${brand}${details.length > 0 ? `, ${details.join(', ')}` : ''}`;
}

function part1(kfs: Kfs, locale: Locale): string {
  const stated = (value: string | null) => value ?? text('notStated', locale);
  return `<h2>${escapeHtml(text('part1', locale))}</h2>
${table([
  [text('loanType', locale), translate(loanProducts[kfs.product].nameKey, locale)],
  [text('sanctioned', locale), rupees(kfs.loanAmount)],
  [text('disbursal', locale), text('disbursalSingle', locale)],
  [text('tenure', locale), text('months', locale, { count: kfs.tenureMonths })],
  [text('instalmentType', locale), text('monthlyEmi', locale)],
  [text('instalmentCount', locale), String(kfs.instalments)],
  [text('emi', locale), rupees(kfs.emi)],
  [text('firstInstalment', locale), kfsDay(kfs.firstInstalmentOn, locale)],
  [text('interestRate', locale), text('fixedRate', locale, { rate: percent(kfs.interestRate) })],
])}
<h3>${escapeHtml(text('feesTitle', locale))}</h3>
${table([
  [text('feesToLender', locale), rupees(kfs.processingFee)],
  [text('feesToThirdParties', locale), kfs.thirdPartyFees > 0 ? rupees(kfs.thirdPartyFees) : text('none', locale)],
  [text('apr', locale), `${percent(kfs.apr)}%`],
])}
<h3>${escapeHtml(text('contingentTitle', locale))}</h3>
${table([
  [text('penal', locale), stated(kfs.charges.penal)],
  [text('bounce', locale), stated(kfs.charges.bounce)],
  [text('foreclosure', locale), stated(kfs.charges.foreclosure)],
  [text('switching', locale), stated(kfs.lenderTerms.switchingCharges)],
  [text('partPrepayment', locale), stated(kfs.charges.partPrepayment)],
])}`;
}

function part2(kfs: Kfs, locale: Locale): string {
  const { grievance, lenderTerms, ombudsman } = kfs;
  const officer = lenderTerms.nodalOfficer;
  const contact = (name: string, phone: string | null, email: string | null, address?: string) =>
    [
      name,
      phone ? `${text('phone', locale)}: ${phone}` : null,
      email ? `${text('email', locale)}: ${email}` : null,
      address ? `${text('address', locale)}: ${address}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const rows: Row[] = [
    [text('recoveryAgents', locale), lenderTerms.recoveryAgents ?? text('recoveryStandard', locale)],
    [
      text('grievanceOfficer', locale),
      `${contact(grievance.name, grievance.phone, grievance.email, grievance.address)}. ${text(
        'grievanceDays',
        locale,
        {
          days: grievance.responseDays,
        },
      )}`,
    ],
    [
      text('nodalOfficer', locale),
      officer ? contact(officer.name, officer.phone, officer.email) : text('notStated', locale),
    ],
    [
      text('grievanceTitle', locale),
      text('ombudsman', locale, { portal: ombudsman.portal.replace(/^https?:\/\//, ''), phone: ombudsman.tollFree }),
    ],
    [text('transfer', locale), text('transferText', locale)],
    ...(lenderTerms.coLending ? [[text('coLending', locale), lenderTerms.coLending] as Row] : []),
    [
      text('coolingOff', locale),
      text('coolingOffText', locale, { days: kfs.coolingOffDays, amount: rupees(kfs.exitAmount) }),
    ],
    [text('lsp', locale), text('lspText', locale, { lsp: kfs.lspName, lender: lenderIdentity(kfs, locale) })],
  ];
  return `<h2>${escapeHtml(text('part2', locale))}</h2>
${table(rows)}`;
}

function annexB(kfs: Kfs, locale: Locale): string {
  const fees = roundPaise(kfs.processingFee + kfs.thirdPartyFees + kfs.otherCharges);
  return `<h2>${escapeHtml(text('annexB', locale))}</h2>
${table([
  [text('sanctioned', locale), rupees(kfs.loanAmount)],
  [text('tenure', locale), text('months', locale, { count: kfs.tenureMonths })],
  [text('instalmentCount', locale), String(kfs.instalments)],
  [text('emi', locale), rupees(kfs.emi)],
  [text('interestRate', locale), text('fixedRate', locale, { rate: percent(kfs.interestRate) })],
  [text('totalInterest', locale), rupees(kfs.totalInterest)],
  [text('feesTotal', locale), rupees(fees)],
  [text('netDisbursed', locale), rupees(kfs.netDisbursed)],
  [text('totalPayable', locale), rupees(kfs.totalPayable)],
  [text('totalCost', locale), rupees(kfs.totalCost)],
  [text('apr', locale), `${percent(kfs.apr)}%`],
  [text('disbursal', locale), text('disbursalSingle', locale)],
  [text('firstInstalment', locale), kfsDay(kfs.firstInstalmentOn, locale)],
])}
<p class="note">${escapeHtml(text('aprNote', locale))}</p>`;
}

function annexC(kfs: Kfs, locale: Locale): string {
  const head = (
    ['colNumber', 'colDue', 'colOpening', 'colPrincipal', 'colInterest', 'colInstalment', 'colClosing'] as const
  )
    .map((key) => `<th>${escapeHtml(text(key, locale))}</th>`)
    .join('');
  const money = (value: number) => `<td class="num">${escapeHtml(rupees(value))}</td>`;
  const body = kfs.schedule
    .map(
      (row) =>
        `<tr><td class="num">${row.number}</td><td>${escapeHtml(kfsDay(row.dueOn, locale))}</td>${money(row.opening)}${money(
          row.principal,
        )}${money(row.interest)}${money(row.instalment)}${money(row.closing)}</tr>`,
    )
    .join('');
  const sum = (pick: (row: Kfs['schedule'][number]) => number) =>
    roundPaise(kfs.schedule.reduce((total, row) => total + pick(row), 0));
  const totals = `<tr class="total"><td colspan="3">${escapeHtml(text('total', locale))}</td>${money(
    sum((row) => row.principal),
  )}${money(sum((row) => row.interest))}${money(sum((row) => row.instalment))}<td></td></tr>`;
  return `<h2>${escapeHtml(text('annexC', locale))}</h2>
<table class="schedule"><thead><tr>${head}</tr></thead><tbody>${body}${totals}</tbody></table>`;
}

/** The whole KFS as a printable page (A4 upright). */
export function kfsHtml(kfs: Kfs, locale: Locale): string {
  const lang = locale === 'hi' ? 'hi' : 'en';
  const heading = kfs.proposalNumber
    ? text('proposal', locale, { number: kfs.proposalNumber })
    : text('indicative', locale);
  return printableDocument({
    lang,
    title: text('title', locale),
    css: `  h2.annex { page-break-before: always; }
  p.lead { font-weight: bold; }
  p.note { font-style: italic; margin-top: 4px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #999; padding: 3px 4px; vertical-align: top; text-align: left; }
  table.facts th { width: 38%; font-weight: bold; background: #fafbfc; }
  table.schedule th { background: #eef2f7; }
  td.num { text-align: right; white-space: nowrap; }
  tr.total td { font-weight: bold; background: #eef2f7; }
  tr { page-break-inside: avoid; }`,
    body: `<h1>${escapeHtml(text('title', locale))}</h1>
<p class="lead">${escapeHtml(heading)}</p>
<p>${escapeHtml(text('lenderLine', locale, { lender: lenderIdentity(kfs, locale) }))}</p>
<p>${escapeHtml(
      text('issuedValid', locale, {
        issued: kfsDay(kfs.issuedOn, locale),
        valid: kfsDay(kfs.validUntil, locale),
        days: KFS_VALID_WORKING_DAYS,
      }),
    )}</p>
${part1(kfs, locale)}
${part2(kfs, locale)}
${annexB(kfs, locale)}
${annexC(kfs, locale)}
<p class="note">${escapeHtml(text('note', locale))}</p>`,
  });
}
