import { describe, expect, it } from 'vitest';
import { eraseCustomerInputSchema, erasureSearchKind, erasureSearchQuerySchema } from './customer-erasure';

describe('erasureSearchQuerySchema', () => {
  it('takes a mobile number, a PAN in any case (upper-cased) or a whole application id (lower-cased)', () => {
    expect(erasureSearchQuerySchema.parse({ q: ' 9876543210 ' }).q).toBe('9876543210');
    expect(erasureSearchQuerySchema.parse({ q: 'abcpe1234f' }).q).toBe('ABCPE1234F');
    const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    expect(erasureSearchQuerySchema.parse({ q: id }).q).toBe(id.toLowerCase());
  });

  it.each(['', '12345', '5876543210', 'ABCDE', '0f8fad5b-d9cb-469f', 'x@y.in'])('refuses %j', (q) => {
    expect(erasureSearchQuerySchema.safeParse({ q }).success).toBe(false);
  });
});

describe('erasureSearchKind', () => {
  it('names what was typed', () => {
    expect(erasureSearchKind('9876543210')).toBe('mobile');
    expect(erasureSearchKind('abcpe1234f')).toBe('pan');
    expect(erasureSearchKind('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('application');
    expect(erasureSearchKind('hello')).toBeNull();
  });
});

describe('eraseCustomerInputSchema', () => {
  it('needs four digits and a reason category', () => {
    expect(eraseCustomerInputSchema.safeParse({ confirmation: '3210', reason: 'legal_order' }).success).toBe(true);
    expect(eraseCustomerInputSchema.safeParse({ confirmation: '321', reason: 'legal_order' }).success).toBe(false);
    expect(eraseCustomerInputSchema.safeParse({ confirmation: '3210', reason: 'asked nicely' }).success).toBe(false);
  });
});
