import { describe, expect, it } from 'vitest';
import { shapeOffer } from '@saakh/domain/offer-shaping';
import { offersFixture } from '../testing/offer-fixtures';
import { orderOffers, totalCost } from './offer-order';

const names = (offers: { lenderName: string }[]) => offers.map((offer) => offer.lenderName);

describe('orderOffers', () => {
  const { offers } = offersFixture();

  it('keeps the server ranking by default', () => {
    expect(names(orderOffers(offers, 'ranking', 'all'))).toEqual([
      'Kotak Mahindra Bank',
      'KreditBee',
      'IDFC First Bank',
    ]);
  });

  it('sorts by APR, EMI and total cost, lowest first', () => {
    expect(names(orderOffers(offers, 'apr', 'all'))).toEqual(['Kotak Mahindra Bank', 'IDFC First Bank', 'KreditBee']);
    // A 12-month loan has the highest EMI and the lowest total cost; a 60-month one the reverse.
    expect(names(orderOffers(offers, 'emi', 'all'))).toEqual(['IDFC First Bank', 'Kotak Mahindra Bank', 'KreditBee']);
    expect(names(orderOffers(offers, 'totalCost', 'all'))).toEqual([
      'KreditBee',
      'Kotak Mahindra Bank',
      'IDFC First Bank',
    ]);
  });

  it('sorts by the figures the customer shaped, not the server’s', () => {
    const [kotak, kreditBee, idfc] = offers;
    const longer = shapeOffer(kreditBee, { amount: 300_000, tenureMonths: 60 });
    // Over 60 months instead of 12, KreditBee's EMI drops below Kotak's 36-month one.
    expect(names(orderOffers([kotak, longer, idfc], 'emi', 'all'))).toEqual([
      'IDFC First Bank',
      'KreditBee',
      'Kotak Mahindra Bank',
    ]);
    expect(longer.emi).toBeLessThan(kreditBee.emi);
    const shorter = shapeOffer(idfc, { amount: 300_000, tenureMonths: 12 });
    expect(names(orderOffers([kotak, kreditBee, shorter], 'totalCost', 'all'))[0]).toBe('IDFC First Bank');
  });

  it('keeps the server ranking between equal figures', () => {
    const [kotak] = offers;
    const twin = { ...kotak, lenderId: 9, lenderName: 'Twin' };
    expect(names(orderOffers([twin, kotak], 'apr', 'all'))).toEqual(['Twin', 'Kotak Mahindra Bank']);
  });

  it('filters by the kind of lender', () => {
    expect(names(orderOffers(offers, 'ranking', 'nbfc'))).toEqual(['KreditBee']);
    expect(names(orderOffers(offers, 'ranking', 'bank'))).toEqual(['Kotak Mahindra Bank', 'IDFC First Bank']);
    expect(orderOffers(offers, 'ranking', 'hfc')).toEqual([]);
  });

  it('counts interest and fees as the total cost', () => {
    const [kotak] = offers;
    expect(totalCost(kotak)).toBeCloseTo(kotak.totalInterest + kotak.processingFee, 2);
  });
});
