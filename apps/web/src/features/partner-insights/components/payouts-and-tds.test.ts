import { describe, expect, it } from 'vitest';
import { recentFinancialYears } from './payouts-and-tds';

describe('recentFinancialYears', () => {
  it('starts from the financial year of today, April to March', () => {
    expect(recentFinancialYears('2027-03-31')).toEqual(['2026-27', '2025-26', '2024-25', '2023-24']);
    expect(recentFinancialYears('2027-04-01')).toEqual(['2027-28', '2026-27', '2025-26', '2024-25']);
  });
});
