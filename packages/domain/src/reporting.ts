import { z } from 'zod';
import { rowIdSchema } from './api';
import { applicationStages, type ApplicationStage } from './application-terms';
import { applicationStatuses, normalizeApplicationReference } from './applications';
import { datePresets, type DateRangeQuery } from './date-ranges';
import { listQuerySchema, optionalFilter, pageOf, withExportFormat } from './lists';
import { patterns } from './patterns';
import { readSourceShape } from './read-source';
import { isReportProduct, loanProductCodes, reportProducts, type ReportProduct } from './product-types';
import { breakdownMetrics, dashboardKpis, type RollupMetric } from './report-terms';
import { funnelEvents } from './tracking';

/**
 * The dashboard and the reports (admin spec §1, §2.1, §3 date presets; decision 010). Every figure is read from the
 * daily rollup the job queue keeps, per day, product, partner and lender; raw rows are read only for lists of
 * applications and for one customer's timeline.
 */

export { isReportProduct, reportProducts, type ReportProduct };
export {
  breakdownMetrics,
  dashboardKpis,
  eventMetrics,
  eventOfMetric,
  isEventMetric,
  moneyMetrics,
  rollupMetrics,
  type DashboardKpi,
  type EventMetric,
  type RollupMetric,
} from './report-terms';

/** The funnel chart's steps: landing → OTP → profile → offers → application → approved → disbursed. */
export const funnelSteps = [
  'visitors',
  'otp_verified',
  'profiles_completed',
  'offers_viewed',
  'applications',
  'approved',
  'disbursed',
] as const satisfies readonly RollupMetric[];
export type FunnelStep = (typeof funnelSteps)[number];

/**
 * A report's date range: today (counted as it goes, decision 042), the presets ending yesterday, or a custom range.
 */
export const reportRangeShape = {
  preset: optionalFilter(z.enum(datePresets, { error: 'invalidValue' })),
  from: optionalFilter(z.iso.date({ error: 'dateInvalid' })),
  to: optionalFilter(z.iso.date({ error: 'dateInvalid' })),
};

/** The filter bar every report page and the dashboard share. */
export const reportFilterShape = {
  ...reportRangeShape,
  product: optionalFilter(z.enum(reportProducts, { error: 'invalidValue' })),
  partnerId: optionalFilter(rowIdSchema),
  lenderId: optionalFilter(rowIdSchema),
};

export const reportFiltersSchema = z.object(reportFilterShape);
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export function rangeQueryOf(filters: ReportFilters): DateRangeQuery {
  return { preset: filters.preset, from: filters.from, to: filters.to };
}

const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

/** A figure of the range and of the same number of days before it; null when the filter cannot split it. */
export const kpiValueSchema = z.object({ value: z.number().nullable(), previous: z.number().nullable() });
export type KpiValue = z.infer<typeof kpiValueSchema>;

export type BreakdownMetric = (typeof breakdownMetrics)[number];

export const breakdownFiguresSchema = z.object(
  Object.fromEntries(breakdownMetrics.map((metric) => [metric, z.number()])) as Record<BreakdownMetric, z.ZodNumber>,
);
export type BreakdownFigures = z.infer<typeof breakdownFiguresSchema>;

