import { describe, expect, it } from 'vitest';
import { defaultLocale, isLocale, localeFromHeader, locales } from './i18n';

describe('locales', () => {
  it('offers English and Hindi with English as the default', () => {
    expect(locales).toEqual(['en', 'hi']);
    expect(defaultLocale).toBe('en');
  });

  it('recognises only the supported language codes', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('hi')).toBe(true);
    for (const value of ['fr', 'EN', 'hi-IN', '', null, undefined, 1]) expect(isLocale(value)).toBe(false);
  });
});

describe('localeFromHeader', () => {
  it('answers English without a header', () => {
    expect(localeFromHeader(undefined)).toBe('en');
    expect(localeFromHeader(null)).toBe('en');
    expect(localeFromHeader('')).toBe('en');
  });

  it('reads a plain language and a regional one', () => {
    expect(localeFromHeader('hi')).toBe('hi');
    expect(localeFromHeader('hi-IN')).toBe('hi');
    expect(localeFromHeader('en-IN')).toBe('en');
    expect(localeFromHeader('HI-in')).toBe('hi');
  });

  it('reads the header a browser set to Hindi sends', () => {
    expect(localeFromHeader('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(localeFromHeader('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
  });

  it('skips languages it does not offer', () => {
    expect(localeFromHeader('fr-FR,fr;q=0.9,hi;q=0.5')).toBe('hi');
    expect(localeFromHeader('fr, de;q=0.5')).toBe('en');
    expect(localeFromHeader('*')).toBe('en');
  });

  it('prefers the language with the higher quality value, whatever the order', () => {
    expect(localeFromHeader('en;q=0.2, hi;q=0.9')).toBe('hi');
    expect(localeFromHeader('en-US;q=0.8, hi-IN')).toBe('hi');
  });

  it('never picks a language marked not acceptable (q=0)', () => {
    expect(localeFromHeader('hi;q=0, en;q=0.5')).toBe('en');
    expect(localeFromHeader('hi;q=0')).toBe('en');
  });

  it('does not mistake another language that starts with the same letters for Hindi', () => {
    // hil is Hiligaynon, hif Fiji Hindi written in Latin script: neither is served the Hindi catalogue.
    expect(localeFromHeader('hil')).toBe('en');
    expect(localeFromHeader('hif-FJ')).toBe('en');
  });

  it('survives malformed headers', () => {
    expect(localeFromHeader(',,;;q=,')).toBe('en');
    expect(localeFromHeader('x'.repeat(10_000))).toBe('en');
  });
});
