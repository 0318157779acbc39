import { z } from 'zod';
import { rowIdSchema } from './api';
import { listQuerySchema, optionalFilter, pageOf } from './lists';
import { ledgerStatuses } from './ledger-statuses';
import { applicationStatuses, statusSources } from './applications';
import { roundPaise } from './money';

/**
 * The money rules behind lender files (DESIGN §7): matching a lender's disbursal MIS to Saakh's applications,
 * the commission Saakh expects from a lender's revenue slabs, and the partner's share of it.
 */

// ---------- MIS matching ----------

/**
 * `disagrees`: the row clearly is one application, which Saakh already recorded as disbursed with another amount or
 * date; a person decides which is right, so a lender's figure never silently replaces or loses to Saakh's.
 */
export const misMatches = ['matched', 'probable', 'unmatched', 'disagrees'] as const;
export type MisMatch = (typeof misMatches)[number];

/**
 * `auto`: a matched row applied with its file; the rest are an admin's decision on an exception. A disagreeing row
 * ends `kept_recorded` (Saakh's disbursal stands) or `took_lender` (the disbursal is corrected to the lender's).
 */
export const misResolutions = ['auto', 'confirmed', 'reassigned', 'not_ours', 'kept_recorded', 'took_lender'] as const;
export type MisResolution = (typeof misResolutions)[number];

/** Points each agreeing field adds; identifiers weigh most, amount and date only support. */
export const misWeights = {
  lender_reference: 60,
  application_id: 60,
  mobile: 25,
  pan: 25,
  amount: 10,
  date: 5,
} as const;
export type MisSignal = keyof typeof misWeights;

/** A score at or above this, clearly ahead of the next candidate, matches without a person. */
export const MIS_MATCH_SCORE = 70;
/** Below this the row is unmatched; between the two it is probable and waits for an admin. */
export const MIS_PROBABLE_SCORE = 35;
/** The best candidate must lead the next by this much to match on its own. */
export const MIS_MATCH_LEAD = 20;
/** An amount agrees within this share of the application's amount. */
const AMOUNT_TOLERANCE = 0.1;
/** A disbursal date agrees when it falls this many days after the application at most. */
const DATE_WINDOW_DAYS = 120;

export type MisFacts = {
  lender_reference: string | null;
  application_id: string | null;
  mobile: string | null;
  pan: string | null;
  loan_amount: number | null;
  disbursed_amount: number;
  disbursal_date: string;
};

export type MisCandidate = {
  applicationId: string;
  lenderReference: string | null;
  mobile: string | null;
  pan: string | null;
  amount: number;
  /** YYYY-MM-DD, the day the application was made. */
  createdOn: string;
};

/** A disbursal Saakh already recorded: what it says the lender disbursed, and on which day. */
export type RecordedDisbursal = { amount: number | null; on: string | null };

/**
 * Whether a lender's MIS row contradicts the disbursal Saakh recorded for its application: a different amount (to
 * the paisa) or day. Nothing recorded yet is no contradiction.
 */
export function misDisagrees(row: Pick<MisFacts, 'disbursed_amount' | 'disbursal_date'>, recorded: RecordedDisbursal) {
  if (recorded.amount === null && recorded.on === null) return false;
  const amountDiffers =
    recorded.amount !== null && Math.round(recorded.amount * 100) !== Math.round(row.disbursed_amount * 100);
  return amountDiffers || (recorded.on !== null && recorded.on !== row.disbursal_date);
}

export type MisScore = { applicationId: string; score: number; signals: MisSignal[] };