export const trendPointSchema = z.object({
  day: z.string(),
  visitors: z.number(),
  applications: z.number(),
  approved: z.number(),
  disbursed: z.number(),
  disbursed_amount: z.number(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const dashboardSchema = z.object({
  range: dayRangeSchema,
  previous: dayRangeSchema,
  /** When the oldest day of the range was last counted; null when no day of it has been counted yet. */
  refreshedAt: z.string().nullable(),
  /** Days of the range (or the previous one) whose figures are being counted right now; the page asks again. */
  pendingDays: z.number().int(),
  /** Nothing at all happened in the range (with the filters): the page explains instead of showing zeros. */
  empty: z.boolean(),
  kpis: z.record(z.enum(dashboardKpis), kpiValueSchema),
  funnel: z.array(z.object({ step: z.enum(funnelSteps), value: z.number().nullable() })),
  trend: z.array(trendPointSchema),
  byLender: z.array(breakdownFiguresSchema.extend({ lender_id: z.number().int(), name: z.string() })),
  byPartner: z.array(
    breakdownFiguresSchema.extend({ partner_id: z.number().int().nullable(), name: z.string().nullable() }),
  ),
  byProduct: z.array(breakdownFiguresSchema.extend({ product: z.enum(reportProducts) })),
  /** The replica or the primary (DATABASE_REPLICA_URL): the page notes when the primary stood in for a lagging one. */
  ...readSourceShape,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The partners and lenders the filter bar offers (roles that read reports may not open the catalogue lists). */
export const reportFilterOptionsSchema = z.object({
  partners: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /**
   * A lender is one product's (the same name may lend two products): the product tells them apart. Removed lenders
   * come last and say so: their history is still reported, but they are no longer one to pick by mistake.
   */
  lenders: z.array(
    z.object({ id: z.number().int(), name: z.string(), product: z.enum(loanProductCodes), removed: z.boolean() }),
  ),
});
export type ReportFilterOptions = z.infer<typeof reportFilterOptionsSchema>;

/** Rebuilding the rollup of one day on demand (role 1): after a correction, or to check a figure. */
export const rollupRebuildInputSchema = z.object({ day: z.iso.date({ error: 'dateInvalid' }) });
export type RollupRebuildInput = z.infer<typeof rollupRebuildInputSchema>;

// ---------- internal report: applications ----------

export { applicationStages, type ApplicationStage };

const reportSearchSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'invalidValue' })
    .trim()
    .refine(
      (text) => patterns.mobile.test(text) || patterns.guid.test(text) || normalizeApplicationReference(text) !== null,
      { error: 'reportSearchInvalid' },
    )
    .optional(),
);

export const internalReportQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 25,
  filters: {
    ...reportFilterShape,
    stage: optionalFilter(z.enum(applicationStages, { error: 'invalidValue' })),
    status: optionalFilter(z.enum(applicationStatuses, { error: 'invalidValue' })),
  },
}).extend({ q: reportSearchSchema });
export type InternalReportQuery = z.infer<typeof internalReportQuerySchema>;
export const internalReportExportQuerySchema = withExportFormat(internalReportQuerySchema);
export type InternalReportExportQuery = z.infer<typeof internalReportExportQuerySchema>;

export const internalReportRowSchema = z.object({
  application_id: z.string(),
  /** The short reference customers quote (SK-7K3P9Q). */
  reference: z.string(),
  created_at: z.string(),
  customer_name: z.string().nullable(),
  /** Masked for roles that may not read it whole (decision 010). */
  mobile: z.string().nullable(),
  pan: z.string().nullable(),
  product: z.string(),
  partner_name: z.string().nullable(),
  lender_name: z.string(),
  status: z.enum(applicationStatuses),
  amount: z.number(),
  submitted_at: z.string().nullable(),
  disbursed_amount: z.number().nullable(),
  disbursed_on: z.string().nullable(),
  expected_commission: z.number().nullable(),
  lender_reference: z.string().nullable(),
});
export type InternalReportRow = z.infer<typeof internalReportRowSchema>;
export const internalReportPageSchema = pageOf(internalReportRowSchema).extend(readSourceShape);

// ---------- products and lender × product reports ----------

export const productsReportQuerySchema = listQuerySchema({
  sortable: ['product', 'leads', 'applications', 'disbursed', 'disbursed_amount'],
  defaultSort: 'product',
  defaultPageSize: 25,
  filters: reportFilterShape,
});
export type ProductsReportQuery = z.infer<typeof productsReportQuerySchema>;
export const productsReportExportQuerySchema = withExportFormat(productsReportQuerySchema);

