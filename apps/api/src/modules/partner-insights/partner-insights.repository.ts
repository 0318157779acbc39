/**
 * Queries behind a partner's dashboard, reports and funnel (its money is read through the commissions module). Every
 * one takes the partner ids it may read (the partner scope) and never reads a row of any other partner.
 */
import { and, asc, count, desc, eq, inArray, lt, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  CustomFunnelStep,
  PartnerApplicationsQuery,
  StuckLeadsQuery,
  StuckStep,
} from '@saakh/domain/partner-insights';
import { stuckSteps } from '@saakh/domain/partner-insights';
import type { StatusSource } from '@saakh/domain/applications';
import type { ReportProduct } from '@saakh/domain/product-types';
import type { Executor } from '../../db/client';
import { orderBy, type PageBounds } from '../../db/lists';
import { intList, rowsOf } from '../../db/sql';
import { application_status_history, applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { partners } from '../../db/schema/partners';
import { customer_journeys } from '../../db/schema/reporting';
import { tracking_links } from '../../db/schema/tracking-links';
import { users } from '../../db/schema/users';
import { internalReportWhere, type DayBounds, type Instants } from '../reporting/reports.service';

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
  reference: applications.reference,
  created_at: applications.created_at,
  first_name: users.first_name,
  last_name: users.last_name,
  mobile: users.mobile_phone_number,
  pan: users.tin,
  product: applications.product,
  partner_name: partners.name,
  lender_name: sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`.as('lender_name'),
  status: applications.status,
  amount: applications.amount,
  submitted_at: applications.submitted_at,
  disbursed_amount: applications.disbursed_amount,
  disbursed_on: applications.disbursed_on,
  lender_reference: applications.lender_reference,
  cursor_at: sql<string>`${applications.created_at}::text`.as('cursor_at'),
};

export type ApplicationRow = {
  application_id: string;
  reference: string;
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
  /** Where the current status came from and when: the newest history step (none for an application without one). */
  status_source: StatusSource | null;
  status_changed_at: Date | null;
};

type ChosenOrder = (columns: {
  created_at: AnyColumn;
  amount: AnyColumn;
  disbursed_on: AnyColumn;
  id: AnyColumn;
}) => SQL[];

/**
 * The applications a page or an export batch shows, in its order, each with its newest history step. The rows are
 * chosen first (a subquery) and only they look their step up, one lookup each by the (application_id, id) index: the
 * step is neither filtered nor sorted on, and joined before a sort (by amount or disbursal date, which no index
 * orders) the planner would look it up for every matching application, not for the page's.
 */
async function chosenApplications(
  db: Executor,
  where: SQL | undefined,
  order: ChosenOrder,
  bounds: { limit: number; offset?: number },
): Promise<ApplicationRow[]> {
  const chosen = db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .leftJoin(partners, eq(partners.id, applications.partner_id))
    .where(where)
    .orderBy(
      ...order({
        created_at: applications.created_at,
        amount: applications.amount,
        disbursed_on: applications.disbursed_on,
        id: applications.id,
      }),
    )
    .limit(bounds.limit)
    .offset(bounds.offset ?? 0)
    .as('chosen');
  const step = db
    .select({ source: application_status_history.source, changed_at: application_status_history.created_at })
    .from(application_status_history)
    .where(eq(application_status_history.application_id, chosen.application_id))
    .orderBy(desc(application_status_history.id))
    .limit(1)
    .as('newest_step');
  const rows = await db
    .select()
    .from(chosen)
    .leftJoinLateral(step, sql`true`)
    .orderBy(
      ...order({
        created_at: chosen.created_at,
        amount: chosen.amount,
        disbursed_on: chosen.disbursed_on,
        id: chosen.application_id,
      }),
    );
  return rows.map(({ chosen: row, newest_step }) => ({
    ...row,
    status_source: newest_step?.source ?? null,
    status_changed_at: newest_step?.changed_at ?? null,
  }));
}

export function applicationsPage(
  db: Executor,
  where: SQL | undefined,
  sort: PartnerApplicationsQuery['sort'],
  bounds: PageBounds,
): Promise<ApplicationRow[]> {
  return chosenApplications(
    db,
    where,
    (columns) =>
      orderBy(
        sort,
        { created_at: columns.created_at, amount: columns.amount, disbursed_on: columns.disbursed_on },
        columns.id,
      ),
    bounds,
  );
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
    const batch = await chosenApplications(
      db,
      and(where, keyset),
      (columns) => [desc(columns.created_at), desc(columns.id)],
      { limit: size },
    );
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1] as ApplicationRow;
    after = { at: last.cursor_at, id: last.application_id };
  }
}

// ---------- custom funnel ----------

export type CohortFilters = {
  ids: readonly number[];
  instants: Instants;
  campaign?: string | undefined;
  linkCode?: string | undefined;
  product?: ReportProduct | undefined;
};

/** Each funnel step as a customer of the cohort reaches it (visits: being in the cohort at all). */
const reached: Record<CustomFunnelStep, SQL> = {
  visits: sql`true`,
  otp_verified: sql`j.otp_verified_at is not null`,
  profile_completed: sql`j.profile_complete_at is not null`,
  offers_viewed: sql`j.offers_viewed_at is not null`,
  applied: sql`coalesce(x.applied, false)`,
  sent_to_lender: sql`coalesce(x.sent, false)`,
  approved: sql`coalesce(x.approved, false)`,
  disbursed: sql`coalesce(x.disbursed, false)`,
};

/**
 * The customers who first came in the range through the scope (and the campaign or link), counted step by step as a
 * funnel: a customer counts at a step only having reached it and every step before it, so no step exceeds the one
 * before. Journeys by the partner index, applications by the user index, the link's customers by the link-code index.
 */
export async function cohortCounts(
  db: Executor,
  filters: CohortFilters,
  steps: readonly CustomFunnelStep[],
): Promise<Record<CustomFunnelStep, number>> {
  const conditions = [
    sql`j.partner_id in (${intList(filters.ids)})`,
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
  const counts = steps.map(
    (step, index) =>
      sql`(count(*) filter (where ${sql.join(
        steps.slice(0, index + 1).map((item) => reached[item]),
        sql` and `,
      )}))::int as ${sql.identifier(step)}`,
  );
  const [row] = await rowsOf<Record<CustomFunnelStep, number>>(
    db,
    sql`select ${sql.join(counts, sql`, `)}
        from ${customer_journeys} j
        left join lateral (
          select count(*) > 0 as applied,
                 bool_or(a.submitted_at is not null) as sent,
                 bool_or(a.status in ('approved', 'disbursed')) as approved,
                 bool_or(a.disbursed_on is not null) as disbursed
          from ${applications} a
          where a.user_id = j.user_id and a.partner_id in (${intList(filters.ids)}) ${productOf}
        ) x on true
        where ${sql.join(conditions, sql` and `)}`,
  );
  return Object.fromEntries(steps.map((step) => [step, row?.[step] ?? 0])) as Record<CustomFunnelStep, number>;
}

/** Redirects through the given links in the range (by the clicks' link and time index). */
export async function linkClicks(db: Executor, linkIds: readonly number[], instants: Instants): Promise<number> {
  if (linkIds.length === 0) return 0;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from tracking_link_clicks
        where link_id in (${intList(linkIds)})
          and created_at >= ${instants.start.toISOString()}::timestamptz
          and created_at < ${instants.end.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}
