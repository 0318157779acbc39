/**
 * The report pages (issue 9): applications (internal report), products, lenders × products and customers' journeys,
 * each a page of a list and an export with the same filters. Personal data is masked for every role but 1
 * (decision 010) and every export is audited.
 */
import { rangeInstants, type DayRange } from '@saakh/domain/date-ranges';
import type { Locale } from '@saakh/domain/i18n';
import { parseSort, type Page } from '@saakh/domain/lists';
import { maskTail } from '@saakh/domain/masking';
import { patterns } from '@saakh/domain/patterns';
import {
  type CustomerTimeline,
  type CustomersJourneyQuery,
  type InternalReportQuery,
  type InternalReportRow,
  isReportProduct,
  type JourneyRow,
  percentOf,
  type ProductsReportQuery,
  type ProductsReportRow,
  type ReportColumn,
  reportColumnLabels,
  type ReportFilterOptions,
  type ReportFilters,
  reportProducts,
  TIMELINE_MAX_EVENTS,
  type VendorsProductsReportQuery,
  type VendorsProductsReportRow,
} from '@saakh/domain/reporting';
import type { Deps } from '../../deps';
import { readSourceOf, type Reader } from '../../db/replica';
import type { ReadSource } from '@saakh/domain/read-source';
import { listPage } from '../../db/lists';
import { AppError } from '../../lib/app-error';
import type { ExportColumn, ExportValue } from '../../lib/http/list-export';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import * as rollup from './dashboard.repository';
import { figuresOf, reportRange } from './dashboard.service';
import { refreshStaleDays } from './rollup.service';
import * as repo from './reports.repository';

/** Whether a session reads mobile numbers and PANs whole (decision 010: role 1 only). */
export function readsPersonalData(session: Session): boolean {
  return session.kind === 'admin' && session.roleId === 1;
}

function maskFor(session: Session) {
  return readsPersonalData(session) ? (value: string | null) => value : maskTail;
}

function dayBounds(range: DayRange): repo.DayBounds {
  return { ...range, instants: rangeInstants(range) };
}

const money = (value: string | null): number | null => (value === null ? null : Number(value));
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

// ---------- internal report ----------

function toInternalRow(row: repo.InternalRow, mask: (value: string | null) => string | null): InternalReportRow {
  return {
    application_id: row.application_id,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
    customer_name: fullName(row.first_name, row.last_name),
    mobile: mask(row.mobile),
    pan: mask(row.pan),
    product: row.product,
    partner_name: row.partner_name,
    lender_name: row.lender_name,
    status: row.status,
    amount: row.amount,
    submitted_at: row.submitted_at?.toISOString() ?? null,
    disbursed_amount: money(row.disbursed_amount),
    disbursed_on: row.disbursed_on,
    expected_commission: money(row.expected_commission),
    lender_reference: row.lender_reference,
  };
}

export async function internalReport(
  deps: Pick<Deps, 'reads' | 'clock'>,
  session: Session,
  query: InternalReportQuery,
): Promise<Page<InternalReportRow> & ReadSource> {
  const where = repo.internalReportWhere(query, dayBounds(reportRange(deps, query)));
  const mask = maskFor(session);
  const reader = await deps.reads();
  const page = await listPage(query, {
    items: (bounds) => repo.internalReportPage(reader.db, where, bounds),
    count: () => repo.countInternalReport(reader.db, where),
  });
  return { ...page, items: page.items.map((row) => toInternalRow(row, mask)), ...readSourceOf(reader) };
}

function columns<T>(locale: Locale, list: [ReportColumn, (row: T) => ExportValue][]): ExportColumn<T>[] {
  return list.map(([column, value]) => ({ header: reportColumnLabels[column][locale], value }));
}

export function internalReportColumns(locale: Locale): ExportColumn<InternalReportRow>[] {
  return columns<InternalReportRow>(locale, [
    ['application_id', (r) => r.application_id],
    ['reference', (r) => r.reference],
    ['created_at', (r) => r.created_at],
    ['customer_name', (r) => r.customer_name],
    ['mobile', (r) => r.mobile],
    ['pan', (r) => r.pan],
    ['product', (r) => r.product],
    ['partner_name', (r) => r.partner_name],
    ['lender_name', (r) => r.lender_name],
    ['status', (r) => r.status],
    ['amount', (r) => r.amount],
    ['submitted_at', (r) => r.submitted_at],
    ['disbursed_amount', (r) => r.disbursed_amount],
    ['disbursed_on', (r) => r.disbursed_on],
    ['expected_commission', (r) => r.expected_commission],
    ['lender_reference', (r) => r.lender_reference],
  ]);
}

/** Records who exported which report with which filters: exports carry personal data out of Saakh. */
export async function auditExport(
  deps: Pick<Deps, 'db'>,
  session: Session,
  report: string,
  filters: Record<string, unknown>,
): Promise<void> {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  await recordAudit(deps.db, session, [
    { action: 'report.export', entity: 'report', entityId: report, newValue: given },
  ]);
}

