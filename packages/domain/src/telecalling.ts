import { z } from 'zod';
import { rowIdSchema } from './api';
import { dateRangeQueryShape } from './date-range-query';
import { listQuerySchema, optionalFilter, pageOf } from './lists';

/**
 * Telecalling (issue 11): why a customer is in the work queue, what a call ended in, and a call's states. Request and
 * answer schemas of the telecalling routes live here too.
 */

/** Why a customer is in the queue: a drop-off the queue rules found, or a callback raised in the CSR portal. */
export const telecallingReasons = [
  'otp_no_profile',
  'profile_no_application',
  'offers_not_chosen',
  'rejected_gold_eligible',
  'csr_callback',
] as const;
export type TelecallingReason = (typeof telecallingReasons)[number];

/** open: waiting in the queue (a callback waits until its time); done: a final disposition closed it. */
export const telecallingLeadStatuses = ['open', 'done'] as const;
export type TelecallingLeadStatus = (typeof telecallingLeadStatuses)[number];

export const dispositions = [
  'interested',
  'call_back',
  'not_interested',
  'wrong_number',
  'not_reachable',
  'applied',
] as const;
export type Disposition = (typeof dispositions)[number];

export const callStatuses = ['initiated', 'ringing', 'answered', 'completed', 'no_answer', 'failed'] as const;
export type CallStatus = (typeof callStatuses)[number];

/** The reasons the queue rules look for (a CSR callback is raised by hand, never by a rule). */
export const queueRuleReasons = [
  'otp_no_profile',
  'profile_no_application',
  'offers_not_chosen',
  'rejected_gold_eligible',
] as const satisfies readonly TelecallingReason[];
export type QueueRuleReason = (typeof queueRuleReasons)[number];

/** A rule as the queue builder runs it. */
export type QueueRule = { enabled: boolean; lookback_days: number; min_idle_hours: number };

/**
 * The rules before role 1 changes them: drop-offs of the last week (a rejection: the last month), idle for a few
 * hours, so a customer who is still filling the form is not called.
 */
export const queueRuleDefaults: Record<QueueRuleReason, QueueRule> = {
  otp_no_profile: { enabled: true, lookback_days: 7, min_idle_hours: 2 },
  profile_no_application: { enabled: true, lookback_days: 7, min_idle_hours: 4 },
  offers_not_chosen: { enabled: true, lookback_days: 7, min_idle_hours: 4 },
  rejected_gold_eligible: { enabled: true, lookback_days: 30, min_idle_hours: 24 },
};

export const QUEUE_RULE_MAX_LOOKBACK_DAYS = 90;
export const QUEUE_RULE_MAX_IDLE_HOURS = 720;

export const queueRuleParamsSchema = z.object({ reason: z.enum(queueRuleReasons, { error: 'invalidValue' }) });
export const queueRuleInputSchema = z.object({
  enabled: z.boolean({ error: 'invalidValue' }),
  lookback_days: z.coerce
    .number({ error: 'lookbackDaysInvalid' })
    .int({ error: 'lookbackDaysInvalid' })
    .min(1, { error: 'lookbackDaysInvalid' })
    .max(QUEUE_RULE_MAX_LOOKBACK_DAYS, { error: 'lookbackDaysInvalid' }),
  min_idle_hours: z.coerce
    .number({ error: 'minIdleHoursInvalid' })
    .int({ error: 'minIdleHoursInvalid' })
    .min(0, { error: 'minIdleHoursInvalid' })
    .max(QUEUE_RULE_MAX_IDLE_HOURS, { error: 'minIdleHoursInvalid' }),
});
export type QueueRuleInput = z.infer<typeof queueRuleInputSchema>;

export const queueRuleSchema = z.object({
  reason: z.enum(queueRuleReasons),
  enabled: z.boolean(),
  lookback_days: z.number().int(),
  min_idle_hours: z.number().int(),
  updated_at: z.string().nullable(),
});
export type QueueRuleRow = z.infer<typeof queueRuleSchema>;

export const queueBuildSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'done']),
  added: z.number().int().nullable(),
  requested_by_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type QueueBuild = z.infer<typeof queueBuildSchema>;

