/** Queries of insurance quote and call-back requests: a customer's own, the de-dupe check, the admin list. */
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AdminInsuranceRequestListQuery, InsuranceRequestStatus } from '@saakh/domain/insurance-requests';
import type { InsuranceKind } from '@saakh/domain/insurance';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { partners } from '../../db/schema/partners';
import { insurance_requests } from '../../db/schema/products';
import { users } from '../../db/schema/users';

export type InsuranceRequestRow = typeof insurance_requests.$inferSelect;

/** Serialises one customer's requests until the transaction ends, so two taps at once make one request. */
export async function lockCustomerRequests(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('insurance-request'), ${userId})`);
}

export async function findRecentOpenRequest(
  db: Executor,
  where: { userId: number; kind: InsuranceKind; requestType: string; since: Date },
): Promise<InsuranceRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(insurance_requests)
    .where(
      and(
        eq(insurance_requests.user_id, where.userId),
        eq(insurance_requests.kind, where.kind),
        eq(insurance_requests.request_type, where.requestType as InsuranceRequestRow['request_type']),
        eq(insurance_requests.status, 'new'),
        gt(insurance_requests.created_at, where.since),
      ),
    )
    .orderBy(desc(insurance_requests.created_at))
    .limit(1);
  return row;
}

export async function customerPartnerId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ partner_id: users.partner_id }).from(users).where(eq(users.id, userId));
  return row?.partner_id ?? null;
}

export async function insertRequest(
  db: Executor,
  values: typeof insurance_requests.$inferInsert,
): Promise<InsuranceRequestRow> {
  const [row] = await db.insert(insurance_requests).values(values).returning();
  if (!row) throw new Error('insurance request not inserted');
  return row;
}

/** A customer's own requests, newest first (a handful: the de-dupe keeps repeats out). */
export async function listOwnRequests(db: Executor, userId: number, limit = 20): Promise<InsuranceRequestRow[]> {
  return db
    .select()
    .from(insurance_requests)
    .where(eq(insurance_requests.user_id, userId))
    .orderBy(desc(insurance_requests.created_at), desc(insurance_requests.id))
    .limit(limit);
}

const adminColumns = {
  id: insurance_requests.id,
  user_id: insurance_requests.user_id,
  kind: insurance_requests.kind,
  request_type: insurance_requests.request_type,
  preferred_time: insurance_requests.preferred_time,
  status: insurance_requests.status,
  created_at: insurance_requests.created_at,
  handled_at: insurance_requests.handled_at,
  first_name: users.first_name,
  last_name: users.last_name,
  mobile: users.mobile_phone_number,
  partner_name: partners.name,
  handled_by: admin_users.name,
};

export type AdminInsuranceRequestRow = {
  id: number;
  user_id: number;
  kind: InsuranceKind;
  request_type: InsuranceRequestRow['request_type'];
  preferred_time: InsuranceRequestRow['preferred_time'];
  status: InsuranceRequestStatus;
  created_at: Date;
  handled_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  mobile: string;
  partner_name: string | null;
  handled_by: string | null;
};

function adminWhere(query: AdminInsuranceRequestListQuery): SQL | undefined {
  return and(
    equalsWhenGiven(insurance_requests.status, query.status),
    equalsWhenGiven(insurance_requests.kind, query.kind),
    searchAny(query.q, [users.mobile_phone_number, users.first_name, users.last_name]),
  );
}

export function listRequests(
  db: Executor,
  query: AdminInsuranceRequestListQuery,
): Promise<Page<AdminInsuranceRequestRow>> {
  const where = adminWhere(query);
  const columns = { created_at: insurance_requests.created_at, status: insurance_requests.status };
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(adminColumns)
        .from(insurance_requests)
        .innerJoin(users, eq(users.id, insurance_requests.user_id))
        .leftJoin(partners, eq(partners.id, insurance_requests.partner_id))
        .leftJoin(admin_users, eq(admin_users.id, insurance_requests.handled_by))
        .where(where)
        .orderBy(...orderBy(query.sort, columns, insurance_requests.id, [desc(insurance_requests.created_at)]))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(insurance_requests)
          .innerJoin(users, eq(users.id, insurance_requests.user_id))
          .where(where)
      )[0]?.n ?? 0,
  });
}

export async function findRequestForUpdate(db: Executor, id: number): Promise<InsuranceRequestRow | undefined> {
  const [row] = await db.select().from(insurance_requests).where(eq(insurance_requests.id, id)).for('update');
  return row;
}

export async function setStatus(
  db: Executor,
  id: number,
  values: { status: InsuranceRequestStatus; handledBy: number },
): Promise<void> {
  await db
    .update(insurance_requests)
    .set({ status: values.status, handled_by: values.handledBy, handled_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(insurance_requests.id, id));
}
