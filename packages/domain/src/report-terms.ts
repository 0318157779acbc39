/**
 * The dashboard's and the reports' figures by name, without a schema (issue 34): the admin dashboard's cards, tables
 * and drill-downs name them, and its first view evaluates no zod for them. `reporting.ts` re-exports them beside the
 * schemas of the figures' answers.
 */
import type { funnelEvents } from './tracking';

/** Metrics read from the funnel events, which no lender is part of: a lender filter cannot split them. */
export const eventMetrics = ['visitors', 'otp_verified', 'profiles_completed', 'offers_viewed'] as const;
export type EventMetric = (typeof eventMetrics)[number];

/** The application and money figures of one row of a breakdown table, in the tables' column order. */
export const breakdownMetrics = [
  'applications',
  'sent_to_lender',
  'approved',
  'rejected',
  'disbursed',
  'disbursed_amount',
  'expected_commission',
  'received_commission',
] as const;

/**
 * What the rollup counts per day. Each happens on its own day: a visit the day of the landing, an application the
 * day it was made, an approval the day the lender approved, a disbursal (and its expected commission) on the
 * disbursal date, a receipt on its payout date. Turnaround is kept as a sum and a count so that any range averages.
 */
export const rollupMetrics = [...eventMetrics, 'leads', ...breakdownMetrics, 'decision_hours', 'decisions'] as const;
export type RollupMetric = (typeof rollupMetrics)[number];

export function isEventMetric(metric: RollupMetric): metric is EventMetric {
  return (eventMetrics as readonly string[]).includes(metric);
}

/** Money metrics, in rupees with paise. */
export const moneyMetrics = ['disbursed_amount', 'expected_commission', 'received_commission'] as const;

/** The funnel event each event metric counts. */
export const eventOfMetric = {
  visitors: 'landing',
  otp_verified: 'otp_verified',
  profiles_completed: 'profile_complete',
  offers_viewed: 'offers_viewed',
} as const satisfies Record<EventMetric, (typeof funnelEvents)[number]>;

/** The dashboard's KPI cards, in order. */
export const dashboardKpis = [
  'visitors',
  'otp_verified',
  'profiles_completed',
  'offers_viewed',
  'applications',
  'sent_to_lender',
  'approved',
  'disbursed',
  'disbursed_amount',
  'expected_commission',
  'received_commission',
] as const satisfies readonly RollupMetric[];
export type DashboardKpi = (typeof dashboardKpis)[number];
