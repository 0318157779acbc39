/**
 * Paying many partners through the bank at once (issue 33 item 1, decision 041): Saakh writes a bulk-transfer file
 * in the NEFT/RTGS CSV most Indian banks' corporate portals take, finance uploads it to the bank, and the bank's
 * response file (one row per transfer, with its UTR) is read back, each paid row recording the partner's payout.
 *
 * The file Saakh writes (`bankFileColumns`, one row per partner, UTF-8, CRLF):
 *   Payment Type               RTGS when the net is ₹2,00,000 or more (RBI's RTGS minimum), else NEFT
 *   Beneficiary Name           the partner's bank account holder, as recorded when the file was prepared
 *   Beneficiary Account Number digits only
 *   IFSC                       11 characters
 *   Amount                     rupees with 2 decimals, no commas (12345.60)
 *   Customer Reference         SAAKH + batch + N + item (≤ 20 letters and digits), how the response names the row
 *   Narration                  "Saakh commission <batch>"
 *   Beneficiary Email          the partner's contact e-mail, for the bank's advice
 * Text a spreadsheet would run as a formula (a leading = + - @) is written with a leading apostrophe.
 *
 * The file the bank answers with (`bankResponseColumns`; CSV or XLSX, columns in any order and case, others
 * ignored): Customer Reference, UTR, Status (Success / Failed / Rejected), Value Date (DD/MM/YYYY or YYYY-MM-DD),
 * Amount (Indian commas and ₹ allowed), Reason (why a transfer failed).
 */
import { z } from 'zod';
import { rowIdSchema } from './api';
import { listQuerySchema, optionalFilter, pageOf } from './lists';
import type { MessageKey } from './messages';
import { cellText, normalizeHeader, parseAmountCell, parseDateCell, type SheetCellOrAbsent } from './sheet-cells';

const msg = (key: MessageKey) => ({ error: key });

/** Partners one file may pay: a bank portal's bulk upload takes a few hundred rows at most. */
export const BANK_TRANSFER_PARTNERS_MAX = 200;
/** RBI: RTGS is for ₹2 lakh and more; below that a transfer goes by NEFT. */
export const RTGS_MIN_AMOUNT = 200_000;

export const bankFileColumns = [
  'Payment Type',
  'Beneficiary Name',
  'Beneficiary Account Number',
  'IFSC',
  'Amount',
  'Customer Reference',
  'Narration',
  'Beneficiary Email',
] as const;

export const bankResponseColumns = ['Customer Reference', 'UTR', 'Status', 'Value Date', 'Amount', 'Reason'] as const;
/** Columns without which a response row cannot be read; Reason may be left out. */
export const bankResponseRequiredColumns = ['Customer Reference', 'Status'] as const;

export type PaymentType = 'NEFT' | 'RTGS';

export function paymentTypeOf(net: number): PaymentType {
  return net >= RTGS_MIN_AMOUNT ? 'RTGS' : 'NEFT';
}

/** The reference the bank echoes back: unique per item, letters and digits only, at most 20 (banks' limit). */
export function customerReference(batchId: number, position: number): string {
  return `SAAKH${batchId}N${position}`;
}

export function bankFileNarration(batchId: number): string {
  return `Saakh commission ${batchId}`;
}

/** An amount as the bank file writes it: rupees with paise, no grouping. */
export function bankFileAmount(amount: number): string {
  return amount.toFixed(2);
}

/** What one row of the bank file needs. */
export type BankFileItem = {
  net: number;
  beneficiary_name: string;
  beneficiary_account: string;
  beneficiary_ifsc: string;
  beneficiary_email: string | null;
  customer_reference: string;
};

/** One row of the bank file, in `bankFileColumns` order (formula escaping is the writer's). */
export function bankFileRow(batchId: number, item: BankFileItem): string[] {
  return [
    paymentTypeOf(item.net),
    item.beneficiary_name,
    item.beneficiary_account,
    item.beneficiary_ifsc,
    bankFileAmount(item.net),
    item.customer_reference,
    bankFileNarration(batchId),
    item.beneficiary_email ?? '',
  ];
}

// ---------- the bank's response ----------

export const bankResponseStatuses = ['success', 'failed', 'rejected'] as const;
export type BankResponseStatus = (typeof bankResponseStatuses)[number];

