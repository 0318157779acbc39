import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  financialYearSchema,
  gstSplit,
  partnerInvoiceInputSchema,
  quarterDays,
  quarterOf,
  recentFinancialYears,
  selfBilledNumber,
} from './payout-documents';

describe('the Indian financial year', () => {
  it.each([
    ['2026-04-01', '2026-27', 'Q1'],
    ['2026-06-30', '2026-27', 'Q1'],
    ['2026-07-01', '2026-27', 'Q2'],
    ['2026-12-31', '2026-27', 'Q3'],
    ['2027-01-01', '2026-27', 'Q4'],
    ['2027-03-31', '2026-27', 'Q4'],
    ['2099-04-01', '2099-00', 'Q1'],
  ])('puts %s in %s %s', (day, fy, quarter) => {
    expect(financialYearOf(day)).toBe(fy);
    expect(quarterOf(day)).toBe(quarter);
  });

  it('gives a quarter its days, Q4 in the next calendar year', () => {
    expect(quarterDays('2026-27', 'Q1')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterDays('2026-27', 'Q4')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });

  it('refuses a year whose two halves do not follow', () => {
    expect(financialYearSchema.safeParse('2026-27').success).toBe(true);
    expect(financialYearSchema.safeParse('2026-28').success).toBe(false);
    expect(financialYearSchema.safeParse('26-27').success).toBe(false);
  });
});

describe('invoice numbers and GST', () => {
  it('numbers a self-billed invoice in 16 characters', () => {
    expect(selfBilledNumber('2026-27', 1)).toBe('SB/2026-27/00001');
    expect(selfBilledNumber('2026-27', 99_999)).toHaveLength(16);
  });

  it('halves GST within a state so the halves add up to the paisa, and charges IGST across states', () => {
    expect(gstSplit(222.23, '27AAPFU0939F1ZV', '27AAKCS1234M1Z3')).toEqual({
      kind: 'intra_state',
      cgst: 111.12,
      sgst: 111.11,
      igst: 0,
    });
    expect(gstSplit(222.23, '29AAGCB7383J1Z4', '27AAKCS1234M1Z3')).toEqual({
      kind: 'inter_state',
      cgst: 0,
      sgst: 0,
      igst: 222.23,
    });
  });

  it('takes a partner invoice number of up to 16 letters, digits, / and -', () => {
    expect(partnerInvoiceInputSchema.parse({ number: ' inv/26-27/12 ', invoice_date: '2026-11-20' }).number).toBe(
      'INV/26-27/12',
    );
    expect(
      partnerInvoiceInputSchema.safeParse({ number: 'INV/2026-27/00001', invoice_date: '2026-11-20' }).success,
    ).toBe(false);
    expect(partnerInvoiceInputSchema.safeParse({ number: '//', invoice_date: '2026-11-20' }).success).toBe(false);
  });
});

describe('recentFinancialYears', () => {
  it('starts from the financial year of today, April to March', () => {
    expect(recentFinancialYears('2027-03-31')).toEqual(['2026-27', '2025-26', '2024-25', '2023-24']);
    expect(recentFinancialYears('2027-04-01', 2)).toEqual(['2027-28', '2026-27']);
  });
});
