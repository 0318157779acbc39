/** The rate-limit store's queries on rate_limit_hits (decision 020): one fixed-window counter per hashed key. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rate_limit_hits } from '../db/schema/rate-limit';

export type Counter = { current: number; ttl: number };

/**
 * Milliseconds left in the row's window, never below 0. Counted to the statement's own time (`clock_timestamp()`), not
 * its transaction's start (`now()`): a hit that waited on another's row lock started before that hit opened the window,
 * and counted from its start it answered more time left than the window holds (60,009 ms of a 60,000 ms window).
 */
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rate_limit_hits.expires_at} - clock_timestamp())) * 1000))::integer`;

/**
 * Counts one hit in a single atomic upsert: the first hit opens a window of `windowMs`, every hit adds one, and a hit
 * after the window expired opens a new one. Answers the count and the milliseconds left.
 */
export async function countHit(db: Executor, keyHash: string, windowMs: number): Promise<Counter> {
  const expired = sql`${rate_limit_hits.expires_at} <= now()`;
  const [row] = await db
    .insert(rate_limit_hits)
    .values({
      key: keyHash,
      count: 1,
      expires_at: sql`now() + ${windowMs}::integer * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rate_limit_hits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rate_limit_hits.count} + 1 end`,
        expires_at: sql`case when ${expired} then excluded.expires_at else ${rate_limit_hits.expires_at} end`,
      },
    })
    .returning({ current: rate_limit_hits.count, ttl: ttlMs });
  return { current: row?.current ?? 1, ttl: Number(row?.ttl ?? windowMs) };
}

/** The counter as it stands in its open window (0 when there is none). */
export async function readCounter(db: Executor, keyHash: string): Promise<Counter> {
  const [row] = await db
    .select({ current: rate_limit_hits.count, ttl: ttlMs })
    .from(rate_limit_hits)
    .where(and(eq(rate_limit_hits.key, keyHash), gt(rate_limit_hits.expires_at, sql`now()`)));
  return { current: row?.current ?? 0, ttl: Number(row?.ttl ?? 0) };
}

export async function deleteExpired(db: Executor): Promise<void> {
  await db.delete(rate_limit_hits).where(lt(rate_limit_hits.expires_at, sql`now()`));
}
