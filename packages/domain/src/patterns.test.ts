import { describe, expect, it } from 'vitest';
import { patterns } from './patterns';

type Examples = { valid: string[]; invalid: string[] };

/** Valid and invalid examples for every shared pattern; `satisfies` makes a new pattern without examples a type error. */
const examples = {
  mobile: {
    valid: ['9876543210', '6000000000', '7012345678', '8123456789'],
    invalid: [
      '5876543210',
      '987654321',
      '98765432101',
      '98765 43210',
      '+919876543210',
      '09876543210',
      'abcdefghij',
      '',
    ],
  },
  otp: { valid: ['123456', '000000'], invalid: ['12345', '1234567', '12a456', ' 123456', '١٢٣٤٥٦', ''] },
  email: {
    valid: ['asha@example.com', 'first.last+tag@sub.example.co.in', 'a_b-c%d@x.io'],
    invalid: [
      'asha',
      'asha@',
      '@example.com',
      'asha@example',
      'asha @example.com',
      'asha@example.c',
      'asha@exam ple.com',
      '',
    ],
  },
  panIndividual: {
    valid: ['ABCPE1234F', 'ZZZPZ9999Z'],
    invalid: [
      'ABCCE1234F',
      'ABCHE1234F',
      'abcpe1234f',
      'ABCPE1234',
      'ABCPE12345',
      'ABCP1E234F',
      'AB1PE1234F',
      'ABCPE1234F ',
      '',
    ],
  },
  panCompany: {
    valid: ['AAACB1234C', 'ABCFK1234L', 'ABCHK1234L', 'ABCTK1234L'],
    invalid: ['ABCPE1234F', 'ABCXE1234F', 'aaacb1234c', 'AAACB123C', ''],
  },
  alphabets: { valid: ['Asha', 'rao', 'X'], invalid: ['Asha1', 'Asha Rao', "O'Brien", 'आशा', ''] },
  fullName: {
    valid: ['Asha Rao', "Mary-Jane O'Brien", 'A B', 'Asha  Devi Rao'],
    invalid: ['Asha', 'Asha ', ' Asha Rao', 'Asha Rao2', 'Asha -Rao', "Asha Rao'", 'Asha.Rao', ''],
  },
  address: {
    valid: ['Flat 12-B, MG Road.', '#221 Baker Street', 'Plot 7, Sector 21', ''],
    invalid: [
      'Flat 12/B',
      'Road; DROP TABLE users',
      'Road@home',
      'Line\nbreak',
      '<script>',
      'Flat (12)',
      'Road & Lane',
    ],
  },
  locality: {
    valid: ['Sector 21, Noida.', '#5 Main', 'Koramangala'],
    invalid: ['Sector-21', 'Noida/UP', 'Noida & Co', ''],
  },
  pincode: { valid: ['110001', '560034', '999999'], invalid: ['011001', '11001', '1100011', '11000a', '110 001', ''] },
  ifsc: {
    valid: ['HDFC0001234', 'SBIN0ABC123', 'ICIC0000001'],
    invalid: ['hdfc0001234', 'HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', 'HDFC0abc123', ''],
  },
  businessName: {
    valid: ['Asha Traders', 'ABC', 'A1 Motors', 'X'.repeat(40)],
    invalid: ['AB', 'X'.repeat(41), 'Asha & Sons', 'Asha-Traders', 'Asha.Traders', ''],
  },
  alphanumeric10: { valid: ['AB12CD34EF', '0123456789'], invalid: ['AB12CD34E', 'AB12CD34EF1', 'AB12-D34EF', ''] },
  guid: {
    valid: ['123e4567-e89b-12d3-a456-426614174000', 'ABCDEF01-2345-6789-ABCD-EF0123456789'],
    invalid: [
      '123e4567e89b12d3a456426614174000',
      'zzze4567-e89b-12d3-a456-426614174000',
      '123e4567-e89b-12d3-a456-42661417400',
      '',
    ],
  },
  uan: {
    valid: ['UDYAM-MH-12-1234567', 'UDYAM-KA-01-0000001'],
    invalid: [
      'UDYAM-MH-12-123456',
      'UDYAM-MH-12-12345678',
      'udyam-mh-12-1234567',
      'UDYAM-M1-12-1234567',
      'UDYAM-MHA-12-1234567',
      'UDYAM-MH-1-1234567',
      'UDYAMMH121234567',
      'UDYOG-MH-12-1234567',
      '',
    ],
  },
  cardName: { valid: ['HDFC Millennia', 'Card_1-Plus'], invalid: ['Card!', 'Card/1', 'Card.1', ''] },
  lenderName: { valid: ['HDFC_Bank-1', 'Bajaj'], invalid: ['HDFC Bank', 'HDFC.Bank', 'HDFC&Co', ''] },
  lenderGroupName: { valid: ['Top Banks_1-A', 'NBFC'], invalid: ['Top.Banks', 'Top/Banks', ''] },
  utmId: { valid: ['', 'utm_finserve-1'], invalid: ['utm id', 'utm.id', 'utm?x=1'] },
  username: {
    valid: ['finserve', 'a.b_c-d', 'abc', 'x'.repeat(40)],
    invalid: ['ab', 'fin serve', 'fin@serve', 'x'.repeat(41), ''],
  },
  partnerKey: {
    valid: ['cl', 'finserve', 'kisan-bazaar', 'p2'],
    invalid: ['c', 'FinServe', 'fin_serve', 'fin serve', 'x'.repeat(41), ''],
  },
  hexColor: { valid: ['#0B5FFF', '#00ff00'], invalid: ['0B5FFF', '#0B5FF', '#0B5FFG', '#0B5FFFF', 'red', ''] },
  gstin: {
    valid: ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'],
    invalid: ['27AAPFU0939F1YV', '27aapfu0939f1zv', '27AAPFU0939F0ZV', '27AAPFU0939F1Z', 'AAAPFU0939F1ZVV', ''],
  },
  bankAccount: {
    valid: ['123456789', '123456789012345678'],
    invalid: ['12345678', '1234567890123456789', '12345 6789', '12345678A', ''],
  },
} satisfies Record<keyof typeof patterns, Examples>;

describe('validation patterns', () => {
  it('has examples for every pattern', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(patterns).sort());
  });

  for (const [name, { valid, invalid }] of Object.entries(examples)) {
    const pattern = patterns[name as keyof typeof patterns];
    it.each(valid)(`${name} accepts %j`, (value) => {
      expect(pattern.test(value)).toBe(true);
    });
    it.each(invalid)(`${name} rejects %j`, (value) => {
      expect(pattern.test(value)).toBe(false);
    });
  }

  it('rejects a PAN whose fourth letter is not P', () => {
    for (const fourth of 'ABCDEFGHIJKLMNOQRSTUVWXYZ')
      expect(patterns.panIndividual.test(`ABC${fourth}E1234F`)).toBe(false);
    expect(patterns.panIndividual.test('ABCPE1234F')).toBe(true);
  });

  it('rejects a mobile number that does not start with 6, 7, 8 or 9', () => {
    for (const first of '012345') expect(patterns.mobile.test(`${first}876543210`)).toBe(false);
  });

  it('treats IFSC as case sensitive', () => {
    expect(patterns.ifsc.test('HDFC0001234')).toBe(true);
    expect(patterns.ifsc.test('Hdfc0001234')).toBe(false);
  });
});
