import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LenderSla } from '@saakh/domain/cases';
import { attachToastSink, type Toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { LenderSlaForm } from './lender-sla-form';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

function show(saved: LenderSla = { hours: { submitted: 48, in_review: 72, approved: 120 } }) {
  let current = saved;
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'PUT') current = JSON.parse(String(init.body)) as LenderSla;
    return ok(current);
  });
  vi.stubGlobal('fetch', fetchMock);
  const toasts: Toast[] = [];
  const detach = attachToastSink((toast) => toasts.push(toast));
  renderWithApp(<LenderSlaForm lenderId={12} />);
  const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { fetchMock, puts, toasts, detach };
}

describe('LenderSlaForm', { timeout: 30_000 }, () => {
  it('loads the lender’s hours, refuses zero and more than ninety days, and saves valid ones with a toast', async () => {
    const { fetchMock, puts, toasts, detach } = show();
    const submitted = await screen.findByRole('textbox', { name: 'Submitted' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/lenders/12/sla');
    expect(submitted).toHaveValue('48');
    expect(screen.getByRole('textbox', { name: 'In review' })).toHaveValue('72');
    expect(screen.getByRole('textbox', { name: 'Approved (until paid out)' })).toHaveValue('120');

    await userEvent.clear(submitted);
    await userEvent.type(submitted, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save turnaround times' }));
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    await userEvent.clear(submitted);
    await userEvent.type(submitted, '2161');
    await userEvent.click(screen.getByRole('button', { name: 'Save turnaround times' }));
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await userEvent.clear(submitted);
    await userEvent.type(submitted, '24');
    await waitFor(() => expect(screen.queryByText('Invalid value')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save turnaround times' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0]!;
    expect(String(url)).toBe('/api/admin/lenders/12/sla');
    expect(JSON.parse(String(init?.body))).toEqual({ hours: { submitted: 24, in_review: 72, approved: 120 } });
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Turnaround times saved', variant: 'success' }));
    detach();
  });

  it('shows the server’s field error under its field', async () => {
    const { fetchMock } = show();
    const inReview = await screen.findByRole('textbox', { name: 'In review' });
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Invalid value',
            errors: { 'hours.in_review': ['Too long for this lender'] },
          }),
          { status: 422 },
        ),
    );
    await userEvent.clear(inReview);
    await userEvent.type(inReview, '96');
    await userEvent.click(screen.getByRole('button', { name: 'Save turnaround times' }));
    expect(await screen.findByText('Too long for this lender')).toBeInTheDocument();
  });
});
