/** The queries behind the acting partner: which live partner a user or a key acts for, and its sub-partners. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { partner_users, partners } from '../../db/schema/partners';

/** A partner that is active and not deleted: the only kind anyone may act for. */
const livePartner = and(eq(partners.status, 1), isNull(partners.deleted_at));

/**
 * The live partner an active partner user belongs to, or the live partner of that id (a key's); undefined when the
 * user is disabled, or the partner disabled or deleted.
 */
export async function findLivePartnerId(
  db: Executor,
  by: { partnerUserId: number } | { partnerId: number },
): Promise<number | undefined> {
  if ('partnerUserId' in by) {
    const [row] = await db
      .select({ partnerId: partner_users.partner_id })
      .from(partner_users)
      .innerJoin(partners, eq(partners.id, partner_users.partner_id))
      .where(and(eq(partner_users.id, by.partnerUserId), eq(partner_users.status, 1), livePartner))
      .limit(1);
    return row?.partnerId;
  }
  const [row] = await db
    .select({ partnerId: partners.id })
    .from(partners)
    .where(and(eq(partners.id, by.partnerId), livePartner))
    .limit(1);
  return row?.partnerId;
}

/** The partner's sub-partners that are not deleted (one level, `partners.parent_partner_id`), by id. */
export async function subPartnerIds(db: Executor, partnerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.parent_partner_id, partnerId), isNull(partners.deleted_at)))
    .orderBy(asc(partners.id));
  return rows.map((row) => row.id);
}
