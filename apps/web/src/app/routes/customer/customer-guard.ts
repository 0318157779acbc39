import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { defaultLocale, isLocale } from '@saakh/domain/i18n';
import { LENDER_SUBMIT_PATH } from '@saakh/domain/routing';
import { customerSessionQueryOptions } from '@/features/auth/api/get-customer-session';
import { applicationQueryOptions } from '@/features/applications/api/get-application';
import { startGoldLoan } from '@/features/applications/api/start-gold-loan';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { ApiError } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { forgetSession, getSessionValue, hasSession } from '@/lib/session';
import { loadPageData, routeDecision, type CustomerGuardData } from './customer-page-calls';

export type { CustomerGuardData } from './customer-page-calls';

/** The signed-in customer and profile, or null when there is no valid session (a stale one is forgotten). */
async function loadCustomer(): Promise<CustomerGuardData | null> {
  if (!hasSession('customer')) return null;
  try {
    // fetchQuery, not ensureQueryData: a profile the pages invalidated (editing on, saved) must be read again.
    // Both at once: each needs only the token, and a slow network pays one round trip instead of two.
    const [user, profile] = await Promise.all([
      queryClient.fetchQuery(customerSessionQueryOptions()),
      queryClient.fetchQuery(profileQueryOptions()),
    ]);
    return { user, profile };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetSession('customer');
      queryClient.removeQueries({ queryKey: ['session', 'customer'] });
      return null;
    }
    throw error;
  }
}

/** Whether the application being sent goes through the lender-submit page (its lender's mode is 'submit'). */
async function lenderModeConfigured(url: URL): Promise<boolean> {
  const creditAppId = url.searchParams.get('creditAppId');
  if (url.pathname !== LENDER_SUBMIT_PATH || !creditAppId) return false;
  try {
    const language = isLocale(i18next.language) ? i18next.language : defaultLocale;
    const application = await queryClient.fetchQuery(applicationQueryOptions(creditAppId, language));
    return application.next.kind === 'submit';
  } catch {
    return false;
  }
}

/**
 * Every /user navigation asks the domain's routing rules (customer spec §4, §6) where the customer belongs:
 * token, product type, app id, completion and update flags, is_editing and the lender mode.
 */
export async function customerGuardLoader({ request }: LoaderFunctionArgs): Promise<CustomerGuardData> {
  const url = new URL(request.url);
  const customer = await loadCustomer();
  const appId = getSessionValue('appId');
  const decision = routeDecision(url.pathname, customer, customer ? await lenderModeConfigured(url) : false);
  if (decision?.action === 'gold-loan-start' && appId) {
    let target = decision.redirect;
    try {
      target = (await startGoldLoan(appId)).redirect;
    } catch {
      // The gold journey could not be started from this app: the rules' own destination still applies.
    }
    throw redirect(target);
  }
  if (decision) throw redirect(decision.redirect);
  if (!customer) throw redirect('/verification');
  // The page's calls (the layout's settings, an offers page's data), unless they were started already: asked for
  // here, beside the page's code, not by its first render (where starting a request lengthened the task that paints).
  await loadPageData(url.pathname, customer);
  return customer;
}

/** The rules depend on the path and on what the pages changed, so they run on every navigation under /user. */
export function shouldRevalidateCustomer(_args: ShouldRevalidateFunctionArgs): boolean {
  return true;
}
