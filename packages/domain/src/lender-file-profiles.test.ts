import { describe, expect, it } from 'vitest';
import {
  cellThroughProfile,
  lenderFileProfileInputSchema,
  mapHeaders,
  previewCell,
  unknownStatusWords,
  type LenderFileProfileRules,
} from './lender-file-profiles';

const profile = (rules: Partial<LenderFileProfileRules> = {}): LenderFileProfileRules =>
  lenderFileProfileInputSchema.parse({ columns: {}, ...rules });

describe('reading a cell through a lender file profile', () => {
  it.each([
    [
      'status',
      'status',
      'Sanctioned',
      profile({ status_words: [{ word: 'sanctioned', status: 'approved' }] }),
      'approved',
    ],
    ['status', 'status', 'W.I.P', profile({ status_words: [{ word: 'WIP', status: 'in_review' }] }), 'in_review'],
    [
      'status',
      'status',
      'Pending Docs',
      profile({ status_words: [{ word: 'WIP', status: 'in_review' }] }),
      'Pending Docs',
    ],
    ['status', 'disbursed_on', '05-Mar-2026', profile({ date_style: 'dmon' }), '2026-03-05'],
    ['mis', 'disbursal_date', '5 Sept 26', profile({ date_style: 'dmon' }), '2026-09-05'],
    ['commission', 'payout_date', '03/25/2026', profile({ date_style: 'mdy' }), '2026-03-25'],
    ['status', 'disbursed_on', '25/03/2026', profile({ date_style: 'dmy' }), '25/03/2026'],
    ['status', 'disbursed_amount', '4.8 L', profile({ amount_style: 'lakh' }), 480000],
    ['mis', 'loan_amount', '₹ 12.5 lakh', profile({ amount_style: 'lakh' }), 1250000],
    ['commission', 'gst', 0.07, profile({ amount_style: 'lakh' }), 7000],
    ['status', 'disbursed_amount', '4,80,000', profile({ amount_style: 'indian' }), '4,80,000'],
    [
      'status',
      'remarks',
      'Sanctioned',
      profile({ status_words: [{ word: 'Sanctioned', status: 'approved' }] }),
      'Sanctioned',
    ],
  ] as const)('%s %s: %j reads as %j', (kind, column, cell, rules, expected) => {
    expect(cellThroughProfile(kind, column, cell, rules)).toBe(expected);
  });

  it('previews dates and amounts as Saakh reads them, and an unreadable one as undefined', () => {
    const rules = profile({ date_style: 'dmon', amount_style: 'lakh' });
    expect(previewCell('status', 'disbursed_amount', '4.8 L', rules)).toBe(480000);
    expect(previewCell('status', 'disbursed_on', '05-Mar-2026', rules)).toBe('2026-03-05');
    expect(previewCell('status', 'disbursed_amount', 'lots', rules)).toBeUndefined();
    expect(previewCell('status', 'disbursed_amount', '4.8 L', profile())).toBeUndefined();
  });
});

describe('headers through a profile', () => {
  it("takes the profile's header first and does not also read the template name it replaced", () => {
    const rules = profile({ columns: { application_id: 'Saakh Ref', status: 'Loan Status' } });
    expect(mapHeaders('status', ['Saakh Ref', 'Loan Status', 'status', 'LAN'], rules)).toEqual({
      columns: ['application_id', 'status', null, 'lender_reference'],
      missing: [],
    });
    expect(mapHeaders('status', ['Saakh Ref', 'Stage'], null).missing).toEqual(['application_id', 'status']);
  });

  it('lists the status words neither Saakh nor the profile knows, once each', () => {
    const rules = profile({ status_words: [{ word: 'Login', status: 'submitted' }] });
    expect(unknownStatusWords(['In Review', 'login', 'WIP', 'wip', null, 'Sanctioned'], rules)).toEqual([
      'WIP',
      'Sanctioned',
    ]);
  });
});
