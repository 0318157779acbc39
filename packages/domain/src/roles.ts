/** Admin roles and the pages each may open (admin spec §2.1, §6). Checked on the server, mirrored in the UI. */
export const adminRoleIds = [1, 2, 3] as const;
export type AdminRoleId = (typeof adminRoleIds)[number];

export type AdminNavItem = {
  path: string;
  labelKey: string;
  roles: readonly AdminRoleId[];
};

const allRoles = [1] as const;

/** Sidebar entries in the spec's order; `path` is below /admin. */
export const adminNav: readonly AdminNavItem[] = [
  { path: 'dashboard', labelKey: 'nav.dashboard', roles: [1, 2] },
  { path: 'mis-upload', labelKey: 'nav.misUpload', roles: allRoles },
  { path: 'vendors-on-off', labelKey: 'nav.vendorsOnOff', roles: allRoles },
  { path: 'lenders', labelKey: 'nav.lenders', roles: allRoles },
  { path: 'customer-eligibility', labelKey: 'nav.customerEligibility', roles: allRoles },
  { path: 'csr-portal', labelKey: 'nav.csrPortal', roles: [1, 2, 3] },
  { path: 'internal-report', labelKey: 'nav.internalReport', roles: [1, 2] },
  { path: 'customer-info-deletion', labelKey: 'nav.customerInfoDeletion', roles: allRoles },
  { path: 'customers-journey', labelKey: 'nav.customersJourney', roles: [1, 2] },
  { path: 'user-management', labelKey: 'nav.userManagement', roles: allRoles },
  { path: 'commission-upload-file', labelKey: 'nav.commissionUploadFile', roles: allRoles },
  { path: 'application-status-file', labelKey: 'nav.applicationStatusFile', roles: [1, 2] },
  { path: 'merchant-management', labelKey: 'nav.merchantManagement', roles: allRoles },
  { path: 'tracking-links', labelKey: 'nav.trackingLinks', roles: allRoles },
  { path: 'credit-cards', labelKey: 'nav.creditCards', roles: allRoles },
  { path: 'partners', labelKey: 'nav.partners', roles: allRoles },
  { path: 'messaging', labelKey: 'nav.messaging', roles: allRoles },
  { path: 'telecalling', labelKey: 'nav.telecalling', roles: [1, 3] },
  // Not in the spec's list (issue 10): duplicates found by the de-dupe rule, and their overrides.
  { path: 'de-dupe-logs', labelKey: 'nav.deDupeLogs', roles: allRoles },
  // Not in the spec's list (issue 13): customers' insurance quote and call-back requests, and the vouchers.
  { path: 'insurance-requests', labelKey: 'nav.insuranceRequests', roles: allRoles },
  { path: 'vouchers', labelKey: 'nav.vouchers', roles: allRoles },
  // Not in the spec's list (issue 13, decision 025): admin-entered texts customers read that have no Hindi yet.
  { path: 'missing-hindi', labelKey: 'nav.missingHindi', roles: allRoles },
  // Not in the spec's list (issue 12): partners' tickets and their KYC and bank change requests.
  { path: 'partner-support', labelKey: 'nav.partnerSupport', roles: allRoles },
  // Not in the spec's list (issue 12): what partners sell with (FAQs, message texts, banners, training files).
  { path: 'partner-content', labelKey: 'nav.partnerContent', roles: allRoles },
  // Not in the spec's list: where role 1 sees background jobs and sends failed ones again.
  { path: 'jobs', labelKey: 'nav.jobs', roles: allRoles },
  // Not in the spec's list (issue 30): customers' complaints and their 30-day clock, for every role that serves customers.
  { path: 'grievances', labelKey: 'nav.grievances', roles: [1, 2, 3] },
  // Not in the spec's list (issue 33): applications that wait on the lender, worked as cases with owners and clocks.
  { path: 'cases', labelKey: 'nav.cases', roles: [1, 2] },
];

/** Admin pages that are not in the sidebar, with the entry whose roles they share. */
const subPages: readonly { prefix: string; roles: readonly AdminRoleId[] }[] = [
  { prefix: 'products-report', roles: allRoles },
  { prefix: 'vendors-products-report', roles: allRoles },
  // Each staff member's own two-step login (decision 045), opened from the header.
  { prefix: 'account-security', roles: [1, 2, 3] },
];

export function isAdminRoleId(value: unknown): value is AdminRoleId {
  return typeof value === 'number' && (adminRoleIds as readonly number[]).includes(value);
}

/**
 * Whether a role may open an admin path such as `/admin/lenders/12`; a query or fragment (a login callback such as
 * `/admin/internal-report?from=…`) does not change the answer.
 */
export function canOpenAdminPath(roleId: AdminRoleId, target: string): boolean {
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  const [, area, page] = pathname.split('/');
  if (area !== 'admin') return false;
  if (!page) return true;
  const entry = adminNav.find((item) => item.path === page) ?? subPages.find((item) => item.prefix === page);
  return entry ? entry.roles.includes(roleId) : roleId === 1;
}

export function adminNavFor(roleId: AdminRoleId): AdminNavItem[] {
  return adminNav.filter((item) => item.roles.includes(roleId));
}

/** Where a role lands: the dashboard, or its first permitted page when the dashboard is not one (role 3). */
export function adminHomePath(roleId: AdminRoleId): string {
  const first = adminNavFor(roleId)[0];
  return `/admin/${first?.path ?? 'dashboard'}`;
}
