import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataExport, MyDataSummary, MyErasureRequest, MyErasureState } from '@saakh/domain/data-rights';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { DataExportsSection } from './data-exports-section';
import { ErasureSection } from './erasure-section';
import { HeldDataSection } from './held-data-section';
import { SharedPartiesSection } from './shared-parties-section';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary: MyDataSummary = {
  held: [
    {
      category: 'profile',
      count: 1,
      fields: ['first_name', 'tin', 'birth_date'],
      latest_at: '2026-11-20T10:00:00.000Z',
    },
    { category: 'applications', count: 2, fields: [], latest_at: '2026-11-21T10:00:00.000Z' },
    { category: 'complaints', count: 0, fields: [], latest_at: null },
  ],
  shared: [
    {
      kind: 'lender',
      name: 'Acme Finance',
      role: null,
      data: ['profile', 'applications'],
      first_at: '2026-11-21T10:00:00.000Z',
      last_at: '2026-11-22T10:00:00.000Z',
      references: ['SK-7K3P9Q'],
    },
    {
      kind: 'processor',
      name: 'Gupshup',
      role: 'sms',
      data: ['messages'],
      first_at: '2026-11-20T10:00:00.000Z',
      last_at: '2026-11-23T10:00:00.000Z',
      references: [],
    },
  ],
};

const ready: DataExport = {
  id: 7,
  status: 'ready',
  progress: 100,
  language: 'en',
  requested_at: '2026-11-24T10:00:00.000Z',
  completed_at: '2026-11-24T10:01:00.000Z',
  expires_at: '2026-12-01T10:01:00.000Z',
  json_bytes: 2048,
  pdf_bytes: 40_960,
};

const running: DataExport = {
  ...ready,
  id: 8,
  status: 'running',
  progress: 40,
  completed_at: null,
  expires_at: null,
  json_bytes: null,
  pdf_bytes: null,
};

const erasureState: MyErasureState = {
  lines: [
    { category: 'profile', action: 'erase', count: 1, keep_reason: null },
    { category: 'applications', action: 'keep', count: 2, keep_reason: 'rbiRecords' },
    { category: 'dedupe_logs', action: 'keep', count: 1, keep_reason: 'fraudChecks' },
  ],
  applications_in_progress: 1,
  request: null,
};

const pendingRequest: MyErasureRequest = {
  id: 123,
  reference: 'ER-000123',
  status: 'pending',
  requested_at: '2026-11-25T10:00:00.000Z',
  due_at: '2026-12-25T10:00:00.000Z',
  completed_at: null,
  reject_reason: null,
};

type Answer = { status?: number; body: Record<string, unknown> };

