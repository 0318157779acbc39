import { z } from 'zod';
import { applicationStatuses } from './applications';
import { listOrPageOf, listQuerySchema, withOptionalPaging } from './lists';
import { patterns } from './patterns';
import { remarkCodes } from './remark-codes';
import {
  amountCell,
  cellText,
  dateCell,
  normalizeHeader,
  textCell,
  type SheetCell,
  type SheetCellOrAbsent,
} from './sheet-cells';

/**
 * Lender files brought back into Saakh (DESIGN §6, §7): the application status file, the disbursal MIS and the
 * commission statement, all read by one ingestion engine. A file is checked completely first (the preview) and
 * applied only when an admin says so, in one transaction.
 */

export const ingestKinds = ['status', 'mis', 'commission'] as const;
export type IngestKind = (typeof ingestKinds)[number];

/** The file record's status (DESIGN §6). */
export const ingestFileStatuses = ['processing', 'completed', 'completed_with_errors', 'failed'] as const;
export type IngestFileStatus = (typeof ingestFileStatuses)[number];

/** Where a file is in its life: being checked, checked and waiting for the admin, being applied, done or dropped. */
export const ingestStages = ['checking', 'ready', 'applying', 'applied', 'discarded'] as const;
export type IngestStage = (typeof ingestStages)[number];

/** Admin roles that may upload and apply each kind (admin spec §6: role 2 has only the status file). */
export const ingestKindRoles: Record<IngestKind, readonly number[]> = {
  status: [1, 2],
  mis: [1],
  commission: [1],
};

/** The largest lender file taken by default (INGEST_MAX_BYTES on the server). */
export const INGEST_DEFAULT_MAX_BYTES = 25 * 1024 * 1024;

export const INGEST_ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** Excel's own row limit. */
export const INGEST_ROW_CAP = 1_048_576;
/** Rows of each outcome the preview shows. */
export const INGEST_SAMPLE_ROWS = 5;
/** Row errors kept with a file; the count is always exact. */
export const INGEST_MAX_KEPT_ERRORS = 5000;

// ---------- columns ----------

export type IngestColumn = {
  key: string;
  required: boolean;
  /** Other header names lenders use for it (matched like the key, case- and space-insensitively). */
  aliases?: readonly string[];
  /** What the template's example row holds and its notes say. */
  example: string | number;
  note: string;
};

export const statusFileColumns = [
  {
    key: 'application_id',
    required: true,
    aliases: ['app id', 'saakh id'],
    example: '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192',
    note: 'The Saakh application id (as sent to you with the lead).',
  },
  {
    key: 'status',
    required: true,
    example: 'approved',
    note: `One of: ${applicationStatuses.join(', ')}. Spaces are read as underscores ("In Review" = in_review).`,
  },
  {
    key: 'lender_reference',
    required: false,
    aliases: ['reference', 'loan account number', 'lan'],
    example: 'KMBL-PL-000123',
    note: 'Your own reference for the application.',
  },
  {
    key: 'disbursed_amount',
    required: false,
    example: '1,50,000',
    note: 'Required when status is disbursed. Rupees; ₹ and commas are fine.',
  },
  {
    key: 'disbursed_on',
    required: false,
    aliases: ['disbursal date', 'disbursement date'],
    example: '05/03/2026',
    note: 'Required when status is disbursed. DD/MM/YYYY, YYYY-MM-DD or an Excel date.',
  },
  {
    key: 'remarks',
    required: false,
    aliases: ['remark', 'comments'],
    example: 'Documents verified',
    note: `Shown to the customer with the status, as your own words. May start with a reason code ("LOW_CREDIT_SCORE: score 640").`,
  },
  {
    key: 'remark_code',
    required: false,
    aliases: ['reason code', 'remarks code', 'decision code'],
    example: '',
    note: `Your reason as a code, shown to the customer in their language: ${remarkCodes.join(', ')}.`,
  },
] as const satisfies readonly IngestColumn[];

