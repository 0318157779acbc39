import type { SessionUser } from '@saakh/domain/auth';
import type { ProfileResult } from '@saakh/domain/profile';
import { defaultLocale, isLocale } from '@saakh/domain/i18n';
import { byCompletionFlag } from '@saakh/domain/products';
import { decideCustomerRoute, productFlows, type RouteDecision, type RoutingFlags } from '@saakh/domain/routing';
import { applicationsQueryOptions } from '@/features/applications/api/get-applications';
import { offersQueryOptions } from '@/features/offers/api/get-offers';
import { maskInfoQueryOptions } from '@/features/profile/api/get-mask-info';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { prepareDateFormat } from '@/lib/format';
import { i18next } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { getSessionValue } from '@/lib/session';

export type CustomerGuardData = { user: SessionUser; profile: ProfileResult };

function flagsOf(profile: ProfileResult): RoutingFlags {
  return {
    ...byCompletionFlag((flag) => profile[flag]),
    pl_update_required: profile.pl_update_required,
    pl_se_update_required: profile.pl_se_update_required,
    is_editing: profile.is_editing,
  };
}

/**
 * Where the domain's routing rules (customer spec §4, §6) send a customer opening `pathname`: token, product type, app
 * id, completion and update flags, is_editing and the lender mode; null keeps them there.
 */
export function routeDecision(
  pathname: string,
  customer: CustomerGuardData | null,
  lenderModeConfigured: boolean,
): RouteDecision {
  return decideCustomerRoute({
    pathname,
    hasToken: customer !== null,
    productType: getSessionValue('productType'),
    appId: getSessionValue('appId'),
    user: customer ? flagsOf(customer.profile) : null,
    lenderModeConfigured,
  });
}

const offersPaths = new Set<string>(Object.values(productFlows).map((flow) => flow.offers));
const isOffersPath = (pathname: string) => offersPaths.has(pathname.replace(/\/+$/, ''));

/**
 * Once the rules keep the customer on a page, its calls start, beside the page's code, instead of after the page
 * first renders: the layout's settings (its idle limits), and on an offers page the offers (the page's largest text),
 * the masked details above them and the applications table below. Answers once the offers and the masked details are
 * in (a failed call included: the page shows it, and asks again), so the page renders once, with them, instead of a
 * skeleton and then again: on a slow phone one render fewer, and the offers a round trip sooner.
 */
export async function loadPageData(pathname: string, customer: CustomerGuardData): Promise<void> {
  void queryClient.prefetchQuery(settingsQueryOptions());
  const id = Number(getSessionValue('appId'));
  if (!isOffersPath(pathname) || !Number.isInteger(id) || id <= 0) return;
  const language = isLocale(i18next.language) ? i18next.language : defaultLocale;
  void queryClient.prefetchQuery(applicationsQueryOptions(language));
  // The first offer may show a date (a special offer's end): its formatter is built while the calls are out.
  prepareDateFormat(language);
  // prefetchQuery never rejects; one try each, so a failing call does not hold the page back for the retries, which
  // the page's own queries then make while it shows the error.
  await Promise.all([
    queryClient.prefetchQuery({ ...offersQueryOptions(id, language), retry: false }),
    queryClient.prefetchQuery({ ...maskInfoQueryOptions(customer.user.userId), retry: false }),
  ]);
}

/**
 * The first page's calls, started as soon as the session and the profile are in (customer-guard-calls.ts) instead of
 * once the area's layout, guard and texts have all loaded: only when the first page is an offers page the rules keep
 * the customer on, since asking for the offers records that they were shown. The guard's own calls then join these.
 */
export function startOffersPageCalls(pathname: string, customer: CustomerGuardData): void {
  if (!isOffersPath(pathname) || routeDecision(pathname, customer, false) !== null) return;
  void loadPageData(pathname, customer);
}
