/** Queries of a partner's settings: its row, its contact and the signed-in user (passwords are staff-accounts'). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { partner_users, partners } from '../../db/schema/partners';

export async function findPartner(db: Executor, id: number, lock = false) {
  const query = db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), isNull(partners.deleted_at)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updatePartner(db: Executor, id: number, values: Partial<typeof partners.$inferInsert>) {
  await db
    .update(partners)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(partners.id, id));
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: partner_users.id,
      name: partner_users.name,
      email: partner_users.email,
      username: partner_users.username,
    })
    .from(partner_users)
    .where(eq(partner_users.id, id))
    .limit(1);
  return row;
}
