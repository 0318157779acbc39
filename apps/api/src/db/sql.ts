import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The rows of a hand-written statement (set-based updates with CTEs that the query builder cannot express). Both
 * drivers answer `{ rows }`; the row type is the statement's `select` list, which the caller names.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Executor, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/** A unique index refused the write (PostgreSQL 23505), directly or wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Holds a transaction-scoped advisory lock on a name until the transaction ends: transactions that take the same name
 * run that part one at a time, on every instance sharing the database.
 */
export async function lockForTransaction(tx: Executor, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** A statement takes at most 65,535 parameters: lists of ids are written a part at a time. */
export function chunks<T>(items: readonly T[], size = 4000): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** Integer ids as a list for `in (…)` in a hand-written statement. */
export function intList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}
