import { describe, expect, it } from 'vitest';
import { adminNav } from '@saakh/domain/roles';
import { adminRoutes } from './admin-routes';

describe('the admin area’s routes', () => {
  const shell = adminRoutes.find((route) => route.path === 'admin');
  const paths = (shell?.children ?? []).map((route) => route.path).filter((path): path is string => Boolean(path));

  it('has a page for every sidebar entry, so no admin page is a placeholder', () => {
    for (const item of adminNav) expect(paths, item.path).toContain(item.path);
  });

  it('has the customer view of the CSR portal and the reports without a sidebar entry (admin spec §2.1)', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'csr-portal/:id/:pid',
        'products-report',
        'vendors-products-report',
        'lenders/:lenderId',
        'partners/:id',
      ]),
    );
  });
});
