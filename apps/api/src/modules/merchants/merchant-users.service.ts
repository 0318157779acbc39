/**
 * A partner's users, kept from merchant management: the staff-account service's merchant-user kind (created with a
 * generated password answered once, disabled with their sessions ended, masquerades into them included, enabled, and
 * their password reset), each within the partner the path names.
 */
import type {
  CreatePartnerUserInput,
  MerchantPartnerUser,
  PartnerUser,
  PartnerUserWithPassword,
} from '@saakh/domain/merchants';
import type { ClearTotpInput } from '@saakh/domain/account-security';
import type { Deps } from '../../deps';
import type { Session } from '../../lib/session';
import * as security from '../account-security/account-security.service';
import * as staff from '../staff-accounts/staff-accounts.service';

/** The partner's users, each with whether their two-step login is on (a lost one is cleared from here). */
export async function listPartnerUsers(deps: Pick<Deps, 'db'>, partnerId: number): Promise<MerchantPartnerUser[]> {
  const users = await staff.listPartnerAccounts(deps, staff.merchantUserAccounts, partnerId);
  const totp = await security.totpEnabledAmong(
    deps,
    'partner',
    users.map((user) => user.id),
  );
  return users.map((user) => ({ ...user, totp_enabled: totp.has(user.id) }));
}

export function createPartnerUser(
  deps: Pick<Deps, 'db'>,
  session: Session,
  partnerId: number,
  input: CreatePartnerUserInput,
): Promise<PartnerUserWithPassword> {
  return staff.createAccount(deps, staff.merchantUserAccounts, session, { partnerId }, input);
}

export function setPartnerUserActive(
  deps: Pick<Deps, 'db'>,
  session: Session,
  partnerId: number,
  userId: number,
  active: boolean,
): Promise<PartnerUser> {
  return staff.setAccountActive(deps, staff.merchantUserAccounts, session, { partnerId }, userId, active);
}

export function resetPartnerUserPassword(
  deps: Pick<Deps, 'db'>,
  session: Session,
  partnerId: number,
  userId: number,
): Promise<PartnerUserWithPassword> {
  return staff.resetAccountPassword(deps, staff.merchantUserAccounts, session, { partnerId }, userId);
}

/** A user of the partner (its owner included) lost their phone and recovery codes: the factor goes off, sessions end. */
export function clearPartnerUserTotp(
  deps: Deps,
  session: Session,
  partnerId: number,
  userId: number,
  input: ClearTotpInput,
): Promise<void> {
  return security.clearTotp(deps, session, { kind: 'partner', partnerId, id: userId }, input);
}
