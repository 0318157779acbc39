/**
 * The web is two apps (decision 030): the customer app (public and customer pages, on a light renderer, prerendered)
 * and the staff app (admin and partner pages). The API picks a page's shell by this rule, and each app hands a
 * path of the other's to the server, so the same rule decides both.
 */

/** Paths the staff app serves: the admin and partner areas, and a partner's branded login (/{key}/partner/login). */
export function isStaffPath(pathname: string): boolean {
  return /^\/(admin|partner)(\/|$)/.test(pathname) || /^\/[^/]+\/partner\/login\/?$/.test(pathname);
}

/** Where the staff app's shell and assets live inside the web build, and the URL prefix of its assets. */
export const staffAppFolder = 'staff';
