import { z } from 'zod';
import { INT4_MAX, rowIdSchema } from './api';
import { emailSchema, mobileSchema } from './auth';
import { listQuerySchema, optionalFilter, pageOf, type Page } from './lists';
import type { MerchantMessageKey } from './merchants-messages';
import type { MessageKey } from './messages';
import { roundPaise } from './money';
import { payoutFiguresSchema } from './reconciliation';
import { patterns } from './patterns';

/**
 * Merchant management (admin /admin/merchant-management): partners' lifecycle, onboarding details (KYC, bank,
 * contact), their users, a parent partner for sub-DSAs, commission payouts, and the merchant leads of the public
 * create-merchant-form. Decision 014 maps the lifecycle onto `partners.status`.
 */

export const partnerTypes = ['merchant', 'dsa', 'reseller'] as const;
export type PartnerType = (typeof partnerTypes)[number];

export const partnerLifecycles = ['applied', 'active', 'suspended'] as const;
export type PartnerLifecycle = (typeof partnerLifecycles)[number];

/** `partners.status` for each lifecycle state: only 1 signs in and serves the partner's pages (decision 014). */
export const partnerStatusCodes = { active: 1, suspended: 0, applied: 2 } as const satisfies Record<
  PartnerLifecycle,
  number
>;

export function lifecycleOf(status: number): PartnerLifecycle {
  if (status === partnerStatusCodes.active) return 'active';
  if (status === partnerStatusCodes.applied) return 'applied';
  return 'suspended';
}

// ---------- identifiers ----------

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTIN state codes in use: 01–38, 97 (other territory) and 99 (centre jurisdiction). */
function isGstinStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** The 15th character of a GSTIN: mod-36 over the first 14, weights alternating 1 and 2, digits of base 36 summed. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(index));
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** State code, the holder's PAN, entity number, 'Z', check character (which must agree). */
export function isValidGstin(value: string): boolean {
  return (
    patterns.gstin.test(value) && isGstinStateCode(value.slice(0, 2)) && gstinCheckChar(value) === value.charAt(14)
  );
}

export function isValidPan(value: string): boolean {
  return patterns.panIndividual.test(value) || patterns.panCompany.test(value);
}

/** The PAN inside a GSTIN (characters 3–12). */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}

// ---------- onboarding ----------

const msg = (key: MessageKey) => ({ error: key });

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

