/**
 * The Key Facts Statement (RBI, KFS circular of April 2024, Annex A; Digital Lending Directions 2025): Part 1 (the
 * loan, its cost and its contingent charges), Part 2 (recovery, grievances, transfer, co-lending, the look-up
 * period, the LSP), Annex B (how the APR is computed) and Annex C (the repayment schedule from the EMI math). A KFS
 * built for an offer is indicative (no proposal number); the one built for an application carries its reference,
 * is valid for KFS_VALID_WORKING_DAYS working days and is stored, as shown, when the customer acknowledges it.
 */
import { z } from 'zod';
import { rowIdSchema } from './api';
import { otpSchema } from './auth';
import { emiExact } from './emi';
import type { Locale } from './i18n';
import { roundPaise } from './money';
import { lenderChargesSchema, lenderDisclosureSchema, offerShapeQuerySchema, type Offer } from './offers';
import { loanProductCodes, type LoanProductCode } from './product-types';

/** Cooling-off (look-up) period in days for loans of 7 days or more (RBI Digital Lending Directions). */
export const COOLING_OFF_DAYS = 3;

/** A KFS binds the lender for this many working days after it is issued (RBI KFS circular, para 5). */
export const KFS_VALID_WORKING_DAYS = 3;

/** The platform's grievance redressal officer, named on every KFS as the Directions require of an LSP. */
export const GRIEVANCE_CONTACT = {
  name: 'Grievance Redressal Officer, Saakh',
  phone: '1800 200 7225',
  email: 'grievance@saakh.in',
  address: 'Saakh Marketplace, Grievance Cell, India',
  responseDays: 30,
} as const;

/** Saakh's name as the Lending Service Provider on a KFS, in each language. */
export const LSP_NAME = 'Saakh';
export const LSP_NAME_HI = 'साख';

/** The same officer's title and address in Hindi, for a KFS read in Hindi (decision 025). */
export const GRIEVANCE_CONTACT_HI = {
  name: 'शिकायत निवारण अधिकारी, साख',
  address: 'साख मार्केटप्लेस, शिकायत प्रकोष्ठ, भारत',
} as const;

/** The RBI Integrated Ombudsman, where a complaint goes when the lender has not resolved it within 30 days. */
export const RBI_OMBUDSMAN = { portal: 'https://cms.rbi.org.in', tollFree: '14448' } as const;

/** What only the lender can state on its KFS, as its admins entered it in the reader's language; null: not given. */
export const kfsLenderTermsSchema = z.object({
  nodalOfficer: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  recoveryAgents: z.string().nullable(),
  coLending: z.string().nullable(),
  switchingCharges: z.string().nullable(),
});
export type KfsLenderTerms = z.infer<typeof kfsLenderTermsSchema>;

export const NO_LENDER_TERMS: KfsLenderTerms = {
  nodalOfficer: null,
  recoveryAgents: null,
  coLending: null,
  switchingCharges: null,
};

/** One instalment of Annex C: the balance before it, how it splits, and the balance after it. */
export const repaymentRowSchema = z.object({
  number: z.number().int(),
  dueOn: z.string(),
  opening: z.number(),
  principal: z.number(),
  interest: z.number(),
  instalment: z.number(),
  closing: z.number(),
});
export type RepaymentRow = z.infer<typeof repaymentRowSchema>;

