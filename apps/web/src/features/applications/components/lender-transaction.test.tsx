import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '@saakh/domain/applications';
import { leavePage } from '@/lib/leave-page';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { LenderTransaction } from './lender-transaction';

vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn(), isLeavingPage: () => false }));

const ID = '5d0e7c1a-1111-4222-8333-444455556666';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockClear();
});

function application(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    creditAppId: ID,
    reference: 'SK-7K3P9Q',
    appId: 7,
    product: 'pl',
    lenderId: 3,
    lenderName: 'Tata Capital',
    lenderKey: 'tata_capital',
    status: 'created',
    amount: 300000,
    tenureMonths: 60,
    interestRate: 11.5,
    apr: 11.5,
    emi: 6598,
    processingFee: 0,
    totalPayable: 395880,
    lenderReference: null,
    disbursedAmount: null,
    disbursedOn: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    updatedAt: '2026-11-24T09:00:00.000Z',
    submittedAt: null,
    next: {
      kind: 'transaction',
      path: `/user/lenders-transaction/tata_capital?creditAppId=${ID}`,
      externalUrl: `https://apply.tata-capital.example/saakh?ref=${ID}`,
    },
    history: [
      {
        fromStatus: null,
        status: 'created',
        source: 'customer',
        remarkCode: null,
        note: null,
        createdAt: '2026-11-24T09:00:00Z',
      },
    ],
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };

function stubApi(detail: ApplicationDetail, handoff?: Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    let answer: Answer | undefined = { status: 200, body: { success: true, data: detail } };
    if (url.endsWith('/handoff')) answer = handoff;
    else if (url.endsWith('/api/applications')) answer = { status: 200, body: { success: true, data: [detail] } };
    if (!answer) throw new Error(`unexpected call ${url}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <LenderTransaction lenderKey="tata_capital" creditAppId={ID} />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('LenderTransaction', () => {
  it("records the hand-off, then leaves for the lender's address the server answers", async () => {
    const target = `https://apply.tata-capital.example/saakh?ref=${ID}`;
    const fetchMock = stubApi(application(), { status: 200, body: { success: true, data: { url: target } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Tata Capital' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(target));
    const handoff = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/handoff'));
    expect(handoff?.[1]?.method).toBe('POST');
    expect(screen.getByRole('link', { name: 'Back to your offers' })).toHaveAttribute('href', '/user/offers');
  });

  it("shows the server's message when the hand-off fails, and stays", async () => {
    stubApi(application(), {
      status: 409,
      body: { success: false, message: 'This lender has not given us a link to continue on its site yet.' },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Tata Capital' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has not given us a link');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('links a refusal for want of an accepted KFS to the application’s KFS, coming back here', async () => {
    stubApi(application(), {
      status: 409,
      body: {
        success: false,
        message:
          'Please read and accept the Key Facts Statement with the OTP sent to your mobile before sending your application',
        redirectionUrl: `/user/application-kfs/${ID}`,
      },
    });
    renderPage('/user/lenders-transaction/tata_capital?creditAppId=' + ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Tata Capital' }));
    const alert = await screen.findByTestId('kfs-refusal');
    expect(alert).toHaveTextContent('Please read and accept the Key Facts Statement');
    const next = encodeURIComponent(`/user/lenders-transaction/tata_capital?creditAppId=${ID}`);
    expect(screen.getByRole('link', { name: 'Read and accept the Key Facts Statement' })).toHaveAttribute(
      'href',
      `/user/application-kfs/${ID}?next=${next}`,
    );
  });

  it('says so when the lender has no link, and leads back to the offers instead of to this page', async () => {
    stubApi(application({ next: { kind: 'transaction', path: '/user/x', externalUrl: null } }));
    renderPage();
    expect(await screen.findByText(/Tata Capital has not given us a link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Tata Capital' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to your offers' });
    expect(back).toHaveAttribute('href', '/user/offers');
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toContain('lenders-transaction');
    }
  });

  it('offers no hand-off for a closed application', async () => {
    stubApi(application({ status: 'rejected' }));
    renderPage();
    expect(await screen.findByText(/is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Tata Capital' })).toBeNull();
  });
});
