/**
 * Staff accounts, one set of rules for every kind (issue 28): an account is created with a generated password
 * answered once, disabled (its sessions end in the same transaction, so its next call and its login are refused),
 * enabled, its password reset (its other sessions end) and its sessions revoked. What differs between admins managed
 * by admins, a partner's users managed by admins, and a partner's staff managed by the partner is configuration:
 * `adminAccounts`, `merchantUserAccounts` and `partnerStaffAccounts` below. Every change is audited without the
 * password, under the kind's entity (`admin_user.*`, `partner_user.*`).
 */
import { GENERATED_PASSWORD_LENGTH, type AdminUser, type ResetAdminPasswordInput } from '@saakh/domain/admin-users';
import type { PartnerUser } from '@saakh/domain/merchants';
import type { AuditAction } from '@saakh/domain/audit';
import type { MessageKey } from '@saakh/domain/messages';
import { isAdminRoleId, type AdminRoleId } from '@saakh/domain/roles';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import * as repo from './staff-accounts.repository';
import type { StaffAccountRow } from './staff-accounts.repository';

/** One kind of staff account: where it lives, who manages whom, what is audited and what a refusal says. */
export type StaffKind<View> = {
  table: repo.StaffTable;
  /** The audit entity, and the action each change is audited as (a kind without one has no such change). */
  entity: 'admin_user' | 'partner_user';
  actions: {
    create: AuditAction;
    enable: AuditAction;
    disable: AuditAction;
    passwordReset: AuditAction;
    role: AuditAction | null;
    passwordChange: AuditAction | null;
  };
  /**
   * Whether accounts are managed within one partner: then a partner that does not exist (or is deleted) answers 404,
   * and an account of another partner answers 404 as if it did not exist.
   */
  perPartner: boolean;
  /**
   * Whether the caller may not disable, enable or re-role their own account (they would lock themselves out mid-task),
   * the refusal, and whether it is refused even when nothing would change.
   */
  self: { message: MessageKey; evenUnchanged: boolean } | null;
  /** Keep one active role 1 admin: otherwise nobody could manage admins any more. */
  keepsLastRoleOne: boolean;
  /** Resetting one's own password needs the current one (another's does not: theirs is the one lost). */
  selfResetNeedsCurrent: boolean;
  /** The refusal when an e-mail (or username) is held already. */
  taken: (taken: { email: boolean; username: boolean }) => AppError;
  /** What the audit keeps of a new account. */
  created: (row: StaffAccountRow) => Record<string, unknown>;
  view: (row: StaffAccountRow) => View;
};

/** Whose accounts a call manages: one partner's, or (admins) everyone's. */
export type StaffScope = { partnerId: number } | null;

export type NewAccountInput = { name: string; email: string; role_id?: AdminRoleId; username?: string };

export type WithPassword<View> = { user: View; password: string };

// ---------- the three kinds ----------

