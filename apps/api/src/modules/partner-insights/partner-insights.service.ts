/**
 * A partner's figures and money (issue 12): the dashboard, the lists behind its reports, the monthly commission
 * statement and the funnel it builds. Everything is read through the partner scope (its own and its sub-partners'
 * rows); naming any other partner answers 404, as if it did not exist.
 */
import { previousRange, rangeInstants, type DayRange } from '@saakh/domain/date-ranges';
import type { Locale } from '@saakh/domain/i18n';
import type { Page } from '@saakh/domain/lists';
import { maskTail } from '@saakh/domain/masking';
import { roundPaise } from '@saakh/domain/money';
import {
  type CustomFunnel,
  type CustomFunnelQuery,
  type CustomFunnelStep,
  customFunnelSteps,
  funnelConversions,
  partnerApplicationColumns,
  type PartnerApplicationRow,
  type PartnerApplicationsQuery,
  type PartnerDashboard,
  type PartnerDashboardQuery,
  type PartnerInsightOptions,
  partnerKpis,
  type Statement,
  type StatementQuery,
  STUCK_DEFAULT_DAYS,
  type StuckLead,
  type StuckLeadsQuery,
  statementLinesOf,
  statementTotals,
} from '@saakh/domain/partner-insights';
import { ledgerStatuses, PARTNER_GST_PERCENT, PARTNER_TDS_PERCENT } from '@saakh/domain/reconciliation';
import { funnelSteps, reportColumnLabels, type ReportFilters } from '@saakh/domain/reporting';
import type { Deps } from '../../deps';
import { readSourceOf } from '../../db/replica';
import type { ReadSource } from '@saakh/domain/read-source';
import { listPage } from '../../db/lists';
import { AppError } from '../../lib/app-error';
import type { ExportColumn } from '../../lib/http/list-export';
import type { Session } from '../../lib/session';
import { actingPartner, partnerScope, type PartnerScope } from '../acting-partner/acting-partner.service';
import * as commissions from '../commissions/commissions.service';
import * as rollup from '../reporting/dashboard.service';
import { reportRange } from '../reporting/dashboard.service';
import { daysBetween, refreshStaleDays } from '../reporting/rollup.service';
import * as repo from './partner-insights.repository';

type ReadDeps = Pick<Deps, 'db' | 'clock'>;

/** The partner ids an answer covers: the whole scope, or the one of it `partnerId` names (else 404). */
export type ScopeChoice = { scope: PartnerScope; ids: number[] };

export async function scopeOf(
  deps: Pick<Deps, 'db'>,
  session: Session,
  partnerId: number | undefined,
): Promise<ScopeChoice> {
  const scope = await partnerScope(deps, await actingPartner(deps, session));
  if (partnerId === undefined) return { scope, ids: scope.ids };
  if (!scope.ids.includes(partnerId)) throw new AppError('not_found', 'notFound');
  return { scope, ids: [partnerId] };
}

