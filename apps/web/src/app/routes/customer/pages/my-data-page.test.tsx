import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyDataSummary, MyErasureState } from '@saakh/domain/data-rights';
import { setSessionValue } from '@/lib/session';
import { initTestI18n } from '@/testing/test-i18n';
import { MyDataPage } from './my-data-page';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionValue('productType', null);
});

const summary: MyDataSummary = {
  held: [{ category: 'profile', count: 1, fields: ['first_name'], latest_at: '2026-11-20T10:00:00.000Z' }],
  shared: [],
};
const erasure: MyErasureState = { lines: [], applications_in_progress: 0, request: null };

function renderPage() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    const data =
      path === '/api/customer/my-data'
        ? summary
        : path === '/api/customer/my-data/exports'
          ? []
          : path === '/api/customer/erasure-request'
            ? erasure
            : undefined;
    return Response.json({ success: true, data });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/user/my-data']}>
        <Routes>
          <Route path="/user/my-data" element={<MyDataPage />} />
          <Route path="/user/user-detail" element={<h1>Personal loan profile</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('MyDataPage', () => {
  it('has one heading per section, and empty sections say so', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My data' })).toBeInTheDocument();
    for (const name of ['What we hold', 'Who we shared it with', 'Download your data', 'Erase your data'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(await screen.findByText('We have not shared your data with anyone')).toBeInTheDocument();
    expect(await screen.findByText('You have not asked for a download in the last 7 days.')).toBeInTheDocument();
  });

  it('leads to the products to correct the details when no product is chosen', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Correct your details' })).toHaveAttribute('href', '/products');
  });

  it('opens the product’s profile for editing to correct the details', async () => {
    setSessionValue('productType', 'Personal Loans');
    const fetchMock = renderPage();
    const link = await screen.findByRole('link', { name: 'Correct your details' });
    expect(link).toHaveAttribute('href', '/user/user-detail');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Personal loan profile' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/profile/editing')).toBe(true),
    );
  });
});
