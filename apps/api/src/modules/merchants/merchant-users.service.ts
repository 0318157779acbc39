/**
 * A partner's users, kept from merchant management: created with a generated password answered once, disabled
 * (their sessions, masquerades into them included, end in the same transaction), enabled, and their password reset.
 * Passwords are argon2id hashes, as every partner user's; audits never hold a password.
 */
import { GENERATED_PASSWORD_LENGTH } from '@saakh/domain/admin-users';
import type { CreatePartnerUserInput, PartnerUser, PartnerUserWithPassword } from '@saakh/domain/merchants';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import * as repo from './merchants.repository';
import type { PartnerUserRow } from './merchants.repository';

export function toPartnerUser(row: PartnerUserRow): PartnerUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    active: row.status === 1,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

async function existingPartner(db: Executor, id: number): Promise<void> {
  if (!(await repo.findPartner(db, id))) throw new AppError('not_found', 'notFound');
}

export async function listPartnerUsers(deps: Pick<Deps, 'db'>, partnerId: number): Promise<PartnerUser[]> {
  await existingPartner(deps.db, partnerId);
  return (await repo.listUsers(deps.db, partnerId)).map(toPartnerUser);
}

function identityTaken(taken: { email: boolean; username: boolean }): AppError {
  const errors: Record<string, ['partnerUserEmailTaken'] | ['partnerUsernameTaken']> = {};
  if (taken.email) errors.email = ['partnerUserEmailTaken'];
  if (taken.username) errors.username = ['partnerUsernameTaken'];
  return new AppError('conflict', taken.email ? 'partnerUserEmailTaken' : 'partnerUsernameTaken', { errors });
}

/** Inside the caller's transaction: a new user of the partner and the password made for it. */
export async function insertPartnerUser(
  tx: Executor,
  session: Session,
  partnerId: number,
  input: CreatePartnerUserInput,
  passwordHash: string,
): Promise<PartnerUser> {
  const taken = await repo.userIdentityTaken(tx, input.email, input.username);
  if (taken.email || taken.username) throw identityTaken(taken);
  const row = await repo.insertUser(tx, { partner_id: partnerId, ...input, password_hash: passwordHash });
  await recordAudit(tx, session, [
    {
      action: 'partner_user.create',
      entity: 'partner_user',
      entityId: row.id,
      newValue: { partner_id: partnerId, name: row.name, email: row.email, username: row.username },
    },
  ]);
  return toPartnerUser(row);
}

/** Two admins creating one address at once: the unique indexes refuse the second. */
export function asIdentityConflict(error: unknown): unknown {
  return isUniqueViolation(error) ? identityTaken({ email: true, username: false }) : error;
}

export async function createPartnerUser(
  deps: Pick<Deps, 'db'>,
  session: Session,
  partnerId: number,
  input: CreatePartnerUserInput,
): Promise<PartnerUserWithPassword> {
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      await existingPartner(tx, partnerId);
      return insertPartnerUser(tx, session, partnerId, input, passwordHash);
    });
    return { user, password };
  } catch (error) {
    throw asIdentityConflict(error);
  }
}

async function lockedUser(db: Executor, partnerId: number, userId: number): Promise<PartnerUserRow> {
  const row = await repo.findUserForUpdate(db, partnerId, userId);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

export async function setPartnerUserActive(
  deps: Pick<Deps, 'db'>,
  session: Session,
  partnerId: number,
  userId: number,
  active: boolean,
): Promise<PartnerUser> {
  return deps.db.transaction(async (tx) => {
    const user = await lockedUser(tx, partnerId, userId);
    if ((user.status === 1) === active) return toPartnerUser(user);
    const row = await repo.updateUser(tx, userId, { status: active ? 1 : 0 });
    if (!active) await repo.revokePartnerSessions(tx, { userId });
    await recordAudit(tx, session, [
      {
        action: active ? 'partner_user.enable' : 'partner_user.disable',
        entity: 'partner_user',
        entityId: userId,
        field: 'active',
        oldValue: user.status === 1,
        newValue: active,
      },
    ]);
    return toPartnerUser(row);
  });
}

/** A new generated password, answered once; the user's sessions end (the old password may have been seen). */
export async function resetPartnerUserPassword(
  deps: Pick<Deps, 'db'>,
  session: Session,
  partnerId: number,
  userId: number,
): Promise<PartnerUserWithPassword> {
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    await lockedUser(tx, partnerId, userId);
    const row = await repo.updateUser(tx, userId, { password_hash: passwordHash });
    await repo.revokePartnerSessions(tx, { userId });
    await recordAudit(tx, session, [
      { action: 'partner_user.password_reset', entity: 'partner_user', entityId: userId, field: 'password' },
    ]);
    return toPartnerUser(row);
  });
  return { user, password };
}