export const productsReportRowSchema = breakdownFiguresSchema.extend({
  product: z.enum(reportProducts),
  leads: z.number(),
  /** Disbursals per lead, percent; null without leads. */
  conversion: z.number().nullable(),
});
export type ProductsReportRow = z.infer<typeof productsReportRowSchema>;
export const productsReportPageSchema = pageOf(productsReportRowSchema).extend(readSourceShape);

export const vendorsProductsReportQuerySchema = listQuerySchema({
  sortable: ['lender_name', 'product', 'applications', 'disbursed', 'disbursed_amount', 'approval_rate'],
  defaultSort: 'lender_name',
  defaultPageSize: 25,
  filters: reportFilterShape,
});
export type VendorsProductsReportQuery = z.infer<typeof vendorsProductsReportQuerySchema>;
export const vendorsProductsReportExportQuerySchema = withExportFormat(vendorsProductsReportQuerySchema);

export const vendorsProductsReportRowSchema = breakdownFiguresSchema.extend({
  lender_id: z.number().int(),
  lender_name: z.string(),
  product: z.enum(reportProducts),
  /** Approvals per decision (approved + rejected), percent; null without decisions. */
  approval_rate: z.number().nullable(),
  /** Disbursed amount per disbursal; null without disbursals. */
  average_ticket: z.number().nullable(),
  /** Mean hours from sending to the lender's decision; null without decisions. */
  turnaround_hours: z.number().nullable(),
});
export type VendorsProductsReportRow = z.infer<typeof vendorsProductsReportRowSchema>;
export const vendorsProductsReportPageSchema = pageOf(vendorsProductsReportRowSchema).extend(readSourceShape);

/** Percent of a part in a whole, one decimal; null when the whole is zero. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

// ---------- customers' journeys ----------

/** The steps of a customer's journey, each kept with the first time the customer reached it. */
export const journeySteps = ['landing', 'otp_verified', 'profile_complete', 'offers_viewed', 'offer_selected'] as const;
export type JourneyStep = (typeof journeySteps)[number];

export const customersJourneyQuerySchema = listQuerySchema({
  sortable: ['last_seen_at'],
  defaultSort: '-last_seen_at',
  defaultPageSize: 25,
  filters: {
    ...reportRangeShape,
    product: optionalFilter(z.enum(reportProducts, { error: 'invalidValue' })),
    partnerId: optionalFilter(rowIdSchema),
    /** Customers who first reached this step in the range (the dashboard's drill-down); else those seen in it. */
    step: optionalFilter(z.enum(journeySteps, { error: 'invalidValue' })),
  },
}).extend({ q: reportSearchSchema });
export type CustomersJourneyQuery = z.infer<typeof customersJourneyQuerySchema>;
export const customersJourneyExportQuerySchema = withExportFormat(customersJourneyQuerySchema);

export const journeyRowSchema = z.object({
  user_id: z.number().int(),
  customer_name: z.string().nullable(),
  mobile: z.string().nullable(),
  partner_name: z.string().nullable(),
  product: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  /** The furthest step reached, and when each step was first reached. */
  furthest_step: z.enum(journeySteps).nullable(),
  steps: z.record(z.enum(journeySteps), z.string().nullable()),
  events: z.number().int(),
  applications: z.number().int(),
});
export type JourneyRow = z.infer<typeof journeyRowSchema>;
export const customersJourneyPageSchema = pageOf(journeyRowSchema).extend(readSourceShape);

export const journeyParamsSchema = z.object({ userId: rowIdSchema });

