import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IngestFileRecord, IngestKind } from '@saakh/domain/ingestion';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { initTestI18n } from '@/testing/test-i18n';
import { ingestFile, ingestRecord } from './ingest-file.fixture';
import { IngestHistory, ingestHistoryParams } from './ingest-history';
import { renderWithApp } from '@/testing/render-with-app';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const records: IngestFileRecord[] = [
  ingestRecord({ id: 3, file_name: 'kotak-status-april.xlsx', status: 'processing', stage: 'ready', rows_updated: 0 }),
  ingestRecord({
    id: 2,
    file_name: 'kotak-status-march.xlsx',
    status: 'completed_with_errors',
    rows_updated: 10,
    error_count: 2,
    errors: 'Row 3: status: Unknown status\nRow 9: disbursed_on: The disbursal date is required',
  }),
  ingestRecord({ id: 1, file_name: 'kotak-status-feb.csv', status: 'failed', stage: 'checking', rows_updated: 0 }),
];

function Harness({ kind }: { kind: IngestKind }) {
  const params = useListParams(ingestHistoryParams);
  return <IngestHistory kind={kind} params={params} onOpen={vi.fn()} />;
}

function show(kind: IngestKind = 'status') {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/ingest-files/2')) {
      return Response.json({
        success: true,
        data: ingestFile({ id: 2, error_count: 2, errors: records[1].errors?.split('\n') ?? [] }),
      });
    }
    return Response.json({ success: true, data: { items: records, total: 23, page: 1, pageSize: 5 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const { client } = renderWithApp(<Harness kind={kind} />);
  return { fetchMock, client };
}

describe('IngestHistory', () => {
  it("asks the spec's list call for the newest 5 files, and shows Date, File Name, Status, Rows Updated, Error", async () => {
    const { fetchMock } = show();
    expect(await screen.findByText('kotak-status-march.xlsx')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/get-application-status-files-list?page=1&pageSize=5&sort=-created_at',
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'File Name', 'Status', 'Rows Updated', 'Error', 'Actions']);
    expect(within(screen.getByTestId('ingest-history-row-3')).getByTestId('ingest-status')).toHaveTextContent(
      'Checked – waiting to apply',
    );
    expect(within(screen.getByTestId('ingest-history-row-2')).getByTestId('ingest-status')).toHaveTextContent(
      'Completed with errors',
    );
    expect(within(screen.getByTestId('ingest-history-row-1')).getByTestId('ingest-status')).toHaveTextContent('Failed');
  });

  it('offers 5, 10 or 20 rows per page (5 first) with previous and next', async () => {
    const { fetchMock } = show();
    await screen.findByText('kotak-status-march.xlsx');
    const size = screen.getByRole('combobox', { name: /rows per page/i });
    expect(size).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await userEvent.click(size);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '20']);
    await userEvent.click(options[1]);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/get-application-status-files-list?page=1&pageSize=10&sort=-created_at',
      ),
    );
  });

  it('asks the generic list call for other kinds', async () => {
    const { fetchMock } = show('mis');
    await screen.findByText('kotak-status-march.xlsx');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/ingest-files?kind=mis&page=1&pageSize=5&sort=-created_at');
  });

  it("opens a file's errors in the 'Aplication Status' dialog", async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Show 2 errors of kotak-status-march.xlsx' }));
    const dialog = screen.getByRole('dialog', { name: 'Aplication Status' });
    expect(dialog).toHaveTextContent('2 rows have errors');
    expect(within(dialog).getByText('Row 9: disbursed_on: The disbursal date is required')).toBeInTheDocument();
  });

  it('only logs a failed refresh, keeping the rows it shows', async () => {
    const { fetchMock, client } = show();
    await screen.findByText('kotak-status-march.xlsx');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(Response.json({ success: false, message: 'Service unavailable' }, { status: 503 }));
    await client.refetchQueries();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('kotak-status-march.xlsx')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
