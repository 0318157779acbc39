import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRupeesExact } from '@saakh/domain/money';
import { shapeOffer } from '@saakh/domain/offer-shaping';
import type { OffersResult } from '@saakh/domain/offers';
import { initTestI18n } from '@/testing/test-i18n';
import { offerFixture, offersFixture } from '../testing/offer-fixtures';
import { OffersView } from './offers-view';

beforeAll(initTestI18n);
beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Call = { url: string; body: unknown };

function stubApi(result: OffersResult = offersFixture(), refusal?: Record<string, string[]>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === '/api/offers/12') return Response.json({ success: true, data: result });
      if (url === '/api/offers/12/select' && refusal)
        return Response.json({ success: false, message: 'Refused', errors: refusal }, { status: 422 });
      if (url === '/api/offers/12/select')
        return Response.json({
          success: true,
          data: {
            creditAppId: 'c0ffee00-0000-4000-8000-000000000000',
            next: { kind: 'submit', path: '/user/lender-submit' },
          },
        });
      return Response.json({ success: false, message: 'unexpected' }, { status: 500 });
    }),
  );
  return calls;
}

function renderView(onSelected = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OffersView appId={12} kfsPath={(lenderId) => `/user/key-facts/${lenderId}`} onSelected={onSelected} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSelected;
}

async function cards() {
  // The cards after the first render in tasks of their own (RenderLater): slow on a busy machine.
  await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(3), { timeout: 5_000 });
  return screen.getAllByTestId('offer-card');
}

async function card(lender: string) {
  return (await cards()).find((element) => element.textContent?.includes(lender)) as HTMLElement;
}

const order = async () =>
  (await cards()).map((element) => within(element).getByRole('radio').closest('label')?.textContent);

