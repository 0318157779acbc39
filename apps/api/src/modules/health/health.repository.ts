import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** One round trip: answers only when the database does. */
export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
