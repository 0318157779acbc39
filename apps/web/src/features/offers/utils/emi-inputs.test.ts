import { describe, expect, it } from 'vitest';
import { evaluateEmi } from './emi-inputs';

describe('evaluateEmi', () => {
  it('gives the spec example: ₹50,000 at 10.99% for 24 months is 2330.16 a month and 55923.83 in all', () => {
    const { result, invalid } = evaluateEmi({ amount: '50000', rate: '10.99', months: '24' });
    expect(invalid).toEqual([]);
    expect(result).toEqual({ emi: 2330.16, totalPayable: 55923.83, totalInterest: 5923.83 });
  });

  it('accepts amounts typed with commas and the rupee sign', () => {
    expect(evaluateEmi({ amount: '₹ 1,00,000', rate: '12', months: '12' }).result?.emi).toBe(8884.88);
  });

  it('repays the principal in equal parts at a zero rate', () => {
    expect(evaluateEmi({ amount: '12000', rate: '0', months: '12' }).result).toEqual({
      emi: 1000,
      totalPayable: 12000,
      totalInterest: 0,
    });
  });

  it('names every field that is empty, not a number or out of range', () => {
    expect(evaluateEmi({ amount: '', rate: '51', months: '2.5' })).toEqual({
      result: null,
      invalid: ['amount', 'rate', 'months'],
    });
    expect(evaluateEmi({ amount: '999', rate: 'ten', months: '361' }).invalid).toEqual(['amount', 'rate', 'months']);
  });
});