function sameText(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export function scoreCandidate(row: MisFacts, candidate: MisCandidate): MisScore {
  const signals: MisSignal[] = [];
  if (sameText(row.lender_reference, candidate.lenderReference)) signals.push('lender_reference');
  if (sameText(row.application_id, candidate.applicationId)) signals.push('application_id');
  if (row.mobile !== null && row.mobile === candidate.mobile) signals.push('mobile');
  if (sameText(row.pan, candidate.pan)) signals.push('pan');
  const amount = row.loan_amount ?? row.disbursed_amount;
  if (Math.abs(amount - candidate.amount) <= candidate.amount * AMOUNT_TOLERANCE) signals.push('amount');
  const days = daysBetween(candidate.createdOn, row.disbursal_date);
  if (days >= 0 && days <= DATE_WINDOW_DAYS) signals.push('date');
  const score = Math.min(
    100,
    signals.reduce((sum, signal) => sum + misWeights[signal], 0),
  );
  return { applicationId: candidate.applicationId, score, signals };
}

/** The row's best candidate and how sure we are of it. */
export function classifyMisRow(
  row: MisFacts,
  candidates: readonly MisCandidate[],
): { match: MisMatch; best: MisScore | null } {
  const scores = candidates.map((candidate) => scoreCandidate(row, candidate)).sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score < MIS_PROBABLE_SCORE) return { match: 'unmatched', best: best ?? null };
  const clear = !second || best.score - second.score >= MIS_MATCH_LEAD;
  return { match: best.score >= MIS_MATCH_SCORE && clear ? 'matched' : 'probable', best };
}

// ---------- expected commission ----------

export type RevenueSlab = {
  slab_disbursed_min: number | null;
  slab_disbursed_max: number | null;
  slab_number_min: number | null;
  slab_number_max: number | null;
  ats_min: number | null;
  ats_max: number | null;
  revenue_flat: number | null;
  revenue_percent: number | null;
  status: number;
};

/** A slab's bounds, as a ledger row keeps them: the lender may edit or delete the slab later. */
export type SlabBounds = Pick<
  RevenueSlab,
  'slab_disbursed_min' | 'slab_disbursed_max' | 'slab_number_min' | 'slab_number_max' | 'ats_min' | 'ats_max'
>;

/** The lender's month so far: how many loans it disbursed through Saakh and their average ticket size. */
export type MonthVolume = { count: number; ats: number };

function within(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}

/** The slab a disbursal falls in: the first active one (in the lender's order) whose bounds all hold. */
export function matchingSlab<S extends RevenueSlab>(
  slabs: readonly S[],
  amount: number,
  month: MonthVolume,
): S | undefined {
  return slabs.find(
    (item) =>
      item.status === 1 &&
      within(amount, item.slab_disbursed_min, item.slab_disbursed_max) &&
      within(month.count, item.slab_number_min, item.slab_number_max) &&
      within(month.ats, item.ats_min, item.ats_max),
  );
}

/**
 * What Saakh expects from a slab for one disbursal: its flat amount plus its percentage of the disbursed amount.
 * The slab is `matchingSlab`'s; no slab, no commission (modules/commissions prices with both).
 */
export function slabCommission(slab: Pick<RevenueSlab, 'revenue_flat' | 'revenue_percent'>, amount: number): number {
  return roundPaise((slab.revenue_flat ?? 0) + (amount * (slab.revenue_percent ?? 0)) / 100);
}

// ---------- the partner's share ----------

export { ledgerStatuses, type LedgerStatus } from './ledger-statuses';

export type PartnerTerms = { revenue_percent: number | null; revenue_flat_fee: number | null };

/** TDS on commission paid to partners (Income-tax Act s.194H, 2% since 1 October 2024). */
export const PARTNER_TDS_PERCENT = 2;

/** TDS on a share: deducted when it is paid; a pending line shows what will be. */
export function partnerTds(share: number): number {
  return roundPaise((share * PARTNER_TDS_PERCENT) / 100);
}

/** GST on a partner's commission, charged only by a partner registered for GST. */
export const PARTNER_GST_PERCENT = 18;

