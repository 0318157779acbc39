import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationSummary } from '@saakh/domain/applications';
import type { ApplicationDocuments, DocumentRequests } from '@saakh/domain/documents';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { ApplicationDocumentsPage, ApplicationsPage } from './applications-page';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ASKING = '5b7f7a52-3c1e-4f5e-9d57-1f0f2a9c0b11';
const QUIET = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

const application = (creditAppId: string, reference: string): ApplicationSummary => ({
  creditAppId,
  reference,
  appId: 1,
  product: 'pl',
  lenderId: 3,
  lenderName: 'Acme Finance',
  lenderKey: 'acme',
  status: 'in_review',
  amount: 200_000,
  tenureMonths: 24,
  interestRate: 14,
  apr: 15.2,
  emi: 9_600,
  processingFee: 2_000,
  totalPayable: 230_400,
  lenderReference: null,
  disbursedAmount: null,
  disbursedOn: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  submittedAt: '2026-11-20T10:05:00.000Z',
});

const requests: DocumentRequests = [
  {
    applicationId: ASKING,
    reference: 'SK-7K3P9Q',
    product: 'pl',
    lenderName: 'Acme Finance',
    asked: 3,
    outstanding: 2,
  },
];

const documents: ApplicationDocuments = {
  applicationId: ASKING,
  reference: 'SK-7K3P9Q',
  product: 'pl',
  lenderName: 'Acme Finance',
  open: true,
  items: [{ kind: 'pan_card', status: 'needed', file: null, rejection: null, reviewedAt: null }],
  outstanding: 1,
};

function renderAt(path: string) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const data = {
      '/api/applications': [application(ASKING, 'SK-7K3P9Q'), application(QUIET, 'SK-M2N4P6')],
      '/api/insurance-requests': [],
      '/api/documents/requests': requests,
      [`/api/applications/${ASKING}/documents`]: documents,
    }[String(input)];
    return data === undefined
      ? Response.json({ success: false, message: 'Not found' }, { status: 404 })
      : Response.json({ success: true, data });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/user/applications" element={<ApplicationsPage />} />
            <Route path="/user/applications/:applicationId/documents" element={<ApplicationDocumentsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return fetchMock;
}

describe('the applications page and an application’s documents page', () => {
  it('marks the applications that ask for documents from one request, each linking to its documents', async () => {
    const fetchMock = renderAt('/user/applications');
    const section = await screen.findByTestId('document-requests');
    expect(within(section).getByRole('heading', { name: 'Documents the lenders ask for' })).toBeInTheDocument();
    const link = await screen.findByTestId('application-documents-link-SK-7K3P9Q');
    expect(link).toHaveAttribute('href', `/user/applications/${ASKING}/documents`);
    expect(screen.getAllByTestId('application-documents')).toHaveLength(1);
    expect(screen.getByTestId('application-documents')).toHaveTextContent('2 of 3 still needed');
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes('documents'))).toEqual(['/api/documents/requests']);
  });

  it('names the lender and the application above its asked documents', async () => {
    renderAt(`/user/applications/${ASKING}/documents`);
    expect(screen.getByRole('heading', { level: 1, name: 'Documents for your loan' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Finance asks for these documents for application SK-7K3P9Q')).toBeVisible();
    expect(await screen.findByTestId('document-pan_card-status')).toHaveTextContent('Needed');
    expect(screen.getByRole('link', { name: 'Back to my applications' })).toHaveAttribute('href', '/user/applications');
  });
});
