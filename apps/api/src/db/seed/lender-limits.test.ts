import { describe, expect, it } from 'vitest';
import { loanProducts } from '@saakh/domain/products';
import { lenderSeed } from './catalogue';
import { productLenderSeed } from './products';

/**
 * No page contradicts the offers (issue 29): every demo lender's amounts, tenure and rate lie within the limits its
 * product is advertised with on the landing and products pages, which the profile form and the offer engine keep to.
 */
describe('seeded lenders and the advertised product limits', () => {
  it.each([...lenderSeed, ...productLenderSeed].map((seed) => [seed.name, seed] as const))(
    '%s lends within its product’s advertised limits',
    (_name, seed) => {
      const product = loanProducts[seed.product];
      expect(seed.minLoan).toBeGreaterThanOrEqual(product.amount.min);
      expect(seed.upto).toBeLessThanOrEqual(product.amount.max);
      expect(seed.minLoan).toBeLessThanOrEqual(seed.upto);
      expect(seed.tenure).toBeLessThanOrEqual(product.maxOfferTenureMonths ?? Infinity);
      if (product.ratePercent) {
        expect(seed.rate).toBeGreaterThanOrEqual(product.ratePercent.min);
        expect(seed.rate).toBeLessThanOrEqual(product.ratePercent.max);
      }
    },
  );
});
