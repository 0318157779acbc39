import { productTypes } from './product-types';
import {
  byLoanProduct,
  completionFlag,
  loanProductCodes,
  loanProductOfType,
  loanProducts,
  type CompletionFlag,
  type LoanProductCode,
} from './products';

/**
 * Customer routing (customer spec §2 "Customer layout", §4 "Customer routing" and "Welcome-back redirects"):
 * one pure decision the web's /user guards call on every navigation, so the rules live in one place.
 */

export type FlowPage = 'welcome' | 'detail' | 'offers';

/** The pages of each loan product's flow under /user, from the product registry. */
export const productFlows: Record<LoanProductCode, Record<FlowPage, string>> = byLoanProduct(
  (code) => loanProducts[code].pages,
);

export const USER_ENTRY_PATH = '/user';
export const LENDER_SUBMIT_PATH = '/user/lender-submit';
export const CREDIT_CARD_PATH = '/user/credit-card';
export const INSURANCE_TRANSACTION_PATH = '/user/insurance/transaction';
/** Every application and insurance request of the customer, whatever product they are on now (issue 13). */
export const APPLICATIONS_PATH = '/user/applications';
/** The customer's complaints and each one's page (`/user/complaints/GR-XXXXXX`), whatever product they are on (issue 30). */
export const COMPLAINTS_PATH = '/user/complaints';
/** The customer's consents, each withdrawable one with its Withdraw (issue 30 item 3). */
export const CONSENTS_PATH = '/user/consents';
/** Everything held about the customer, its download and the erasure request (issue 30 item 4). */
export const MY_DATA_PATH = '/user/my-data';
export const LENDER_INTAKE_PREFIX = '/user/lender-intake/';
/** An application's Key Facts Statement, read and accepted with an OTP before it is sent (issue 30). */
export const APPLICATION_KFS_PREFIX = '/user/application-kfs/';
export const PRODUCTS_PATH = '/products';
export const VERIFICATION_PATH = '/verification';
export const LANDING_PATH = '/';

/**
 * Where a page may send the customer on: a path of this site (one leading slash, no scheme, host or backslash), or
 * null. A `?next=` in an address is checked with this before it is followed.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  return value;
}

/** The documents a lender asks an application for, with their Upload buttons (decision 054). */
export function applicationDocumentsPagePath(applicationId: string): string {
  return `${APPLICATIONS_PATH}/${encodeURIComponent(applicationId)}/documents`;
}

