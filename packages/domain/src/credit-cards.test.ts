import { describe, expect, it } from 'vitest';
import { isImageLink, isUtmLink, parseCreditCardChange } from './credit-cards';

describe('parseCreditCardChange', () => {
  it('trims marketing bullets and refuses an empty line', () => {
    expect(parseCreditCardChange('marketing_bullets', [' a ', 'b'])).toEqual({
      ok: true,
      value: { property: 'marketing_bullets', value: ['a', 'b'] },
    });
    expect(parseCreditCardChange('marketing_bullets', ['a', ''])).toEqual({ ok: false, message: 'bulletsInvalid' });
  });

  it('asks for a value when a required number is null', () => {
    expect(parseCreditCardChange('sort_order', null)).toEqual({ ok: false, message: 'valueRequired' });
    expect(parseCreditCardChange('sort_order', 'x')).toEqual({ ok: false, message: 'wholeNumberInvalid' });
    expect(parseCreditCardChange('annual_fee', '')).toEqual({
      ok: true,
      value: { property: 'annual_fee', value: null },
    });
  });
});

describe('isUtmLink', () => {
  it('accepts https links with the {UNIQUE_ID} placeholder', () => {
    expect(isUtmLink('https://bank.example/apply?sub_id={UNIQUE_ID}')).toBe(true);
    expect(isUtmLink('http://bank.example/apply')).toBe(false);
    expect(isUtmLink('https://bank.example/a b')).toBe(false);
  });
});

describe('isImageLink', () => {
  it('accepts upload and site paths and https URLs only', () => {
    expect(isImageLink('/uploads/images/x/1.png')).toBe(true);
    expect(isImageLink('/card-art/saral-cashback.svg')).toBe(true);
    expect(isImageLink('https://cdn.example/x.png')).toBe(true);
    expect(isImageLink('data:image/svg+xml;charset=utf-8,%3Csvg%20onload%3Dalert(1)%3E')).toBe(false);
    expect(isImageLink('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(isImageLink('data:text/html;base64,PGI+')).toBe(false);
    expect(isImageLink('javascript:alert(1)')).toBe(false);
    expect(isImageLink('//evil.example/x.png')).toBe(false);
    expect(isImageLink('http://cdn.example/x.png')).toBe(false);
    expect(isImageLink('/uploads/../secret')).toBe(false);
  });
});
