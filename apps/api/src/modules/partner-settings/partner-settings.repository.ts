/** Queries of a partner's settings: its row, its contact, the user's password and the other sessions of the user. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema/auth';
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

export async function findUser(db: Executor, id: number, lock = false) {
  const query = db.select().from(partner_users).where(eq(partner_users.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(partner_users).set({ password_hash: passwordHash }).where(eq(partner_users.id, userId));
}

/** Ends every live session of the partner user except the one given (the one changing the password). */
export async function revokeOtherSessions(db: Executor, userId: number, keepSessionId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(sessions.kind, 'partner'),
        eq(sessions.subject_id, userId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revoked_at),
      ),
    );
}
