import { describe, expect, it } from 'vitest';
import { MIN_DECIDED_FOR_RATE, rankOffers, rankingRecord, type LenderPerformance } from './offer-ranking';
import type { Offer } from './offers';

function offer(lenderId: number, lenderName: string, apr: number, priority = 0): Offer {
  return {
    lenderId,
    lenderName,
    lenderKey: lenderName.toLowerCase(),
    lenderMode: 'submit',
    priority,
    amount: 100_000,
    tenureMonths: 24,
    interestRate: apr,
    apr,
    emi: 4660,
    totalPayable: 111_840,
    totalInterest: 11_840,
    processingFeePercent: 0,
    processingFee: 0,
    netDisbursed: 100_000,
    specialOffer: null,
    limits: { minAmount: 1, maxAmount: 1_000_000, minTenureMonths: 1, maxTenureMonths: 24 },
    lender: { brandName: lenderName, legalName: null, kind: null, rbiRegistration: null },
    charges: { penal: null, bounce: null, foreclosure: null, partPrepayment: null },
    ranking: { position: 0, apr, approvalRate: null, decided: 0, medianDecisionHours: null },
  };
}

const counted = (approved: number, decided: number, medianDecisionHours: number | null = 24): LenderPerformance => ({
  decided,
  approved,
  medianDecisionHours,
});

const names = (offers: Offer[]) => offers.map((o) => o.lenderName);

describe('rankOffers', () => {
  it('puts the lowest APR first whatever the approval rate, speed or priority', () => {
    const ranked = rankOffers(
      [offer(1, 'Dear', 12, 9), offer(2, 'Cheap', 10.5), offer(3, 'Middle', 11)],
      new Map([
        [1, counted(95, 100, 1)],
        [2, counted(10, 100, 300)],
      ]),
    );
    expect(names(ranked)).toEqual(['Cheap', 'Middle', 'Dear']);
    expect(ranked.map((o) => o.ranking.position)).toEqual([1, 2, 3]);
  });

  it('breaks an APR tie by the approval rate for the class, higher first', () => {
    const ranked = rankOffers(
      [offer(1, 'Alpha', 11), offer(2, 'Beta', 11)],
      new Map([
        [1, counted(30, 60)],
        [2, counted(45, 60)],
      ]),
    );
    expect(names(ranked)).toEqual(['Beta', 'Alpha']);
    expect(ranked[0]?.ranking).toEqual({
      position: 1,
      apr: 11,
      approvalRate: 0.75,
      decided: 60,
      medianDecisionHours: 24,
    });
  });

  it('counts a rate from too few decisions as unknown, after every known rate, however high it is', () => {
    const few = MIN_DECIDED_FOR_RATE - 1;
    const ranked = rankOffers(
      [offer(1, 'Few', 11), offer(2, 'Low', 11), offer(3, 'None', 11)],
      new Map([
        [1, counted(few, few, 1)],
        [2, counted(4, MIN_DECIDED_FOR_RATE, 90)],
      ]),
    );
    expect(names(ranked)).toEqual(['Low', 'Few', 'None']);
    expect(ranked[1]?.ranking).toMatchObject({ approvalRate: null, decided: few, medianDecisionHours: null });
    expect(ranked[2]?.ranking).toMatchObject({ approvalRate: null, decided: 0, medianDecisionHours: null });
    expect(ranked[0]?.ranking).toMatchObject({ approvalRate: 0.2, decided: MIN_DECIDED_FOR_RATE });
  });

  it('breaks an APR and rate tie by the median hours to decide, faster first, unknown speed last', () => {
    const ranked = rankOffers(
      [offer(1, 'Slow', 11), offer(2, 'Unknown', 11), offer(3, 'Fast', 11)],
      new Map([
        [1, counted(40, 50, 72)],
        [2, counted(40, 50, null)],
        [3, counted(40, 50, 6.5)],
      ]),
    );
    expect(names(ranked)).toEqual(['Fast', 'Slow', 'Unknown']);
    expect(ranked[0]?.ranking.medianDecisionHours).toBe(6.5);
  });

  it('orders equal offers by name, so the order never depends on the input order', () => {
    const list = [offer(1, 'Zeta', 11), offer(2, 'Alpha', 11), offer(3, 'Mu', 11)];
    expect(names(rankOffers(list))).toEqual(['Alpha', 'Mu', 'Zeta']);
    expect(names(rankOffers([...list].reverse()))).toEqual(['Alpha', 'Mu', 'Zeta']);
  });

  it('never reads priority', () => {
    const low = [offer(1, 'Alpha', 11, 0), offer(2, 'Beta', 11, 0)];
    const high = [offer(1, 'Alpha', 11, 0), offer(2, 'Beta', 11, 99)];
    expect(names(rankOffers(low))).toEqual(names(rankOffers(high)));
  });

  it('records each offer with its lender and inputs in order', () => {
    const ranked = rankOffers([offer(7, 'Beta', 12), offer(3, 'Alpha', 11)], new Map([[7, counted(20, 25, 10)]]));
    expect(rankingRecord(ranked)).toEqual([
      { lenderId: 3, position: 1, apr: 11, approvalRate: null, decided: 0, medianDecisionHours: null },
      { lenderId: 7, position: 2, apr: 12, approvalRate: 0.8, decided: 25, medianDecisionHours: 10 },
    ]);
  });
});
