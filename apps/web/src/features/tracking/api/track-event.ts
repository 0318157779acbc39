import { DEFAULT_PARTNER_KEY, tracking } from '@saakh/domain/constants';
import type { FunnelEvent, TrackingEventInput, Utms } from '@saakh/domain/tracking';
import { apiRequest } from '@/lib/api-client';
import { getBrandKey } from '@/lib/brand';
import { getSessionValue } from '@/lib/session';
import { readStoredUtms } from '../utils/attribution';

export function postTrackingEvent(input: TrackingEventInput) {
  return apiRequest<undefined>('/api/tracking', { body: input, kind: 'customer', allowUnauthorized: true });
}

/**
 * Reports a funnel step (customer spec §7: category 1, goal 3) with the page's brand, campaign segment and UTM
 * values. Fire and forget: tracking must never stop a customer, so failures are dropped.
 */
export function trackEvent(
  event: FunnelEvent,
  extras: { appId?: number | string | null; path?: string; product?: TrackingEventInput['product'] } = {},
): void {
  const brand = getBrandKey();
  const appId = Number(extras.appId ?? getSessionValue('appId'));
  const segment = getSessionValue('urlSegment');
  const utms: Utms | null = readStoredUtms();
  void postTrackingEvent({
    event,
    categoryId: tracking.categoryId,
    goalId: tracking.goalId,
    ...(Number.isInteger(appId) && appId > 0 ? { appId } : {}),
    ...(brand !== DEFAULT_PARTNER_KEY ? { partner: brand } : {}),
    ...(segment ? { urlSegment: segment } : {}),
    path: (extras.path ?? window.location.pathname).slice(0, 300),
    ...(utms ? { utms } : {}),
    ...(extras.product ? { product: extras.product } : {}),
  }).catch(() => undefined);
}
