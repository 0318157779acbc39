/**
 * Lender connectors (issue 31, decision 044): how an application reaches a lender's API, how its decisions come back
 * (signed webhooks and/or polling), and how the lender's own words map to Saakh's statuses and reason codes.
 */
import { z } from 'zod';
import { applicationStatuses, type ApplicationStatus } from './applications';
import { remarkCodes, type RemarkCode } from './remark-codes';

export const connectorSendModes = ['link', 'api'] as const;
export type ConnectorSendMode = (typeof connectorSendModes)[number];

export const connectorAuthKinds = ['api_key', 'hmac', 'oauth'] as const;
export type ConnectorAuthKind = (typeof connectorAuthKinds)[number];

/** Where a lender event reached Saakh: pushed to the hook, read from the lender's feed, or in a call's answer. */
export const lenderEventChannels = ['webhook', 'poll', 'api'] as const;
export type LenderEventChannel = (typeof lenderEventChannels)[number];

/**
 * What became of a lender event: applied to the application; a repeat of one already recorded; stale (older than the
 * application's newest applied event, or a move backwards); unmapped (the lender's status has no row in its map);
 * unknown (no such application of this lender).
 */
export const lenderEventOutcomes = ['applied', 'duplicate', 'stale', 'unmapped', 'unknown'] as const;
export type LenderEventOutcome = (typeof lenderEventOutcomes)[number];

export const submissionStates = ['queued', 'sending', 'accepted', 'failed'] as const;
export type SubmissionState = (typeof submissionStates)[number];

/** The application's fields a connector can send, named as Saakh knows them; the field map names the lender's. */
export const connectorFields = [
  'partner_reference',
  'applicant.name',
  'applicant.mobile',
  'applicant.pan',
  'applicant.date_of_birth',
  'applicant.monthly_income',
  'applicant.employment',
  'applicant.pincode',
  'loan.amount',
  'loan.tenure_months',
  'loan.product',
] as const;
export type ConnectorField = (typeof connectorFields)[number];

/** A new connector's field map: the same names (the sandbox lender's schema). */
export const defaultFieldMap: Record<ConnectorField, string> = Object.fromEntries(
  connectorFields.map((field) => [field, field]),
) as Record<ConnectorField, string>;

/** A new connector's status words (the sandbox lender's), and what each means here; null: recorded, not applied. */
export const defaultStatusMap: ReadonlyArray<{ lenderCode: string; value: ApplicationStatus | null }> = [
  { lenderCode: 'RECEIVED', value: 'submitted' },
  { lenderCode: 'UNDER_REVIEW', value: 'in_review' },
  { lenderCode: 'DOCS_REQUIRED', value: 'in_review' },
  { lenderCode: 'SANCTIONED', value: 'approved' },
  { lenderCode: 'DECLINED', value: 'rejected' },
  { lenderCode: 'DISBURSED', value: 'disbursed' },
];

/** A new connector's reason codes (the sandbox lender's), as Saakh's reason codes the customer reads. */
export const defaultReasonMap: ReadonlyArray<{ lenderCode: string; value: RemarkCode | null }> = [
  { lenderCode: 'LOW_INCOME', value: 'INCOME_BELOW_POLICY' },
  { lenderCode: 'AGE_CRITERIA', value: 'AGE_OUTSIDE_POLICY' },
  { lenderCode: 'PAN_INVALID', value: 'KYC_MISMATCH' },
  { lenderCode: 'INCOME_PROOF', value: 'DOCUMENTS_INCOMPLETE' },
];

export const CONNECTOR_TIMEOUT_MS = { min: 1_000, max: 30_000, default: 10_000 } as const;
export const CONNECTOR_ATTEMPTS = { min: 1, max: 10, default: 5 } as const;
export const CONNECTOR_POLL_MINUTES = { min: 1, max: 1_440 } as const;

