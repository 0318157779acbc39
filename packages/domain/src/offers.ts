import { z } from 'zod';
import { rowIdSchema, rowIdWith } from './api';
import { rankOffers, type LenderPerformance } from './offer-ranking';
import { priceTerms } from './offer-shaping';
import { lenderModes, type LenderMode } from './lender-modes';
import { roundPaise } from './money';
import {
  EMPLOYMENT_SALARIED,
  EMPLOYMENT_SELF_EMPLOYED_BUSINESS,
  EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL,
} from './employment';
import { maxOfferTenureMonths, type LoanProductCode } from './product-types';
import { loanProducts } from './products';

/**
 * The offer engine of DESIGN §6: which lenders a customer matches, what each offers (amount, tenure, rate,
 * all-in APR, EMI, fees) and why the others did not match, as RBI's Digital Lending Directions ask of a
 * multi-lender platform. Pure: the API feeds it rows and the date.
 */

/** The kind of regulated entity that lends (RBI): a bank, an NBFC, or a housing finance company. */
export const lenderKinds = ['bank', 'nbfc', 'hfc'] as const;
export type LenderKind = (typeof lenderKinds)[number];

/** Days a lender that declined a customer is not offered to them again, unless the lender sets its own. */
export const DEFAULT_COOLING_DAYS = 90;
/** Days after a disbursal before the same lender is offered again for the same product. */
export const DISBURSAL_COOLING_DAYS = 30;

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
  min_amount: number | null;
  min_tenure: number | null;
  cooling_days: number;
  /** A special offer's flat processing fee in rupees; null: the special offer changes no figure. */
  so_processing_fee: string | number | null;
  /** Who lends; the name above is already the display name in the reader's language. */
  legal_name: string | null;
  lender_kind: LenderKind | null;
  rbi_registration: string | null;
  /** The charges in the reader's language. */
  penal_charges: string | null;
  bounce_charges: string | null;
  foreclosure_charges: string | null;
  part_prepayment_charges: string | null;
};

export type MatchingCustomer = {
  product: LoanProductCode;
  monthlyIncome: number;
  age: number;
  employmentStatus: number;
  desiredAmount: number;
  /** The tenure the customer asked for in the profile, if any. */
  desiredTenureMonths?: number | null;
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
  /** The customer has an application with the lender for this product that is still open. */
  'reasonAppliedOpen',
  /** The lender declined the customer within its cooling period. */
  'reasonDeclinedCooling',
  /** The lender disbursed a loan of this product to the customer within the last DISBURSAL_COOLING_DAYS. */
  'reasonDisbursedRecently',
  'reasonAmountBelowMin',
  'reasonAmountAboveMax',
  'reasonTenureOutOfRange',
] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

/**
 * A special offer. With a flat processing fee it prices the offer (the card's fee and APR use it); without one it
 * is a note that changes no figure and is shown as one, never as a badge.
 */
export const specialOfferSchema = z.object({
  text: z.string(),
  validUntil: z.string().nullable(),
  flatProcessingFee: z.number().nullable(),
});
export type SpecialOffer = z.infer<typeof specialOfferSchema>;

/** Who lends (RBI Digital Lending Directions): the brand customers know and the regulated entity behind it. */
export const lenderDisclosureSchema = z.object({
  /** The display name in the reader's language. */
  brandName: z.string(),
  /** The regulated entity's legal name; shown beside the brand when it differs (a brand lending through an NBFC). */
  legalName: z.string().nullable(),
  kind: z.enum(lenderKinds).nullable(),
  rbiRegistration: z.string().nullable(),
});
export type LenderDisclosure = z.infer<typeof lenderDisclosureSchema>;

/** The lender's charges as its admins wrote them, in the reader's language; null: not given. */
export const lenderChargesSchema = z.object({
  penal: z.string().nullable(),
  bounce: z.string().nullable(),
  foreclosure: z.string().nullable(),
  partPrepayment: z.string().nullable(),
});
export type LenderCharges = z.infer<typeof lenderChargesSchema>;

/** The limits within which the customer shapes an offer: the lender's, within the product's. */
export const offerLimitsSchema = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  minTenureMonths: z.number().int(),
  maxTenureMonths: z.number().int(),
});
export type OfferLimits = z.infer<typeof offerLimitsSchema>;

