/**
 * The signatures of provider calls already taken, so a captured call sent again is refused on every instance. They
 * live in the route limits' counter table (decision 020) as a window of one use per signature: its first hit counts
 * 1, a replay before the signature's expiry counts more, and expired rows are swept with the limits' own.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rate_limit_hits } from '../../db/schema/rate-limit';

/**
 * Records a signature's use and answers whether it is the first within `rememberSeconds`. The database's clock keeps
 * the time, as for the limits whose sweep deletes these rows.
 */
export async function firstUseOfSignature(db: Executor, signature: string, rememberSeconds: number): Promise<boolean> {
  const key = createHash('sha256').update('signed-call\n').update(signature).digest('hex');
  const expired = sql`${rate_limit_hits.expires_at} <= now()`;
  const [row] = await db
    .insert(rate_limit_hits)
    .values({ key, count: 1, expires_at: sql`now() + ${rememberSeconds}::integer * interval '1 second'` })
    .onConflictDoUpdate({
      target: rate_limit_hits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rate_limit_hits.count} + 1 end`,
        expires_at: sql`case when ${expired} then excluded.expires_at else ${rate_limit_hits.expires_at} end`,
      },
    })
    .returning({ count: rate_limit_hits.count });
  return row?.count === 1;
}
