import { z } from 'zod';
import { rowIdSchema, rowIdWith } from './api';
import { computeApr, computeEmi } from './emi';
import type { Locale } from './i18n';
import { roundPaise } from './money';
import {
  EMPLOYMENT_SALARIED,
  EMPLOYMENT_SELF_EMPLOYED_BUSINESS,
  EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL,
} from './employment';
import { maxOfferTenureMonths, type LoanProductCode } from './product-types';

/**
 * The offer engine of DESIGN §6: which lenders a customer matches, what each offers (amount, tenure, rate,
 * all-in APR, EMI, fees) and why the others did not match, as RBI's Digital Lending Directions ask of a
 * multi-lender platform. Pure: the API feeds it rows and the date.
 */

export const lenderModes = ['submit', 'intake', 'transaction'] as const;
export type LenderMode = (typeof lenderModes)[number];

export type TicketClass = 1 | 2 | 3 | 4;

/** Ticket class of an amount (DESIGN §6): 1 ≤ ₹50,000; 2 ≤ ₹2,00,000; 3 ≤ ₹5,00,000; 4 above. */
export function ticketClassFor(amount: number): TicketClass {
  if (amount <= 50_000) return 1;
  if (amount <= 200_000) return 2;
  if (amount <= 500_000) return 3;
  return 4;
}

/** A lender row as the engine needs it; numeric columns may arrive as decimal strings. */
export type MatchingLender = {
  id: number;
  name: string;
  lender_key: string;
  product: LoanProductCode;
  min_income: number | null;
  max_income: number | null;
  min_age: number | null;
  max_age: number | null;
  ticket_class: number | null;
  credit_score_class: number | null;
  salaried: number;
  self_employed: number;
  business: number;
  priority: number;
  lender_status: number;
  deleted_at: Date | string | null;
  so_status: number;
  so_text: string | null;
  so_date_start: string | null;
  so_date_end: string | null;
  loan_amount_upto: number | null;
  tenure: number | null;
  interest_rate: string | number | null;
  /** Percent of the loan amount. */
  processing_fees: string | number | null;
  lender_mode: LenderMode;
  /** False when admins switched the lender's vendor integration off (vendors on/off). */
  vendor_enabled: boolean;
};

export type MatchingCustomer = {
  product: LoanProductCode;
  monthlyIncome: number;
  age: number;
  employmentStatus: number;
  desiredAmount: number;
  creditScoreClass: number;
};

export const unmatchedReasons = [
  'reasonLenderUnavailable',
  'reasonIncomeTooLow',
  'reasonIncomeTooHigh',
  'ageCriteria',
  'reasonEmployment',
  'reasonTicketClass',
  'reasonCreditScore',
] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

export const specialOfferSchema = z.object({ text: z.string(), validUntil: z.string().nullable() });

