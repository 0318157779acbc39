/**
 * Grievances with a clock (issue 30, item 2; RBI Digital Lending Directions: an LSP names a grievance redressal
 * officer and resolves complaints within 30 days, after which the customer may go to the RBI Integrated Ombudsman).
 * A complaint has a category, may name a lender and an application, gets a reference (GR-XXXXXX), and is followed
 * by its customer; staff work it in a queue with its 30-day clock, reminders at 7, 21 and 28 days, and may forward it
 * to the lender. The Ombudsman path is shown once 30 days pass unanswered or the customer rejects the answer.
 */
import { z } from 'zod';
import { rowIdSchema } from './api';
import { otpSchema } from './auth';
import { LIST_DEFAULT_PAGE_SIZE, listQuerySchema, optionalFilter, pageOf } from './lists';
import { grievanceAgeingBands } from './grievance-terms';
import { patterns } from './patterns';
import type { AdminRoleId } from './roles';

export { ageingBand, GRIEVANCE_RESOLUTION_DAYS, grievanceAgeingBands } from './grievance-terms';

/** Ages in days at which staff are reminded of a complaint still open. */
export const GRIEVANCE_REMINDER_DAYS = [7, 21, 28] as const;

export const grievanceCategories = [
  'application',
  'offer_terms',
  'charges',
  'lender_conduct',
  'recovery',
  'data_privacy',
  'partner_conduct',
  'app_problem',
  'other',
] as const;
export type GrievanceCategory = (typeof grievanceCategories)[number];

/**
 * open: received, nobody has answered; forwarded: sent to the lender, Saakh awaits its reply; answered: Saakh
 * answered the customer, who may accept (resolved) or reject (the Ombudsman path); closed: closed by staff.
 */
export const grievanceStatuses = ['open', 'forwarded', 'answered', 'resolved', 'rejected', 'closed'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

/** Statuses that still run the 30-day clock for staff. */
export const grievanceOpenStatuses = ['open', 'forwarded'] as const satisfies readonly GrievanceStatus[];

export const grievanceEventKinds = [
  'filed',
  'forwarded',
  'reminder',
  'answered',
  'accepted',
  'rejected',
  'closed',
  'note',
] as const;
export type GrievanceEventKind = (typeof grievanceEventKinds)[number];

export const grievanceReferencePattern = /^GR-[2-9A-HJKMNP-Z]{6}$/;

const description = z
  .string({ error: 'grievanceDescriptionRequired' })
  .trim()
  .min(10, { error: 'grievanceDescriptionRequired', abort: true })
  .max(2000, { error: 'grievanceDescriptionTooLong', abort: true });

/** A complaint as a signed-in customer files it: the lender and application are optional (an application names its lender). */
export const fileGrievanceInputSchema = z.object({
  category: z.enum(grievanceCategories, { error: 'grievanceCategoryRequired' }),
  lenderId: rowIdSchema.optional(),
  applicationId: z.string().trim().regex(patterns.guid, { error: 'invalidValue' }).optional(),
  description,
});
export type FileGrievanceInput = z.infer<typeof fileGrievanceInputSchema>;

/**
 * A complaint filed without signing in: the mobile proven with an OTP sent for the complaint. `partner` is the brand
 * the customer came through (its key, as `?partner=`), whose officer they were shown.
 */
export const fileGrievanceByMobileInputSchema = fileGrievanceInputSchema.omit({ applicationId: true }).extend({
  mobile: z.string({ error: 'mobileInvalid' }).trim().regex(patterns.mobile, { error: 'mobileInvalid' }),
  otp: otpSchema,
  name: z.string().trim().max(100, { error: 'invalidValue' }).optional(),
  partner: z.string().trim().max(60, { error: 'invalidValue' }).optional(),
});
export type FileGrievanceByMobileInput = z.infer<typeof fileGrievanceByMobileInputSchema>;

export const grievanceOtpInputSchema = z.object({
  mobile: z.string({ error: 'mobileInvalid' }).trim().regex(patterns.mobile, { error: 'mobileInvalid' }),
});

export const grievanceEventSchema = z.object({
  kind: z.enum(grievanceEventKinds),
  /** What the customer reads of it (an answer, a forwarding to the lender); staff notes are not shown to customers. */
  text: z.string().nullable(),
  at: z.string(),
});
export type GrievanceEvent = z.infer<typeof grievanceEventSchema>;

/** A complaint as its customer follows it. */
export const grievanceSchema = z.object({
  reference: z.string(),
  category: z.enum(grievanceCategories),
  lenderName: z.string().nullable(),
  applicationReference: z.string().nullable(),
  description: z.string(),
  status: z.enum(grievanceStatuses),
  filedAt: z.string(),
  /** The last day of the 30-day clock (India). */
  dueOn: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** True once 30 days passed without an answer, or the customer rejected the answer: the Ombudsman path is open. */
  ombudsmanOpen: z.boolean(),
  events: z.array(grievanceEventSchema),
});
export type Grievance = z.infer<typeof grievanceSchema>;

export const grievanceRefParamsSchema = z.object({
  reference: z.string().trim().toUpperCase().regex(grievanceReferencePattern, { error: 'notFound' }),
});

/** The customer accepts or rejects the answer. */
export const grievanceReplyInputSchema = z.object({ accept: z.boolean() });

// ---------- staff ----------

/**
 * Admin roles that work complaints (the queue, its actions, the dashboard's ageing): every staff role, customer
 * service (role 3, the CSR portal's) included, since complaints are customers' words to answer.
 */
export const grievanceStaffRoles = [1, 2, 3] as const satisfies readonly AdminRoleId[];

/** The officer's page for a brand: `?partner=` names the partner the customer came through. */
export const grievanceOfficerQuerySchema = z.object({ partner: z.string().trim().max(60).optional() });

export const grievanceSortColumns = ['due_on', 'created_at', 'status', 'category'] as const;

export const grievanceQueueQuerySchema = listQuerySchema({
  sortable: grievanceSortColumns,
  defaultSort: 'due_on',
  defaultPageSize: LIST_DEFAULT_PAGE_SIZE,
  filters: {
    status: optionalFilter(z.enum(grievanceStatuses, { error: 'invalidValue' })),
    category: optionalFilter(z.enum(grievanceCategories, { error: 'invalidValue' })),
    /** only complaints past their 30 days and still open */
    overdue: optionalFilter(z.enum(['1'], { error: 'invalidValue' })),
  },
});
export type GrievanceQueueQuery = z.infer<typeof grievanceQueueQuerySchema>;

export const grievanceQueueRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  category: z.enum(grievanceCategories),
  status: z.enum(grievanceStatuses),
  lenderName: z.string().nullable(),
  applicationReference: z.string().nullable(),
  /** Masked (******4321, or an erased customer's pseudonym): the queue shows whose it is without the number. */
  mobile: z.string(),
  filedAt: z.string(),
  dueOn: z.string(),
  /** Days since filing (India days). */
  ageDays: z.number().int(),
  /** Days left on the clock; negative once overdue. */
  daysLeft: z.number().int(),
});
export type GrievanceQueueRow = z.infer<typeof grievanceQueueRowSchema>;

