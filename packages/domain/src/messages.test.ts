/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { locales } from './i18n';
import { isMessageKey, messages, translate } from './messages';

const devanagari = /[\u0900-\u097F]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*\w+\s*\}?\}/g)].map((match) => match[0]).sort();

describe('message catalogue', () => {
  const entries = Object.entries(messages);

  it('has messages', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('gives every key one meaning: no area reuses another area’s key (the later one would silently win)', () => {
    const areas = import.meta.glob<Record<string, Record<string, unknown>>>('./*-messages.ts', { eager: true });
    const owners = new Map<string, string[]>();
    for (const [file, exported] of Object.entries(areas))
      for (const catalogue of Object.values(exported))
        for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), file]);
    expect(owners.size).toBeGreaterThan(100);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it.each(entries)('%s has a non-empty text in every language', (_key, message) => {
    for (const locale of locales) {
      expect(typeof message[locale]).toBe('string');
      expect(message[locale].trim()).not.toBe('');
    }
  });

  it.each(entries)('%s has a real Hindi translation', (_key, message) => {
    expect(message.hi).toMatch(devanagari);
    expect(message.hi).not.toBe(message.en);
  });

  it.each(entries)('%s keeps the same placeholders in both languages', (_key, message) => {
    expect(placeholders(message.hi)).toEqual(placeholders(message.en));
  });

  it('spells the spec messages exactly as the spec shows them', () => {
    expect(messages.mobileInvalid.en).toBe('Please enter a valid 10 digit mobile number');
    expect(messages.otpInvalid.en).toBe('Enter 6 digits OTP');
    expect(messages.emailInvalid.en).toBe('Email is invalid');
    expect(messages.userNameInvalid.en).toBe('Please enter a valid user name');
    expect(messages.anErrorOccurred.en).toBe('An error occurred');
  });
});

describe('translate', () => {
  it('resolves a key in the asked language', () => {
    expect(translate('mobileInvalid', 'en')).toBe('Please enter a valid 10 digit mobile number');
    expect(translate('mobileInvalid', 'hi')).toBe(messages.mobileInvalid.hi);
  });

  it('returns a text that is not a key unchanged', () => {
    expect(translate('Row 3: unknown status', 'hi')).toBe('Row 3: unknown status');
  });

  it('does not treat object prototype names as message keys', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(isMessageKey(name)).toBe(false);
      expect(translate(name, 'en')).toBe(name);
    }
  });
});
