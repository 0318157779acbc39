import { z } from 'zod';
import { rowIdSchema } from './api';
import { applicationStatuses, statusSources } from './applications';
import { listQuerySchema, optionalFilter, pageOf, withExportFormat } from './lists';
import { roundPaise } from './money';
import { patterns } from './patterns';
import { readSourceShape } from './read-source';
import { reportProducts } from './product-types';
import { ledgerStatuses, shareNet } from './reconciliation';
import { partnerKpis, STUCK_MAX_DAYS, stuckSteps } from './partner-insight-terms';
import {
  applicationStages,
  funnelSteps,
  internalReportRowSchema,
  kpiValueSchema,
  percentOf,
  reportRangeShape,
  trendPointSchema,
} from './reporting';

/**
 * A partner's own figures and money (issue 12: `/partner`, `/partner/reports`, `/partner/customFunnel`). Every answer
 * covers the signed-in partner and its sub-partners, or one of them when `partnerId` names it; any other partner id
 * is unknown (404). Mobile numbers and PANs always reach partners masked.
 */

export * from './partner-insight-terms';

/** One of the partner's own ids (itself or a sub-partner) to narrow an answer to. */
const partnerFilterShape = { partnerId: optionalFilter(rowIdSchema) };

// ---------- dashboard ----------

export const partnerDashboardQuerySchema = z.object({ ...reportRangeShape, ...partnerFilterShape });
export type PartnerDashboardQuery = z.infer<typeof partnerDashboardQuerySchema>;

const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

export const partnerDashboardSchema = z.object({
  range: dayRangeSchema,
  previous: dayRangeSchema,
  refreshedAt: z.string().nullable(),
  /** Days being counted right now: the page asks again shortly. */
  pendingDays: z.number().int(),
  empty: z.boolean(),
  kpis: z.record(z.enum(partnerKpis), kpiValueSchema),
  /**
   * The partner's money in the range, in rupees: shares still pending of the disbursals made in it, shares earned in
   * it (the lender paid) and shares paid out in it.
   */
  earnings: z.record(z.enum(ledgerStatuses), kpiValueSchema),
  funnel: z.array(z.object({ step: z.enum(funnelSteps), value: z.number() })),
  trend: z.array(trendPointSchema),
  /** The read replica or the primary (DATABASE_REPLICA_URL). */
  ...readSourceShape,
});
export type PartnerDashboard = z.infer<typeof partnerDashboardSchema>;

/** The partner and its sub-partners, for the "whose figures" filter (a parent's only). */
export const partnerInsightOptionsSchema = z.object({
  partners: z.array(z.object({ id: z.number().int(), name: z.string(), own: z.boolean() })),
  links: z.array(
    z.object({ id: z.number().int(), code: z.string(), campaign: z.string(), partner_id: z.number().int() }),
  ),
  campaigns: z.array(z.string()),
});
export type PartnerInsightOptions = z.infer<typeof partnerInsightOptionsSchema>;

// ---------- needs action: leads stuck at a step ----------

export const stuckLeadsQuerySchema = listQuerySchema({
  sortable: ['last_seen_at'],
  defaultSort: 'last_seen_at',
  defaultPageSize: 10,
  filters: {
    ...partnerFilterShape,
    step: optionalFilter(z.enum(stuckSteps, { error: 'invalidValue' })),
    days: optionalFilter(
      z.coerce
        .number({ error: 'stuckDaysInvalid' })
        .int({ error: 'stuckDaysInvalid' })
        .min(1, { error: 'stuckDaysInvalid' })
        .max(STUCK_MAX_DAYS, { error: 'stuckDaysInvalid' }),
    ),
  },
});
export type StuckLeadsQuery = z.infer<typeof stuckLeadsQuerySchema>;

export const stuckLeadSchema = z.object({
  user_id: z.number().int(),
  customer_name: z.string().nullable(),
  /** Always masked: six stars and the last four digits. */
  mobile: z.string().nullable(),
  partner_name: z.string(),
  product: z.string().nullable(),
  step: z.enum(stuckSteps),
  last_seen_at: z.string(),
  days_idle: z.number().int(),
});
export type StuckLead = z.infer<typeof stuckLeadSchema>;
export const stuckLeadPageSchema = pageOf(stuckLeadSchema);

// ---------- reports: applications ----------

/** A search names one application (its id) or one customer (a 10-digit mobile), across all dates. */
const applicationSearchSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'invalidValue' })
    .trim()
    .refine((text) => patterns.mobile.test(text) || patterns.guid.test(text), { error: 'reportSearchInvalid' })
    .optional(),
);

