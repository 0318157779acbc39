/**
 * The filters every report page and the dashboard share (date range, product, partner, lender), kept in the page's
 * URL so a reload, the back button, a shared link and a drill-down from the dashboard show the same figures.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { datePresets, presetRange, type DatePreset, type DayRange } from '@saakh/domain/date-ranges';
import { isReportProduct, type ReportProduct } from '@saakh/domain/product-types';
import { useDateRangeParam, type DateRangeState } from '@/components/ui/date-range-presets';

export type ReportPreset = DatePreset;

/** What a report shows when the URL names no range: the last 30 whole days. */
export const DEFAULT_REPORT_PRESET = 'last_30_days' satisfies ReportPreset;

export const reportFilterNames = ['product', 'partnerId', 'lenderId'] as const;
export type ReportFilterName = (typeof reportFilterNames)[number];

export type ReportFilterValues = { product?: ReportProduct; partnerId?: string; lenderId?: string };

/** The filters as the API's query string and the drill-down links take them. */
export type ReportFilterQuery = { preset: ReportPreset; from?: string; to?: string } & ReportFilterValues;

export type ReportFiltersState = {
  dates: DateRangeState;
  values: ReportFilterValues;
  /** Null while a custom range is incomplete or wrong (the filter bar says why): the page does not ask then. */
  query: ReportFilterQuery | null;
  /** The days the range covers. */
  range: DayRange | null;
  setFilter: (name: ReportFilterName, value: string | null) => void;
};

export type ReportFiltersOptions = {
  /** Whether the page splits by lender; the customers' journeys do not (no lender is part of a visit). */
  lender?: boolean;
};

function isReportPreset(value: string): value is ReportPreset {
  return (datePresets as readonly string[]).includes(value);
}

/** An id from the URL, or nothing when it is not one (a hand-edited link must not reach the API as a 422). */
function idParam(value: string | null): string | undefined {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? value : undefined;
}

export function useReportFilters({ lender = true }: ReportFiltersOptions = {}): ReportFiltersState {
  const dates = useDateRangeParam(DEFAULT_REPORT_PRESET);
  const [params, setParams] = useSearchParams();

  const product = params.get('product');
  const values: ReportFilterValues = {};
  if (isReportProduct(product)) values.product = product;
  const partnerId = idParam(params.get('partnerId'));
  if (partnerId) values.partnerId = partnerId;
  const lenderId = lender ? idParam(params.get('lenderId')) : undefined;
  if (lenderId) values.lenderId = lenderId;

  const preset = isReportPreset(dates.query.preset) ? dates.query.preset : DEFAULT_REPORT_PRESET;
  let query: ReportFilterQuery | null = null;
  if (preset !== 'custom_range') query = { preset, ...values };
  else if (dates.range) query = { preset, from: dates.range.from, to: dates.range.to, ...values };

  const setFilter = useCallback(
    (name: ReportFilterName, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          // Another filter is another list: it starts again from its first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const range = preset === dates.query.preset ? dates.range : presetRange(preset, new Date());
  return { dates, values, query, range: query ? range : null, setFilter };
}
