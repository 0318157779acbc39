import { describe, expect, it } from 'vitest';
import { maskBirthDate, maskEmail, maskName, maskTail } from './masking';

describe('maskTail', () => {
  it('shows a PAN as six stars and its last four characters', () => {
    expect(maskTail('ABCPE1234F')).toBe('******234F');
  });

  it('shows a mobile number as six stars and its last four digits', () => {
    expect(maskTail('9876543210')).toBe('******3210');
  });

  it('never reveals more than the last four characters', () => {
    const masked = maskTail('ABCPE1234F') ?? '';
    expect(masked).not.toContain('ABCPE');
    expect(masked.replace(/\*/g, '')).toHaveLength(4);
  });

  it('answers null when there is nothing to mask', () => {
    expect(maskTail(null)).toBeNull();
    expect(maskTail(undefined)).toBeNull();
    expect(maskTail('')).toBeNull();
  });
});

describe('maskBirthDate', () => {
  it('keeps only the year of a birth date', () => {
    expect(maskBirthDate('1990-05-17')).toBe('**/**/1990');
  });

  it('answers null without a date', () => {
    expect(maskBirthDate(null)).toBeNull();
    expect(maskBirthDate(undefined)).toBeNull();
  });
});

describe('maskName', () => {
  it('keeps the first letter of each part of a name', () => {
    expect(maskName('  Asha   Rao ')).toBe('A*** R**');
    expect(maskName('K')).toBe('K*');
  });

  it('answers null without a name', () => {
    expect(maskName(null)).toBeNull();
    expect(maskName('   ')).toBeNull();
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('asha@example.in')).toBe('a***@example.in');
  });

  it('hides an address without a local part whole', () => {
    expect(maskEmail('@example.in')).toBe('***');
    expect(maskEmail(null)).toBeNull();
  });
});