export const partnerApplicationsQuerySchema = listQuerySchema({
  sortable: ['created_at', 'amount', 'disbursed_on'],
  defaultSort: '-created_at',
  defaultPageSize: 25,
  filters: {
    ...reportRangeShape,
    ...partnerFilterShape,
    product: optionalFilter(z.enum(reportProducts, { error: 'invalidValue' })),
    stage: optionalFilter(z.enum(applicationStages, { error: 'invalidValue' })),
    status: optionalFilter(z.enum(applicationStatuses, { error: 'invalidValue' })),
  },
}).extend({ q: applicationSearchSchema });
export type PartnerApplicationsQuery = z.infer<typeof partnerApplicationsQuerySchema>;
export const partnerApplicationsExportQuerySchema = withExportFormat(partnerApplicationsQuerySchema);
export type PartnerApplicationsExportQuery = z.infer<typeof partnerApplicationsExportQuerySchema>;

/**
 * An application as its partner reads it: no Saakh commission, mobile and PAN masked, and where its current status
 * came from and when (its newest history step; null for an application with no history).
 */
export const partnerApplicationRowSchema = internalReportRowSchema.omit({ expected_commission: true }).extend({
  status_source: z.enum(statusSources).nullable(),
  status_changed_at: z.string().nullable(),
});
export type PartnerApplicationRow = z.infer<typeof partnerApplicationRowSchema>;
export const partnerApplicationPageSchema = pageOf(partnerApplicationRowSchema).extend(readSourceShape);

// ---------- commission statement ----------

/** GST a registered partner charges on its commission (SAC 997152, 18%); none without a GSTIN. */
export const statementMonthSchema = z
  .string({ error: 'statementMonthInvalid' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'statementMonthInvalid' });

export const statementQuerySchema = z.object({ month: statementMonthSchema, ...partnerFilterShape });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementFormats = ['xlsx', 'pdf'] as const;
export type StatementFormat = (typeof statementFormats)[number];
export const statementDownloadQuerySchema = statementQuerySchema.extend({
  format: z.enum(statementFormats, { error: 'invalidValue' }),
  lang: optionalFilter(z.enum(['en', 'hi'], { error: 'invalidValue' })),
});
export type StatementDownloadQuery = z.infer<typeof statementDownloadQuerySchema>;

/**
 * Whose share a line is: a partner without a parent keeps its whole share (`own`); a sub-partner keeps what is left
 * after its parent's part (`after_parent`); the parent's part is a line of the parent's (`parent_share`).
 */
export const splitRoles = ['own', 'after_parent', 'parent_share'] as const;
export type SplitRole = (typeof splitRoles)[number];

export const statementLineKinds = ['commission', 'clawback'] as const;

