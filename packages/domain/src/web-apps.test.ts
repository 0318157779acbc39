import { describe, expect, it } from 'vitest';
import { isStaffPath } from './web-apps';

describe('isStaffPath', () => {
  it('takes the admin and partner areas and a branded partner login', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/login',
      '/admin/lenders/7',
      '/partner',
      '/partner/join/ab12',
      '/acme/partner/login',
    ])
      expect(isStaffPath(path), path).toBe(true);
  });

  it('leaves public and customer pages, and look-alikes, to the customer app', () => {
    for (const path of [
      '/',
      '/products',
      '/user/offers',
      '/administrator',
      '/partners',
      '/acme',
      '/acme/partner',
      '/a/b/partner/login',
    ])
      expect(isStaffPath(path), path).toBe(false);
  });
});
