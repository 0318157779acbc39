import { describe, expect, it } from 'vitest';
import { computeEmi } from './emi';
import { addMonths, addWorkingDays, buildKfs, exitAmount, kfsTerms, repaymentSchedule } from './kfs';
import { roundPaise } from './money';
import { buildOffer } from './offers';
import { matchingLender } from './testing/matching-lender';

const today = '2026-03-10';

describe('Key Fact Statement', () => {
  const offer = buildOffer(matchingLender({ processing_fees: '2.00' }), 50000, today);

  it('states amount, instalments, total interest, fees, total payable and the cooling-off period', () => {
    const kfs = buildKfs(offer, today, 'en', { product: 'pl', proposalNumber: 'SK-7K3P9Q' });
    expect(kfs).toMatchObject({
      proposalNumber: 'SK-7K3P9Q',
      product: 'pl',
      loanAmount: 50000,
      disbursal: 'single',
      tenureMonths: 24,
      instalments: 24,
      emi: 2330.16,
      totalInterest: 5923.83,
      processingFee: 1000,
      thirdPartyFees: 0,
      netDisbursed: 49000,
      totalPayable: 55923.83,
      totalCost: 6923.83,
      coolingOffDays: 3,
      issuedOn: today,
      firstInstalmentOn: '2026-04-10',
      ombudsman: { portal: 'https://cms.rbi.org.in', tollFree: '14448' },
    });
    expect(kfs.grievance.email).toContain('@');
    expect(kfs.lenderTerms).toEqual({
      nodalOfficer: null,
      recoveryAgents: null,
      coLending: null,
      switchingCharges: null,
    });
  });

  it('is valid for three working days, weekends not counted', () => {
    // Tuesday 10 March 2026: Wednesday, Thursday, Friday.
    expect(buildKfs(offer, today, 'en', { product: 'pl' }).validUntil).toBe('2026-03-13');
    // Thursday 12 March: Friday, Monday, Tuesday.
    expect(addWorkingDays('2026-03-12', 3)).toBe('2026-03-17');
    // Saturday 14 March: Monday, Tuesday, Wednesday.
    expect(addWorkingDays('2026-03-14', 3)).toBe('2026-03-18');
  });

  it('has Annex C instalments summing to the total payable and principal to the loan amount', () => {
    for (const [amount, rate, months] of [
      [50000, 10.99, 24],
      [123457, 17.5, 37],
      [5000000, 8.4, 240],
      [10000, 0, 6],
    ] as const) {
      const rows = repaymentSchedule(amount, rate, months, '2026-04-10');
      const total = computeEmi({ principal: amount, annualRatePercent: rate, months }).totalPayable;
      const sum = (pick: (row: (typeof rows)[number]) => number) => roundPaise(rows.reduce((s, r) => s + pick(r), 0));
      expect(rows).toHaveLength(months);
      expect(sum((row) => row.instalment)).toBe(total);
      expect(sum((row) => row.principal)).toBe(amount);
      expect(rows.at(-1)?.closing).toBe(0);
      for (const [index, row] of rows.entries()) {
        expect(roundPaise(row.principal + row.interest)).toBe(row.instalment);
        if (index > 0) expect(row.opening).toBe(rows[index - 1]?.closing);
      }
    }
  });

  it('has the KFS schedule from the offer figures: first EMI, first interest, due days month by month', () => {
    const kfs = buildKfs(offer, today, 'en', { product: 'pl' });
    expect(kfs.schedule[0]).toMatchObject({
      number: 1,
      dueOn: '2026-04-10',
      opening: 50000,
      interest: roundPaise((50000 * 10.99) / 1200),
      instalment: kfs.emi,
    });
    expect(kfs.schedule[23]?.dueOn).toBe('2028-03-10');
    expect(roundPaise(kfs.schedule.reduce((sum, row) => sum + row.instalment, 0))).toBe(kfs.totalPayable);
  });

  it('gives the exit amount of the look-up period: principal and the APR interest for its days', () => {
    expect(exitAmount(50000, 12.2, 3)).toBe(50050.14);
  });

  it('moves due days to the month end when the month is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-28', 1)).toBe('2026-12-28');
  });

  it('binds on amount, tenure, rate, APR and EMI: a reshaped offer is another set of terms', () => {
    const kfs = buildKfs(offer, today, 'en', { product: 'pl' });
    expect(kfsTerms(kfs)).toBe(`50000|24|10.99|${kfs.apr.toFixed(2)}|2330.16`);
  });
});
