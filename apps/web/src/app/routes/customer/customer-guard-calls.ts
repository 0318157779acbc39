import { customerSessionQueryOptions } from '@/features/auth/api/get-customer-session';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { queryClient } from '@/lib/query-client';
import { hasSession } from '@/lib/session';

/**
 * The /user guard's first calls, the session and the profile (customer-guard.ts reads both on every navigation),
 * started when the router first matches the area, beside the area's code instead of after it; and, as soon as they
 * are in, the first page's own calls when the rules keep the customer on an offers page (customer-page-calls.ts), a
 * round trip sooner on a phone's network than once the area's layout, guard and texts have all loaded. The guard's
 * reads join these calls, or take their answers while fresh. Nothing starts without a session marker; a failure is
 * the guard's to handle when it reads. Resolves once the page's calls have started, or were left to the guard.
 */
export async function startCustomerGuardCalls(): Promise<void> {
  if (!hasSession('customer')) return;
  // The document's address: this runs once, for the first /user page the router matches.
  const { pathname } = window.location;
  try {
    const [user, profile, pageCalls] = await Promise.all([
      queryClient.fetchQuery(customerSessionQueryOptions()),
      queryClient.fetchQuery(profileQueryOptions()),
      import('./customer-page-calls'),
    ]);
    pageCalls.startOffersPageCalls(pathname, { user, profile });
  } catch {
    // The guard asks again, and handles the failure (a lost session, the network).
  }
}
