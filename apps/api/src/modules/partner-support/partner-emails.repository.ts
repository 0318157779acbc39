/** The partner e-mails' queries: who of a partner's users gets an e-mail, and the disbursals each partner is told of. */
import { and, count, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { partner_users } from '../../db/schema/partners';
import { partner_user_preferences } from '../../db/schema/partner-support';

/**
 * Active users of a partner whose preference for an e-mail is on; `fallback` is the preference of a user with no
 * preferences row.
 */
export function emailRecipients(
  db: Executor,
  partnerId: number,
  preference: 'notify_disbursal' | 'notify_payout',
  fallback: boolean,
): Promise<{ name: string; email: string }[]> {
  const column = partner_user_preferences[preference];
  return db
    .select({ name: partner_users.name, email: partner_users.email })
    .from(partner_users)
    .leftJoin(partner_user_preferences, eq(partner_user_preferences.partner_user_id, partner_users.id))
    .where(
      and(eq(partner_users.partner_id, partnerId), eq(partner_users.status, 1), sql`coalesce(${column}, ${fallback})`),
    );
}

/** Of these applications, the disbursed ones that came through a partner: how many and how much, by partner. */
export function disbursalsByPartner(db: Executor, applicationIds: string[]) {
  return db
    .select({
      partnerId: applications.partner_id,
      loans: count(),
      amount: sum(applications.disbursed_amount),
    })
    .from(applications)
    .where(
      and(
        inArray(applications.id, applicationIds),
        eq(applications.status, 'disbursed'),
        isNotNull(applications.partner_id),
      ),
    )
    .groupBy(applications.partner_id);
}
