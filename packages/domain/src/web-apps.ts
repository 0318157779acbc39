/**
 * The web is two apps (decision 030): the customer app (public and customer pages, on a light renderer, prerendered)
 * and the staff app (admin and partner pages). The staff app's login pages have a shell and entry of their own
 * (decision 056): the first page a partner or an admin opens loads only its form. The API picks a page's shell by
 * these rules, and each app hands a path of another's to the server, so the same rules decide both.
 */
import type { BrandLook } from './brand';
import type { Locale } from './i18n';
import type { AdminRoleId } from './roles';

/** Paths the staff build serves: the admin and partner areas, and a partner's branded login (/{key}/partner/login). */
export function isStaffPath(pathname: string): boolean {
  return /^\/(admin|partner)(\/|$)/.test(pathname) || /^\/[^/]+\/partner\/login\/?$/.test(pathname);
}

/** The staff logins: /admin/login, /partner/login and a partner's branded /{key}/partner/login. */
export function isStaffLoginPath(pathname: string): boolean {
  return /^\/(admin|partner)\/login\/?$/.test(pathname) || /^\/[^/]+\/partner\/login\/?$/.test(pathname);
}

/** Which shell answers a page: the customer app's, the staff app's, or the staff login's. */
export function webAppOf(pathname: string): 'customer' | 'staff' | 'staff-login' {
  if (!isStaffPath(pathname)) return 'customer';
  return isStaffLoginPath(pathname) ? 'staff-login' : 'staff';
}

/** Where the staff app's shell and assets live inside the web build, and the URL prefix of its assets. */
export const staffAppFolder = 'staff';

/** Where the staff logins' shell and assets live inside the web build (decision 056), and their URL prefix. */
export const staffLoginFolder = 'staff-login';

/**
 * The cookie that mirrors a browser's language choice (kept in its storage) for the server, which draws a signed-in
 * staff page's first view in that language (decision 058). Not a secret and not personal: `en` or `hi`.
 */
export const languageCookieName = 'saakh_language';

/**
 * What the server knows when it draws a signed-in staff page's first view (decision 058): the area and page, the
 * language, the brand and what the frame shows of the session (a partner's name and whether an admin acts as them;
 * an admin's name and role, whose entries the sidebar lists). Types only: the web's renderer and the API share them,
 * and neither validates them again (the API builds them from its own records).
 */
export type StaffFirstViewInput = { path: string; language: Locale; brand: BrandLook } & StaffFirstViewCaller;

/** The area, and what its frame shows of the signed-in caller. */
export type StaffFirstViewCaller =
  | { area: 'partner'; session: { name: string; isMasquerade: boolean } }
  | { area: 'admin'; session: { name: string; roleId: AdminRoleId } };

/**
 * A first view drawn: the markup of the app's root, the CSS its elements use, and the names of Emotion's rules in it
 * (the app's Emotion takes them as written instead of writing them again).
 */
export type FirstView = { html: string; css: string; cssNames: string[] };
