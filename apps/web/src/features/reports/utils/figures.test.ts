import { describe, expect, it } from 'vitest';
import { formatChange, formatFigure, formatPercent } from './figures';

describe('formatChange', () => {
  it.each([
    [12.34, { direction: 'up', percent: '12', text: '+12%' }],
    [-12.6, { direction: 'down', percent: '13', text: '\u221213%' }],
    [2.54, { direction: 'up', percent: '2.5', text: '+2.5%' }],
    [-0.25, { direction: 'down', percent: '0.3', text: '\u22120.3%' }],
    [150, { direction: 'up', percent: '150', text: '+150%' }],
    [1234.4, { direction: 'up', percent: '1,234', text: '+1,234%' }],
  ])('shows a change of %s%% with its sign and a real minus sign', (change, expected) => {
    expect(formatChange(change)).toEqual(expected);
  });

  it('calls a change that rounds to nothing flat', () => {
    expect(formatChange(0)).toEqual({ direction: 'flat', percent: '0', text: '0%' });
    expect(formatChange(-0.04)).toEqual({ direction: 'flat', percent: '0', text: '0%' });
  });
});

describe('formatFigure', () => {
  it('shows money in rupees with Indian grouping, paise only when there are some', () => {
    expect(formatFigure('disbursed_amount', 1234567)).toBe('₹12,34,567');
    expect(formatFigure('expected_commission', 3750.5)).toBe('₹3,750.50');
    expect(formatFigure('received_commission', 0)).toBe('₹0');
  });

  it('shows counts with Indian grouping and no currency', () => {
    expect(formatFigure('applications', 123456)).toBe('1,23,456');
    expect(formatFigure('visitors', 7)).toBe('7');
  });
});

describe('formatPercent', () => {
  it('shows one decimal at most, and a dash when there is no rate', () => {
    expect(formatPercent(66.67)).toBe('66.7%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(null)).toBe('—');
  });
});
