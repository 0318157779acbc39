import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LenderSubmission } from '@saakh/domain/lender-connectors';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { ConnectorSubmissionsTable, connectorSubmissionParams } from './connector-submissions-table';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
  window.localStorage.clear();
});

const row = (applicationId: string, overrides: Partial<LenderSubmission> = {}): LenderSubmission => ({
  applicationId,
  lenderId: 7,
  state: 'accepted',
  attempts: 1,
  lastError: null,
  lenderReference: 'SBX-000001',
  queuedAt: '2026-11-29T08:00:00.000Z',
  sentAt: '2026-11-29T08:00:01.000Z',
  acceptedAt: '2026-11-29T08:00:02.000Z',
  failedAt: null,
  ...overrides,
});

const failedId = '11111111-2222-4333-8444-555555555555';
const acceptedId = '66666666-7777-4888-8999-aaaaaaaaaaaa';

function Harness() {
  const params = useListParams(connectorSubmissionParams);
  return <ConnectorSubmissionsTable lenderId={7} params={params} canRetry />;
}

function show() {
  let retried = false;
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'POST') {
      retried = true;
      return Response.json(
        { success: true, message: 'Sending to the lender', data: row(failedId, { state: 'queued', attempts: 0 }) },
        { status: 202 },
      );
    }
    const failed = retried
      ? row(failedId, { state: 'queued', attempts: 0, lenderReference: null })
      : row(failedId, { state: 'failed', attempts: 5, lastError: '422 VALIDATION', lenderReference: null });
    return Response.json({
      success: true,
      data: { items: [failed, row(acceptedId)], total: 2, page: 1, pageSize: 10 },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<Harness />);
  return fetchMock;
}

describe('ConnectorSubmissionsTable', { timeout: 30_000 }, () => {
  it('asks for one page by state, and Retry on a failed row sends it again and shows it queued', async () => {
    const fetchMock = show();
    const failed = await screen.findByTestId(`submission-${failedId}`);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/lenders/7/connector/submissions?page=1&pageSize=10');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('422 VALIDATION');
    expect(within(screen.getByTestId(`submission-${acceptedId}`)).queryByRole('button', { name: /Retry/ })).toBeNull();

    await userEvent.click(within(failed).getByRole('button', { name: `Retry sending application ${failedId}` }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Sending to the lender', 'success'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/admin/applications/${failedId}/send-to-lender`);
    await waitFor(() => expect(screen.getByTestId(`submission-${failedId}`)).toHaveTextContent('Queued'));
    expect(within(screen.getByTestId(`submission-${failedId}`)).queryByRole('button', { name: /Retry/ })).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Failed');
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
        '/api/admin/lenders/7/connector/submissions?page=1&pageSize=10&state=failed',
      ),
    );
  });
});
