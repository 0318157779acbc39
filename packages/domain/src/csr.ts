import { z } from 'zod';
import { rowIdSchema } from './api';
import { applicationStatuses, normalizeApplicationReference } from './applications';
import type { CsrMessageKey } from './csr-messages';
import { listQuerySchema, pageOf } from './lists';
import { messageChannels, messageStatuses } from './messaging';
import { patterns } from './patterns';
import { byCompletionFlag } from './products';
import { dispositions, telecallingReasons } from './telecalling';

/**
 * The CSR portal (admin /admin/csr-portal, issue 11): support staff find a customer and see everything about them in
 * one place. Role 3 sees mobile numbers, PANs and e-mail addresses masked until it reveals one with a reason (audited).
 */

/** What a search typed, so the repository looks in the one indexed place it can be. */
export type CsrSearchKind = 'mobile' | 'pan' | 'application' | 'reference' | 'email' | 'name';

/** A search needs at least this many characters of a name. */
export const CSR_NAME_MIN = 2;

export function csrSearchKind(text: string): CsrSearchKind | null {
  const q = text.trim();
  if (patterns.mobile.test(q)) return 'mobile';
  const upper = q.toUpperCase();
  if (patterns.panIndividual.test(upper) || patterns.panCompany.test(upper)) return 'pan';
  if (patterns.guid.test(q)) return 'application';
  if (normalizeApplicationReference(q)) return 'reference';
  if (q.includes('@')) return 'email';
  return q.length >= CSR_NAME_MIN && /^[\p{L}][\p{L} .'-]*$/u.test(q) ? 'name' : null;
}

export const csrCustomerSorts = ['created_at', 'name'] as const;

/** Customers found by mobile, PAN, application id or reference (SK-7K3P9Q), e-mail or the start of a name; no search text, no customers. */
export const csrSearchQuerySchema = listQuerySchema({
  sortable: csrCustomerSorts,
  defaultSort: '-created_at',
  defaultPageSize: 20,
}).refine((query) => query.q === undefined || csrSearchKind(query.q) !== null, {
  error: 'csrSearchTooShort' satisfies CsrMessageKey,
  path: ['q'],
});
export type CsrSearchQuery = z.infer<typeof csrSearchQuerySchema>;

/** A customer as a search lists them; `masked` tells whether the identifiers are masked for this caller. */
export const csrCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string(),
  pan: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  applications: z.number().int(),
  latest_application_id: z.string().nullable(),
  latest_application_reference: z.string().nullable(),
  latest_status: z.enum(applicationStatuses).nullable(),
  erased: z.boolean(),
  masked: z.boolean(),
});
export type CsrCustomer = z.infer<typeof csrCustomerSchema>;
export const csrCustomerPageSchema = pageOf(csrCustomerSchema);

export const csrStatusStepSchema = z.object({
  status: z.enum(applicationStatuses),
  source: z.string(),
  remarks: z.string().nullable(),
  at: z.string(),
});

export const csrApplicationSchema = z.object({
  id: z.string(),
  /** The short reference the customer quotes on a call. */
  reference: z.string(),
  product: z.string(),
  lender_name: z.string(),
  status: z.enum(applicationStatuses),
  amount: z.number().int(),
  tenure_months: z.number().int(),
  apr: z.string(),
  lender_reference: z.string().nullable(),
  disbursed_amount: z.string().nullable(),
  disbursed_on: z.string().nullable(),
  created_at: z.string(),
  timeline: z.array(csrStatusStepSchema),
});
export type CsrApplication = z.infer<typeof csrApplicationSchema>;

/** One ranked offer list as the customer was shown it (issue 29): the rule and what placed each lender. */
export const csrRecordedRankingSchema = z.object({
  rule: z.string(),
  recorded_at: z.string(),
  offers: z.array(
    z.object({
      lender_id: z.number().int(),
      /** Null when the lender is no longer among the journey's lenders. */
      lender_name: z.string().nullable(),
      position: z.number().int(),
      apr: z.number(),
      approval_rate: z.number().nullable(),
      decided: z.number().int(),
      median_decision_hours: z.number().nullable(),
    }),
  ),
});
export type CsrRecordedRanking = z.infer<typeof csrRecordedRankingSchema>;

/** The offers the customer's open journey shows now (the same matching as their offers page), and who did not match. */
export const csrJourneyOffersSchema = z.object({
  app_id: z.number().int(),
  product: z.string(),
  desired_amount: z.number().int().nullable(),
  offers_viewed_at: z.string().nullable(),
  offers: z.array(
    z.object({
      lender_name: z.string(),
      amount: z.number(),
      tenure_months: z.number(),
      apr: z.number(),
      emi: z.number(),
    }),
  ),
  unmatched: z.array(z.object({ lender_name: z.string(), reason: z.string() })),
  /** The ranked lists the customer was shown on the offers page, as recorded for an audit, newest first. */
  recorded_rankings: z.array(csrRecordedRankingSchema),
});
export type CsrJourneyOffers = z.infer<typeof csrJourneyOffersSchema>;

export const csrConsentSchema = z.object({
  kind: z.string(),
  text_version: z.string(),
  accepted_at: z.string(),
  withdrawn_at: z.string().nullable(),
});

export const csrOptOutSchema = z.object({ channel: z.enum(messageChannels), source: z.string(), at: z.string() });

export const csrMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(messageChannels),
  source: z.string(),
  status: z.enum(messageStatuses),
  body: z.string(),
  skip_reason: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});

