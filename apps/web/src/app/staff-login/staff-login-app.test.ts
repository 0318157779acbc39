import { describe, expect, it } from 'vitest';
import { callbackPath } from './admin-login-page';
import { staffLoginAt } from './staff-login-app';

describe('staffLoginAt', () => {
  it("reads the admin login's callback and a partner's brand key from the address", () => {
    expect(staffLoginAt('/admin/login', '?callback=%2Fadmin%2Flenders')).toEqual({
      kind: 'admin',
      callback: '/admin/lenders',
    });
    expect(staffLoginAt('/admin/login/', '')).toEqual({ kind: 'admin', callback: null });
    expect(staffLoginAt('/partner/login', '')).toEqual({ kind: 'partner', partner: undefined });
    expect(staffLoginAt('/acme/partner/login', '')).toEqual({ kind: 'partner', partner: 'acme' });
    expect(staffLoginAt('/a%20b/partner/login', '')).toEqual({ kind: 'partner', partner: 'a b' });
    // A partner whose key is "admin" has its own login page, not the admin's.
    expect(staffLoginAt('/admin/partner/login', '')).toEqual({ kind: 'partner', partner: 'admin' });
  });
});

describe('callbackPath', () => {
  it('keeps a path inside the admin area and drops anything else', () => {
    expect(callbackPath('/admin/lenders/7?tab=revenue')).toBe('/admin/lenders/7?tab=revenue');
    for (const value of [null, '', '/partner', 'https://evil.example/admin/', '//evil.example', '/administrator'])
      expect(callbackPath(value), String(value)).toBeNull();
  });
});
