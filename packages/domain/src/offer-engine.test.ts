import { describe, expect, it } from 'vitest';
import { amountLimitsMessage, exclusionMessage, tenureLimitsMessage } from './offer-messages';
import {
  addDays,
  buildOffer,
  exclusionFor,
  lenderLimits,
  matchOffers,
  shapeOffer,
  withinLimits,
  type LenderHistoryEntry,
  type MatchingCustomer,
  type MatchingLender,
} from './offers';
import { buildKfs } from './kfs';
import { loanProducts } from './products';
import { matchingLender } from './testing/matching-lender';

/** The engine's tests read a lender open to every customer, with a five-year tenure. */
function lender(overrides: Partial<MatchingLender> = {}): MatchingLender {
  return matchingLender({
    min_income: null,
    max_income: null,
    min_age: null,
    max_age: null,
    ticket_class: null,
    credit_score_class: null,
    business: 1,
    tenure: 60,
    ...overrides,
  });
}

const customer: MatchingCustomer = {
  product: 'pl',
  monthlyIncome: 60000,
  age: 35,
  employmentStatus: 1,
  desiredAmount: 50000,
  creditScoreClass: 3,
};

function entry(overrides: Partial<LenderHistoryEntry>): LenderHistoryEntry {
  return {
    lenderId: 1,
    status: 'submitted',
    appliedOn: '2026-11-20',
    declinedOn: null,
    disbursedOn: null,
    ...overrides,
  };
}

describe('lenders that can still lend', () => {
  it.each(['submitted', 'in_review', 'approved'])('keeps away a lender with a %s application', (status) => {
    expect(exclusionFor(lender(), [entry({ status })], '2026-11-28')).toEqual({
      reason: 'reasonAppliedOpen',
      status,
      on: '2026-11-20',
      againFrom: null,
    });
  });

  it.each(['created', 'cancelled', 'expired'])('does not keep a lender away for a %s application', (status) => {
    expect(exclusionFor(lender(), [entry({ status })], '2026-11-28')).toBeNull();
  });

  it("ignores another lender's applications", () => {
    expect(exclusionFor(lender(), [entry({ lenderId: 2 })], '2026-11-28')).toBeNull();
  });

  it('keeps away a lender that declined through the last day of its 90-day cooling period, and offers it the day after', () => {
    const declined = [entry({ status: 'rejected', declinedOn: '2026-11-28' })];
    expect(addDays('2026-11-28', 90)).toBe('2027-02-26');
    expect(exclusionFor(lender(), declined, '2026-11-28')).toEqual({
      reason: 'reasonDeclinedCooling',
      status: 'rejected',
      on: '2026-11-28',
      againFrom: '2027-02-26',
    });
    expect(exclusionFor(lender(), declined, '2027-02-25')?.reason).toBe('reasonDeclinedCooling');
    expect(exclusionFor(lender(), declined, '2027-02-26')).toBeNull();
  });

  it("follows a lender's own cooling period", () => {
    const declined = [entry({ status: 'rejected', declinedOn: '2026-11-28' })];
    const quick = lender({ cooling_days: 30 });
    expect(exclusionFor(quick, declined, '2026-12-27')?.againFrom).toBe('2026-12-28');
    expect(exclusionFor(quick, declined, '2026-12-28')).toBeNull();
  });

  it('keeps away a lender that disbursed through the 30th day, and offers it on the 31st', () => {
    const disbursed = [entry({ status: 'disbursed', disbursedOn: '2026-11-28' })];
    expect(exclusionFor(lender(), disbursed, '2026-12-27')).toEqual({
      reason: 'reasonDisbursedRecently',
      status: 'disbursed',
      on: '2026-11-28',
      againFrom: '2026-12-28',
    });
    expect(exclusionFor(lender(), disbursed, '2026-12-28')).toBeNull();
  });

  it('names an open application before a past decline, and the longest of two declines', () => {
    const declines = [
      entry({ status: 'rejected', declinedOn: '2026-10-01' }),
      entry({ status: 'rejected', declinedOn: '2026-11-01' }),
    ];
    expect(exclusionFor(lender(), declines, '2026-11-28')?.againFrom).toBe('2027-01-30');
    expect(exclusionFor(lender(), [...declines, entry({ status: 'in_review' })], '2026-11-28')?.reason).toBe(
      'reasonAppliedOpen',
    );
  });

  it('lists an excluded lender among the unmatched with its reason and dates, and offers the others', () => {
    const history = [entry({ status: 'rejected', declinedOn: '2026-11-28' })];
    const result = matchOffers(customer, [lender(), lender({ id: 2, name: 'Beta Bank' })], '2026-11-28', history);
    expect(result.offers.map((offer) => offer.lenderId)).toEqual([2]);
    expect(result.unmatched).toEqual([
      {
        lender: { id: 1, name: 'Alpha Finance' },
        reasons: ['reasonDeclinedCooling'],
        exclusion: { reason: 'reasonDeclinedCooling', status: 'rejected', on: '2026-11-28', againFrom: '2027-02-26' },
        limits: null,
      },
    ]);
  });

  it('says why in either language, with the days as the customer reads them', () => {
    const declined = { reason: 'reasonDeclinedCooling', status: 'rejected', on: '2026-11-28', againFrom: '2027-02-26' };
    expect(exclusionMessage(declined as never, 'en')).toBe('Declined on 28 Nov: you can apply again from 26 Feb');
    expect(exclusionMessage(declined as never, 'hi')).toMatch(/^28 नव.* को अस्वीकार किया गया: आप 26 फ़र.* से फिर/);
    const open = { reason: 'reasonAppliedOpen', status: 'in_review', on: '2026-11-28', againFrom: null } as const;
    expect(exclusionMessage(open, 'en')).toBe('Applied on 28 Nov: in review');
    expect(exclusionMessage(open, 'hi')).toMatch(/^28 नव.* को आवेदन किया: समीक्षा में$/);
  });
});

