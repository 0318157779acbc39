import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { partners } from '../../db/schema/partners';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerUpdate = Partial<typeof partners.$inferInsert>;

const notDeleted = isNull(partners.deleted_at);

export async function listPartners(db: Executor): Promise<PartnerRow[]> {
  return db.select().from(partners).where(notDeleted).orderBy(asc(partners.name), asc(partners.id));
}

export async function findPartner(db: Executor, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), notDeleted))
    .limit(1);
  return row;
}

export async function findPartnerForUpdate(db: Executor, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), notDeleted))
    .limit(1)
    .for('update');
  return row;
}

/** Keys are unique over every partner row, deleted ones included (the column's unique index says so). */
export async function partnerKeyTaken(db: Executor, key: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.key, key), ne(partners.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** A UTM id names one partner's traffic, so no two live partners share one. */
export async function utmIdTaken(db: Executor, utmId: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(notDeleted, eq(sql`lower(${partners.utm_id})`, utmId.toLowerCase()), ne(partners.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function updatePartner(db: Executor, id: number, values: PartnerUpdate): Promise<PartnerRow> {
  const [row] = await db
    .update(partners)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(partners.id, id))
    .returning();
  if (!row) throw new Error(`Partner ${id} vanished during update`);
  return row;
}