export const misColumns = [
  {
    key: 'lender',
    required: true,
    aliases: ['lender name'],
    example: 'Kotak_Mahindra',
    note: "The lender's name or key as in Saakh.",
  },
  {
    key: 'lender_reference',
    required: false,
    aliases: ['reference', 'loan account number', 'lan'],
    example: 'KMBL-PL-000123',
    note: "The lender's reference for the loan.",
  },
  {
    key: 'application_id',
    required: false,
    aliases: ['app id', 'saakh id'],
    example: '',
    note: 'The Saakh application id, when the lender has it.',
  },
  { key: 'customer_name', required: false, aliases: ['name'], example: 'Asha Verma', note: 'As on the loan.' },
  {
    key: 'mobile',
    required: false,
    aliases: ['mobile number', 'phone'],
    example: '9876543210',
    note: '10 digits; +91 is fine.',
  },
  { key: 'pan', required: false, aliases: ['pan number'], example: 'ABCPV1234D', note: 'The borrower PAN.' },
  {
    key: 'loan_amount',
    required: false,
    aliases: ['sanctioned amount'],
    example: '2,00,000',
    note: 'Sanctioned amount in rupees.',
  },
  { key: 'disbursed_amount', required: true, example: '1,95,000', note: 'Disbursed amount in rupees.' },
  {
    key: 'disbursal_date',
    required: true,
    aliases: ['disbursed on', 'disbursement date'],
    example: '05/03/2026',
    note: 'DD/MM/YYYY, YYYY-MM-DD or an Excel date.',
  },
  {
    key: 'utr',
    required: false,
    aliases: ['utr number'],
    example: 'UTIBR52026030512345',
    note: 'The payment reference of the disbursal.',
  },
  { key: 'product', required: false, example: 'pl', note: 'pl, bl, gl or hl.' },
] as const satisfies readonly IngestColumn[];

export const commissionColumns = [
  {
    key: 'lender',
    required: true,
    aliases: ['lender name'],
    example: 'Kotak_Mahindra',
    note: "The lender's name or key as in Saakh.",
  },
  {
    key: 'lender_reference',
    required: false,
    aliases: ['reference', 'loan account number', 'lan'],
    example: 'KMBL-PL-000123',
    note: 'Either this or application_id is required.',
  },
  {
    key: 'application_id',
    required: false,
    aliases: ['app id', 'saakh id'],
    example: '',
    note: 'Either this or lender_reference is required.',
  },
  { key: 'disbursed_amount', required: false, example: '1,95,000', note: 'Rupees.' },
  {
    key: 'commission_amount',
    required: true,
    aliases: ['commission', 'payout amount'],
    example: '3,900',
    note: 'Commission paid, before GST and TDS.',
  },
  { key: 'gst', required: false, example: '702', note: 'GST on the commission, rupees.' },
  { key: 'tds', required: false, example: '78', note: 'TDS deducted, rupees.' },
  {
    key: 'payout_date',
    required: true,
    aliases: ['paid on', 'payment date'],
    example: '31/03/2026',
    note: 'DD/MM/YYYY, YYYY-MM-DD or an Excel date.',
  },
  {
    key: 'utr',
    required: false,
    aliases: ['utr number'],
    example: 'UTIBR52026033100042',
    note: 'The payment reference.',
  },
] as const satisfies readonly IngestColumn[];

export const ingestColumns: Record<IngestKind, readonly IngestColumn[]> = {
  status: statusFileColumns,
  mis: misColumns,
  commission: commissionColumns,
};

/** The column each header cell names (by key or alias), or null for a column we do not read. */
export function columnForHeader(kind: IngestKind, header: SheetCell): string | null {
  const text = cellText(header);
  if (!text) return null;
  const name = normalizeHeader(text);
  for (const column of ingestColumns[kind]) {
    if (normalizeHeader(column.key) === name) return column.key;
    if (column.aliases?.some((alias) => normalizeHeader(alias) === name)) return column.key;
  }
  return null;
}

// ---------- rows ----------

function statusInput(value: unknown): unknown {
  const text = cellText(value as SheetCellOrAbsent);
  return text === null ? undefined : text.toLowerCase().replace(/[\s-]+/g, '_');
}

const requiredText = (max: number, error: string) =>
  textCell(max).refine((value): value is string => value !== null, { error });

/** 10 digits after dropping spaces, dashes, a leading +91/91 or 0. */
function mobileInput(value: unknown): unknown {
  const text = cellText(value as SheetCellOrAbsent);
  if (text === null) return null;
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, '');
  return digits;
}

