import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '@/lib/leave-page';
import { queryClient } from '@/lib/query-client';
import { customerGuardLoader } from './customer-guard';
import { startCustomerGuardCalls } from './customer-guard-calls';

vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn(), isLeavingPage: () => false }));

const sessionUser = {
  userId: 7,
  firstName: 'Asha',
  lastName: 'Verma',
  languageId: 1,
  phoneNumber: '9876543210',
  pl_completed: 0,
  bl_completed: 0,
  gl_completed: 0,
  hl_completed: 0,
  pl_update_required: 0,
  pl_se_update_required: 0,
  lastLoginAt: null,
};

type Flags = Partial<Record<'pl_completed' | 'gl_completed' | 'is_editing' | 'pl_update_required', number>>;

function stubApi(flags: Flags = {}, options: { unauthorized?: boolean; offersFail?: boolean } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      // The session travels in the httpOnly cookie only (decision 018).
      expect(init?.credentials).toBe('include');
      expect(new Headers(init?.headers).has('authorization')).toBe(false);
      if (options.unauthorized)
        return new Response(JSON.stringify({ success: false, message: 'Please log in' }), { status: 401 });
      if (url === '/api/customer-reverify') return Response.json({ success: true, data: sessionUser });
      if (url === '/api/profile') {
        return Response.json({
          success: true,
          data: {
            ...sessionUser,
            user_id: 7,
            pl_completed: 0,
            gl_completed: 0,
            bl_completed: 0,
            hl_completed: 0,
            is_editing: 0,
            pl_update_required: 0,
            pl_se_update_required: 0,
            ...flags,
          },
        });
      }
      if (url === '/api/offers/12') {
        if (options.offersFail)
          return new Response(JSON.stringify({ success: false, message: 'Down' }), { status: 503 });
        return Response.json({ success: true, data: { offers: [], unmatched: [], ranking: 'How we rank offers' } });
      }
      if (url === '/api/getMaskInfo/7') return Response.json({ success: true, data: { pan: '******234K' } });
      if (url.startsWith('/api/gold-loans/')) {
        return Response.json({
          success: true,
          data: { redirect: '/user/gold-loan-detail', appId: 31, productType: 'Gold Loans' },
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

/** Runs the loader; answers the redirect target, or null when the page may render. */
async function visit(path: string): Promise<string | null> {
  try {
    await customerGuardLoader({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: {},
    } as Parameters<typeof customerGuardLoader>[0]);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

function session(values: Record<string, string | null>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === null) window.localStorage.removeItem(name);
    else window.localStorage.setItem(name, value);
  }
}

/** What the server's login leaves readable to the page: the marker beside its httpOnly session cookie. */
function signedIn() {
  document.cookie = 'atkn_present=1; path=/';
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'atkn_present=; path=/; Max-Age=0';
  queryClient.clear();
  vi.mocked(leavePage).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('customerGuardLoader', () => {
  it('sends a visitor without a session or app id to the landing page, and with an app id to verification', async () => {
    stubApi();
    expect(await visit('/user/offers')).toBe('/');
    session({ 'saakh.appId': '12' });
    expect(await visit('/user/offers')).toBe('/verification');
  });

  it('forgets a session the server no longer accepts, and the page leaves for the login', async () => {
    stubApi({}, { unauthorized: true });
    signedIn();
    session({ 'saakh.productType': 'Personal Loans' });
    expect(await visit('/user/offers')).toBe('/');
    expect(document.cookie).not.toContain('atkn_present');
    expect(leavePage).toHaveBeenCalledWith('/verification');
  });

  it('applies the routing rules with the profile flags: no app id → welcome-back, incomplete → detail', async () => {
    stubApi();
    signedIn();
    session({ 'saakh.productType': 'Personal Loans' });
    expect(await visit('/user')).toBe('/user/welcome-back');
    session({ 'saakh.appId': '12' });
    expect(await visit('/user/offers')).toBe('/user/user-detail');
    expect(await visit('/user/user-detail')).toBeNull();
  });

  it('keeps a completed customer on the detail page only while editing', async () => {
    signedIn();
    session({ 'saakh.productType': 'Personal Loans', 'saakh.appId': '12' });
    stubApi({ pl_completed: 1 });
    expect(await visit('/user/user-detail')).toBe('/user/offers');
    queryClient.clear();
    stubApi({ pl_completed: 1, is_editing: 1 });
    expect(await visit('/user/user-detail')).toBeNull();
  });

  it('starts the gold loan for a gold customer on the personal welcome page and follows the answer', async () => {
    const calls = stubApi();
    signedIn();
    session({ 'saakh.productType': 'Gold Loans', 'saakh.appId': '12' });
    expect(await visit('/user/welcome-back')).toBe('/user/gold-loan-detail');
    expect(calls).toContain('POST /api/gold-loans/12');
    expect(window.localStorage.getItem('saakh.appId')).toBe('31');
  });

  it('loads the offers and masked details before an offers page renders, and only once the rules keep the customer there', async () => {
    signedIn();
    session({ 'saakh.productType': 'Personal Loans', 'saakh.appId': '12' });
    const incomplete = stubApi();
    expect(await visit('/user/offers')).toBe('/user/user-detail');
    expect(incomplete.filter((call) => /\/api\/(offers|applications|getMaskInfo)/.test(call))).toEqual([]);

    queryClient.clear();
    const complete = stubApi({ pl_completed: 1 });
    expect(await visit('/user/offers')).toBeNull();
    // Awaited: the page's first render has them, so it renders once instead of a skeleton first.
    expect(queryClient.getQueryData(['customer', 'offers', 12, 'en'])).toMatchObject({ ranking: 'How we rank offers' });
    expect(queryClient.getQueryData(['customer', 'mask-info', 7])).toEqual({ pan: '******234K' });
    // The applications table below is asked for at the same time, not awaited.
    expect(complete).toContain('GET /api/applications');
    // So are the layout's settings (its idle limits), rather than from the header's first render.
    expect(complete).toContain('GET /api/settings');
    // Session and profile are asked for together, before the page's calls.
    expect(complete.slice(0, 2).sort()).toEqual(['GET /api/customer-reverify', 'GET /api/profile']);
  });

  it('still renders an offers page whose offers failed to load, so the page can show the error and a retry', async () => {
    signedIn();
    session({ 'saakh.productType': 'Personal Loans', 'saakh.appId': '12' });
    const calls = stubApi({ pl_completed: 1 }, { offersFail: true });
    expect(await visit('/user/offers')).toBeNull();
    // One try: the retries are the page's, while it shows the error, not the loader's, before it renders.
    expect(calls.filter((call) => call === 'GET /api/offers/12')).toHaveLength(1);
    expect(queryClient.getQueryState(['customer', 'offers', 12, 'en'])?.status).toBe('error');
  });

  it('lets a signed-in customer open a lender intake form whatever the product', async () => {
    stubApi();
    signedIn();
    expect(await visit('/user/lender-intake/indifi/5d0e7c1a-1111-4222-8333-444455556666')).toBeNull();
  });

  it("joins the session and profile calls started beside the area's code: each goes out once, before the guard runs", async () => {
    const calls = stubApi({ pl_completed: 1 });
    signedIn();
    session({ 'saakh.productType': 'Personal Loans', 'saakh.appId': '12' });
    startCustomerGuardCalls();
    expect(calls).toEqual(['GET /api/customer-reverify', 'GET /api/profile']);
    expect(await visit('/user/offers')).toBeNull();
    expect(calls.filter((call) => call === 'GET /api/customer-reverify')).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /api/profile')).toHaveLength(1);
    expect(calls).toContain('GET /api/offers/12');
  });

  it("starts an offers page's calls once the session and profile are in, and the guard joins them", async () => {
    const calls = stubApi({ pl_completed: 1 });
    signedIn();
    session({ 'saakh.productType': 'Personal Loans', 'saakh.appId': '12' });
    window.history.replaceState(null, '', '/user/offers');
    await startCustomerGuardCalls();
    // Before the guard has run: the page's calls are out.
    expect(calls).toContain('GET /api/offers/12');
    expect(calls).toContain('GET /api/getMaskInfo/7');
    expect(calls).toContain('GET /api/applications');
    expect(calls).toContain('GET /api/settings');
    expect(await visit('/user/offers')).toBeNull();
    for (const call of [
      'GET /api/offers/12',
      'GET /api/getMaskInfo/7',
      'GET /api/customer-reverify',
      'GET /api/profile',
    ])
      expect(calls.filter((made) => made === call)).toHaveLength(1);
  });

  it('asks for no offers early when the rules send the customer elsewhere, or the page is not an offers page', async () => {
    signedIn();
    session({ 'saakh.productType': 'Personal Loans', 'saakh.appId': '12' });
    // An incomplete profile: the rules send the customer to the detail form, where no offers are shown.
    const incomplete = stubApi();
    window.history.replaceState(null, '', '/user/offers');
    await startCustomerGuardCalls();
    expect(incomplete).toEqual(['GET /api/customer-reverify', 'GET /api/profile']);

    queryClient.clear();
    const complete = stubApi({ pl_completed: 1 });
    window.history.replaceState(null, '', '/user/applications');
    await startCustomerGuardCalls();
    expect(complete).toEqual(['GET /api/customer-reverify', 'GET /api/profile']);
  });

  it('starts no call for a visitor without a session', () => {
    const calls = stubApi();
    session({ 'saakh.appId': '12' });
    startCustomerGuardCalls();
    expect(calls).toEqual([]);
  });
});
