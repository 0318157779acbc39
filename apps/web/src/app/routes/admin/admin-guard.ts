import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { AdminSession } from '@saakh/domain/auth';
import { adminSessionQueryOptions } from '@/features/auth/api/get-admin-session';
import { queryClient } from '@/lib/query-client';
import { forgetSession, hasSession } from '@/lib/session';

/** Without an admin session and role, go to /admin/login?callback={path} (admin spec §2.1). */
export async function adminGuardLoader({ request }: LoaderFunctionArgs): Promise<AdminSession> {
  const url = new URL(request.url);
  const toLogin = redirect(`/admin/login?callback=${encodeURIComponent(url.pathname + url.search)}`);
  if (!hasSession('admin')) throw toLogin;
  try {
    return await queryClient.ensureQueryData(adminSessionQueryOptions());
  } catch {
    forgetSession('admin');
    queryClient.removeQueries({ queryKey: adminSessionQueryOptions().queryKey });
    throw toLogin;
  }
}
