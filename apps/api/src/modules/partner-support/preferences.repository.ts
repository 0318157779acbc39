/** A partner user's e-mail preferences; no row means the defaults (every e-mail). */
import { eq, sql } from 'drizzle-orm';
import { defaultNotificationPreferences, type NotificationPreferences } from '@saakh/domain/partner-settings';
import type { Executor } from '../../db/client';
import { partner_user_preferences } from '../../db/schema/partner-support';

export async function preferencesOf(db: Executor, partnerUserId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      notify_ticket_reply: partner_user_preferences.notify_ticket_reply,
      notify_disbursal: partner_user_preferences.notify_disbursal,
      notify_payout: partner_user_preferences.notify_payout,
    })
    .from(partner_user_preferences)
    .where(eq(partner_user_preferences.partner_user_id, partnerUserId))
    .limit(1);
  return row ?? defaultNotificationPreferences;
}

export async function savePreferences(
  db: Executor,
  partnerUserId: number,
  values: NotificationPreferences,
): Promise<void> {
  await db
    .insert(partner_user_preferences)
    .values({ partner_user_id: partnerUserId, ...values })
    .onConflictDoUpdate({
      target: partner_user_preferences.partner_user_id,
      set: { ...values, updated_at: sql`now()` },
    });
}
