import { describe, expect, it } from 'vitest';
import { chosenTotals } from './chosen-totals';

describe('chosenTotals', () => {
  it('adds the nets to the paisa, without binary noise', () => {
    expect(chosenTotals([{ net: 0.1 }, { net: 0.2 }, { net: 4640 }, { net: 5387.32 }])).toEqual({
      count: 4,
      net: 10027.62,
    });
  });

  it('is nothing for no partner', () => {
    expect(chosenTotals([])).toEqual({ count: 0, net: 0 });
  });
});
