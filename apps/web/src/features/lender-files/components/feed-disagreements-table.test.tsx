import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedDisagreement } from '@saakh/domain/reconciliation';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { FeedDisagreementsTable, feedDisagreementParams } from './feed-disagreements-table';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
  window.localStorage.clear();
});

const HOUR = 3_600_000;

const disagreement = (overrides: Partial<FeedDisagreement> = {}): FeedDisagreement => ({
  id: 5,
  file_id: 3,
  file_name: 'hdfc-status-march.csv',
  row_number: 12,
  application_id: '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192',
  application_reference: 'SK-7K3P9Q',
  lender_name: 'HDFC Bank',
  file_status: 'rejected',
  file_amount: null,
  file_on: null,
  live_status: 'approved',
  live_amount: null,
  live_on: null,
  live_source: 'lender_callback',
  live_at: new Date(Date.now() - 2 * HOUR).toISOString(),
  resolution: null,
  created_at: '2026-03-06T10:00:00.000Z',
  ...overrides,
});

function Harness() {
  const params = useListParams(feedDisagreementParams);
  return <FeedDisagreementsTable params={params} applicationPath={(row) => `/applications/${row.application_id}`} />;
}

type PostAnswer = { status: number; body: unknown };

/** Answers the list with the rows as they stand; a resolve (unless `post` says otherwise) decides the first row. */
function show(rows: FeedDisagreement[], post?: PostAnswer) {
  let stored = rows;
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'POST') {
      if (post) return Response.json(post.body, { status: post.status });
      const decided: FeedDisagreement = { ...stored[0], resolution: 'kept_live' };
      stored = stored.map((row) => (row.id === decided.id ? decided : row));
      return Response.json({ success: true, message: 'The row was resolved', data: decided });
    }
    return Response.json({ success: true, data: { items: stored, total: stored.length, page: 1, pageSize: 20 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<Harness />);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof show>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('FeedDisagreementsTable', () => {
  it('asks for the open rows first and shows the file’s value beside the live one, naming its source', async () => {
    const fetchMock = show([disagreement()]);
    const row = await screen.findByTestId('feed-disagreement-5');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/feed-disagreements?page=1&pageSize=20&sort=-created_at&state=open');
    expect(row).toHaveTextContent('hdfc-status-march.csv');
    expect(row).toHaveTextContent('Row 12');
    expect(within(row).getByRole('link', { name: 'SK-7K3P9Q' })).toHaveAttribute(
      'href',
      '/applications/3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192',
    );
    expect(row).toHaveTextContent('HDFC Bank');
    expect(row).toHaveTextContent("Lender's fileRejected");
    expect(row).toHaveTextContent("Live, from the lender's APIApproved·2 hours ago");
    expect(row).toHaveTextContent('Open');
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toContain('state=resolved'));
  });

  it('shows a disbursal’s amount and day on both sides', async () => {
    show([
      disagreement({
        file_status: 'disbursed',
        file_amount: 690000,
        file_on: '2026-11-26',
        live_status: 'disbursed',
        live_amount: 700000,
        live_on: '2026-11-27',
      }),
    ]);
    const row = await screen.findByTestId('feed-disagreement-5');
    expect(row).toHaveTextContent("Lender's fileDisbursed₹6,90,000 on 26 Nov 2026");
    expect(row).toHaveTextContent("Live, from the lender's APIDisbursed₹7,00,000 on 27 Nov 2026");
  });

  it('keeps the API’s value after saying what will happen, and says it was done', async () => {
    const fetchMock = show([disagreement()]);
    await screen.findByTestId('feed-disagreement-5');
    await userEvent.click(
      screen.getByRole('button', { name: "Keep the API's value: row 12 of hdfc-status-march.csv" }),
    );
    const dialog = screen.getByRole('dialog', { name: "Keep the API's value?" });
    expect(dialog).toHaveTextContent(
      "Application SK-7K3P9Q stays Approved, as the lender's API said; the file's Rejected in row 12 of hdfc-status-march.csv is set aside.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: "Keep the API's" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [[url, init]] = posts(fetchMock);
    expect(url).toBe('/api/feed-disagreements/5/resolve');
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'keep_live' });
    expect(toast).toHaveBeenCalledWith('The row was resolved', 'success');
    expect(await screen.findByTestId('feed-disagreement-5')).toHaveTextContent("Kept the API's");
  });

  it('takes the file’s value, and keeps the dialog open with the reason when the application moved meanwhile', async () => {
    const fetchMock = show([disagreement()], {
      status: 409,
      body: { success: false, message: 'The application has changed since this row was kept: look at it again' },
    });
    await screen.findByTestId('feed-disagreement-5');
    await userEvent.click(
      screen.getByRole('button', { name: "Take the file's value: row 12 of hdfc-status-march.csv" }),
    );
    const dialog = screen.getByRole('dialog', { name: "Take the file's value?" });
    expect(dialog).toHaveTextContent('Application SK-7K3P9Q moves from Approved to Rejected');
    await userEvent.click(within(dialog).getByRole('button', { name: "Take the file's" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The application has changed since this row was kept: look at it again',
    );
    const [[url, init]] = posts(fetchMock);
    expect(url).toBe('/api/feed-disagreements/5/resolve');
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'take_file' });
    expect(toast).not.toHaveBeenCalledWith(expect.anything(), 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says how a disbursal will change when the file gives the same status', async () => {
    show([
      disagreement({
        file_status: 'disbursed',
        file_amount: 690000,
        file_on: '2026-11-26',
        live_status: 'disbursed',
        live_amount: 700000,
        live_on: '2026-11-27',
      }),
    ]);
    await screen.findByTestId('feed-disagreement-5');
    await userEvent.click(screen.getByRole('button', { name: /^Take the file's value/ }));
    expect(screen.getByRole('dialog', { name: "Take the file's value?" })).toHaveTextContent(
      'Application SK-7K3P9Q will be recorded as Disbursed, ₹6,90,000 on 26 Nov 2026 instead of Disbursed, ₹7,00,000 on 27 Nov 2026',
    );
  });

  it('shows a decided row’s decision and offers no action on it', async () => {
    show([disagreement({ resolution: 'took_file' })]);
    const row = await screen.findByTestId('feed-disagreement-5');
    expect(row).toHaveTextContent("Took the file's");
    expect(screen.getByRole('button', { name: /^Keep the API's value/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Take the file's value/ })).toBeDisabled();
  });

  it('says when no rows wait for a decision', async () => {
    show([]);
    expect(await screen.findByText("No rows contradict a lender's live feed")).toBeInTheDocument();
  });
});
