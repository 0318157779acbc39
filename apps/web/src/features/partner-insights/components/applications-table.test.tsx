import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PartnerApplicationRow } from '@saakh/domain/partner-insights';
import { initTestI18n } from '@/testing/test-i18n';
import { ApplicationsTable } from './applications-table';
import { renderWithApp } from '@/testing/render-with-app';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const MINUTE = 60_000;

const application = (overrides: Partial<PartnerApplicationRow> = {}): PartnerApplicationRow => ({
  application_id: '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192',
  reference: 'SK-7K3P9Q',
  created_at: '2026-11-03T04:30:00.000Z',
  customer_name: 'Asha Verma',
  mobile: '******1111',
  pan: '******111Z',
  product: 'pl',
  partner_name: 'Sharma Finserv',
  lender_name: 'Kotak Mahindra Bank',
  status: 'approved',
  status_source: 'lender_callback',
  status_changed_at: new Date(Date.now() - 5 * MINUTE).toISOString(),
  amount: 200_000,
  submitted_at: '2026-11-03T04:40:00.000Z',
  disbursed_amount: null,
  disbursed_on: null,
  lender_reference: null,
  ...overrides,
});

function show(rows: PartnerApplicationRow[], onDocuments?: (row: PartnerApplicationRow) => void) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({
      success: true,
      data: {
        items: rows,
        total: rows.length,
        page: 1,
        pageSize: 25,
        readFrom: 'primary',
        replicaLagSeconds: null,
        replicaFallback: null,
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<ApplicationsTable range={null} partnerId={undefined} onDocuments={onDocuments} />);
  return fetchMock;
}

describe('ApplicationsTable', () => {
  it('says under each status where it came from and how long ago, in words', async () => {
    show([
      application(),
      application({
        application_id: '7a2d4c1e-1b3f-4e5a-8c9d-0e1f2a3b4c5d',
        reference: 'SK-2M4N6P',
        status: 'disbursed',
        status_source: 'mis',
        status_changed_at: new Date(Date.now() - 3 * 60 * MINUTE).toISOString(),
      }),
      application({
        application_id: '9b8c7d6e-5f4a-4b3c-2d1e-0f9a8b7c6d5e',
        reference: 'SK-9Q8R7S',
        status: 'in_review',
        status_source: 'csr',
        status_changed_at: new Date(Date.now() - 2 * 24 * 60 * MINUTE).toISOString(),
      }),
    ]);
    const live = await screen.findByTestId('partner-application-SK-7K3P9Q');
    expect(within(live).getByTestId('status-step')).toHaveTextContent(/^From the lender · 5 minutes ago/);
    expect(within(live).getByText('Approved')).toBeInTheDocument();
    expect(within(screen.getByTestId('partner-application-SK-2M4N6P')).getByTestId('status-step')).toHaveTextContent(
      /^Lender's disbursal report · 3 hours ago/,
    );
    // Saakh's own people, whoever of them, are "Saakh" to a partner.
    expect(within(screen.getByTestId('partner-application-SK-9Q8R7S')).getByTestId('status-step')).toHaveTextContent(
      /^By Saakh · 2 days ago/,
    );
  });

  it('shows only the status when the application has no recorded step', async () => {
    show([application({ status: 'submitted', status_source: null, status_changed_at: null })]);
    const row = await screen.findByTestId('partner-application-SK-7K3P9Q');
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
    expect(within(row).queryByTestId('status-step')).toBeNull();
  });

  it("opens a row's documents from its Documents action", async () => {
    const onDocuments = vi.fn();
    show([application()], onDocuments);
    const row = await screen.findByTestId('partner-application-SK-7K3P9Q');
    await userEvent.click(within(row).getByRole('button', { name: 'Documents' }));
    expect(onDocuments).toHaveBeenCalledWith(expect.objectContaining({ reference: 'SK-7K3P9Q' }));
  });
});
