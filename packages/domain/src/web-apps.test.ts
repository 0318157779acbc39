import { describe, expect, it } from 'vitest';
import { isStaffLoginPath, isStaffPath, webAppOf } from './web-apps';

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

describe('webAppOf', () => {
  it('gives the staff logins their own shell, and every other staff page the staff app', () => {
    for (const path of ['/admin/login', '/admin/login/', '/partner/login', '/acme/partner/login'])
      expect(webAppOf(path), path).toBe('staff-login');
    for (const path of ['/admin', '/admin/dashboard', '/admin/login/x', '/partner', '/partner/forgot-password'])
      expect(webAppOf(path), path).toBe('staff');
    for (const path of ['/', '/login', '/user/offers', '/a/b/partner/login'])
      expect(webAppOf(path), path).toBe('customer');
  });

  it('never calls a page outside the staff area a staff login', () => {
    for (const path of ['/login', '/user/login', '/administrator/login', '/a/b/partner/login'])
      expect(isStaffLoginPath(path), path).toBe(false);
  });
});
