import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { PayoutInvoiceCell } from './payout-invoice-cell';

// The web test project runs without globals, so Testing Library cannot clean up by itself.
afterEach(cleanup);
beforeAll(initTestI18n);

describe('PayoutInvoiceCell', () => {
  it('offers Saakh’s self-billed invoice as PDF in English and Hindi and as XLSX', () => {
    render(
      <PayoutInvoiceCell
        document={{
          payout_id: 7,
          kind: 'self_billed',
          number: 'SB/2026-27/00001',
          date: '2026-11-28',
          downloadable: true,
        }}
        onRecord={() => undefined}
      />,
    );
    expect(screen.getByText('SB/2026-27/00001')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/api/admin/payouts/7/document/download?format=pdf&lang=en',
      '/api/admin/payouts/7/document/download?format=pdf&lang=hi',
      '/api/admin/payouts/7/document/download?format=xlsx&lang=en',
    ]);
  });

  it('says the partner’s invoice is awaited and offers to record it', () => {
    const onRecord = vi.fn();
    render(
      <PayoutInvoiceCell
        document={{ payout_id: 8, kind: 'partner_awaited', number: null, date: null, downloadable: false }}
        onRecord={onRecord}
      />,
    );
    expect(screen.getByText('Invoice from the partner awaited')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Record partner's invoice" }));
    expect(onRecord).toHaveBeenCalledOnce();
  });
});
