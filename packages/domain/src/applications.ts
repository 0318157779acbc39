import { z } from 'zod';
import { isDirectMove } from './application-lifecycle';
import { applicationStatuses, type ApplicationStatus } from './application-terms';
import { UNIQUE_ID_PLACEHOLDER } from './constants';
import { lenderModes, type LenderMode } from './lender-modes';
import { patterns } from './patterns';
import { lenderRemark, remarkCodes, type RemarkCode } from './remark-codes';
import { loanProductCodes, productTypes, type LoanProductCode } from './product-types';
import { LENDER_SUBMIT_PATH, productFlows } from './routing';

/**
 * A customer's loan journey ("app": one product, the app id the /user pages carry) and the credit
 * applications made from it (one per selected lender offer), with their statuses and history (DESIGN §6).
 */

export { applicationStatuses, type ApplicationStatus };

/**
 * Who changed a status: the customer, a partner through its API, the lender's status file or disbursal MIS, an admin
 * reconciling an MIS row or acting otherwise, a customer-support agent, or the lender calling back (its API).
 */
export const statusSources = [
  'customer',
  'partner_api',
  'lender_file',
  'mis',
  'reconciliation',
  'admin',
  'csr',
  'lender_callback',
] as const;
export type StatusSource = (typeof statusSources)[number];

/** Sources whose note is the lender's own words to the customer (a status file's remarks); other notes are ours. */
export const lenderSources: readonly StatusSource[] = ['lender_file', 'mis', 'lender_callback'];

/** What the customer's timeline may show of a history note: the lender's remarks, never our internal notes. */
export function noteForCustomer(source: StatusSource, note: string | null): string | null {
  return lenderSources.includes(source) ? note : null;
}

/**
 * The lender's reason as the customer's timeline shows it: its reason code (shown in the reader's language) and its
 * own words (labelled as the lender's), read from the history note; nothing of our internal notes.
 */
export function reasonForCustomer(
  source: StatusSource,
  note: string | null,
): { remarkCode: RemarkCode | null; note: string | null } {
  const { code, text } = lenderRemark(noteForCustomer(source, note));
  return { remarkCode: code, note: text };
}

/** Whether the status machine moves directly from one status to another (application-lifecycle.ts has the table). */
export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return isDirectMove(from, to);
}

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(value);
}

// ---------- the next step after selecting an offer ----------