/** The API as a table of answers by method and path; every call is kept for the test to read. */
function stubApi(answers: Record<string, Answer | (() => Answer)>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const found = answers[key];
    if (!found)
      return new Response(JSON.stringify({ success: false, message: `no answer for ${key}` }), { status: 500 });
    const answer = typeof found === 'function' ? found() : found;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('My data', () => {
  it('lists what is held with counts and the profile fields by name, and who it was shared with', async () => {
    stubApi({ 'GET /api/customer/my-data': { body: { success: true, data: summary } } });
    show(
      <>
        <HeldDataSection correction={<a href="/user/user-detail">Correct your details</a>} />
        <SharedPartiesSection />
      </>,
    );

    const held = await screen.findByTestId('held-profile');
    expect(held).toHaveTextContent('Your profile');
    expect(held).toHaveTextContent('1 record');
    expect(held).toHaveTextContent('Filled in: First name, PAN, Date of birth');
    expect(held).not.toHaveTextContent('tin');
    expect(screen.getByTestId('held-applications')).toHaveTextContent('2 records');
    // A kind with nothing held is not listed.
    expect(screen.queryByTestId('held-complaints')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'What we hold' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct your details' })).toBeInTheDocument();

    const shared = screen.getByRole('region', { name: 'Who we shared it with' });
    const lender = within(shared).getByTestId('shared-lender');
    expect(lender).toHaveTextContent('Acme Finance');
    expect(lender).toHaveTextContent('Lender you applied to');
    expect(lender).toHaveTextContent('SK-7K3P9Q');
    expect(lender).toHaveTextContent('Your profile, Loan applications');
    expect(within(shared).getByTestId('shared-processor')).toHaveTextContent('Sends our SMS messages');
  });

  it('shows each party as a card on a phone, with no table to scroll sideways', async () => {
    stubApi({ 'GET /api/customer/my-data': { body: { success: true, data: summary } } });
    // A 360 px screen: every max-width query matches.
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    );
    show(<SharedPartiesSection />);

    const cards = await screen.findByRole('list', { name: 'Who we shared it with' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('heading', { level: 3, name: 'Acme Finance' })).toBeInTheDocument();
    expect(within(cards).getByTestId('shared-lender')).toHaveTextContent('Application referencesSK-7K3P9Q');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a ready download as JSON and PDF links with their sizes and the day it is deleted', async () => {
    stubApi({ 'GET /api/customer/my-data/exports': { body: { success: true, data: [ready] } } });
    show(<DataExportsSection />);

    const item = await screen.findByTestId('data-export-ready');
    const json = within(item).getByRole('link', { name: /Download JSON/ });
    expect(json).toHaveAttribute('href', '/api/customer/my-data/exports/7/file?format=json');
    expect(json).toHaveAttribute('download');
    expect(json).toHaveTextContent('(2.0 KB)');
    expect(within(item).getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      '/api/customer/my-data/exports/7/file?format=pdf',
    );
    expect(item).toHaveTextContent('Kept until 1 Dec 2026');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a labelled progress bar while a download is made, and the list again until it is ready', async () => {
    let reads = 0;
    const fetchMock = stubApi({
      'GET /api/customer/my-data/exports': () => {
        reads += 1;
        return { body: { success: true, data: [reads === 1 ? running : { ...ready, id: 8 }] } };
      },
    });
    show(<DataExportsSection />);

    const bar = await screen.findByRole('progressbar', { name: /Preparing your data… 40%/ });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Download your data' })).toBeDisabled();
    // Read again 2 s later: now ready, the bar gives way to the files, and the list is not read again.
    expect(await screen.findByTestId('data-export-ready', undefined, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const listReads = () =>
      fetchMock.mock.calls.filter(([input]) => String(input) === '/api/customer/my-data/exports').length;
    const settled = listReads();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(listReads()).toBe(settled);
  }, 10_000);

  it('asks for a download in the screen’s language and shows the server’s refusal of a fourth one', async () => {
    const fetchMock = stubApi({
      'GET /api/customer/my-data/exports': { body: { success: true, data: [] } },
      'POST /api/customer/my-data/exports': {
        status: 429,
        body: { success: false, message: 'You can download your data 3 times a day. Try again tomorrow' },
      },
    });
    show(<DataExportsSection />);

    expect(await screen.findByText('You have not asked for a download in the last 7 days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can download your data 3 times a day. Try again tomorrow',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ language: 'en' });
  });

  it('shows what is erased and kept and why, then posts the request once confirmed and shows its reference', async () => {
    let asked = false;
    const fetchMock = stubApi({
      'GET /api/customer/erasure-request': () => ({
        body: { success: true, data: { ...erasureState, request: asked ? pendingRequest : null } },
      }),
      'POST /api/customer/erasure-request': () => {
        asked = true;
        return { body: { success: true, message: 'Request received', data: pendingRequest } };
      },
    });
    show(<ErasureSection />);

    expect(await screen.findByTestId('erasure-keep-applications')).toHaveTextContent(
      "RBI requires lenders' records of loans to be kept 8 years",
    );
    expect(screen.getByTestId('erasure-keep-dedupe_logs')).toHaveTextContent('They stop the same person applying');
    expect(screen.getByTestId('erasure-erase-profile')).toHaveTextContent('Your profile');
    expect(screen.getByTestId('erasure-waits')).toHaveTextContent('1 application is still with a lender');

    await userEvent.click(screen.getByRole('button', { name: 'Request erasure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    // Cancel has the focus: Enter on an accidental open does not ask.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request erasure' }));

    const request = await screen.findByTestId('erasure-request');
    expect(request).toHaveTextContent('Request ER-000123');
    expect(request).toHaveTextContent('Pending');
    expect(request).toHaveTextContent('We will erase your data by 25 Dec 2026');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A pending request takes the button's place, and the focus goes to it.
    expect(screen.queryByRole('button', { name: 'Request erasure' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('erasure-reference')).toHaveFocus());
  });

  it('says why a request was rejected and offers to ask again', async () => {
    stubApi({
      'GET /api/customer/erasure-request': {
        body: {
          success: true,
          data: {
            ...erasureState,
            request: { ...pendingRequest, status: 'rejected', reject_reason: 'identity_not_confirmed' },
          },
        },
      },
    });
    show(<ErasureSection />);

    expect(await screen.findByTestId('erasure-request')).toHaveTextContent(
      'We could not carry out this request: we could not confirm it was you',
    );
    expect(screen.getByRole('button', { name: 'Request erasure' })).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    stubApi({
      'GET /api/customer/my-data': { status: 500, body: { success: false, message: 'Something broke' } },
    });
    show(<HeldDataSection correction={null} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something broke');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