/** An export's batches, and the database they are read from (the route names it in a header). */
export type ExportRows<T> = { source: ReadSource; batches: AsyncIterable<T[]> };

export async function internalReportRows(
  deps: Pick<Deps, 'reads' | 'clock'>,
  session: Session,
  query: Omit<InternalReportQuery, 'page' | 'pageSize' | 'sort'>,
): Promise<ExportRows<InternalReportRow>> {
  const where = repo.internalReportWhere(query, dayBounds(reportRange(deps, query)));
  const mask = maskFor(session);
  const reader = await deps.reads();
  async function* batches() {
    for await (const batch of repo.internalReportBatches(reader.db, where))
      yield batch.map((row) => toInternalRow(row, mask));
  }
  return { source: readSourceOf(reader), batches: batches() };
}

// ---------- products and lenders × products (from the rollup) ----------

/** Sorts and pages rows already grouped (a handful per product or lender): the page is cut on the server. */
function pageRows<T, S extends string & keyof T>(
  rows: T[],
  query: { page: number; pageSize: number; sort: S | `-${S}` },
) {
  const { column, direction } = parseSort<S>(query.sort);
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [a[column], b[column]];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
  });
  const offset = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(offset, offset + query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function groupedRollup(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  reader: Reader,
  filters: ReportFilters,
  by: 'product' | 'lender_product',
): Promise<rollup.GroupedSums[]> {
  const range = reportRange(deps, filters);
  // Days never counted (or counted before they ended) are asked for, on the primary; a reload shows them.
  await refreshStaleDays(deps, range.from, range.to);
  return rollup.groupedSums(reader.db, rollup.rollupWhere(range, filters), by);
}

export async function productsRows(
  deps: Pick<Deps, 'db' | 'reads' | 'jobs' | 'clock'>,
  filters: ReportFilters,
): Promise<{ source: ReadSource; rows: ProductsReportRow[] }> {
  const reader = await deps.reads();
  const rows = await groupedRollup(deps, reader, filters, 'product');
  const list = rows
    .filter((row) => isReportProduct(row.product))
    .map((row) => ({
      product: row.product as ProductsReportRow['product'],
      leads: row.leads,
      ...figuresOf(row),
      conversion: percentOf(row.disbursed, row.leads),
    }))
    .sort((a, b) => reportProducts.indexOf(a.product) - reportProducts.indexOf(b.product));
  return { source: readSourceOf(reader), rows: list };
}

export async function productsReport(deps: Pick<Deps, 'db' | 'reads' | 'jobs' | 'clock'>, query: ProductsReportQuery) {
  const { source, rows } = await productsRows(deps, query);
  return { ...pageRows(rows, query), ...source };
}

export async function vendorsProductsRows(
  deps: Pick<Deps, 'db' | 'reads' | 'jobs' | 'clock'>,
  filters: ReportFilters,
): Promise<{ source: ReadSource; rows: VendorsProductsReportRow[] }> {
  const reader = await deps.reads();
  const rows = await groupedRollup(deps, reader, filters, 'lender_product');
  const list = rows
    .filter((row) => isReportProduct(row.product))
    .map((row) => ({
      lender_id: row.lender_id,
      lender_name: row.lender_name,
      product: row.product as VendorsProductsReportRow['product'],
      ...figuresOf(row),
      approval_rate: percentOf(row.approved, row.approved + row.rejected),
      average_ticket: row.disbursed > 0 ? Math.round(row.disbursed_amount / row.disbursed) : null,
      turnaround_hours: row.decisions > 0 ? Math.round((row.decision_hours / row.decisions) * 10) / 10 : null,
    }))
    .sort((a, b) => a.lender_name.localeCompare(b.lender_name) || a.product.localeCompare(b.product));
  return { source: readSourceOf(reader), rows: list };
}

export async function vendorsProductsReport(
  deps: Pick<Deps, 'db' | 'reads' | 'jobs' | 'clock'>,
  query: VendorsProductsReportQuery,
) {
  const { source, rows } = await vendorsProductsRows(deps, query);
  return { ...pageRows(rows, query), ...source };
}

const figureColumns: [ReportColumn, (row: ProductsReportRow | VendorsProductsReportRow) => ExportValue][] = [
  ['applications', (r) => r.applications],
  ['sent_to_lender', (r) => r.sent_to_lender],
  ['approved', (r) => r.approved],
  ['rejected', (r) => r.rejected],
  ['disbursed', (r) => r.disbursed],
  ['disbursed_amount', (r) => r.disbursed_amount],
  ['expected_commission', (r) => r.expected_commission],
  ['received_commission', (r) => r.received_commission],
];

export function productsColumns(locale: Locale): ExportColumn<ProductsReportRow>[] {
  return columns<ProductsReportRow>(locale, [
    ['product', (r) => r.product],
    ['leads', (r) => r.leads],
    ...figureColumns,
    ['conversion', (r) => r.conversion],
  ]);
}

export function vendorsProductsColumns(locale: Locale): ExportColumn<VendorsProductsReportRow>[] {
  return columns<VendorsProductsReportRow>(locale, [
    ['lender_name', (r) => r.lender_name],
    ['product', (r) => r.product],
    ...figureColumns,
    ['approval_rate', (r) => r.approval_rate],
    ['average_ticket', (r) => r.average_ticket],
    ['turnaround_hours', (r) => r.turnaround_hours],
  ]);
}

// ---------- customers' journeys ----------

function toJourneyRow(row: repo.JourneyDbRow, mask: (value: string | null) => string | null): JourneyRow {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    user_id: row.user_id,
    customer_name: fullName(row.first_name, row.last_name),
    mobile: mask(row.mobile),
    partner_name: row.partner_name,
    product: row.product,
    utm_source: row.utm_source,
    utm_campaign: row.utm_campaign,
    first_seen_at: row.first_seen_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    furthest_step: row.furthest_step,
    steps: {
      landing: iso(row.landing_at),
      otp_verified: iso(row.otp_verified_at),
      profile_complete: iso(row.profile_complete_at),
      offers_viewed: iso(row.offers_viewed_at),
      offer_selected: iso(row.offer_selected_at),
    },
    events: row.events,
    applications: Number(row.applications),
  };
}

