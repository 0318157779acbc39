import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GrievanceQueueRow } from '@saakh/domain/grievances';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { initTestI18n } from '@/testing/test-i18n';
import { GrievanceQueueTable, grievanceQueueListParams } from './grievance-queue-table';
import { renderWithApp } from '@/testing/render-with-app';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (over: Partial<GrievanceQueueRow>): GrievanceQueueRow => ({
  id: 1,
  reference: 'GR-7K3P9Q',
  category: 'charges',
  status: 'open',
  lenderName: 'Acme Finance',
  applicationReference: 'SK-7K3P9Q',
  mobile: '98XXXXXX10',
  filedAt: '2026-11-01T10:00:00.000Z',
  dueOn: '2026-12-01',
  ageDays: 10,
  daysLeft: 20,
  ...over,
});

const rows = [
  row({}),
  row({ id: 2, reference: 'GR-M2N4P6', daysLeft: 2 }),
  row({ id: 3, reference: 'GR-Q8R9S2', daysLeft: -3, status: 'forwarded' }),
];

function Queue() {
  const params = useListParams(grievanceQueueListParams);
  return <GrievanceQueueTable params={params} onOpen={vi.fn()} />;
}

function show(initial = '/admin/grievances') {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ success: true, data: { items: rows, total: 3, page: 1, pageSize: 20 } }), {
        status: 200,
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const { router } = renderWithApp(<Queue />, { path: '/admin/grievances', at: initial });
  const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
  return { router, asked };
}

describe('GrievanceQueueTable', { timeout: 30_000 }, () => {
  it('asks for the nearest due first and says the days left, in colour once two or fewer remain or overdue', async () => {
    const { asked } = show();
    await screen.findByTestId('grievance-row-GR-7K3P9Q');
    expect(asked()[0]).toBe('/api/admin/grievances?page=1&pageSize=20&sort=due_on');
    expect(within(screen.getByTestId('grievance-row-GR-7K3P9Q')).getByText('20 days left')).not.toHaveAttribute(
      'data-urgent',
    );
    expect(within(screen.getByTestId('grievance-row-GR-M2N4P6')).getByText('2 days left')).toHaveAttribute(
      'data-urgent',
      'true',
    );
    expect(within(screen.getByTestId('grievance-row-GR-Q8R9S2')).getByText('Overdue by 3 days')).toHaveAttribute(
      'data-urgent',
      'true',
    );
  });

  it('turns the status, category and overdue filters and a searched reference into the query string', async () => {
    const { router, asked } = show();
    await screen.findByTestId('grievance-row-GR-7K3P9Q');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'With the lender');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Recovery or collection');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Clock' }), 'Overdue');
    await waitFor(() =>
      expect(asked().at(-1)).toBe(
        '/api/admin/grievances?page=1&pageSize=20&sort=due_on&status=forwarded&category=recovery&overdue=1',
      ),
    );
    expect(router.state.location.search).toContain('overdue=1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by reference' }), 'GR-M2N4P6');
    await waitFor(() => expect(asked().at(-1)).toContain('q=GR-M2N4P6'));
  });

  it('reads the filters a link names, as the dashboard’s overdue link gives them', async () => {
    const { asked } = show('/admin/grievances?overdue=1');
    await screen.findByTestId('grievance-row-GR-7K3P9Q');
    expect(asked()[0]).toBe('/api/admin/grievances?page=1&pageSize=20&sort=due_on&overdue=1');
  });
});
