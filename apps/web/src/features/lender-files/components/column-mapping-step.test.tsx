import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { IngestCurrentFile } from './ingest-current-file';
import { ingestFile } from './ingest-file.fixture';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const waiting = ingestFile({
  status: 'failed',
  stage: 'checking',
  lender_id: 7,
  failure: "Required columns are missing: application_id, status. Map the file's columns to the lender's once.",
  found: {
    headers: ['Saakh Ref', 'Loan Status', 'Disb Amt', 'Disb Date', 'Remarks'],
    rows: [
      ['3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192', 'Sanctioned', '4.8 L', '05-Mar-2026', null],
      ['4f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192', 'WIP', null, null, 'Docs pending'],
    ],
    missing: ['application_id', 'status'],
  },
});

function show() {
  const posted: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/lender-file-lenders') {
      return Response.json({
        success: true,
        data: [
          { id: 7, name: 'Kotak', product: 'pl' },
          { id: 8, name: 'Axis', product: 'pl' },
        ],
      });
    }
    if (url === '/api/ingest-files/5/mapping') {
      posted.push(JSON.parse(String(init?.body)));
      return Response.json({
        success: true,
        message: 'saved',
        data: ingestFile({ stage: 'checking', status: 'processing', found: null }),
      });
    }
    if (url.startsWith('/api/ingest-files/5')) return Response.json({ success: true, data: waiting });
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
  return posted;
}

describe('the mapping step of a file in the lender’s own columns', () => {
  it('maps each column to a header, asks what the unknown words mean, previews the rows and saves the profile', async () => {
    const posted = show();
    const step = await screen.findByTestId('column-mapping-step');
    // Trying the file again as it is would fail again: the mapping step replaces Try again.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const form = within(step);
    expect(await form.findByRole('option', { name: 'Kotak (pl)' })).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Lender' })).toHaveValue('7');
    // A header the template already knows is chosen for its column; the required ones wait.
    expect(form.getByRole('combobox', { name: /^Remarks/ })).toHaveValue('Remarks');
    expect(form.getByText('Choose a column for: Application id, Status')).toBeInTheDocument();
    const save = form.getByRole('button', { name: 'Save the profile and check the file' });
    expect(save).toBeDisabled();

    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Application id/ }), 'Saakh Ref');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Status/ }), 'Loan Status');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Disbursed amount/ }), 'Disb Amt');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Disbursed on/ }), 'Disb Date');

    // The file's status words Saakh does not know, each with a status to choose.
    expect(form.getByText('Choose a Saakh status for every word')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Saakh status for Sanctioned' }), 'approved');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Saakh status for WIP' }), 'in_review');

    // The preview reads the rows through the styles chosen.
    const preview = form.getByRole('table', { name: 'The first rows, as Saakh will read them' });
    expect(within(preview).getByText('Cannot read “4.8 L”')).toBeInTheDocument();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Amounts are written' }), 'lakh');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Dates are written' }), 'dmon');
    expect(within(preview).getByText('480000')).toBeInTheDocument();
    expect(within(preview).getByText('2026-03-05')).toBeInTheDocument();
    expect(within(preview).getByText('approved')).toBeInTheDocument();
    expect(within(preview).getByText('in_review')).toBeInTheDocument();

    expect(save).toBeEnabled();
    await userEvent.click(save);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      lender_id: 7,
      columns: {
        application_id: 'Saakh Ref',
        status: 'Loan Status',
        disbursed_amount: 'Disb Amt',
        disbursed_on: 'Disb Date',
        remarks: 'Remarks',
      },
      aliases: [],
      status_words: [
        { word: 'Sanctioned', status: 'approved' },
        { word: 'WIP', status: 'in_review' },
      ],
      date_style: 'dmon',
      amount_style: 'lakh',
    });
  });
});