export const nextStepSchema = z.object({
  kind: z.enum(lenderModes),
  /** The /user page that continues the journey. */
  path: z.string(),
  /** For transaction lenders: the lender's page (absolute, or a path on this site), {UNIQUE_ID} replaced by the credit application id. */
  externalUrl: z.string().nullable(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

const httpUrl = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const sitePath = /^\/(?![/\\])[^\s\\]*$/;

/**
 * A lender's page as admins set it (an absolute http(s) link or a path on this site), with {UNIQUE_ID}
 * filled in; anything else (javascript:, protocol-relative //host, …) is never handed to the browser.
 */
export function safeExternalUrl(url: string | null | undefined, uniqueId: string): string | null {
  if (!url) return null;
  const filled = url.trim().split(UNIQUE_ID_PLACEHOLDER).join(encodeURIComponent(uniqueId));
  return httpUrl.test(filled) || sitePath.test(filled) ? filled : null;
}

const handoffUrlPattern =
  /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/i;

/** A lender's own site as admins may set it for the hand-off: an absolute http(s) address and nothing else. */
export function isHandoffUrl(value: string): boolean {
  return value.length <= 2000 && handoffUrlPattern.test(value.trim());
}

/**
 * Where a transaction-mode lender takes over (issue 13): the lender's absolute http(s) address with
 * {UNIQUE_ID} replaced by the customer's reference (the credit application id). A path on this site is never a
 * hand-off (it led back to the same page), nor is javascript:, data: or a protocol-relative //host: those answer null.
 */
export function lenderHandoffUrl(url: string | null | undefined, uniqueId: string): string | null {
  if (!url || !isHandoffUrl(url)) return null;
  const filled = url.trim().split(UNIQUE_ID_PLACEHOLDER).join(encodeURIComponent(uniqueId));
  return isHandoffUrl(filled) ? filled : null;
}

/** The note of the history row a hand-off writes (source 'customer'): the customer went on to the lender's site. */
export const HANDOFF_NOTE = 'lender-handoff';

/** Statuses in which the customer may (again) go on to the lender's site; a final status has nowhere to go. */
export const handoffStatuses: readonly ApplicationStatus[] = ['created', 'submitted', 'in_review', 'approved'];

/** Where a selected offer continues, by the lender's mode (lenders.lender_mode). */
export function nextStepFor(input: {
  lenderMode: LenderMode;
  lenderKey: string;
  creditAppId: string;
  transactionUrl: string | null;
}): NextStep {
  const id = encodeURIComponent(input.creditAppId);
  const key = encodeURIComponent(input.lenderKey);
  switch (input.lenderMode) {
    case 'intake':
      return { kind: 'intake', path: `/user/lender-intake/${key}/${id}`, externalUrl: null };
    case 'transaction':
      return {
        kind: 'transaction',
        path: `/user/lenders-transaction/${key}?creditAppId=${id}`,
        externalUrl: lenderHandoffUrl(input.transactionUrl, input.creditAppId),
      };
    case 'submit':
      return { kind: 'submit', path: `${LENDER_SUBMIT_PATH}?creditAppId=${id}`, externalUrl: null };
  }
}

/** The offers page of a product: where a finished or refused intake sends the customer back to. */
export function offersPathFor(product: LoanProductCode): string {
  return productFlows[product].offers;
}

// ---------- schemas ----------

const loanProductSchema = z.enum(loanProductCodes, { error: 'invalidValue' });

export const createAppInputSchema = z.object({
  product: loanProductSchema,
  /** Welcome-back "start again": closes the open journey of this product and opens a new one. */
  restart: z.boolean().optional(),
});
export type CreateAppInput = z.infer<typeof createAppInputSchema>;

export const customerAppSchema = z.object({
  appId: z.number().int(),
  product: loanProductSchema,
  productType: z.enum(productTypes),
  desiredAmount: z.number().int().nullable(),
  created: z.boolean(),
  createdAt: z.string(),
});
export type CustomerApp = z.infer<typeof customerAppSchema>;

/** Any text up to 64 characters: the API answers 404 for one that is not an application id, as for someone else's. */
export const creditAppIdSchema = z.string().trim().min(1).max(64);

export function isCreditAppId(value: string): boolean {
  return patterns.guid.test(value);
}

/**
 * An application's short reference as people read it out (issue 29): "SK-" and six characters a customer cannot
 * misread (no 0/O, 1/I/L), made by the database (migration 0031, function application_reference).
 */
export const APPLICATION_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const applicationReferencePattern = /^SK-[2-9A-HJKMNP-Z]{6}$/;

/** A reference as someone typed it ("SK-7K3P9Q", "sk7k3p9q", "SK 7K3P9Q") written the one way it is stored, or null. */
export function normalizeApplicationReference(text: string): string | null {
  const match = /^SK[\s-]?([0-9A-Z]{6})$/.exec(text.trim().toUpperCase());
  const reference = match ? `SK-${match[1]}` : null;
  return reference && applicationReferencePattern.test(reference) ? reference : null;
}

export const creditAppParamsSchema = z.object({ creditAppId: creditAppIdSchema });
export type CreditAppParams = z.infer<typeof creditAppParamsSchema>;

export const selectOfferResultSchema = z.object({ creditAppId: z.string(), next: nextStepSchema });
export type SelectOfferResult = z.infer<typeof selectOfferResultSchema>;

export const applicationSummarySchema = z.object({
  creditAppId: z.string(),
  /** The short reference the customer reads and quotes ("SK-7K3P9Q"); the uuid stays in paths only. */
  reference: z.string(),
  appId: z.number().int(),
  product: loanProductSchema,
  lenderId: z.number().int(),
  /** The lender's display name, as customers know it. */
  lenderName: z.string(),
  /** The lender's key, for its pages' paths (lenders-transaction/{lender}); never shown as a name. */
  lenderKey: z.string(),
  status: z.enum(applicationStatuses),
  amount: z.number().int(),
  tenureMonths: z.number().int(),
  interestRate: z.number(),
  apr: z.number(),
  emi: z.number(),
  processingFee: z.number(),
  totalPayable: z.number(),
  lenderReference: z.string().nullable(),
  disbursedAmount: z.number().nullable(),
  disbursedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const statusHistoryEntrySchema = z.object({
  fromStatus: z.enum(applicationStatuses).nullable(),
  status: z.enum(applicationStatuses),
  source: z.enum(statusSources),
  /** The lender's reason code, shown in the reader's language (remarkTexts). */
  remarkCode: z.enum(remarkCodes).nullable(),
  /** The lender's own words, shown labelled as theirs. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

export const applicationDetailSchema = applicationSummarySchema.extend({
  next: nextStepSchema,
  history: z.array(statusHistoryEntrySchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** The lender-submit page: the customer agrees to share the profile with the chosen lender. */
export const submitApplicationInputSchema = z.object({
  consent: z.literal(true, { error: 'lenderConsentRequired' }),
});
export type SubmitApplicationInput = z.infer<typeof submitApplicationInputSchema>;

/** POST /api/applications/{id}/handoff: the lender's address the browser goes on to, the reference filled in. */
export const handoffResultSchema = z.object({ url: z.string() });
export type HandoffResult = z.infer<typeof handoffResultSchema>;

/** POST /api/gold-loans/{id}: an app id (digits) or a credit application id (uuid). */
export const goldLoanParamsSchema = z.object({ id: creditAppIdSchema });
export type GoldLoanParams = z.infer<typeof goldLoanParamsSchema>;

export const goldLoanResultSchema = z.object({
  redirect: z.string(),
  appId: z.number().int(),
  productType: z.literal('Gold Loans'),
});
export type GoldLoanResult = z.infer<typeof goldLoanResultSchema>;
