/**
 * User management rules: who may log in to the admin area and with which role. The account rules (a generated
 * password answered once, disabling and resets ending sessions, the last active role 1 admin kept, no change to one's
 * own account) are the staff-account service's, as its admin kind; this module lists admins and hands over.
 */
import type { ClearTotpInput } from '@saakh/domain/account-security';
import type { Deps } from '../../deps';
import type {
  AdminUser,
  AdminUserListQuery,
  AdminUserPage,
  AdminUserWithPassword,
  CreateAdminUserInput,
  ResetAdminPasswordInput,
} from '@saakh/domain/admin-users';
import type { AdminRoleId } from '@saakh/domain/roles';
import type { Session } from '../../lib/session';
import * as security from '../account-security/account-security.service';
import * as staff from '../staff-accounts/staff-accounts.service';
import * as repo from './admin-users.repository';

export async function listAdminUsers(deps: Pick<Deps, 'db'>, query: AdminUserListQuery): Promise<AdminUserPage> {
  const page = await repo.listAdmins(deps.db, query);
  const totp = await security.totpEnabledAmong(
    deps,
    'admin',
    page.items.map((row) => row.id),
  );
  return { ...page, items: page.items.map((row) => ({ ...staff.toAdminUser(row), totp_enabled: totp.has(row.id) })) };
}

export function createAdminUser(
  deps: Pick<Deps, 'db'>,
  session: Session,
  input: CreateAdminUserInput,
): Promise<AdminUserWithPassword> {
  return staff.createAccount(deps, staff.adminAccounts, session, null, input);
}

/** Not one's own role, nor the last active role 1 admin's away from role 1. */
export function changeRole(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  roleId: AdminRoleId,
): Promise<AdminUser> {
  return staff.changeRole(deps, staff.adminAccounts, session, id, roleId);
}

/** Disabling ends the admin's sessions (and the masquerades they opened) in the same transaction. */
export function setActive(deps: Pick<Deps, 'db'>, session: Session, id: number, active: boolean): Promise<AdminUser> {
  return staff.setAccountActive(deps, staff.adminAccounts, session, null, id, active);
}

/** Resetting one's own password needs the current one; another admin's does not (their password is the one lost). */
export function resetPassword(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: ResetAdminPasswordInput = {},
): Promise<AdminUserWithPassword> {
  return staff.resetAccountPassword(deps, staff.adminAccounts, session, null, id, input);
}

/** Another admin lost their phone and recovery codes: their second factor goes off, their sessions end (decision 045). */
export function clearTotp(deps: Deps, session: Session, id: number, input: ClearTotpInput): Promise<void> {
  return security.clearTotp(deps, session, { kind: 'admin', id }, input);
}
