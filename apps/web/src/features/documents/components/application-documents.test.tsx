import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MAX_BYTES, type ApplicationDocuments as Documents } from '@saakh/domain/documents';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { ApplicationDocuments } from './application-documents';
import {
  APPLICATION_ID,
  asked,
  documents,
  fileOf,
  ok,
  onFile,
  refused,
  stubApi,
  type Call,
} from './documents-api.fixture';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listPath = `/api/applications/${APPLICATION_ID}/documents`;

const everyStatus = documents({
  items: [
    asked({ kind: 'pan_card' }),
    asked({ kind: 'aadhaar', status: 'uploaded', file: onFile({ fileName: 'aadhaar-front.pdf', sizeBytes: 820_000 }) }),
    asked({
      kind: 'salary_slips',
      status: 'rejected',
      file: onFile({ fileName: 'slips.png' }),
      rejection: { reason: 'unreadable', note: 'The October slip is cut off' },
      reviewedAt: '2026-11-29T05:00:00.000Z',
    }),
    asked({ kind: 'bank_statement', status: 'rejected', file: onFile(), rejection: { reason: 'expired', note: null } }),
    asked({ kind: 'photo', status: 'verified', file: onFile({ fileName: 'me.jpg' }) }),
  ],
  outstanding: 3,
});

function show(answerList: () => Documents, hold?: Promise<void>) {
  const calls = stubApi((call: Call) => {
    if (call.method === 'GET' && call.url === listPath) return ok(answerList());
    if (call.method === 'POST' && call.url === `${listPath}/pan_card`)
      // The server reads the first bytes: these files' do not agree with their names.
      return ((call.body as FormData).get('file') as File).name === 'pan.pdf'
        ? refused(422, 'Upload a PDF, JPG or PNG file of up to 5 MB')
        : ok(null);
    if (call.method === 'POST' && call.url === `${listPath}/aadhaar`)
      return refused(409, 'Documents can no longer be changed: the lender has decided this application');
    return { status: 404, body: { success: false, message: `no route ${call.method} ${call.url}` } };
  }, hold);
  renderWithApp(<ApplicationDocuments applicationId={APPLICATION_ID} />);
  return calls;
}

const item = (kind: string) => screen.findByTestId(`document-${kind}`);

describe('ApplicationDocuments', () => {
  it('shows each asked document with its status in words, its file, and why a refused one was refused', async () => {
    show(() => everyStatus);
    const pan = await item('pan_card');
    expect(within(pan).getByRole('heading', { name: 'PAN card' })).toBeInTheDocument();
    expect(within(pan).getByTestId('document-pan_card-status')).toHaveTextContent('Needed');
    expect(within(pan).getByText('No file yet')).toBeInTheDocument();
    expect(within(pan).getByRole('button', { name: 'Upload PAN card' })).toHaveTextContent('Upload');

    const aadhaar = await item('aadhaar');
    expect(within(aadhaar).getByTestId('document-aadhaar-status')).toHaveTextContent('Being checked');
    expect(within(aadhaar).getByText(/^On record: aadhaar-front\.pdf, 800\.8 KB, 28 Nov 2026$/)).toBeInTheDocument();
    expect(within(aadhaar).getByRole('button', { name: 'Upload again: Aadhaar card' })).toHaveTextContent(
      'Upload again',
    );

    const slips = await item('salary_slips');
    expect(within(slips).getByTestId('document-salary_slips-status')).toHaveTextContent('Upload again');
    expect(within(slips).getByTestId('document-salary_slips-rejection')).toHaveTextContent(
      'Why it was not accepted: The file cannot be read clearly' + 'Note from Saakh: The October slip is cut off',
    );
    const statement = await item('bank_statement');
    expect(within(statement).getByTestId('document-bank_statement-rejection')).toHaveTextContent(
      /^Why it was not accepted: The document has expired$/,
    );

    const photo = await item('photo');
    expect(within(photo).getByTestId('document-photo-status')).toHaveTextContent('Verified');
    expect(within(photo).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('documents-outstanding')).toHaveTextContent('3 documents still needed');
  });

  it('says documents can no longer be changed once the lender has decided, with no Upload button', async () => {
    show(() => ({ ...everyStatus, open: false }));
    expect(await screen.findByTestId('documents-closed')).toHaveTextContent(
      'Documents can no longer be changed: the lender has decided this application.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the lender asks for nothing', async () => {
    show(() => documents());
    expect(await screen.findByText('No documents asked for')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB or of another type before sending anything', async () => {
    const calls = show(() => everyStatus);
    const input = (await screen.findByTestId('document-pan_card-upload')) as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');

    await userEvent.upload(input, fileOf('pan.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1));
    expect(screen.getByTestId('document-pan_card-upload-error')).toHaveTextContent(
      'pan.pdf is 5.0 MB: choose a file of up to 5 MB.',
    );
    await userEvent.upload(input, fileOf('pan.docx', 'application/msword'), { applyAccept: false });
    expect(screen.getByTestId('document-pan_card-upload-error')).toHaveTextContent(
      'pan.docx cannot be sent: choose a PDF, JPG or PNG file.',
    );
    // A known extension does not hide another type.
    await userEvent.upload(input, fileOf('pan.png', 'image/gif'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('pan.png cannot be sent');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends a valid file as the multipart field `file`, shows its progress, then reads the list again', async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    let current = everyStatus;
    const calls = show(() => current, hold);
    const input = (await screen.findByTestId('document-pan_card-upload')) as HTMLInputElement;
    const pan = fileOf('PAN.JPG', 'image/jpeg', 4096);
    await userEvent.upload(input, pan);

    expect(await screen.findByText('Sending PAN card: 50%')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.url).toBe(`${listPath}/pan_card`);
    const body = upload?.body as FormData;
    expect([...body.keys()]).toEqual(['file']);
    expect(body.get('file')).toBe(pan);

    current = {
      ...everyStatus,
      items: everyStatus.items.map((doc) =>
        doc.kind === 'pan_card'
          ? { ...doc, status: 'uploaded', file: onFile({ fileName: 'PAN.JPG', sizeBytes: 4096 }) }
          : doc,
      ),
      outstanding: 2,
    };
    release();
    expect(await screen.findByText('PAN card sent. We will check it soon.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByTestId('document-pan_card-status')).toHaveTextContent('Being checked'));
    expect(screen.getByTestId('documents-outstanding')).toHaveTextContent('2 documents still needed');
    expect(calls.filter((call) => call.method === 'GET' && call.url === listPath)).toHaveLength(2);
  });

  it("shows the server's refusal in words, and reads the list again, which may have changed meanwhile", async () => {
    let current = everyStatus;
    const calls = show(() => current);
    // The first bytes of this "PDF" do not say PDF: the server refuses it, and the list is as it was.
    await userEvent.upload(await screen.findByTestId('document-pan_card-upload'), fileOf('pan.pdf', 'application/pdf'));
    expect(await screen.findByTestId('document-pan_card-upload-error')).toHaveTextContent(
      'PAN card was not sent: Upload a PDF, JPG or PNG file of up to 5 MB',
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));

    // Meanwhile the lender has decided: the list read again says so, and offers no upload.
    current = { ...everyStatus, open: false };
    await userEvent.upload(screen.getByTestId('document-aadhaar-upload'), fileOf('aadhaar.pdf', 'application/pdf'));
    expect(await screen.findByTestId('documents-closed')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(3);
  });
});
