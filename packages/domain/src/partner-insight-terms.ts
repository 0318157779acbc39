/**
 * The partner dashboard's terms: its figures and the steps a lead is stuck at. Without zod, unlike
 * partner-insights.ts, which re-exports them: the dashboard's first view uses them before any schema loads (issue 34).
 */

/** The dashboard's figures read from the daily rollup, in card order. */
export const partnerKpis = [
  'leads',
  'otp_verified',
  'applications',
  'approved',
  'disbursed',
  'disbursed_amount',
] as const;
export type PartnerKpi = (typeof partnerKpis)[number];

/** The furthest step a customer reached and stayed at without applying. */
export const stuckSteps = ['otp_verified', 'profile_complete', 'offers_viewed'] as const;
export type StuckStep = (typeof stuckSteps)[number];
/** A customer is stuck when nothing happened for this many days (by default). */
export const STUCK_DEFAULT_DAYS = 3;
export const STUCK_MAX_DAYS = 90;

/** Where a partner raises a dispute about a statement line: a new general query, pre-filled. */
export function disputeHref(line: { ledger_id: number }, subject: string): string {
  const params = { category: 'dispute', subject, reference: String(line.ledger_id) };
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `/partner/communication/general-query?${query}`;
}
