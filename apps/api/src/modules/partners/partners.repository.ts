import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { partners } from '../../db/schema/partners';

const brandingColumns = {
  id: partners.id,
  key: partners.key,
  name: partners.name,
  utm_id: partners.utm_id,
  logo: partners.logo,
  font_link: partners.font_link,
  font_family: partners.font_family,
  primary_color: partners.primary_color,
  secondary_color: partners.secondary_color,
  title: partners.title,
  terms_apply: partners.terms_apply,
};

export async function findActiveBranding(db: Executor, key: string) {
  const [row] = await db
    .select(brandingColumns)
    .from(partners)
    .where(and(eq(partners.key, key), eq(partners.status, 1), isNull(partners.deleted_at)))
    .limit(1);
  return row;
}
