/**
 * The signatures of provider calls already taken, so a captured call sent again is refused on every instance. They
 * live in the route limits' counter table (decision 020) as a window of one use per signature: its first hit counts
 * 1, a replay before the signature's expiry counts more, and expired rows are swept with the limits' own.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rate_limit_hits } from '../../db/schema/rate-limit';

/** The key a signature's use is kept under (a hash: the table's keys are). */
export function signatureKey(signature: string): string {
  return createHash('sha256').update('signed-call\n').update(signature).digest('hex');
}

/**
 * Records the uses of signatures (keys from signatureKey, each once in the list) and answers, for each, whether it is
 * the first within `rememberSeconds`: one statement for the lot. The database's clock keeps the time, as for the
 * limits whose sweep deletes these rows.
 */
export async function firstUsesOfSignatures(db: Executor, keys: string[], rememberSeconds: number): Promise<boolean[]> {
  if (keys.length === 0) return [];
  const expired = sql`${rate_limit_hits.expires_at} <= now()`;
  const rows = await db
    .insert(rate_limit_hits)
    .values(
      keys.map((key) => ({
        key,
        count: 1,
        expires_at: sql`now() + ${rememberSeconds}::integer * interval '1 second'`,
      })),
    )
    .onConflictDoUpdate({
      target: rate_limit_hits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rate_limit_hits.count} + 1 end`,
        expires_at: sql`case when ${expired} then excluded.expires_at else ${rate_limit_hits.expires_at} end`,
      },
    })
    .returning({ key: rate_limit_hits.key, count: rate_limit_hits.count });
  const first = new Set(rows.filter((row) => row.count === 1).map((row) => row.key));
  return keys.map((key) => first.has(key));
}
