import { describe, expect, it } from 'vitest';
import { computeApr, computeEmi, emiExact } from './emi';

describe('computeEmi', () => {
  it('matches the spec check: ₹50,000 at 10.99% for 24 months is an EMI of 2330.16 and a total of 55923.83', () => {
    expect(computeEmi({ principal: 50_000, annualRatePercent: 10.99, months: 24 })).toEqual({
      emi: 2330.16,
      totalPayable: 55923.83,
      totalInterest: 5923.83,
    });
  });

  it('computes the total from the unrounded EMI, not from the EMI rounded to paise', () => {
    const exact = emiExact({ principal: 50_000, annualRatePercent: 10.99, months: 24 });
    expect(exact).not.toBe(2330.16);
    // 2330.16 × 24 = 55923.84: one paisa more than the spec's total.
    expect(Math.round(2330.16 * 24 * 100) / 100).toBe(55923.84);
    expect(computeEmi({ principal: 50_000, annualRatePercent: 10.99, months: 24 }).totalPayable).toBe(55923.83);
  });

  it('splits the principal evenly when the rate is zero', () => {
    expect(computeEmi({ principal: 50_000, annualRatePercent: 0, months: 24 })).toEqual({
      emi: 2083.33,
      totalPayable: 50_000,
      totalInterest: 0,
    });
    expect(computeEmi({ principal: 12_000, annualRatePercent: 0, months: 12 }).emi).toBe(1000);
  });

  it('charges more interest for a longer tenure at the same rate', () => {
    const short = computeEmi({ principal: 1_00_000, annualRatePercent: 12, months: 12 });
    const long = computeEmi({ principal: 1_00_000, annualRatePercent: 12, months: 36 });
    expect(long.emi).toBeLessThan(short.emi);
    expect(long.totalInterest).toBeGreaterThan(short.totalInterest);
  });

  it('answers a zero EMI rather than dividing by zero for a tenure of no months', () => {
    expect(emiExact({ principal: 50_000, annualRatePercent: 10.99, months: 0 })).toBe(0);
    expect(Number.isFinite(computeEmi({ principal: 50_000, annualRatePercent: 10.99, months: 0 }).emi)).toBe(true);
  });
});

describe('computeApr', () => {
  const loan = { principal: 50_000, annualRatePercent: 10.99, months: 24 };

  it('equals the interest rate when there is no processing fee', () => {
    expect(computeApr({ ...loan, processingFee: 0 })).toBe(10.99);
  });

  it('is above the interest rate when a processing fee is charged', () => {
    const apr = computeApr({ ...loan, processingFee: 1000 });
    expect(apr).toBeGreaterThan(10.99);
    // ₹1,000 on ₹50,000 over two years adds about two points.
    expect(apr).toBeCloseTo(13.03, 2);
  });

  it('rises with the fee', () => {
    const small = computeApr({ ...loan, processingFee: 500 });
    const large = computeApr({ ...loan, processingFee: 2500 });
    expect(large).toBeGreaterThan(small);
  });

  it('is zero for an interest-free loan without fee and positive once a fee is taken', () => {
    expect(computeApr({ principal: 50_000, annualRatePercent: 0, months: 24, processingFee: 0 })).toBe(0);
    expect(computeApr({ principal: 50_000, annualRatePercent: 0, months: 24, processingFee: 1000 })).toBeGreaterThan(0);
  });

  it('repays exactly the amount received at the APR it reports', () => {
    const fee = 1500;
    const apr = computeApr({ ...loan, processingFee: fee });
    const emi = emiExact(loan);
    const monthly = apr / 12 / 100;
    const presentValue = (emi * (1 - (1 + monthly) ** -loan.months)) / monthly;
    // APR is rounded to two decimals, so the present value matches within a few rupees.
    expect(Math.abs(presentValue - (loan.principal - fee))).toBeLessThan(10);
  });
});
