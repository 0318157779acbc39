import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { credit_cards } from '../../db/schema/catalogue';

export type CreditCardRow = typeof credit_cards.$inferSelect;
export type CreditCardUpdate = Partial<typeof credit_cards.$inferInsert>;

const notDeleted = isNull(credit_cards.deleted_at);

export async function listCreditCards(db: Executor): Promise<CreditCardRow[]> {
  return db
    .select()
    .from(credit_cards)
    .where(notDeleted)
    .orderBy(asc(credit_cards.sort_order), asc(credit_cards.category_id));
}

export async function findCreditCardForUpdate(db: Executor, id: number): Promise<CreditCardRow | undefined> {
  const [row] = await db
    .select()
    .from(credit_cards)
    .where(and(eq(credit_cards.category_id, id), notDeleted))
    .limit(1)
    .for('update');
  return row;
}

/** Card names are unique among live cards, without regard to case. */
export async function cardNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: credit_cards.category_id })
    .from(credit_cards)
    .where(
      and(
        notDeleted,
        eq(sql`lower(${credit_cards.category_name})`, name.toLowerCase()),
        exceptId ? ne(credit_cards.category_id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A new card goes to the end of the list. */
export async function insertCreditCard(db: Executor, name: string): Promise<CreditCardRow> {
  const [row] = await db
    .insert(credit_cards)
    .values({
      category_name: name,
      sort_order: sql`(select coalesce(max(${credit_cards.sort_order}) + 1, 0) from ${credit_cards} where ${credit_cards.deleted_at} is null)`,
    })
    .returning();
  if (!row) throw new Error('Credit card insert returned no row');
  return row;
}

export async function updateCreditCard(db: Executor, id: number, values: CreditCardUpdate): Promise<CreditCardRow> {
  const [row] = await db
    .update(credit_cards)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(credit_cards.category_id, id))
    .returning();
  if (!row) throw new Error(`Credit card ${id} vanished during update`);
  return row;
}

export async function softDeleteCreditCard(db: Executor, id: number): Promise<void> {
  await db
    .update(credit_cards)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(credit_cards.category_id, id), notDeleted));
}