/** The KFS page of an application, and where its Continue goes once the KFS is accepted. */
export function applicationKfsPagePath(creditAppId: string, next?: string | null): string {
  const path = `${APPLICATION_KFS_PREFIX}${encodeURIComponent(creditAppId)}`;
  const safe = sameSitePath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

/**
 * The customer's completion flags (one per loan in the registry) and the profile's update flags. A completion flag
 * that is missing reads as 0: the spec's user call names only the first four loans' flags.
 */
export type RoutingFlags = Partial<Record<CompletionFlag, number>> & {
  pl_update_required: number;
  pl_se_update_required: number;
  is_editing: number;
};

export type RoutingInput = {
  pathname: string;
  hasToken: boolean;
  /** The stored product type; anything that is not a known product type counts as none. */
  productType: string | null;
  appId: string | number | null;
  /** The signed-in customer's flags; null while not loaded (every flag counts as 0). */
  user: RoutingFlags | null;
  /** Whether the selected offer's lender proceeds through the lender-submit page. */
  lenderModeConfigured: boolean;
};

/**
 * Where to go instead of `pathname`, or null to stay. `action: 'gold-loan-start'` asks the page to call
 * `POST /api/gold-loans/{appId}` and follow the path it answers; `redirect` is where to go if that call fails.
 */
export type RouteDecision = { redirect: string; action?: 'gold-loan-start' } | null;

type Page =
  | { kind: 'entry' }
  | { kind: 'flow'; product: LoanProductCode; page: FlowPage }
  | { kind: 'lender-submit' }
  | { kind: 'credit-card' }
  | { kind: 'insurance' }
  | { kind: 'lender-intake' }
  | { kind: 'applications' }
  | { kind: 'lender-page' };

const flowByPath = new Map<string, { product: LoanProductCode; page: FlowPage }>(
  loanProductCodes.flatMap((product) =>
    (Object.entries(productFlows[product]) as [FlowPage, string][]).map(
      ([page, path]) => [path, { product, page }] as const,
    ),
  ),
);

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function classify(path: string): Page | null {
  if (path === USER_ENTRY_PATH) return { kind: 'entry' };
  if (!path.startsWith(`${USER_ENTRY_PATH}/`)) return null;
  const flow = flowByPath.get(path);
  if (flow) return { kind: 'flow', ...flow };
  if (path === LENDER_SUBMIT_PATH) return { kind: 'lender-submit' };
  if (path === CREDIT_CARD_PATH) return { kind: 'credit-card' };
  if (path === INSURANCE_TRANSACTION_PATH) return { kind: 'insurance' };
  if (path.startsWith(LENDER_INTAKE_PREFIX)) return { kind: 'lender-intake' };
  // The list, and an application's asked documents below it.
  if (path.startsWith(APPLICATIONS_PATH)) return { kind: 'applications' };
  // The complaints, an application's KFS, My consents and My data, like the list, need no product chosen.
  if (path.startsWith(COMPLAINTS_PATH) || path.startsWith(APPLICATION_KFS_PREFIX)) return { kind: 'applications' };
  if (path === CONSENTS_PATH || path === MY_DATA_PATH) return { kind: 'applications' };
  // lenders-transaction/{lender}, muthootgold, indiagold, indialends-otp and the other lender-named pages.
  return { kind: 'lender-page' };
}

function completedFlag(flags: RoutingFlags, product: LoanProductCode): boolean {
  return flags[completionFlag(product)] === 1;
}

/** The update-required flags belong to the personal-loan profile (their names say so). */
function updateRequired(flags: RoutingFlags, product: LoanProductCode): boolean {
  return product === 'pl' && (flags.pl_update_required === 1 || flags.pl_se_update_required === 1);
}

const noFlags: RoutingFlags = {
  pl_update_required: 0,
  pl_se_update_required: 0,
  is_editing: 0,
};

function hasAppId(appId: RoutingInput['appId']): boolean {
  return appId !== null && appId !== undefined && String(appId).trim() !== '';
}

/** One rule application; `decide` chains these until the page is stable. */
function step(input: RoutingInput, path: string): RouteDecision {
  const page = classify(path);
  if (!page) return null;
  if (!input.hasToken) return { redirect: hasAppId(input.appId) ? VERIFICATION_PATH : LANDING_PATH };
  // None needs a product chosen: the intake link and the KFS name their application, the list shows them all.
  if (page.kind === 'lender-intake' || page.kind === 'applications') return null;

  const productType = (productTypes as readonly string[]).includes(input.productType ?? '') ? input.productType : null;
  if (!productType) return { redirect: PRODUCTS_PATH };
  const current = loanProductOfType(productType);
  const flags = input.user ?? noFlags;
  const appId = hasAppId(input.appId);

  switch (page.kind) {
    case 'entry':
      if (current) return { redirect: appId ? productFlows[current].offers : productFlows[current].welcome };
      return { redirect: productType === 'Credit Cards' ? CREDIT_CARD_PATH : INSURANCE_TRANSACTION_PATH };
    case 'credit-card':
      return productType === 'Credit Cards' ? null : { redirect: PRODUCTS_PATH };
    case 'insurance':
      return productType === 'Other Insurance' ? null : { redirect: PRODUCTS_PATH };
    case 'lender-page':
      return appId ? null : { redirect: LANDING_PATH };
    case 'lender-submit': {
      if (!current) return { redirect: PRODUCTS_PATH };
      if (!appId) return { redirect: productFlows[current].welcome };
      if (!completedFlag(flags, current) || updateRequired(flags, current))
        return { redirect: productFlows[current].detail };
      return input.lenderModeConfigured ? null : { redirect: productFlows[current].offers };
    }
    case 'flow':
      return flowStep(page.product, page.page, current, flags, appId);
  }
}

function flowStep(
  product: LoanProductCode,
  page: FlowPage,
  current: LoanProductCode | undefined,
  flags: RoutingFlags,
  appId: boolean,
): RouteDecision {
  const pages = productFlows[product];
  if (page === 'welcome') {
    if (current === product) return null;
    if (product === 'pl' && current === 'hl') return { redirect: productFlows.hl.offers };
    if (product === 'pl' && current === 'gl') {
      const fallback = completedFlag(flags, 'gl') ? productFlows.gl.offers : productFlows.gl.detail;
      return { redirect: fallback, action: 'gold-loan-start' };
    }
    if (product === 'hl' && current === 'gl') return { redirect: productFlows.gl.offers };
    return { redirect: PRODUCTS_PATH };
  }
  if (current !== product) return { redirect: PRODUCTS_PATH };
  if (!appId) return { redirect: pages.welcome };
  const complete = completedFlag(flags, product);
  if (page === 'detail') {
    const staysOnDetail = !complete || updateRequired(flags, product) || flags.is_editing === 1;
    return staysOnDetail ? null : { redirect: pages.offers };
  }
  return complete && !updateRequired(flags, product) ? null : { redirect: pages.detail };
}

/** Applies the rules until the destination is stable and answers the final redirect (null: stay). */
export function decideCustomerRoute(input: RoutingInput): RouteDecision {
  let path = normalize(input.pathname);
  let decision: RouteDecision = null;
  // Each rule moves forward along the flow, so a handful of steps always settles.
  for (let i = 0; i < 6; i += 1) {
    const next = step(input, path);
    if (!next || next.redirect === path) break;
    decision = next;
    if (next.action) break;
    path = normalize(next.redirect);
  }
  return decision;
}
