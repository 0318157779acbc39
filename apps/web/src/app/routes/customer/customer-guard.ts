import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { SessionUser } from '@saakh/domain/auth';
import type { ProfileResult } from '@saakh/domain/profile';
import { defaultLocale, isLocale } from '@saakh/domain/i18n';
import { byCompletionFlag } from '@saakh/domain/products';
import { decideCustomerRoute, LENDER_SUBMIT_PATH, productFlows, type RoutingFlags } from '@saakh/domain/routing';
import { customerSessionQueryOptions } from '@/features/auth/api/get-customer-session';
import { applicationQueryOptions } from '@/features/applications/api/get-application';
import { applicationsQueryOptions } from '@/features/applications/api/get-applications';
import { startGoldLoan } from '@/features/applications/api/start-gold-loan';
import { offersQueryOptions } from '@/features/offers/api/get-offers';
import { maskInfoQueryOptions } from '@/features/profile/api/get-mask-info';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { ApiError } from '@/lib/api-client';
import { prepareDateFormat } from '@/lib/format';
import { i18next } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { forgetSession, getSessionValue, hasSession } from '@/lib/session';

export type CustomerGuardData = { user: SessionUser; profile: ProfileResult };

function flagsOf(profile: ProfileResult): RoutingFlags {
  return {
    ...byCompletionFlag((flag) => profile[flag]),
    pl_update_required: profile.pl_update_required,
    pl_se_update_required: profile.pl_se_update_required,
    is_editing: profile.is_editing,
  };
}

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
  const decision = decideCustomerRoute({
    pathname: url.pathname,
    hasToken: customer !== null,
    productType: getSessionValue('productType'),
    appId,
    user: customer ? flagsOf(customer.profile) : null,
    lenderModeConfigured: customer ? await lenderModeConfigured(url) : false,
  });
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
  // The layout's idle limits: asked for beside the page's calls, not by its first render (where starting a request
  // lengthened the task that paints the header).
  void queryClient.prefetchQuery(settingsQueryOptions());
  await loadPageData(url.pathname, appId, customer.user.userId);
  return customer;
}

const offersPaths = new Set<string>(Object.values(productFlows).map((flow) => flow.offers));

/**
 * Once the rules keep the customer on an offers page, its calls start here, beside the page's code, instead of after
 * the page first renders. The offers (the page's largest text) and the masked details above them are awaited, so
 * the page renders once, with them, instead of a skeleton and then again: on a slow phone one render fewer, and the
 * offers a round trip sooner. The applications table below is not awaited. A failed call is not an error here: the
 * page shows it, and asks again.
 */
async function loadPageData(pathname: string, appId: string | null, userId: number): Promise<void> {
  const id = Number(appId);
  if (!offersPaths.has(pathname.replace(/\/+$/, '')) || !Number.isInteger(id) || id <= 0) return;
  const language = isLocale(i18next.language) ? i18next.language : defaultLocale;
  void queryClient.prefetchQuery(applicationsQueryOptions(language));
  // The first offer may show a date (a special offer's end): its formatter is built while the calls are out.
  prepareDateFormat(language);
  // prefetchQuery never rejects; one try each, so a failing call does not hold the page back for the retries, which
  // the page's own queries then make while it shows the error.
  await Promise.all([
    queryClient.prefetchQuery({ ...offersQueryOptions(id, language), retry: false }),
    queryClient.prefetchQuery({ ...maskInfoQueryOptions(userId), retry: false }),
  ]);
}

/** The rules depend on the path and on what the pages changed, so they run on every navigation under /user. */
export function shouldRevalidateCustomer(_args: ShouldRevalidateFunctionArgs): boolean {
  return true;
}
