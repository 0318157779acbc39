import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MisException } from '@saakh/domain/reconciliation';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { initTestI18n } from '@/testing/test-i18n';
import { MisExceptionsTable, misExceptionParams } from './mis-exceptions-table';
import { renderWithApp } from '@/testing/render-with-app';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const exception = (overrides: Partial<MisException> = {}): MisException => ({
  id: 8,
  file_id: 4,
  file_name: 'kotak-mis-march.xlsx',
  row_number: 7,
  lender_name: 'Kotak Mahindra',
  values: { customer_name: 'Asha Verma', mobile: '9876543210', disbursed_amount: '1,95,000' },
  match: 'probable',
  score: 55,
  application_id: '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192',
  resolution: null,
  row_amount: 195000,
  row_on: '2026-03-05',
  recorded_amount: null,
  recorded_on: null,
  recorded_source: null,
  created_at: '2026-03-06T10:00:00.000Z',
  ...overrides,
});

function Harness() {
  const params = useListParams(misExceptionParams);
  return <MisExceptionsTable params={params} />;
}

function show(rows: MisException[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'POST') {
      return Response.json({
        success: true,
        message: 'The row was resolved',
        data: { ...rows[0], resolution: 'reassigned' },
      });
    }
    return Response.json({ success: true, data: { items: rows, total: rows.length, page: 1, pageSize: 20 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<Harness />);
  return fetchMock;
}

describe('MisExceptionsTable', () => {
  it('asks for the open rows first and shows their values, score and suggested application', async () => {
    const fetchMock = show([exception()]);
    const row = await screen.findByTestId('mis-exception-8');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/mis-exceptions?page=1&pageSize=20&sort=-created_at&state=open');
    expect(row).toHaveTextContent('Asha Verma');
    expect(row).toHaveTextContent('₹1,95,000');
    expect(row).toHaveTextContent('55 / 100');
    expect(row).toHaveTextContent('3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192');
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toContain('state=resolved'));
  });

  it('shows a row that contradicts Saakh’s disbursal beside it, and keeps Saakh’s figures when asked', async () => {
    const fetchMock = show([
      exception({
        match: 'disagrees',
        score: 100,
        row_amount: 690000,
        row_on: '2026-11-26',
        recorded_amount: 700000,
        recorded_on: '2026-11-27',
        recorded_source: 'lender_callback',
      }),
    ]);
    const row = await screen.findByTestId('mis-exception-8');
    expect(row).toHaveTextContent('Disagrees');
    expect(row).toHaveTextContent("Lender's file₹6,90,000 on 26 Nov 2026");
    expect(row).toHaveTextContent("Saakh recorded (from the lender's API)₹7,00,000 on 27 Nov 2026");
    expect(screen.queryByRole('button', { name: /^Confirm the match/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Keep Saakh's figures: row 7 of kotak-mis-march.xlsx" }));
    const dialog = screen.getByRole('dialog', { name: "Keep Saakh's figures?" });
    expect(dialog).toHaveTextContent('The disbursal stays ₹7,00,000 on 27 Nov 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: "Keep Saakh's" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(url).toBe('/api/mis-exceptions/8/resolve');
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'keep_recorded' });
  });

  it('cannot confirm a row without a suggested application', async () => {
    show([exception({ application_id: null, match: 'unmatched', score: 10 })]);
    await screen.findByTestId('mis-exception-8');
    expect(screen.getByRole('button', { name: /^Confirm the match/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Pick another application/ })).toBeEnabled();
  });

  it('picks another application by its id, refusing one that is not an application id', async () => {
    const fetchMock = show([exception()]);
    await screen.findByTestId('mis-exception-8');
    await userEvent.click(
      screen.getByRole('button', { name: 'Pick another application: row 7 of kotak-mis-march.xlsx' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Pick another application' });
    const field = within(dialog).getByRole('textbox', { name: /Saakh application id/ });
    await userEvent.type(field, 'APP-12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record against it' }));
    expect(within(dialog).getByText('Enter a Saakh application id (36 characters with hyphens)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '9a1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record against it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(url).toBe('/api/mis-exceptions/8/resolve');
    expect(JSON.parse(String(init?.body))).toEqual({
      action: 'reassign',
      application_id: '9a1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192',
    });
  });
});
