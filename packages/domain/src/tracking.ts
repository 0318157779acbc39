import { z } from 'zod';
import { rowIdSchema } from './api';
import { tracking } from './constants';
import { reportProducts } from './product-types';

/** Funnel events the customer pages report (customer spec §7: tracking calls carry category 1 and goal 3). */
export const funnelEvents = ['landing', 'otp_verified', 'profile_complete', 'offers_viewed', 'offer_selected'] as const;
export type FunnelEvent = (typeof funnelEvents)[number];

export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof utmKeys)[number];

const utmValue = z.string().trim().max(200);

export const utmsSchema = z.object({
  utm_source: utmValue.optional(),
  utm_medium: utmValue.optional(),
  utm_campaign: utmValue.optional(),
  utm_term: utmValue.optional(),
  utm_content: utmValue.optional(),
});
export type Utms = z.infer<typeof utmsSchema>;

export const trackingEventInputSchema = z.object({
  event: z.enum(funnelEvents, { error: 'invalidValue' }),
  appId: rowIdSchema.optional(),
  categoryId: z.coerce.number().int().min(1).max(1000).default(tracking.categoryId),
  goalId: z.coerce.number().int().min(1).max(1000).default(tracking.goalId),
  /** The partner key of the brand the page runs in. */
  partner: z.string().trim().max(40).optional(),
  urlSegment: z.string().trim().max(60).optional(),
  path: z.string().trim().max(300).optional(),
  utms: utmsSchema.optional(),
  /**
   * The product a page is about when no journey says it (a card or insurance page's click-out); a journey's own
   * product wins. Loans: pl, bl, gl, hl.
   */
  product: z.enum(reportProducts, { error: 'invalidValue' }).optional(),
});
export type TrackingEventInput = z.infer<typeof trackingEventInputSchema>;
