import { and, count, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DedupeDecision, DedupeLogListQuery, DedupeMatch } from '@saakh/domain/dedupe';
import type { Page } from '@saakh/domain/lists';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, type PageBounds } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { applications } from '../../db/schema/applications';
import { dedupe_logs } from '../../db/schema/dedupe';
import { partners } from '../../db/schema/partners';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../db/sql';

/**
 * Serialises the de-dupe decisions of one product for one mobile number and one PAN until the transaction ends, so
 * of two applications created at once for the same person the second waits, then sees the first. The keys are taken
 * in one order (by their text), so two creations sharing only a PAN cannot deadlock.
 */
export async function lockLeadKeys(db: Executor, userId: number, product: LoanProductCode): Promise<void> {
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('dedupe:' || ${product} || ':' || k, 0))
    from (
      select distinct k
      from ${users} u, unnest(array['m:' || u.mobile_phone_number, 'p:' || u.tin]) as k
      where u.id = ${userId} and k is not null
      order by k
    ) as keys`);
}

export type FirstApplication = { id: string; partner_id: number | null; matched_on: DedupeMatch };

/**
 * The first application for this product within the window by anyone with this customer's mobile number or PAN
 * (the customer included). One statement over indexes: the customer by id, the matching customers by the unique
 * mobile and users_tin_idx, their applications by applications_user_idx (user_id, created_at).
 */
export async function findFirstInWindow(
  db: Executor,
  lead: { userId: number; product: LoanProductCode; windowDays: number },
): Promise<FirstApplication | undefined> {
  const [row] = await rowsOf<FirstApplication>(
    db,
    sql`
      with me as (select mobile_phone_number as mobile, tin from ${users} where id = ${lead.userId})
      select a.id, a.partner_id,
             case when u.mobile_phone_number = me.mobile then 'mobile' else 'pan' end as matched_on
      from me
      join ${users} u on u.mobile_phone_number = me.mobile or u.tin = me.tin
      join ${applications} a on a.user_id = u.id
      where a.product = ${lead.product}
        and a.created_at >= now() - make_interval(days => ${lead.windowDays})
      order by a.created_at, a.id
      limit 1`,
  );
  return row;
}

export async function insertLog(
  db: Executor,
  values: {
    applicationId: string;
    firstApplicationId: string;
    userId: number;
    product: LoanProductCode;
    matchedOn: DedupeMatch;
    firstPartnerId: number | null;
    duplicatePartnerId: number | null;
    windowDays: number;
  },
): Promise<void> {
  await db.insert(dedupe_logs).values({
    application_id: values.applicationId,
    first_application_id: values.firstApplicationId,
    user_id: values.userId,
    product: values.product,
    matched_on: values.matchedOn,
    first_partner_id: values.firstPartnerId,
    duplicate_partner_id: values.duplicatePartnerId,
    window_days: values.windowDays,
  });
}

const firstPartner = alias(partners, 'first_partner');
const duplicatePartner = alias(partners, 'duplicate_partner');

/** A log row as the admin page reads it, with the customer's numbers (masked by the service) and the names. */
const logColumns = {
  id: dedupe_logs.id,
  created_at: dedupe_logs.created_at,
  application_id: dedupe_logs.application_id,
  first_application_id: dedupe_logs.first_application_id,
  product: dedupe_logs.product,
  matched_on: dedupe_logs.matched_on,
  mobile: users.mobile_phone_number,
  pan: users.tin,
  first_partner_id: dedupe_logs.first_partner_id,
  first_partner_name: firstPartner.name,
  duplicate_partner_id: dedupe_logs.duplicate_partner_id,
  duplicate_partner_name: duplicatePartner.name,
  window_days: dedupe_logs.window_days,
  decision: dedupe_logs.decision,
  overridden_by_name: admin_users.name,
  override_reason: dedupe_logs.override_reason,
  overridden_at: dedupe_logs.overridden_at,
};

export type LogRow = {
  id: number;
  created_at: Date;
  application_id: string;
  first_application_id: string;
  product: LoanProductCode;
  matched_on: DedupeMatch;
  mobile: string;
  pan: string | null;
  first_partner_id: number | null;
  first_partner_name: string | null;
  duplicate_partner_id: number | null;
  duplicate_partner_name: string | null;
  window_days: number;
  decision: DedupeDecision;
  overridden_by_name: string | null;
  override_reason: string | null;
  overridden_at: Date | null;
};

function selectLogs(db: Executor) {
  return db
    .select(logColumns)
    .from(dedupe_logs)
    .innerJoin(users, eq(users.id, dedupe_logs.user_id))
    .leftJoin(firstPartner, eq(firstPartner.id, dedupe_logs.first_partner_id))
    .leftJoin(duplicatePartner, eq(duplicatePartner.id, dedupe_logs.duplicate_partner_id))
    .leftJoin(admin_users, eq(admin_users.id, dedupe_logs.overridden_by));
}

export type Instants = { start: Date; end: Date };

function listWhere(query: DedupeLogListQuery, instants: Instants | undefined): SQL | undefined {
  return and(
    instants ? gte(dedupe_logs.created_at, instants.start) : undefined,
    instants ? lt(dedupe_logs.created_at, instants.end) : undefined,
    equalsWhenGiven(dedupe_logs.product, query.product),
    equalsWhenGiven(dedupe_logs.decision, query.decision),
    query.partner_id === undefined
      ? undefined
      : or(eq(dedupe_logs.first_partner_id, query.partner_id), eq(dedupe_logs.duplicate_partner_id, query.partner_id)),
    query.q === undefined
      ? undefined
      : or(eq(dedupe_logs.application_id, query.q), eq(dedupe_logs.first_application_id, query.q)),
  );
}

export function listLogs(
  db: Executor,
  query: DedupeLogListQuery,
  instants: Instants | undefined,
): Promise<Page<LogRow>> {
  const where = listWhere(query, instants);
  return listPage(query, {
    items: ({ limit, offset }: PageBounds) =>
      selectLogs(db)
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: dedupe_logs.created_at }, dedupe_logs.id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(dedupe_logs).where(where);
      return row?.n ?? 0;
    },
  });
}

export async function findLog(db: Executor, id: number): Promise<LogRow | undefined> {
  const [row] = await selectLogs(db).where(eq(dedupe_logs.id, id)).limit(1);
  return row;
}

/** The log and its duplicate application, locked until the transaction ends: two overrides take turns. */
export async function findLogForOverride(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: dedupe_logs.id,
      decision: dedupe_logs.decision,
      application_id: dedupe_logs.application_id,
      first_partner_id: dedupe_logs.first_partner_id,
      duplicate_partner_id: dedupe_logs.duplicate_partner_id,
      application_partner_id: applications.partner_id,
      application_created_at: applications.created_at,
      disbursed_on: applications.disbursed_on,
    })
    .from(dedupe_logs)
    .innerJoin(applications, eq(applications.id, dedupe_logs.application_id))
    .where(eq(dedupe_logs.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function setApplicationPartner(db: Executor, applicationId: string, partnerId: number | null) {
  await db
    .update(applications)
    .set({ partner_id: partnerId, updated_at: sql`now()` })
    .where(eq(applications.id, applicationId));
}

export async function markOverridden(db: Executor, id: number, values: { adminId: number; reason: string }) {
  await db
    .update(dedupe_logs)
    .set({
      decision: 'overridden',
      overridden_by: values.adminId,
      override_reason: values.reason,
      overridden_at: sql`now()`,
    })
    .where(eq(dedupe_logs.id, id));
}

/**
 * The leads a partner brought that another side holds: duplicates it lost to the first partner, and first leads an
 * admin gave to the later partner. Only what the partner may know: never the other partner or its application.
 */
function partnerDuplicatesWhere(partnerId: number): SQL {
  return or(
    and(eq(dedupe_logs.decision, 'first_partner_kept'), eq(dedupe_logs.duplicate_partner_id, partnerId)),
    and(eq(dedupe_logs.decision, 'overridden'), eq(dedupe_logs.first_partner_id, partnerId)),
  ) as SQL;
}

export type PartnerDuplicateRow = { id: number; created_at: Date; product: LoanProductCode; mobile: string };

export function listPartnerDuplicates(
  db: Executor,
  partnerId: number,
  query: { page: number; pageSize: number; sort: 'created_at' | '-created_at' },
): Promise<Page<PartnerDuplicateRow>> {
  const where = partnerDuplicatesWhere(partnerId);
  return listPage(query, {
    items: ({ limit, offset }: PageBounds) =>
      db
        .select({
          id: dedupe_logs.id,
          created_at: dedupe_logs.created_at,
          product: dedupe_logs.product,
          mobile: users.mobile_phone_number,
        })
        .from(dedupe_logs)
        .innerJoin(users, eq(users.id, dedupe_logs.user_id))
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: dedupe_logs.created_at }, dedupe_logs.id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(dedupe_logs).where(where);
      return row?.n ?? 0;
    },
  });
}
