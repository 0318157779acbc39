import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { languages, smart_list_items, smart_lists } from '../../db/schema/reference';

export async function listLanguages(db: Executor, countryKey?: string) {
  const query = db.select().from(languages).orderBy(asc(languages.id));
  return countryKey ? query.where(eq(languages.country_key, countryKey)) : query;
}

/** Every option of every list (or one list) in one query, ordered for display. */
export async function listOptions(db: Executor, listId?: number) {
  const query = db
    .select({
      listId: smart_lists.id,
      kind: smart_lists.kind,
      code: smart_list_items.code,
      en: smart_list_items.value_en,
      hi: smart_list_items.value_hi,
    })
    .from(smart_list_items)
    .innerJoin(smart_lists, eq(smart_lists.id, smart_list_items.list_id))
    .orderBy(asc(smart_lists.id), asc(smart_list_items.sort_order));
  return listId ? query.where(eq(smart_lists.id, listId)) : query;
}
