import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customer_profile_details } from '../../db/schema/customer';
import { users } from '../../db/schema/users';

export type UserUpdate = Partial<typeof users.$inferInsert>;
export type DetailsUpdate = Partial<Omit<typeof customer_profile_details.$inferInsert, 'user_id' | 'updated_at'>>;

export async function findEmail(db: Executor, userId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.email : undefined;
}

export async function updateUser(db: Executor, userId: number, values: UserUpdate): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findDetails(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(customer_profile_details)
    .where(eq(customer_profile_details.user_id, userId))
    .limit(1);
  return row;
}

export async function upsertDetails(db: Executor, userId: number, values: DetailsUpdate): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .insert(customer_profile_details)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: customer_profile_details.user_id, set: { ...values, updated_at: sql`now()` } });
}
