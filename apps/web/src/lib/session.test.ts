import { beforeEach, describe, expect, it } from 'vitest';
import { areaOf, clearToken, getToken, loginPathFor, setToken } from './session';

describe('session areas', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['/admin/lenders', 'admin'],
    ['/admin', 'admin'],
    ['/partner/faqs', 'partner'],
    ['/user/offers', 'customer'],
    ['/', 'customer'],
    ['/finserve/partner/login', 'customer'],
  ] as const)('detects the area of %s from its first segment as %s', (pathname, area) => {
    expect(areaOf(pathname)).toBe(area);
  });

  it('keeps one token per area, so logging out of one leaves the others', () => {
    setToken('admin', 'a');
    setToken('partner', 'p');
    clearToken('partner');
    expect(getToken('admin')).toBe('a');
    expect(getToken('partner')).toBeNull();
  });

  it('sends each area to its own login', () => {
    expect(loginPathFor('customer')).toBe('/verification');
    expect(loginPathFor('admin')).toBe('/admin/login');
    expect(loginPathFor('partner')).toBe('/partner/login');
  });
});