export const statementLineSchema = z.object({
  kind: z.enum(statementLineKinds),
  /** The ledger line; a clawback names the line it takes back. */
  ledger_id: z.number().int(),
  clawback_id: z.number().int().nullable(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  application_id: z.string(),
  lender_name: z.string(),
  product: z.string(),
  disbursed_amount: z.number(),
  disbursed_on: z.string(),
  /** The lender's revenue slab that applies to the disbursal (its place in the lender's list, from 1). */
  slab: z
    .object({
      position: z.number().int(),
      revenue_percent: z.number().nullable(),
      revenue_flat: z.number().nullable(),
    })
    .nullable(),
  /** Saakh's commission on the disbursal: expected from the slab until the lender pays, then what it paid. */
  base_amount: z.number(),
  /** The terms of the partner that brought the customer. */
  terms: z.object({ revenue_percent: z.number().nullable(), revenue_flat_fee: z.number().nullable() }),
  /** That partner's share before any split with its parent. */
  gross_share: z.number(),
  split_role: z.enum(splitRoles),
  /** The parent's part of the gross share, percent (for split lines). */
  split_percent: z.number().nullable(),
  /** This line's share (negative for a clawback). */
  amount: z.number(),
  gst: z.number(),
  tds: z.number(),
  /** What the line adds to the payment: amount + GST − TDS. */
  net: z.number(),
  status: z.enum(ledgerStatuses),
  payout_reference: z.string().nullable(),
  paid_on: z.string().nullable(),
  /** Why a clawback was made. */
  reason: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementTotalsSchema = z.object({
  disbursals: z.number().int(),
  disbursed_amount: z.number(),
  amount: z.number(),
  gst: z.number(),
  tds: z.number(),
  net: z.number(),
  /** The net of the month's clawbacks (negative or 0). */
  clawbacks: z.number(),
  /** The net of the commission lines by status. */
  by_status: z.record(z.enum(ledgerStatuses), z.number()),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const statementSchema = z.object({
  month: z.string(),
  partner_name: z.string(),
  gst_percent: z.number(),
  tds_percent: z.number(),
  lines: z.array(statementLineSchema),
  totals: statementTotalsSchema,
});
export type Statement = z.infer<typeof statementSchema>;

/** A statement's lines from the ledger's entries: each with its net, amount + GST − TDS. */
export function statementLinesOf(entries: readonly Omit<StatementLine, 'net'>[]): StatementLine[] {
  return entries.map((entry) => ({ ...entry, net: shareNet(entry) }));
}

export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  const sum = (items: readonly StatementLine[], pick: (line: StatementLine) => number) =>
    roundPaise(items.reduce((total, line) => total + pick(line), 0));
  const commissions = lines.filter((line) => line.kind === 'commission');
  const clawbacks = lines.filter((line) => line.kind === 'clawback');
  const disbursals = new Set(commissions.map((line) => line.application_id));
  const disbursedByApplication = new Map(commissions.map((line) => [line.application_id, line.disbursed_amount]));
  return {
    disbursals: disbursals.size,
    disbursed_amount: roundPaise([...disbursedByApplication.values()].reduce((total, value) => total + value, 0)),
    amount: sum(lines, (line) => line.amount),
    gst: sum(lines, (line) => line.gst),
    tds: sum(lines, (line) => line.tds),
    net: sum(lines, (line) => line.net),
    clawbacks: sum(clawbacks, (line) => line.net),
    by_status: Object.fromEntries(
      ledgerStatuses.map((status) => [
        status,
        sum(
          commissions.filter((line) => line.status === status),
          (line) => line.net,
        ),
      ]),
    ) as StatementTotals['by_status'],
  };
}

/** Headings of the statement's spreadsheet and PDF columns. */
export const statementColumnLabels = {
  partner_name: { en: 'Partner', hi: 'पार्टनर' },
  application_id: { en: 'Application', hi: 'आवेदन' },
  lender_name: { en: 'Lender', hi: 'ऋणदाता' },
  disbursed_amount: { en: 'Disbursed (₹)', hi: 'वितरित (₹)' },
  disbursed_on: { en: 'Disbursed on', hi: 'वितरण तिथि' },
  slab: { en: 'Lender slab', hi: 'ऋणदाता स्लैब' },
  base_amount: { en: 'Saakh commission (₹)', hi: 'साख कमीशन (₹)' },
  rule: { en: 'Your terms', hi: 'आपकी शर्तें' },
  gross_share: { en: 'Share before split (₹)', hi: 'बँटवारे से पहले हिस्सा (₹)' },
  split: { en: 'Split', hi: 'बँटवारा' },
  amount: { en: 'Share (₹)', hi: 'हिस्सा (₹)' },
  gst: { en: 'GST (₹)', hi: 'जीएसटी (₹)' },
  tds: { en: 'TDS (₹)', hi: 'टीडीएस (₹)' },
  net: { en: 'Net (₹)', hi: 'शुद्ध (₹)' },
  status: { en: 'Status', hi: 'स्थिति' },
  payout_reference: { en: 'Payout reference', hi: 'भुगतान संदर्भ' },
} as const satisfies Record<string, { en: string; hi: string }>;

/** The statement's other words, for the files the server renders. */
export const statementTexts = {
  title: { en: 'Commission statement', hi: 'कमीशन विवरण' },
  month: { en: 'Month', hi: 'माह' },
  partner: { en: 'Partner', hi: 'पार्टनर' },
  totals: { en: 'Totals', hi: 'कुल' },
  disbursals: { en: 'Disbursals', hi: 'वितरण' },
  clawbacks: { en: 'Clawbacks', hi: 'वापसी (क्लॉबैक)' },
  clawback: { en: 'Clawback', hi: 'वापसी' },
  noLines: { en: 'No commission in this month.', hi: 'इस माह कोई कमीशन नहीं।' },
  generated: { en: 'Generated', hi: 'बनाया गया' },
  own: { en: 'Own', hi: 'स्वयं' },
  after_parent: { en: 'After parent’s {percent}%', hi: 'मूल पार्टनर के {percent}% के बाद' },
  parent_share: { en: 'Parent’s {percent}%', hi: 'मूल पार्टनर का {percent}%' },
  pending: { en: 'Pending', hi: 'लंबित' },
  earned: { en: 'Earned', hi: 'अर्जित' },
  paid: { en: 'Paid', hi: 'भुगतान हुआ' },
  noSlab: { en: 'No slab', hi: 'कोई स्लैब नहीं' },
  slab: { en: 'Slab {position}', hi: 'स्लैब {position}' },
  taxNote: {
    en: 'GST at {gst}% where you are registered for GST; TDS at {tds}% under section 194H.',
    hi: 'जीएसटी {gst}% (यदि आप जीएसटी में पंजीकृत हैं); टीडीएस {tds}% धारा 194H के अंतर्गत।',
  },
} as const satisfies Record<string, { en: string; hi: string }>;

/** Headings of the applications export. */
export const partnerApplicationColumns = [
  'application_id',
  'reference',
  'created_at',
  'customer_name',
  'mobile',
  'pan',
  'product',
  'partner_name',
  'lender_name',
  'status',
  'status_source',
  'status_changed_at',
  'amount',
  'submitted_at',
  'disbursed_amount',
  'disbursed_on',
  'lender_reference',
] as const;

// ---------- custom funnel ----------

/** The tracked steps a partner builds a funnel from, in the order customers pass them. */
export const customFunnelSteps = [
  'visits',
  'otp_verified',
  'profile_completed',
  'offers_viewed',
  'applied',
  'sent_to_lender',
  'approved',
  'disbursed',
] as const;
export type CustomFunnelStep = (typeof customFunnelSteps)[number];

/** `steps` as a comma-separated list: kept in the journey's order whatever order they were named in. */
const funnelStepsParam = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.split(',')) : value),
  z
    .array(z.enum(customFunnelSteps, { error: 'funnelStepsInvalid' }), { error: 'funnelStepsInvalid' })
    .transform((steps) => customFunnelSteps.filter((step) => steps.includes(step)))
    .refine((steps) => steps.length >= 2, { error: 'funnelStepsInvalid' })
    .optional(),
);

export const customFunnelQuerySchema = z.object({
  ...reportRangeShape,
  ...partnerFilterShape,
  steps: funnelStepsParam,
  linkId: optionalFilter(rowIdSchema),
  campaign: optionalFilter(z.string({ error: 'invalidValue' }).trim().max(100, { error: 'invalidValue' })),
  product: optionalFilter(z.enum(reportProducts, { error: 'invalidValue' })),
});
export type CustomFunnelQuery = z.infer<typeof customFunnelQuerySchema>;

export const customFunnelSchema = z.object({
  range: dayRangeSchema,
  /**
   * `rollup`: each step counted on its own day from the daily figures (no link or campaign chosen); `cohort`: the
   * customers who came through the link or campaign in the range, and how far each of them went.
   */
  /** cohort: the customers who first came in the period; link: those of the chosen link or campaign (visits: clicks). */
  basis: z.enum(['cohort', 'link']),
  steps: z.array(
    z.object({
      step: z.enum(customFunnelSteps),
      value: z.number(),
      /** Percent of the step before; null for the first step or after a zero. */
      conversion: z.number().nullable(),
      /** Percent of the first step. */
      overall: z.number().nullable(),
    }),
  ),
});
export type CustomFunnel = z.infer<typeof customFunnelSchema>;

/** Each step's conversion from the one before and from the first. */
export function funnelConversions(values: { step: CustomFunnelStep; value: number }[]): CustomFunnel['steps'] {
  const first = values[0]?.value ?? 0;
  return values.map((item, index) => ({
    ...item,
    conversion: index === 0 ? null : percentOf(item.value, values[index - 1]?.value ?? 0),
    overall: index === 0 ? null : percentOf(item.value, first),
  }));
}

// ---------- clawbacks (role 1) ----------

export const createClawbackInputSchema = z.object({
  ledger_id: rowIdSchema,
  /** Rupees taken back; the whole line when left out. */
  amount: z
    .number({ error: 'clawbackAmountInvalid' })
    .positive({ error: 'clawbackAmountInvalid' })
    .max(1e10, { error: 'clawbackAmountInvalid' })
    .optional(),
  reason: z
    .string({ error: 'clawbackReasonInvalid' })
    .trim()
    .min(3, { error: 'clawbackReasonInvalid' })
    .max(300, { error: 'clawbackReasonInvalid' }),
});
export type CreateClawbackInput = z.infer<typeof createClawbackInputSchema>;

export const clawbackSchema = z.object({
  id: z.number().int(),
  ledger_id: z.number().int(),
  partner_id: z.number().int(),
  amount: z.number(),
  tds: z.number(),
  reason: z.string(),
  month: z.string(),
});
export type Clawback = z.infer<typeof clawbackSchema>;
