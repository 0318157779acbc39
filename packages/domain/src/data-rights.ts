import { z } from 'zod';
import { rowIdSchema } from './api';
import { consentSchema } from './consents';
import { erasureActions, erasureCategoryKeys, erasureRejectReasons, erasureRequestStatuses } from './customer-erasure';

/**
 * "My data" (issue 30 item 4, decision 038): everything Saakh holds about the signed-in customer, every party it went
 * to, a download of it all made by a job, and an erasure request the customer makes and follows alone.
 */

/** The kinds of data My data counts, in the order it lists them. */
export const heldDataCategories = [
  'profile',
  'consents',
  'applications',
  'kfs',
  'documents',
  'messages',
  'complaints',
  'insurance_requests',
  'help_requests',
  'calls',
  'sessions',
] as const;
export type HeldDataCategory = (typeof heldDataCategories)[number];

/** One kind of data held: how many records, which fields are filled (profile only), the newest one's time. */
export const heldDataLineSchema = z.object({
  category: z.enum(heldDataCategories),
  count: z.number().int().min(0),
  /** The profile's filled fields by name (e.g. 'first_name', 'tin'); empty for the other kinds. */
  fields: z.array(z.string()),
  latest_at: z.string().nullable(),
});
export type HeldDataLine = z.infer<typeof heldDataLineSchema>;

/**
 * Who received the customer's data: each lender an application went to, the partner who brought the customer, and
 * the processors that carry messages or keep files for Saakh.
 */
export const sharedPartyKinds = ['lender', 'partner', 'processor'] as const;
export type SharedPartyKind = (typeof sharedPartyKinds)[number];

/** Why a processor holds data: it carries SMS, WhatsApp or e-mail, or stores files. */
export const processorRoles = ['sms', 'whatsapp', 'email', 'storage'] as const;
export type ProcessorRole = (typeof processorRoles)[number];

export const sharedPartySchema = z.object({
  kind: z.enum(sharedPartyKinds),
  name: z.string(),
  /** For a processor, what it does; null for lenders and partners. */
  role: z.enum(processorRoles).nullable(),
  /** What went there: held-data categories (e.g. ['profile', 'applications']). */
  data: z.array(z.enum(heldDataCategories)),
  first_at: z.string(),
  last_at: z.string(),
  /** For a lender: the applications' references. */
  references: z.array(z.string()),
});
export type SharedParty = z.infer<typeof sharedPartySchema>;

/** GET /api/customer/my-data */
export const myDataSummarySchema = z.object({
  held: z.array(heldDataLineSchema),
  shared: z.array(sharedPartySchema),
});
export type MyDataSummary = z.infer<typeof myDataSummarySchema>;

// ---------- the download ----------

/** Days a finished download is kept; after that it is gone (the retention job deletes it). */
export const DATA_EXPORT_KEEP_DAYS = 7;
/** Downloads a customer may ask for in a day. */
export const DATA_EXPORTS_PER_DAY = 3;

export const dataExportStatuses = ['queued', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

export const dataExportFormats = ['json', 'pdf'] as const;
export type DataExportFormat = (typeof dataExportFormats)[number];

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(dataExportStatuses),
  /** 0 to 100 while the job works. */
  progress: z.number().int().min(0).max(100),
  language: z.enum(['en', 'hi']),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
  /** When the files are deleted: DATA_EXPORT_KEEP_DAYS after they were made. */
  expires_at: z.string().nullable(),
  json_bytes: z.number().int().nullable(),
  pdf_bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/customer/my-data/exports: the customer's downloads still kept, newest first. */
export const dataExportListSchema = z.array(dataExportSchema);

/** POST /api/customer/my-data/exports: the language the PDF is written in. */
export const createDataExportInputSchema = z.object({ language: z.enum(['en', 'hi']).default('en') });
export type CreateDataExportInput = z.infer<typeof createDataExportInputSchema>;

export const dataExportParamsSchema = z.object({ id: rowIdSchema });
/** GET /api/customer/my-data/exports/:id/file?format=json|pdf */
export const dataExportFileQuerySchema = z.object({
  format: z.enum(dataExportFormats, { error: 'invalidValue' }).default('json'),
});

/**
 * The downloaded JSON: every personal field Saakh holds about the customer, by kind. Rows are the stored records
 * with their own field names (dates as ISO strings); nothing of another customer, no staff names, no secrets (OTP
 * hashes, session tokens).
 */
export const dataExportDocumentSchema = z.object({
  generated_at: z.string(),
  customer_id: z.number().int(),
  profile: z.record(z.string(), z.unknown()),
  consents: z.array(consentSchema),
  applications: z.array(z.record(z.string(), z.unknown())),
  kfs: z.array(z.record(z.string(), z.unknown())),
  documents: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  complaints: z.array(z.record(z.string(), z.unknown())),
  insurance_requests: z.array(z.record(z.string(), z.unknown())),
  help_requests: z.array(z.record(z.string(), z.unknown())),
  calls: z.array(z.record(z.string(), z.unknown())),
  sessions: z.array(z.record(z.string(), z.unknown())),
  shared: z.array(sharedPartySchema),
});
export type DataExportDocument = z.infer<typeof dataExportDocumentSchema>;

// ---------- erasure from the account ----------

/** An erasure request's reference as the customer and staff quote it: ER- and six digits of its id. */
export function erasureRequestReference(id: number): string {
  return `ER-${String(id).padStart(6, '0')}`;
}

/** Why a kind of record is kept after an erasure (the web names each in both languages). */
export const erasureKeepReasons = {
  applications: 'rbiRecords',
  status_history: 'rbiRecords',
  lender_mis_rows: 'lenderAccounts',
  commission_records: 'taxAccounts',
  dedupe_logs: 'fraudChecks',
  journeys: 'rbiRecords',
} as const;
export type ErasureKeepReason = (typeof erasureKeepReasons)[keyof typeof erasureKeepReasons];

/** The customer's latest request, as they follow it. */
export const myErasureRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(erasureRequestStatuses),
  requested_at: z.string(),
  due_at: z.string(),
  completed_at: z.string().nullable(),
  reject_reason: z.enum(erasureRejectReasons).nullable(),
});
export type MyErasureRequest = z.infer<typeof myErasureRequestSchema>;

/**
 * GET /api/customer/erasure-request: what an erasure would erase and what it keeps and why (shown before the
 * customer asks), applications still with a lender (erasure waits for them), and the latest request.
 */
export const myErasureStateSchema = z.object({
  lines: z.array(
    z.object({
      category: z.enum(erasureCategoryKeys),
      action: z.enum(erasureActions),
      count: z.number().int().min(0),
      /** Why it is kept, for the kept kinds; null for what is erased. */
      keep_reason: z.enum(['rbiRecords', 'lenderAccounts', 'taxAccounts', 'fraudChecks']).nullable(),
    }),
  ),
  applications_in_progress: z.number().int().min(0),
  request: myErasureRequestSchema.nullable(),
});
export type MyErasureState = z.infer<typeof myErasureStateSchema>;