export async function customersJourney(
  deps: Pick<Deps, 'reads' | 'clock'>,
  session: Session,
  query: CustomersJourneyQuery,
): Promise<Page<JourneyRow> & ReadSource> {
  const where = repo.journeysWhere(query, dayBounds(reportRange(deps, query)));
  const mask = maskFor(session);
  const reader = await deps.reads();
  const page = await listPage(query, {
    items: (bounds) => repo.journeysPage(reader.db, where, bounds),
    count: () => repo.countJourneys(reader.db, where, Boolean(query.q && !patterns.guid.test(query.q))),
  });
  return { ...page, items: page.items.map((row) => toJourneyRow(row, mask)), ...readSourceOf(reader) };
}

export async function journeyRows(
  deps: Pick<Deps, 'reads' | 'clock'>,
  session: Session,
  query: Omit<CustomersJourneyQuery, 'page' | 'pageSize' | 'sort'>,
): Promise<ExportRows<JourneyRow>> {
  const where = repo.journeysWhere(query, dayBounds(reportRange(deps, query)));
  const mask = maskFor(session);
  const reader = await deps.reads();
  async function* batches() {
    for await (const batch of repo.journeyBatches(reader.db, where)) yield batch.map((row) => toJourneyRow(row, mask));
  }
  return { source: readSourceOf(reader), batches: batches() };
}

export function journeyColumns(locale: Locale): ExportColumn<JourneyRow>[] {
  return columns<JourneyRow>(locale, [
    ['customer_name', (r) => r.customer_name],
    ['mobile', (r) => r.mobile],
    ['partner_name', (r) => r.partner_name],
    ['product', (r) => r.product],
    ['utm_source', (r) => r.utm_source],
    ['utm_campaign', (r) => r.utm_campaign],
    ['first_seen_at', (r) => r.first_seen_at],
    ['last_seen_at', (r) => r.last_seen_at],
    ['furthest_step', (r) => r.furthest_step],
    ['events', (r) => r.events],
    ['applications', (r) => r.applications],
  ]);
}

/** One customer's timeline; opening it is access to personal data, so it is audited. */
export async function customerTimeline(
  deps: Pick<Deps, 'db'>,
  session: Session,
  userId: number,
): Promise<CustomerTimeline> {
  const journey = await repo.findJourney(deps.db, userId);
  if (!journey) throw new AppError('not_found', 'customerNotFound');
  const [{ events, total }, applicationRows] = await Promise.all([
    repo.customerEvents(deps.db, userId, TIMELINE_MAX_EVENTS),
    repo.customerApplications(deps.db, userId),
  ]);
  await recordAudit(deps.db, session, [{ action: 'customer.journey_view', entity: 'customer', entityId: userId }]);
  return {
    customer: toJourneyRow(journey, maskFor(session)),
    events: events.map((event) => ({
      id: event.id,
      event: event.event,
      at: event.at.toISOString(),
      product: event.product,
      path: event.path,
      partner_name: event.partner_name,
      utm_source: event.utms?.utm_source ?? null,
      utm_medium: event.utms?.utm_medium ?? null,
      utm_campaign: event.utms?.utm_campaign ?? null,
    })),
    applications: applicationRows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    eventCount: total,
  };
}

export function reportFilterOptions(deps: Pick<Deps, 'db'>): Promise<ReportFilterOptions> {
  return rollup.filterOptions(deps.db);
}

/**
 * The internal report's filter as a condition on applications (its days, product, status, …), for another module's
 * list of applications that must filter the same way (the partner's insights).
 */
export { internalReportWhere, type DayBounds, type Instants } from './reports.repository';