export const csrHelpRequestSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  forward_status: z.string(),
  created_at: z.string(),
});

export const csrNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string(),
  created_at: z.string(),
});
export type CsrNote = z.infer<typeof csrNoteSchema>;

export const csrTelecallingSchema = z.object({
  open_lead: z
    .object({
      id: z.number().int(),
      reason: z.enum(telecallingReasons),
      due_at: z.string(),
      assigned_to: z.string().nullable(),
    })
    .nullable(),
  dispositions: z.array(
    z.object({
      disposition: z.enum(dispositions),
      reason: z.string().nullable(),
      note: z.string().nullable(),
      callback_at: z.string().nullable(),
      by: z.string(),
      at: z.string(),
    }),
  ),
});

export const csrProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile: z.string(),
  pan: z.string().nullable(),
  email: z.string().nullable(),
  birth_date: z.string().nullable(),
  language: z.enum(['en', 'hi']),
  employment_status_code: z.number().int().nullable(),
  monthly_income: z.number().int().nullable(),
  postal_code: z.string().nullable(),
  ...byCompletionFlag(() => z.boolean()),
  pl_update_required: z.boolean(),
  pl_se_update_required: z.boolean(),
  allow_sms: z.boolean(),
  allow_emails: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  erased_at: z.string().nullable(),
  masked: z.boolean(),
});
export type CsrProfile = z.infer<typeof csrProfileSchema>;

/** Where the customer came from: their partner, first campaign and landing segment. */
export const csrSourceSchema = z.object({
  partner: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  url_segment: z.string().nullable(),
  first_seen_at: z.string().nullable(),
  furthest_step: z.string().nullable(),
});

export const csrCustomerViewSchema = z.object({
  profile: csrProfileSchema,
  source: csrSourceSchema,
  applications: z.array(csrApplicationSchema),
  journeys: z.array(csrJourneyOffersSchema),
  consents: z.array(csrConsentSchema),
  opt_outs: z.array(csrOptOutSchema),
  messages: z.array(csrMessageSchema),
  help_requests: z.array(csrHelpRequestSchema),
  notes: z.array(csrNoteSchema),
  telecalling: csrTelecallingSchema,
});
export type CsrCustomerView = z.infer<typeof csrCustomerViewSchema>;

export const csrCustomerParamsSchema = z.object({ id: rowIdSchema });

export const csrRevealFields = ['mobile', 'pan', 'email'] as const;
export type CsrRevealField = (typeof csrRevealFields)[number];

export const csrRevealInputSchema = z.object({
  field: z.enum(csrRevealFields, { error: 'invalidValue' }),
  reason: z
    .string({ error: 'csrRevealReasonInvalid' satisfies CsrMessageKey })
    .trim()
    .min(5, { error: 'csrRevealReasonInvalid' satisfies CsrMessageKey })
    .max(200, { error: 'csrRevealReasonInvalid' satisfies CsrMessageKey }),
});
export type CsrRevealInput = z.infer<typeof csrRevealInputSchema>;
export const csrRevealAnswerSchema = z.object({ value: z.string().nullable() });

export const csrNoteInputSchema = z.object({
  text: z
    .string({ error: 'csrNoteInvalid' satisfies CsrMessageKey })
    .trim()
    .min(2, { error: 'csrNoteInvalid' satisfies CsrMessageKey })
    .max(2000, { error: 'csrNoteInvalid' satisfies CsrMessageKey }),
});
export type CsrNoteInput = z.infer<typeof csrNoteInputSchema>;

/** The flags that send a customer back to the detail page to update their profile (customer spec §4). */
export const csrUpdateFlags = ['pl_update_required', 'pl_se_update_required'] as const;
export type CsrUpdateFlag = (typeof csrUpdateFlags)[number];

export const csrFlagInputSchema = z.object({
  flag: z.enum(csrUpdateFlags, { error: 'invalidValue' }),
  value: z.boolean({ error: 'invalidValue' }),
});
export type CsrFlagInput = z.infer<typeof csrFlagInputSchema>;

export const csrResendInputSchema = z.object({
  application_id: z.string({ error: 'invalidValue' }).regex(patterns.guid, { error: 'invalidValue' }),
});
export type CsrResendInput = z.infer<typeof csrResendInputSchema>;
export const csrResendAnswerSchema = z.object({ queued: z.number().int() });

/** A callback for telecalling, due at a time within the next 30 days. */
export const CSR_CALLBACK_MAX_DAYS = 30;
export const csrCallbackInputSchema = z.object({
  due_at: z.iso.datetime({ offset: true, error: 'csrCallbackInPast' satisfies CsrMessageKey }),
  note: z
    .string({ error: 'csrNoteInvalid' satisfies CsrMessageKey })
    .trim()
    .max(2000, { error: 'csrNoteInvalid' satisfies CsrMessageKey })
    .optional(),
});
export type CsrCallbackInput = z.infer<typeof csrCallbackInputSchema>;
export const csrCallbackAnswerSchema = z.object({ lead_id: z.number().int() });

/** Whether a callback time is acceptable at `now`: in the future and within the window. */
export function callbackTimeAllowed(dueAt: Date, now: Date): boolean {
  const ms = dueAt.getTime() - now.getTime();
  return ms > 0 && ms <= CSR_CALLBACK_MAX_DAYS * 24 * 60 * 60 * 1000;
}
