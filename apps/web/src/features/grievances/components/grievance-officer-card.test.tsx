import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GrievanceOfficer } from '@saakh/domain/grievances';
import { initTestI18n } from '@/testing/test-i18n';
import { GrievanceOfficerCard } from './grievance-officer-card';

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
  address: 'Saakh Technologies, 12 MG Road, Bengaluru 560001',
  responseDays: 30,
  ombudsman: { portal: 'https://cms.rbi.org.in', tollFree: '14448' },
};

function show(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GrievanceOfficerCard />
    </QueryClientProvider>,
  );
}

describe('GrievanceOfficerCard', () => {
  it('names the officer with a phone to call, an address to write to and the days they answer within', async () => {
    show(200, { success: true, data: officer });
    const card = await screen.findByTestId('grievance-officer');
    expect(card).toHaveTextContent('Meera Iyer');
    expect(card).toHaveTextContent('Grievance Redressal Officer');
    expect(card).toHaveTextContent('12 MG Road');
    expect(card).toHaveTextContent('30 days');
    expect(within(card).getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
    expect(within(card).getByRole('link', { name: 'grievance@saakh.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@saakh.example',
    );
  });

  it('says when the officer could not be loaded, with Retry', async () => {
    show(500, { success: false, message: 'Something went wrong' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
