import { describe, expect, it } from 'vitest';
import { adminHomePath, adminNav, adminNavFor, canOpenAdminPath, isAdminRoleId } from './roles';

/** The spec's sidebar entries (admin spec §2.1), in its order. */
const specPaths = [
  'dashboard',
  'mis-upload',
  'vendors-on-off',
  'lenders',
  'customer-eligibility',
  'csr-portal',
  'internal-report',
  'customer-info-deletion',
  'customers-journey',
  'user-management',
  'commission-upload-file',
  'application-status-file',
  'merchant-management',
  'tracking-links',
  'credit-cards',
  'partners',
  'messaging',
  'telecalling',
];

/**
 * Pages of ours after the spec's entries, for role 1: de-dupe logs, insurance requests, vouchers, missing Hindi, partner support,
 * partner content, background jobs, grievances (roles 2 and 3 too) and cases (role 2 too).
 */
const sidebarPaths = [
  ...specPaths,
  'de-dupe-logs',
  'insurance-requests',
  'vouchers',
  'missing-hindi',
  'partner-support',
  'partner-content',
  'jobs',
  'grievances',
  'cases',
];

const pagesOf = (roleId: 1 | 2 | 3) => adminNavFor(roleId).map((item) => item.path);

describe('admin role pages (admin spec §6)', () => {
  it('lists the sidebar entries in the spec order, with ours after them', () => {
    expect(adminNav.map((item) => item.path)).toEqual(sidebarPaths);
    expect(adminNav.slice(0, specPaths.length).map((item) => item.path)).toEqual(specPaths);
  });

  it('lets role 1 open every admin page', () => {
    expect(pagesOf(1)).toEqual(sidebarPaths);
    for (const page of [
      ...sidebarPaths,
      'products-report',
      'vendors-products-report',
      'lenders/12',
      'partners/3',
      'csr-portal/4/5',
    ]) {
      expect(canOpenAdminPath(1, `/admin/${page}`)).toBe(true);
    }
  });

  it('lets role 2 open exactly dashboard, internal-report, customers-journey, application-status-file, csr-portal, grievances and cases', () => {
    expect([...pagesOf(2)].sort()).toEqual(
      [
        'application-status-file',
        'cases',
        'csr-portal',
        'customers-journey',
        'dashboard',
        'grievances',
        'internal-report',
      ].sort(),
    );
    const allowed = new Set(pagesOf(2));
    for (const page of sidebarPaths) expect(canOpenAdminPath(2, `/admin/${page}`)).toBe(allowed.has(page));
  });

  it('lets role 3 open only csr-portal, telecalling and grievances', () => {
    expect(pagesOf(3)).toEqual(['csr-portal', 'telecalling', 'grievances']);
    for (const page of sidebarPaths) {
      expect(canOpenAdminPath(3, `/admin/${page}`)).toBe(['csr-portal', 'telecalling', 'grievances'].includes(page));
    }
  });

  it('reads a path with a query or fragment (a login callback) as the path alone', () => {
    expect(canOpenAdminPath(2, '/admin/internal-report?from=2026-11-01&to=2026-11-28')).toBe(true);
    expect(canOpenAdminPath(3, '/admin/csr-portal?q=98765#notes')).toBe(true);
    expect(canOpenAdminPath(3, '/admin/telecalling?tab=team')).toBe(true);
    expect(canOpenAdminPath(2, '/admin/lenders?filter=pl')).toBe(false);
    expect(canOpenAdminPath(3, '/admin/dashboard#top')).toBe(false);
    expect(canOpenAdminPath(1, '//example.com/admin?x=1')).toBe(false);
  });

  it('applies a page rule to its sub-paths', () => {
    expect(canOpenAdminPath(3, '/admin/csr-portal/4/5')).toBe(true);
    expect(canOpenAdminPath(3, '/admin/grievances/7')).toBe(true);
    expect(canOpenAdminPath(2, '/admin/lenders/12')).toBe(false);
    expect(canOpenAdminPath(3, '/admin/partners/2')).toBe(false);
  });

  it('keeps the report pages outside the sidebar for role 1 only', () => {
    for (const page of ['products-report', 'vendors-products-report']) {
      expect(canOpenAdminPath(2, `/admin/${page}`)).toBe(false);
      expect(canOpenAdminPath(3, `/admin/${page}`)).toBe(false);
    }
  });

  it('keeps an unknown admin page to role 1', () => {
    expect(canOpenAdminPath(1, '/admin/some-new-page')).toBe(true);
    expect(canOpenAdminPath(2, '/admin/some-new-page')).toBe(false);
    expect(canOpenAdminPath(3, '/admin/some-new-page')).toBe(false);
  });

  it('refuses paths outside the admin area', () => {
    expect(canOpenAdminPath(1, '/partner/dashboard')).toBe(false);
    expect(canOpenAdminPath(1, '/user/offers')).toBe(false);
  });

  it('lands each role on a page it may open: the dashboard for roles 1 and 2, csr-portal for role 3', () => {
    expect(adminHomePath(1)).toBe('/admin/dashboard');
    expect(adminHomePath(2)).toBe('/admin/dashboard');
    expect(adminHomePath(3)).toBe('/admin/csr-portal');
    for (const roleId of [1, 2, 3] as const) expect(canOpenAdminPath(roleId, adminHomePath(roleId))).toBe(true);
  });

  it('recognises only the role ids 1, 2 and 3', () => {
    expect([1, 2, 3].every(isAdminRoleId)).toBe(true);
    for (const value of [0, 4, -1, 1.5, '1', null, undefined]) expect(isAdminRoleId(value)).toBe(false);
  });
});
