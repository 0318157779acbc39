/**
 * Campaign attribution (customer spec §3 session values `utms` and `urlSegment`): the UTM values and the
 * partner or campaign segment a customer arrived with are kept for the session and in the server-kept cookies,
 * so the lead stays attributed to them through login and application.
 */
import type { UtmKey, Utms } from '@saakh/domain/tracking';
import { api } from '@/lib/api-client';
import { getSessionValue, setSessionValue } from '@/lib/session';

const UTM_MAX = 200;

/**
 * The UTM keys, checked against the domain's UtmKey (a missing or extra key is a type error). A value import of
 * the domain's list would bring zod into the landing page, so the list is derived from this record instead.
 */
const utmKeyRecord: Record<UtmKey, true> = {
  utm_source: true,
  utm_medium: true,
  utm_campaign: true,
  utm_term: true,
  utm_content: true,
};
const utmKeys = Object.keys(utmKeyRecord) as UtmKey[];

/** The UTM values of a query string; null when it has none. */
export function utmsFromSearch(search: string | URLSearchParams): Utms | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const utms: Utms = {};
  for (const key of utmKeys) {
    const value = params.get(key)?.trim();
    if (value) utms[key] = value.slice(0, UTM_MAX);
  }
  return Object.keys(utms).length > 0 ? utms : null;
}

export function readStoredUtms(): Utms | null {
  const raw = getSessionValue('utms');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const utms: Utms = {};
    for (const key of utmKeys) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) utms[key] = value.slice(0, UTM_MAX);
    }
    return Object.keys(utms).length > 0 ? utms : null;
  } catch {
    return null;
  }
}

function saveServerCookie(name: 'utms' | 'urlSegment', value: string): void {
  // Server-kept cookies are a convenience for the server side of attribution; the session values are what count.
  void api('/api/cookies/save', {
    body: { name, value, minutes: 60 * 24 * 30 },
    kind: 'customer',
    allowUnauthorized: true,
  }).catch(() => undefined);
}

/**
 * Keeps the arrival's attribution. New UTM values replace older ones (the latest campaign wins); a visit
 * without UTM values keeps what was stored. A segment is kept only when it is a known partner or campaign.
 */
export function captureAttribution(search: string, segment?: string): void {
  const utms = utmsFromSearch(search);
  if (utms) {
    const value = JSON.stringify(utms);
    setSessionValue('utms', value);
    saveServerCookie('utms', value);
  }
  if (segment) {
    setSessionValue('urlSegment', segment);
    saveServerCookie('urlSegment', segment);
  }
}
