import { and, eq, isNull } from 'drizzle-orm';
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

export async function appBelongsTo(db: Executor, appId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customer_apps.id })
    .from(customer_apps)
    .where(and(eq(customer_apps.id, appId), eq(customer_apps.user_id, userId)))
    .limit(1);
  return Boolean(row);
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
    ip?: string | null;
  },
): Promise<void> {
  await db.insert(tracking_events).values({
    event: values.event,
    category_id: values.categoryId,
    goal_id: values.goalId,
    user_id: values.userId,
    app_id: values.appId,
    partner_id: values.partnerId,
    url_segment: values.urlSegment ?? null,
    path: values.path ?? null,
    utms: values.utms ?? null,
    ip: values.ip ?? null,
  });
}
