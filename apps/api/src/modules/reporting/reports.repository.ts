/**
 * The report lists read from raw rows: applications (internal report) and customers' journeys. Each filters through
 * an index on the date it ranges over and pages by a unique order; exports walk the same order by keyset, so a
 * million rows stream at the cost of one page each.
 */
import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { normalizeApplicationReference } from '@saakh/domain/applications';
import { patterns } from '@saakh/domain/patterns';
import type { ApplicationStage, CustomersJourneyQuery, InternalReportQuery } from '@saakh/domain/reporting';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, type PageBounds } from '../../db/lists';
import { application_status_history, applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { tracking_events } from '../../db/schema/customer';
import { partners } from '../../db/schema/partners';
import { customer_journeys } from '../../db/schema/reporting';
import { users } from '../../db/schema/users';

export type Instants = { start: Date; end: Date };
export type DayBounds = { from: string; to: string; instants: Instants };

function during(column: Parameters<typeof gte>[0], instants: Instants): SQL | undefined {
  return and(gte(column, instants.start), lt(column, instants.end));
}

/** Applications that reached a stage in the range: each stage by its own date. */
function stageWhere(stage: ApplicationStage, days: DayBounds): SQL | undefined {
  switch (stage) {
    case 'created':
      return during(applications.created_at, days.instants);
    case 'sent':
      return during(applications.submitted_at, days.instants);
    case 'approved':
    case 'rejected':
      return inArray(
        applications.id,
        sql`(select ${application_status_history.application_id} from ${application_status_history}
             where ${application_status_history.status} = ${stage}
               and ${during(application_status_history.created_at, days.instants)})`,
      );
    case 'disbursed':
      return and(gte(applications.disbursed_on, days.from), lte(applications.disbursed_on, days.to));
  }
}

/** A search names one customer by mobile or one application by id or reference; it looks across all dates. */
function applicationSearch(q: string): SQL {
  const reference = normalizeApplicationReference(q);
  if (reference) return eq(applications.reference, reference);
  return patterns.guid.test(q)
    ? eq(applications.id, q.toLowerCase())
    : inArray(applications.user_id, sql`(select ${users.id} from ${users} where ${users.mobile_phone_number} = ${q})`);
}

export function internalReportWhere(query: Omit<InternalReportQuery, 'page' | 'pageSize' | 'sort'>, days: DayBounds) {
  return and(
    query.q ? applicationSearch(query.q) : stageWhere(query.stage ?? 'created', days),
    query.product ? sql`${applications.product} = ${query.product}` : undefined,
    equalsWhenGiven(applications.partner_id, query.partnerId),
    equalsWhenGiven(applications.lender_id, query.lenderId),
    equalsWhenGiven(applications.status, query.status),
  );
}

const internalColumns = {
  application_id: applications.id,
  reference: applications.reference,
  created_at: applications.created_at,
  first_name: users.first_name,
  last_name: users.last_name,
  mobile: users.mobile_phone_number,
  pan: users.tin,
  product: applications.product,
  partner_name: partners.name,
  lender_name: lenders.name,
  status: applications.status,
  amount: applications.amount,
  submitted_at: applications.submitted_at,
  disbursed_amount: applications.disbursed_amount,
  disbursed_on: applications.disbursed_on,
  expected_commission: applications.expected_commission,
  lender_reference: applications.lender_reference,
  // The keyset of exports: as text, because a JavaScript Date drops the microseconds PostgreSQL keeps.
  cursor_at: sql<string>`${applications.created_at}::text`,
};

export type InternalRow = {
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
  expected_commission: string | null;
  lender_reference: string | null;
  cursor_at: string;
};

function selectInternal(db: Executor, where: SQL | undefined) {
  return db
    .select(internalColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .leftJoin(partners, eq(partners.id, applications.partner_id))
    .where(where)
    .orderBy(desc(applications.created_at), desc(applications.id));
}

export function internalReportPage(db: Executor, where: SQL | undefined, bounds: PageBounds): Promise<InternalRow[]> {
  return selectInternal(db, where).limit(bounds.limit).offset(bounds.offset);
}

export async function countInternalReport(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(applications).where(where);
  return row?.total ?? 0;
}

/** Every matching application, newest first, a batch at a time (keyset on created_at, id). */
export async function* internalReportBatches(db: Executor, where: SQL | undefined, size = 500) {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${applications.created_at}, ${applications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const batch: InternalRow[] = await selectInternal(db, and(where, keyset)).limit(size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1] as InternalRow;
    after = { at: last.cursor_at, id: last.application_id };
  }
}

// ---------- journeys ----------

const stepTimes = {
  landing: customer_journeys.landing_at,
  otp_verified: customer_journeys.otp_verified_at,
  profile_complete: customer_journeys.profile_complete_at,
  offers_viewed: customer_journeys.offers_viewed_at,
  offer_selected: customer_journeys.offer_selected_at,
};

function journeySearch(q: string): SQL {
  const reference = normalizeApplicationReference(q);
  if (reference) {
    return inArray(
      customer_journeys.user_id,
      sql`(select ${applications.user_id} from ${applications} where ${applications.reference} = ${reference})`,
    );
  }
  return patterns.guid.test(q)
    ? inArray(
        customer_journeys.user_id,
        sql`(select ${applications.user_id} from ${applications} where ${applications.id} = ${q.toLowerCase()})`,
      )
    : eq(users.mobile_phone_number, q);
}

export function journeysWhere(query: Omit<CustomersJourneyQuery, 'page' | 'pageSize' | 'sort'>, days: DayBounds) {
  return and(
    query.q
      ? journeySearch(query.q)
      : during(query.step ? stepTimes[query.step] : customer_journeys.last_seen_at, days.instants),
    query.product ? sql`${customer_journeys.product} = ${query.product}` : undefined,
    equalsWhenGiven(customer_journeys.partner_id, query.partnerId),
  );
}

const journeyColumns = {
  user_id: customer_journeys.user_id,
  first_name: users.first_name,
  last_name: users.last_name,
  mobile: users.mobile_phone_number,
  partner_name: partners.name,
  product: customer_journeys.product,
  utm_source: customer_journeys.utm_source,
  utm_campaign: customer_journeys.utm_campaign,
  first_seen_at: customer_journeys.first_seen_at,
  last_seen_at: customer_journeys.last_seen_at,
  furthest_step: customer_journeys.furthest_step,
  landing_at: customer_journeys.landing_at,
  otp_verified_at: customer_journeys.otp_verified_at,
  profile_complete_at: customer_journeys.profile_complete_at,
  offers_viewed_at: customer_journeys.offers_viewed_at,
  offer_selected_at: customer_journeys.offer_selected_at,
  events: customer_journeys.events,
  cursor_at: sql<string>`${customer_journeys.last_seen_at}::text`,
  applications: sql<number>`(select count(*)::int from ${applications} where ${applications.user_id} = ${customer_journeys.user_id})`,
};

function selectJourneys(db: Executor, where: SQL | undefined) {
  return db
    .select(journeyColumns)
    .from(customer_journeys)
    .innerJoin(users, eq(users.id, customer_journeys.user_id))
    .leftJoin(partners, eq(partners.id, customer_journeys.partner_id))
    .where(where)
    .orderBy(desc(customer_journeys.last_seen_at), desc(customer_journeys.user_id));
}

export type JourneyDbRow = Awaited<ReturnType<ReturnType<typeof selectJourneys>['execute']>>[number];

export function journeysPage(db: Executor, where: SQL | undefined, bounds: PageBounds): Promise<JourneyDbRow[]> {
  return selectJourneys(db, where).limit(bounds.limit).offset(bounds.offset);
}

/** How many journeys match; users are joined only for a search by mobile (a count over the index otherwise). */
export async function countJourneys(db: Executor, where: SQL | undefined, byMobile: boolean): Promise<number> {
  const base = db.select({ total: count() }).from(customer_journeys);
  const [row] = await (byMobile ? base.innerJoin(users, eq(users.id, customer_journeys.user_id)) : base).where(where);
  return row?.total ?? 0;
}

export async function* journeyBatches(db: Executor, where: SQL | undefined, size = 500) {
  let after: { at: string; userId: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${customer_journeys.last_seen_at}, ${customer_journeys.user_id}) < (${after.at}::timestamptz, ${after.userId}::int)`
      : undefined;
    const batch: JourneyDbRow[] = await selectJourneys(db, and(where, keyset)).limit(size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1] as JourneyDbRow;
    after = { at: last.cursor_at, userId: last.user_id };
  }
}

export async function findJourney(db: Executor, userId: number): Promise<JourneyDbRow | undefined> {
  const [row] = await selectJourneys(db, eq(customer_journeys.user_id, userId)).limit(1);
  return row;
}

/** A customer's newest events (at most `limit`), oldest first, and how many there are. */
export async function customerEvents(db: Executor, userId: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tracking_events.id,
        event: tracking_events.event,
        at: tracking_events.created_at,
        product: tracking_events.product,
        path: tracking_events.path,
        partner_name: partners.name,
        utms: tracking_events.utms,
      })
      .from(tracking_events)
      .leftJoin(partners, eq(partners.id, tracking_events.partner_id))
      .where(eq(tracking_events.user_id, userId))
      .orderBy(desc(tracking_events.id))
      .limit(limit),
    db.select({ total: count() }).from(tracking_events).where(eq(tracking_events.user_id, userId)),
  ]);
  return { events: rows.reverse(), total: total?.total ?? 0 };
}

export function customerApplications(db: Executor, userId: number) {
  return db
    .select({
      application_id: applications.id,
      lender_name: lenders.name,
      product: applications.product,
      status: applications.status,
      amount: applications.amount,
      created_at: applications.created_at,
    })
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .where(eq(applications.user_id, userId))
    .orderBy(applications.created_at);
}