export const kfsSchema = z.object({
  /** The application's reference (SK-XXXXXX); null on an offer's indicative KFS, before an application exists. */
  proposalNumber: z.string().nullable(),
  product: z.enum(loanProductCodes),
  lenderName: z.string(),
  lenderKey: z.string(),
  /** Who lends, and Saakh's part: its Lending Service Provider (lspName, in the reader's language). */
  lender: lenderDisclosureSchema,
  lspName: z.string(),
  charges: lenderChargesSchema,
  lenderTerms: kfsLenderTermsSchema,
  loanAmount: z.number().int(),
  /** The whole amount is disbursed at once, on sanction (no tranches). */
  disbursal: z.literal('single'),
  tenureMonths: z.number().int(),
  interestRate: z.number(),
  interestType: z.literal('fixed'),
  apr: z.number(),
  emi: z.number(),
  instalments: z.number().int(),
  repaymentFrequency: z.literal('monthly'),
  /** The first instalment's day: a month after the KFS's day, the earliest the loan can be disbursed. */
  firstInstalmentOn: z.string(),
  totalInterest: z.number(),
  /** Fees paid to the lender (its processing fee) and to third parties through it (none through Saakh). */
  processingFee: z.number(),
  thirdPartyFees: z.number(),
  otherCharges: z.number(),
  netDisbursed: z.number(),
  totalPayable: z.number(),
  totalCost: z.number(),
  coolingOffDays: z.number().int(),
  /** What the customer repays to leave the loan on the look-up period's last day: principal and APR-rate interest. */
  exitAmount: z.number(),
  grievance: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    responseDays: z.number().int(),
  }),
  ombudsman: z.object({ portal: z.string(), tollFree: z.string() }),
  issuedOn: z.string(),
  validUntil: z.string(),
  schedule: z.array(repaymentRowSchema),
});
export type Kfs = z.infer<typeof kfsSchema>;

export type KfsContext = {
  product: LoanProductCode;
  /** The application's reference; omitted on an offer's KFS. */
  proposalNumber?: string | null;
  lenderTerms?: KfsLenderTerms;
};

/** The ISO day `months` calendar months after `iso`, on the same day or the month's last when it has fewer days. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * The last day a KFS issued on `iso` holds: `days` working days after it, Saturdays and Sundays not counted. Bank
 * holidays are not known to the platform; counting them as working days only shortens the validity the customer reads.
 */
export function addWorkingDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Annex C: each month's interest on the balance at the monthly rate, the rest of the EMI repays principal. Figures are
 * in paise-rounded rupees; the last instalment repays what is left, so the instalments sum to the total payable and
 * the principal to the loan amount exactly.
 */
export function repaymentSchedule(
  amount: number,
  annualRatePercent: number,
  months: number,
  firstDueOn: string,
): RepaymentRow[] {
  const monthlyRate = annualRatePercent / 12 / 100;
  const exact = emiExact({ principal: amount, annualRatePercent, months });
  const total = roundPaise(exact * months);
  const emi = roundPaise(exact);
  const rows: RepaymentRow[] = [];
  let balance = amount;
  let paid = 0;
  for (let number = 1; number <= months; number += 1) {
    const last = number === months;
    const interest = last ? roundPaise(total - paid - balance) : roundPaise(balance * monthlyRate);
    const instalment = last ? roundPaise(total - paid) : emi;
    const principal = roundPaise(instalment - interest);
    const closing = last ? 0 : roundPaise(balance - principal);
    rows.push({
      number,
      dueOn: addMonths(firstDueOn, number - 1),
      opening: balance,
      principal,
      interest,
      instalment,
      closing,
    });
    paid = roundPaise(paid + instalment);
    balance = closing;
  }
  return rows;
}

/** Principal and the APR's interest for the look-up days: what ends the loan without a penalty in that period. */
export function exitAmount(amount: number, apr: number, days: number): number {
  return roundPaise(amount + (amount * apr * days) / 100 / 365);
}

/** What a KFS states of an offer: an offer as shaped, or the terms an application kept of one. */
export type KfsOffer = Pick<
  Offer,
  | 'lenderName'
  | 'lenderKey'
  | 'lender'
  | 'charges'
  | 'amount'
  | 'tenureMonths'
  | 'interestRate'
  | 'apr'
  | 'emi'
  | 'totalInterest'
  | 'processingFee'
  | 'netDisbursed'
  | 'totalPayable'
>;

