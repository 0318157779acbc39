import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SelfBilling } from '@saakh/domain/payout-documents';
import { initTestI18n } from '@/testing/test-i18n';
import { SelfBillingSection } from './self-billing-section';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(registered: boolean) {
  let state: SelfBilling = { self_billing: false, agreed_at: null, agreed_by: null };
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'POST') {
      const { self_billing } = JSON.parse(String(init.body)) as { self_billing: boolean };
      state = self_billing
        ? { self_billing, agreed_at: '2026-11-28T06:30:00.000Z', agreed_by: 'Ravi Sharma' }
        : { self_billing, agreed_at: null, agreed_by: null };
    }
    return Response.json({ success: true, data: state });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SelfBillingSection registered={registered} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('SelfBillingSection', () => {
  it('records the agreement and then says who agreed and when', async () => {
    const fetchMock = renderSection(true);
    const agree = await screen.findByRole('switch', {
      name: 'I agree that Saakh issues self-billed invoices on our behalf',
    });
    expect(agree).not.toBeChecked();
    await userEvent.click(agree);
    await waitFor(() => expect(agree).toBeChecked());
    expect(await screen.findByText(/Agreed by Ravi Sharma on/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/partner/settings/self-billing');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ self_billing: true });
  });

  it('tells a partner without a GSTIN that it gets a payment advice', async () => {
    renderSection(false);
    expect(await screen.findByText(/You have no GSTIN/)).toBeInTheDocument();
  });
});