export const legalNameSchema = z
  .string(msg('legalNameInvalid'))
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .,&()'/-]{1,119}$/, msg('legalNameInvalid'));
export const panSchema = z.preprocess(upper, z.string(msg('panInvalid')).refine(isValidPan, msg('panInvalid')));
export const gstinSchema = z.preprocess(upper, z.string(msg('gstinInvalid')).refine(isValidGstin, msg('gstinInvalid')));
export const personNameSchema = z
  .string(msg('personNameInvalid'))
  .trim()
  .regex(/^[A-Za-z]+(?:[ .'-]+[A-Za-z]+)*\.?$/, msg('personNameInvalid'))
  .min(2, msg('personNameInvalid'))
  .max(80, msg('personNameInvalid'));
export const bankAccountNumberSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.string(msg('bankAccountInvalid')).regex(patterns.bankAccount, msg('bankAccountInvalid')),
);
export const ifscSchema = z.preprocess(upper, z.string(msg('ifscInvalid')).regex(patterns.ifsc, msg('ifscInvalid')));

const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

/**
 * The onboarding form. Every detail may be left blank while the partner is being onboarded (what is missing blocks
 * activation or payouts, and the page says so). PAN and bank account number are answered masked: left out (not
 * sent), the stored value stays; sent blank, it is cleared.
 */
export const updateOnboardingInputSchema = z.object({
  partner_type: z.enum(partnerTypes, msg('partnerTypeInvalid')),
  legal_name: nullable(legalNameSchema),
  pan: nullable(panSchema).optional(),
  gstin: nullable(gstinSchema),
  contact_name: nullable(personNameSchema),
  contact_email: nullable(emailSchema.transform((email) => email.toLowerCase())),
  contact_mobile: nullable(mobileSchema),
  bank_account_holder: nullable(personNameSchema),
  bank_account_number: nullable(bankAccountNumberSchema).optional(),
  bank_ifsc: nullable(ifscSchema),
});
export type UpdateOnboardingInput = z.infer<typeof updateOnboardingInputSchema>;
export type UpdateOnboardingFormValues = z.input<typeof updateOnboardingInputSchema>;
/** The onboarding form's fields, in its order: the form's inputs and the columns the service compares and audits. */
export const onboardingFormFields = updateOnboardingInputSchema.keyof().options;

/** A GSTIN is issued on its holder's PAN: the two must agree (both as they will be stored). */
export function gstinMatchesPan(gstin: string | null, pan: string | null): boolean {
  return gstin === null || pan === null || panOfGstin(gstin) === pan;
}

export type OnboardingFacts = {
  legal_name: string | null;
  pan: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_mobile: string | null;
  bank_account_holder: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
};

export const onboardingFields = [
  'legal_name',
  'pan',
  'contact_name',
  'contact_email',
  'contact_mobile',
  'bank_account_holder',
  'bank_account_number',
  'bank_ifsc',
] as const;
export type OnboardingField = (typeof onboardingFields)[number];

/** KYC: the legal name and a valid PAN. */
export function missingKyc(facts: OnboardingFacts): OnboardingField[] {
  const missing: OnboardingField[] = [];
  if (!facts.legal_name) missing.push('legal_name');
  if (!facts.pan || !isValidPan(facts.pan)) missing.push('pan');
  return missing;
}

/** Bank details: holder, account number (9–18 digits) and a valid IFSC. */
export function missingBank(facts: OnboardingFacts): OnboardingField[] {
  const missing: OnboardingField[] = [];
  if (!facts.bank_account_holder) missing.push('bank_account_holder');
  if (!facts.bank_account_number || !patterns.bankAccount.test(facts.bank_account_number)) {
    missing.push('bank_account_number');
  }
  if (!facts.bank_ifsc || !patterns.ifsc.test(facts.bank_ifsc)) missing.push('bank_ifsc');
  return missing;
}

export function missingContact(facts: OnboardingFacts): OnboardingField[] {
  return (['contact_name', 'contact_email', 'contact_mobile'] as const).filter((field) => !facts[field]);
}

/** Activating needs KYC and a contact (decision 014); bank details are needed only to be paid. */
export function missingForActivation(facts: OnboardingFacts): OnboardingField[] {
  return [...missingKyc(facts), ...missingContact(facts)];
}

/** A payout needs KYC and bank details complete. */
export function missingForPayout(facts: OnboardingFacts): OnboardingField[] {
  return [...missingKyc(facts), ...missingBank(facts)];
}

/** The message naming a missing detail, for answers and the page. */
export const missingFieldMessages = {
  legal_name: 'missingLegalName',
  pan: 'missingPan',
  contact_name: 'missingContactName',
  contact_email: 'missingContactEmail',
  contact_mobile: 'missingContactMobile',
  bank_account_holder: 'missingBankHolder',
  bank_account_number: 'missingBankAccount',
  bank_ifsc: 'missingIfsc',
} as const satisfies Record<OnboardingField, MerchantMessageKey>;

// ---------- partners ----------

const money = z.number();

export const merchantPartnerSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  partner_type: z.enum(partnerTypes),
  status: z.enum(partnerLifecycles),
  parent_partner_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  kyc_complete: z.boolean(),
  bank_complete: z.boolean(),
  users_count: z.number().int(),
  active_users_count: z.number().int(),
  /** Earned and not yet paid, in rupees (before TDS). */
  earned_unpaid: money,
  created_at: z.string(),
});
export type MerchantPartner = z.infer<typeof merchantPartnerSchema>;
export type MerchantPartnerPage = Page<MerchantPartner>;
export const merchantPartnerPageSchema = pageOf(merchantPartnerSchema);

export const merchantPartnerSortColumns = ['name', 'status', 'created_at', 'earned_unpaid'] as const;

export const merchantPartnerListQuerySchema = listQuerySchema({
  sortable: merchantPartnerSortColumns,
  defaultSort: 'name',
  defaultPageSize: 20,
  filters: {
    status: optionalFilter(z.enum(partnerLifecycles, { error: 'invalidValue' })),
    partner_type: optionalFilter(z.enum(partnerTypes, { error: 'invalidValue' })),
  },
});
export type MerchantPartnerListQuery = z.infer<typeof merchantPartnerListQuerySchema>;

export const partnerPayoutSchema = payoutFiguresSchema.extend({
  id: z.number().int(),
  reference: z.string(),
  paid_on: z.string(),
  /** The partner's GSTIN when paid; null when it was not registered (no GST). */
  gstin: z.string().nullable(),
  created_at: z.string(),
});
export type PartnerPayout = z.infer<typeof partnerPayoutSchema>;

