import { describe, expect, it } from 'vitest';
import { computeApr, computeEmi } from './emi';
import {
  activeSpecialOffer,
  buildOffer,
  matchOffers,
  offerTenureMonths,
  selectOfferInputSchema,
  ticketClassFor,
  type MatchingCustomer,
  type MatchingLender,
} from './offers';
import { matchingLender } from './testing/matching-lender';
import { messages } from './messages';
import { maxOfferTenureMonths, personalLoanClaims } from './product-types';

const today = '2026-03-10';

const lender = matchingLender;

const customer: MatchingCustomer = {
  product: 'pl',
  monthlyIncome: 60000,
  age: 35,
  employmentStatus: 1,
  desiredAmount: 50000,
  creditScoreClass: 3,
};

describe('EMI and APR', () => {
  it('matches the spec example: ₹50,000 at 10.99% for 24 months', () => {
    expect(computeEmi({ principal: 50000, annualRatePercent: 10.99, months: 24 })).toEqual({
      emi: 2330.16,
      totalPayable: 55923.83,
      totalInterest: 5923.83,
    });
  });

  it('has APR equal to the rate without fees and above it with a fee', () => {
    expect(computeApr({ principal: 50000, annualRatePercent: 10.99, months: 24, processingFee: 0 })).toBe(10.99);
    const withFee = computeApr({ principal: 50000, annualRatePercent: 10.99, months: 24, processingFee: 1000 });
    expect(withFee).toBeGreaterThan(12.9);
    expect(withFee).toBeLessThan(13.1);
  });

  it('builds the offer with amount, EMI, total, fee and APR', () => {
    const offer = buildOffer(lender({ processing_fees: '2.00' }), 50000, today);
    expect(offer).toMatchObject({
      amount: 50000,
      tenureMonths: 24,
      interestRate: 10.99,
      emi: 2330.16,
      totalPayable: 55923.83,
      totalInterest: 5923.83,
      processingFeePercent: 2,
      processingFee: 1000,
      netDisbursed: 49000,
    });
    expect(offer.apr).toBe(computeApr({ principal: 50000, annualRatePercent: 10.99, months: 24, processingFee: 1000 }));
  });

  it("caps the amount at the lender's limit", () => {
    expect(buildOffer(lender({ loan_amount_upto: 40000 }), 50000, today).amount).toBe(40000);
  });

  it('never offers a personal loan over a longer term than the landing promises (60 months)', () => {
    expect(personalLoanClaims.maxTenureMonths).toBe(60);
    expect(maxOfferTenureMonths.pl).toBe(60);
    for (const tenure of [72, 84, 120]) {
      const offer = buildOffer(lender({ tenure }), 50000, today);
      expect(offer.tenureMonths).toBe(60);
      expect(offer.emi).toBe(computeEmi({ principal: 50000, annualRatePercent: 10.99, months: 60 }).emi);
    }
    expect(buildOffer(lender({ tenure: 36 }), 50000, today).tenureMonths).toBe(36);
  });

  it('keeps the terms of loans the landing sets no term for (housing loans over 30 years)', () => {
    expect(offerTenureMonths({ product: 'hl', tenure: 360 })).toBe(360);
    expect(offerTenureMonths({ product: 'bl', tenure: 84 })).toBe(84);
  });

  it('lends without interest when the rate is zero', () => {
    expect(buildOffer(lender({ interest_rate: '0' }), 24000, today)).toMatchObject({
      emi: 1000,
      totalPayable: 24000,
      apr: 0,
    });
  });
});

describe('ticket classes', () => {
  it.each([
    [1, 1],
    [50_000, 1],
    [50_001, 2],
    [200_000, 2],
    [200_001, 3],
    [500_000, 3],
    [500_001, 4],
    [10_000_000, 4],
  ])('puts ₹%i in class %i', (amount, expected) => {
    expect(ticketClassFor(amount)).toBe(expected);
  });
});

