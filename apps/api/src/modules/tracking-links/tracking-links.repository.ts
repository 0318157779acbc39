import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@saakh/domain/lists';
import type { ReportProduct } from '@saakh/domain/product-types';
import type { TrackingLinkCounts, TrackingLinkListQuery } from '@saakh/domain/tracking-links';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { partners } from '../../db/schema/partners';
import { tracking_link_clicks, tracking_links } from '../../db/schema/tracking-links';
import { rowsOf } from '../../db/sql';

export type TrackingLinkRow = {
  id: number;
  code: string;
  partner_id: number;
  partner_name: string;
  campaign: string;
  url_segment: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  product: ReportProduct | null;
  active: boolean;
  created_at: Date;
  created_by_name: string | null;
};

const linkColumns = {
  id: tracking_links.id,
  code: tracking_links.code,
  partner_id: tracking_links.partner_id,
  partner_name: partners.name,
  campaign: tracking_links.campaign,
  url_segment: tracking_links.url_segment,
  utm_source: tracking_links.utm_source,
  utm_medium: tracking_links.utm_medium,
  utm_campaign: tracking_links.utm_campaign,
  product: tracking_links.product,
  active: tracking_links.active,
  created_at: tracking_links.created_at,
  created_by_name: admin_users.name,
};

function linksWithNames(db: Executor) {
  return db
    .select(linkColumns)
    .from(tracking_links)
    .innerJoin(partners, eq(partners.id, tracking_links.partner_id))
    .leftJoin(admin_users, eq(admin_users.id, tracking_links.created_by));
}

function listWhere(query: TrackingLinkListQuery): SQL | undefined {
  return and(
    equalsWhenGiven(tracking_links.partner_id, query.partner_id),
    equalsWhenGiven(tracking_links.active, query.active),
    searchAny(query.q, [
      tracking_links.code,
      tracking_links.campaign,
      tracking_links.url_segment,
      tracking_links.utm_source,
      tracking_links.utm_medium,
      tracking_links.utm_campaign,
    ]),
  );
}

/** The asked order; links that tie stay newest first, then by id. */
function listOrder(sort: TrackingLinkListQuery['sort']): SQL[] {
  const columns = {
    created_at: tracking_links.created_at,
    campaign: tracking_links.campaign,
    code: tracking_links.code,
    utm_source: tracking_links.utm_source,
  };
  return orderBy(sort, columns, tracking_links.id, [sql`${tracking_links.created_at} desc`]);
}

export function listLinks(db: Executor, query: TrackingLinkListQuery): Promise<Page<TrackingLinkRow>> {
  return listPage(query, {
    items: ({ limit, offset }) =>
      linksWithNames(db)
        .where(listWhere(query))
        .orderBy(...listOrder(query.sort))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(tracking_links).where(listWhere(query));
      return row?.n ?? 0;
    },
  });
}

export async function findLink(db: Executor, id: number): Promise<TrackingLinkRow | undefined> {
  const [row] = await linksWithNames(db).where(eq(tracking_links.id, id)).limit(1);
  return row;
}

/** The link, locked until the transaction ends, so two switches of one link happen one after the other. */
export async function lockLink(db: Executor, id: number): Promise<{ id: number; active: boolean } | undefined> {
  const [row] = await db
    .select({ id: tracking_links.id, active: tracking_links.active })
    .from(tracking_links)
    .where(eq(tracking_links.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function setActive(db: Executor, id: number, active: boolean): Promise<void> {
  await db
    .update(tracking_links)
    .set({ active, updated_at: sql`now()` })
    .where(eq(tracking_links.id, id));
}

/** A partner that is not deleted: its id, name and the key of its landing page. */
export async function findPartner(
  db: Executor,
  id: number,
): Promise<{ id: number; key: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: partners.id, key: partners.key, name: partners.name })
    .from(partners)
    .where(and(eq(partners.id, id), isNull(partners.deleted_at)))
    .limit(1);
  return row;
}

/** Whether /{segment} is a landing page: the key of a partner that is not deleted. */
export async function segmentExists(db: Executor, segment: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.key, segment), isNull(partners.deleted_at)))
    .limit(1);
  return Boolean(row);
}

export async function insertLink(
  db: Executor,
  values: {
    code: string;
    partner_id: number;
    campaign: string;
    url_segment: string;
    utm_source: string;
    utm_medium: string;
    utm_campaign: string;
    product: ReportProduct | null;
    created_by: number;
  },
): Promise<number> {
  const [row] = await db.insert(tracking_links).values(values).returning({ id: tracking_links.id });
  if (!row) throw new Error('Tracking link insert returned no row');
  return row.id;
}

export type ClickTarget = {
  code: string;
  url_segment: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  product: ReportProduct | null;
};

