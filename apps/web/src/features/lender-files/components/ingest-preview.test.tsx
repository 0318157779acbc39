import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IngestFile } from '@saakh/domain/ingestion';
import { initTestI18n } from '@/testing/test-i18n';
import { ingestFile } from './ingest-file.fixture';
import { IngestPreview } from './ingest-preview';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(file: IngestFile) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ success: true, message: 'The file is being applied', data: { ...file, stage: 'applying' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IngestPreview file={file} />
    </QueryClientProvider>,
  );
  return { fetchMock, apply: () => screen.getByRole('button', { name: 'Apply' }) };
}

const withErrors = ingestFile({
  error_count: 2,
  errors: ['Row 3: status: Unknown status', 'Row 9: disbursed_on: The disbursal date is required'],
  outcomes: { status_change: 12, details: 1, unchanged: 1, error: 2 },
});

describe('IngestPreview', () => {
  it('says what each outcome means, with its count, and lists the columns it will not read', () => {
    show(ingestFile({ unknown_columns: ['Branch', 'Agent code'] }));
    const outcomes = screen.getByRole('list', { name: 'Rows by outcome' });
    const change = within(outcomes).getAllByRole('listitem')[0];
    expect(change).toHaveTextContent('Status changes');
    expect(change).toHaveTextContent('12');
    expect(change).toHaveTextContent('The application moves to the status in the file.');
    expect(screen.getByTestId('ingest-unknown-columns')).toHaveTextContent('Branch, Agent code');
    const samples = screen.getByRole('region', { name: 'Status changes: first rows' });
    expect(within(samples).getByRole('columnheader', { name: 'Status now' })).toBeInTheDocument();
    expect(within(samples).getByText('In review')).toBeInTheDocument();
  });

  it('offers no "Skip rows with errors" choice when no row has an error', () => {
    const { apply } = show(ingestFile());
    expect(screen.queryByRole('checkbox', { name: /Skip/ })).not.toBeInTheDocument();
    expect(apply()).toBeEnabled();
  });

  it('with row errors, lists the first ones and keeps Apply disabled until skipping them is ticked', async () => {
    const { apply } = show(withErrors);
    expect(screen.getByText('Row 3: status: Unknown status')).toBeInTheDocument();
    expect(apply()).toBeDisabled();
    expect(apply()).toHaveAccessibleDescription(/Tick “Skip”/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Skip the 2 rows with errors and apply the rest' }));
    expect(apply()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 2 errors' }));
    expect(screen.getByRole('dialog', { name: 'Aplication Status' })).toBeInTheDocument();
  });

  it('requires the duplicate to be confirmed before Apply enables', async () => {
    const { apply } = show(
      ingestFile({
        duplicate_of: { id: 2, file_name: 'kotak-status-feb.xlsx', created_at: '2026-02-01T10:00:00.000Z' },
      }),
    );
    expect(screen.getByTestId('ingest-duplicate')).toHaveTextContent('kotak-status-feb.xlsx');
    expect(apply()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I know; apply it again' }));
    expect(apply()).toBeEnabled();
  });

  it('asks before applying, saying how many rows will change, then sends the choices', async () => {
    const { apply, fetchMock } = show({
      ...withErrors,
      duplicate_of: { id: 2, file_name: 'kotak-status-feb.xlsx', created_at: '2026-02-01T10:00:00.000Z' },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /Skip the 2 rows/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I know; apply it again' }));
    await userEvent.click(apply());
    const dialog = screen.getByRole('dialog', { name: 'Apply this file?' });
    expect(dialog).toHaveTextContent('13 applications will change.');
    expect(dialog).toHaveTextContent('2 rows with errors will be skipped.');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/ingest-files/5/apply');
    expect(JSON.parse(String(init?.body))).toEqual({ skip_errors: true, confirm_duplicate: true });
  });
});
