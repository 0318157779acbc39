import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/locales/en/cases.json';
import hi from '@/locales/hi/cases.json';
import { timeInStatus } from './time-in-status';

let english: TFunction;
let hindi: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { cases: en }, hi: { cases: hi } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  english = instance.getFixedT('en', 'cases');
  hindi = instance.getFixedT('hi', 'cases');
});

describe('timeInStatus', () => {
  it.each([
    [0, 'under 1 h'],
    [0.75, 'under 1 h'],
    [1, '1 h'],
    [23.9, '23 h'],
    [24, '1 d'],
    [76.5, '3 d 4 h'],
    [170, '7 d 2 h'],
  ])('says %s hours as “%s” in English', (hours, text) => {
    expect(timeInStatus(hours, english)).toBe(text);
  });

  it.each([
    [0.2, '1 घंटे से कम'],
    [5, '5 घंटे'],
    [48, '2 दिन'],
    [76, '3 दिन 4 घंटे'],
  ])('says %s hours as “%s” in Hindi', (hours, text) => {
    expect(timeInStatus(hours, hindi)).toBe(text);
  });

  it('never shows a negative clock (a status time a little ahead of the server’s)', () => {
    expect(timeInStatus(-2, english)).toBe('under 1 h');
  });
});