describe('special offers', () => {
  const offer = {
    so_status: 1,
    so_text: 'No processing fee in March',
    so_date_start: '2026-03-01',
    so_date_end: '2026-03-31',
    so_processing_fee: null,
  };

  it('shows a special offer inside its dates, both ends included', () => {
    expect(activeSpecialOffer(offer, '2026-03-01')).toEqual({
      text: 'No processing fee in March',
      validUntil: '2026-03-31',
      flatProcessingFee: null,
    });
    expect(activeSpecialOffer(offer, '2026-03-31')).not.toBeNull();
  });

  it('hides a special offer before its start and after its end', () => {
    expect(activeSpecialOffer(offer, '2026-02-28')).toBeNull();
    expect(activeSpecialOffer(offer, '2026-04-01')).toBeNull();
  });

  it('hides a special offer that is switched off or has no text', () => {
    expect(activeSpecialOffer({ ...offer, so_status: 0 }, today)).toBeNull();
    expect(activeSpecialOffer({ ...offer, so_text: '  ' }, today)).toBeNull();
  });

  it('keeps an offer without dates open', () => {
    expect(activeSpecialOffer({ ...offer, so_date_start: null, so_date_end: null }, today)).not.toBeNull();
  });

  it("carries the lender's flat processing fee as a number", () => {
    expect(activeSpecialOffer({ ...offer, so_processing_fee: '999.00' }, today)?.flatProcessingFee).toBe(999);
    expect(activeSpecialOffer({ ...offer, so_processing_fee: 0 }, today)?.flatProcessingFee).toBe(0);
  });

  it("prices the offer's fee and APR with a flat processing fee", () => {
    const terms = {
      processing_fees: '2.50',
      so_status: 1,
      so_text: 'Processing fee flat ₹999',
      so_processing_fee: '999',
    };
    const flat = buildOffer(lender(terms), 300_000, today);
    const percent = buildOffer(lender({ processing_fees: '2.50' }), 300_000, today);
    expect(percent.processingFee).toBe(7500);
    expect(flat).toMatchObject({ processingFee: 999, netDisbursed: 299_001, emi: percent.emi });
    expect(flat.apr).toBe(computeApr({ principal: 300_000, annualRatePercent: 10.99, months: 24, processingFee: 999 }));
    expect(flat.apr).toBeLessThan(percent.apr);
    expect(flat.ranking.apr).toBe(flat.apr);
  });

  it('changes no figure when a special offer is only text', () => {
    const noted = buildOffer(
      lender({ processing_fees: '2.50', so_status: 1, so_text: 'Festive season: quick approval' }),
      300_000,
      today,
    );
    const plain = buildOffer(lender({ processing_fees: '2.50' }), 300_000, today);
    expect(noted.specialOffer).toEqual({
      text: 'Festive season: quick approval',
      validUntil: null,
      flatProcessingFee: null,
    });
    expect({ ...noted, specialOffer: null }).toEqual(plain);
  });
});

