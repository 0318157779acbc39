/**
 * Client-side session state. The session token of each area (customer spec §3–§4) lives only in the server's
 * httpOnly cookie, which page scripts cannot read (decision 018); the page knows whether someone is signed in from the
 * marker cookie the server sets beside it, which holds no credential. Named values are kept in localStorage, except
 * the values the spec lists as client cookies.
 */
import { sessionMarkerCookieNames, type SessionKind } from '@saakh/domain/session-cookies';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The area a path belongs to: its first segment 'admin' or 'partner', else the customer area. */
export function areaOf(pathname: string): SessionKind {
  const first = pathname.split('/')[1];
  if (first === 'admin') return 'admin';
  if (first === 'partner') return 'partner';
  return 'customer';
}

/**
 * Whether the browser holds a session of this area, as far as the page can tell without asking: the server's
 * marker cookie is there. A session the server has ended since is found out by the area's first call (a 401).
 */
export function hasSession(kind: SessionKind): boolean {
  return readCookie(sessionMarkerCookieNames[kind]) !== null;
}

/** Forgets the area's session on this page (after a 401): its marker goes; the server clears its own cookies. */
export function forgetSession(kind: SessionKind): void {
  writeCookie(sessionMarkerCookieNames[kind], null, 'Strict');
}

/** Where builds before decision 018 kept the tokens; removed once on start so nothing readable is left behind. */
const legacyTokenKeys = ['saakh.token', 'saakh.adminToken', 'saakh.partnerToken'] as const;

export function removeLegacyTokens(): void {
  const store = storage();
  for (const key of legacyTokenKeys) store?.removeItem(key);
}

/** Named values of the session (customer spec §3: appId, productType, partnerId, utms, urlSegment…). */
export type SessionValueName =
  | 'prospectAppId'
  | 'appId'
  | 'partnerId'
  | 'productId'
  | 'productType'
  | 'merchantId'
  | 'utms'
  | 'urlSegment'
  | 'lastLogin'
  | 'isMasqueradeMode';

/** Values kept as client cookies under exactly their own names (customer spec §3, admin spec §2.9). */
const cookieValueNames: ReadonlySet<SessionValueName> = new Set(['isMasqueradeMode']);

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** A session cookie (no expiry) for the whole site, Secure on an https page; null deletes it. */
function writeCookie(name: string, value: string | null, sameSite: 'Lax' | 'Strict' = 'Lax'): void {
  const attributes = ['path=/', `SameSite=${sameSite}`];
  if (window.location.protocol === 'https:') attributes.push('Secure');
  if (value === null) attributes.push('Max-Age=0');
  document.cookie = [`${name}=${value === null ? '' : encodeURIComponent(value)}`, ...attributes].join('; ');
}

export function getSessionValue(name: SessionValueName): string | null {
  if (cookieValueNames.has(name)) return readCookie(name);
  return storage()?.getItem(`saakh.${name}`) ?? null;
}

export function setSessionValue(name: SessionValueName, value: string | null): void {
  if (cookieValueNames.has(name)) writeCookie(name, value);
  else if (value === null) storage()?.removeItem(`saakh.${name}`);
  else storage()?.setItem(`saakh.${name}`, value);
}

export function loginPathFor(kind: SessionKind): string {
  if (kind === 'admin') return '/admin/login';
  if (kind === 'partner') return '/partner/login';
  return '/verification';
}
