import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LenderDocumentChecklist as Checklist } from '@saakh/domain/documents';
import type { LoanProductCode } from '@saakh/domain/products';
import { attachToastSink, type Toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { LenderDocumentChecklist } from './lender-document-checklist';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

type ShowOptions = { saved?: Checklist; products?: LoanProductCode[]; canEdit?: boolean };

/** A stand-in for the API that keeps the checklist it is sent, as the real one does. */
function show({
  saved = { items: [{ product: 'pl', kind: 'pan_card' }] },
  products,
  canEdit = true,
}: ShowOptions = {}) {
  let current = saved;
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'PUT') current = JSON.parse(String(init.body)) as Checklist;
    return ok(current);
  });
  vi.stubGlobal('fetch', fetchMock);
  const toasts: Toast[] = [];
  const detach = attachToastSink((toast) => toasts.push(toast));
  renderWithApp(<LenderDocumentChecklist lenderId={12} products={products} canEdit={canEdit} />);
  const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { fetchMock, puts, toasts, detach };
}

describe('LenderDocumentChecklist', { timeout: 30_000 }, () => {
  it('loads the saved checklist, toggles documents and saves exactly the ticked lines with a toast', async () => {
    const { fetchMock, puts, toasts, detach } = show({ products: ['pl'] });
    const pan = await screen.findByRole('checkbox', { name: 'PAN card for Personal' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/lenders/12/document-checklist');
    expect(pan).toBeChecked();
    // Only the lender's own product is offered.
    expect(screen.queryByRole('checkbox', { name: 'PAN card for Business' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Save document checklist' });
    expect(save).toBeDisabled();

    await userEvent.click(pan);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aadhaar card for Personal' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bank statement (last 6 months) for Personal' }));
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await userEvent.click(save);

    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0]!;
    expect(String(url)).toBe('/api/admin/lenders/12/document-checklist');
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { product: 'pl', kind: 'aadhaar' },
        { product: 'pl', kind: 'bank_statement' },
      ],
    });
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Document checklist saved', variant: 'success' }));
    expect(screen.getByText('Documents asked for: 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'PAN card for Personal' })).not.toBeChecked();
    detach();
  });

  it('keeps a saved line of another product in view, so saving does not drop it unseen', async () => {
    const { puts } = show({
      saved: { items: [{ product: 'bl', kind: 'gst_certificate' }] },
      products: ['pl'],
    });
    expect(await screen.findByRole('checkbox', { name: 'GST certificate for Business' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Passport-size photo for Personal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save document checklist' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]![1]?.body))).toEqual({
      items: [
        { product: 'pl', kind: 'photo' },
        { product: 'bl', kind: 'gst_certificate' },
      ],
    });
  });

  it('offers every loan product when the page does not know the lender’s', async () => {
    show({ saved: { items: [] } });
    expect(await screen.findByRole('checkbox', { name: 'PAN card for Personal' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'PAN card for Car' })).toBeInTheDocument();
  });

  it('shows role 2 the checklist read-only, with nothing to save', async () => {
    const { puts } = show({ products: ['pl'], canEdit: false });
    const pan = await screen.findByRole('checkbox', { name: 'PAN card for Personal' });
    expect(pan).toBeChecked();
    expect(pan).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Aadhaar card for Personal' })).toBeDisabled();
    expect(screen.getByText('You can see this checklist; only role 1 can change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save document checklist' })).toBeNull();
    expect(puts()).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the ticks', async () => {
    const { fetchMock, toasts, detach } = show({ products: ['pl'] });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Aadhaar card for Personal' }));
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Each document may be asked once per product' }), {
          status: 422,
        }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save document checklist' }));
    expect(await screen.findByText('Each document may be asked once per product')).toBeInTheDocument();
    expect(toasts).toContainEqual({ message: 'Each document may be asked once per product', variant: 'error' });
    expect(screen.getByRole('checkbox', { name: 'Aadhaar card for Personal' })).toBeChecked();
    detach();
  });

  it('shows a load failure with a retry', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ success: false, message: 'Server error' }), { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LenderDocumentChecklist lenderId={12} canEdit />);
    expect(await screen.findByText('We could not load this lender’s document checklist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