export function toAdminUser(
  row: Pick<StaffAccountRow, 'id' | 'name' | 'email' | 'role_id' | 'status' | 'created_at' | 'last_login_at'>,
): AdminUser {
  // A role outside 1-3 cannot log in (the login checks it); the list shows it as the least role, 3.
  const role_id: AdminRoleId = isAdminRoleId(row.role_id) ? row.role_id : 3;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role_id,
    active: row.status === 1,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

export function toPartnerUser(row: StaffAccountRow): PartnerUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username ?? '',
    active: row.status === 1,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

function partnerIdentityTaken(taken: { email: boolean; username: boolean }): AppError {
  const errors: Record<string, ['partnerUserEmailTaken'] | ['partnerUsernameTaken']> = {};
  if (taken.email) errors.email = ['partnerUserEmailTaken'];
  if (taken.username) errors.username = ['partnerUsernameTaken'];
  return new AppError('conflict', taken.email ? 'partnerUserEmailTaken' : 'partnerUsernameTaken', { errors });
}

const partnerUserCreated = (row: StaffAccountRow) => ({
  partner_id: row.partner_id,
  name: row.name,
  email: row.email,
  username: row.username,
});

/** Admins, managed by role 1 admins (admin spec §6). */
export const adminAccounts: StaffKind<AdminUser> = {
  table: 'admin',
  entity: 'admin_user',
  actions: {
    create: 'admin_user.create',
    enable: 'admin_user.enable',
    disable: 'admin_user.disable',
    passwordReset: 'admin_user.password_reset',
    role: 'admin_user.role',
    passwordChange: null,
  },
  perPartner: false,
  self: { message: 'adminSelfChange', evenUnchanged: false },
  keepsLastRoleOne: true,
  selfResetNeedsCurrent: true,
  taken: () => new AppError('conflict', 'adminEmailTaken', { errors: { email: ['adminEmailTaken'] } }),
  created: (row) => ({ name: row.name, email: row.email, role_id: row.role_id }),
  view: toAdminUser,
};

/** A partner's users, managed by admins from merchant management. */
export const merchantUserAccounts: StaffKind<PartnerUser> = {
  table: 'partner',
  entity: 'partner_user',
  actions: {
    create: 'partner_user.create',
    enable: 'partner_user.enable',
    disable: 'partner_user.disable',
    passwordReset: 'partner_user.password_reset',
    role: null,
    passwordChange: 'partner_user.password_change',
  },
  perPartner: true,
  self: null,
  keepsLastRoleOne: false,
  selfResetNeedsCurrent: false,
  taken: partnerIdentityTaken,
  created: partnerUserCreated,
  view: toPartnerUser,
};

/** A partner's staff logins, managed by the partner's own users (never their own account). */
export const partnerStaffAccounts: StaffKind<PartnerUser> = {
  ...merchantUserAccounts,
  self: { message: 'partnerStaffSelf', evenUnchanged: true },
};

// ---------- the rules ----------

function isSelf(kind: StaffKind<unknown>, session: Session, id: number): boolean {
  return session.kind === kind.table && session.subjectId === id;
}

async function inScope(db: Executor, kind: StaffKind<unknown>, scope: StaffScope, lock: boolean): Promise<void> {
  if (!kind.perPartner) return;
  if (!scope || !(await repo.partnerExists(db, scope.partnerId, lock))) throw new AppError('not_found', 'notFound');
}

async function lockedAccount(
  db: Executor,
  kind: StaffKind<unknown>,
  scope: StaffScope,
  id: number,
): Promise<StaffAccountRow> {
  const partnerId = kind.perPartner ? scope?.partnerId : null;
  const row = partnerId === undefined ? undefined : await repo.findAccountForUpdate(db, kind.table, id, partnerId);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

async function assertNotLastRoleOne(db: Executor, row: StaffAccountRow): Promise<void> {
  if (row.role_id !== 1 || row.status !== 1) return;
  if ((await repo.countOtherActiveRoleOneAdmins(db, row.id)) === 0) throw new AppError('conflict', 'lastRoleOneAdmin');
}

/** The accounts of a partner (a partner that does not exist answers 404 where the kind is managed per partner). */
export async function listPartnerAccounts<View>(
  deps: Pick<Deps, 'db'>,
  kind: StaffKind<View>,
  partnerId: number,
): Promise<View[]> {
  await inScope(deps.db, kind, { partnerId }, false);
  return (await repo.listPartnerUsers(deps.db, partnerId)).map(kind.view);
}

/**
 * Inside the caller's transaction: a new account with this password hash, audited. A held e-mail or username is
 * refused with the kind's conflict; two creations of one address at once are refused by the unique indexes (see
 * `asTakenConflict`).
 */
export async function insertAccount<View>(
  tx: Executor,
  kind: StaffKind<View>,
  session: Session,
  scope: StaffScope,
  input: NewAccountInput,
  passwordHash: string,
): Promise<View> {
  const taken = await repo.identityTaken(tx, kind.table, input);
  if (taken.email || taken.username) throw kind.taken(taken);
  const row = await repo.insertAccount(tx, kind.table, {
    ...input,
    ...(scope ? { partner_id: scope.partnerId } : {}),
    password_hash: passwordHash,
  });
  await recordAudit(tx, session, [
    { action: kind.actions.create, entity: kind.entity, entityId: row.id, newValue: kind.created(row) },
  ]);
  return kind.view(row);
}

/** Two managers creating one address at once: the unique indexes refuse the second, answered as the kind's 409. */
export function asTakenConflict(kind: StaffKind<unknown>, error: unknown): unknown {
  return isUniqueViolation(error) ? kind.taken({ email: true, username: false }) : error;
}

export async function createAccount<View>(
  deps: Pick<Deps, 'db'>,
  kind: StaffKind<View>,
  session: Session,
  scope: StaffScope,
  input: NewAccountInput,
): Promise<WithPassword<View>> {
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      await inScope(tx, kind, scope, true);
      return insertAccount(tx, kind, session, scope, input, passwordHash);
    });
    return { user, password };
  } catch (error) {
    throw asTakenConflict(kind, error);
  }
}

/** Disabling ends the account's sessions in the same transaction: its next call is refused, whatever it is. */
export async function setAccountActive<View>(
  deps: Pick<Deps, 'db'>,
  kind: StaffKind<View>,
  session: Session,
  scope: StaffScope,
  id: number,
  active: boolean,
): Promise<View> {
  if (kind.self?.evenUnchanged && isSelf(kind, session, id)) throw new AppError('conflict', kind.self.message);
  return deps.db.transaction(async (tx) => {
    if (kind.keepsLastRoleOne) await repo.lockRoleChanges(tx);
    const account = await lockedAccount(tx, kind, scope, id);
    if ((account.status === 1) === active) return kind.view(account);
    if (kind.self && isSelf(kind, session, id)) throw new AppError('conflict', kind.self.message);
    if (!active && kind.keepsLastRoleOne) await assertNotLastRoleOne(tx, account);
    const row = await repo.updateAccount(tx, kind.table, id, { status: active ? 1 : 0 });
    if (!active) await revokeAccountSessions(tx, kind, id);
    await recordAudit(tx, session, [
      {
        action: active ? kind.actions.enable : kind.actions.disable,
        entity: kind.entity,
        entityId: id,
        field: 'active',
        oldValue: account.status === 1,
        newValue: active,
      },
    ]);
    return kind.view(row);
  });
}

