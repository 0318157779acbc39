/**
 * Where a figure of the dashboard leads (drill-down): an application figure to the internal report on the matching
 * date (an approval on the day it was approved, a disbursal on its disbursal date), a funnel figure to the customers
 * who first reached that step in the range.
 */
import { listQueryString } from '@saakh/domain/list-query-string';
import type { ApplicationStage, BreakdownFigures, ReportProduct } from '@saakh/domain/reporting';
import { eventOfMetric, isEventMetric, type DashboardKpi } from '@saakh/domain/report-terms';
import type { ReportFilterQuery } from '../hooks/use-report-filters';

/** The date each application figure is counted on. */
export const stageOfFigure: Record<keyof BreakdownFigures, ApplicationStage> = {
  applications: 'created',
  sent_to_lender: 'sent',
  approved: 'approved',
  rejected: 'rejected',
  disbursed: 'disbursed',
  disbursed_amount: 'disbursed',
  expected_commission: 'disbursed',
  // Receipts are kept per disbursal: the list of disbursals in the range is what they were paid for.
  received_commission: 'disbursed',
};

/** What a row of a breakdown table narrows the list to, beside the page's own filters. */
export type DrillDownRow = { lenderId?: number; partnerId?: number; product?: ReportProduct };

function rangeOf(filters: ReportFilterQuery) {
  return { preset: filters.preset, from: filters.from, to: filters.to };
}

/** The internal report's list behind an application figure, with the page's filters and the row's. */
export function applicationsLink(figure: keyof BreakdownFigures, filters: ReportFilterQuery, row: DrillDownRow = {}) {
  return `/admin/internal-report${listQueryString({
    ...rangeOf(filters),
    product: row.product ?? filters.product,
    partnerId: row.partnerId ?? filters.partnerId,
    lenderId: row.lenderId ?? filters.lenderId,
    stage: stageOfFigure[figure],
  })}`;
}

/** The list behind a KPI card: the customers of a funnel step, or the applications of a figure. */
export function kpiLink(kpi: DashboardKpi, filters: ReportFilterQuery): string {
  if (isEventMetric(kpi)) {
    // No lender is part of a funnel event: the journeys list has no lender filter.
    return `/admin/customers-journey${listQueryString({
      ...rangeOf(filters),
      product: filters.product,
      partnerId: filters.partnerId,
      step: eventOfMetric[kpi],
    })}`;
  }
  return applicationsLink(kpi, filters);
}

/** A report page with the dashboard's filters (products, lender × product). */
export function reportLink(path: 'products-report' | 'vendors-products-report', filters: ReportFilterQuery): string {
  return `/admin/${path}${listQueryString({ ...filters })}`;
}
