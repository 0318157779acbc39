import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@saakh/domain/messages';
import type { UnmatchedLender } from '@saakh/domain/offers';
import { initTestI18n } from '@/testing/test-i18n';
import { UnmatchedLenders, unmatchedLines } from './unmatched-lenders';

const hindi = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/hi/customer.json', {
  eager: true,
});

beforeAll(async () => {
  await initTestI18n();
  for (const module of Object.values(hindi)) i18next.addResourceBundle('hi', 'customer', module.default);
  i18next.addResourceBundle(
    'hi',
    'domain',
    Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text.hi])),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const limits = { minAmount: 50_000, maxAmount: 1_000_000, minTenureMonths: 12, maxTenureMonths: 60 };

const unmatched: UnmatchedLender[] = [
  {
    lender: { id: 1, name: 'IDFC First Bank' },
    reasons: ['reasonDeclinedCooling'],
    exclusion: { reason: 'reasonDeclinedCooling', status: 'rejected', on: '2026-11-28', againFrom: '2027-02-26' },
    limits: null,
  },
  {
    lender: { id: 2, name: 'Kotak Mahindra Bank' },
    reasons: ['reasonAppliedOpen'],
    exclusion: { reason: 'reasonAppliedOpen', status: 'in_review', on: '2026-11-28', againFrom: null },
    limits: null,
  },
  {
    lender: { id: 3, name: 'Tata Capital' },
    reasons: ['reasonDisbursedRecently'],
    exclusion: { reason: 'reasonDisbursedRecently', status: 'disbursed', on: '2026-11-20', againFrom: '2026-12-20' },
    limits: null,
  },
  {
    lender: { id: 4, name: 'HDFC Bank' },
    reasons: ['reasonAmountBelowMin', 'reasonTenureOutOfRange', 'reasonIncomeTooLow'],
    exclusion: null,
    limits,
  },
];

const lines = (language: 'en' | 'hi') =>
  unmatched.map((item) => unmatchedLines(item, i18next.getFixedT(language, ['customer', 'domain']), language));

describe('unmatched lenders', () => {
  it('say in English when the customer applied or was declined, and when they may apply again, in India time', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    expect(lines('en')).toEqual([
      ['Declined on 28 Nov: you can apply again from 26 Feb 2027'],
      ['Applied on 28 Nov: Under review'],
      ['Loan paid out on 20 Nov: you can apply again from 20 Dec'],
      [
        'Lends ₹50,000 to ₹10,00,000',
        'Lends for 12 to 60 months',
        "Your monthly income is below this lender's minimum",
      ],
    ]);
  });

  it('say the same in Hindi', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    const [declined, applied, disbursed, limited] = lines('hi');
    expect(declined[0]).toMatch(/^28 नव.* को अस्वीकृत: आप 26 फ़र.* 2027 से फिर आवेदन कर सकते हैं$/);
    expect(applied).toEqual([expect.stringMatching(/^28 नव.* को आवेदन किया: समीक्षा में$/)]);
    expect(disbursed[0]).toMatch(/^20 नव.* को ऋण वितरित: आप 20 दिस.* से फिर आवेदन कर सकते हैं$/);
    expect(limited).toEqual([
      '₹50,000 से ₹10,00,000 तक ऋण देता है',
      '12 से 60 महीनों के लिए ऋण देता है',
      'आपकी मासिक आय इस ऋणदाता की न्यूनतम सीमा से कम है',
    ]);
  });

  it('word a reason without its dates or limits on their own', () => {
    const bare: UnmatchedLender = {
      lender: { id: 5, name: 'Axis Bank' },
      reasons: ['reasonAppliedOpen', 'reasonAmountAboveMax'],
      exclusion: null,
      limits: null,
    };
    expect(unmatchedLines(bare, i18next.getFixedT('en', ['customer', 'domain']), 'en')).toEqual([
      'You have an application with this lender that is still open',
      'The amount is above what this lender lends',
    ]);
  });

  it('list each lender with its reasons', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    render(<UnmatchedLenders unmatched={unmatched} />);
    const section = screen.getByRole('region', { name: 'Lenders that did not match' });
    const idfc = within(section)
      .getAllByTestId('unmatched-lender')
      .find((item) => item.textContent?.startsWith('IDFC First Bank'));
    expect(idfc).toHaveTextContent('Declined on 28 Nov: you can apply again from 26 Feb 2027');
  });
});