describe('limits', () => {
  it("keeps a lender's limits inside the product's advertised ones", () => {
    expect(
      lenderLimits(lender({ min_amount: 50_000, min_tenure: 12, loan_amount_upto: 2_000_000, tenure: 84 })),
    ).toEqual({ minAmount: 50_000, maxAmount: 2_000_000, minTenureMonths: 12, maxTenureMonths: 60 });
    const { min, max } = loanProducts.pl.amount;
    expect(lenderLimits(lender({ min_amount: null, loan_amount_upto: null }))).toMatchObject({
      minAmount: min,
      maxAmount: max,
    });
  });

  it.each<[string, Partial<MatchingLender>, Partial<MatchingCustomer>, string]>([
    ['an amount below the minimum', { min_amount: 50_000 }, { desiredAmount: 49_999 }, 'reasonAmountBelowMin'],
    ['an amount above the maximum', { loan_amount_upto: 40_000 }, { desiredAmount: 40_001 }, 'reasonAmountAboveMax'],
    [
      "an amount above the product's maximum",
      { loan_amount_upto: null },
      { desiredAmount: loanProducts.pl.amount.max + 1 },
      'reasonAmountAboveMax',
    ],
    ['a tenure below the minimum', { min_tenure: 12 }, { desiredTenureMonths: 11 }, 'reasonTenureOutOfRange'],
    ['a tenure above the maximum', { tenure: 36 }, { desiredTenureMonths: 37 }, 'reasonTenureOutOfRange'],
    ["a tenure above the product's cap", { tenure: 84 }, { desiredTenureMonths: 61 }, 'reasonTenureOutOfRange'],
  ])('excludes %s with the lender’s limits', (_case, lenderOverrides, customerOverrides, reason) => {
    const result = matchOffers({ ...customer, ...customerOverrides }, [lender(lenderOverrides)], '2026-11-28');
    expect(result.offers).toEqual([]);
    expect(result.unmatched[0]?.reasons).toEqual([reason]);
    expect(result.unmatched[0]?.limits).toEqual(lenderLimits(lender(lenderOverrides)));
  });

  it('offers at both ends of the limits', () => {
    const bounded = lender({ min_amount: 50_000, loan_amount_upto: 50_000, min_tenure: 24, tenure: 24 });
    const result = matchOffers({ ...customer, desiredTenureMonths: 24 }, [bounded], '2026-11-28');
    expect(result.offers).toHaveLength(1);
  });
});

