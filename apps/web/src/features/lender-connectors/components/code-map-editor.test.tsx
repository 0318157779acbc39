import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LenderCodeMap } from '@saakh/domain/lender-connectors';
import { toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { CodeMapEditor } from './code-map-editor';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const map: LenderCodeMap = {
  statuses: [
    { lenderCode: 'RECEIVED', value: 'submitted' },
    { lenderCode: 'SANCTIONED', value: 'approved' },
  ],
  reasons: [{ lenderCode: 'LOW_INCOME', value: 'INCOME_BELOW_POLICY' }],
};

function show(initial: LenderCodeMap) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    Response.json({ success: true, message: 'Status and reason words saved', data: JSON.parse(String(init?.body)) }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<CodeMapEditor lenderId={7} map={initial} />);
  return fetchMock;
}

describe('CodeMapEditor', { timeout: 30_000 }, () => {
  it('adds and removes rows and saves both lists together, a new word in capitals and "record only" as null', async () => {
    const fetchMock = show(map);
    const statuses = screen.getByRole('table', { name: 'The lender’s status words and Saakh statuses' });
    expect(within(statuses).getByRole('textbox', { name: 'Lender’s word, row 1' })).toHaveValue('RECEIVED');
    expect(within(statuses).getByRole('combobox', { name: 'Saakh status, row 2' })).toHaveValue('approved');

    await userEvent.click(screen.getByRole('button', { name: 'Add a status word' }));
    await userEvent.type(within(statuses).getByRole('textbox', { name: 'Lender’s word, row 3' }), 'docs_pending');
    expect(within(statuses).getByRole('combobox', { name: 'Saakh status, row 3' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1 (RECEIVED)' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saakh reason, row 1' }), 'Record only');

    await userEvent.click(screen.getByRole('button', { name: 'Save the words' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/lenders/7/code-map');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      statuses: [
        { lenderCode: 'SANCTIONED', value: 'approved' },
        { lenderCode: 'DOCS_PENDING', value: null },
      ],
      reasons: [{ lenderCode: 'LOW_INCOME', value: null }],
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Status and reason words saved', 'success'));
  });

  it('refuses a repeated word and an empty one, under the row, without saving', async () => {
    const fetchMock = show(map);
    await userEvent.click(screen.getByRole('button', { name: 'Add a status word' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Lender’s word, row 3' }), 'sanctioned');
    await userEvent.click(screen.getByRole('button', { name: 'Add a reason word' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the words' }));
    expect(await screen.findByText('Each of the lender’s words may appear once')).toBeInTheDocument();
    expect(screen.getByText('Use 1 to 40 letters, digits, dots, dashes or underscores')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some words need attention');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the sandbox lender’s words when there are none', async () => {
    show({ statuses: [], reasons: [] });
    expect(screen.getByText(/No status words yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start from the sandbox lender’s words' }));
    const statuses = screen.getByRole('table', { name: 'The lender’s status words and Saakh statuses' });
    expect(within(statuses).getByRole('textbox', { name: 'Lender’s word, row 6' })).toHaveValue('DISBURSED');
  });
});