/** Version of the ranking rule, kept with each recorded offer list. */
export const RANKING_RULE = 'apr-approval-speed-v1';

/**
 * What placed an offer where it is (RANKING_RULE: APR first, then the lender's approval rate for customers of the
 * same credit score class, then its median hours to decide). Never commission.
 */
export const rankingInputsSchema = z.object({
  position: z.number().int(),
  apr: z.number(),
  /** Approved or disbursed among decided applications of this class, 0..1; null: too few to count. */
  approvalRate: z.number().nullable(),
  decided: z.number().int(),
  medianDecisionHours: z.number().nullable(),
});
export type RankingInputs = z.infer<typeof rankingInputsSchema>;

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
  limits: offerLimitsSchema,
  lender: lenderDisclosureSchema,
  charges: lenderChargesSchema,
  ranking: rankingInputsSchema,
});
export type Offer = z.infer<typeof offerSchema>;

/** Why a lender the customer applied to is not offered now, with the dates the customer reads. */
export const offerExclusionSchema = z.object({
  reason: z.enum(['reasonAppliedOpen', 'reasonDeclinedCooling', 'reasonDisbursedRecently']),
  /** The application's status (an ApplicationStatus). */
  status: z.string(),
  /** The day (India, YYYY-MM-DD) of the application, the decline or the disbursal. */
  on: z.string(),
  /** The first day the lender is offered again; null while the application is open. */
  againFrom: z.string().nullable(),
});
export type OfferExclusion = z.infer<typeof offerExclusionSchema>;

