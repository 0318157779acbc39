/**
 * The web is two apps (decision 030): the customer app (public and customer pages, on a light renderer, prerendered)
 * and the staff app (admin and partner pages). The staff app's login pages have a shell and entry of their own
 * (decision 056): the first page a partner or an admin opens loads only its form. The API picks a page's shell by
 * these rules, and each app hands a path of another's to the server, so the same rules decide both.
 */

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