export const grievanceQueuePageSchema = pageOf(grievanceQueueRowSchema);

export const grievanceStaffEventSchema = grievanceEventSchema.extend({ actor: z.string().nullable() });

export const grievanceDetailSchema = grievanceQueueRowSchema.extend({
  description: z.string(),
  customerName: z.string().nullable(),
  language: z.enum(['en', 'hi']),
  answer: z.string().nullable(),
  events: z.array(grievanceStaffEventSchema),
  lenderNodalEmail: z.string().nullable(),
});
export type GrievanceDetail = z.infer<typeof grievanceDetailSchema>;

export const grievanceIdParamsSchema = z.object({ id: rowIdSchema });

/** What staff do with a complaint: forward it to the lender, answer the customer, note, or close. */
export const grievanceActionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('forward'), text: z.string().trim().max(2000).optional() }),
  z.object({
    action: z.literal('answer'),
    text: z
      .string({ error: 'grievanceAnswerRequired' })
      .trim()
      .min(10, { error: 'grievanceAnswerRequired' })
      .max(4000, { error: 'grievanceDescriptionTooLong' }),
  }),
  z.object({
    action: z.literal('note'),
    text: z.string({ error: 'grievanceNoteRequired' }).trim().min(1, { error: 'grievanceNoteRequired' }).max(2000),
  }),
  z.object({ action: z.literal('close'), text: z.string().trim().max(2000).optional() }),
]);
export type GrievanceActionInput = z.infer<typeof grievanceActionInputSchema>;

/** The dashboard's ageing of open complaints: how many in each band of days since filing. */
export const grievanceAgeingSchema = z.object({
  bands: z.array(z.object({ band: z.enum(grievanceAgeingBands), count: z.number().int() })),
  open: z.number().int(),
});
export type GrievanceAgeing = z.infer<typeof grievanceAgeingSchema>;

/** Whether the customer may now go to the RBI Integrated Ombudsman. */
export function ombudsmanOpen(status: GrievanceStatus, dueOn: string, todayIso: string): boolean {
  if (status === 'rejected') return true;
  return (grievanceOpenStatuses as readonly GrievanceStatus[]).includes(status) && todayIso > dueOn;
}

/** The officer's designation unless configured otherwise (GRIEVANCE_OFFICER_DESIGNATION), in each language. */
export const GRIEVANCE_OFFICER_DESIGNATION = {
  en: 'Grievance Redressal Officer',
  hi: 'शिकायत निवारण अधिकारी',
} as const;

/** The officer customers complain to (from configuration): shown on the grievance page, the KFS and every offer. */
export const grievanceOfficerSchema = z.object({
  name: z.string(),
  designation: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  responseDays: z.number().int(),
  ombudsman: z.object({ portal: z.string(), tollFree: z.string() }),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;
