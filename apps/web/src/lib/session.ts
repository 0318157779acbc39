/** Client-side session state: one token per area (customer spec §3–§4), kept in localStorage. */
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

export function getSessionValue(name: SessionValueName): string | null {
  return storage()?.getItem(`saakh.${name}`) ?? null;
}

export function setSessionValue(name: SessionValueName, value: string | null): void {
  if (value === null) storage()?.removeItem(`saakh.${name}`);
  else storage()?.setItem(`saakh.${name}`, value);
}

export function loginPathFor(kind: SessionKind): string {
  if (kind === 'admin') return '/admin/login';
  if (kind === 'partner') return '/partner/login';
  return '/verification';
}