describe('OffersView', { timeout: 20_000 }, () => {
  it('shapes an offer: the tenure slider changes EMI and totals at once, the KFS link and the selection carry it', async () => {
    const calls = stubApi();
    const onSelected = renderView();
    const kotak = await card('Kotak Mahindra Bank');
    const server = offersFixture().offers[0];
    expect(kotak).toHaveTextContent(formatRupeesExact(server.emi));
    const kfs = within(kotak).getByRole('link', { name: 'Key Facts Statement of Kotak Mahindra Bank' });
    expect(kfs).toHaveAttribute('href', '/user/key-facts/1');

    await userEvent.click(within(kotak).getByRole('button', { name: 'Change amount or tenure: Kotak Mahindra Bank' }));
    const tenure = within(kotak).getByRole('slider', { name: 'Tenure' });
    expect(tenure).toHaveAttribute('aria-valuetext', '36 months');
    fireEvent.change(tenure, { target: { value: '48' } });

    const shaped = shapeOffer(server, { amount: 300_000, tenureMonths: 48 });
    await waitFor(() => expect(kotak).toHaveTextContent(formatRupeesExact(shaped.emi)));
    expect(kotak).toHaveTextContent(formatRupeesExact(shaped.totalPayable));
    expect(kotak).toHaveTextContent('48 months');
    expect(within(kotak).getByTestId('shape-announcement')).toHaveTextContent(
      `EMI ${formatRupeesExact(shaped.emi)}, total payable ${formatRupeesExact(shaped.totalPayable)}`,
    );
    expect(within(kotak).getByRole('link', { name: 'Key Facts Statement of Kotak Mahindra Bank' })).toHaveAttribute(
      'href',
      '/user/key-facts/1?amount=300000&tenure_months=48',
    );

    await userEvent.click(within(kotak).getByRole('radio', { name: 'Kotak Mahindra Bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with the selected offer' }));
    await waitFor(() => expect(onSelected).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/api/offers/12/select')?.body).toEqual({
      lender_id: 1,
      amount: 300_000,
      tenure_months: 48,
    });
  });

  it('goes back to the server’s offer, which is what it shows first', async () => {
    stubApi();
    renderView();
    const kotak = await card('Kotak Mahindra Bank');
    await userEvent.click(within(kotak).getByRole('button', { name: /^Change amount or tenure/ }));
    expect(within(kotak).queryByRole('button', { name: "Back to the lender's offer" })).toBeNull();
    fireEvent.change(within(kotak).getByRole('slider', { name: 'Loan amount' }), { target: { value: '500000' } });
    await waitFor(() => expect(kotak).toHaveTextContent('₹5,00,000'));
    await userEvent.click(within(kotak).getByRole('button', { name: "Back to the lender's offer" }));
    await waitFor(() => expect(kotak).toHaveTextContent('₹3,00,000'));
  });

  it('sorts by total cost and APR, and filters by the kind of lender', async () => {
    stubApi();
    renderView();
    expect(await order()).toEqual(['Kotak Mahindra Bank', 'KreditBee', 'IDFC First Bank']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Lowest total cost');
    await waitFor(async () => expect(await order()).toEqual(['KreditBee', 'Kotak Mahindra Bank', 'IDFC First Bank']));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Lowest APR');
    await waitFor(async () => expect(await order()).toEqual(['Kotak Mahindra Bank', 'IDFC First Bank', 'KreditBee']));

    await userEvent.selectOptions(screen.getByLabelText('Lender type'), 'NBFCs');
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(1));
    expect(screen.getByText('Showing 1 of 3 offers')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Lender type'), 'Housing finance companies');
    expect(await screen.findByText('No offers from this type of lender')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all lenders' }));
    await cards();
  });

  it('explains each position with its ranking inputs, and shows the rule beside the list', async () => {
    stubApi();
    renderView();
    expect(await screen.findByTestId('ranking-rule')).toHaveTextContent('APR first, then the approval rate');
    const kotak = await card('Kotak Mahindra Bank');
    const why = within(kotak).getByRole('button', { name: 'Why this position: Kotak Mahindra Bank' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const panel = within(kotak).getByTestId('why-position');
    expect(panel).toHaveTextContent('Position in our ranking1 of 3');
    expect(panel).toHaveTextContent(`APR${offersFixture().offers[0].apr.toFixed(2)}%`);
    expect(panel).toHaveTextContent('Approved for customers like you82% of 120 decided applications');
    expect(panel).toHaveTextContent('Usual time to decide6 hours');

    const kreditBee = await card('KreditBee');
    await userEvent.click(within(kreditBee).getByRole('button', { name: 'Why this position: KreditBee' }));
    const second = within(kreditBee).getByTestId('why-position');
    expect(second).toHaveTextContent('2 of 3');
    expect(second).toHaveTextContent('Approved for customers like youNot enough applications yet');
    expect(second).toHaveTextContent('Usual time to decideNot enough applications yet');
  });

  it('says who lends and what it charges, a missing charge as missing', async () => {
    stubApi();
    renderView();
    const kreditBee = await card('KreditBee');
    expect(within(kreditBee).getByTestId('lender-summary')).toHaveTextContent(
      'NBFC · Lent by Krazybee Services Limited',
    );
    await userEvent.click(within(kreditBee).getByRole('button', { name: 'Lender and charges: KreditBee' }));
    const details = within(kreditBee).getByTestId('lender-details');
    expect(details).toHaveTextContent('Lending companyKrazybee Services Limited');
    expect(details).toHaveTextContent('RBI registrationN-07.00799');
    expect(details).toHaveTextContent('Saakh is the Lending Service Provider (LSP) for Krazybee Services Limited');
    expect(details).toHaveTextContent('Penal charges (late payment)Not given to us by the lender');

    const kotak = await card('Kotak Mahindra Bank');
    // The legal name differs from the brand only by "Limited": still said, as the customer signs with that company.
    expect(within(kotak).getByTestId('lender-summary')).toHaveTextContent(
      /^Bank · Lent by Kotak Mahindra Bank Limited$/,
    );
    await userEvent.click(within(kotak).getByRole('button', { name: 'Lender and charges: Kotak Mahindra Bank' }));
    expect(within(kotak).getByTestId('lender-details')).toHaveTextContent(
      'Penal charges (late payment)2% a month on the overdue EMI',
    );
  });

  it('shows a special offer as a note unless it sets the fee, and then the fee is the card’s', async () => {
    const result = offersFixture();
    result.offers[1] = offerFixture({
      ...result.offers[1],
      specialOffer: { text: 'For salaried customers of listed companies', validUntil: null, flatProcessingFee: 999 },
    });
    stubApi(result);
    renderView();
    const idfc = await card('IDFC First Bank');
    expect(within(idfc).getByTestId('special-offer')).toHaveTextContent(
      'Special offer: Quick approval for salaried customers It does not change the figures of this offer.',
    );
    const kreditBee = await card('KreditBee');
    expect(within(kreditBee).getByTestId('special-offer')).toHaveTextContent(
      'Processing fee ₹999.00 with this special offer',
    );
    expect(kreditBee).toHaveTextContent('Processing fee₹999.00 (special offer)');
  });

  it('shows why the server refuses the chosen amount or tenure', async () => {
    stubApi(offersFixture(), { tenure_months: ['KreditBee lends for 12 to 36 months'] });
    const onSelected = renderView();
    const kreditBee = await card('KreditBee');
    await userEvent.click(within(kreditBee).getByRole('radio', { name: 'KreditBee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with the selected offer' }));
    expect(await screen.findByTestId('select-error')).toHaveTextContent('KreditBee lends for 12 to 36 months');
    expect(onSelected).not.toHaveBeenCalled();
  });

  it('keeps a choice across a visit to the KFS, but not once the server makes a new offer', async () => {
    stubApi();
    renderView();
    const kotak = await card('Kotak Mahindra Bank');
    await userEvent.click(within(kotak).getByRole('button', { name: /^Change amount or tenure/ }));
    fireEvent.change(within(kotak).getByRole('slider', { name: 'Tenure' }), { target: { value: '24' } });
    await waitFor(() => expect(kotak).toHaveTextContent('24 months'));
    cleanup();

    renderView();
    expect(await card('Kotak Mahindra Bank')).toHaveTextContent('24 months');
    cleanup();

    // The customer changed the amount in the profile: the server's offer is new, the old choice goes.
    const changed = offersFixture();
    changed.offers[0] = offerFixture({ ...changed.offers[0], amount: 400_000 });
    stubApi(changed);
    renderView();
    const again = await card('Kotak Mahindra Bank');
    expect(again).toHaveTextContent('36 months');
    expect(again).toHaveTextContent('₹4,00,000');
  });
});