/** An admin's new role (not one's own, nor the last active role 1 admin's away from role 1). */
export async function changeRole<View>(
  deps: Pick<Deps, 'db'>,
  kind: StaffKind<View>,
  session: Session,
  id: number,
  roleId: AdminRoleId,
): Promise<View> {
  const action = kind.actions.role;
  if (action === null) throw new Error('This kind of account has no role');
  return deps.db.transaction(async (tx) => {
    await repo.lockRoleChanges(tx);
    const account = await lockedAccount(tx, kind, null, id);
    if (account.role_id === roleId) return kind.view(account);
    if (kind.self && isSelf(kind, session, id)) throw new AppError('conflict', kind.self.message);
    if (roleId !== 1 && kind.keepsLastRoleOne) await assertNotLastRoleOne(tx, account);
    const row = await repo.updateAccount(tx, kind.table, id, { role_id: roleId });
    await recordAudit(tx, session, [
      {
        action,
        entity: kind.entity,
        entityId: id,
        field: 'role_id',
        oldValue: account.role_id,
        newValue: roleId,
      },
    ]);
    return kind.view(row);
  });
}

/**
 * A new generated password, answered once and kept only as its hash. The account's other sessions end (a reset is
 * often made because the old password was seen by someone else); the caller's own session stays.
 */
export async function resetAccountPassword<View>(
  deps: Pick<Deps, 'db'>,
  kind: StaffKind<View>,
  session: Session,
  scope: StaffScope,
  id: number,
  input: ResetAdminPasswordInput = {},
): Promise<WithPassword<View>> {
  if (kind.selfResetNeedsCurrent && isSelf(kind, session, id)) {
    const current = input?.current_password;
    if (!current) throw fieldError('current_password', 'currentPasswordRequired');
    if (!(await verifyPassword(await repo.findPasswordHash(deps.db, kind.table, id), current))) {
      throw fieldError('current_password', 'currentPasswordWrong');
    }
  }
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    await lockedAccount(tx, kind, scope, id);
    const row = await repo.updateAccount(tx, kind.table, id, { password_hash: passwordHash });
    await revokeAccountSessions(tx, kind, id, session.id);
    await recordAudit(tx, session, [
      { action: kind.actions.passwordReset, entity: kind.entity, entityId: id, field: 'password' },
    ]);
    return kind.view(row);
  });
  return { user, password };
}

/**
 * The signed-in account replaces its own password, knowing the current one (422 under `current_password` when
 * wrong); its other sessions end, the one that asked stays.
 */
export async function changeOwnPassword(
  deps: Pick<Deps, 'db'>,
  kind: StaffKind<unknown>,
  session: Session,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const action = kind.actions.passwordChange;
  if (action === null) throw new Error('This kind of account changes no password of its own here');
  const id = session.subjectId;
  const hash = await repo.findPasswordHash(deps.db, kind.table, id);
  if (!hash || !(await verifyPassword(hash, input.current_password))) {
    throw fieldError('current_password', 'currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await repo.findAccountForUpdate(tx, kind.table, id, null);
    await repo.updateAccount(tx, kind.table, id, { password_hash: passwordHash });
    await revokeAccountSessions(tx, kind, id, session.id);
    await recordAudit(tx, session, [{ action, entity: kind.entity, entityId: id, field: 'password' }]);
  });
}

/**
 * Inside the caller's transaction: the account's password becomes this hash, set from an e-mailed reset link
 * (decision 045), and every session of the account ends: none is kept, since no session asked.
 */
export async function replacePassword(tx: Executor, table: repo.StaffTable, id: number, passwordHash: string) {
  await repo.updateAccount(tx, table, id, { password_hash: passwordHash });
  await repo.revokeSessions(tx, table, id);
}

/**
 * Inside the caller's transaction: every session of the account ends, none kept (an admin turned off its lost second
 * factor, decision 045's follow-up: whoever holds the lost phone's sessions is out).
 */
export async function endAllSessions(tx: Executor, table: repo.StaffTable, id: number): Promise<void> {
  await repo.revokeSessions(tx, table, id);
}

/** Ends the account's sessions now (masquerades it opened or that act through it included). */
export async function revokeAccountSessions(
  executor: Executor,
  kind: StaffKind<unknown>,
  id: number,
  keepSessionId?: number,
): Promise<void> {
  await repo.revokeSessions(executor, kind.table, id, keepSessionId);
}

/** Ends the sessions of every user of a partner, in the caller's transaction (a suspended partner). */
export async function revokePartnerSessions(executor: Executor, partnerId: number): Promise<void> {
  await repo.revokePartnerSessions(executor, partnerId);
}
