import { describe, expect, it } from 'vitest';
import { recentMonths } from './commission-statement';
import { stepsFromParam } from './funnel-builder';

describe('the statement months offered', () => {
  it('counts back from the month in India, across the year', () => {
    // 31 Dec 2026 at 20:00 UTC is already 1 January 2027 in India.
    expect(recentMonths(new Date('2026-12-31T20:00:00Z'), 3)).toEqual(['2027-01', '2026-12', '2026-11']);
  });
});

describe('the funnel steps in the URL', () => {
  it('keeps the journey order whatever order they are named in', () => {
    expect(stepsFromParam('disbursed,visits,applied')).toEqual(['visits', 'applied', 'disbursed']);
  });

  it('shows every step when fewer than two known steps are named', () => {
    expect(stepsFromParam('visits,nonsense')).toHaveLength(8);
    expect(stepsFromParam(null)).toHaveLength(8);
  });
});