export const merchantPartnerDetailSchema = merchantPartnerSchema.extend({
  legal_name: z.string().nullable(),
  /** Masked to its last four; the whole value only through a reveal, which is audited. */
  pan_masked: z.string().nullable(),
  gstin: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_mobile: z.string().nullable(),
  bank_account_holder: z.string().nullable(),
  bank_account_number_masked: z.string().nullable(),
  bank_ifsc: z.string().nullable(),
  parent_split_percent: z.number().nullable(),
  /** Partners that have this one as their parent. */
  sub_partners: z.array(z.object({ id: z.number().int(), name: z.string() })),
  missing_for_activation: z.array(z.enum(onboardingFields)),
  missing_for_payout: z.array(z.enum(onboardingFields)),
  /** What paying every earned share now would send: GST by today's registration, outstanding clawbacks deducted. */
  payable: payoutFiguresSchema,
  /** Clawbacks recorded and not yet recovered from a payout. */
  clawbacks_due: z.number().int(),
  payouts: z.array(partnerPayoutSchema),
});
export type MerchantPartnerDetail = z.infer<typeof merchantPartnerDetailSchema>;

/** Applied partners are activated once onboarded; active ones are suspended and back. */
export const partnerStatusInputSchema = z.object({
  status: z.enum(['active', 'suspended'], msg('partnerStatusInvalid')),
});
export type PartnerStatusInput = z.infer<typeof partnerStatusInputSchema>;

const splitPercentSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : blankToNull(value)),
  z
    .number(msg('splitInvalid'))
    .gt(0, msg('splitInvalid'))
    .max(100, msg('splitInvalid'))
    .refine((value) => Math.round(value * 100) === value * 100, msg('splitInvalid'))
    .nullable(),
);

/** A parent partner and the share of the sub-partner's commission it takes; both null to clear. */
export const partnerParentInputSchema = z
  .object({
    parent_partner_id: z.preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : blankToNull(value)),
      z
        .number(msg('parentInvalid'))
        .int(msg('parentInvalid'))
        .positive(msg('parentInvalid'))
        .max(INT4_MAX, msg('parentInvalid'))
        .nullable(),
    ),
    split_percent: splitPercentSchema,
  })
  .superRefine((input, context) => {
    if (input.parent_partner_id !== null && input.split_percent === null) {
      context.addIssue({ code: 'custom', path: ['split_percent'], message: 'splitRequired' });
    }
    if (input.parent_partner_id === null && input.split_percent !== null) {
      context.addIssue({ code: 'custom', path: ['parent_partner_id'], message: 'parentInvalid' });
    }
  });
export type PartnerParentInput = z.infer<typeof partnerParentInputSchema>;
export type PartnerParentFormValues = z.input<typeof partnerParentInputSchema>;

export const revealFields = ['pan', 'bank_account_number'] as const;
export const revealInputSchema = z.object({ field: z.enum(revealFields, { error: 'invalidValue' }) });
export type RevealInput = z.infer<typeof revealInputSchema>;
export const revealAnswerSchema = z.object({ value: z.string().nullable() });

/** Partner choices for a parent: active or applied partners, by name. */
export const partnerOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type PartnerOption = z.infer<typeof partnerOptionSchema>;

// ---------- payouts ----------

/** A NEFT/RTGS/IMPS transfer reference (UTR): 6 to 30 letters and digits. */
/** Lines a payout can choose from at most; a partner owed more is paid in several transfers. */
export const PAYABLE_LINES_MAX = 500;

export const payoutInputSchema = z.object({
  reference: z.preprocess(
    upper,
    z.string(msg('payoutReferenceInvalid')).regex(/^[A-Z0-9]{6,30}$/, msg('payoutReferenceInvalid')),
  ),
  paid_on: z.iso.date(msg('payoutDateInvalid')),
  /** The earned shares this transfer pays (ledger ids); omitted, every earned share. */
  ledger_ids: z
    .array(rowIdSchema, msg('payoutLinesInvalid'))
    .min(1, msg('payoutLinesInvalid'))
    .max(PAYABLE_LINES_MAX, msg('payoutLinesInvalid'))
    .refine((ids) => new Set(ids).size === ids.length, msg('payoutLinesInvalid'))
    .optional(),
});
export type PayoutInput = z.infer<typeof payoutInputSchema>;
export type PayoutFormValues = z.input<typeof payoutInputSchema>;

/** A share earned and not yet paid, or a clawback not yet recovered (amounts negative), as a payout would pay it. */
export const payableLineSchema = z.object({
  kind: z.enum(['commission', 'clawback']),
  /** The ledger line; a clawback names the line it takes back. */
  ledger_id: z.number().int(),
  clawback_id: z.number().int().nullable(),
  application_id: z.string(),
  lender_name: z.string(),
  disbursed_on: z.string(),
  amount: money,
  gst: money,
  tds: money,
  net: money,
});
export type PayableLine = z.infer<typeof payableLineSchema>;

