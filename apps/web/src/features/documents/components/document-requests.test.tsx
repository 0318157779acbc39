import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentRequests as Requests } from '@saakh/domain/documents';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { useDocumentRequests } from '../api/get-document-requests';
import { DocumentRequests } from './document-requests';
import { APPLICATION_ID, ok, stubApi, type Call } from './documents-api.fixture';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Section() {
  return <DocumentRequests requests={useDocumentRequests()} />;
}

function show(requests: Requests) {
  const calls = stubApi((call: Call) =>
    call.url === '/api/documents/requests' ? ok(requests) : { status: 404, body: { success: false } },
  );
  renderWithApp(<Section />);
  return calls;
}

describe('DocumentRequests', () => {
  it('names each application asking for documents, how many are still needed, and links to its page', async () => {
    const calls = show([
      {
        applicationId: APPLICATION_ID,
        reference: 'SK-7K3P9Q',
        product: 'pl',
        lenderName: 'Acme Finance',
        asked: 3,
        outstanding: 2,
      },
      {
        applicationId: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
        reference: 'SK-M2N4P6',
        product: 'bl',
        lenderName: 'Bharat Capital',
        asked: 2,
        outstanding: 0,
      },
    ]);
    const first = await screen.findByTestId('document-request-SK-7K3P9Q');
    expect(first).toHaveTextContent('Acme Finance');
    expect(first).toHaveTextContent('2 of 3 still needed');
    expect(
      within(first).getByRole('link', { name: 'Documents for Acme Finance, application SK-7K3P9Q' }),
    ).toHaveAttribute('href', `/user/applications/${APPLICATION_ID}/documents`);
    expect(screen.getByTestId('document-request-SK-M2N4P6')).toHaveTextContent('All 2 given');
    expect(calls).toHaveLength(1);
  });

  it('shows nothing when no application asks for documents', async () => {
    const calls = show([]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('document-requests')).toBeNull();
  });
});
