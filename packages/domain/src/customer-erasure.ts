import { z } from 'zod';
import { rowIdSchema } from './api';
import type { CustomerErasureMessageKey } from './customer-erasure-messages';
import { listQuerySchema, optionalFilter, pageOf } from './lists';
import { patterns } from './patterns';

/**
 * Customer info deletion (admin /admin/customer-info-deletion, decision 015): a customer's personal data erased on
 * their request (or an order), keeping only what law requires (applications and disbursal records), with the
 * customer's identifiers replaced by one pseudonym per erasure.
 */

/** Days within which a customer's erasure request must be carried out, unless ERASURE_DUE_DAYS says otherwise. */
export const ERASURE_DEFAULT_DUE_DAYS = 30;

/** Why an erasure is made: a category only, so no free text can carry the personal data being erased. */
export const erasureReasons = ['customer_request', 'consent_withdrawn', 'legal_order'] as const;
export type ErasureReason = (typeof erasureReasons)[number];

/** Why a request is refused: again a category only. */
export const erasureRejectReasons = ['identity_not_confirmed', 'legal_hold', 'request_withdrawn'] as const;
export type ErasureRejectReason = (typeof erasureRejectReasons)[number];

export const erasureRequestSources = ['customer', 'admin'] as const;
export type ErasureRequestSource = (typeof erasureRequestSources)[number];

export const erasureRequestStatuses = ['pending', 'done', 'rejected'] as const;
export type ErasureRequestStatus = (typeof erasureRequestStatuses)[number];

/** What an erasure does to a kind of record: erased (deleted or emptied) or kept with the person pseudonymised. */
export const erasureActions = ['erase', 'keep'] as const;
export type ErasureAction = (typeof erasureActions)[number];

/**
 * The kinds of record an erasure touches, each with what happens to it (decision 015). The page lists them in this
 * order; the key names the record in the answer, in the erasure record's counts and in the web's texts.
 */
export const erasureCategories = {
  profile: 'erase',
  profile_details: 'erase',
  help_requests: 'erase',
  insurance_requests: 'erase',
  intake_fields: 'erase',
  consents: 'erase',
  otp_codes: 'erase',
  sessions: 'erase',
  tracking_events: 'erase',
  audit_values: 'erase',
  staff_notes: 'erase',
  messages: 'erase',
  opt_outs: 'erase',
  telecalling: 'erase',
  applications: 'keep',
  status_history: 'keep',
  lender_mis_rows: 'keep',
  commission_records: 'keep',
  dedupe_logs: 'keep',
  journeys: 'keep',
} as const satisfies Record<string, ErasureAction>;
export type ErasureCategory = keyof typeof erasureCategories;
export const erasureCategoryKeys = Object.keys(erasureCategories) as [ErasureCategory, ...ErasureCategory[]];

/** How many records of each kind an erasure touches (or touched). */
export const erasureCountsSchema = z.record(z.enum(erasureCategoryKeys), z.number().int().min(0));
export type ErasureCounts = Record<ErasureCategory, number>;

/** Finds a customer by mobile number, PAN or (whole) application id. */
export const erasureSearchQuerySchema = z.object({
  q: z
    .string({ error: 'erasureSearchInvalid' satisfies CustomerErasureMessageKey })
    .trim()
    .transform((text) => (patterns.guid.test(text) ? text.toLowerCase() : text.toUpperCase()))
    .refine((text) => patterns.mobile.test(text) || isPan(text) || patterns.guid.test(text), {
      error: 'erasureSearchInvalid' satisfies CustomerErasureMessageKey,
    }),
});
export type ErasureSearchQuery = z.infer<typeof erasureSearchQuerySchema>;

function isPan(text: string): boolean {
  return patterns.panIndividual.test(text) || patterns.panCompany.test(text);
}

/** What a search typed: for the web to say which kind of value it found. */
export function erasureSearchKind(q: string): 'mobile' | 'pan' | 'application' | null {
  const text = q.trim();
  if (patterns.mobile.test(text)) return 'mobile';
  if (isPan(text.toUpperCase())) return 'pan';
  if (patterns.guid.test(text)) return 'application';
  return null;
}

