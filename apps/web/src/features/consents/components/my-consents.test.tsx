import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Consent, MyConsents as MyConsentsData } from '@saakh/domain/consents';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { MyConsents } from './my-consents';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: Omit<Consent, 'id' | 'purpose' | 'kind' | 'text_version' | 'withdrawable'> = {
  language: 'en',
  channel: 'web',
  address: '203.0.113.7',
  accepted_at: '2026-11-28T10:00:00.000Z',
  withdrawn_at: null,
  application_id: null,
  application_reference: null,
  lender_name: null,
};

const terms: Consent = {
  ...base,
  id: 1,
  purpose: 'terms_privacy',
  kind: 'terms_privacy',
  text_version: 'terms-privacy-2026-11',
  withdrawable: false,
};
const sms: Consent = {
  ...base,
  id: 2,
  purpose: 'marketing_sms',
  kind: 'marketing_sms',
  text_version: 'marketing-2026-11',
  withdrawable: true,
};
const sharing: Consent = {
  ...base,
  id: 3,
  purpose: 'lender_sharing',
  kind: 'lender_sharing',
  text_version: 'lender-sharing-2026-11',
  withdrawable: true,
  application_id: '6f1c1a52-3d0b-4c53-9a47-5b1f3d2e8a10',
  application_reference: 'SK-7K3P9Q',
  lender_name: 'Kotak Mahindra Bank',
};

const standing: MyConsentsData = {
  consents: [sharing, sms, terms],
  marketing: { marketing_sms: true, marketing_whatsapp: false, marketing_email: false },
};

type Call = { url: string; method: string | undefined; body: unknown };

function stubApi(first: MyConsentsData, afterWithdraw: MyConsentsData = first) {
  const calls: Call[] = [];
  let current = first;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({ url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/withdraw')) {
        current = afterWithdraw;
        return Response.json({
          success: true,
          message: 'Your consent is withdrawn. Nothing more will be done on it',
          data: { consent: sms, stopped_messages: 1 },
        });
      }
      if (init?.method === 'POST')
        return Response.json({ success: true, message: 'Thank you. Your consent is recorded', data: sms });
      return Response.json({ success: true, data: current });
    }),
  );
  return calls;
}

function renderConsents() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <MyConsents />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('MyConsents', () => {
  it('shows a switch per marketing channel, on where a consent stands, and every consent given', async () => {
    stubApi(standing);
    renderConsents();
    expect(await screen.findByRole('switch', { name: 'Marketing by SMS' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing on WhatsApp' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing by e-mail' })).not.toBeChecked();

    const rows = screen.getAllByTestId('consent-row');
    expect(rows).toHaveLength(3);
    const lender = within(rows[0] as HTMLElement);
    expect(lender.getByRole('heading', { name: 'Sharing with the lender · Kotak Mahindra Bank' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(
      'I agree that Saakh shares my profile and this application with Kotak Mahindra Bank so that Kotak Mahindra Bank can decide on my loan',
    );
    expect(rows[0]).toHaveTextContent('lender-sharing-2026-11');
    expect(rows[0]).toHaveTextContent('SK-7K3P9Q');
    expect(lender.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    const termsRow = within(rows[2] as HTMLElement);
    expect(rows[2]).toHaveTextContent('Website');
    expect(rows[2]).toHaveTextContent('203.0.113.7');
    expect(rows[2]).toHaveTextContent('English');
    expect(termsRow.queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('This consent stays while you have an account');
  });

  it('turning a channel off asks first, then withdraws its standing consent and shows it off', async () => {
    const withdrawn: MyConsentsData = {
      consents: [sharing, { ...sms, withdrawn_at: '2026-11-29T09:00:00.000Z' }, terms],
      marketing: { marketing_sms: false, marketing_whatsapp: false, marketing_email: false },
    };
    const calls = stubApi(standing, withdrawn);
    renderConsents();
    await userEvent.click(await screen.findByRole('switch', { name: 'Marketing by SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off Marketing by SMS?' });
    expect(dialog).toHaveTextContent('any already waiting to be sent are dropped');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.some((call) => call.url.endsWith('/withdraw'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Marketing by SMS' })).not.toBeChecked());
    expect(calls.find((call) => call.url.endsWith('/withdraw'))).toMatchObject({
      url: '/api/customer/consents/2/withdraw',
      method: 'POST',
    });
    expect(screen.getAllByTestId('consent-row')[1]).toHaveTextContent('Withdrawn');
  });

  it('turning a channel on gives its consent at once', async () => {
    const calls = stubApi(standing);
    renderConsents();
    await userEvent.click(await screen.findByRole('switch', { name: 'Marketing on WhatsApp' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/customer/consents',
        method: 'POST',
        body: { purpose: 'marketing_whatsapp' },
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('withdraws the sharing with a lender after saying it receives no new application', async () => {
    const calls = stubApi(standing);
    renderConsents();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this consent?' });
    expect(dialog).toHaveTextContent('Kotak Mahindra Bank will receive no new application from you');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/withdraw'))?.url).toBe('/api/customer/consents/3/withdraw'),
    );
  });

  it('says when there is nothing yet, and shows a failure with Retry', async () => {
    stubApi({ consents: [], marketing: { marketing_sms: false, marketing_whatsapp: false, marketing_email: false } });
    renderConsents();
    expect(await screen.findByText('You have not given any consent yet')).toBeInTheDocument();
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ success: false, message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    renderConsents();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
