import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { isLeavingPage, leavePage } from './leave-page';
import { hasSession } from './session';

vi.mock('./leave-page', () => ({ leavePage: vi.fn(), isLeavingPage: vi.fn(() => false) }));

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  document.cookie = 'a_atkn_present=1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(leavePage).mockClear();
  window.history.replaceState(null, '', '/');
  document.cookie = 'a_atkn_present=; path=/; Max-Age=0';
});

describe('api client', () => {
  it('sends the session only as the browser sends its cookies, never a token of its own', async () => {
    const fetch = stubFetch(200, { success: true, data: { ok: 1 } });
    expect(await api('/api/admin-reverify', { kind: 'admin' })).toEqual({ ok: 1 });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('forgets the session on a 401 but stays on the way a page already set out on (Exit from a masquerade)', async () => {
    vi.mocked(isLeavingPage).mockReturnValueOnce(true);
    stubFetch(401, { success: false, message: 'Please log in' });
    window.history.replaceState(null, '', '/admin/lenders');
    await expect(api('/api/admin/lenders', { kind: 'admin' })).rejects.toBeInstanceOf(ApiError);
    expect(hasSession('admin')).toBe(false);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it("forgets the area's session on a 401 and goes to its login with the page to come back to", async () => {
    stubFetch(401, { success: false, message: 'Please log in' });
    window.history.replaceState(null, '', '/admin/lenders');
    await expect(api('/api/admin/lenders', { kind: 'admin' })).rejects.toBeInstanceOf(ApiError);
    expect(hasSession('admin')).toBe(false);
    expect(leavePage).toHaveBeenCalledWith('/admin/login?callback=%2Fadmin%2Flenders');
  });

  it('leaves a 401 to the caller that asked to handle it', async () => {
    stubFetch(401, { success: false, message: 'Please log in' });
    window.history.replaceState(null, '', '/admin/login');
    await expect(api('/api/admin/login', { kind: 'admin', allowUnauthorized: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(hasSession('admin')).toBe(true);
    expect(leavePage).not.toHaveBeenCalled();
  });
});
