import { describe, expect, it } from 'vitest';
import { lenderRemark, remarkCodes, remarkNote, remarkTexts } from './remark-codes';

describe('lenderRemark', () => {
  it('takes a known code from the code column, keeping the remarks as the lender’s words', () => {
    expect(lenderRemark('Score 640', 'LOW_CREDIT_SCORE')).toEqual({ code: 'LOW_CREDIT_SCORE', text: 'Score 640' });
    expect(lenderRemark(null, ' low credit score ')).toEqual({ code: 'LOW_CREDIT_SCORE', text: null });
    expect(lenderRemark('', 'Kyc-Mismatch')).toEqual({ code: 'KYC_MISMATCH', text: null });
  });

  it('reads a known code at the start of the remarks, in any case and with any separator', () => {
    expect(lenderRemark('LOW_CREDIT_SCORE')).toEqual({ code: 'LOW_CREDIT_SCORE', text: null });
    expect(lenderRemark('LOW_CREDIT_SCORE: score 640')).toEqual({ code: 'LOW_CREDIT_SCORE', text: 'score 640' });
    expect(lenderRemark('negative pincode - 110093')).toEqual({ code: 'NEGATIVE_PINCODE', text: '110093' });
    expect(lenderRemark('Documents incomplete. Salary slips missing')).toEqual({
      code: 'DOCUMENTS_INCOMPLETE',
      text: 'Salary slips missing',
    });
  });

  it('keeps free text, and a word that only begins like a code, as the lender’s own words', () => {
    expect(lenderRemark('Customer did not answer three calls')).toEqual({
      code: null,
      text: 'Customer did not answer three calls',
    });
    expect(lenderRemark('KYC_MISMATCHED records')).toEqual({ code: null, text: 'KYC_MISMATCHED records' });
    expect(lenderRemark('  ')).toEqual({ code: null, text: null });
    expect(lenderRemark(null)).toEqual({ code: null, text: null });
  });

  it('keeps an unknown code from the code column as the lender’s words instead of dropping it', () => {
    expect(lenderRemark('see notes', 'R17')).toEqual({ code: null, text: 'R17: see notes' });
  });

  it('writes a reason as one note that reads back the same', () => {
    for (const remark of [
      { code: 'POLICY_OTHER' as const, text: 'Internal policy 4.2' },
      { code: 'POLICY_OTHER' as const, text: null },
      { code: null, text: 'Verified at branch' },
    ]) {
      expect(lenderRemark(remarkNote(remark))).toEqual(remark);
    }
  });
});

describe('remarkTexts', () => {
  it('tells the customer every code in English and Hindi', () => {
    for (const code of remarkCodes) {
      expect(remarkTexts[code].en.length).toBeGreaterThan(10);
      expect(remarkTexts[code].hi).toMatch(/[\u0900-\u097F]/);
    }
  });
});
