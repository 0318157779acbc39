import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayablePartner } from '@saakh/domain/bank-transfers';
import type { Page } from '@saakh/domain/lists';
import { api } from '@/lib/api-client';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { PrepareBankFileDialog } from './prepare-bank-file-dialog';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  api: vi.fn(),
}));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
});

const partner = (id: number, name: string, net: number, missing: string[] = []): PayablePartner => ({
  id,
  name,
  lines: 2,
  clawbacks: 0,
  net,
  gst_registered: false,
  missing_for_payout: missing,
});

function show(items: PayablePartner[]) {
  const page: Page<PayablePartner> = { items, total: items.length, page: 1, pageSize: 50 };
  vi.mocked(api).mockResolvedValue(page);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <PrepareBankFileDialog onClose={() => {}} onPrepared={() => {}} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('PrepareBankFileDialog', () => {
  it('totals the partners chosen to the paisa, and cannot choose one whose bank details are missing', async () => {
    show([
      partner(1, 'Sharma Finserv', 4640),
      partner(2, 'Gupta Loans', 5387.32),
      partner(3, 'Rao DSA', 100, ['IFSC']),
    ]);
    const totals = () => within(screen.getByTestId('bank-file-totals'));
    expect(await screen.findByRole('checkbox', { name: 'Pay Rao DSA' })).toBeDisabled();
    expect(screen.getByText('Cannot be paid: IFSC')).toBeInTheDocument();
    expect(totals().getByText('0 partners chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare file' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay Sharma Finserv' }));
    expect(totals().getByText('1 partner chosen')).toBeInTheDocument();
    expect(totals().getByText(/₹4,640\.00/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose every partner on this page who can be paid' }));
    expect(totals().getByText('2 partners chosen')).toBeInTheDocument();
    expect(totals().getByText(/₹10,027\.32/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare file' })).toBeEnabled();
  });
});
