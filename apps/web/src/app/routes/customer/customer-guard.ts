import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { SessionUser } from '@saakh/domain/auth';
import { customerSessionQueryOptions } from '@/features/auth/api/get-customer-session';
import { queryClient } from '@/lib/query-client';
import { clearToken, getSessionValue, getToken } from '@/lib/session';

/** /user pages need a token (else /verification), a product type (else /products) and an application id (else /). */
export async function customerGuardLoader(_args: LoaderFunctionArgs): Promise<SessionUser> {
  if (!getToken('customer')) throw redirect('/verification');
  let user: SessionUser;
  try {
    user = await queryClient.ensureQueryData(customerSessionQueryOptions());
  } catch {
    clearToken('customer');
    throw redirect('/verification');
  }
  if (!getSessionValue('productType')) throw redirect('/products');
  if (!getSessionValue('appId')) throw redirect('/');
  return user;
}
