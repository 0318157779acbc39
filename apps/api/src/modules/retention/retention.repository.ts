import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import type { RetentionEntry } from '../../retention-schedule';

type Rows = Pick<RetentionEntry, 'table' | 'since' | 'where'>;

/** The rows of an entry older than `cutoff`: the schedule's fixed column and condition, the cutoff a parameter. */
function expired(entry: Rows, cutoff: Date) {
  const condition = entry.where ? sql` and (${sql.raw(entry.where)})` : sql``;
  return sql`${sql.raw(entry.since)} < ${cutoff.toISOString()}::timestamptz${condition}`;
}

/** Deletes up to `limit` of an entry's rows older than `cutoff` in one statement; answers how many. */
export async function deleteExpired(db: Executor, entry: Rows, cutoff: Date, limit: number): Promise<number> {
  const table = sql.identifier(entry.table);
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with doomed as (
          select ctid from ${table} where ${expired(entry, cutoff)} limit ${limit}
        ), gone as (
          delete from ${table} where ctid in (select ctid from doomed) returning 1
        )
        select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The ids of up to `limit` of an entry's rows older than `cutoff`, oldest first. */
export async function expiredIds(db: Executor, entry: Rows, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(entry.table)} where ${expired(entry, cutoff)} order by id limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
