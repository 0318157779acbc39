/** The queries of staff account security (decision 045): reset links, TOTP secrets and recovery codes. */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffKind } from '@saakh/domain/account-security';
import type { Executor } from '../../db/client';
import { admin_users } from '../../db/schema/admins';
import { login_challenges, password_reset_tokens, staff_recovery_codes, staff_totp } from '../../db/schema/auth';
import { partner_users, partners } from '../../db/schema/partners';

/** What the rules need of a staff account: who it is, whether it may log in, and its password hash. */
export type SecurityAccount = {
  id: number;
  email: string;
  passwordHash: string;
  usable: boolean;
  roleId: number | null;
  partnerId: number | null;
};

const adminAccount = {
  id: admin_users.id,
  email: admin_users.email,
  passwordHash: admin_users.password_hash,
  status: admin_users.status,
  roleId: admin_users.role_id,
};

const partnerAccount = {
  id: partner_users.id,
  email: partner_users.email,
  passwordHash: partner_users.password_hash,
  status: partner_users.status,
  partnerId: partner_users.partner_id,
  partnerStatus: partners.status,
  partnerDeletedAt: partners.deleted_at,
};

async function findAccount(
  db: Executor,
  kind: StaffKind,
  by: { id: number } | { email: string },
): Promise<SecurityAccount | undefined> {
  if (kind === 'admin') {
    const [row] = await db
      .select(adminAccount)
      .from(admin_users)
      .where(
        'id' in by ? eq(admin_users.id, by.id) : eq(sql`lower(${admin_users.email})`, by.email.trim().toLowerCase()),
      )
      .limit(1);
    if (!row) return undefined;
    const usable = row.status === 1 && [1, 2, 3].includes(row.roleId);
    return {
      id: row.id,
      email: row.email,
      passwordHash: row.passwordHash,
      usable,
      roleId: row.roleId,
      partnerId: null,
    };
  }
  const [row] = await db
    .select(partnerAccount)
    .from(partner_users)
    .innerJoin(partners, eq(partners.id, partner_users.partner_id))
    .where(
      'id' in by ? eq(partner_users.id, by.id) : eq(sql`lower(${partner_users.email})`, by.email.trim().toLowerCase()),
    )
    .limit(1);
  if (!row) return undefined;
  const usable = row.status === 1 && row.partnerStatus === 1 && row.partnerDeletedAt === null;
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash,
    usable,
    roleId: null,
    partnerId: row.partnerId,
  };
}

export function findAccountById(db: Executor, kind: StaffKind, id: number): Promise<SecurityAccount | undefined> {
  return findAccount(db, kind, { id });
}

export function findAccountByEmail(db: Executor, kind: StaffKind, email: string): Promise<SecurityAccount | undefined> {
  return findAccount(db, kind, { email });
}

/** The partner's owner: its first active user, the one the partner was opened with (and the one masquerade uses). */
export async function partnerOwnerId(db: Executor, partnerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: partner_users.id })
    .from(partner_users)
    .where(and(eq(partner_users.partner_id, partnerId), eq(partner_users.status, 1)))
    .orderBy(asc(partner_users.id))
    .limit(1);
  return row?.id;
}

// ---------- reset links ----------

export async function countResetTokensSince(db: Executor, kind: StaffKind, subjectId: number, since: Date) {
  const [row] = await db
    .select({ tokens: count() })
    .from(password_reset_tokens)
    .where(
      and(
        eq(password_reset_tokens.kind, kind),
        eq(password_reset_tokens.subject_id, subjectId),
        gt(password_reset_tokens.created_at, since),
      ),
    );
  return row?.tokens ?? 0;
}

/** Ends the account's unused links (a new one is issued, or the password was just set). */
export async function voidResetTokens(db: Executor, kind: StaffKind, subjectId: number, at: Date) {
  await db
    .update(password_reset_tokens)
    .set({ used_at: at })
    .where(
      and(
        eq(password_reset_tokens.kind, kind),
        eq(password_reset_tokens.subject_id, subjectId),
        isNull(password_reset_tokens.used_at),
      ),
    );
}

export async function createResetToken(
  db: Executor,
  values: { tokenHash: string; kind: StaffKind; subjectId: number; passwordStamp: string; at: Date; expiresAt: Date },
) {
  await db.insert(password_reset_tokens).values({
    token_hash: values.tokenHash,
    kind: values.kind,
    subject_id: values.subjectId,
    password_stamp: values.passwordStamp,
    expires_at: values.expiresAt,
    created_at: values.at,
  });
}

/** Uses a live link once (a second use at the same time finds it used); undefined when unknown, used or expired. */
export async function takeResetToken(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db
    .update(password_reset_tokens)
    .set({ used_at: at })
    .where(
      and(
        eq(password_reset_tokens.token_hash, tokenHash),
        isNull(password_reset_tokens.used_at),
        gt(password_reset_tokens.expires_at, at),
      ),
    )
    .returning({
      kind: password_reset_tokens.kind,
      subjectId: password_reset_tokens.subject_id,
      passwordStamp: password_reset_tokens.password_stamp,
    });
  return row;
}

