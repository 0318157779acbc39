/**
 * User management rules: who may log in to the admin area and with which role. Every change is audited without the
 * password; disabling an admin or resetting their password ends their sessions in the same transaction, and the last
 * active role 1 admin, like the acting admin themselves, can be neither disabled nor given another role.
 */
import type { Deps } from '../../deps';
import {
  GENERATED_PASSWORD_LENGTH,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserWithPassword,
  type CreateAdminUserInput,
  type ResetAdminPasswordInput,
} from '@saakh/domain/admin-users';
import type { AdminRoleId } from '@saakh/domain/roles';
import { isAdminRoleId } from '@saakh/domain/roles';
import type { Executor } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { isUniqueViolation } from '../../db/sql';
import * as repo from './admin-users.repository';
import type { AdminUserRow } from './admin-users.repository';

export function toAdminUser(row: AdminUserRow): AdminUser {
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

const emailTaken = () => new AppError('conflict', 'adminEmailTaken', { errors: { email: ['adminEmailTaken'] } });

export async function listAdminUsers(deps: Pick<Deps, 'db'>, query: AdminUserListQuery): Promise<AdminUserPage> {
  const page = await repo.listAdmins(deps.db, query);
  return { ...page, items: page.items.map(toAdminUser) };
}

export async function createAdminUser(
  deps: Pick<Deps, 'db'>,
  session: Session,
  input: CreateAdminUserInput,
): Promise<AdminUserWithPassword> {
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      if (await repo.emailTaken(tx, input.email)) throw emailTaken();
      const row = await repo.insertAdmin(tx, { ...input, password_hash: passwordHash });
      await recordAudit(tx, session, [
        {
          action: 'admin_user.create',
          entity: 'admin_user',
          entityId: row.id,
          newValue: { name: row.name, email: row.email, role_id: row.role_id },
        },
      ]);
      return toAdminUser(row);
    });
    return { user, password };
  } catch (error) {
    // Two admins creating the same address at once: the unique index on lower(email) refuses the second.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function lockedAdmin(db: Executor, id: number): Promise<AdminUserRow> {
  const admin = await repo.findAdminForUpdate(db, id);
  if (!admin) throw new AppError('not_found', 'notFound');
  return admin;
}

/** An admin cannot disable themselves or change their own role: they would lock themselves out mid-task. */
function assertNotSelf(session: Session, admin: AdminUserRow): void {
  if (admin.id === session.subjectId) throw new AppError('conflict', 'adminSelfChange');
}

/** The last active role 1 admin stays one: otherwise nobody could manage users any more. */
async function assertNotLastRoleOne(db: Executor, admin: AdminUserRow): Promise<void> {
  if (admin.role_id !== 1 || admin.status !== 1) return;
  if ((await repo.countOtherActiveRoleOneAdmins(db, admin.id)) === 0) {
    throw new AppError('conflict', 'lastRoleOneAdmin');
  }
}

export async function changeRole(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  roleId: AdminRoleId,
): Promise<AdminUser> {
  return deps.db.transaction(async (tx) => {
    await repo.lockRoleChanges(tx);
    const admin = await lockedAdmin(tx, id);
    if (admin.role_id === roleId) return toAdminUser(admin);
    assertNotSelf(session, admin);
    if (roleId !== 1) await assertNotLastRoleOne(tx, admin);
    const row = await repo.updateAdmin(tx, id, { role_id: roleId });
    await recordAudit(tx, session, [
      {
        action: 'admin_user.role',
        entity: 'admin_user',
        entityId: id,
        field: 'role_id',
        oldValue: admin.role_id,
        newValue: roleId,
      },
    ]);
    return toAdminUser(row);
  });
}

/** Disabling ends the admin's sessions in the same transaction: their next call is refused, whatever it is. */
export async function setActive(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  active: boolean,
): Promise<AdminUser> {
  return deps.db.transaction(async (tx) => {
    await repo.lockRoleChanges(tx);
    const admin = await lockedAdmin(tx, id);
    if ((admin.status === 1) === active) return toAdminUser(admin);
    assertNotSelf(session, admin);
    if (!active) await assertNotLastRoleOne(tx, admin);
    const row = await repo.updateAdmin(tx, id, { status: active ? 1 : 0 });
    if (!active) await repo.revokeAdminSessions(tx, id);
    await recordAudit(tx, session, [
      {
        action: active ? 'admin_user.enable' : 'admin_user.disable',
        entity: 'admin_user',
        entityId: id,
        field: 'active',
        oldValue: admin.status === 1,
        newValue: active,
      },
    ]);
    return toAdminUser(row);
  });
}

/**
 * A new generated password, answered once and kept only as its hash. The admin's other sessions end (a reset is
 * often made because the old password was seen by someone else); the caller's own session stays.
 */
/** Resetting one's own password needs the current one; another admin's does not (their password is the one lost). */
export async function resetPassword(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: ResetAdminPasswordInput = {},
): Promise<AdminUserWithPassword> {
  if (id === session.subjectId) {
    const current = input?.current_password;
    if (!current) throw fieldError('current_password', 'currentPasswordRequired');
    if (!(await verifyPassword(await repo.findPasswordHash(deps.db, id), current))) {
      throw fieldError('current_password', 'currentPasswordWrong');
    }
  }
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    await lockedAdmin(tx, id);
    const row = await repo.updateAdmin(tx, id, { password_hash: passwordHash });
    await repo.revokeAdminSessions(tx, id, session.id);
    await recordAudit(tx, session, [
      { action: 'admin_user.password_reset', entity: 'admin_user', entityId: id, field: 'password' },
    ]);
    return toAdminUser(row);
  });
  return { user, password };
}
