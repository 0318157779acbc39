/**
 * The daily rollup and the customers' journeys (decision 010): how a day's figures are counted from the raw rows,
 * and how the journey of a customer is kept as events arrive.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rangeInstants } from '@saakh/domain/date-ranges';
import { rollupMetrics, type ReportProduct, type RollupMetric } from '@saakh/domain/reporting';
import type { FunnelEvent, Utms } from '@saakh/domain/tracking';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';

/**
 * Counts one day (in India) into daily_rollup, replacing what was there, and stamps the day. Every source is read
 * through an index on its own date column, so a day costs the same at any size of history. Cards and insurance
 * have no application rows (the customer leaves for the issuer): their applications are the offer_selected clicks.
 */
type Dimensions = { product: SQL; partnerId: SQL; lenderId: SQL };

/** One source's select list: the three dimensions, then every metric in rollup order (0 where it counts nothing). */
function counted(dimensions: Dimensions, values: Partial<Record<RollupMetric, SQL>>): SQL {
  return sql.join(
    [
      sql`${dimensions.product} as product, ${dimensions.partnerId} as partner_id, ${dimensions.lenderId} as lender_id`,
      ...rollupMetrics.map((metric) => sql`${values[metric] ?? sql`0`} as ${sql.identifier(metric)}`),
    ],
    sql`, `,
  );
}

const ofApplication: Dimensions = {
  product: sql`a.product`,
  partnerId: sql`coalesce(a.partner_id, 0)`,
  lenderId: sql`a.lender_id`,
};

const metricList = sql.raw(rollupMetrics.join(', '));
const metricSums = sql.raw(rollupMetrics.map((metric) => `sum(${metric})`).join(', '));

/**
 * Counts one day (in India) into daily_rollup, replacing what was there, and stamps the day. Every source is read
 * through an index on its own date column, so a day costs the same at any size of history. Cards and insurance
 * have no application rows (the customer leaves for the issuer): their applications are the offer_selected clicks.
 */
