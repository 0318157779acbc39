import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationLenderSubmission, LenderSubmission } from '@saakh/domain/lender-connectors';
import { toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { LenderSubmissionPanel } from './lender-submission-panel';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const id = '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192';
const submission = (overrides: Partial<LenderSubmission> = {}): LenderSubmission => ({
  applicationId: id,
  lenderId: 7,
  state: 'queued',
  attempts: 0,
  lastError: null,
  lenderReference: null,
  queuedAt: '2026-11-29T09:00:00.000Z',
  sentAt: null,
  acceptedAt: null,
  failedAt: null,
  ...overrides,
});

function show(first: ApplicationLenderSubmission, post: { status: number; body: Record<string, unknown> }) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    init?.method === 'POST'
      ? Response.json(post.body, { status: post.status })
      : Response.json({ success: true, data: first }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<LenderSubmissionPanel applicationId={id} />);
  return fetchMock;
}

describe('LenderSubmissionPanel', { timeout: 30_000 }, () => {
  it('sends an application never sent after a confirmation, says so, and shows the queued row', async () => {
    const fetchMock = show(
      { submission: null, sendable: true },
      { status: 202, body: { success: true, message: 'Sending to the lender', data: submission() } },
    );
    expect(await screen.findByText('Not sent to the lender’s API')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/admin/applications/${id}/lender-submission`);
    await userEvent.click(screen.getByRole('button', { name: 'Send to lender' }));
    const dialog = screen.getByRole('dialog', { name: 'Send to the lender?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to lender' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Sending to the lender', 'success'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/admin/applications/${id}/send-to-lender`);
    expect(await screen.findByTestId('submission-state')).toHaveTextContent('Queued');
    const panel = screen.getByTestId(`lender-submission-${id}`);
    expect(within(panel).queryByRole('button', { name: 'Send to lender' })).toBeNull();
  });

  it('shows a failed sending with its error and sends it again; a refusal stays on the panel', async () => {
    show(
      { submission: submission({ state: 'failed', attempts: 5, lastError: 'HTTP 503' }), sendable: true },
      {
        status: 409,
        body: {
          success: false,
          message: 'Only a submitted application not yet accepted by the lender can be sent',
        },
      },
    );
    expect(await screen.findByTestId('submission-state')).toHaveTextContent('Failed');
    expect(screen.getByText('HTTP 503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send to lender' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a submitted application not yet accepted by the lender can be sent',
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('has no Send button when the application may not be sent', async () => {
    show(
      { submission: submission({ state: 'accepted', lenderReference: 'SBX-000042' }), sendable: false },
      { status: 500, body: {} },
    );
    expect(await screen.findByText('SBX-000042')).toBeInTheDocument();
    expect(screen.getByTestId('submission-state')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});
