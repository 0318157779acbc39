/**
 * Which partners' data a partner session may read (issue 12): its own, and its sub-partners' where it is their
 * parent (one level, `partners.parent_partner_id`). Every partner-area query filters by `ids`; a row of any other
 * partner is never read, and a request naming one answers 404 as if it did not exist.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PartnerSession } from '@saakh/domain/auth';
import type { Executor } from '../../db/client';
import { partners } from '../../db/schema/partners';

export type PartnerScope = {
  /** The signed-in partner. */
  partnerId: number;
  /** Its sub-partners (not deleted), empty unless it is a parent. */
  subPartnerIds: number[];
  /** `partnerId` first, then the sub-partners: what its lists and figures cover. */
  ids: number[];
};

export async function partnerScope(db: Executor, session: Pick<PartnerSession, 'partnerId'>): Promise<PartnerScope> {
  const subs = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.parent_partner_id, session.partnerId), isNull(partners.deleted_at)))
    .orderBy(asc(partners.id));
  const subPartnerIds = subs.map((row) => row.id);
  return { partnerId: session.partnerId, subPartnerIds, ids: [session.partnerId, ...subPartnerIds] };
}

/** Whether a partner id is one the scope may read. */
export function inScope(scope: PartnerScope, partnerId: number | null | undefined): boolean {
  return partnerId !== null && partnerId !== undefined && scope.ids.includes(partnerId);
}
