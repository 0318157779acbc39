import { shapeOffer } from '@saakh/domain/offer-shaping';
import type { Offer, OffersResult } from '@saakh/domain/offers';

/** An offer as the API answers it, priced by the domain at its amount and tenure; `overrides` change the terms. */
export function offerFixture(overrides: Partial<Offer> & Pick<Offer, 'lenderId' | 'lenderName'>): Offer {
  const base: Offer = {
    lenderKey: overrides.lenderName.toLowerCase().replace(/\W+/g, '_'),
    lenderMode: 'submit',
    priority: 0,
    amount: 300_000,
    tenureMonths: 36,
    interestRate: 12,
    apr: 0,
    emi: 0,
    totalPayable: 0,
    totalInterest: 0,
    processingFeePercent: 2,
    processingFee: 0,
    netDisbursed: 0,
    specialOffer: null,
    limits: { minAmount: 50_000, maxAmount: 1_000_000, minTenureMonths: 12, maxTenureMonths: 60 },
    lender: { brandName: overrides.lenderName, legalName: null, kind: 'bank', rbiRegistration: null },
    charges: { penal: null, bounce: null, foreclosure: null, partPrepayment: null },
    ranking: { position: 0, apr: 0, approvalRate: null, decided: 0, medianDecisionHours: null },
    ...overrides,
  };
  const priced = shapeOffer(base, { amount: base.amount, tenureMonths: base.tenureMonths });
  return { ...priced, ranking: { ...priced.ranking, apr: priced.apr } };
}

/** Three offers in the server's ranking: a bank, an NBFC with a short tenure, and a bank with a special offer note. */
export function offersFixture(): OffersResult {
  return {
    ranking: 'How we rank offers: APR first, then the approval rate, then speed.',
    offers: [
      offerFixture({
        lenderId: 1,
        lenderName: 'Kotak Mahindra Bank',
        interestRate: 10.99,
        ranking: { position: 1, apr: 0, approvalRate: 0.82, decided: 120, medianDecisionHours: 6 },
        lender: {
          brandName: 'Kotak Mahindra Bank',
          legalName: 'Kotak Mahindra Bank Limited',
          kind: 'bank',
          rbiRegistration: 'RBI bank licence',
        },
        charges: {
          penal: '2% a month on the overdue EMI',
          bounce: '₹500 per bounce',
          foreclosure: null,
          partPrepayment: null,
        },
      }),
      offerFixture({
        lenderId: 2,
        lenderName: 'KreditBee',
        interestRate: 16,
        tenureMonths: 12,
        processingFeePercent: 3,
        ranking: { position: 2, apr: 0, approvalRate: null, decided: 3, medianDecisionHours: null },
        lender: {
          brandName: 'KreditBee',
          legalName: 'Krazybee Services Limited',
          kind: 'nbfc',
          rbiRegistration: 'N-07.00799',
        },
      }),
      offerFixture({
        lenderId: 3,
        lenderName: 'IDFC First Bank',
        interestRate: 11.5,
        tenureMonths: 60,
        specialOffer: {
          text: 'Quick approval for salaried customers',
          validUntil: '2026-12-31',
          flatProcessingFee: null,
        },
        ranking: { position: 3, apr: 0, approvalRate: 0.5, decided: 40, medianDecisionHours: 30 },
      }),
    ],
    unmatched: [],
  };
}
