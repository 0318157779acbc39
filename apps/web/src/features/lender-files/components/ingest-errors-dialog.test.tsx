import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { IngestErrorsDialog } from './ingest-errors-dialog';
import { ingestFile } from './ingest-file.fixture';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lines = [
  'Row 3: status: Unknown status (created, submitted, in_review, approved, rejected, disbursed, cancelled or expired)',
  'Row 7: application_id: No Saakh application has this id',
  'Row 9: disbursed_on: The disbursal date is required',
];

function show({ onClose = vi.fn(), rows = 3 }: { onClose?: () => void; rows?: number } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ success: true, data: ingestFile({ id: 7, error_count: rows, errors: lines }) }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IngestErrorsDialog
        fileId={7}
        fileName="kotak-status-march.xlsx"
        count={rows}
        initialLines={lines.slice(0, 1)}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { fetchMock, onClose };
}

describe('IngestErrorsDialog', () => {
  it("is titled 'Aplication Status' (as the spec spells it) and counts rows as the preview does", () => {
    show();
    const dialog = screen.getByRole('dialog', { name: 'Aplication Status' });
    expect(within(dialog).getByTestId('ingest-errors-count')).toHaveTextContent('3 rows have errors');
    expect(dialog).toHaveAccessibleDescription('3 rows have errors');
  });

  it('says a row can have more than one problem when the lines outnumber the rows', async () => {
    show({ rows: 2 });
    const dialog = screen.getByRole('dialog', { name: 'Aplication Status' });
    expect(within(dialog).getByTestId('ingest-errors-count')).toHaveTextContent('2 rows have errors');
    expect(await within(dialog).findByText('3 problems in all: a row can have more than one.')).toBeInTheDocument();
  });

  it('reads the file for every `Row N: …` line, showing the lines at hand meanwhile', async () => {
    const { fetchMock } = show();
    const list = screen.getByRole('list', { name: 'Errors, one per problem' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(await within(list).findByText(lines[2])).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/ingest-files/7');
  });

  it('closes with its Close button', async () => {
    const { onClose } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