/** Pending logins of the account end with a password change. */
export async function voidLoginChallenges(db: Executor, kind: StaffKind, subjectId: number, at: Date) {
  await db
    .update(login_challenges)
    .set({ used_at: at })
    .where(
      and(
        eq(login_challenges.kind, kind),
        eq(login_challenges.subject_id, subjectId),
        isNull(login_challenges.used_at),
      ),
    );
}

// ---------- TOTP ----------

export async function findTotp(db: Executor, kind: StaffKind, subjectId: number) {
  const [row] = await db
    .select({
      id: staff_totp.id,
      secret: staff_totp.secret,
      confirmedAt: staff_totp.confirmed_at,
      lastStep: staff_totp.last_step,
    })
    .from(staff_totp)
    .where(and(eq(staff_totp.kind, kind), eq(staff_totp.subject_id, subjectId)))
    .limit(1);
  return row;
}

/** A set-up in progress with this secret, replacing one in progress; never a confirmed one (false then). */
export async function savePendingTotp(db: Executor, kind: StaffKind, subjectId: number, secret: string) {
  const rows = await db
    .insert(staff_totp)
    .values({ kind, subject_id: subjectId, secret })
    .onConflictDoUpdate({
      target: [staff_totp.kind, staff_totp.subject_id],
      set: { secret, last_step: null, created_at: sql`now()` },
      setWhere: isNull(staff_totp.confirmed_at),
    })
    .returning({ id: staff_totp.id });
  return rows.length === 1;
}

/**
 * Records a step as used, only when it is later than the last one used: false when another request used this code (or
 * a later one) first, so a code is never accepted twice. With `confirm`, it also confirms a set-up in progress.
 */
export async function useTotpStep(db: Executor, id: number, step: number, confirm: Date | null): Promise<boolean> {
  const rows = await db
    .update(staff_totp)
    .set({ last_step: step, ...(confirm ? { confirmed_at: confirm } : {}) })
    .where(
      and(
        eq(staff_totp.id, id),
        or(isNull(staff_totp.last_step), lt(staff_totp.last_step, step)),
        confirm ? isNull(staff_totp.confirmed_at) : isNotNull(staff_totp.confirmed_at),
      ),
    )
    .returning({ id: staff_totp.id });
  return rows.length === 1;
}

export async function deleteTotp(db: Executor, kind: StaffKind, subjectId: number) {
  await db.delete(staff_totp).where(and(eq(staff_totp.kind, kind), eq(staff_totp.subject_id, subjectId)));
  await db
    .delete(staff_recovery_codes)
    .where(and(eq(staff_recovery_codes.kind, kind), eq(staff_recovery_codes.subject_id, subjectId)));
}

/**
 * Removes the account's confirmed factor and its recovery codes (an admin clears a lost one): false when none was on,
 * so two admins clearing at once audit it once.
 */
export async function deleteConfirmedTotp(db: Executor, kind: StaffKind, subjectId: number): Promise<boolean> {
  const rows = await db
    .delete(staff_totp)
    .where(and(eq(staff_totp.kind, kind), eq(staff_totp.subject_id, subjectId), isNotNull(staff_totp.confirmed_at)))
    .returning({ id: staff_totp.id });
  if (rows.length === 0) return false;
  await db
    .delete(staff_recovery_codes)
    .where(and(eq(staff_recovery_codes.kind, kind), eq(staff_recovery_codes.subject_id, subjectId)));
  return true;
}

/** Which of these accounts have the factor on (confirmed). */
export async function confirmedTotpSubjects(db: Executor, kind: StaffKind, subjectIds: number[]): Promise<number[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .select({ id: staff_totp.subject_id })
    .from(staff_totp)
    .where(
      and(eq(staff_totp.kind, kind), inArray(staff_totp.subject_id, subjectIds), isNotNull(staff_totp.confirmed_at)),
    );
  return rows.map((row) => row.id);
}

export async function replaceRecoveryCodes(db: Executor, kind: StaffKind, subjectId: number, hashes: string[]) {
  await db
    .delete(staff_recovery_codes)
    .where(and(eq(staff_recovery_codes.kind, kind), eq(staff_recovery_codes.subject_id, subjectId)));
  await db.insert(staff_recovery_codes).values(hashes.map((code_hash) => ({ kind, subject_id: subjectId, code_hash })));
}

/** Uses a recovery code once; false when it is not one of the account's unused codes. */
export async function useRecoveryCode(db: Executor, kind: StaffKind, subjectId: number, hash: string, at: Date) {
  const rows = await db
    .update(staff_recovery_codes)
    .set({ used_at: at })
    .where(
      and(
        eq(staff_recovery_codes.kind, kind),
        eq(staff_recovery_codes.subject_id, subjectId),
        eq(staff_recovery_codes.code_hash, hash),
        isNull(staff_recovery_codes.used_at),
      ),
    )
    .returning({ id: staff_recovery_codes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Executor, kind: StaffKind, subjectId: number) {
  const [row] = await db
    .select({ left: count() })
    .from(staff_recovery_codes)
    .where(
      and(
        eq(staff_recovery_codes.kind, kind),
        eq(staff_recovery_codes.subject_id, subjectId),
        isNull(staff_recovery_codes.used_at),
      ),
    );
  return row?.left ?? 0;
}