describe("the customer's amount and tenure", () => {
  it('offers the tenure the customer asked for, priced as the EMI test vector', () => {
    const offer = buildOffer(lender({ min_tenure: 12 }), 50_000, '2026-11-28', 24);
    expect(offer).toMatchObject({ amount: 50_000, tenureMonths: 24, emi: 2330.16, totalPayable: 55923.83 });
    expect(offer.limits).toEqual({ minAmount: 1_000, maxAmount: 1_000_000, minTenureMonths: 12, maxTenureMonths: 60 });
  });

  it("offers the lender's longest tenure when the customer asked for none", () => {
    expect(buildOffer(lender(), 50_000, '2026-11-28').tenureMonths).toBe(60);
    expect(buildOffer(lender(), 50_000, '2026-11-28', null).tenureMonths).toBe(60);
  });

  it('prices a new tenure and amount again with shapeOffer, within the limits only', () => {
    const offer = buildOffer(lender({ min_tenure: 6 }), 100_000, '2026-11-28');
    const shaped = shapeOffer(offer, { amount: 50_000, tenureMonths: 24 });
    expect(shaped).toMatchObject({ emi: 2330.16, totalPayable: 55923.83, totalInterest: 5923.83, apr: 10.99 });
    expect(withinLimits(offer.limits, { amount: 50_000, tenureMonths: 24 })).toBe(true);
    expect(withinLimits(offer.limits, { amount: 50_000, tenureMonths: 61 })).toBe(false);
    expect(withinLimits(offer.limits, { amount: 50_000, tenureMonths: 5 })).toBe(false);
    expect(withinLimits(offer.limits, { amount: 999, tenureMonths: 24 })).toBe(false);
  });

  it('names the limits a choice left, in either language', () => {
    const limits = { minAmount: 50_000, maxAmount: 500_000, minTenureMonths: 12, maxTenureMonths: 60 };
    expect(amountLimitsMessage(limits, 'en')).toBe('Choose an amount from ₹50,000 to ₹5,00,000');
    expect(tenureLimitsMessage(limits, 'en')).toBe('Choose a tenure from 12 to 60 months');
    expect(tenureLimitsMessage(limits, 'hi')).toBe('12 से 60 महीनों के बीच अवधि चुनें');
  });
});

describe('who lends and its charges', () => {
  const kotak = lender({
    name: 'कोटक महिंद्रा बैंक',
    legal_name: 'Kotak Mahindra Bank Limited',
    lender_kind: 'bank',
    rbi_registration: ' ',
    penal_charges: '2% a month on the overdue instalment',
    bounce_charges: '₹500 per bounce',
    foreclosure_charges: '',
    part_prepayment_charges: null,
  });

  it('fills the offer and its KFS with the lender, its kind and charges; Saakh is the LSP', () => {
    const offer = buildOffer(kotak, 50_000, '2026-11-28');
    const lenderShown = {
      brandName: 'कोटक महिंद्रा बैंक',
      legalName: 'Kotak Mahindra Bank Limited',
      kind: 'bank',
      rbiRegistration: null,
    };
    const charges = {
      penal: '2% a month on the overdue instalment',
      bounce: '₹500 per bounce',
      foreclosure: null,
      partPrepayment: null,
    };
    expect(offer.lender).toEqual(lenderShown);
    expect(offer.charges).toEqual(charges);
    const kfs = buildKfs(shapeOffer(offer, { amount: 50_000, tenureMonths: 24 }), '2026-11-28', 'hi', {
      product: 'pl',
    });
    expect(kfs).toMatchObject({ lender: lenderShown, charges, tenureMonths: 24, emi: 2330.16, lspName: 'साख' });
    expect(buildKfs(offer, '2026-11-28', 'en', { product: 'pl' }).lspName).toBe('Saakh');
  });
});
