import { z } from 'zod';
import { insuranceKinds } from './insurance';
import { listQuerySchema, optionalFilter } from './lists';

/**
 * Insurance quote and call-back requests (issue 13): a customer on the insurance page asks for a quote or a call
 * back about one cover at a preferred time, sees it with its status, and admins work through the requests.
 */

export const insuranceRequestTypes = ['quote', 'callback'] as const;
export type InsuranceRequestType = (typeof insuranceRequestTypes)[number];

/** When the customer would like the call: 9–12, 12–16 or 16–20 IST. */
export const preferredTimes = ['morning', 'afternoon', 'evening'] as const;
export type PreferredTime = (typeof preferredTimes)[number];

export const insuranceRequestStatuses = ['new', 'contacted', 'closed'] as const;
export type InsuranceRequestStatus = (typeof insuranceRequestStatuses)[number];

/**
 * The same request again (same customer, cover and kind of request) while the first is still new and younger than
 * this is the first one answered again, not a second row: a double tap or a reload must not queue two calls.
 */
export const INSURANCE_REQUEST_DEDUPE_MINUTES = 30;

/** Version of the consent line shown beside the button (customer `insuranceRequest.consent`). */
export const INSURANCE_REQUEST_CONSENT_VERSION = 'insurance-request-2026-11';

export const createInsuranceRequestInputSchema = z.object({
  kind: z.enum(insuranceKinds, { error: 'insuranceKindInvalid' }),
  request_type: z.enum(insuranceRequestTypes, { error: 'insuranceRequestTypeInvalid' }),
  preferred_time: z.enum(preferredTimes, { error: 'preferredTimeInvalid' }),
  consent: z.literal(true, { error: 'insuranceConsentRequired' }),
});
export type CreateInsuranceRequestInput = z.infer<typeof createInsuranceRequestInputSchema>;
export type CreateInsuranceRequestFormValues = z.input<typeof createInsuranceRequestInputSchema>;

/** A request as its customer sees it. */
export const insuranceRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(insuranceKinds),
  request_type: z.enum(insuranceRequestTypes),
  preferred_time: z.enum(preferredTimes),
  status: z.enum(insuranceRequestStatuses),
  created_at: z.string(),
});
export type InsuranceRequest = z.infer<typeof insuranceRequestSchema>;

/** `duplicate`: the same request was already waiting, so no second one was made. */
export const createInsuranceRequestResultSchema = z.object({
  request: insuranceRequestSchema,
  duplicate: z.boolean(),
});
export type CreateInsuranceRequestResult = z.infer<typeof createInsuranceRequestResultSchema>;

// ---------- admin ----------

export const adminInsuranceRequestListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'status'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    status: optionalFilter(z.enum(insuranceRequestStatuses, { error: 'invalidValue' })),
    kind: optionalFilter(z.enum(insuranceKinds, { error: 'invalidValue' })),
  },
});
export type AdminInsuranceRequestListQuery = z.infer<typeof adminInsuranceRequestListQuerySchema>;

export const adminInsuranceRequestSchema = insuranceRequestSchema.extend({
  user_id: z.number().int(),
  customer_name: z.string().nullable(),
  mobile: z.string(),
  partner_name: z.string().nullable(),
  handled_by: z.string().nullable(),
  handled_at: z.string().nullable(),
});
export type AdminInsuranceRequest = z.infer<typeof adminInsuranceRequestSchema>;

/** Staff move a request forward only: new → contacted → closed (or straight to closed). */
export const updateInsuranceRequestStatusInputSchema = z.object({
  status: z.enum(['contacted', 'closed'], { error: 'insuranceRequestStatusInvalid' }),
});
export type UpdateInsuranceRequestStatusInput = z.infer<typeof updateInsuranceRequestStatusInputSchema>;

export function canMoveInsuranceRequest(from: InsuranceRequestStatus, to: InsuranceRequestStatus): boolean {
  return insuranceRequestStatuses.indexOf(to) > insuranceRequestStatuses.indexOf(from);
}
