import { and, eq, isNull } from 'drizzle-orm';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { ReportProduct } from '@saakh/domain/reporting';
import type { FunnelEvent, Utms } from '@saakh/domain/tracking';
import type { Executor } from '../../db/client';
import { customer_apps } from '../../db/schema/applications';
import { tracking_events } from '../../db/schema/customer';
import { partners } from '../../db/schema/partners';
import { users } from '../../db/schema/users';

export async function findPartnerIdByKey(db: Executor, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.key, key), isNull(partners.deleted_at)))
    .limit(1);
  return row?.id;
}

export async function findUserPartnerId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ partnerId: users.partner_id }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.partnerId ?? null;
}

/** The product of a customer's own journey; undefined when the journey is not theirs. */
export async function ownAppProduct(db: Executor, appId: number, userId: number): Promise<LoanProductCode | undefined> {
  const [row] = await db
    .select({ product: customer_apps.product })
    .from(customer_apps)
    .where(and(eq(customer_apps.id, appId), eq(customer_apps.user_id, userId)))
    .limit(1);
  return row?.product;
}

export async function insertEvent(
  db: Executor,
  values: {
    event: FunnelEvent;
    categoryId: number;
    goalId: number;
    userId: number | null;
    appId: number | null;
    partnerId: number | null;
    urlSegment?: string | null;
    path?: string | null;
    utms?: Utms | null;
    product?: ReportProduct | null;
    ip?: string | null;
  },
): Promise<Date> {
  const [row] = await db
    .insert(tracking_events)
    .values({
      event: values.event,
      category_id: values.categoryId,
      goal_id: values.goalId,
      user_id: values.userId,
      app_id: values.appId,
      partner_id: values.partnerId,
      url_segment: values.urlSegment ?? null,
      path: values.path ?? null,
      utms: values.utms ?? null,
      product: values.product ?? null,
      ip: values.ip ?? null,
    })
    .returning({ at: tracking_events.created_at });
  return (row as { at: Date }).at;
}
