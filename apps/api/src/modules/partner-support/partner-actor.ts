/** The partner and user behind a partner session, read once per request from the session's partner user. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { partner_users } from '../../db/schema/partners';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';

export type PartnerActor = { partnerId: number; partnerUserId: number; session: Session };

export async function partnerActor(db: Executor, session: Session): Promise<PartnerActor> {
  const [row] = await db
    .select({ partnerId: partner_users.partner_id })
    .from(partner_users)
    .where(and(eq(partner_users.id, session.subjectId), eq(partner_users.status, 1)))
    .limit(1);
  if (!row) throw new AppError('unauthorized', 'unauthorized');
  return { partnerId: row.partnerId, partnerUserId: session.subjectId, session };
}
