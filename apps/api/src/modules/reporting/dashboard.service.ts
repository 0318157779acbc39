/** The admin dashboard (issue 9): KPIs against the previous period, the funnel, the trend and the breakdowns. */
import { previousRange, resolveRange, type DayRange } from '@saakh/domain/date-ranges';
import {
  type BreakdownFigures,
  breakdownMetrics,
  type Dashboard,
  dashboardKpis,
  funnelSteps,
  isEventMetric,
  isReportProduct,
  rangeQueryOf,
  type ReportFilters,
  type RollupMetric,
} from '@saakh/domain/reporting';
import type { Deps } from '../../deps';
import { readSourceOf } from '../../db/replica';
import { fieldError } from '../../lib/app-error';
import * as repo from './dashboard.repository';
import { daysBetween, refreshStaleDays } from './rollup.service';

/** The days a report's filter bar names (default: the last 30 days, ending yesterday), or the field's 422. */
export function reportRange(deps: Pick<Deps, 'clock'>, filters: ReportFilters): DayRange {
  const resolved = resolveRange(rangeQueryOf(filters), deps.clock.now(), 'last_30_days');
  if (!resolved.ok) throw fieldError(resolved.field, resolved.message);
  return resolved.range;
}

/** The breakdown tables' figures of a row of sums. */
export function figuresOf(sums: repo.MetricSums): BreakdownFigures {
  return Object.fromEntries(breakdownMetrics.map((metric) => [metric, sums[metric]])) as BreakdownFigures;
}

/** A breakdown row with any application or money figure (a partner with visits only has none). */
function hasFigures(sums: repo.MetricSums): boolean {
  return Object.values(figuresOf(sums)).some((value) => value !== 0);
}

export async function getDashboard(
  deps: Pick<Deps, 'db' | 'reads' | 'jobs' | 'clock'>,
  filters: ReportFilters,
): Promise<Dashboard> {
  const range = reportRange(deps, filters);
  const previous = previousRange(range);
  // Asking for stale days to be counted is a write (the job queue): on the primary, as is when each was counted.
  const { pending: pendingDays, countedAt } = await refreshStaleDays(deps, previous.from, range.to);
  const reader = await deps.reads();
  const [totals, rows] = await Promise.all([
    repo.periodTotals(reader.db, range, previous, filters),
    repo.breakdowns(reader.db, range, filters),
  ]);
  // The funnel events have no lender: under a lender filter their figures are unknown, not zero.
  const valueOf = (sums: repo.MetricSums | undefined, metric: RollupMetric) =>
    filters.lenderId && isEventMetric(metric) ? null : (sums?.[metric] ?? 0);
  const kpis = Object.fromEntries(
    dashboardKpis.map((metric) => [
      metric,
      { value: valueOf(totals.current, metric), previous: valueOf(totals.previous, metric) },
    ]),
  ) as Dashboard['kpis'];

  const byDay = new Map(rows.filter((row) => row.by === 'day').map((row) => [row.day as string, row]));
  const lenderRows = rows.filter((row) => row.by === 'lender' && row.lender_id !== 0);
  const partnerRows = rows.filter((row) => row.by === 'partner');
  const [lenderNames, partnerNames] = await Promise.all([
    repo.lenderNames(
      reader.db,
      lenderRows.map((row) => row.lender_id as number),
    ),
    repo.partnerNames(
      reader.db,
      partnerRows.map((row) => row.partner_id as number).filter((id) => id !== 0),
    ),
  ]);
  const times = [...countedAt].filter(([day]) => day >= range.from).map(([, time]) => time.getTime());
  const empty = dashboardKpis.every((metric) => !totals.current?.[metric]);

  const trend = daysBetween(range.from, range.to).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      visitors: filters.lenderId ? 0 : (row?.visitors ?? 0),
      applications: row?.applications ?? 0,
      approved: row?.approved ?? 0,
      disbursed: row?.disbursed ?? 0,
      disbursed_amount: row?.disbursed_amount ?? 0,
    };
  });

  return {
    range,
    previous,
    refreshedAt: times.length > 0 ? new Date(Math.min(...times)).toISOString() : null,
    pendingDays,
    empty,
    kpis,
    funnel: funnelSteps.map((step) => ({ step, value: valueOf(totals.current, step) })),
    trend,
    byLender: lenderRows
      .filter(hasFigures)
      .map((row) => ({
        lender_id: row.lender_id as number,
        name: lenderNames.get(row.lender_id as number) ?? '',
        ...figuresOf(row),
      }))
      .sort((a, b) => b.applications - a.applications || a.name.localeCompare(b.name)),
    byPartner: partnerRows
      .filter(hasFigures)
      .map((row) => {
        const id = row.partner_id === 0 ? null : (row.partner_id as number);
        return { partner_id: id, name: id === null ? null : (partnerNames.get(id) ?? ''), ...figuresOf(row) };
      })
      .sort((a, b) => b.applications - a.applications),
    byProduct: rows
      .filter((row) => row.by === 'product' && isReportProduct(row.product))
      .filter(hasFigures)
      .map((row) => ({ product: row.product as Dashboard['byProduct'][number]['product'], ...figuresOf(row) }))
      .sort((a, b) => b.applications - a.applications),
    ...readSourceOf(reader),
  };
}

// ---------- for other modules' dashboards (the partner's insights) ----------

export type { BreakdownRow, MetricSums, RollupFilters } from './dashboard.repository';

/** The rollup's totals per metric for a range and the one before it, for any scope of partners. */
export function periodTotals(...args: Parameters<typeof repo.periodTotals>) {
  return repo.periodTotals(...args);
}

/** The rollup's sums by product, lender and partner over a range. */
export function breakdowns(...args: Parameters<typeof repo.breakdowns>) {
  return repo.breakdowns(...args);
}