export const queueRulesAnswerSchema = z.object({
  rules: z.array(queueRuleSchema),
  lastBuild: queueBuildSchema.nullable(),
});
export type QueueRulesAnswer = z.infer<typeof queueRulesAnswerSchema>;

// ---------- leads and the queue ----------

/** A lead as a queue row shows it; the mobile is always masked (the provider dials, never the telecaller). */
export const leadSummarySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  customer_name: z.string().nullable(),
  mobile: z.string().nullable(),
  reason: z.enum(telecallingReasons),
  status: z.enum(telecallingLeadStatuses),
  due_at: z.string(),
  attempts: z.number().int(),
  last_disposition: z.enum(dispositions).nullable(),
  assigned_to: z.number().int().nullable(),
  assigned_name: z.string().nullable(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** A telecaller's own queue: leads due now (callbacks first) and callbacks later today, and what waits unassigned. */
export const myQueueSchema = z.object({
  dueNow: z.array(leadSummarySchema),
  laterToday: z.array(leadSummarySchema),
  /** Open leads no one holds that are due now: what "Next customer" can still give out. */
  waiting: z.number().int(),
});
export type MyQueue = z.infer<typeof myQueueSchema>;

export const nextLeadAnswerSchema = z.object({ lead: leadSummarySchema.nullable() });

export const leadParamsSchema = z.object({ id: rowIdSchema });

export const leadCallSchema = z.object({
  id: z.number().int(),
  admin_name: z.string(),
  status: z.enum(callStatuses),
  duration_seconds: z.number().int().nullable(),
  created_at: z.string(),
});
export type LeadCall = z.infer<typeof leadCallSchema>;

export const leadDispositionSchema = z.object({
  id: z.number().int(),
  admin_name: z.string(),
  disposition: z.enum(dispositions),
  reason: z.string().nullable(),
  callback_at: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const customerNoteSchema = z.object({
  id: z.number().int(),
  admin_name: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** One customer to call, with everything the telecaller needs and nothing they do not (numbers masked). */
export const leadDetailSchema = z.object({
  lead: leadSummarySchema.extend({ note: z.string().nullable(), created_at: z.string() }),
  customer: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    mobile: z.string().nullable(),
    pan: z.string().nullable(),
    email: z.string().nullable(),
    city: z.string().nullable(),
    pincode: z.string().nullable(),
    language: z.string().nullable(),
    joined_at: z.string(),
    last_seen_at: z.string().nullable(),
  }),
  products: z.array(z.object({ product: z.string(), status: z.string(), created_at: z.string() })),
  applications: z.array(
    z.object({
      id: z.string(),
      product: z.string(),
      lender_name: z.string(),
      status: z.string(),
      amount: z.number(),
      created_at: z.string(),
    }),
  ),
  calls: z.array(leadCallSchema),
  /** Whether the asker has called the customer since the lead's last outcome: an outcome needs a call attempt. */
  called: z.boolean(),
  dispositions: z.array(leadDispositionSchema),
  notes: z.array(customerNoteSchema),
  consents: z.array(z.object({ kind: z.string(), accepted_at: z.string(), withdrawn_at: z.string().nullable() })),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const NOTE_MAX_LENGTH = 1000;
export const noteInputSchema = z.object({
  text: z
    .string({ error: 'noteRequired' })
    .trim()
    .min(1, { error: 'noteRequired' })
    .max(NOTE_MAX_LENGTH, { error: 'noteTooLong' }),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

/** Why a customer is not interested; the list the disposition form offers. */
export const notInterestedReasons = [
  'rate_too_high',
  'got_loan_elsewhere',
  'no_longer_needed',
  'documents_unavailable',
  'privacy_concern',
  'other',
] as const;
export type NotInterestedReason = (typeof notInterestedReasons)[number];

/** Dispositions that close the lead; call_back and not_reachable keep it open. */
export const finalDispositions = ['interested', 'not_interested', 'wrong_number', 'applied'] as const;

export const dispositionInputSchema = z
  .object({
    disposition: z.enum(dispositions, { error: 'dispositionInvalid' }),
    callback_at: z.iso.datetime({ offset: true, error: 'callbackAtInvalid' }).optional(),
    reason: z.enum(notInterestedReasons, { error: 'notInterestedReasonRequired' }).optional(),
    note: z.string().trim().max(NOTE_MAX_LENGTH, { error: 'noteTooLong' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.disposition === 'call_back' && !value.callback_at) {
      ctx.addIssue({ code: 'custom', path: ['callback_at'], message: 'callbackAtRequired' });
    }
    if (value.disposition === 'not_interested' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'notInterestedReasonRequired' });
    }
  });
export type DispositionInput = z.infer<typeof dispositionInputSchema>;

export const dispositionAnswerSchema = z.object({
  lead: leadSummarySchema,
  /** Whether the lead stays in the queue (a callback, or not reachable within the attempt limit). */
  open: z.boolean(),
});

export const callAnswerSchema = z.object({ id: z.number().int(), status: z.enum(callStatuses) });
export type CallAnswer = z.infer<typeof callAnswerSchema>;

/** A telephony provider's status callback (POST /api/telecalling/call-events), signed with HMAC-SHA256. */
export const callEventInputSchema = z.object({
  call_id: z.string().trim().min(1, { error: 'invalidValue' }).max(120, { error: 'invalidValue' }),
  status: z.enum(callStatuses, { error: 'invalidValue' }),
  duration_seconds: z.number().int().min(0).max(86_400).optional(),
});
export type CallEventInput = z.infer<typeof callEventInputSchema>;

/** The header carrying `sha256=<hex HMAC of "<timestamp>.<raw body>">` on a telephony status callback. */
export const TELEPHONY_SIGNATURE_HEADER = 'x-telephony-signature';
/** The header carrying the Unix time in seconds the callback was signed at; more than 5 minutes from now is refused. */
export const TELEPHONY_TIMESTAMP_HEADER = 'x-telephony-timestamp';

export const agentPhoneInputSchema = z.object({
  phone: z.string({ error: 'mobileInvalid' }).regex(/^[6-9]\d{9}$/, { error: 'mobileInvalid' }),
});
export const agentSchema = z.object({ phone: z.string().nullable() });

// ---------- team lead ----------

export const teamLeadListQuerySchema = listQuerySchema({
  sortable: ['due_at', 'created_at', 'attempts'],
  defaultSort: 'due_at',
  defaultPageSize: 20,
  filters: {
    assigned_to: optionalFilter(rowIdSchema),
    reason: optionalFilter(z.enum(telecallingReasons, { error: 'invalidValue' })),
  },
});
export type TeamLeadListQuery = z.infer<typeof teamLeadListQuerySchema>;
export const teamLeadPageSchema = pageOf(leadSummarySchema);

export const reassignInputSchema = z.object({ admin_id: rowIdSchema });

export const telecallerSchema = z.object({ id: z.number().int(), name: z.string(), role_id: z.number().int() });
export type Telecaller = z.infer<typeof telecallerSchema>;

export const teamQuerySchema = z.object(dateRangeQueryShape);

const outcomeCounts = z.object(
  Object.fromEntries(dispositions.map((d) => [d, z.number().int()])) as Record<Disposition, z.ZodNumber>,
);

export const teamAgentSchema = z.object({
  admin_id: z.number().int(),
  name: z.string(),
  queue: z.number().int(),
  due_now: z.number().int(),
  calls: z.number().int(),
  connected: z.number().int(),
  outcomes: outcomeCounts,
});
export type TeamAgent = z.infer<typeof teamAgentSchema>;

export const teamDaySchema = z.object({
  day: z.string(),
  calls: z.number().int(),
  connected: z.number().int(),
  outcomes: outcomeCounts,
});

export const teamAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  agents: z.array(teamAgentSchema),
  days: z.array(teamDaySchema),
  unassigned: z.number().int(),
});
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;

export const TELECALLING_DEFAULT_STICKY_DAYS = 7;
export const TELECALLING_DEFAULT_MAX_ATTEMPTS = 3;
export const TELECALLING_DEFAULT_RETRY_HOURS = 4;