const mobileCell = z.preprocess(mobileInput, z.string().regex(patterns.mobile, { error: 'mobileInvalid' }).nullable());

const panCell = z.preprocess(
  (value) => cellText(value as SheetCellOrAbsent)?.toUpperCase() ?? null,
  z
    .string()
    .refine((pan) => patterns.panIndividual.test(pan) || patterns.panCompany.test(pan), { error: 'panInvalid' })
    .nullable(),
);

export const statusFileRowSchema = z
  .object({
    application_id: requiredText(64, 'applicationIdRequired'),
    status: z.preprocess(statusInput, z.enum(applicationStatuses, { error: 'unknownStatus' })),
    lender_reference: textCell(100),
    disbursed_amount: amountCell,
    disbursed_on: dateCell,
    remarks: textCell(500),
    remark_code: textCell(60),
  })
  .superRefine((row, ctx) => {
    if (row.status !== 'disbursed') return;
    if (row.disbursed_amount === null)
      ctx.addIssue({ code: 'custom', path: ['disbursed_amount'], message: 'disbursedAmountRequired' });
    if (row.disbursed_on === null)
      ctx.addIssue({ code: 'custom', path: ['disbursed_on'], message: 'disbursedOnRequired' });
  });
export type StatusFileRow = z.infer<typeof statusFileRowSchema>;

export const misRowSchema = z.object({
  lender: requiredText(100, 'lenderRequired'),
  lender_reference: textCell(100),
  application_id: textCell(64),
  customer_name: textCell(200),
  mobile: mobileCell,
  pan: panCell,
  loan_amount: amountCell,
  disbursed_amount: amountCell.refine((value): value is number => value !== null, { error: 'disbursedAmountRequired' }),
  disbursal_date: dateCell.refine((value): value is string => value !== null, { error: 'disbursedOnRequired' }),
  utr: textCell(40),
  product: textCell(20),
});
export type MisRow = z.infer<typeof misRowSchema>;

export const commissionRowSchema = z
  .object({
    lender: requiredText(100, 'lenderRequired'),
    lender_reference: textCell(100),
    application_id: textCell(64),
    disbursed_amount: amountCell,
    commission_amount: amountCell.refine((value): value is number => value !== null, {
      error: 'commissionAmountRequired',
    }),
    gst: amountCell,
    tds: amountCell,
    payout_date: dateCell.refine((value): value is string => value !== null, { error: 'payoutDateRequired' }),
    utr: textCell(40),
  })
  .superRefine((row, ctx) => {
    if (row.lender_reference === null && row.application_id === null)
      ctx.addIssue({ code: 'custom', path: ['lender_reference'], message: 'referenceRequired' });
  });
export type CommissionRow = z.infer<typeof commissionRowSchema>;

export const ingestRowSchemas = {
  status: statusFileRowSchema,
  mis: misRowSchema,
  commission: commissionRowSchema,
} satisfies Record<IngestKind, z.ZodType>;

// ---------- outcomes ----------

/** What the preview says each row would do, by kind; `error` rows are never applied. */
export const ingestOutcomes = {
  status: ['status_change', 'details', 'unchanged', 'disagrees', 'error'],
  mis: ['matched', 'probable', 'unmatched', 'disagrees', 'error'],
  commission: ['matched', 'unmatched', 'error'],
} as const satisfies Record<IngestKind, readonly string[]>;
export type IngestOutcome = (typeof ingestOutcomes)[IngestKind][number];

/** A row as the preview shows it: its number, what would happen, the application it lands on and its cells. */
export const ingestSampleSchema = z.object({
  row: z.number().int(),
  outcome: z.string(),
  application_id: z.string().nullable(),
  /** MIS: the match score out of 100. */
  score: z.number().int().nullable(),
  /** Status file: the status the application has now. */
  current_status: z.enum(applicationStatuses).nullable(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type IngestSample = z.infer<typeof ingestSampleSchema>;

/** One row problem: `Row N: <column>: <message>` with N as the spreadsheet shows it. */
export const rowProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  /** A message key. */
  message: z.string(),
  /** Facts shown after the message as they are, e.g. "disbursed → in_review". */
  detail: z.string().optional(),
});
export type RowProblem = z.infer<typeof rowProblemSchema>;

/** `Row N: <column>: <message>`, the message already in the reader's language. */
export function formatRowProblem(problem: RowProblem, message: string): string {
  return `Row ${problem.row}: ${problem.column}: ${message}${problem.detail ? ` (${problem.detail})` : ''}`;
}

// ---------- file records ----------

/** What an upload found when its headers did not match (decision 046): the headers and the first rows as text. */
export const foundColumnsSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string().nullable())),
  /** Required template columns no header names. */
  missing: z.array(z.string()),
});
export type FoundColumns = z.infer<typeof foundColumnsSchema>;

