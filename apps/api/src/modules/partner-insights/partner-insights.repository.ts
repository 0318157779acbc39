/**
 * Queries behind a partner's dashboard, reports, commission statement and funnel. Every one takes the partner ids
 * it may read (the partner scope) and never reads a row of any other partner.
 */
import { and, asc, count, desc, eq, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { LedgerStatus } from '@saakh/domain/reconciliation';
import type { PartnerApplicationsQuery, StuckLeadsQuery, StuckStep } from '@saakh/domain/partner-insights';
import { stuckSteps } from '@saakh/domain/partner-insights';
import type { ReportProduct } from '@saakh/domain/product-types';
import type { Executor } from '../../db/client';
import { orderBy, type PageBounds } from '../../db/lists';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { lender_revenue, lenders } from '../../db/schema/catalogue';
import { commission_ledger } from '../../db/schema/ingestion';
import { commission_clawbacks } from '../../db/schema/partner-insights';
import { partners } from '../../db/schema/partners';
import { customer_journeys } from '../../db/schema/reporting';
import { tracking_links } from '../../db/schema/tracking-links';
import { users } from '../../db/schema/users';
import { internalReportWhere, type DayBounds, type Instants } from '../reporting/reports.repository';

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

export async function partnerNames(db: Executor, ids: readonly number[]) {
  return db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(inArray(partners.id, [...ids]))
    .orderBy(asc(partners.id));
}

/** The scope's tracking links and their campaigns, for the funnel's filters. */
export async function linksOf(db: Executor, ids: readonly number[]) {
  return db
    .select({
      id: tracking_links.id,
      code: tracking_links.code,
      campaign: tracking_links.campaign,
      utm_campaign: tracking_links.utm_campaign,
      partner_id: tracking_links.partner_id,
    })
    .from(tracking_links)
    .where(inArray(tracking_links.partner_id, [...ids]))
    .orderBy(desc(tracking_links.created_at), desc(tracking_links.id));
}

// ---------- dashboard: earnings ----------

/**
 * The scope's money of a range and of the range before it: shares still pending of the disbursals made in it (by
 * disbursal date), shares earned in it (when the lender paid) and shares paid out in it.
 */
export async function ledgerSums(
  db: Executor,
  ids: readonly number[],
  current: Instants,
  previous: Instants,
  days: { current: { from: string; to: string }; previous: { from: string; to: string } },
) {
  const [row] = await rowsOf<Record<`${'pending' | 'earned' | 'paid'}_${'current' | 'previous'}`, number>>(
    db,
    sql`select
          coalesce(sum(amount) filter (where status = 'pending'
            and disbursed_on between ${days.current.from} and ${days.current.to}), 0)::float8 as pending_current,
          coalesce(sum(amount) filter (where status = 'pending'
            and disbursed_on between ${days.previous.from} and ${days.previous.to}), 0)::float8 as pending_previous,
          coalesce(sum(amount) filter (where earned_at >= ${current.start.toISOString()}::timestamptz
            and earned_at < ${current.end.toISOString()}::timestamptz), 0)::float8 as earned_current,
          coalesce(sum(amount) filter (where earned_at >= ${previous.start.toISOString()}::timestamptz
            and earned_at < ${previous.end.toISOString()}::timestamptz), 0)::float8 as earned_previous,
          coalesce(sum(amount) filter (where paid_at >= ${current.start.toISOString()}::timestamptz
            and paid_at < ${current.end.toISOString()}::timestamptz), 0)::float8 as paid_current,
          coalesce(sum(amount) filter (where paid_at >= ${previous.start.toISOString()}::timestamptz
            and paid_at < ${previous.end.toISOString()}::timestamptz), 0)::float8 as paid_previous
        from ${commission_ledger}
        where partner_id in (${idList(ids)})
          and (disbursed_on >= ${days.previous.from} or earned_at >= ${previous.start.toISOString()}::timestamptz
               or paid_at >= ${previous.start.toISOString()}::timestamptz)`,
  );
  return row;
}

// ---------- needs action ----------

function stuckWhere(ids: readonly number[], query: Pick<StuckLeadsQuery, 'step'>, before: Date): SQL | undefined {
  return and(
    inArray(customer_journeys.partner_id, [...ids]),
    query.step
      ? eq(customer_journeys.furthest_step, query.step)
      : inArray(customer_journeys.furthest_step, [...stuckSteps]),
    lt(customer_journeys.last_seen_at, before),
    notExists(applicationOf(customer_journeys.user_id)),
  );
}

/** Any application of the journey's customer (an application means they are not stuck). */
function applicationOf(userId: typeof customer_journeys.user_id) {
  return sql`(select 1 from ${applications} where ${applications.user_id} = ${userId})`;
}

export type StuckRow = {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  mobile: string;
  partner_name: string;
  product: ReportProduct | null;
  step: StuckStep;
  last_seen_at: Date;
};

export async function stuckPage(
  db: Executor,
  ids: readonly number[],
  query: StuckLeadsQuery,
  before: Date,
  bounds: PageBounds,
): Promise<StuckRow[]> {
  return db
    .select({
      user_id: customer_journeys.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      mobile: users.mobile_phone_number,
      partner_name: partners.name,
      product: customer_journeys.product,
      step: sql<StuckStep>`${customer_journeys.furthest_step}`,
      last_seen_at: customer_journeys.last_seen_at,
    })
    .from(customer_journeys)
    .innerJoin(users, eq(users.id, customer_journeys.user_id))
    .innerJoin(partners, eq(partners.id, customer_journeys.partner_id))
    .where(stuckWhere(ids, query, before))
    .orderBy(...orderBy(query.sort, { last_seen_at: customer_journeys.last_seen_at }, customer_journeys.user_id))
    .limit(bounds.limit)
    .offset(bounds.offset);
}

export async function countStuck(db: Executor, ids: readonly number[], query: StuckLeadsQuery, before: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(customer_journeys)
    .where(stuckWhere(ids, query, before));
  return row?.n ?? 0;
}

// ---------- reports: applications ----------

export function applicationsWhere(
  ids: readonly number[],
  query: Omit<PartnerApplicationsQuery, 'page' | 'pageSize' | 'sort'>,
  days: DayBounds,
): SQL | undefined {
  return and(
    internalReportWhere({ ...query, partnerId: undefined, lenderId: undefined }, days),
    inArray(applications.partner_id, [...ids]),
  );
}

const applicationColumns = {
  application_id: applications.id,
  created_at: applications.created_at,
  first_name: users.first_name,
  last_name: users.last_name,
  mobile: users.mobile_phone_number,
  pan: users.tin,
  product: applications.product,
  partner_name: partners.name,
  lender_name: sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`,
  status: applications.status,
  amount: applications.amount,
  submitted_at: applications.submitted_at,
  disbursed_amount: applications.disbursed_amount,
  disbursed_on: applications.disbursed_on,
  lender_reference: applications.lender_reference,
  cursor_at: sql<string>`${applications.created_at}::text`,
};

export type ApplicationRow = {
  application_id: string;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  mobile: string;
  pan: string | null;
  product: string;
  partner_name: string | null;
  lender_name: string;
  status: (typeof applications.$inferSelect)['status'];
  amount: number;
  submitted_at: Date | null;
  disbursed_amount: string | null;
  disbursed_on: string | null;
  lender_reference: string | null;
  cursor_at: string;
};

function selectApplications(db: Executor, where: SQL | undefined) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .leftJoin(partners, eq(partners.id, applications.partner_id))
    .where(where);
}

export function applicationsPage(
  db: Executor,
  where: SQL | undefined,
  sort: PartnerApplicationsQuery['sort'],
  bounds: PageBounds,
): Promise<ApplicationRow[]> {
  return selectApplications(db, where)
    .orderBy(
      ...orderBy(
        sort,
        {
          created_at: applications.created_at,
          amount: applications.amount,
          disbursed_on: applications.disbursed_on,
        },
        applications.id,
      ),
    )
    .limit(bounds.limit)
    .offset(bounds.offset);
}

export async function countApplications(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(applications).where(where);
  return row?.total ?? 0;
}

/** Every matching application, newest first, a batch at a time (keyset on created_at, id). */
export async function* applicationBatches(db: Executor, where: SQL | undefined, size = 500) {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${applications.created_at}, ${applications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const batch: ApplicationRow[] = await selectApplications(db, and(where, keyset))
      .orderBy(desc(applications.created_at), desc(applications.id))
      .limit(size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1] as ApplicationRow;
    after = { at: last.cursor_at, id: last.application_id };
  }
}

// ---------- commission statement ----------

export type StatementDbRow = {
  ledger_id: number;
  clawback_id: number | null;
  partner_id: number;
  partner_name: string;
  gst_registered: boolean;
  application_id: string;
  lender_id: number;
  lender_name: string;
  product: string;
  disbursed_amount: string | null;
  disbursed_on: string;
  status: LedgerStatus;
  base_amount: string;
  amount: string;
  tds: string;
  payout_reference: string | null;
  paid_on: string | null;
  source_partner_id: number | null;
  source_percent: string | null;
  source_flat: number | null;
  source_parent_id: number | null;
  source_split: string | null;
  clawback_amount: string | null;
  clawback_tds: string | null;
  reason: string | null;
};

const statementColumns = sql`
  l.id as ledger_id, l.partner_id, p.name as partner_name, (p.gstin is not null) as gst_registered,
  l.application_id, l.lender_id, coalesce(ln.display_name, ln.name) as lender_name, a.product,
  a.disbursed_amount::text as disbursed_amount, l.disbursed_on::text as disbursed_on, l.status,
  l.base_amount::text as base_amount, l.amount::text as amount, l.tds::text as tds,
  po.reference as payout_reference, po.paid_on::text as paid_on,
  a.partner_id as source_partner_id, sp.revenue_percent::text as source_percent, sp.revenue_flat_fee as source_flat,
  sp.parent_partner_id as source_parent_id, sp.parent_split_percent::text as source_split`;

const statementJoins = sql`
  join ${applications} a on a.id = l.application_id
  join ${lenders} ln on ln.id = l.lender_id
  join ${partners} p on p.id = l.partner_id
  left join ${partners} sp on sp.id = a.partner_id
  left join partner_payouts po on po.id = l.payout_id`;

/** The scope's ledger lines of disbursals in a month, and the clawbacks recorded in it, in date order. */
export async function statementRows(
  db: Executor,
  ids: readonly number[],
  month: { first: string; last: string },
): Promise<StatementDbRow[]> {
  return rowsOf<StatementDbRow>(
    db,
    sql`select * from (
          select ${statementColumns}, null::int as clawback_id, null::text as clawback_amount,
                 null::text as clawback_tds, null::text as reason, 0 as sort_kind
          from ${commission_ledger} l ${statementJoins}
          where l.partner_id in (${idList(ids)}) and l.disbursed_on between ${month.first} and ${month.last}
          union all
          select ${statementColumns}, c.id as clawback_id, c.amount::text as clawback_amount,
                 c.tds::text as clawback_tds, c.reason, 1 as sort_kind
          from ${commission_clawbacks} c join ${commission_ledger} l on l.id = c.ledger_id ${statementJoins}
          where c.partner_id in (${idList(ids)}) and c.month = ${month.first}
        ) s
        order by sort_kind, disbursed_on, application_id, ledger_id`,
  );
}

export type SlabRow = {
  id: number;
  lender_id: number;
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

/** The lenders' revenue slabs in each lender's order. */
export async function slabsOf(db: Executor, lenderIds: readonly number[]): Promise<SlabRow[]> {
  if (lenderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(lender_revenue)
    .where(inArray(lender_revenue.lender_id, [...lenderIds]))
    .orderBy(asc(lender_revenue.lender_id), asc(lender_revenue.sort_order), asc(lender_revenue.id));
  return rows.map((row) => ({
    ...row,
    revenue_flat: row.revenue_flat === null ? null : Number(row.revenue_flat),
    revenue_percent: row.revenue_percent === null ? null : Number(row.revenue_percent),
  }));
}

/** Each lender's disbursals through Saakh in a month (all partners'): the volume its slabs are chosen by. */
export async function lenderMonthVolumes(
  db: Executor,
  lenderMonths: readonly { lenderId: number; first: string; last: string }[],
): Promise<Map<string, { count: number; ats: number }>> {
  if (lenderMonths.length === 0) return new Map();
  const pairs = sql.join(
    lenderMonths.map((item) => sql`(${item.lenderId}::int, ${item.first}::date, ${item.last}::date)`),
    sql`, `,
  );
  const rows = await rowsOf<{ lender_id: number; first: string; count: number; total: number }>(
    db,
    sql`select v.lender_id, v.first::text as first, count(a.id)::int as count,
               coalesce(sum(a.disbursed_amount), 0)::float8 as total
        from (values ${pairs}) as v(lender_id, first, last)
        left join ${applications} a on a.lender_id = v.lender_id and a.status = 'disbursed'
          and a.disbursed_on between v.first and v.last
        group by v.lender_id, v.first`,
  );
  return new Map(
    rows.map((row) => [
      `${row.lender_id}:${row.first}`,
      { count: row.count, ats: row.count > 0 ? row.total / row.count : 0 },
    ]),
  );
}

// ---------- custom funnel ----------

export type CohortFilters = {
  ids: readonly number[];
  instants: Instants;
  campaign?: string | undefined;
  linkCode?: string | undefined;
  product?: ReportProduct | undefined;
};

export type CohortCounts = {
  customers: number;
  otp_verified: number;
  profile_completed: number;
  offers_viewed: number;
  applied: number;
  sent_to_lender: number;
  approved: number;
  disbursed: number;
};

/**
 * The customers who first came in the range through the scope (and the campaign or link), and how far each went:
 * journeys by the partner index, applications by the user index, the link's customers by the link-code index.
 */
export async function cohortCounts(db: Executor, filters: CohortFilters): Promise<CohortCounts> {
  const conditions = [
    sql`j.partner_id in (${idList(filters.ids)})`,
    sql`j.first_seen_at >= ${filters.instants.start.toISOString()}::timestamptz`,
    sql`j.first_seen_at < ${filters.instants.end.toISOString()}::timestamptz`,
  ];
  if (filters.campaign) conditions.push(sql`j.utm_campaign = ${filters.campaign}`);
  if (filters.product) conditions.push(sql`j.product = ${filters.product}`);
  if (filters.linkCode) {
    conditions.push(
      sql`j.user_id in (select e.user_id from tracking_events e
            where (e.utms ->> 'utm_content') = ${filters.linkCode}
              and (e.utms ->> 'utm_content') is not null and e.user_id is not null)`,
    );
  }
  const productOf = filters.product ? sql`and a.product = ${filters.product}` : sql``;
  const [row] = await rowsOf<CohortCounts>(
    db,
    sql`select count(*)::int as customers,
               count(j.otp_verified_at)::int as otp_verified,
               count(j.profile_complete_at)::int as profile_completed,
               count(j.offers_viewed_at)::int as offers_viewed,
               count(*) filter (where x.applied)::int as applied,
               count(*) filter (where x.sent)::int as sent_to_lender,
               count(*) filter (where x.approved)::int as approved,
               count(*) filter (where x.disbursed)::int as disbursed
        from ${customer_journeys} j
        left join lateral (
          select count(*) > 0 as applied,
                 bool_or(a.submitted_at is not null) as sent,
                 bool_or(a.status in ('approved', 'disbursed')) as approved,
                 bool_or(a.disbursed_on is not null) as disbursed
          from ${applications} a
          where a.user_id = j.user_id and a.partner_id in (${idList(filters.ids)}) ${productOf}
        ) x on true
        where ${sql.join(conditions, sql` and `)}`,
  );
  return (
    row ?? {
      customers: 0,
      otp_verified: 0,
      profile_completed: 0,
      offers_viewed: 0,
      applied: 0,
      sent_to_lender: 0,
      approved: 0,
      disbursed: 0,
    }
  );
}

/** Redirects through the given links in the range (by the clicks' link and time index). */
export async function linkClicks(db: Executor, linkIds: readonly number[], instants: Instants): Promise<number> {
  if (linkIds.length === 0) return 0;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from tracking_link_clicks
        where link_id in (${idList(linkIds)})
          and created_at >= ${instants.start.toISOString()}::timestamptz
          and created_at < ${instants.end.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

// ---------- clawbacks ----------

export async function ledgerLineForUpdate(db: Executor, id: number) {
  const [row] = await db.select().from(commission_ledger).where(eq(commission_ledger.id, id)).for('update');
  return row;
}

export async function clawbackOf(db: Executor, ledgerId: number) {
  const [row] = await db
    .select({ id: commission_clawbacks.id })
    .from(commission_clawbacks)
    .where(eq(commission_clawbacks.ledger_id, ledgerId));
  return row;
}

export async function insertClawback(db: Executor, values: typeof commission_clawbacks.$inferInsert) {
  const [row] = await db.insert(commission_clawbacks).values(values).returning();
  return row as typeof commission_clawbacks.$inferSelect;
}
