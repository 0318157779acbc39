import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInIndia } from '@saakh/domain/date-ranges';
import { initTestI18n } from '@/testing/test-i18n';
import { useReportFilters, type ReportFiltersOptions, type ReportFiltersState } from './use-report-filters';

let state: ReportFiltersState;

function Harness({ options }: { options?: ReportFiltersOptions }) {
  state = useReportFilters(options);
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function show(url: string, options?: ReportFiltersOptions) {
  const router = createMemoryRouter([{ path: '/report', element: <Harness options={options} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

beforeAll(initTestI18n);
afterEach(cleanup);

describe('useReportFilters', () => {
  it('asks for the last 30 whole days when the URL names nothing', () => {
    show('/report');
    const yesterday = addDays(dayInIndia(new Date()), -1);
    expect(state.query).toEqual({ preset: 'last_30_days' });
    expect(state.range).toEqual({ from: addDays(yesterday, -29), to: yesterday });
    expect(state.values).toEqual({});
  });

  it('reads the range, product, partner and lender from the URL', () => {
    show('/report?preset=custom_range&from=2026-03-01&to=2026-03-07&product=gl&partnerId=4&lenderId=9');
    expect(state.query).toEqual({
      preset: 'custom_range',
      from: '2026-03-01',
      to: '2026-03-07',
      product: 'gl',
      partnerId: '4',
      lenderId: '9',
    });
  });

  it('leaves out values a report cannot take rather than asking the API with them', () => {
    show('/report?preset=someday&product=car&partnerId=abc&lenderId=-1');
    expect(state.query).toEqual({ preset: 'last_30_days' });
  });

  it('takes today, counted as it goes', () => {
    show('/report?preset=today');
    expect(state.query).toEqual({ preset: 'today' });
  });

  it('does not ask while a custom range lacks a day or runs backwards', () => {
    show('/report?preset=custom_range&from=2026-03-01');
    expect(state.query).toBeNull();
    expect(state.range).toBeNull();
    cleanup();
    show('/report?preset=custom_range&from=2026-03-07&to=2026-03-01');
    expect(state.query).toBeNull();
  });

  it('has no lender filter on pages that do not split by lender', () => {
    show('/report?lenderId=9&partnerId=4', { lender: false });
    expect(state.query).toEqual({ preset: 'last_30_days', partnerId: '4' });
  });

  it('keeps a changed filter in the URL and starts the list again from its first page', () => {
    show('/report?preset=last_7_days&page=3&sort=-created_at');
    act(() => state.setFilter('product', 'hl'));
    expect(screen.getByTestId('search')).toHaveTextContent('?preset=last_7_days&sort=-created_at&product=hl');
    act(() => state.setFilter('lenderId', '5'));
    act(() => state.setFilter('product', null));
    expect(screen.getByTestId('search')).toHaveTextContent('?preset=last_7_days&sort=-created_at&lenderId=5');
    expect(state.query).toEqual({ preset: 'last_7_days', lenderId: '5' });
  });
});
