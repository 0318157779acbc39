import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ConnectorHealth } from '@saakh/domain/lender-connectors';
import { initTestI18n } from '@/testing/test-i18n';
import { ConnectorAlerts } from './connector-alerts';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const health = (lenderId: number, lenderName: string, alerts: ConnectorHealth['alerts']): ConnectorHealth => ({
  lenderId,
  lenderName,
  sendMode: 'api',
  sent: 10,
  accepted: 6,
  failed: 4,
  failureReasons: [],
  medianDecisionSeconds: 120,
  lastEventAt: null,
  alerts,
});

function show(answer: Response, linked = true) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <p>Rest of the dashboard</p>
          <ConnectorAlerts connectionPath={linked ? (id) => `/admin/lenders/${id}?tab=connection` : undefined} />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('ConnectorAlerts', { timeout: 20_000 }, () => {
  it('lists only the lenders whose connector has alerts, each leading to its Connection tab', async () => {
    const fetchMock = show(
      Response.json({
        success: true,
        data: [
          health(3, 'Sandbox Webhooks', ['callbacks_stopped', 'error_rate']),
          health(4, 'Quiet Lender', []),
          health(5, 'Sandbox Polling', ['error_rate']),
        ],
      }),
    );
    const region = await screen.findByRole('region', { name: 'Lender connections need attention' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/lender-connectors/health');
    expect(screen.getByRole('heading', { name: 'Lender connections need attention' })).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Quiet Lender');
    expect(
      screen.getByRole('link', {
        name: 'Sandbox Webhooks: The lender has stopped sending decisions while applications wait; Many sends to the lender are failing',
      }),
    ).toHaveAttribute('href', '/admin/lenders/3?tab=connection');
    expect(screen.getByRole('link', { name: 'Sandbox Polling: Many sends to the lender are failing' })).toHaveAttribute(
      'href',
      '/admin/lenders/5?tab=connection',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the lenders without links for staff who cannot open lenders', async () => {
    show(Response.json({ success: true, data: [health(5, 'Sandbox Polling', ['error_rate'])] }), false);
    const region = await screen.findByRole('region', { name: 'Lender connections need attention' });
    expect(region).toHaveTextContent('Sandbox Polling: Many sends to the lender are failing');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing when no connector has alerts', async () => {
    const fetchMock = show(Response.json({ success: true, data: [health(4, 'Quiet Lender', [])] }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('Rest of the dashboard');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows nothing, and leaves the dashboard be, when the figures cannot be read', async () => {
    const fetchMock = show(Response.json({ success: false, message: 'Something went wrong' }, { status: 500 }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('Rest of the dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