export const offerSchema = z.object({
  lenderId: z.number().int(),
  lenderName: z.string(),
  lenderKey: z.string(),
  lenderMode: z.enum(lenderModes),
  priority: z.number().int(),
  amount: z.number().int(),
  tenureMonths: z.number().int(),
  interestRate: z.number(),
  apr: z.number(),
  emi: z.number(),
  totalPayable: z.number(),
  totalInterest: z.number(),
  processingFeePercent: z.number(),
  processingFee: z.number(),
  netDisbursed: z.number(),
  specialOffer: specialOfferSchema.nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const unmatchedLenderSchema = z.object({
  lender: z.object({ id: z.number().int(), name: z.string() }),
  reasons: z.array(z.enum(unmatchedReasons)),
});
export type UnmatchedLender = z.infer<typeof unmatchedLenderSchema>;

export const offersResultSchema = z.object({
  offers: z.array(offerSchema),
  unmatched: z.array(unmatchedLenderSchema),
  /** "How we rank offers", in the caller's language. */
  ranking: z.string(),
});
export type OffersResult = z.infer<typeof offersResultSchema>;

export const RANKING_RULE_KEY = 'rankingRule';

function toNumber(value: string | number | null): number | null {
  if (value === null) return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function servesEmployment(lender: MatchingLender, status: number): boolean {
  if (status === EMPLOYMENT_SALARIED) return lender.salaried === 1;
  if (status === EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL) return lender.self_employed === 1;
  if (status === EMPLOYMENT_SELF_EMPLOYED_BUSINESS) return lender.business === 1;
  return false;
}

/** Why a lender does not match; empty when it does. */
export function unmatchedReasonsFor(lender: MatchingLender, customer: MatchingCustomer): UnmatchedReason[] {
  const reasons: UnmatchedReason[] = [];
  const rate = toNumber(lender.interest_rate);
  const lendable =
    lender.lender_status === 1 && lender.vendor_enabled && rate !== null && rate >= 0 && (lender.tenure ?? 0) > 0;
  if (!lendable) reasons.push('reasonLenderUnavailable');
  if (lender.min_income !== null && customer.monthlyIncome < lender.min_income) reasons.push('reasonIncomeTooLow');
  if (lender.max_income !== null && customer.monthlyIncome > lender.max_income) reasons.push('reasonIncomeTooHigh');
  const tooYoung = lender.min_age !== null && customer.age < lender.min_age;
  const tooOld = lender.max_age !== null && customer.age > lender.max_age;
  if (tooYoung || tooOld) reasons.push('ageCriteria');
  if (!servesEmployment(lender, customer.employmentStatus)) reasons.push('reasonEmployment');
  if (lender.ticket_class !== null && ticketClassFor(customer.desiredAmount) > lender.ticket_class)
    reasons.push('reasonTicketClass');
  if (lender.credit_score_class !== null && customer.creditScoreClass < lender.credit_score_class)
    reasons.push('reasonCreditScore');
  return reasons;
}

/** A special offer shows only between its start and end dates (inclusive; an open end never expires). */
export function activeSpecialOffer(
  lender: Pick<MatchingLender, 'so_status' | 'so_text' | 'so_date_start' | 'so_date_end'>,
  todayIso: string,
) {
  if (lender.so_status !== 1 || !lender.so_text?.trim()) return null;
  if (lender.so_date_start && todayIso < lender.so_date_start) return null;
  if (lender.so_date_end && todayIso > lender.so_date_end) return null;
  return { text: lender.so_text, validUntil: lender.so_date_end };
}

/** A lender's term, never longer than what the product's claims promise (personal loans: up to 60 months). */
export function offerTenureMonths(lender: Pick<MatchingLender, 'tenure' | 'product'>): number {
  const tenure = lender.tenure ?? 0;
  const cap = maxOfferTenureMonths[lender.product];
  return cap === null ? tenure : Math.min(tenure, cap);
}

/**
 * The offer a matching lender makes: the desired amount up to the lender's limit, on its tenure (within the
 * advertised maximum) and rate. Customers read the lender's display name; the key stays for paths and files.
 */
export function buildOffer(lender: MatchingLender, desiredAmount: number, todayIso: string): Offer {
  const amount = Math.min(desiredAmount, lender.loan_amount_upto ?? desiredAmount);
  const tenureMonths = offerTenureMonths(lender);
  const interestRate = toNumber(lender.interest_rate) ?? 0;
  const processingFeePercent = toNumber(lender.processing_fees) ?? 0;
  const processingFee = roundPaise((amount * processingFeePercent) / 100);
  const { emi, totalPayable, totalInterest } = computeEmi({
    principal: amount,
    annualRatePercent: interestRate,
    months: tenureMonths,
  });
  const apr = computeApr({ principal: amount, annualRatePercent: interestRate, months: tenureMonths, processingFee });
  return {
    lenderId: lender.id,
    lenderName: lender.name,
    lenderKey: lender.lender_key,
    lenderMode: lender.lender_mode,
    priority: lender.priority,
    amount,
    tenureMonths,
    interestRate,
    apr,
    emi,
    totalPayable,
    totalInterest,
    processingFeePercent,
    processingFee,
    netDisbursed: roundPaise(amount - processingFee),
    specialOffer: activeSpecialOffer(lender, todayIso),
  };
}

/** Higher priority first, then the lower APR, then the name so equal offers keep a stable order. */
export function compareOffers(a: Offer, b: Offer): number {
  return b.priority - a.priority || a.apr - b.apr || a.lenderName.localeCompare(b.lenderName);
}

export type MatchResult = { offers: Offer[]; unmatched: UnmatchedLender[] };

/**
 * Matches a customer against lenders. Lenders of other products and deleted lenders are not part of the
 * comparison; every other lender either makes an offer or is listed with its reasons.
 */
export function matchOffers(
  customer: MatchingCustomer,
  lenders: readonly MatchingLender[],
  todayIso: string,
): MatchResult {
  const offers: Offer[] = [];
  const unmatched: UnmatchedLender[] = [];
  for (const lender of lenders) {
    if (lender.product !== customer.product || lender.deleted_at) continue;
    const reasons = unmatchedReasonsFor(lender, customer);
    if (reasons.length === 0) offers.push(buildOffer(lender, customer.desiredAmount, todayIso));
    else unmatched.push({ lender: { id: lender.id, name: lender.name }, reasons });
  }
  offers.sort(compareOffers);
  unmatched.sort((a, b) => a.lender.name.localeCompare(b.lender.name));
  return { offers, unmatched };
}

// ---------- Key Fact Statement ----------

/** Cooling-off (look-up) period in days for loans of 7 days or more (RBI Digital Lending Directions). */
export const COOLING_OFF_DAYS = 3;

/** The platform's grievance redressal officer, named on every KFS as the Directions require of an LSP. */
export const GRIEVANCE_CONTACT = {
  name: 'Grievance Redressal Officer, Saakh',
  email: 'grievance@saakh.in',
  address: 'Saakh Marketplace, Grievance Cell, India',
  responseDays: 30,
} as const;

/** The same officer's title and address in Hindi, for a KFS read in Hindi (decision 025). */
export const GRIEVANCE_CONTACT_HI = {
  name: 'शिकायत निवारण अधिकारी, साख',
  address: 'साख मार्केटप्लेस, शिकायत प्रकोष्ठ, भारत',
} as const;

export const kfsSchema = z.object({
  lenderName: z.string(),
  lenderKey: z.string(),
  loanAmount: z.number().int(),
  tenureMonths: z.number().int(),
  interestRate: z.number(),
  interestType: z.literal('fixed'),
  apr: z.number(),
  emi: z.number(),
  instalments: z.number().int(),
  repaymentFrequency: z.literal('monthly'),
  totalInterest: z.number(),
  processingFee: z.number(),
  otherCharges: z.number(),
  netDisbursed: z.number(),
  totalPayable: z.number(),
  totalCost: z.number(),
  coolingOffDays: z.number().int(),
  grievance: z.object({
    name: z.string(),
    email: z.string(),
    address: z.string(),
    responseDays: z.number().int(),
  }),
  issuedOn: z.string(),
});
export type Kfs = z.infer<typeof kfsSchema>;

/** The Key Fact Statement of an offer (RBI KFS): what the customer receives, pays and can cancel. */
export function buildKfs(offer: Offer, todayIso: string, locale: Locale = 'en'): Kfs {
  return {
    lenderName: offer.lenderName,
    lenderKey: offer.lenderKey,
    loanAmount: offer.amount,
    tenureMonths: offer.tenureMonths,
    interestRate: offer.interestRate,
    interestType: 'fixed',
    apr: offer.apr,
    emi: offer.emi,
    instalments: offer.tenureMonths,
    repaymentFrequency: 'monthly',
    totalInterest: offer.totalInterest,
    processingFee: offer.processingFee,
    otherCharges: 0,
    netDisbursed: offer.netDisbursed,
    totalPayable: offer.totalPayable,
    totalCost: roundPaise(offer.totalInterest + offer.processingFee),
    coolingOffDays: COOLING_OFF_DAYS,
    grievance: locale === 'hi' ? { ...GRIEVANCE_CONTACT, ...GRIEVANCE_CONTACT_HI } : { ...GRIEVANCE_CONTACT },
    issuedOn: todayIso,
  };
}

// ---------- requests ----------

export const appIdParamsSchema = z.object({ appId: rowIdSchema });
export type AppIdParams = z.infer<typeof appIdParamsSchema>;

export const kfsParamsSchema = z.object({
  appId: rowIdSchema,
  lenderId: rowIdSchema,
});
export type KfsParams = z.infer<typeof kfsParamsSchema>;

export const selectOfferInputSchema = z.object(
  {
    lender_id: rowIdWith('offerNotSelected'),
  },
  { error: 'offerNotSelected' },
);
export type SelectOfferInput = z.infer<typeof selectOfferInputSchema>;
