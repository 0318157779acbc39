import { describe, expect, it } from 'vitest';
import {
  bankFileRow,
  customerReference,
  parseBankResponseRow,
  paymentTypeOf,
  responseColumnIndexes,
} from './bank-transfers';

describe('the bank file', () => {
  it('pays by RTGS from ₹2,00,000 and by NEFT below', () => {
    expect(paymentTypeOf(199_999.99)).toBe('NEFT');
    expect(paymentTypeOf(200_000)).toBe('RTGS');
  });

  it('writes amounts with paise and no grouping, and a reference of letters and digits within 20', () => {
    const reference = customerReference(1_234_567, 200);
    expect(reference).toMatch(/^[A-Z0-9]{1,20}$/);
    expect(
      bankFileRow(7, {
        net: 1500.5,
        beneficiary_name: 'Sharma Finserv',
        beneficiary_account: '501000000001',
        beneficiary_ifsc: 'HDFC0001234',
        beneficiary_email: null,
        customer_reference: 'SAAKH7N1',
      }),
    ).toEqual([
      'NEFT',
      'Sharma Finserv',
      '501000000001',
      'HDFC0001234',
      '1500.50',
      'SAAKH7N1',
      'Saakh commission 7',
      '',
    ]);
  });
});

describe('the bank’s response', () => {
  it('finds its columns in any order and case, and names those missing', () => {
    expect(responseColumnIndexes(['utr', 'CUSTOMER REFERENCE', 'Sr No', 'status']).indexes).toMatchObject({
      UTR: 0,
      'Customer Reference': 1,
      Status: 3,
    });
    expect(responseColumnIndexes(['UTR', 'Amount']).missing).toEqual(['Customer Reference', 'Status']);
  });

  it.each([
    [
      {
        'Customer Reference': 'saakh1n1',
        Status: 'Success',
        UTR: 'hdfcn1',
        'Value Date': '27/11/2026',
        Amount: '₹1,47,000.50',
      },
      { ok: true, customer_reference: 'SAAKH1N1', utr: 'HDFCN1', value_date: '2026-11-27', amount: 147000.5 },
    ],
    [
      { 'Customer Reference': 'SAAKH1N1', Status: 'SUCCESS', UTR: 'HDFCN12', 'Value Date': '2026-11-27', Amount: 980 },
      { ok: true, amount: 980 },
    ],
    [
      { 'Customer Reference': 'SAAKH1N1', Status: 'Rejected', Reason: 'Invalid IFSC' },
      { ok: true, status: 'rejected', reason: 'Invalid IFSC' },
    ],
    [{ Status: 'Success' }, { ok: false, problem: 'bankRowNoReference' }],
    [
      { 'Customer Reference': 'SAAKH1N1', Status: 'Pending' },
      { ok: false, problem: 'bankRowStatusInvalid' },
    ],
    [
      { 'Customer Reference': 'SAAKH1N1', Status: 'Success', UTR: 'AB-1', 'Value Date': '27/11/2026', Amount: '1' },
      { ok: false, problem: 'bankRowUtrInvalid' },
    ],
    [
      { 'Customer Reference': 'SAAKH1N1', Status: 'Success', UTR: 'HDFCN12', 'Value Date': '31/02/2026', Amount: '1' },
      { ok: false, problem: 'bankRowDateInvalid' },
    ],
    [
      { 'Customer Reference': 'SAAKH1N1', Status: 'Success', UTR: 'HDFCN12', 'Value Date': '27/11/2026', Amount: '-5' },
      { ok: false, problem: 'bankRowAmountInvalid' },
    ],
  ])('reads %o', (cells, expected) => {
    expect(parseBankResponseRow(cells)).toMatchObject(expected);
  });
});
