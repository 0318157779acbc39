import { describe, expect, it } from 'vitest';
import { nextDailyRun } from './daily';

describe('nextDailyRun', () => {
  const at = (iso: string, minutes: number) => nextDailyRun(new Date(iso), minutes).toISOString();

  it("answers today's run while it is ahead, tomorrow's once it has come", () => {
    expect(at('2026-11-28T10:00:00Z', 21 * 60 + 30)).toBe('2026-11-28T21:30:00.000Z');
    expect(at('2026-11-28T21:30:00Z', 21 * 60 + 30)).toBe('2026-11-29T21:30:00.000Z');
    expect(at('2026-11-28T23:59:59Z', 0)).toBe('2026-11-29T00:00:00.000Z');
  });

  it('crosses a month and a year end', () => {
    expect(at('2026-11-30T22:00:00Z', 20 * 60 + 30)).toBe('2026-12-01T20:30:00.000Z');
    expect(at('2026-12-31T21:00:00Z', 60)).toBe('2027-01-01T01:00:00.000Z');
  });
});
