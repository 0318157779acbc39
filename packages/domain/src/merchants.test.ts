import { describe, expect, it } from 'vitest';
import {
  gstinCheckChar,
  gstinMatchesPan,
  isValidGstin,
  lifecycleOf,
  missingForActivation,
  missingForPayout,
  partnerParentInputSchema,
  payoutInputSchema,
  splitWithParent,
  updateOnboardingInputSchema,
  type OnboardingFacts,
} from './merchants';

const complete: OnboardingFacts = {
  legal_name: 'Sharma Finserv Private Limited',
  pan: 'AAPFU0939F',
  contact_name: 'Ravi Sharma',
  contact_email: 'ravi@example.in',
  contact_mobile: '9876543210',
  bank_account_holder: 'Sharma Finserv',
  bank_account_number: '123456789012',
  bank_ifsc: 'HDFC0001234',
};

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts %s, whose check character agrees', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckChar(gstin)).toBe(gstin.charAt(14));
  });

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['state code 00', '00AAPFU0939F1ZV'],
    ['state code 40', '40AAPFU0939F1ZV'],
    ['no Z in the 14th place', '27AAPFU0939F1YV'],
    ['entity number 0', '27AAPFU0939F0ZV'],
    ['lowercase letters', '27aapfu0939f1zv'],
    ['14 characters', '27AAPFU0939F1Z'],
  ])('refuses %s', (_case, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('must carry the PAN it was issued on', () => {
    expect(gstinMatchesPan('27AAPFU0939F1ZV', 'AAPFU0939F')).toBe(true);
    expect(gstinMatchesPan('29AAGCB7383J1Z4', 'AAPFU0939F')).toBe(false);
    expect(gstinMatchesPan(null, 'AAPFU0939F')).toBe(true);
  });
});

describe('onboarding', () => {
  it('normalises the form: uppercase PAN, GSTIN and IFSC, lowercase e-mail, account number without spaces', () => {
    const parsed = updateOnboardingInputSchema.parse({
      partner_type: 'dsa',
      legal_name: ' Sharma Finserv ',
      pan: 'aapfu0939f',
      gstin: '27aapfu0939f1zv',
      contact_name: 'Ravi Sharma',
      contact_email: 'Ravi@Example.IN',
      contact_mobile: '9876543210',
      bank_account_holder: 'Sharma Finserv',
      bank_account_number: '1234 5678 9012',
      bank_ifsc: 'hdfc0001234',
    });
    expect(parsed).toMatchObject({
      legal_name: 'Sharma Finserv',
      pan: 'AAPFU0939F',
      gstin: '27AAPFU0939F1ZV',
      contact_email: 'ravi@example.in',
      bank_account_number: '123456789012',
      bank_ifsc: 'HDFC0001234',
    });
  });

  it('takes blank details as not given, and leaves out PAN and account number when they are not sent', () => {
    const parsed = updateOnboardingInputSchema.parse({ partner_type: 'merchant', legal_name: '', gstin: '' });
    expect(parsed).toMatchObject({ legal_name: null, gstin: null, contact_name: null });
    expect('pan' in parsed && parsed.pan !== undefined).toBe(false);
  });

  it('activation needs KYC and a contact, not bank details; a payout needs KYC and bank details', () => {
    const noBank = { ...complete, bank_account_number: null, bank_ifsc: 'HDFC1001234' };
    expect(missingForActivation(noBank)).toEqual([]);
    expect(missingForPayout(noBank)).toEqual(['bank_account_number', 'bank_ifsc']);
    const badPan = { ...complete, pan: 'AAPXU0939F', contact_mobile: null };
    expect(missingForActivation(badPan)).toEqual(['pan', 'contact_mobile']);
    expect(missingForPayout(badPan)).toEqual(['pan']);
  });
});

describe('parent and split', () => {
  it('splits a share to the paisa, the parts adding up to it', () => {
    expect(splitWithParent(900, 20)).toEqual({ own: 720, parent: 180 });
    expect(splitWithParent(100.01, 33.33)).toEqual({ own: 66.68, parent: 33.33 });
  });

  it('needs a split with a parent and no split without one', () => {
    expect(partnerParentInputSchema.safeParse({ parent_partner_id: 3, split_percent: '12.5' }).data).toEqual({
      parent_partner_id: 3,
      split_percent: 12.5,
    });
    expect(partnerParentInputSchema.safeParse({ parent_partner_id: 3, split_percent: '' }).success).toBe(false);
    expect(partnerParentInputSchema.safeParse({ parent_partner_id: '', split_percent: 5 }).success).toBe(false);
    expect(partnerParentInputSchema.safeParse({ parent_partner_id: '', split_percent: '' }).data).toEqual({
      parent_partner_id: null,
      split_percent: null,
    });
  });
});

describe('lifecycle and payouts', () => {
  it('reads partners.status as applied, active or suspended', () => {
    expect([lifecycleOf(1), lifecycleOf(2), lifecycleOf(0)]).toEqual(['active', 'applied', 'suspended']);
  });

  it('takes a UTR of 6 to 30 letters and digits, uppercased', () => {
    expect(payoutInputSchema.parse({ reference: 'utr123456', paid_on: '2026-03-05' }).reference).toBe('UTR123456');
    expect(payoutInputSchema.safeParse({ reference: 'UTR 12', paid_on: '2026-03-05' }).success).toBe(false);
    expect(payoutInputSchema.safeParse({ reference: 'UTR123456', paid_on: '05/03/2026' }).success).toBe(false);
  });
});
