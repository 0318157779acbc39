import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildKfs } from '@saakh/domain/kfs';
import { initTestI18n } from '@/testing/test-i18n';
import { offersFixture } from '../testing/offer-fixtures';
import { KfsView } from './kfs-view';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const urls: string[] = [];
  const kfs = buildKfs(offersFixture().offers[1], '2026-11-28', 'en', { product: 'pl' });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      urls.push(String(input));
      return Response.json({ success: true, data: kfs });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <KfsView appId={12} lenderId={2} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return urls;
}

describe('KfsView', () => {
  it('asks for the KFS at the amount and tenure the offer was opened with', async () => {
    const urls = renderAt('/user/key-facts/2?amount=250000&tenure_months=24');
    await screen.findByTestId('kfs-table');
    expect(urls).toEqual(['/api/offers/12/kfs/2?amount=250000&tenure_months=24']);
  });

  it('asks for the offer’s own figures without them, and says who lends and what it charges', async () => {
    const urls = renderAt('/user/key-facts/2');
    const block = await screen.findByRole('region', { name: 'Who lends' });
    expect(urls).toEqual(['/api/offers/12/kfs/2']);
    const details = within(block).getByTestId('lender-details');
    expect(details).toHaveTextContent('Lending companyKrazybee Services Limited');
    expect(details).toHaveTextContent('TypeNBFC');
    expect(details).toHaveTextContent('Saakh is the Lending Service Provider (LSP) for Krazybee Services Limited');
    expect(details).toHaveTextContent('Foreclosure (closing the loan early)Not given to us by the lender');
  });
});