/** GST on a share (or on an amount taken back from it) for a partner registered or not. */
export function shareGst(amount: number, gstRegistered: boolean): number {
  if (!gstRegistered) return 0;
  // In whole paise, so the half-paisa cases round as PostgreSQL's round(amount * 0.18, 2) does, away from zero.
  const paise = Math.round(Math.abs(amount) * 100);
  return (Math.sign(amount) * Math.round((paise * PARTNER_GST_PERCENT) / 100)) / 100 || 0;
}

/** A share's money, or a clawback's (what it takes back, positive). */
export type ShareMoney = { amount: number; gst: number; tds: number };

/** What a share adds to a payment: amount + GST − TDS (TDS is on the share without GST). */
export function shareNet(money: ShareMoney): number {
  return roundPaise(money.amount + money.gst - money.tds);
}

export const payoutFiguresSchema = z.object({
  /** The shares paid, before GST and TDS. */
  amount: z.number(),
  gst: z.number(),
  tds: z.number(),
  /** The net of the clawbacks recovered (positive). */
  clawbacks: z.number(),
  /** What the transfer sends: amount + GST − TDS − clawbacks. */
  net: z.number(),
  /** Shares paid. */
  entries: z.number().int(),
});
export type PayoutFigures = z.infer<typeof payoutFiguresSchema>;

/** A payout's figures from the shares it pays and the clawbacks it recovers, each summed to the paisa. */
export function payoutFigures(shares: readonly ShareMoney[], clawbacks: readonly ShareMoney[]): PayoutFigures {
  const sum = (items: readonly ShareMoney[], pick: (item: ShareMoney) => number) =>
    roundPaise(items.reduce((total, item) => total + pick(item), 0));
  const recovered = sum(clawbacks, shareNet);
  return {
    amount: sum(shares, (share) => share.amount),
    gst: sum(shares, (share) => share.gst),
    tds: sum(shares, (share) => share.tds),
    clawbacks: recovered,
    net: roundPaise(sum(shares, shareNet) - recovered),
    entries: shares.length,
  };
}

/** The partner's share of a commission: its percentage of what Saakh gets plus its flat fee per disbursal. */
export function partnerShare(terms: PartnerTerms, commission: number): number {
  return roundPaise((commission * (terms.revenue_percent ?? 0)) / 100 + (terms.revenue_flat_fee ?? 0));
}

// ---------- answers ----------

export const misExceptionSchema = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  file_name: z.string(),
  row_number: z.number().int(),
  lender_name: z.string().nullable(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  match: z.enum(misMatches),
  score: z.number().int(),
  application_id: z.string().nullable(),
  resolution: z.enum(misResolutions).nullable(),
  /** The disbursal as read from the row (amounts in any style the file used: "4,80,000", "₹4.8 lakh"). */
  row_amount: z.number(),
  row_on: z.string(),
  /** The disbursal Saakh has recorded for the application, when it has one: both sides of a disagreement. */
  recorded_amount: z.number().nullable(),
  recorded_on: z.string().nullable(),
  /** Who recorded that disbursal: the lender's API (lender_callback), a lender file, an admin… */
  recorded_source: z.enum(statusSources).nullable(),
  created_at: z.string(),
});
export type MisException = z.infer<typeof misExceptionSchema>;

export const misExceptionListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'score'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    /** open: waiting for a decision; resolved: decided; all. */
    state: optionalFilter(z.enum(['open', 'resolved', 'all'], { error: 'invalidValue' })),
    file_id: optionalFilter(rowIdSchema),
  },
});
export type MisExceptionListQuery = z.infer<typeof misExceptionListQuerySchema>;
export const misExceptionPageSchema = pageOf(misExceptionSchema);

export const resolveMisExceptionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm') }),
  z.object({ action: z.literal('reassign'), application_id: z.string().trim().uuid({ error: 'applicationNotFound' }) }),
  z.object({ action: z.literal('not_ours') }),
  /** A disagreeing row: Saakh's recorded disbursal stands. */
  z.object({ action: z.literal('keep_recorded') }),
  /** A disagreeing row: the disbursal takes the lender's amount and day (commission not yet paid is priced again). */
  z.object({ action: z.literal('take_lender') }),
]);
export type ResolveMisExceptionInput = z.infer<typeof resolveMisExceptionInputSchema>;

