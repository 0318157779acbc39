import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IngestKind } from '@saakh/domain/ingestion';
import type { ApiEnvelope } from '@/lib/api-client';
import { apiUpload, type UploadOptions } from '@/lib/api-upload';
import { toast } from '@/lib/toast';
import { initTestI18n } from '@/testing/test-i18n';
import { ingestFile } from './ingest-file.fixture';
import { LenderFileUpload } from './lender-file-upload';

vi.mock('@/lib/api-upload', () => ({ apiUpload: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.mocked(apiUpload).mockReset();
  vi.mocked(toast).mockReset();
});

const sheet = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'application/octet-stream' });

function show(kind: IngestKind = 'status') {
  const onUploaded = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LenderFileUpload kind={kind} onUploaded={onUploaded} />
    </QueryClientProvider>,
  );
  const input = screen.getByTestId(`lender-file-input-${kind}`) as HTMLInputElement;
  return { onUploaded, input, upload: () => screen.getByRole('button', { name: 'Upload' }) };
}

describe('LenderFileUpload', () => {
  it('keeps Upload disabled until a valid spreadsheet is chosen', async () => {
    const { input, upload } = show();
    expect(upload()).toBeDisabled();
    await userEvent.upload(input, sheet('status.xls'));
    expect(screen.getByTestId('file-upload-chosen')).toHaveTextContent('status.xls');
    expect(upload()).toBeEnabled();
  });

  it("refuses another type with 'Invalid file type' and clears the choice made before", async () => {
    const { input, upload } = show();
    await userEvent.upload(input, sheet('status.csv'));
    expect(upload()).toBeEnabled();
    await userEvent.upload(input, sheet('status.pdf'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type');
    expect(screen.queryByTestId('file-upload-chosen')).not.toBeInTheDocument();
    expect(upload()).toBeDisabled();
    expect(apiUpload).not.toHaveBeenCalled();
  });

  it("says 'No file selected' when the choice comes back empty", () => {
    const { input, upload } = show();
    fireEvent.change(input, { target: { files: [] } });
    expect(screen.getByRole('alert')).toHaveTextContent('No file selected');
    expect(upload()).toBeDisabled();
  });

  it("sends the status file to the spec's call with its progress, then clears the choice and toasts the answer", async () => {
    let finish: (answer: ApiEnvelope<unknown>) => void = () => undefined;
    vi.mocked(apiUpload).mockImplementation(
      (_path: string, _body: FormData, options: UploadOptions = {}) =>
        new Promise((resolve) => {
          options.onProgress?.(5, 10);
          finish = resolve;
        }),
    );
    const { input, upload, onUploaded } = show('status');
    await userEvent.upload(input, sheet('status.xlsx'));
    await userEvent.click(upload());
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading… 50%');
    expect(upload()).toBeDisabled();
    const [path, body] = vi.mocked(apiUpload).mock.calls[0];
    expect(path).toBe('/api/upload-application-status-file');
    expect((body.get('image_name') as File).name).toBe('status.xlsx');

    const file = ingestFile({ stage: 'checking' });
    finish({ success: true, message: 'File received: it is being checked.', errors: [], rowsUpdated: 0, data: file });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(file));
    expect(toast).toHaveBeenCalledWith('File received: it is being checked.', 'success');
    expect(screen.queryByTestId('file-upload-chosen')).not.toBeInTheDocument();
    expect(upload()).toBeDisabled();
  });

  it('sends MIS and commission files to the generic call of their kind', async () => {
    vi.mocked(apiUpload).mockResolvedValue({ success: true, message: 'ok', data: ingestFile({ kind: 'mis' }) });
    const { input, upload, onUploaded } = show('mis');
    await userEvent.upload(input, sheet('mis.csv'));
    await userEvent.click(upload());
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(vi.mocked(apiUpload).mock.calls[0][0]).toBe('/api/ingest-files/mis');
  });

  it("shows the server's reason when the upload is refused, and keeps the file for another try", async () => {
    const { ApiError } = await import('@/lib/api-client');
    vi.mocked(apiUpload).mockRejectedValue(new ApiError(422, 'Required columns are missing', {}));
    const { input, upload, onUploaded } = show();
    await userEvent.upload(input, sheet('status.xlsx'));
    await userEvent.click(upload());
    expect(await screen.findByRole('alert')).toHaveTextContent('Required columns are missing');
    expect(onUploaded).not.toHaveBeenCalled();
    expect(upload()).toBeEnabled();
  });
});
