import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { AdminSession } from '@saakh/domain/auth';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { adminSessionQueryOptions } from '@/features/auth/api/get-admin-session';
import { setBrandKey } from '@/lib/brand';
import { queryClient } from '@/lib/query-client';
import { forgetSession, hasSession } from '@/lib/session';

/** Without an admin session and role, go to /admin/login?callback={path} (admin spec §2.1). */
export async function adminGuardLoader({ request }: LoaderFunctionArgs): Promise<AdminSession> {
  const url = new URL(request.url);
  const toLogin = redirect(`/admin/login?callback=${encodeURIComponent(url.pathname + url.search)}`);
  if (!hasSession('admin')) throw toLogin;
  try {
    const session = await queryClient.ensureQueryData(adminSessionQueryOptions());
    // The admin area wears the platform's own look, also in a browser that was last in a partner's area.
    setBrandKey(DEFAULT_PARTNER_KEY);
    return session;
  } catch {
    forgetSession('admin');
    queryClient.removeQueries({ queryKey: adminSessionQueryOptions().queryKey });
    throw toLogin;
  }
}
