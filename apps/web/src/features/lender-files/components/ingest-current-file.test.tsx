import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IngestFile } from '@saakh/domain/ingestion';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { IngestCurrentFile } from './ingest-current-file';
import { ingestFile } from './ingest-file.fixture';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(answers: IngestFile[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input).startsWith('/api/ingest-files/5')) {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return Response.json({ success: true, data: next });
    }
    return Response.json({ success: true, data: { items: [], total: 0, page: 1, pageSize: 5 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <IngestCurrentFile id={5} kind="status" onClose={vi.fn()} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return fetchMock;
}

describe('IngestCurrentFile', () => {
  it('shows the check’s progress (bytes while rows are unknown), then the preview once the file is checked', async () => {
    const fetchMock = show([
      ingestFile({ stage: 'checking', rows_read: 4000, rows_total: null, bytes_read: 10_240, size_bytes: 40_960 }),
      ingestFile({ stage: 'ready' }),
    ]);
    const bar = await screen.findByRole('progressbar', { name: 'Checking the file' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('status')).toHaveTextContent('4,000 rows read (10.0 KB of 40.0 KB)');
    // Read again every second until the server is done with it.
    expect(await screen.findByTestId('ingest-preview', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('ingest-status')).toHaveTextContent('Checked – waiting to apply');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/ingest-files/5')).toHaveLength(2);
  });

  it('shows the apply, one transaction, as a moving bar with the rows it writes', async () => {
    show([ingestFile({ stage: 'applying', rows_read: 120, rows_total: 120 })]);
    const bar = await screen.findByRole('progressbar', { name: 'Applying the file' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('status')).toHaveTextContent('writing the 120 checked rows in one go');
  });

  it('says why a file failed and offers to try it again', async () => {
    show([ingestFile({ status: 'failed', stage: 'checking', failure: 'Required columns are missing' })]);
    expect(await screen.findByText('Required columns are missing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByTestId('ingest-status')).toHaveTextContent('Failed');
  });
});
