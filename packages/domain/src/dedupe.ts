import { z } from 'zod';
import { rowIdSchema } from './api';
import { dateRangeQueryShape } from './date-range-query';
import type { DedupeMessageKey } from './dedupe-messages';
import { listQuerySchema, optionalFilter, pageOf } from './lists';
import { patterns } from './patterns';
import { loanProductCodes } from './product-types';

/**
 * De-dupe (DESIGN §7, decision 013): the same mobile or PAN applying for the same product within the window belongs
 * to the first partner (or to nobody, when the first came directly). Every duplicate is logged with both sides; an
 * admin may give the lead to the later partner with a reason. Partners only ever learn that a lead was a duplicate.
 */

export const DEDUPE_DEFAULT_WINDOW_DAYS = 30;
export const DEDUPE_REASON_MIN = 3;
export const DEDUPE_REASON_MAX = 500;

/** first_partner_kept: the rule's decision; overridden: an admin gave the lead to the later partner. */
export const dedupeDecisions = ['first_partner_kept', 'overridden'] as const;
export type DedupeDecision = (typeof dedupeDecisions)[number];

/** What the later application shared with the first: the mobile number, or (another customer's) PAN. */
export const dedupeMatches = ['mobile', 'pan'] as const;
export type DedupeMatch = (typeof dedupeMatches)[number];

/** One duplicate as role 1 reads it; the customer's mobile and PAN are masked, a null partner is a direct customer. */
export const dedupeLogSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  application_id: z.string(),
  first_application_id: z.string(),
  product: z.enum(loanProductCodes),
  matched_on: z.enum(dedupeMatches),
  customer_mobile: z.string().nullable(),
  customer_pan: z.string().nullable(),
  first_partner_id: z.number().int().nullable(),
  first_partner_name: z.string().nullable(),
  duplicate_partner_id: z.number().int().nullable(),
  duplicate_partner_name: z.string().nullable(),
  window_days: z.number().int(),
  decision: z.enum(dedupeDecisions),
  overridden_by_name: z.string().nullable(),
  override_reason: z.string().nullable(),
  overridden_at: z.string().nullable(),
});
export type DedupeLog = z.infer<typeof dedupeLogSchema>;

export const dedupeLogPageSchema = pageOf(dedupeLogSchema);
export type DedupeLogPage = z.infer<typeof dedupeLogPageSchema>;

/** The search finds one application (the duplicate or the first one) by its whole id. */
const applicationIdSearchSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'dedupeSearchInvalid' satisfies DedupeMessageKey })
    .trim()
    .refine((text) => patterns.guid.test(text), { error: 'dedupeSearchInvalid' satisfies DedupeMessageKey })
    .optional(),
);

/** /api/admin/de-dupe-logs' query: newest first; the days the duplicate was found (India), product, partner, decision. */
export const dedupeLogListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    ...dateRangeQueryShape,
    product: optionalFilter(z.enum(loanProductCodes, { error: 'invalidValue' })),
    /** Either side of the duplicate. */
    partner_id: optionalFilter(rowIdSchema),
    decision: optionalFilter(z.enum(dedupeDecisions, { error: 'invalidValue' })),
  },
}).extend({ q: applicationIdSearchSchema });
export type DedupeLogListQuery = z.infer<typeof dedupeLogListQuerySchema>;

export const dedupeOverrideInputSchema = z.object({
  reason: z
    .string({ error: 'dedupeReasonRequired' satisfies DedupeMessageKey })
    .trim()
    .min(DEDUPE_REASON_MIN, { error: 'dedupeReasonRequired' satisfies DedupeMessageKey })
    .max(DEDUPE_REASON_MAX, { error: 'dedupeReasonRequired' satisfies DedupeMessageKey }),
});
export type DedupeOverrideInput = z.infer<typeof dedupeOverrideInputSchema>;

/**
 * A lead as the partner who does not hold it sees it: only that it was a duplicate. Nothing here may name or number
 * the other side (no partner, no application id of theirs).
 */
export const partnerDuplicateLeadSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  product: z.enum(loanProductCodes),
  customer_mobile: z.string().nullable(),
  status: z.literal('duplicate'),
});
export type PartnerDuplicateLead = z.infer<typeof partnerDuplicateLeadSchema>;

export const partnerDuplicateLeadListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
});
export type PartnerDuplicateLeadListQuery = z.infer<typeof partnerDuplicateLeadListQuerySchema>;

export const partnerDuplicateLeadPageSchema = pageOf(partnerDuplicateLeadSchema);
export type PartnerDuplicateLeadPage = z.infer<typeof partnerDuplicateLeadPageSchema>;
