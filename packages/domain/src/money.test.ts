import { describe, expect, it } from 'vitest';
import { formatCompactIndian, formatRupees, formatRupeesExact, roundPaise } from './money';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(100_000)).toBe('₹1,00,000');
    expect(formatRupees(12_345_678)).toBe('₹1,23,45,678');
    expect(formatRupees(1_000)).toBe('₹1,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows whole amounts without paise and other amounts with two decimals', () => {
    expect(formatRupees(50_000)).toBe('₹50,000');
    expect(formatRupees(2330.16)).toBe('₹2,330.16');
    expect(formatRupees(1.5)).toBe('₹1.50');
  });

  it('accepts decimal strings as the API sends them', () => {
    expect(formatRupees('100000')).toBe('₹1,00,000');
    expect(formatRupees('55923.83')).toBe('₹55,923.83');
  });

  it('shows a dash for a missing or unreadable amount', () => {
    expect(formatRupees(null)).toBe('—');
    expect(formatRupees(undefined)).toBe('—');
    expect(formatRupees('')).toBe('—');
    expect(formatRupees('abc')).toBe('—');
    expect(formatRupees(Number.NaN)).toBe('—');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('formats a negative amount with the sign before the rupee symbol', () => {
    expect(formatRupees(-1500)).toBe('-₹1,500');
  });
});

describe('formatRupeesExact', () => {
  it('always shows paise', () => {
    expect(formatRupeesExact(2330.16)).toBe('₹2,330.16');
    expect(formatRupeesExact(50_000)).toBe('₹50,000.00');
    expect(formatRupeesExact(55_923.83)).toBe('₹55,923.83');
  });
});

describe('roundPaise', () => {
  it('rounds to two decimals, half away from zero', () => {
    expect(roundPaise(1.005)).toBe(1.01);
    expect(roundPaise(2.675)).toBe(2.68);
    expect(roundPaise(0.125)).toBe(0.13);
    expect(roundPaise(2330.164)).toBe(2330.16);
  });

  it('rounds negative amounts away from zero as well', () => {
    expect(roundPaise(-0.125)).toBe(-0.13);
    expect(roundPaise(-1.005)).toBe(-1.01);
    expect(roundPaise(-2330.164)).toBe(-2330.16);
  });

  it('leaves whole rupees and zero alone', () => {
    expect(roundPaise(50_000)).toBe(50_000);
    expect(Object.is(roundPaise(0), 0)).toBe(true);
  });
});

describe('formatCompactIndian', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [950, '950'],
    [1_000, '1 K'],
    [10_000, '10 K'],
    [99_500, '99.5 K'],
    [1_00_000, '1 L'],
    [1_20_000, '1.2 L'],
    [25_00_000, '25 L'],
    [1_00_00_000, '1 Cr'],
    [12_50_00_000, '12.5 Cr'],
    [-1_50_000, '-1.5 L'],
  ])('%d reads %s', (value, text) => {
    expect(formatCompactIndian(value)).toBe(text);
  });

  it('puts ₹ before rupees', () => {
    expect(formatCompactIndian(1_20_000, { rupees: true })).toBe('₹1.2 L');
    expect(formatCompactIndian(500, { rupees: true })).toBe('₹500');
  });
});
