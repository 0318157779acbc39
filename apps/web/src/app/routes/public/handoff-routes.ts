/**
 * Public routes of customer spec §2 that hand the visitor on: each keeps what the link carries (brand, campaign,
 * prospect, product) and redirects. docs/decisions/003-public-routes.md says what each one is for.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { loanRoutes } from 'virtual:loan-routes';
import { customerSessionQueryOptions } from '@/features/auth/api/get-customer-session';
import { partnerBrandingQueryOptions } from '@/features/partners/api/get-partner-branding';
import { trackEvent } from '@/features/tracking/api/track-event';
import { captureAttribution } from '@/features/tracking/utils/attribution';
import { ApiError } from '@/lib/api-client';
import { setBrandKey } from '@/lib/brand';
import { queryClient } from '@/lib/query-client';
import { forgetSession, hasSession, setSessionValue } from '@/lib/session';
import { safeInternalPath } from './safe-path';

async function hasValidSession(): Promise<boolean> {
  if (!hasSession('customer')) return false;
  try {
    await queryClient.fetchQuery(customerSessionQueryOptions());
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) forgetSession('customer');
    return false;
  }
}

function loginWithNext(next: string): string {
  return `/verification?next=${encodeURIComponent(next)}`;
}

/** /auth[?product=pl|bl|gl|hl]: resume where the customer left off: the signed-in area, or login first. */
export async function authLoader({ request }: LoaderFunctionArgs) {
  const product = new URL(request.url).searchParams.get('product');
  if (product && Object.hasOwn(loanRoutes, product)) {
    setSessionValue('productType', loanRoutes[product as keyof typeof loanRoutes].productType);
    setSessionValue('appId', null);
  }
  return redirect((await hasValidSession()) ? '/user' : '/verification');
}

/** /redirect?to=/path: a tracked short link (SMS, e-mail) to a page of this site, keeping its UTM values. */
export function redirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  captureAttribution(url.search);
  return redirect(safeInternalPath(url.searchParams.get('to')) ?? '/');
}

/** /customer-site[?partner=key]: the customer site in a partner's brand (or the default brand). */
export async function customerSiteLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const partner = url.searchParams.get('partner')?.toLowerCase();
  let key = DEFAULT_PARTNER_KEY;
  if (partner) {
    const brand = await queryClient.fetchQuery(partnerBrandingQueryOptions(partner)).catch(() => null);
    if (brand?.key === partner) {
      key = brand.key;
      setSessionValue('partnerId', String(brand.id));
    }
  }
  setBrandKey(key);
  captureAttribution(url.search, key === DEFAULT_PARTNER_KEY ? undefined : key);
  return redirect('/');
}

/** /transfer/{prospectId}: a prospect a partner handed over; the id is kept (prospectAppId) and the customer logs in. */
export async function transferLoader({ params, request }: LoaderFunctionArgs) {
  const prospectId = params.prospectId ?? '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(prospectId)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  setSessionValue('prospectAppId', prospectId);
  captureAttribution(url.search);
  trackEvent('landing', { path: url.pathname });
  return redirect((await hasValidSession()) ? '/user' : '/verification');
}

/** /socialmedia-onboarding: arrivals from social posts are attributed to them, then choose a product. */
export function socialMediaLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  if (!params.get('utm_source')) params.set('utm_source', 'socialmedia');
  if (!params.get('utm_medium')) params.set('utm_medium', 'social');
  captureAttribution(params.toString());
  trackEvent('landing', { path: url.pathname });
  return redirect('/products');
}

/** /lenders-transaction/{lender}: where a lender sends the customer back; it continues in the signed-in area. */
export async function lenderReturnLoader({ params, request }: LoaderFunctionArgs) {
  const lender = params.lender ?? '';
  if (!/^[A-Za-z0-9_-]{1,60}$/.test(lender)) throw data(null, { status: 404 });
  const target = `/user/lenders-transaction/${lender}${new URL(request.url).search}`;
  return redirect((await hasValidSession()) ? target : loginWithNext(target));
}
