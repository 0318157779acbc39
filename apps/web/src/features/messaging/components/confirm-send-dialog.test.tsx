import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { ConfirmSendDialog, type ConfirmSendDialogProps } from './confirm-send-dialog';

beforeAll(initTestI18n);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const preview = (recipients: number) =>
  answer(200, { success: true, data: { recipients, channel: 'sms', category: 'promotional' } });

function renderDialog(props: Partial<ConfirmSendDialogProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ConfirmSendDialog
        name="Diwali offer"
        input={{ template_id: 7, segment: { product: 'pl' } } as ConfirmSendDialogProps['input']}
        sendAt={null}
        pending={false}
        changedTo={null}
        error={null}
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onConfirm, onCancel };
}

const confirmButton = () => screen.getByTestId('campaign-confirm');

describe('ConfirmSendDialog', { timeout: 20_000 }, () => {
  it("asks the API for the campaign's audience and confirms exactly the count it showed", async () => {
    fetchMock.mockResolvedValueOnce(preview(123456));
    const { onConfirm } = renderDialog();
    expect(screen.getByText('Counting recipients…')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    expect(await screen.findByText('Diwali offer will go now to 1,23,456 customers by SMS.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/admin/messaging/campaigns/preview');
    expect(JSON.parse(String(init?.body))).toEqual({ template_id: 7, segment: { product: 'pl' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send to 1,23,456 customers' }));
    expect(onConfirm).toHaveBeenCalledWith(123456);
  });

  it('shows the new count when the audience changed, and confirms that one', async () => {
    fetchMock.mockResolvedValueOnce(preview(42));
    const { onConfirm } = renderDialog({ changedTo: 45 });
    expect(
      await screen.findByText(
        'The audience changed since you checked it: it is now 45 customers. Confirm again to send.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send to 45 customers' }));
    expect(onConfirm).toHaveBeenCalledWith(45);
  });

  it('cannot confirm when the count failed (with a retry) or nobody matches', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { success: false, message: 'Server error' }));
    renderDialog();
    expect(await screen.findByText('We could not count the recipients.')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    fetchMock.mockResolvedValueOnce(preview(0));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No customer matches this segment now, so there is nothing to send.'),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it("shows why the API refuses to count a campaign's audience", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(422, {
        success: false,
        message: 'Please correct the highlighted fields',
        errors: { 'segment.status': ['A transactional template goes only to customers about their application'] },
      }),
    );
    renderDialog();
    expect(
      await screen.findByText('A transactional template goes only to customers about their application'),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('names the time of a scheduled campaign and goes back without sending', async () => {
    fetchMock.mockResolvedValueOnce(preview(1));
    const { onConfirm, onCancel } = renderDialog({ sendAt: '2026-12-01T04:30:00.000Z' });
    expect(
      await screen.findByText('Diwali offer will go to 1 customer by SMS at 1 Dec 2026, 10:00 am.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
