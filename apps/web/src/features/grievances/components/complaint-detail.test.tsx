import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Grievance, GrievanceOfficer } from '@saakh/domain/grievances';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { ComplaintDetail } from './complaint-detail';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const officer: GrievanceOfficer = {
  name: 'Meera Iyer',
  designation: 'Grievance Redressal Officer',
  phone: '+91 80 4000 1234',
  email: 'grievance@saakh.example',
  address: 'Saakh, MG Road, Bengaluru 560001',
  responseDays: 30,
  ombudsman: { portal: 'https://cms.rbi.org.in', tollFree: '14448' },
};

const answered: Grievance = {
  reference: 'GR-7K3P9Q',
  category: 'charges',
  lenderName: 'Acme Finance',
  applicationReference: 'SK-7K3P9Q',
  description: 'A fee I was never told about.',
  status: 'answered',
  filedAt: '2026-11-01T10:00:00.000Z',
  dueOn: '2026-12-01',
  answer: 'The fee is refunded to your account.',
  answeredAt: '2026-11-10T10:00:00.000Z',
  ombudsmanOpen: false,
  events: [
    { kind: 'filed', text: null, at: '2026-11-01T10:00:00.000Z' },
    { kind: 'forwarded', text: null, at: '2026-11-02T10:00:00.000Z' },
    { kind: 'answered', text: 'The fee is refunded to your account.', at: '2026-11-10T10:00:00.000Z' },
  ],
};

function stubApi(grievance: Grievance, replied: Grievance) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    const body =
      path === '/api/grievance-officer'
        ? { success: true, data: officer }
        : path.endsWith('/reply')
          ? { success: true, message: 'Noted', data: replied }
          : { success: true, data: grievance };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <ComplaintDetail reference="GR-7K3P9Q" />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('ComplaintDetail', { timeout: 20_000 }, () => {
  it('shows the timeline and the answer, and no Ombudsman block while the answer awaits the customer', async () => {
    stubApi(answered, answered);
    show();
    expect(await screen.findByTestId('complaint-answer')).toHaveTextContent('The fee is refunded to your account.');
    const timeline = screen.getByRole('list', { name: 'What has happened' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Complaint registered', 'Forwarded to the lender', 'Answered']);
    expect(screen.queryByTestId('ombudsman-block')).toBeNull();
  });

  it('posts accept: false for "This does not resolve it" and then shows the Ombudsman path with the portal and 14448', async () => {
    const fetchMock = stubApi(answered, { ...answered, status: 'rejected', ombudsmanOpen: true });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'This does not resolve it' }));
    const block = await screen.findByTestId('ombudsman-block');
    const reply = fetchMock.mock.calls.find(([url]) => String(url) === '/api/grievances/GR-7K3P9Q/reply');
    expect(JSON.parse(String(reply?.[1]?.body))).toEqual({ accept: false });
    expect(within(block).getByRole('link', { name: 'cms.rbi.org.in' })).toHaveAttribute(
      'href',
      'https://cms.rbi.org.in',
    );
    expect(within(block).getByRole('link', { name: '14448' })).toHaveAttribute('href', 'tel:14448');
    // Replied: the buttons go.
    expect(screen.queryByRole('button', { name: 'This resolves my complaint' })).toBeNull();
  });

  it('posts accept: true for "This resolves my complaint"', async () => {
    const fetchMock = stubApi(answered, { ...answered, status: 'resolved' });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'This resolves my complaint' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'This resolves my complaint' })).toBeNull());
    const reply = fetchMock.mock.calls.find(([url]) => String(url) === '/api/grievances/GR-7K3P9Q/reply');
    expect(JSON.parse(String(reply?.[1]?.body))).toEqual({ accept: true });
    expect(screen.queryByTestId('ombudsman-block')).toBeNull();
  });

  it('shows the Ombudsman path on an open complaint past its 30 days, with no reply buttons', async () => {
    stubApi({ ...answered, status: 'open', answer: null, answeredAt: null, ombudsmanOpen: true }, answered);
    show();
    expect(await screen.findByTestId('ombudsman-block')).toHaveTextContent('RBI Integrated Ombudsman');
    expect(screen.queryByRole('button', { name: 'This does not resolve it' })).toBeNull();
  });
});
