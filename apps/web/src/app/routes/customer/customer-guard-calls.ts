import { customerSessionQueryOptions } from '@/features/auth/api/get-customer-session';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { queryClient } from '@/lib/query-client';
import { hasSession } from '@/lib/session';

/**
 * The /user guard's first calls, the session and the profile (customer-guard.ts reads both on every navigation),
 * started when the router first matches the area, beside the area's code instead of after it: on a phone's
 * network the first /user page's own calls (its offers) go out a round trip sooner. The guard's reads join these
 * calls, or take their answers while fresh. Nothing starts without a session marker; a failure is the guard's to
 * handle when it reads.
 */
export function startCustomerGuardCalls(): void {
  if (!hasSession('customer')) return;
  void queryClient.prefetchQuery(customerSessionQueryOptions());
  void queryClient.prefetchQuery(profileQueryOptions());
}
