/** The erasure tests' search of the whole database for a person's values (decision 015). */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/sql';

/**
 * Every text, varchar, char, json or jsonb column of every table, in every schema, that holds one of the needles
 * (in any letter case) in at least one row, as `schema.table.column`.
 */
export async function columnsHolding(db: Executor, needles: readonly string[]): Promise<string[]> {
  const columns = await rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    db,
    sql`select c.table_schema, c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where tb.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        order by c.table_schema, c.table_name, c.column_name`,
  );
  const patterns = sql.join(
    needles.map((needle) => sql`${`%${needle}%`}`),
    sql`, `,
  );
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table_schema)}.${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ilike any(array[${patterns}])`,
    );
    if ((row?.n ?? 0) > 0) found.push(`${table_schema}.${table_name}.${column_name}`);
  }
  return found;
}