export const unmatchedLenderSchema = z.object({
  lender: z.object({ id: z.number().int(), name: z.string() }),
  reasons: z.array(z.enum(unmatchedReasons)),
  exclusion: offerExclusionSchema.nullable(),
  /** The lender's limits, when an amount or tenure reason excluded it. */
  limits: offerLimitsSchema.nullable(),
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

/**
 * A special offer shows only between its start and end dates (inclusive; an open end never expires). It carries the
 * lender's flat processing fee when one is set, and then prices the offer; without one it is a note.
 */
export function activeSpecialOffer(
  lender: Pick<MatchingLender, 'so_status' | 'so_text' | 'so_date_start' | 'so_date_end' | 'so_processing_fee'>,
  todayIso: string,
): SpecialOffer | null {
  if (lender.so_status !== 1 || !lender.so_text?.trim()) return null;
  if (lender.so_date_start && todayIso < lender.so_date_start) return null;
  if (lender.so_date_end && todayIso > lender.so_date_end) return null;
  const fee = toNumber(lender.so_processing_fee);
  const flatProcessingFee = fee !== null && fee >= 0 ? roundPaise(fee) : null;
  return { text: lender.so_text, validUntil: lender.so_date_end, flatProcessingFee };
}

/** A lender's term, never longer than what the product's claims promise (personal loans: up to 60 months). */
export function offerTenureMonths(lender: Pick<MatchingLender, 'tenure' | 'product'>): number {
  const tenure = lender.tenure ?? 0;
  const cap = maxOfferTenureMonths[lender.product];
  return cap === null ? tenure : Math.min(tenure, cap);
}

/**
 * The limits within which a lender's offer is shaped: its own minimum and maximum amount and tenure, inside the
 * product's advertised amount range and tenure cap, so no offer lies outside what the pages promise.
 */
export function lenderLimits(
  lender: Pick<MatchingLender, 'product' | 'min_amount' | 'loan_amount_upto' | 'min_tenure' | 'tenure'>,
): OfferLimits {
  const product = loanProducts[lender.product].amount;
  return {
    minAmount: Math.max(lender.min_amount ?? product.min, product.min),
    maxAmount: Math.min(lender.loan_amount_upto ?? product.max, product.max),
    minTenureMonths: Math.max(lender.min_tenure ?? 1, 1),
    maxTenureMonths: offerTenureMonths(lender),
  };
}

/** Why the customer's amount or tenure lies outside a lender's limits; empty when both fit. */
export function limitReasonsFor(
  limits: OfferLimits,
  customer: Pick<MatchingCustomer, 'desiredAmount' | 'desiredTenureMonths'>,
): UnmatchedReason[] {
  const reasons: UnmatchedReason[] = [];
  if (customer.desiredAmount < limits.minAmount) reasons.push('reasonAmountBelowMin');
  if (customer.desiredAmount > limits.maxAmount) reasons.push('reasonAmountAboveMax');
  const tenure = customer.desiredTenureMonths;
  if (tenure != null && (tenure < limits.minTenureMonths || tenure > limits.maxTenureMonths))
    reasons.push('reasonTenureOutOfRange');
  return reasons;
}

/**
 * The offer a matching lender makes: the desired amount on the customer's desired tenure when it lies within the
 * lender's limits, else the lender's longest (within the advertised maximum), at its rate. Customers read the
 * lender's display name; the key stays for paths and files.
 */
export function buildOffer(
  lender: MatchingLender,
  desiredAmount: number,
  todayIso: string,
  desiredTenureMonths: number | null = null,
): Offer {
  const limits = lenderLimits(lender);
  const amount = Math.min(desiredAmount, limits.maxAmount);
  const tenureFits =
    desiredTenureMonths !== null &&
    desiredTenureMonths >= limits.minTenureMonths &&
    desiredTenureMonths <= limits.maxTenureMonths;
  const tenureMonths = tenureFits ? desiredTenureMonths : limits.maxTenureMonths;
  const interestRate = toNumber(lender.interest_rate) ?? 0;
  const processingFeePercent = toNumber(lender.processing_fees) ?? 0;
  const specialOffer = activeSpecialOffer(lender, todayIso);
  const terms = { interestRate, processingFeePercent, flatProcessingFee: specialOffer?.flatProcessingFee ?? null };
  const priced = priceTerms(terms, amount, tenureMonths);
  return {
    lenderId: lender.id,
    lenderName: lender.name,
    lenderKey: lender.lender_key,
    lenderMode: lender.lender_mode,
    priority: lender.priority,
    ...priced,
    interestRate,
    processingFeePercent,
    specialOffer,
    limits,
    lender: lenderDisclosure(lender),
    charges: lenderCharges(lender),
    ranking: { position: 0, apr: priced.apr, approvalRate: null, decided: 0, medianDecisionHours: null },
  };
}

/** Who lends, as the offer and the KFS name it. */
export function lenderDisclosure(
  lender: Pick<MatchingLender, 'name' | 'legal_name' | 'lender_kind' | 'rbi_registration'>,
): LenderDisclosure {
  return {
    brandName: lender.name,
    legalName: lender.legal_name?.trim() || null,
    kind: lender.lender_kind,
    rbiRegistration: lender.rbi_registration?.trim() || null,
  };
}

/** The lender's charges in the reader's language; a blank text is not given. */
export function lenderCharges(
  lender: Pick<MatchingLender, 'penal_charges' | 'bounce_charges' | 'foreclosure_charges' | 'part_prepayment_charges'>,
): LenderCharges {
  return {
    penal: lender.penal_charges?.trim() || null,
    bounce: lender.bounce_charges?.trim() || null,
    foreclosure: lender.foreclosure_charges?.trim() || null,
    partPrepayment: lender.part_prepayment_charges?.trim() || null,
  };
}

export { shapeOffer, withinLimits, type OfferShape } from './offer-shaping';

export type MatchResult = { offers: Offer[]; unmatched: UnmatchedLender[] };

/**
 * Matches a customer against lenders. Lenders of other products and deleted lenders are not part of the
 * comparison; every other lender either makes an offer or is listed with its reasons: its criteria, the customer's
 * amount and tenure against its limits, and the customer's history with it (an open application, a recent decline
 * or disbursal). Offers come in RANKING_RULE's order (rankOffers), from the lenders' performance for the customer's
 * credit score class.
 */
export function matchOffers(
  customer: MatchingCustomer,
  lenders: readonly MatchingLender[],
  todayIso: string,
  history: readonly LenderHistoryEntry[] = [],
  performance: ReadonlyMap<number, LenderPerformance> = new Map(),
): MatchResult {
  const offers: Offer[] = [];
  const unmatched: UnmatchedLender[] = [];
  for (const lender of lenders) {
    if (lender.product !== customer.product || lender.deleted_at) continue;
    const exclusion = exclusionFor(lender, history, todayIso);
    const limits = lenderLimits(lender);
    const limitReasons = limitReasonsFor(limits, customer);
    const reasons = [
      ...(exclusion ? [exclusion.reason] : []),
      ...unmatchedReasonsFor(lender, customer),
      ...limitReasons,
    ];
    if (reasons.length === 0)
      offers.push(buildOffer(lender, customer.desiredAmount, todayIso, customer.desiredTenureMonths ?? null));
    else
      unmatched.push({
        lender: { id: lender.id, name: lender.name },
        reasons,
        exclusion,
        limits: limitReasons.length > 0 ? limits : null,
      });
  }
  unmatched.sort((a, b) => a.lender.name.localeCompare(b.lender.name));
  return { offers: rankOffers(offers, performance), unmatched };
}

// ---------- who can still lend ----------

/** Statuses of an application the lender is still deciding or has approved: the customer waits for it. */
export const openApplicationStatuses = ['submitted', 'in_review', 'approved'] as const;

/** One application of the customer for the product, as the exclusion rule reads it (days in India time). */
export type LenderHistoryEntry = {
  lenderId: number;
  status: string;
  /** The day the application was made. */
  appliedOn: string;
  /** The day the lender declined it, for a rejected application. */
  declinedOn: string | null;
  /** The day the loan was disbursed, for a disbursed application. */
  disbursedOn: string | null;
};

/** The ISO day `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Why the customer's history keeps a lender from offering now, or null: an open application with it (an unsent
 * 'created' one is not: selecting the lender again answers that application), its decline within its cooling
 * period (the decline day and the next cooling_days - 1 days), or its disbursal within DISBURSAL_COOLING_DAYS.
 * An open application wins over the dates; otherwise the exclusion that lasts longest.
 */
export function exclusionFor(
  lender: Pick<MatchingLender, 'id' | 'cooling_days'>,
  history: readonly LenderHistoryEntry[],
  todayIso: string,
): OfferExclusion | null {
  let found: OfferExclusion | null = null;
  for (const entry of history) {
    if (entry.lenderId !== lender.id) continue;
    if ((openApplicationStatuses as readonly string[]).includes(entry.status))
      return { reason: 'reasonAppliedOpen', status: entry.status, on: entry.appliedOn, againFrom: null };
    const dated =
      entry.status === 'rejected' && entry.declinedOn
        ? {
            reason: 'reasonDeclinedCooling' as const,
            on: entry.declinedOn,
            days: lender.cooling_days ?? DEFAULT_COOLING_DAYS,
          }
        : entry.status === 'disbursed' && entry.disbursedOn
          ? { reason: 'reasonDisbursedRecently' as const, on: entry.disbursedOn, days: DISBURSAL_COOLING_DAYS }
          : null;
    if (!dated) continue;
    const againFrom = addDays(dated.on, dated.days);
    if (todayIso >= againFrom) continue;
    if (!found || (found.againFrom !== null && againFrom > found.againFrom))
      found = { reason: dated.reason, status: entry.status, on: dated.on, againFrom };
  }
  return found;
}

// ---------- requests ----------

export const appIdParamsSchema = z.object({ appId: rowIdSchema });
export type AppIdParams = z.infer<typeof appIdParamsSchema>;

/** The amount and tenure the customer chose for an offer; absent: the offer's defaults. */
export const offerShapeQuerySchema = z.object({
  amount: z.coerce.number().int().positive().max(100_000_000).optional(),
  tenure_months: z.coerce.number().int().positive().max(600).optional(),
});
export type OfferShapeQuery = z.infer<typeof offerShapeQuerySchema>;

export const selectOfferInputSchema = z.object(
  {
    lender_id: rowIdWith('offerNotSelected'),
    /** The amount and tenure shown when the customer chose; the server prices them again within the limits. */
    amount: z.number().int().positive().max(100_000_000).optional(),
    tenure_months: z.number().int().positive().max(600).optional(),
  },
  { error: 'offerNotSelected' },
);
export type SelectOfferInput = z.infer<typeof selectOfferInputSchema>;
