import { describe, expect, it } from 'vitest';
import { formatIndiaDay } from './india-date';

const now = new Date('2026-11-28T10:00:00Z');

describe('formatIndiaDay', () => {
  it('writes an India day in English and Hindi, the year only when it is not this year', () => {
    expect(formatIndiaDay('2026-11-28', 'en', now)).toBe('28 Nov');
    expect(formatIndiaDay('2027-02-26', 'en', now)).toBe('26 Feb 2027');
    expect(formatIndiaDay('2026-11-28', 'hi', now)).toMatch(/^28 नव/);
  });

  it('reads an instant in India time: 20:00 UTC is already the next day there', () => {
    expect(formatIndiaDay('2026-11-27T20:00:00Z', 'en', now)).toBe('28 Nov');
  });
});