export const ingestFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ingestKinds),
  /** The lender the admin said the file is from; its file profile is applied (decision 046). */
  lender_id: z.number().int().nullable(),
  /** Set while the file waits for its columns to be mapped (failure needsMapping). */
  found: foundColumnsSchema.nullable(),
  file_name: z.string(),
  status: z.enum(ingestFileStatuses),
  stage: z.enum(ingestStages),
  size_bytes: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  uploaded_by: z.string().nullable(),
  /** Rows read so far and, once known, in all (header excluded); bytes for the first read, when rows are unknown. */
  rows_read: z.number().int(),
  rows_total: z.number().int().nullable(),
  bytes_read: z.number().int(),
  rows_updated: z.number().int(),
  error_count: z.number().int(),
  /** Rendered `Row N: column: message` lines, in the asker's language (at most INGEST_MAX_KEPT_ERRORS). */
  errors: z.array(z.string()),
  unknown_columns: z.array(z.string()),
  outcomes: z.record(z.string(), z.number().int()),
  samples: z.array(ingestSampleSchema),
  /** An earlier file with the same content (SHA-256); applying this one needs a confirmation. */
  duplicate_of: z.object({ id: z.number().int(), file_name: z.string(), created_at: z.string() }).nullable(),
  skip_errors: z.boolean().nullable(),
  /** Why the whole file failed, in the asker's language. */
  failure: z.string().nullable(),
  applied_at: z.string().nullable(),
});
export type IngestFile = z.infer<typeof ingestFileSchema>;

/** A file in an upload screen's history: the status file record of admin spec §3, for every kind. */
export const ingestFileRecordSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  file_name: z.string(),
  status: z.enum(ingestFileStatuses),
  stage: z.enum(ingestStages),
  rows_updated: z.number().int(),
  /** Newline-separated `Row N: …` lines (and a file's failure). */
  errors: z.string().nullable(),
  error_count: z.number().int(),
});
export type IngestFileRecord = z.infer<typeof ingestFileRecordSchema>;
/** Lines of `errors` a history row carries; the errors dialog reads the file for up to INGEST_MAX_KEPT_ERRORS. */
export const RECORD_ERROR_LINES = 100;

export const ingestFileListQuerySchema = withOptionalPaging(
  listQuerySchema({
    sortable: ['created_at'],
    defaultSort: '-created_at',
    defaultPageSize: 5,
  }),
);
/** The generic history list: the same, for one kind. */
export const ingestKindListQuerySchema = ingestFileListQuerySchema.extend({
  kind: z.enum(ingestKinds, { error: 'invalidValue' }),
});
export type IngestKindListQuery = z.infer<typeof ingestKindListQuerySchema>;
export type IngestFileListQuery = z.infer<typeof ingestFileListQuerySchema>;

export const ingestFileListAnswerSchema = listOrPageOf(ingestFileRecordSchema);

export const ingestKindParamsSchema = z.object({ kind: z.enum(ingestKinds, { error: 'notFound' }) });
export const ingestFileIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'notFound' })
    .int({ error: 'notFound' })
    .min(1, { error: 'notFound' })
    .max(2_147_483_647, { error: 'notFound' }),
});

/** The admin's choices at apply time. */
export const applyIngestInputSchema = z.object({
  /** Apply the good rows and skip rows with errors; otherwise any row error blocks the whole file. */
  skip_errors: z.boolean().default(false),
  /** Required when the same file was uploaded before. */
  confirm_duplicate: z.boolean().default(false),
});
export type ApplyIngestInput = z.infer<typeof applyIngestInputSchema>;

/** The answer of POST /api/upload-application-status-file (admin spec §7), with the file record. */
export const uploadStatusFileAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  errors: z.array(z.string()),
  rowsUpdated: z.number().int(),
  data: ingestFileSchema,
});