export const payablesSchema = z.object({
  gst_registered: z.boolean(),
  /** Oldest first: the earned shares (at most PAYABLE_LINES_MAX), then every clawback to recover. */
  lines: z.array(payableLineSchema),
  /** More shares are earned than the list holds. */
  truncated: z.boolean(),
});
export type Payables = z.infer<typeof payablesSchema>;

// ---------- partner users ----------

export const partnerUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type PartnerUser = z.infer<typeof partnerUserSchema>;

/** A partner's user as merchant management lists it: also whether their two-step login is on (decision 045). */
export const merchantPartnerUserSchema = partnerUserSchema.extend({ totp_enabled: z.boolean() });
export type MerchantPartnerUser = z.infer<typeof merchantPartnerUserSchema>;

export const createPartnerUserInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema.transform((email) => email.toLowerCase()),
  username: z.string(msg('usernameInvalid')).trim().toLowerCase().regex(patterns.username, msg('usernameInvalid')),
});
export type CreatePartnerUserInput = z.infer<typeof createPartnerUserInputSchema>;
export type CreatePartnerUserFormValues = z.input<typeof createPartnerUserInputSchema>;

export const partnerUserActiveInputSchema = z.object({ active: z.boolean({ error: 'invalidValue' }) });

export const partnerUserWithPasswordSchema = z.object({ user: partnerUserSchema, password: z.string() });
export type PartnerUserWithPassword = z.infer<typeof partnerUserWithPasswordSchema>;

export const partnerUserParamsSchema = z.object({ id: rowIdSchema, userId: rowIdSchema });

// ---------- leads ----------

export const leadDecisions = ['new', 'approved', 'rejected'] as const;
export type LeadDecision = (typeof leadDecisions)[number];

/** merchant_leads.status as the page names it: onboarded is approved, closed is rejected. */
export function leadDecisionOf(status: string): LeadDecision {
  if (status === 'onboarded') return 'approved';
  if (status === 'closed') return 'rejected';
  return 'new';
}

export const merchantLeadSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  contact_name: z.string(),
  mobile: z.string(),
  email: z.string(),
  city: z.string(),
  /** The partner whose form link the merchant used, if any. */
  referred_by: z.string().nullable(),
  decision: z.enum(leadDecisions),
  rejection_reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_partner_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type MerchantLead = z.infer<typeof merchantLeadSchema>;
export const merchantLeadPageSchema = pageOf(merchantLeadSchema);

export const merchantLeadListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'business_name'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: { decision: optionalFilter(z.enum(leadDecisions, { error: 'invalidValue' })) },
});
export type MerchantLeadListQuery = z.infer<typeof merchantLeadListQuerySchema>;

/** Approving makes the partner (status applied) under a new URL key, and optionally its first user. */
export const approveLeadInputSchema = z.object({
  key: z.string(msg('partnerKeyInvalid')).trim().toLowerCase().regex(patterns.partnerKey, msg('partnerKeyInvalid')),
  partner_type: z.enum(partnerTypes, msg('partnerTypeInvalid')),
  /** A username for the lead's contact as the partner's first user; blank for none. */
  username: z.preprocess(
    blankToNull,
    z.string(msg('usernameInvalid')).trim().toLowerCase().regex(patterns.username, msg('usernameInvalid')).nullable(),
  ),
});
export type ApproveLeadInput = z.infer<typeof approveLeadInputSchema>;
export type ApproveLeadFormValues = z.input<typeof approveLeadInputSchema>;

export const approveLeadAnswerSchema = z.object({
  lead: merchantLeadSchema,
  partner_id: z.number().int(),
  /** The first user and its password, shown this once; null when no username was given. */
  user: partnerUserWithPasswordSchema.nullable(),
});
export type ApproveLeadAnswer = z.infer<typeof approveLeadAnswerSchema>;

export const rejectLeadInputSchema = z.object({
  reason: z
    .string(msg('rejectionReasonInvalid'))
    .trim()
    .min(3, msg('rejectionReasonInvalid'))
    .max(500, msg('rejectionReasonInvalid')),
});
export type RejectLeadInput = z.infer<typeof rejectLeadInputSchema>;

// ---------- commission split ----------

/** A sub-DSA's share split with its parent, which takes splitPercent of it; the paise add up to the share. */
export function splitWithParent(share: number, splitPercent: number): { own: number; parent: number } {
  const parent = roundPaise((share * splitPercent) / 100);
  return { own: roundPaise(share - parent), parent };
}
