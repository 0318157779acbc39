import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  areaOf,
  forgetSession,
  getSessionValue,
  hasSession,
  loginPathFor,
  removeLegacyTokens,
  setSessionValue,
} from './session';

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

  it("knows each area's session from the server's marker cookie, and forgetting one leaves the others", () => {
    // What the server sets beside its httpOnly token cookies, which the page cannot see.
    document.cookie = 'a_atkn_present=1; path=/';
    document.cookie = 'p_atkn_present=1; path=/';
    expect(hasSession('admin')).toBe(true);
    expect(hasSession('partner')).toBe(true);
    expect(hasSession('customer')).toBe(false);
    forgetSession('partner');
    expect(hasSession('admin')).toBe(true);
    expect(hasSession('partner')).toBe(false);
    forgetSession('admin');
    expect(document.cookie).not.toContain('atkn_present');
  });

  it('removes the tokens an older build kept in localStorage, and nothing else', () => {
    window.localStorage.setItem('saakh.token', 'c');
    window.localStorage.setItem('saakh.adminToken', 'a');
    window.localStorage.setItem('saakh.partnerToken', 'p');
    window.localStorage.setItem('saakh.appId', '12');
    removeLegacyTokens();
    expect(Object.keys(window.localStorage)).toEqual(['saakh.appId']);
  });

  it('sends each area to its own login', () => {
    expect(loginPathFor('customer')).toBe('/verification');
    expect(loginPathFor('admin')).toBe('/admin/login');
    expect(loginPathFor('partner')).toBe('/partner/login');
  });
});

describe('session values', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setSessionValue('isMasqueradeMode', null);
  });

  it('keeps the masquerade flag as the client cookie isMasqueradeMode, not in localStorage', () => {
    setSessionValue('isMasqueradeMode', '1');
    expect(document.cookie.split('; ')).toContain('isMasqueradeMode=1');
    expect(window.localStorage.getItem('saakh.isMasqueradeMode')).toBeNull();
    expect(getSessionValue('isMasqueradeMode')).toBe('1');

    setSessionValue('isMasqueradeMode', null);
    expect(document.cookie).not.toContain('isMasqueradeMode');
    expect(getSessionValue('isMasqueradeMode')).toBeNull();
  });

  it('writes a session cookie for the whole site and deletes it with Max-Age=0', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    setSessionValue('isMasqueradeMode', '1');
    setSessionValue('isMasqueradeMode', null);
    expect(written.mock.calls).toEqual([
      ['isMasqueradeMode=1; path=/; SameSite=Lax'],
      ['isMasqueradeMode=; path=/; SameSite=Lax; Max-Age=0'],
    ]);
  });

  it('keeps the other values in localStorage', () => {
    setSessionValue('appId', 'A-17');
    expect(window.localStorage.getItem('saakh.appId')).toBe('A-17');
    expect(getSessionValue('appId')).toBe('A-17');
    expect(document.cookie).not.toContain('appId');
    setSessionValue('appId', null);
    expect(getSessionValue('appId')).toBeNull();
  });
});