export const utrPattern = /^[A-Z0-9]{6,30}$/;

/** A response row as read: every field it had, or the first problem that makes it unreadable. */
export type BankResponseRow =
  | {
      ok: true;
      customer_reference: string;
      status: BankResponseStatus;
      utr: string | null;
      value_date: string | null;
      amount: number | null;
      reason: string | null;
    }
  | { ok: false; customer_reference: string | null; utr: string | null; problem: BankResponseProblem };

export type BankResponseProblem =
  'bankRowNoReference' | 'bankRowStatusInvalid' | 'bankRowUtrInvalid' | 'bankRowDateInvalid' | 'bankRowAmountInvalid';

/** Which of the file's columns holds each response column (header names compared as `normalizeHeader` does). */
export function responseColumnIndexes(header: readonly SheetCellOrAbsent[]): {
  indexes: Partial<Record<(typeof bankResponseColumns)[number], number>>;
  missing: string[];
} {
  const names = header.map((cell) => normalizeHeader(cellText(cell) ?? ''));
  const indexes: Partial<Record<(typeof bankResponseColumns)[number], number>> = {};
  for (const column of bankResponseColumns) {
    const at = names.indexOf(normalizeHeader(column));
    if (at >= 0) indexes[column] = at;
  }
  const missing = bankResponseRequiredColumns.filter((column) => indexes[column] === undefined);
  return { indexes, missing };
}

/**
 * Reads one response row. A Success needs a UTR (letters and digits), a value date and the amount sent; a Failed or
 * Rejected row needs only its reference (its reason is kept when given).
 */
export function parseBankResponseRow(
  cells: Partial<Record<(typeof bankResponseColumns)[number], SheetCellOrAbsent>>,
): BankResponseRow {
  const reference = cellText(cells['Customer Reference'])?.toUpperCase() ?? null;
  const utr = cellText(cells.UTR)?.toUpperCase().replace(/\s+/g, '') ?? null;
  const fail = (problem: BankResponseProblem): BankResponseRow => ({
    ok: false,
    customer_reference: reference,
    utr,
    problem,
  });
  if (!reference) return fail('bankRowNoReference');
  const status = cellText(cells.Status)?.toLowerCase();
  if (!bankResponseStatuses.some((known) => known === status)) return fail('bankRowStatusInvalid');
  const reason = cellText(cells.Reason)?.slice(0, 500) ?? null;
  if (status !== 'success') {
    return {
      ok: true,
      customer_reference: reference,
      status: status as BankResponseStatus,
      utr,
      value_date: null,
      amount: null,
      reason,
    };
  }
  if (!utr || !utrPattern.test(utr)) return fail('bankRowUtrInvalid');
  const valueDate = parseDateCell(cells['Value Date']);
  if (!valueDate) return fail('bankRowDateInvalid');
  const amount = parseAmountCell(cells.Amount);
  if (amount === undefined || amount === null || amount <= 0) return fail('bankRowAmountInvalid');
  return { ok: true, customer_reference: reference, status: 'success', utr, value_date: valueDate, amount, reason };
}

// ---------- requests and answers ----------

export const bankTransferItemStatuses = ['sent', 'paid', 'failed', 'mismatch'] as const;
export type BankTransferItemStatus = (typeof bankTransferItemStatuses)[number];
/** Items whose lines no other payout may take: the bank may still pay them (sent) or has paid an amount Saakh could
 * not record (mismatch, until a corrected response row or a failure settles it). */
export const reservingItemStatuses = ['sent', 'mismatch'] as const satisfies readonly BankTransferItemStatus[];

export const bankTransferBatchStatuses = ['open', 'settled'] as const;
export type BankTransferBatchStatus = (typeof bankTransferBatchStatuses)[number];

export const prepareBankTransferInputSchema = z.object({
  partner_ids: z
    .array(rowIdSchema, msg('bankTransferPartnersInvalid'))
    .min(1, msg('bankTransferPartnersInvalid'))
    .max(BANK_TRANSFER_PARTNERS_MAX, msg('bankTransferPartnersInvalid'))
    .refine((ids) => new Set(ids).size === ids.length, msg('bankTransferPartnersInvalid')),
});
export type PrepareBankTransferInput = z.infer<typeof prepareBankTransferInputSchema>;

