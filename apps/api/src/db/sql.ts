import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The rows of a hand-written statement (set-based updates with CTEs that the query builder cannot express). Both
 * drivers answer `{ rows }`; the row type is the statement's `select` list, which the caller names.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Executor, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}
