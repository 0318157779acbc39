import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildKfs } from '@saakh/domain/kfs';
import { initTestI18n } from '@/testing/test-i18n';
import { offersFixture } from '@/features/offers/testing/offer-fixtures';
import { ApplicationKfsPage } from './application-kfs-page';

const ID = '5d0e7c1a-1111-4222-8333-444455556666';
const kfs = buildKfs(offersFixture().offers[1], '2026-11-28', 'en', { product: 'pl', proposalNumber: 'SK-7K3P9Q' });

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path: string, acknowledgedAt: string | null, status = 'created') {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.endsWith('/kfs'))
        return Response.json({ success: true, data: { kfs, version: 'a'.repeat(64), acknowledgedAt } });
      return Response.json({ success: true, data: { creditAppId: ID, status } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/application-kfs/:creditAppId" element={<ApplicationKfsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ApplicationKfsPage', () => {
  it('shows the application’s KFS with its PDF links and the OTP step while it is not accepted', async () => {
    renderPage(`/user/application-kfs/${ID}?next=%2Fuser%2Flender-submit%3FcreditAppId%3D${ID}`, null);
    expect(await screen.findByTestId('kfs-table')).toHaveTextContent('Proposal numberSK-7K3P9Q');
    expect(screen.getByRole('link', { name: 'Download PDF (Hindi)' })).toHaveAttribute(
      'href',
      `/api/applications/${ID}/kfs?format=pdf&lang=hi`,
    );
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: new RegExp(`shares my profile and this application with ${kfs.lenderName}`),
      }),
    ).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('once accepted says when, and Continue goes to the next step given', async () => {
    renderPage(
      `/user/application-kfs/${ID}?next=%2Fuser%2Flender-submit%3FcreditAppId%3D${ID}`,
      '2026-11-28T10:00:00Z',
    );
    expect(await screen.findByText(/You accepted this Key Facts Statement on 28 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/user/lender-submit?creditAppId=${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();
  });

  it('goes on to the applications, never off the site, when next is not a path of this site', async () => {
    renderPage(`/user/application-kfs/${ID}?next=https%3A%2F%2Fevil.example`, '2026-11-28T10:00:00Z');
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/user/applications');
  });
});
