import { describe, expect, it } from 'vitest';
import { addDays, dayInIndia, presetRange, previousRange, rangeInstants, resolveRange } from './date-ranges';

describe('date presets in India', () => {
  it('end yesterday, whatever the time of day', () => {
    // 23 Nov 2026, 10:00 in India.
    const now = new Date('2026-11-23T04:30:00Z');
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('last_7_days', now)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('last_30_days', now)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(presetRange('today', now)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('custom_range', now)).toBeNull();
  });

  it('turn to the next day at midnight in India, not at midnight UTC', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is 00:00 the next day there.
    expect(presetRange('yesterday', new Date('2026-11-23T18:29:59Z'))).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
    expect(presetRange('yesterday', new Date('2026-11-23T18:30:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(dayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('cross month and leap-day boundaries', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(presetRange('last_7_days', new Date('2027-03-02T06:00:00Z'))).toEqual({
      from: '2027-02-23',
      to: '2027-03-01',
    });
  });

  it('compare a range with the same number of days just before it', () => {
    expect(previousRange({ from: '2026-11-16', to: '2026-11-22' })).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(previousRange({ from: '2026-11-22', to: '2026-11-22' })).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });

  it('cover whole days of India as instants', () => {
    expect(rangeInstants({ from: '2026-11-22', to: '2026-11-22' })).toEqual({
      start: new Date('2026-11-21T18:30:00Z'),
      end: new Date('2026-11-22T18:30:00Z'),
    });
  });
});

describe('a date range asked in a query', () => {
  const now = new Date('2026-11-23T04:30:00Z');

  it('takes a preset, else the caller default, else a custom range when both days are given', () => {
    expect(resolveRange({ preset: 'yesterday' }, now, 'last_7_days')).toEqual({
      ok: true,
      range: { from: '2026-11-22', to: '2026-11-22' },
    });
    expect(resolveRange({}, now, 'last_7_days')).toMatchObject({ range: { from: '2026-11-16' } });
    expect(resolveRange({ from: '2026-01-01', to: '2026-01-31' }, now, 'today')).toEqual({
      ok: true,
      range: { from: '2026-01-01', to: '2026-01-31' },
    });
  });

  it('refuses a custom range without both days, backwards, or longer than a year', () => {
    expect(resolveRange({ preset: 'custom_range', from: '2026-01-01' }, now, 'today')).toEqual({
      ok: false,
      field: 'to',
      message: 'dateRangeRequired',
    });
    expect(resolveRange({ preset: 'custom_range', from: '2026-02-01', to: '2026-01-01' }, now, 'today')).toMatchObject({
      ok: false,
      message: 'dateRangeOrder',
    });
    expect(resolveRange({ preset: 'custom_range', from: '2024-01-01', to: '2026-01-01' }, now, 'today')).toMatchObject({
      ok: false,
      message: 'dateRangeTooLong',
    });
  });
});
