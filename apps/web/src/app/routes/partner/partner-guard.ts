import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { redirect } from 'react-router';
import type { PartnerSession } from '@saakh/domain/auth';
import { partnerSessionQueryOptions } from '@/features/auth/api/get-partner-session';
import { partnerBrandingQueryOptions } from '@/features/partners/api/get-partner-branding';
import { setBrandKey } from '@/lib/brand';
import { queryClient } from '@/lib/query-client';
import { forgetSession, hasSession, setSessionValue } from '@/lib/session';

/** Re-verifies the partner session on every path change; failure forgets it and goes to login (admin spec §2.7). */
export async function partnerGuardLoader(_args: LoaderFunctionArgs): Promise<PartnerSession> {
  if (!hasSession('partner')) throw redirect('/partner/login');
  try {
    const session = await queryClient.fetchQuery(partnerSessionQueryOptions());
    setSessionValue('isMasqueradeMode', session.isMasquerade ? '1' : null);
    // The area wears the partner's brand. Set here, before the page renders, its look is fetched beside the page's
    // code, and a first visit does not draw the whole page in the default look and then again in the partner's.
    setBrandKey(session.partnerKey);
    void queryClient.prefetchQuery(partnerBrandingQueryOptions(session.partnerKey));
    return session;
  } catch {
    forgetSession('partner');
    setSessionValue('isMasqueradeMode', null);
    throw redirect('/partner/login');
  }
}

export const revalidateOnEveryPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
