import { describe, expect, it } from 'vitest';
import { loanProductCodes, loanProducts } from '@saakh/domain/products';
import { customerRoutes } from './customer-routes';

const childPaths = new Set((customerRoutes[0]?.children ?? []).map((route) => route.path));

describe('the customer area routes', () => {
  it.each(loanProductCodes)('has the welcome-back, detail and offers pages of %s at its registry paths', (code) => {
    for (const path of Object.values(loanProducts[code].pages))
      expect(childPaths.has(path.replace(/^\/user\//, '')), path).toBe(true);
  });
});