// ---------- status-file rows that contradict the lender's live feed (decision 044) ----------

/**
 * A status-file row about an application whose status (or disbursal) the lender's API gave: when the file says
 * something else, the row waits here with both values instead of overwriting the live one.
 */
export const feedDisagreementResolutions = ['kept_live', 'took_file'] as const;
export type FeedDisagreementResolution = (typeof feedDisagreementResolutions)[number];

export const feedDisagreementSchema = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  file_name: z.string(),
  row_number: z.number().int(),
  application_id: z.string(),
  application_reference: z.string().nullable(),
  lender_name: z.string().nullable(),
  file_status: z.enum(applicationStatuses),
  file_amount: z.number().nullable(),
  file_on: z.string().nullable(),
  live_status: z.enum(applicationStatuses),
  live_amount: z.number().nullable(),
  live_on: z.string().nullable(),
  live_source: z.enum(statusSources),
  /** When the live value was recorded. */
  live_at: z.string(),
  resolution: z.enum(feedDisagreementResolutions).nullable(),
  created_at: z.string(),
});
export type FeedDisagreement = z.infer<typeof feedDisagreementSchema>;

export const feedDisagreementListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    state: optionalFilter(z.enum(['open', 'resolved', 'all'], { error: 'invalidValue' })),
    file_id: optionalFilter(rowIdSchema),
  },
});
export type FeedDisagreementListQuery = z.infer<typeof feedDisagreementListQuerySchema>;
export const feedDisagreementPageSchema = pageOf(feedDisagreementSchema);

export const resolveFeedDisagreementInputSchema = z.object({
  /** keep_live: the lender's API stands; take_file: the application takes the file's status and disbursal. */
  action: z.enum(['keep_live', 'take_file'], { error: 'invalidValue' }),
});
export type ResolveFeedDisagreementInput = z.infer<typeof resolveFeedDisagreementInputSchema>;

export const commissionVarianceQuerySchema = z.object({
  /** YYYY-MM, both inclusive; by default the last 6 months. */
  from: optionalFilter(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalidValue' })),
  to: optionalFilter(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalidValue' })),
});
export type CommissionVarianceQuery = z.infer<typeof commissionVarianceQuerySchema>;

export const commissionVarianceRowSchema = z.object({
  lender_id: z.number().int(),
  lender_name: z.string(),
  month: z.string(),
  disbursals: z.number().int(),
  disbursed_amount: z.number(),
  expected: z.number(),
  received: z.number(),
  variance: z.number(),
});
export type CommissionVarianceRow = z.infer<typeof commissionVarianceRowSchema>;

export const commissionVarianceSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(commissionVarianceRowSchema),
  /** Commission received on lines that matched no application, by lender and payout month. */
  unmatched: z.array(
    z.object({ lender_id: z.number().int(), lender_name: z.string(), month: z.string(), amount: z.number() }),
  ),
});
export type CommissionVariance = z.infer<typeof commissionVarianceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  application_id: z.string(),
  lender_name: z.string(),
  status: z.enum(ledgerStatuses),
  base_amount: z.number(),
  amount: z.number(),
  tds: z.number(),
  disbursed_on: z.string(),
  earned_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerListQuerySchema = listQuerySchema({
  sortable: ['disbursed_on', 'amount'],
  defaultSort: '-disbursed_on',
  defaultPageSize: 20,
  filters: {
    status: optionalFilter(z.enum(ledgerStatuses, { error: 'invalidValue' })),
    partner_id: optionalFilter(rowIdSchema),
  },
});
export type LedgerListQuery = z.infer<typeof ledgerListQuerySchema>;
export const ledgerPageSchema = pageOf(ledgerEntrySchema);
export const ledgerTotalsSchema = z.object({ pending: z.number(), earned: z.number(), paid: z.number() });
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;
