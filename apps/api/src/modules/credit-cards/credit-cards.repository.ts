import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CreditCardListQuery } from '@saakh/domain/credit-cards';
import { LIST_DEFAULT_PAGE_SIZE, type Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, inBatches, listOrPage, orderBy, type PageBounds, searchAny } from '../../db/lists';
import { credit_cards } from '../../db/schema/catalogue';

export type CreditCardRow = typeof credit_cards.$inferSelect;
export type CreditCardUpdate = Partial<typeof credit_cards.$inferInsert>;

const notDeleted = isNull(credit_cards.deleted_at);

type CreditCardListFilter = Omit<CreditCardListQuery, 'page' | 'pageSize'>;

/** Live cards matching the list's filters and search (by name). */
function listWhere(filter: CreditCardListFilter): SQL | undefined {
  return and(
    notDeleted,
    equalsWhenGiven(credit_cards.status, filter.status),
    equalsWhenGiven(credit_cards.secured, filter.secured),
    searchAny(filter.q, [credit_cards.category_name]),
  );
}

/** The asked order; cards that tie keep the customers' order (sort_order), then the id. */
function listOrder(sort: CreditCardListQuery['sort']): SQL[] {
  const columns = {
    sort_order: credit_cards.sort_order,
    category_name: credit_cards.category_name,
    annual_fee: credit_cards.annual_fee,
    status: credit_cards.status,
    secured: credit_cards.secured,
    updated_at: credit_cards.updated_at,
  };
  return orderBy(sort, columns, credit_cards.category_id, [asc(credit_cards.sort_order)]);
}

function selectCards(db: Executor, filter: CreditCardListFilter, bounds?: PageBounds) {
  const query = db
    .select()
    .from(credit_cards)
    .where(listWhere(filter))
    .orderBy(...listOrder(filter.sort));
  return bounds ? query.limit(bounds.limit).offset(bounds.offset) : query;
}

/** The whole list, or the page the query asks for. */
export function listCreditCards(
  db: Executor,
  query: CreditCardListQuery,
): Promise<CreditCardRow[] | Page<CreditCardRow>> {
  return listOrPage(query, LIST_DEFAULT_PAGE_SIZE, {
    items: (bounds) => selectCards(db, query, bounds),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(credit_cards).where(listWhere(query));
      return row?.n ?? 0;
    },
  });
}

/** Every card the list's filter matches, in its order, a batch at a time (exports). */
export function creditCardBatches(db: Executor, filter: CreditCardListFilter) {
  return inBatches((bounds) => selectCards(db, filter, bounds));
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
