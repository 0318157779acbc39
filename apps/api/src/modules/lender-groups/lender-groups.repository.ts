import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lender_groups } from '../../db/schema/catalogue';

export async function listLenderGroups(db: Executor) {
  return db
    .select({ id: lender_groups.id, name: lender_groups.name })
    .from(lender_groups)
    .orderBy(asc(lender_groups.name));
}

/** Group names are unique without regard to case, so "Banks" and "banks" cannot both exist. */
export async function lenderGroupNameTaken(db: Executor, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lender_groups.id })
    .from(lender_groups)
    .where(eq(sql`lower(${lender_groups.name})`, name.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export async function insertLenderGroup(db: Executor, name: string) {
  const [row] = await db
    .insert(lender_groups)
    .values({ name })
    .returning({ id: lender_groups.id, name: lender_groups.name });
  if (!row) throw new Error('Lender group insert returned no row');
  return row;
}
