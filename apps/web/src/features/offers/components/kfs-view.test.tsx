import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildKfs } from '@saakh/domain/kfs';
import { formatRupeesExact } from '@saakh/domain/money';
import { initTestI18n } from '@/testing/test-i18n';
import { offersFixture } from '../testing/offer-fixtures';
import { KfsView, OfferKfs } from './kfs-view';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const urls: string[] = [];
  const kfs = buildKfs(offersFixture().offers[1], '2026-11-28', 'en', { product: 'pl' });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      urls.push(String(input));
      return Response.json({ success: true, data: kfs });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <OfferKfs appId={12} lenderId={2} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return urls;
}

describe('OfferKfs', () => {
  it('asks for the KFS at the amount and tenure the offer was opened with', async () => {
    const urls = renderAt('/user/key-facts/2?amount=250000&tenure_months=24');
    await screen.findByTestId('kfs-table');
    expect(urls).toEqual(['/api/offers/12/kfs/2?amount=250000&tenure_months=24']);
  });

  it('asks for the offer’s own figures without them, and says who lends', async () => {
    const urls = renderAt('/user/key-facts/2');
    const block = await screen.findByRole('region', { name: 'Who lends' });
    expect(urls).toEqual(['/api/offers/12/kfs/2']);
    const details = within(block).getByTestId('lender-details');
    expect(details).toHaveTextContent('Lending companyKrazybee Services Limited');
    expect(details).toHaveTextContent('Saakh is the Lending Service Provider (LSP) for Krazybee Services Limited');
    // The charges are among Part 1's contingent charges, not repeated here.
    expect(details).not.toHaveTextContent('Foreclosure');
  });
});

describe('KfsView', () => {
  const offer = offersFixture().offers[1];
  const kfs = buildKfs(offer, '2026-11-28', 'en', {
    product: 'pl',
    proposalNumber: 'SK-7K3P9Q',
    lenderTerms: {
      nodalOfficer: { name: 'Meera Iyer', phone: '080 4000 1234', email: 'nodal@krazybee.example' },
      recoveryAgents: null,
      coLending: 'Lent 80:20 with Example Bank at a blended rate',
      switchingCharges: null,
    },
  });

  function renderView() {
    render(
      <MemoryRouter>
        <KfsView kfs={kfs} />
      </MemoryRouter>,
    );
  }

  it('shows Part 1, Part 2, Annex B and Annex C as RBI’s format orders them, each a headed region', () => {
    renderView();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Part 1: Interest rate and fees or charges',
      'Part 2: Other information',
      'Annex B: How the APR is computed',
      'Annex C: Repayment schedule',
    ]);
    for (const name of headings) expect(screen.getByRole('region', { name: name ?? '' })).toBeInTheDocument();
  });

  it('states the loan in Part 1 and says which contingent charges the lender has not stated', () => {
    renderView();
    const part1 = screen.getByTestId('kfs-table');
    expect(part1).toHaveTextContent('Proposal numberSK-7K3P9Q');
    expect(part1).toHaveTextContent('Type of loanPersonal loan');
    expect(part1).toHaveTextContent('Disbursal schedule100% upfront, in one payment');
    expect(part1).toHaveTextContent('First instalment due on28 Dec 2026');
    expect(part1).toHaveTextContent(`Annual percentage rate (APR)${kfs.apr.toFixed(2)}%`);
    const contingent = screen.getByRole('table', { name: 'Contingent charges (paid only if the event happens)' });
    expect(contingent).toHaveTextContent(
      'Switching from floating to fixed rate, or backNot stated by the lender: ask the lender before you sign',
    );
  });

  it('gives Part 2’s clauses: recovery, both grievance officers, the ombudsman, co-lending and the look-up period', () => {
    renderView();
    const part2 = screen.getByRole('region', { name: 'Part 2: Other information' });
    expect(part2).toHaveTextContent('fair practices code');
    expect(part2).toHaveTextContent('Grievance Redressal Officer, Saakh');
    expect(part2).toHaveTextContent('1800 200 7225');
    expect(screen.getByTestId('kfs-nodal-officer')).toHaveTextContent(
      `Nodal grievance officer of ${kfs.lenderName}Meera IyerPhone: 080 4000 1234E-mail: nodal@krazybee.example`,
    );
    expect(screen.getByTestId('kfs-ombudsman')).toHaveTextContent('call 14448 (toll-free)');
    expect(within(part2).getByRole('link', { name: 'cms.rbi.org.in' })).toHaveAttribute(
      'href',
      'https://cms.rbi.org.in',
    );
    expect(part2).toHaveTextContent('Lent 80:20 with Example Bank at a blended rate');
    expect(screen.getByTestId('kfs-cooling-off')).toHaveTextContent(formatRupeesExact(kfs.exitAmount));
    expect(screen.getByTestId('kfs-validity')).toHaveTextContent('valid until 2 Dec 2026');
  });

  it('unfolds Annex C by keyboard, one row per instalment and a total equal to the total payable', async () => {
    renderView();
    expect(screen.queryByTestId('kfs-schedule')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: `Show the repayment schedule (${kfs.instalments} instalments)` });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const schedule = screen.getByRole('region', { name: 'Repayment schedule, instalment by instalment' });
    const table = within(schedule).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(kfs.instalments + 2);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Due on', 'Balance before', 'Principal', 'Interest', 'Instalment', 'Balance after']);
    const total = screen.getByTestId('kfs-schedule-total');
    expect(total).toHaveTextContent(`Total${formatRupeesExact(kfs.loanAmount)}`);
    expect(total).toHaveTextContent(formatRupeesExact(kfs.totalPayable));
  });
});
