import { and, sql, type SQL } from 'drizzle-orm';
import {
  hindiContentFields,
  type HindiContentEntity,
  type MissingHindiItem,
  type MissingHindiQuery,
} from '@saakh/domain/hindi-content';
import { parseSort } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { credit_cards, lenders } from '../../db/schema/catalogue';
import { insurance_products } from '../../db/schema/customer';
import { likePattern } from '../../db/lists';

/** A blank text counts as missing, on either side. */
const filled = (value: SQL) => sql`nullif(btrim(${value}), '') is not null`;
const lines = (value: SQL) => sql`jsonb_array_length(${value}) > 0`;
const joined = (value: SQL) => sql`(select string_agg(x, ' | ') from jsonb_array_elements_text(${value}) x)`;

/** One lateral row per pair of a lender: (field, English, whether the Hindi is there). */
function lenderPairs(): SQL {
  const pairs = hindiContentFields.lender.map((field) => {
    const en = sql.identifier(field);
    const hi = sql.identifier(`${field}_hi`);
    return sql`(${field}, l.${en}, ${filled(sql`l.${en}`)}, ${filled(sql`l.${hi}`)})`;
  });
  return sql`
    select 'lender' as entity, l.id, coalesce(l.display_name, l.name) || ' (' || upper(l.product) || ')' as name,
           f.field, f.english
    from ${lenders} l
    cross join lateral (values ${sql.join(pairs, sql`, `)}) f(field, english, has_en, has_hi)
    where l.deleted_at is null and f.has_en and not f.has_hi`;
}

function cardPairs(): SQL {
  return sql`
    select 'credit_card' as entity, c.category_id as id, c.category_name as name, f.field, f.english
    from ${credit_cards} c
    cross join lateral (values
      ('category_name', c.category_name, ${filled(sql`c.category_name`)}, ${filled(sql`c.category_name_hi`)}),
      ('key_feature', c.key_feature, ${filled(sql`c.key_feature`)}, ${filled(sql`c.key_feature_hi`)}),
      ('marketing_bullets', ${joined(sql`c.marketing_bullets`)}, ${lines(sql`c.marketing_bullets`)},
        ${lines(sql`c.marketing_bullets_hi`)})
    ) f(field, english, has_en, has_hi)
    where c.deleted_at is null and f.has_en and not f.has_hi`;
}

function insurancePairs(): SQL {
  return sql`
    select 'insurance' as entity, i.id, i.key as name, f.field, f.english
    from ${insurance_products} i
    cross join lateral (values
      ('name', i.name_en, ${filled(sql`i.name_en`)}, ${filled(sql`i.name_hi`)}),
      ('description', i.description_en, ${filled(sql`i.description_en`)}, ${filled(sql`i.description_hi`)}),
      ('features', ${joined(sql`i.features_en`)}, ${lines(sql`i.features_en`)}, ${lines(sql`i.features_hi`)})
    ) f(field, english, has_en, has_hi)
    where f.has_en and not f.has_hi`;
}

/**
 * One page of the texts without Hindi. The catalogue tables are small (hundreds of rows, admin-entered), so the
 * check reads them whole rather than keeping a second copy of the state in an index; one query answers the page and
 * the total (window count).
 */
export async function pageMissingHindi(
  db: Executor,
  query: MissingHindiQuery,
): Promise<{ items: MissingHindiItem[]; total: number }> {
  const { column, direction } = parseSort(query.sort);
  const by = sql.raw(`m.${column} ${direction}`);
  const where = and(
    query.entity ? sql`m.entity = ${query.entity}` : undefined,
    query.q ? sql`(m.name ilike ${likePattern(query.q)} or m.english ilike ${likePattern(query.q)})` : undefined,
  );
  const source = sql`(${lenderPairs()} union all ${cardPairs()} union all ${insurancePairs()}) m`;
  const rows = await db
    .select({
      entity: sql<HindiContentEntity>`m.entity`,
      id: sql<number>`m.id`,
      name: sql<string>`m.name`,
      field: sql<string>`m.field`,
      english: sql<string>`coalesce(m.english, '')`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(source)
    .where(where)
    .orderBy(by, sql`m.entity`, sql`m.name collate "C"`, sql`m.id`, sql`m.field`)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(source)
      .where(where);
    return { items: [], total: counted?.n ?? 0 };
  }
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}