/** A customer as the page shows them: masked, as the screens show any customer to staff. */
export const erasureCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string(),
  pan: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  /** Set once the customer's data was erased; the page then shows the erasure instead of a preview. */
  erased_at: z.string().nullable(),
});
export type ErasureCustomer = z.infer<typeof erasureCustomerSchema>;

/** The customers a search found: one for a mobile number or application id, maybe more for a PAN. */
export const erasureSearchResultSchema = z.array(erasureCustomerSchema);

export const erasureCategoryLineSchema = z.object({
  category: z.enum(erasureCategoryKeys),
  action: z.enum(erasureActions),
  count: z.number().int().min(0),
});
export type ErasureCategoryLine = z.infer<typeof erasureCategoryLineSchema>;

/** An application the lender is still deciding or paying: the customer cannot be erased until it ends. */
export const inFlightApplicationSchema = z.object({
  id: z.string(),
  status: z.string(),
  lender_name: z.string(),
  created_at: z.string(),
});
export type InFlightApplication = z.infer<typeof inFlightApplicationSchema>;

export const erasureRecordSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  pseudonym: z.string(),
  reason: z.enum(erasureReasons),
  requested_by_name: z.string().nullable(),
  counts: erasureCountsSchema,
  created_at: z.string(),
});
export type ErasureRecord = z.infer<typeof erasureRecordSchema>;

/** What an erasure will do, record kind by kind, or (once erased) the erasure that was made. */
export const erasurePreviewSchema = z.object({
  customer: erasureCustomerSchema,
  lines: z.array(erasureCategoryLineSchema),
  in_flight: z.array(inFlightApplicationSchema),
  /** The customer's pending request, if any, with its due date. */
  pending_request: z
    .object({
      id: z.number().int(),
      requested_at: z.string(),
      due_at: z.string(),
      source: z.enum(erasureRequestSources),
    })
    .nullable(),
  erasure: erasureRecordSchema.nullable(),
});
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;

export const erasureCustomerParamsSchema = z.object({ userId: rowIdSchema });
export type ErasureCustomerParams = z.infer<typeof erasureCustomerParamsSchema>;

/** The erase: the mobile number's last four digits typed as confirmation, and why. */
export const eraseCustomerInputSchema = z.object({
  confirmation: z
    .string({ error: 'erasureConfirmationMismatch' satisfies CustomerErasureMessageKey })
    .trim()
    .regex(/^\d{4}$/, { error: 'erasureConfirmationMismatch' satisfies CustomerErasureMessageKey }),
  reason: z.enum(erasureReasons, { error: 'erasureReasonRequired' satisfies CustomerErasureMessageKey }),
});
export type EraseCustomerInput = z.infer<typeof eraseCustomerInputSchema>;

/** The last four characters of the customer's mobile number: what the confirmation must repeat. */
export function erasureConfirmationOf(mobile: string): string {
  return mobile.slice(-4);
}

export const erasureRequestSchema = z.object({
  id: z.number().int(),
  /** ER- and six digits of the id, as the customer quotes it (erasureRequestReference). */
  reference: z.string(),
  user_id: z.number().int(),
  customer_mobile: z.string(),
  customer_name: z.string().nullable(),
  source: z.enum(erasureRequestSources),
  status: z.enum(erasureRequestStatuses),
  requested_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  completed_at: z.string().nullable(),
  erasure_id: z.number().int().nullable(),
  reject_reason: z.enum(erasureRejectReasons).nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const erasureRequestPageSchema = pageOf(erasureRequestSchema);
export type ErasureRequestPage = z.infer<typeof erasureRequestPageSchema>;

/** /api/admin/customer-erasure/requests' query: pending ones by default, the soonest due first. */
export const erasureRequestListQuerySchema = listQuerySchema({
  sortable: ['due_at', 'requested_at'],
  defaultSort: 'due_at',
  defaultPageSize: 20,
  filters: {
    status: optionalFilter(z.enum(erasureRequestStatuses, { error: 'invalidValue' })),
  },
});
export type ErasureRequestListQuery = z.infer<typeof erasureRequestListQuerySchema>;

export const rejectErasureRequestInputSchema = z.object({
  reason: z.enum(erasureRejectReasons, { error: 'erasureReasonRequired' satisfies CustomerErasureMessageKey }),
});
export type RejectErasureRequestInput = z.infer<typeof rejectErasureRequestInputSchema>;
