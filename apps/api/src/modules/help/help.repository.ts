import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { help_requests } from '../../db/schema/customer';

export type HelpRequestRow = typeof help_requests.$inferSelect;

export async function insertHelpRequest(
  db: Executor,
  values: typeof help_requests.$inferInsert,
): Promise<HelpRequestRow> {
  const [row] = await db.insert(help_requests).values(values).returning();
  if (!row) throw new Error('Help request insert returned no row');
  return row;
}

export async function setForwardStatus(db: Executor, id: number, status: 'forwarded' | 'failed'): Promise<void> {
  await db
    .update(help_requests)
    .set({ forward_status: status, ...(status === 'forwarded' ? { forwarded_at: sql`now()` } : {}) })
    .where(eq(help_requests.id, id));
}

export async function findHelpRequest(db: Executor, id: number): Promise<HelpRequestRow | undefined> {
  const [row] = await db.select().from(help_requests).where(eq(help_requests.id, id)).limit(1);
  return row;
}
