import { z } from 'zod';
import { rowIdSchema, rowIdWith } from './api';
import { datePresets } from './date-ranges';
import { listQuerySchema, optionalFilter, pageOf, type Page } from './lists';
import { patterns } from './patterns';
import { reportProducts, type ReportProduct } from './product-types';
import { reportRangeShape } from './reporting';
import type { TrackingLinkMessageKey } from './tracking-links-messages';

/**
 * Tracking links (admin /admin/tracking-links, decision 012): a short link /t/{code} a partner shares for a campaign.
 * It lands on the partner's page with the link's UTM values and its code as utm_content, which the customer's
 * events carry from then on; the link's figures are counted from them.
 */

export const TRACKING_LINK_CODE_LENGTH = 8;
/** Letters and digits that cannot be read as one another (no 0/o, 1/l/i), lower case: easy to type from print. */
export const TRACKING_LINK_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** What a code in /t/{code} may look like; anything else names no link. */
export const trackingLinkCodePattern = /^[a-z2-9]{4,16}$/;

export const CAMPAIGN_MIN = 2;
export const CAMPAIGN_MAX = 80;
export const UTM_VALUE_MAX = 100;
export const URL_SEGMENT_MAX = 40;

/** The path of a link's short URL. */
export function trackingLinkShortPath(code: string): string {
  return `/t/${code}`;
}

export type TrackingLinkTarget = {
  code: string;
  url_segment: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  product: ReportProduct | null;
};

/** Where the short link sends a customer: the partner's landing page with the UTM values, the code and the product. */
export function trackingLinkLandingPath(link: TrackingLinkTarget): string {
  const query: [string, string][] = [
    ['utm_source', link.utm_source],
    ['utm_medium', link.utm_medium],
    ['utm_campaign', link.utm_campaign],
    ['utm_content', link.code],
  ];
  if (link.product) query.push(['product', link.product]);
  const text = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `/${encodeURIComponent(link.url_segment)}?${text}`;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const utmValueSchema = z
  .string({ error: 'trackingLinkUtmInvalid' satisfies TrackingLinkMessageKey })
  .trim()
  .min(1, { error: 'trackingLinkUtmInvalid' satisfies TrackingLinkMessageKey })
  .max(UTM_VALUE_MAX, { error: 'trackingLinkUtmInvalid' satisfies TrackingLinkMessageKey })
  .regex(patterns.utmId, { error: 'trackingLinkUtmInvalid' satisfies TrackingLinkMessageKey });

/** A landing page's segment, as /{urlSegment} reads it: a partner's key. */
export const urlSegmentSchema = z
  .string({ error: 'trackingLinkSegmentInvalid' satisfies TrackingLinkMessageKey })
  .trim()
  .toLowerCase()
  .regex(patterns.partnerKey, { error: 'trackingLinkSegmentInvalid' satisfies TrackingLinkMessageKey });

/**
 * A new link. The URL segment may be left blank: the link then lands on its partner's own page. A form's select
 * sends the partner as text, JSON as a number.
 */
export const createTrackingLinkInputSchema = z.object({
  partner_id: rowIdWith('trackingLinkPartnerUnknown' satisfies TrackingLinkMessageKey),
  campaign: z
    .string({ error: 'trackingLinkCampaignInvalid' satisfies TrackingLinkMessageKey })
    .trim()
    .min(CAMPAIGN_MIN, { error: 'trackingLinkCampaignInvalid' satisfies TrackingLinkMessageKey })
    .max(CAMPAIGN_MAX, { error: 'trackingLinkCampaignInvalid' satisfies TrackingLinkMessageKey }),
  url_segment: z.preprocess(blankToUndefined, urlSegmentSchema.optional()),
  utm_source: utmValueSchema,
  utm_medium: utmValueSchema,
  utm_campaign: utmValueSchema,
  product: z.preprocess(blankToUndefined, z.enum(reportProducts, { error: 'invalidValue' }).optional()),
});
export type CreateTrackingLinkInput = z.infer<typeof createTrackingLinkInputSchema>;

export const trackingLinkActiveInputSchema = z.object({ active: z.boolean({ error: 'invalidValue' }) });
export type TrackingLinkActiveInput = z.infer<typeof trackingLinkActiveInputSchema>;

/** A link's figures over the asked days (decision 012 says how each is counted). */
export const trackingLinkCountsSchema = z.object({
  clicks: z.number().int(),
  otp_verified: z.number().int(),
  applications: z.number().int(),
  disbursals: z.number().int(),
});
export type TrackingLinkCounts = z.infer<typeof trackingLinkCountsSchema>;
export const trackingLinkCountKeys = ['clicks', 'otp_verified', 'applications', 'disbursals'] as const;

export const trackingLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** /t/{code}: the web app puts its own origin in front. */
  short_path: z.string(),
  /** Where the short link lands. */
  landing_path: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  campaign: z.string(),
  url_segment: z.string(),
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  product: z.enum(reportProducts).nullable(),
  active: z.boolean(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  counts: trackingLinkCountsSchema,
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;

/** Columns the list sorts by; default: the newest first. */
export const trackingLinkSortColumns = ['created_at', 'campaign', 'code', 'utm_source'] as const;
export type TrackingLinkSortColumn = (typeof trackingLinkSortColumns)[number];

const activeFilter = z.enum(['true', 'false'], { error: 'invalidValue' }).transform((value) => value === 'true');

/**
 * /api/admin/tracking-links' query: one page of links, each with its figures over the report range (preset, from,
 * to; default the last 30 days, ending yesterday). The figures are counted live from the rows, not from the daily
 * rollup, so `today` is offered too: a link shared this morning shows its clicks now. q searches the code, campaign,
 * segment and UTM values.
 */
export const trackingLinkListQuerySchema = listQuerySchema({
  sortable: trackingLinkSortColumns,
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    partner_id: optionalFilter(rowIdSchema),
    active: optionalFilter(activeFilter),
    ...reportRangeShape,
    preset: optionalFilter(z.enum(datePresets, { error: 'invalidValue' })),
  },
});
export type TrackingLinkListQuery = z.infer<typeof trackingLinkListQuerySchema>;

/** One page of links, and the days their figures cover. */
export const trackingLinkPageSchema = pageOf(trackingLinkSchema).extend({
  range: z.object({ from: z.string(), to: z.string() }),
});
export type TrackingLinkPage = Page<TrackingLink> & { range: { from: string; to: string } };

export const trackingLinkQrFormats = ['png', 'svg'] as const;
export type TrackingLinkQrFormat = (typeof trackingLinkQrFormats)[number];

export const trackingLinkQrQuerySchema = z.object({
  format: z.enum(trackingLinkQrFormats, { error: 'invalidValue' }),
});
export type TrackingLinkQrQuery = z.infer<typeof trackingLinkQrQuerySchema>;

/** /t/{code}: the code is free text; a code that names no active link lands on the home page. */
export const trackingLinkCodeParamsSchema = z.object({ code: z.string() });
