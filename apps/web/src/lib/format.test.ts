import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('formatDate and formatDateTime', () => {
  it('write a date in the language chosen, the Indian way', () => {
    expect(formatDate('2026-01-23T10:00:00Z', 'en')).toBe('23 Jan 2026');
    expect(formatDate('2026-01-23T10:00:00Z', 'hi')).toBe(
      new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium' }).format(new Date('2026-01-23T10:00:00Z')),
    );
    expect(formatDate('2026-01-23T10:00:00Z', 'hi')).not.toBe('23 Jan 2026');
  });

  it('keep the time apart from the date-only format of the same language', () => {
    const at = '2026-01-23T10:05:00Z';
    expect(formatDateTime(at, 'en')).toBe(
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
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
    const expected = new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium' }).format(new Date('2026-01-23T10:00:00Z'));
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
