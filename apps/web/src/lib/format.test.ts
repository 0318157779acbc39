import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format';

const inIndia = (language: string, options: Intl.DateTimeFormatOptions, at: string) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'Asia/Kolkata' }).format(new Date(at));

describe('formatDate, formatDateTime and formatTime', () => {
  it('write a date in the language chosen, the Indian way', () => {
    expect(formatDate('2026-01-23T10:00:00Z', 'en')).toBe('23 Jan 2026');
    expect(formatDate('2026-01-23T10:00:00Z', 'hi')).toBe(
      inIndia('hi-IN', { dateStyle: 'medium' }, '2026-01-23T10:00:00Z'),
    );
    expect(formatDate('2026-01-23T10:00:00Z', 'hi')).not.toBe('23 Jan 2026');
  });

  it('show an instant just before midnight UTC as the next day in India, in both languages', () => {
    const at = '2026-01-23T20:15:00Z'; // 01:45 on 24 January in India
    expect(formatDate(at, 'en')).toBe('24 Jan 2026');
    expect(formatDate(at, 'hi')).toBe(inIndia('hi-IN', { dateStyle: 'medium' }, at));
    expect(formatDate(at, 'hi')).toContain('24');
    expect(formatTime(at, 'en')).toMatch(/^1:45\s?am$/i);
    expect(formatDateTime(at, 'en')).toMatch(/^24 Jan 2026, 1:45\s?am$/i);
    expect(formatDateTime(at, 'hi')).toBe(inIndia('hi-IN', { dateStyle: 'medium', timeStyle: 'short' }, at));
    expect(formatDateTime(at, 'hi')).toContain('24');
  });

  it('keep a calendar day the same day, whatever the zone', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('5 Mar 2026');
  });

  it('keep the time apart from the date-only format of the same language', () => {
    const at = '2026-01-23T10:05:00Z';
    expect(formatDateTime(at, 'en')).toBe(inIndia('en-IN', { dateStyle: 'medium', timeStyle: 'short' }, at));
    expect(formatDate(at, 'en')).toBe('23 Jan 2026');
  });

  it('show a dash for a missing or unreadable date', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDate(undefined, 'hi')).toBe('—');
    expect(formatDateTime('not a date', 'en')).toBe('—');
  });
});

describe('prepareDateFormat', () => {
  it("builds a language's date formatter in a task of its own, which the first date then uses", async () => {
    const expected = inIndia('hi-IN', { dateStyle: 'medium' }, '2026-01-23T10:00:00Z');
    vi.useFakeTimers();
    vi.resetModules();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./format');
      fresh.prepareDateFormat('hi');
      expect(built).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(built).toHaveBeenCalledTimes(1);
      expect(fresh.formatDate('2026-01-23T10:00:00Z', 'hi')).toBe(expected);
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
      vi.useRealTimers();
    }
  });
});