export async function rebuildRollupDay(db: Executor, day: string, refreshedAt = new Date()): Promise<void> {
  const { start, end } = rangeInstants({ from: day, to: day });
  const during = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const sources = [
    sql`select ${counted(
      { product: sql`coalesce(e.product, '')`, partnerId: sql`coalesce(e.partner_id, 0)`, lenderId: sql`0` },
      {
        visitors: sql`count(*) filter (where e.event = 'landing')`,
        otp_verified: sql`count(*) filter (where e.event = 'otp_verified')`,
        profiles_completed: sql`count(*) filter (where e.event = 'profile_complete')`,
        offers_viewed: sql`count(*) filter (where e.event = 'offers_viewed')`,
        applications: sql`count(*) filter (where e.event = 'offer_selected')`,
      },
    )}
    from tracking_events e
    where ${during(sql`e.created_at`)} and (e.event <> 'offer_selected' or e.product in ('cards', 'insurance', 'vouchers'))
    group by 1, 2`,
    sql`select ${counted(
      { product: sql`c.product`, partnerId: sql`coalesce(c.partner_id, 0)`, lenderId: sql`0` },
      { leads: sql`count(*)` },
    )}
    from customer_apps c where ${during(sql`c.created_at`)} group by 1, 2`,
    sql`select ${counted(ofApplication, { applications: sql`count(*)` })}
    from applications a where ${during(sql`a.created_at`)} group by 1, 2, 3`,
    sql`select ${counted(ofApplication, { sent_to_lender: sql`count(*)` })}
    from applications a where ${during(sql`a.submitted_at`)} group by 1, 2, 3`,
    sql`select ${counted(ofApplication, {
      approved: sql`count(*) filter (where h.status = 'approved')`,
      rejected: sql`count(*) filter (where h.status = 'rejected')`,
      decision_hours: sql`coalesce(sum(extract(epoch from h.created_at - a.submitted_at) / 3600)
        filter (where h.created_at >= a.submitted_at), 0)`,
      decisions: sql`count(*) filter (where h.created_at >= a.submitted_at)`,
    })}
    from application_status_history h join applications a on a.id = h.application_id
    where h.status in ('approved', 'rejected') and ${during(sql`h.created_at`)}
    group by 1, 2, 3`,
    sql`select ${counted(ofApplication, {
      disbursed: sql`count(*)`,
      disbursed_amount: sql`coalesce(sum(a.disbursed_amount), 0)`,
      expected_commission: sql`coalesce(sum(a.expected_commission), 0)`,
    })}
    from applications a where a.disbursed_on = ${day} group by 1, 2, 3`,
    sql`select ${counted(
      { product: sql`coalesce(a.product, '')`, partnerId: sql`coalesce(a.partner_id, 0)`, lenderId: sql`r.lender_id` },
      { received_commission: sql`sum(r.commission_amount)` },
    )}
    from commission_receipts r left join applications a on a.id = r.application_id
    where r.payout_date = ${day} group by 1, 2, 3`,
  ];
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from daily_rollup where day = ${day}`);
    await tx.execute(sql`
      insert into daily_rollup (day, product, partner_id, lender_id, ${metricList})
      select ${day}::date, product, partner_id, lender_id, ${metricSums}
      from (${sql.join(sources, sql` union all `)}) counted
      group by product, partner_id, lender_id`);
    await tx.execute(sql`
      insert into rollup_days (day, refreshed_at) values (${day}, ${refreshedAt})
      on conflict (day) do update set refreshed_at = excluded.refreshed_at`);
  });
}

/** When each day of a range was last counted; days never counted are absent. */
export async function refreshTimes(db: Executor, from: string, to: string): Promise<Map<string, Date>> {
  const rows = await rowsOf<{ day: string; refreshed_at: Date | string }>(
    db,
    sql`select day::text as day, refreshed_at from rollup_days where day between ${from} and ${to}`,
  );
  return new Map(rows.map((row) => [row.day, new Date(row.refreshed_at)]));
}

/** Days of a range a rollup job has been asked for and not finished yet: their figures are on their way. */
export async function daysBeingCounted(db: Executor, from: string, to: string): Promise<Set<string>> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`select distinct day from job_outbox, jsonb_array_elements_text(payload->'days') as day
        where queue = 'rollup-days' and status in ('pending', 'queued', 'running') and day between ${from} and ${to}`,
  );
  return new Set(rows.map((row) => row.day));
}

/**
 * The days a lender file's apply can change the counts of, read before it applies: the disbursal dates its
 * applications have now, and the disbursal, MIS and payout dates its staged rows bring (an application keeps its
 * date unless a row gives one). One primary-key lookup per staged row (the `limit 1` keeps the lateral a lookup): a
 * join of the two would be planned from statistics that do not know the rows this transaction just wrote, and a
 * nested loop over 100,000 staged rows took minutes.
 */
export async function daysOfFile(db: Executor, fileId: number): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`
      select distinct d.day
      from ingest_rows r
      cross join lateral (
        select a.disbursed_on::text as day from applications a where a.id = r.application_id limit 1
      ) d
      where r.file_id = ${fileId} and d.day is not null
      union
      select distinct given.day
      from ingest_rows r
      cross join lateral (
        values (r.data->>'disbursed_on'), (r.data->>'disbursal_date'), (r.data->>'payout_date')
      ) as given(day)
      where r.file_id = ${fileId} and given.day is not null`,
  );
  return rows.map((row) => row.day);
}

// ---------- journeys ----------

const stepColumn = {
  landing: sql.raw('landing_at'),
  otp_verified: sql.raw('otp_verified_at'),
  profile_complete: sql.raw('profile_complete_at'),
  offers_viewed: sql.raw('offers_viewed_at'),
  offer_selected: sql.raw('offer_selected_at'),
} as const satisfies Record<FunnelEvent, unknown>;

/**
 * Keeps a customer's journey as one of their events is recorded: the first time of each step (any step means the
 * customer landed), the first campaign and partner, the latest product and activity.
 */
export async function recordJourneyEvent(
  db: Executor,
  event: {
    userId: number;
    event: FunnelEvent;
    partnerId: number | null;
    product: ReportProduct | null;
    utms: Utms | null;
    at: Date;
  },
): Promise<void> {
  const step = stepColumn[event.event];
  const landing = event.event === 'landing' ? sql`` : sql`, landing_at`;
  const landingValue = event.event === 'landing' ? sql`` : sql`, ${event.at}`;
  await db.execute(sql`
    insert into customer_journeys (user_id, partner_id, product, utm_source, utm_medium, utm_campaign,
      first_seen_at, last_seen_at, events, ${step}${landing})
    values (${event.userId}, ${event.partnerId}, ${event.product}, ${event.utms?.utm_source ?? null},
      ${event.utms?.utm_medium ?? null}, ${event.utms?.utm_campaign ?? null}, ${event.at}, ${event.at}, 1,
      ${event.at}${landingValue})
    on conflict (user_id) do update set
      partner_id = coalesce(customer_journeys.partner_id, excluded.partner_id),
      product = coalesce(excluded.product, customer_journeys.product),
      utm_source = coalesce(customer_journeys.utm_source, excluded.utm_source),
      utm_medium = coalesce(customer_journeys.utm_medium, excluded.utm_medium),
      utm_campaign = coalesce(customer_journeys.utm_campaign, excluded.utm_campaign),
      first_seen_at = least(customer_journeys.first_seen_at, excluded.first_seen_at),
      last_seen_at = greatest(customer_journeys.last_seen_at, excluded.last_seen_at),
      events = customer_journeys.events + 1,
      ${step} = coalesce(customer_journeys.${step}, excluded.${step})${
        event.event === 'landing'
          ? sql``
          : sql`,
      landing_at = coalesce(customer_journeys.landing_at, excluded.landing_at)`
      }`);
}

/**
 * Every journey counted again from the raw events (after a bulk load, or to check the kept ones): the same
 * result recordJourneyEvent reaches event by event.
 */
export async function rebuildJourneys(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from customer_journeys`);
    await tx.execute(sql`
      insert into customer_journeys (user_id, partner_id, product, utm_source, utm_medium, utm_campaign,
        first_seen_at, last_seen_at, landing_at, otp_verified_at, profile_complete_at, offers_viewed_at,
        offer_selected_at, events)
      select e.user_id,
        (array_agg(e.partner_id order by e.created_at, e.id) filter (where e.partner_id is not null))[1],
        (array_agg(e.product order by e.created_at desc, e.id desc) filter (where e.product is not null))[1],
        (array_agg(e.utms->>'utm_source' order by e.created_at, e.id) filter (where e.utms->>'utm_source' is not null))[1],
        (array_agg(e.utms->>'utm_medium' order by e.created_at, e.id) filter (where e.utms->>'utm_medium' is not null))[1],
        (array_agg(e.utms->>'utm_campaign' order by e.created_at, e.id) filter (where e.utms->>'utm_campaign' is not null))[1],
        min(e.created_at), max(e.created_at), min(e.created_at),
        min(e.created_at) filter (where e.event = 'otp_verified'),
        min(e.created_at) filter (where e.event = 'profile_complete'),
        min(e.created_at) filter (where e.event = 'offers_viewed'),
        min(e.created_at) filter (where e.event = 'offer_selected'),
        count(*)
      from tracking_events e
      where e.user_id is not null
      group by e.user_id`);
  });
}
