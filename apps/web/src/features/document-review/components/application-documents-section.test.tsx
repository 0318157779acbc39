import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDocuments } from '@saakh/domain/documents';
import { attachToastSink, type Toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { ApplicationDocumentsSection } from './application-documents-section';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const APPLICATION = '5b7f7a52-3c1e-4f5e-9d57-1f0f2a9c0b11';
const PAN_FILE = '0c4a1d2e-7b3f-4e5a-9c6d-1e2f3a4b5c6d';
const PHOTO_FILE = '1d5b2e3f-8c4a-4f6b-8d7e-2f3a4b5c6d7e';
const SLIP_FILE = '2e6c3f4a-9d5b-4a7c-9e8f-3a4b5c6d7e8f';

const documents: ApplicationDocuments = {
  applicationId: APPLICATION,
  reference: 'SK-7K3P9Q',
  product: 'pl',
  lenderName: 'Acme Finance',
  open: true,
  items: [
    {
      kind: 'pan_card',
      status: 'uploaded',
      file: {
        id: PAN_FILE,
        fileName: 'pan.pdf',
        contentType: 'application/pdf',
        sizeBytes: 120_000,
        uploadedAt: '2026-11-28T09:30:00.000Z',
        uploadedBy: 'customer',
      },
      rejection: null,
      reviewedAt: null,
    },
    { kind: 'aadhaar', status: 'needed', file: null, rejection: null, reviewedAt: null },
    {
      kind: 'photo',
      status: 'rejected',
      file: {
        id: PHOTO_FILE,
        fileName: 'me.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 80_000,
        uploadedAt: '2026-11-27T09:30:00.000Z',
        uploadedBy: 'partner',
      },
      rejection: { reason: 'unreadable', note: 'Too dark' },
      reviewedAt: '2026-11-27T12:00:00.000Z',
    },
    {
      kind: 'salary_slips',
      status: 'verified',
      file: {
        id: SLIP_FILE,
        fileName: 'slips.pdf',
        contentType: 'application/pdf',
        sizeBytes: 300_000,
        uploadedAt: '2026-11-26T09:30:00.000Z',
        uploadedBy: 'customer',
      },
      rejection: null,
      reviewedAt: '2026-11-26T12:00:00.000Z',
    },
  ],
  outstanding: 2,
};

const ok = (data: unknown, message?: string) =>
  new Response(JSON.stringify({ success: true, message, data }), { status: 200 });
const refused = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message }), { status });

/** A stand-in for the API: a review changes the document it names, as the real one does, so the list read again shows it. */
function show(initial: ApplicationDocuments = documents) {
  let current = structuredClone(initial);
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/review')) {
      const body = JSON.parse(String(init.body)) as { decision: 'verified' | 'rejected'; reason?: string };
      current = {
        ...current,
        items: current.items.map((item) =>
          item.file && url.includes(item.file.id) ? { ...item, status: body.decision } : item,
        ),
      };
      return ok({}, body.decision === 'verified' ? 'Document verified' : 'Document rejected');
    }
    if (url.endsWith('/file'))
      return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
    return ok(current);
  });
  vi.stubGlobal('fetch', fetchMock);
  const toasts: Toast[] = [];
  const detach = attachToastSink((toast) => toasts.push(toast));
  renderWithApp(<ApplicationDocumentsSection applicationId={APPLICATION} />);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  const reads = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === `/api/admin/applications/${APPLICATION}/documents`);
  return { fetchMock, posts, reads, toasts, detach };
}