/** A lender's word for a status or a reason: capitals, digits and underscores, as lenders' APIs spell them. */
export const lenderCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,40}$/, { error: 'lenderCodeInvalid' })
  .transform((code) => code.toUpperCase());

const fieldPathSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}(\.[A-Za-z_][A-Za-z0-9_]{0,39}){0,3}$/, { error: 'connectorFieldPathInvalid' });

/** An address the connector calls: http(s), a host name or address and optional port, no credentials, ≤ 500. */
const endpointPattern = /^https?:\/\/[A-Za-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[^\s<>"'`\\@]*)?$/;
const endpointSchema = z.string().trim().max(500).regex(endpointPattern, { error: 'connectorUrlInvalid' });

const secretSchema = z.string().min(8, { error: 'connectorSecretShort' }).max(500);

/**
 * The connector form (role 1). A secret left out keeps the one stored; the first save of an API connector needs
 * one (and a webhook secret when webhooks are on).
 */
export const lenderConnectorInputSchema = z
  .object({
    sendMode: z.enum(connectorSendModes),
    autosubmission: z.boolean(),
    endpointUrl: endpointSchema.nullable(),
    authKind: z.enum(connectorAuthKinds).nullable(),
    keyId: z.string().trim().max(200).nullable(),
    secret: secretSchema.optional(),
    tokenUrl: endpointSchema.nullable(),
    fieldMap: z.partialRecord(z.enum(connectorFields), fieldPathSchema),
    timeoutMs: z.number().int().min(CONNECTOR_TIMEOUT_MS.min).max(CONNECTOR_TIMEOUT_MS.max),
    maxAttempts: z.number().int().min(CONNECTOR_ATTEMPTS.min).max(CONNECTOR_ATTEMPTS.max),
    webhooks: z.boolean(),
    webhookSecret: secretSchema.optional(),
    pollMinutes: z.number().int().min(CONNECTOR_POLL_MINUTES.min).max(CONNECTOR_POLL_MINUTES.max).nullable(),
  })
  .superRefine((input, ctx) => {
    if (input.sendMode !== 'api') return;
    if (!input.endpointUrl) ctx.addIssue({ code: 'custom', path: ['endpointUrl'], message: 'connectorUrlRequired' });
    if (!input.authKind) ctx.addIssue({ code: 'custom', path: ['authKind'], message: 'connectorAuthRequired' });
    if ((input.authKind === 'hmac' || input.authKind === 'oauth') && !input.keyId) {
      ctx.addIssue({ code: 'custom', path: ['keyId'], message: 'connectorKeyIdRequired' });
    }
    if (input.authKind === 'oauth' && !input.tokenUrl) {
      ctx.addIssue({ code: 'custom', path: ['tokenUrl'], message: 'connectorUrlRequired' });
    }
  });
export type LenderConnectorInput = z.infer<typeof lenderConnectorInputSchema>;

/** A connector as the admin reads it: secrets only as "set" and their last four characters. */
export const lenderConnectorSchema = z.object({
  lenderId: z.number().int(),
  sendMode: z.enum(connectorSendModes),
  autosubmission: z.boolean(),
  endpointUrl: z.string().nullable(),
  authKind: z.enum(connectorAuthKinds).nullable(),
  keyId: z.string().nullable(),
  secretHint: z.string().nullable(),
  tokenUrl: z.string().nullable(),
  fieldMap: z.partialRecord(z.enum(connectorFields), z.string()),
  timeoutMs: z.number().int(),
  maxAttempts: z.number().int(),
  webhooks: z.boolean(),
  webhookSecretHint: z.string().nullable(),
  /** Where the lender posts its events: this site's /api/lender-hooks/{lenderId}. */
  webhookPath: z.string(),
  pollMinutes: z.number().int().nullable(),
  lastPolledAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type LenderConnector = z.infer<typeof lenderConnectorSchema>;

export const codeMapKinds = ['status', 'reason'] as const;
export type CodeMapKind = (typeof codeMapKinds)[number];

/** The lender's words and what each means here, edited as a whole (admins add, change and remove rows). */
export const lenderCodeMapSchema = z.object({
  statuses: z.array(z.object({ lenderCode: lenderCodeSchema, value: z.enum(applicationStatuses).nullable() })).max(100),
  reasons: z.array(z.object({ lenderCode: lenderCodeSchema, value: z.enum(remarkCodes).nullable() })).max(200),
});
export type LenderCodeMap = z.infer<typeof lenderCodeMapSchema>;

/**
 * An event as a lender on a connector sends it (webhook body, and each item of its polling feed): the sandbox lender's
 * shape (decision 044). Amounts are rupees.
 */
export const lenderEventInputSchema = z.object({
  event_id: z.string().trim().min(1).max(100),
  sequence: z.number().int().nonnegative().optional(),
  application_ref: z.string().trim().min(1).max(100),
  partner_reference: z.string().trim().min(1).max(100),
  status: z.string().trim().min(1).max(40),
  reason_code: z.string().trim().max(40).nullable().optional(),
  amount: z.number().nonnegative().max(1e12).nullable().optional(),
  occurred_at: z.iso.datetime({ offset: true }),
});
export type LenderEventInput = z.infer<typeof lenderEventInputSchema>;

/** A lender's polling feed page. */
export const lenderEventFeedSchema = z.object({
  events: z.array(lenderEventInputSchema),
  next: z.union([z.number(), z.string()]).nullable().optional(),
});

/** One row of a lender's live feed as operations read it (connector page, "Events"). */
export const lenderEventRowSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  applicationId: z.string().nullable(),
  lenderStatus: z.string(),
  reasonCode: z.string().nullable(),
  amount: z.number().nullable(),
  occurredAt: z.string(),
  receivedAt: z.string(),
  channel: z.enum(lenderEventChannels),
  outcome: z.enum(lenderEventOutcomes),
});
export type LenderEventRow = z.infer<typeof lenderEventRowSchema>;

/** One application sent (or being sent) to a lender's API. */
export const lenderSubmissionSchema = z.object({
  applicationId: z.string(),
  lenderId: z.number().int(),
  state: z.enum(submissionStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lenderReference: z.string().nullable(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type LenderSubmission = z.infer<typeof lenderSubmissionSchema>;

/**
 * An application's sending as its admin page reads it: the submission, if any, and whether "Send to lender" may be
 * pressed (its lender is on an API connector, it is submitted or in review, and it was never sent or the send failed).
 */
export const applicationLenderSubmissionSchema = z.object({
  submission: lenderSubmissionSchema.nullable(),
  sendable: z.boolean(),
});
export type ApplicationLenderSubmission = z.infer<typeof applicationLenderSubmissionSchema>;

/** Operations' view of one lender's connector over a period (the connector page and the dashboard's alerts). */
export const connectorHealthSchema = z.object({
  lenderId: z.number().int(),
  lenderName: z.string(),
  sendMode: z.enum(connectorSendModes),
  sent: z.number().int(),
  accepted: z.number().int(),
  failed: z.number().int(),
  /** The failures' reasons, most frequent first. */
  failureReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  /** Median seconds from acceptance to the lender's first decision (approved or rejected). */
  medianDecisionSeconds: z.number().nullable(),
  lastEventAt: z.string().nullable(),
  /** Why operations should look: callbacks stopped while applications wait, or many sends failing. */
  alerts: z.array(z.enum(['callbacks_stopped', 'error_rate'])),
});
export type ConnectorHealth = z.infer<typeof connectorHealthSchema>;

/** A connector's error rate over the last day that raises the dashboard alert (with at least this many sends). */
export const CONNECTOR_ALERT_ERROR_RATE = 0.2;
export const CONNECTOR_ALERT_MIN_SENDS = 5;
/** Hours without an event from a lender that has accepted applications awaiting a decision. */
export const CONNECTOR_ALERT_SILENT_HOURS = 6;