const money = z.number();

export const bankTransferItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  customer_reference: z.string(),
  payment_type: z.enum(['NEFT', 'RTGS']),
  beneficiary_name: z.string(),
  /** Masked to its last four, as merchant management shows it. */
  beneficiary_account_masked: z.string(),
  beneficiary_ifsc: z.string(),
  gstin: z.string().nullable(),
  amount: money,
  gst: money,
  tds: money,
  clawbacks: money,
  net: money,
  /** Shares and clawbacks the transfer covers. */
  entries: z.number().int(),
  clawback_count: z.number().int(),
  status: z.enum(bankTransferItemStatuses),
  utr: z.string().nullable(),
  value_date: z.string().nullable(),
  /** Why the bank failed it, or why Saakh could not record it (a message key). */
  reason: z.string().nullable(),
  payout_id: z.number().int().nullable(),
});
export type BankTransferItem = z.infer<typeof bankTransferItemSchema>;

export const bankTransferBatchSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  partners: z.number().int(),
  total_net: money,
  status: z.enum(bankTransferBatchStatuses),
  counts: z.object({
    sent: z.number().int(),
    paid: z.number().int(),
    failed: z.number().int(),
    mismatch: z.number().int(),
  }),
});
export type BankTransferBatch = z.infer<typeof bankTransferBatchSchema>;

export const bankTransferDetailSchema = bankTransferBatchSchema.extend({ items: z.array(bankTransferItemSchema) });
export type BankTransferDetail = z.infer<typeof bankTransferDetailSchema>;

export const bankTransferListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: { status: optionalFilter(z.enum(bankTransferBatchStatuses, { error: 'invalidValue' })) },
});
export type BankTransferListQuery = z.infer<typeof bankTransferListQuerySchema>;
export const bankTransferPageSchema = pageOf(bankTransferBatchSchema);

/** A partner with earned commission no bank file holds yet, as a file would pay it now. */
export const payablePartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Earned shares and clawbacks to recover. */
  lines: z.number().int(),
  clawbacks: z.number().int(),
  net: money,
  gst_registered: z.boolean(),
  /** Message keys of the KYC or bank details still missing: such a partner cannot be paid yet. */
  missing_for_payout: z.array(z.string()),
});
export type PayablePartner = z.infer<typeof payablePartnerSchema>;

export const payablePartnerListQuerySchema = listQuerySchema({
  sortable: ['name', 'net'],
  defaultSort: 'name',
  defaultPageSize: 50,
});
export type PayablePartnerListQuery = z.infer<typeof payablePartnerListQuerySchema>;
export const payablePartnerPageSchema = pageOf(payablePartnerSchema);

export const bankResponseOutcomes = [
  'paid',
  'failed',
  'mismatch',
  'unreadable',
  'unknownReference',
  'duplicateRow',
  'utrTaken',
  'alreadySettled',
] as const;
export type BankResponseOutcome = (typeof bankResponseOutcomes)[number];

export const bankResponseRowResultSchema = z.object({
  /** The row number the spreadsheet shows. */
  row: z.number().int(),
  customer_reference: z.string().nullable(),
  utr: z.string().nullable(),
  outcome: z.enum(bankResponseOutcomes),
  partner_name: z.string().nullable(),
  payout_id: z.number().int().nullable(),
  /** What happened, in the caller's language. */
  message: z.string(),
});
export type BankResponseRowResult = z.infer<typeof bankResponseRowResultSchema>;

export const bankResponseAnswerSchema = z.object({
  batch: bankTransferDetailSchema,
  rows: z.array(bankResponseRowResultSchema),
});
export type BankResponseAnswer = z.infer<typeof bankResponseAnswerSchema>;

/** The local bank's answer for the demo (development only): the references it fails, comma-separated. */
export const localBankQuerySchema = z.object({
  failed: z
    .string({ error: 'invalidValue' })
    .max(4000, { error: 'invalidValue' })
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((reference) => reference.trim().toUpperCase())
        .filter(Boolean),
    ),
});
export type LocalBankQuery = z.infer<typeof localBankQuerySchema>;
