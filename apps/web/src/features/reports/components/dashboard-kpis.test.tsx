import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@saakh/domain/reporting';
import { dashboardKpis, type DashboardKpi } from '@saakh/domain/report-terms';
import { initTestI18n } from '@/testing/test-i18n';
import type { ReportFilterQuery } from '../hooks/use-report-filters';
import { DashboardKpis } from './dashboard-kpis';

function dashboard(kpis: Partial<Record<DashboardKpi, { value: number | null; previous: number | null }>>): Dashboard {
  return {
    range: { from: '2026-02-01', to: '2026-03-02' },
    previous: { from: '2026-01-02', to: '2026-01-31' },
    refreshedAt: '2026-03-03T01:00:00.000Z',
    pendingDays: 0,
    readFrom: 'primary',
    replicaLagSeconds: null,
    replicaFallback: null,
    empty: false,
    kpis: Object.fromEntries(
      dashboardKpis.map((kpi) => [kpi, kpis[kpi] ?? { value: 0, previous: 0 }]),
    ) as Dashboard['kpis'],
    funnel: [],
    trend: [],
    byLender: [],
    byPartner: [],
    byProduct: [],
  };
}

function show(data: Dashboard | undefined, filters: ReportFilterQuery = { preset: 'last_30_days' }) {
  const router = createMemoryRouter([{ path: '/', element: <DashboardKpis dashboard={data} filters={filters} /> }]);
  render(<RouterProvider router={router} />);
}

beforeAll(initTestI18n);
afterEach(cleanup);

describe('DashboardKpis', () => {
  it('shows each figure with its change and says the change in words for screen readers', () => {
    show(
      dashboard({
        applications: { value: 112, previous: 100 },
        approved: { value: 45, previous: 50 },
        disbursed_amount: { value: 1234567, previous: 1234567 },
      }),
    );
    const applications = screen.getByRole('link', { name: /^Applications/ });
    expect(applications).toHaveTextContent('112');
    expect(applications).toHaveAccessibleName('Applications 112 up 12% on the previous 30 days');
    expect(applications).toHaveAttribute('href', '/admin/internal-report?preset=last_30_days&stage=created');

    const approved = screen.getByRole('link', { name: /^Approved/ });
    expect(within(approved).getByText('\u221210%')).toBeInTheDocument();
    expect(approved).toHaveAccessibleName('Approved 45 down 10% on the previous 30 days');

    const money = screen.getByRole('link', { name: /^Disbursed amount/ });
    expect(money).toHaveAccessibleName('Disbursed amount ₹12,34,567 no change on the previous 30 days');
    expect(money).toHaveAttribute('href', '/admin/internal-report?preset=last_30_days&stage=disbursed');
  });

  it('sends the funnel figures to the customers who reached the step', () => {
    show(dashboard({ visitors: { value: 10, previous: 0 } }), { preset: 'yesterday', partnerId: '3' });
    const visitors = screen.getByRole('link', { name: /^Visitors/ });
    // Nothing before: nothing to compare with, rather than an infinite rise.
    expect(visitors).toHaveTextContent('Nothing to compare with');
    expect(visitors).toHaveAttribute('href', '/admin/customers-journey?preset=yesterday&partnerId=3&step=landing');
  });

  it('explains a figure the lender filter cannot split instead of showing zero', () => {
    show(dashboard({ visitors: { value: null, previous: null } }), { preset: 'last_30_days', lenderId: '9' });
    expect(screen.queryByRole('link', { name: /^Visitors/ })).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Visitors', level: 3 });
    const card = heading.closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('—')).toBeInTheDocument();
    expect(within(card).getByText(/Not split by lender/)).toBeInTheDocument();
  });

  it('shows skeletons while the figures load', () => {
    show(undefined);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(dashboardKpis.length);
    expect(screen.queryByText('—')).not.toBeInTheDocument();
  });
});
