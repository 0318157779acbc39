/**
 * Client-side session state: one token per area (customer spec §3–§4) and named values, kept in localStorage,
 * except the values the spec lists as client cookies.
 */
import type { SessionKind } from '@saakh/domain/auth';

const tokenKeys = {
  customer: 'saakh.token',
  admin: 'saakh.adminToken',
  partner: 'saakh.partnerToken',
} as const satisfies Record<SessionKind, string>;

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

export function getToken(kind: SessionKind): string | null {
  return storage()?.getItem(tokenKeys[kind]) ?? null;
}

export function setToken(kind: SessionKind, token: string): void {
  storage()?.setItem(tokenKeys[kind], token);
}

export function clearToken(kind: SessionKind): void {
  storage()?.removeItem(tokenKeys[kind]);
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
function writeCookie(name: string, value: string | null): void {
  const attributes = ['path=/', 'SameSite=Lax'];
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
