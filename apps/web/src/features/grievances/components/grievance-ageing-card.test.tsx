import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GrievanceAgeing } from '@saakh/domain/grievances';
import { initTestI18n } from '@/testing/test-i18n';
import { GrievanceAgeingCard } from './grievance-ageing-card';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(ageing: GrievanceAgeing) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ success: true, data: ageing }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <GrievanceAgeingCard queuePath="/admin/grievances" /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('GrievanceAgeingCard', { timeout: 20_000 }, () => {
  it('shows open complaints by age band, as a table for screen readers too, and links to the overdue ones', async () => {
    const fetchMock = show({
      open: 9,
      bands: [
        { band: '0-7', count: 4 },
        { band: '8-21', count: 2 },
        { band: '22-28', count: 1 },
        { band: '29-30', count: 0 },
        { band: 'overdue', count: 2 },
      ],
    });
    expect(await screen.findByTestId('grievance-ageing-open')).toHaveTextContent('9 open');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/grievances/ageing');
    const table = screen.getByRole('table', { name: 'Open complaints by age' });
    for (const [band, count] of [
      ['0–7 days', '4'],
      ['8–21 days', '2'],
      ['Overdue', '2'],
    ])
      expect(table).toHaveTextContent(`${band}${count}`);
    expect(screen.getByRole('link', { name: '2 overdue: open them' })).toHaveAttribute(
      'href',
      '/admin/grievances?overdue=1',
    );
    expect(screen.getByRole('link', { name: 'Open the grievances queue' })).toHaveAttribute(
      'href',
      '/admin/grievances',
    );
  });

  it('says so when no complaint is open, without an overdue link', async () => {
    show({ open: 0, bands: [] });
    expect(await screen.findByText('No open complaints')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /overdue/ })).toBeNull();
  });
});