describe('matching', () => {
  it('offers a lender that meets every criterion', () => {
    const result = matchOffers(customer, [lender()], today);
    expect(result.offers.map((o) => o.lenderId)).toEqual([1]);
    expect(result.unmatched).toEqual([]);
  });

  it.each<[string, Partial<MatchingLender>, Partial<MatchingCustomer>, string]>([
    ['a lender switched off', { lender_status: 0 }, {}, 'reasonLenderUnavailable'],
    ['a lender whose vendor is switched off', { vendor_enabled: false }, {}, 'reasonLenderUnavailable'],
    ['a lender without a rate', { interest_rate: null }, {}, 'reasonLenderUnavailable'],
    ['a lender without a tenure', { tenure: null }, {}, 'reasonLenderUnavailable'],
    ['an income below the minimum', { min_income: 70000 }, {}, 'reasonIncomeTooLow'],
    ['an income above the maximum', { max_income: 50000 }, {}, 'reasonIncomeTooHigh'],
    ['an age below the minimum', {}, { age: 20 }, 'ageCriteria'],
    ['an age above the maximum', {}, { age: 59 }, 'ageCriteria'],
    ['an employment the lender does not serve (salaried)', { salaried: 0 }, {}, 'reasonEmployment'],
    [
      'an employment the lender does not serve (professional)',
      { self_employed: 0 },
      { employmentStatus: 2 },
      'reasonEmployment',
    ],
    ['an employment the lender does not serve (business)', {}, { employmentStatus: 3 }, 'reasonEmployment'],
    ['a ticket class above the lender', { ticket_class: 1 }, { desiredAmount: 50_001 }, 'reasonTicketClass'],
    ['a score class below the lender', { credit_score_class: 4 }, {}, 'reasonCreditScore'],
  ])('excludes %s', (_case, lenderOverrides, customerOverrides, reason) => {
    const result = matchOffers({ ...customer, ...customerOverrides }, [lender(lenderOverrides)], today);
    expect(result.offers).toEqual([]);
    expect(result.unmatched).toEqual([
      { lender: { id: 1, name: 'Alpha Finance' }, reasons: [reason], exclusion: null, limits: null },
    ]);
  });

  it('accepts the boundaries of each range', () => {
    const edge = lender({
      min_income: 60000,
      max_income: 60000,
      min_age: 35,
      max_age: 35,
      ticket_class: 1,
      credit_score_class: 3,
    });
    expect(matchOffers(customer, [edge], today).offers).toHaveLength(1);
  });

  it('treats empty criteria as no limit', () => {
    const open = lender({
      min_income: null,
      max_income: null,
      min_age: null,
      max_age: null,
      ticket_class: null,
      credit_score_class: null,
      loan_amount_upto: null,
    });
    expect(
      matchOffers({ ...customer, desiredAmount: 3_000_000, creditScoreClass: 1, age: 70 }, [open], today).offers,
    ).toHaveLength(1);
  });

  it('lists every reason a lender fails', () => {
    const result = matchOffers({ ...customer, monthlyIncome: 10000, creditScoreClass: 1 }, [lender()], today);
    expect(result.unmatched[0]?.reasons).toEqual(['reasonIncomeTooLow', 'reasonCreditScore']);
  });

  it('leaves out deleted lenders and lenders of other products', () => {
    const result = matchOffers(customer, [lender({ deleted_at: new Date() }), lender({ id: 2, product: 'bl' })], today);
    expect(result).toEqual({ offers: [], unmatched: [] });
  });

  it('orders offers by APR (lower first) whatever priority a lender has', () => {
    const lenders = [
      lender({ id: 1, name: 'Cheap', priority: 1, interest_rate: '11.00' }),
      lender({ id: 2, name: 'Favoured', priority: 5, interest_rate: '18.00' }),
      lender({ id: 3, name: 'Cheaper', priority: 1, interest_rate: '10.50' }),
      lender({ id: 4, name: 'Cheaper with fee', priority: 1, interest_rate: '10.50', processing_fees: '3.00' }),
    ];
    expect(matchOffers(customer, lenders, today).offers.map((o) => o.lenderName)).toEqual([
      'Cheaper',
      'Cheap',
      'Cheaper with fee',
      'Favoured',
    ]);
  });

  it('has a message for every reason and the ranking rule', () => {
    for (const key of [
      'reasonLenderUnavailable',
      'reasonIncomeTooLow',
      'reasonIncomeTooHigh',
      'ageCriteria',
      'reasonEmployment',
      'reasonTicketClass',
      'reasonCreditScore',
      'rankingRule',
    ] as const) {
      expect(messages[key].en.length).toBeGreaterThan(0);
    }
    expect(messages.ageCriteria.en).toBe("Your age doesn't match the required age criteria");
  });
});

describe('offer selection', () => {
  it("answers 'Please select a offer from offer screen' without a lender", () => {
    const result = selectOfferInputSchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe('offerNotSelected');
    expect(messages.offerNotSelected.en).toBe('Please select a offer from offer screen');
    expect(selectOfferInputSchema.safeParse(undefined).error?.issues[0]?.message).toBe('offerNotSelected');
  });
});
