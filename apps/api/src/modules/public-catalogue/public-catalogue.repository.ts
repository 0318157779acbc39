import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { equalsWhenGiven } from '../../db/lists';
import { credit_cards } from '../../db/schema/catalogue';

/** Active, not deleted cards in the admins' order; `secured` narrows to secured (1) or unsecured (0) cards. */
export async function listPublicCreditCards(db: Executor, secured?: 0 | 1) {
  return db
    .select()
    .from(credit_cards)
    .where(
      and(eq(credit_cards.status, 1), isNull(credit_cards.deleted_at), equalsWhenGiven(credit_cards.secured, secured)),
    )
    .orderBy(asc(credit_cards.sort_order), asc(credit_cards.category_id));
}