/**
 * A redirect through /t/{code}: the active link's landing, with its click written in the same statement (one round
 * trip, nothing left for later). An unknown or switched-off code answers nothing and writes nothing. When no partner
 * has the link's segment any more (its key was changed), the link lands on its own partner's page as it is now.
 */
export async function recordClick(db: Executor, code: string): Promise<ClickTarget | undefined> {
  const [row] = await rowsOf<ClickTarget>(
    db,
    sql`
      with link as (
        select l.id, l.code, coalesce(landing.key, own.key) as url_segment, l.utm_source, l.utm_medium,
          l.utm_campaign, l.product
        from ${tracking_links} l
        join ${partners} own on own.id = l.partner_id
        left join ${partners} landing on landing.key = l.url_segment and landing.deleted_at is null
        where l.code = ${code} and l.active
      ), click as (
        insert into ${tracking_link_clicks} (link_id) select id from link
      )
      select code, url_segment, utm_source, utm_medium, utm_campaign, product from link`,
  );
  return row;
}

type CountsRow = { id: number } & TrackingLinkCounts;

/**
 * The figures of a page of links over a range, in one statement (decision 012). A customer belongs to the link
 * whose code the first of their code-carrying events had (first touch); from that moment on their OTP verification,
 * applications (loans, and card or insurance click-outs as the reports count them) and disbursals are the link's.
 * Every source is reached through an index: clicks by link and time, the customers by the code index, then each
 * customer's own rows by user.
 */
export async function countsFor(
  db: Executor,
  links: { id: number; code: string }[],
  range: { start: Date; end: Date; from: string; to: string },
): Promise<Map<number, TrackingLinkCounts>> {
  if (links.length === 0) return new Map();
  const idList = sql.join(
    links.map((link) => sql`${link.id}`),
    sql`, `,
  );
  // The codes as values, not a subquery: the planner then reads the code index for exactly these.
  const codeList = sql.join(
    links.map((link) => sql`${link.code}`),
    sql`, `,
  );
  const { start, end, from, to } = range;
  const rows = await rowsOf<CountsRow>(
    db,
    sql`
      with page_links as (
        select id, code from tracking_links where id in (${idList})
      ), carriers as (
        select distinct e.user_id
        from tracking_events e
        where (e.utms ->> 'utm_content') in (${codeList})
          and (e.utms ->> 'utm_content') is not null and e.user_id is not null
      ), customers as (
        select c.user_id, touch.link_id, touch.at
        from carriers c
        cross join lateral (
          select l.id as link_id, e.created_at as at
          from tracking_events e join tracking_links l on l.code = (e.utms ->> 'utm_content')
          where e.user_id = c.user_id and (e.utms ->> 'utm_content') is not null
          order by e.created_at, e.id
          limit 1
        ) touch
        where touch.link_id in (select id from page_links)
      ), clicks as (
        select link_id, count(*)::int as n from tracking_link_clicks
        where link_id in (${idList}) and created_at >= ${start} and created_at < ${end}
        group by link_id
      ), otp as (
        select c.link_id, count(*)::int as n from customers c
        where exists (
          select 1 from tracking_events e
          where e.user_id = c.user_id and e.event = 'otp_verified' and e.created_at >= c.at
            and e.created_at >= ${start} and e.created_at < ${end})
        group by c.link_id
      ), loans as (
        select c.link_id, count(*)::int as n from customers c join applications a on a.user_id = c.user_id
        where a.created_at >= c.at and a.created_at >= ${start} and a.created_at < ${end}
        group by c.link_id
      ), click_outs as (
        select c.link_id, count(*)::int as n from customers c join tracking_events e on e.user_id = c.user_id
        where e.event = 'offer_selected' and e.product in ('cards', 'insurance', 'vouchers') and e.created_at >= c.at
          and e.created_at >= ${start} and e.created_at < ${end}
        group by c.link_id
      ), disbursals as (
        select c.link_id, count(*)::int as n from customers c join applications a on a.user_id = c.user_id
        where a.disbursed_on between ${from} and ${to} and a.created_at >= c.at
        group by c.link_id
      )
      select l.id,
        coalesce(clicks.n, 0) as clicks,
        coalesce(otp.n, 0) as otp_verified,
        coalesce(loans.n, 0) + coalesce(click_outs.n, 0) as applications,
        coalesce(disbursals.n, 0) as disbursals
      from page_links l
      left join clicks on clicks.link_id = l.id
      left join otp on otp.link_id = l.id
      left join loans on loans.link_id = l.id
      left join click_outs on click_outs.link_id = l.id
      left join disbursals on disbursals.link_id = l.id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        clicks: Number(row.clicks),
        otp_verified: Number(row.otp_verified),
        applications: Number(row.applications),
        disbursals: Number(row.disbursals),
      },
    ]),
  );
}