/** One customer's timeline: every tracked event and every application, oldest first. */
export const customerTimelineSchema = z.object({
  customer: journeyRowSchema,
  events: z.array(
    z.object({
      id: z.number().int(),
      event: z.enum(funnelEvents),
      at: z.string(),
      product: z.string().nullable(),
      path: z.string().nullable(),
      partner_name: z.string().nullable(),
      utm_source: z.string().nullable(),
      utm_medium: z.string().nullable(),
      utm_campaign: z.string().nullable(),
    }),
  ),
  applications: z.array(
    z.object({
      application_id: z.string(),
      lender_name: z.string(),
      product: z.string(),
      status: z.enum(applicationStatuses),
      amount: z.number(),
      created_at: z.string(),
    }),
  ),
  /** Events beyond this many are left out (the newest kept); the count says how many there are. */
  eventCount: z.number().int(),
});
export type CustomerTimeline = z.infer<typeof customerTimelineSchema>;

export const TIMELINE_MAX_EVENTS = 500;

/** Column headings of the reports' exports (the pages show the same words from their locale files). */
export const reportColumnLabels = {
  application_id: { en: 'Application id', hi: 'आवेदन आईडी' },
  reference: { en: 'Reference', hi: 'संदर्भ' },
  created_at: { en: 'Created', hi: 'बनाया गया' },
  customer_name: { en: 'Customer', hi: 'ग्राहक' },
  mobile: { en: 'Mobile', hi: 'मोबाइल' },
  pan: { en: 'PAN', hi: 'पैन' },
  product: { en: 'Product', hi: 'उत्पाद' },
  partner_name: { en: 'Partner', hi: 'पार्टनर' },
  lender_name: { en: 'Lender', hi: 'ऋणदाता' },
  status: { en: 'Status', hi: 'स्थिति' },
  status_source: { en: 'Status from', hi: 'स्थिति का स्रोत' },
  status_changed_at: { en: 'Status changed at', hi: 'स्थिति बदलने का समय' },
  amount: { en: 'Amount asked (₹)', hi: 'मांगी गई राशि (₹)' },
  submitted_at: { en: 'Sent to lender', hi: 'ऋणदाता को भेजा गया' },
  disbursed_amount: { en: 'Disbursed (₹)', hi: 'वितरित (₹)' },
  disbursed_on: { en: 'Disbursed on', hi: 'वितरण तिथि' },
  expected_commission: { en: 'Expected commission (₹)', hi: 'अपेक्षित कमीशन (₹)' },
  received_commission: { en: 'Received commission (₹)', hi: 'प्राप्त कमीशन (₹)' },
  lender_reference: { en: 'Lender reference', hi: 'ऋणदाता संदर्भ' },
  leads: { en: 'Leads', hi: 'लीड' },
  applications: { en: 'Applications', hi: 'आवेदन' },
  sent_to_lender: { en: 'Sent to lender', hi: 'ऋणदाता को भेजे गए' },
  approved: { en: 'Approved', hi: 'स्वीकृत' },
  rejected: { en: 'Rejected', hi: 'अस्वीकृत' },
  disbursed: { en: 'Disbursed', hi: 'वितरित' },
  conversion: { en: 'Conversion (%)', hi: 'रूपांतरण (%)' },
  approval_rate: { en: 'Approval rate (%)', hi: 'स्वीकृति दर (%)' },
  average_ticket: { en: 'Average ticket (₹)', hi: 'औसत ऋण राशि (₹)' },
  turnaround_hours: { en: 'Turnaround (hours)', hi: 'निर्णय समय (घंटे)' },
  utm_source: { en: 'UTM source', hi: 'UTM स्रोत' },
  utm_campaign: { en: 'UTM campaign', hi: 'UTM अभियान' },
  first_seen_at: { en: 'First seen', hi: 'पहली बार देखा' },
  last_seen_at: { en: 'Last seen', hi: 'अंतिम बार देखा' },
  furthest_step: { en: 'Furthest step', hi: 'सबसे आगे का चरण' },
  events: { en: 'Events', hi: 'घटनाएँ' },
} as const satisfies Record<string, { en: string; hi: string }>;
export type ReportColumn = keyof typeof reportColumnLabels;