describe('ApplicationDocumentsSection', { timeout: 30_000 }, () => {
  it('lists each asked document with its status in words, who uploaded it and when, and a rejection’s reason', async () => {
    show();
    const pan = await screen.findByTestId('document-pan_card');
    expect(within(pan).getByText('PAN card')).toBeInTheDocument();
    expect(within(pan).getByTestId('document-status')).toHaveTextContent('Waiting for review');
    expect(within(pan).getByText(/^Uploaded by the customer on /)).toBeInTheDocument();
    expect(within(pan).getByText('File: pan.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('documents-summary')).toHaveTextContent(
      'Waiting for review: 1 · Still needed from the customer: 2',
    );

    const aadhaar = screen.getByTestId('document-aadhaar');
    expect(within(aadhaar).getByTestId('document-status')).toHaveTextContent('Not uploaded');
    expect(within(aadhaar).queryByRole('button')).toBeNull();

    const photo = screen.getByTestId('document-photo');
    expect(within(photo).getByTestId('document-status')).toHaveTextContent('Rejected');
    expect(within(photo).getByText(/^Uploaded by the partner on /)).toBeInTheDocument();
    expect(within(photo).getByText('Reason: The file cannot be read clearly')).toBeInTheDocument();
    expect(within(photo).getByText('Note for the customer: Too dark')).toBeInTheDocument();
    // Only an upload that waits can be reviewed; any upload can be viewed.
    expect(within(photo).queryByRole('button', { name: /Verify/ })).toBeNull();
    expect(within(photo).getByRole('button', { name: 'View Passport-size photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify PAN card' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Verify / })).toHaveLength(1);
  });

  it('verifies an upload, says so and shows its new status', async () => {
    const { posts, toasts, detach } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify PAN card' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(String(url)).toBe(`/api/admin/application-documents/${PAN_FILE}/review`);
    expect(JSON.parse(String(init?.body))).toEqual({ decision: 'verified' });
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Document verified', variant: 'success' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('document-pan_card')).getByTestId('document-status')).toHaveTextContent(
        'Verified',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Verify PAN card' })).toBeNull();
    detach();
  });

  it('rejects with a reason, and refuses “other” without a note before sending anything', async () => {
    const { posts, toasts, detach } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject PAN card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject PAN card' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else is wrong' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Write what is wrong for the customer')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the customer' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Write what is wrong for the customer')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'The name does not match the application' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Note for the customer' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note for the customer' }),
      'Your PAN says Asha V. Rao',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(String(url)).toBe(`/api/admin/application-documents/${PAN_FILE}/review`);
    expect(JSON.parse(String(init?.body))).toEqual({
      decision: 'rejected',
      reason: 'name_mismatch',
      note: 'Your PAN says Asha V. Rao',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Document rejected', variant: 'success' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('document-pan_card')).getByTestId('document-status')).toHaveTextContent(
        'Rejected',
      ),
    );
    detach();
  });

  it('sends “other” once a note is written', async () => {
    const { posts } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject PAN card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject PAN card' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else is wrong' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the customer' }), 'Cut off at the edge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]?.body))).toEqual({
      decision: 'rejected',
      reason: 'other',
      note: 'Cut off at the edge',
    });
  });

  it('shows a 409’s message and reads the list again', async () => {
    const { fetchMock, reads, posts } = show();
    await screen.findByRole('button', { name: 'Verify PAN card' });
    expect(reads()).toHaveLength(1);
    fetchMock.mockImplementationOnce(async () => refused(409, 'This upload has already been reviewed or replaced'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify PAN card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This upload has already been reviewed or replaced');
    expect(posts()).toHaveLength(1);
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('closes the reject dialog on a 409 and shows its message', async () => {
    const { fetchMock, reads } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject PAN card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject PAN card' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The document has expired' }));
    fetchMock.mockImplementationOnce(async () => refused(409, 'This document is already verified'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('alert')).toHaveTextContent('This document is already verified');
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('opens the file in a new tab from its bytes', async () => {
    const { fetchMock } = show();
    // jsdom has no object URLs: a stand-in that keeps what it was given.
    const given: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      given.push(blob);
      return 'blob:saakh/pan';
    };
    URL.revokeObjectURL = () => undefined;
    // The new tab: whichever window it is, it only has its opener cut.
    const open = vi.fn<typeof window.open>(() => window);
    vi.stubGlobal('open', open);
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'View PAN card' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:saakh/pan', '_blank'));
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `/api/admin/application-documents/${PAN_FILE}/file`,
      );
      expect(given).toHaveLength(1);
      expect(given[0]?.type).toBe('application/pdf');
      expect(await given[0]?.text()).toBe('%PDF-1.7');
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('says so when the file cannot be fetched', async () => {
    const { fetchMock, toasts, detach } = show();
    await screen.findByRole('button', { name: 'View PAN card' });
    fetchMock.mockImplementationOnce(async () => refused(404, 'Not found'));
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await userEvent.click(screen.getByRole('button', { name: 'View PAN card' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Not found', variant: 'error' }));
    expect(open).not.toHaveBeenCalled();
    detach();
  });

  it('says when the lender asks for nothing, and when the application is closed', async () => {
    show({ ...documents, items: [], outstanding: 0 });
    expect(await screen.findByText('The lender asks for no documents for this loan product')).toBeInTheDocument();
    cleanup();
    show({ ...documents, open: false });
    expect(
      await screen.findByText('The lender has decided this application: its documents can no longer be reviewed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify PAN card' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View PAN card' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => refused(500, 'Server error')),
    );
    renderWithApp(<ApplicationDocumentsSection applicationId={APPLICATION} />);
    expect(await screen.findByText('We could not load this application’s documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
