/** A partner user's e-mail preferences (ticket replies, disbursals, payouts); no row means every e-mail. */
import type { NotificationPreferences } from '@saakh/domain/partner-settings';
import type { Executor } from '../../db/client';
import * as repo from './preferences.repository';

export function preferencesOf(db: Executor, partnerUserId: number): Promise<NotificationPreferences> {
  return repo.preferencesOf(db, partnerUserId);
}

export function savePreferences(db: Executor, partnerUserId: number, values: NotificationPreferences): Promise<void> {
  return repo.savePreferences(db, partnerUserId, values);
}
