import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadOptions } from '@/lib/api-upload';
import { initTestI18n } from '@/testing/test-i18n';
import { FileUpload } from './file-upload';

beforeAll(initTestI18n);
afterEach(cleanup);

const sheet = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'application/octet-stream' });

function show(upload: (file: File, options: UploadOptions) => Promise<string>, autoUpload = false) {
  const onUploaded = vi.fn();
  render(
    <FileUpload
      label="status file"
      extensions={['.xlsx', '.xls', '.csv']}
      maxBytes={100}
      upload={upload}
      onUploaded={onUploaded}
      autoUpload={autoUpload}
    />,
  );
  return { onUploaded, input: screen.getByTestId('file-upload-input') as HTMLInputElement };
}

describe('FileUpload', () => {
  it("refuses another type with 'Invalid file type' and clears the choice; Upload stays disabled", async () => {
    const upload = vi.fn(async () => 'stored');
    const { input } = show(upload);
    await userEvent.upload(input, sheet('report.pdf'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type');
    expect(screen.queryByTestId('file-upload-chosen')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit before sending it', async () => {
    const upload = vi.fn(async () => 'stored');
    const { input } = show(upload);
    await userEvent.upload(input, sheet('big.csv', 500));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 100 B');
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends a valid file with its progress, then clears the choice and hands on the answer', async () => {
    let finish: (value: string) => void = () => undefined;
    const upload = vi.fn(
      (_file: File, options: UploadOptions) =>
        new Promise<string>((resolve) => {
          options.onProgress?.(5, 10);
          finish = resolve;
        }),
    );
    const { input, onUploaded } = show(upload);
    await userEvent.upload(input, sheet('status.XLSX'));
    expect(screen.getByTestId('file-upload-chosen')).toHaveTextContent('status.XLSX (10 B)');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading… 50%');
    finish('stored');
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('stored'));
    expect(screen.queryByTestId('file-upload-chosen')).not.toBeInTheDocument();
  });

  it('cancels an upload under way', async () => {
    const upload = vi.fn(
      (_file: File, options: UploadOptions) =>
        new Promise<string>((_resolve, reject) => {
          options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    );
    const { input, onUploaded } = show(upload, true);
    await userEvent.upload(input, sheet('status.csv'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