function rangeOf(deps: Pick<Deps, 'clock'>, query: Pick<ReportFilters, 'preset' | 'from' | 'to'>): DayRange {
  return reportRange(deps, { preset: query.preset, from: query.from, to: query.to });
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;
const money = (value: string | null): number | null => (value === null ? null : Number(value));

// ---------- options ----------

export async function insightOptions(deps: Pick<Deps, 'db'>, session: Session): Promise<PartnerInsightOptions> {
  const { scope } = await scopeOf(deps, session, undefined);
  const [names, links] = await Promise.all([repo.partnerNames(deps.db, scope.ids), repo.linksOf(deps.db, scope.ids)]);
  return {
    partners: names.map((row) => ({ ...row, own: row.id === scope.partnerId })),
    links: links.map(({ utm_campaign: _campaign, ...link }) => link),
    campaigns: [...new Set(links.map((link) => link.utm_campaign))].sort((a, b) => a.localeCompare(b)),
  };
}

// ---------- dashboard ----------

export async function partnerDashboard(
  deps: Pick<Deps, 'db' | 'reads' | 'jobs' | 'clock'>,
  session: Session,
  query: PartnerDashboardQuery,
): Promise<PartnerDashboard> {
  const { ids } = await scopeOf(deps, session, query.partnerId);
  const range = rangeOf(deps, query);
  const previous = previousRange(range);
  const { pending: pendingDays, countedAt } = await refreshStaleDays(deps, previous.from, range.to);
  const filters = { partnerIds: ids };
  // The scope and the stale days above are the primary's; the figures may come from the read replica.
  const reader = await deps.reads();
  const [totals, rows, ledger] = await Promise.all([
    rollup.periodTotals(reader.db, range, previous, filters),
    rollup.breakdowns(reader.db, range, filters),
    commissions.earnings(reader.db, ids, rangeInstants(range), rangeInstants(previous), { current: range, previous }),
  ]);
  const kpis = Object.fromEntries(
    partnerKpis.map((metric) => [
      metric,
      { value: totals.current?.[metric] ?? 0, previous: totals.previous?.[metric] ?? 0 },
    ]),
  ) as PartnerDashboard['kpis'];
  const earnings = Object.fromEntries(
    ledgerStatuses.map((status) => [
      status,
      {
        value: roundPaise(ledger?.[`${status}_current`] ?? 0),
        previous: roundPaise(ledger?.[`${status}_previous`] ?? 0),
      },
    ]),
  ) as PartnerDashboard['earnings'];
  const byDay = new Map(rows.filter((row) => row.by === 'day').map((row) => [row.day as string, row]));
  const times = [...countedAt].filter(([day]) => day >= range.from).map(([, time]) => time.getTime());
  return {
    range,
    previous,
    refreshedAt: times.length > 0 ? new Date(Math.min(...times)).toISOString() : null,
    pendingDays,
    empty:
      partnerKpis.every((metric) => !totals.current?.[metric]) &&
      ledgerStatuses.every((status) => earnings[status].value === 0),
    kpis,
    earnings,
    funnel: funnelSteps.map((step) => ({ step, value: totals.current?.[step] ?? 0 })),
    trend: daysBetween(range.from, range.to).map((day) => {
      const row = byDay.get(day);
      return {
        day,
        visitors: row?.visitors ?? 0,
        applications: row?.applications ?? 0,
        approved: row?.approved ?? 0,
        disbursed: row?.disbursed ?? 0,
        disbursed_amount: row?.disbursed_amount ?? 0,
      };
    }),
    ...readSourceOf(reader),
  };
}

// ---------- needs action ----------

const DAY_MS = 86_400_000;

export async function stuckLeads(deps: ReadDeps, session: Session, query: StuckLeadsQuery): Promise<Page<StuckLead>> {
  const { ids } = await scopeOf(deps, session, query.partnerId);
  const now = deps.clock.now();
  const before = new Date(now.getTime() - (query.days ?? STUCK_DEFAULT_DAYS) * DAY_MS);
  const page = await listPage(query, {
    items: (bounds) => repo.stuckPage(deps.db, ids, query, before, bounds),
    count: () => repo.countStuck(deps.db, ids, query, before),
  });
  return {
    ...page,
    items: page.items.map((row) => ({
      user_id: row.user_id,
      customer_name: fullName(row.first_name, row.last_name),
      mobile: maskTail(row.mobile),
      partner_name: row.partner_name,
      product: row.product,
      step: row.step,
      last_seen_at: row.last_seen_at.toISOString(),
      days_idle: Math.floor((now.getTime() - row.last_seen_at.getTime()) / DAY_MS),
    })),
  };
}

// ---------- reports: applications ----------

function toApplicationRow(row: repo.ApplicationRow): PartnerApplicationRow {
  return {
    application_id: row.application_id,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
    customer_name: fullName(row.first_name, row.last_name),
    // Partners never read a customer's mobile number or PAN whole (issue 12).
    mobile: maskTail(row.mobile),
    pan: maskTail(row.pan),
    product: row.product,
    partner_name: row.partner_name,
    lender_name: row.lender_name,
    status: row.status,
    status_source: row.status_source,
    status_changed_at: row.status_changed_at?.toISOString() ?? null,
    amount: row.amount,
    submitted_at: row.submitted_at?.toISOString() ?? null,
    disbursed_amount: money(row.disbursed_amount),
    disbursed_on: row.disbursed_on,
    lender_reference: row.lender_reference,
  };
}

async function applicationsFilter(
  deps: ReadDeps,
  session: Session,
  query: Omit<PartnerApplicationsQuery, 'page' | 'pageSize' | 'sort'>,
) {
  const { ids } = await scopeOf(deps, session, query.partnerId);
  const range = rangeOf(deps, query);
  return repo.applicationsWhere(ids, query, { ...range, instants: rangeInstants(range) });
}

export async function partnerApplications(
  deps: Pick<Deps, 'db' | 'reads' | 'clock'>,
  session: Session,
  query: PartnerApplicationsQuery,
): Promise<Page<PartnerApplicationRow> & ReadSource> {
  const where = await applicationsFilter(deps, session, query);
  const reader = await deps.reads();
  const page = await listPage(query, {
    items: (bounds) => repo.applicationsPage(reader.db, where, query.sort, bounds),
    count: () => repo.countApplications(reader.db, where),
  });
  return { ...page, items: page.items.map(toApplicationRow), ...readSourceOf(reader) };
}

/** The export's rows: checked (scope, range) before the download starts, then read a batch at a time. */
export async function partnerApplicationBatches(
  deps: Pick<Deps, 'db' | 'reads' | 'clock'>,
  session: Session,
  query: Omit<PartnerApplicationsQuery, 'page' | 'pageSize' | 'sort'>,
): Promise<{ source: ReadSource; batches: AsyncIterable<PartnerApplicationRow[]> }> {
  const where = await applicationsFilter(deps, session, query);
  const reader = await deps.reads();
  const batches = (async function* () {
    for await (const batch of repo.applicationBatches(reader.db, where)) yield batch.map(toApplicationRow);
  })();
  return { source: readSourceOf(reader), batches };
}

export function partnerApplicationExportColumns(locale: Locale): ExportColumn<PartnerApplicationRow>[] {
  return partnerApplicationColumns.map((column) => ({
    header: reportColumnLabels[column][locale],
    value: (row: PartnerApplicationRow) => row[column],
  }));
}

// ---------- commission statement ----------

/** The month's lines as the ledger keeps them (what priced each, decision 032), GST by the partner's registration. */
export async function statement(deps: ReadDeps, session: Session, query: StatementQuery): Promise<Statement> {
  const { scope, ids } = await scopeOf(deps, session, query.partnerId);
  const [entries, names] = await Promise.all([
    commissions.statementEntries(deps.db, ids, query.month),
    repo.partnerNames(deps.db, [query.partnerId ?? scope.partnerId]),
  ]);
  const lines = statementLinesOf(entries);
  return {
    month: query.month,
    partner_name: names[0]?.name ?? '',
    gst_percent: PARTNER_GST_PERCENT,
    tds_percent: PARTNER_TDS_PERCENT,
    lines,
    totals: statementTotals(lines),
  };
}

// ---------- custom funnel ----------

export async function customFunnel(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  session: Session,
  query: CustomFunnelQuery,
): Promise<CustomFunnel> {
  const { scope, ids } = await scopeOf(deps, session, query.partnerId);
  const range = rangeOf(deps, query);
  const steps = query.steps ?? [...customFunnelSteps];
  const byLink = query.linkId !== undefined || query.campaign !== undefined;
  // A link or campaign is the scope's (a link of another partner is unknown, as everywhere in the partner area).
  const links = byLink ? await repo.linksOf(deps.db, ids) : [];
  const link = query.linkId === undefined ? undefined : links.find((item) => item.id === query.linkId);
  if (query.linkId !== undefined && !link) throw new AppError('not_found', 'notFound');
  const instants = rangeInstants(range);
  // One cohort, counted step by step, so no step exceeds the one before (the daily rollups count each step on its
  // own day, and a customer verified today may have come last month: 109 verified of 86 visitors).
  const counts = await repo.cohortCounts(
    deps.db,
    {
      ids: scope.ids.filter((id) => ids.includes(id)),
      instants,
      campaign: query.campaign,
      linkCode: link?.code,
      product: query.product,
    },
    steps,
  );
  if (!byLink)
    return { range, basis: 'cohort', steps: funnelConversions(steps.map((step) => ({ step, value: counts[step] }))) };
  // Through a link or campaign, visits are its clicks.
  const clickLinks = links.filter(
    (item) => (!link || item.id === link.id) && (query.campaign === undefined || item.utm_campaign === query.campaign),
  );
  const clicks = await repo.linkClicks(
    deps.db,
    clickLinks.map((item) => item.id),
    instants,
  );
  const values: Record<CustomFunnelStep, number> = { ...counts, visits: clicks };
  return { range, basis: 'link', steps: funnelConversions(steps.map((step) => ({ step, value: values[step] }))) };
}