/** The Key Fact Statement of an offer as shaped (RBI KFS): what the customer receives, pays and can cancel. */
export function buildKfs(offer: KfsOffer, todayIso: string, locale: Locale, context: KfsContext): Kfs {
  const firstInstalmentOn = addMonths(todayIso, 1);
  return {
    proposalNumber: context.proposalNumber ?? null,
    product: context.product,
    lenderName: offer.lenderName,
    lenderKey: offer.lenderKey,
    lender: offer.lender,
    lspName: locale === 'hi' ? LSP_NAME_HI : LSP_NAME,
    charges: offer.charges,
    lenderTerms: context.lenderTerms ?? NO_LENDER_TERMS,
    loanAmount: offer.amount,
    disbursal: 'single',
    tenureMonths: offer.tenureMonths,
    interestRate: offer.interestRate,
    interestType: 'fixed',
    apr: offer.apr,
    emi: offer.emi,
    instalments: offer.tenureMonths,
    repaymentFrequency: 'monthly',
    firstInstalmentOn,
    totalInterest: offer.totalInterest,
    processingFee: offer.processingFee,
    thirdPartyFees: 0,
    otherCharges: 0,
    netDisbursed: offer.netDisbursed,
    totalPayable: offer.totalPayable,
    totalCost: roundPaise(offer.totalInterest + offer.processingFee),
    coolingOffDays: COOLING_OFF_DAYS,
    exitAmount: exitAmount(offer.amount, offer.apr, COOLING_OFF_DAYS),
    grievance: locale === 'hi' ? { ...GRIEVANCE_CONTACT, ...GRIEVANCE_CONTACT_HI } : { ...GRIEVANCE_CONTACT },
    ombudsman: { ...RBI_OMBUDSMAN },
    issuedOn: todayIso,
    validUntil: addWorkingDays(todayIso, KFS_VALID_WORKING_DAYS),
    schedule: repaymentSchedule(offer.amount, offer.interestRate, offer.tenureMonths, firstInstalmentOn),
  };
}

/**
 * The figures of a KFS that bind the lender: an acknowledged KFS answers for an application only while these are
 * the application's (a changed amount or tenure needs a new acknowledgement).
 */
export function kfsTerms(kfs: Pick<Kfs, 'loanAmount' | 'tenureMonths' | 'interestRate' | 'apr' | 'emi'>): string {
  return [kfs.loanAmount, kfs.tenureMonths, kfs.interestRate.toFixed(2), kfs.apr.toFixed(2), kfs.emi.toFixed(2)].join(
    '|',
  );
}

// ---------- requests ----------

export const kfsParamsSchema = z.object({
  appId: rowIdSchema,
  lenderId: rowIdSchema,
});
export type KfsParams = z.infer<typeof kfsParamsSchema>;

export const kfsFormatSchema = z.enum(['json', 'pdf']);

/** A KFS in the reader's language, or another (a Hindi reader may keep an English copy); json or a PDF. */
export const kfsQuerySchema = z.object({
  lang: z.enum(['en', 'hi']).optional(),
  format: kfsFormatSchema.default('json'),
});
export type KfsQuery = z.infer<typeof kfsQuerySchema>;

/** An offer's indicative KFS: the amount and tenure the customer shaped, in a language, as json or a PDF. */
export const offerKfsQuerySchema = offerShapeQuerySchema.extend(kfsQuerySchema.shape);
export type OfferKfsQuery = z.infer<typeof offerKfsQuerySchema>;

/** The application's KFS as issued, and whether the customer has acknowledged this version. */
export const applicationKfsSchema = z.object({
  kfs: kfsSchema,
  /** Hash of the document as issued: the version stored with the application when acknowledged. */
  version: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type ApplicationKfs = z.infer<typeof applicationKfsSchema>;

export const acknowledgeKfsInputSchema = z.object({
  version: z.string().regex(/^[0-9a-f]{64}$/),
  otp: otpSchema,
  /** The separate consent to share the application with this lender (issue 30 item 3), never pre-ticked. */
  share_with_lender: z.literal(true, { error: 'lenderSharingConsentRequired' }),
});
export type AcknowledgeKfsInput = z.infer<typeof acknowledgeKfsInputSchema>;
