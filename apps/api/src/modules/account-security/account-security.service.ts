/**
 * Staff account security (decision 045): a forgotten password replaced through an e-mailed single-use link, and the
 * TOTP second factor with its recovery codes. The login itself (its pending second step) stays in modules/auth, which
 * asks this module whether a factor is due and whether a code is right.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  passwordResetPolicy,
  staffKinds,
  totpPolicy,
  type ClearTotpInput,
  type RecoveryCodes,
  type RenewRecoveryCodesInput,
  type ResetPasswordInput,
  type ResetPasswordResult,
  type StaffKind,
  type TotpDisableInput,
  type TotpSetup,
  type TotpStatus,
} from '@saakh/domain/account-security';
import type { AuditAction } from '@saakh/domain/audit';
import { translate } from '@saakh/domain/messages';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { decryptSecret, encryptSecret } from '../../lib/crypto/secret-box';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/crypto/totp';
import { defineJob } from '../../lib/jobs/jobs';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Session } from '../../lib/session';
import { newToken, sha256 } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { endAllSessions, replacePassword } from '../staff-accounts/staff-accounts.service';
import * as repo from './account-security.repository';

type SecurityActions = {
  reset: AuditAction;
  enable: AuditAction;
  disable: AuditAction;
  clear: AuditAction;
  renew: AuditAction;
};
const auditActions: Record<StaffKind, SecurityActions> = {
  admin: {
    reset: 'admin_user.password_reset_link',
    enable: 'admin_user.totp_enable',
    disable: 'admin_user.totp_disable',
    clear: 'admin_user.totp_clear',
    renew: 'admin_user.recovery_codes_renew',
  },
  partner: {
    reset: 'partner_user.password_reset_link',
    enable: 'partner_user.totp_enable',
    disable: 'partner_user.totp_disable',
    clear: 'partner_user.totp_clear',
    renew: 'partner_user.recovery_codes_renew',
  },
};
const auditEntity = { admin: 'admin_user', partner: 'partner_user' } as const;

/** The account itself as the actor of its audit rows, when it acts without a session (a reset link, a login). */
function selfActor(kind: StaffKind, subjectId: number): Session {
  return { id: 0, kind, subjectId, masqueradeAdminId: null, roleId: null };
}

// ---------- forgotten password ----------

/**
 * Asks for a reset link. Answered alike whether the e-mail names an account or not: the job looks the account up, so
 * even the time taken says nothing; an unknown or disabled account is simply sent nothing.
 */
export async function requestPasswordReset(deps: Deps, kind: StaffKind, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const minute = Math.floor(deps.clock.now().getTime() / 60_000);
  await deps.jobs.enqueue(
    deps.db,
    passwordResetJob,
    { kind, email: address },
    { key: `account-security.password-reset:${kind}:${sha256(address)}:${minute}` },
  );
}

/**
 * E-mails the account a reset link, at most a few per window (more requests send nothing). The token is made here, in
 * the job, and kept only as its SHA-256; the account's older links end.
 */
async function sendPasswordReset(deps: Deps, kind: StaffKind, email: string): Promise<void> {
  const account = await repo.findAccountByEmail(deps.db, kind, email);
  if (!account?.usable) return;
  const now = deps.clock.now();
  const since = new Date(now.getTime() - passwordResetPolicy.windowSeconds * 1000);
  if ((await repo.countResetTokensSince(deps.db, kind, account.id, since)) >= passwordResetPolicy.emailsPerWindow) {
    return;
  }
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await repo.voidResetTokens(tx, kind, account.id, now);
    await repo.createResetToken(tx, {
      tokenHash: sha256(token),
      kind,
      subjectId: account.id,
      passwordStamp: sha256(account.passwordHash),
      at: now,
      expiresAt: new Date(now.getTime() + passwordResetPolicy.ttlSeconds * 1000),
    });
  });
  const link = `${deps.config.publicUrl}/${kind}/reset-password?token=${token}`;
  const text = (locale: 'en' | 'hi') =>
    `${translate('passwordResetIntro', locale)}\n\n${link}\n\n${translate('passwordResetIgnore', locale)}`;
  await deps.messaging.email.notify({
    channel: 'email',
    language: 'en',
    to: account.email,
    subject: `${translate('passwordResetSubject', 'en')} / ${translate('passwordResetSubject', 'hi')}`,
    text: `${text('en')}\n\n---\n\n${text('hi')}`,
  });
}

export const passwordResetJob = defineJob({
  queue: 'account-security.password-reset',
  payload: z.object({ kind: z.enum(staffKinds), email: z.string().max(254) }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  run: (deps, { kind, email }) => sendPasswordReset(deps, kind, email),
});

/**
 * Sets a new password from a reset link: the link works once, within its time, and only while the password is still
 * the one it was issued under. Every session of the account ends, its other links and pending logins too; audited.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordInput): Promise<ResetPasswordResult> {
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.clock.now();
  const kind = await deps.db.transaction(async (tx) => {
    const link = await repo.takeResetToken(tx, sha256(input.token), now);
    const account = link ? await repo.findAccountById(tx, link.kind, link.subjectId) : undefined;
    if (!link || !account?.usable || sha256(account.passwordHash) !== link.passwordStamp) return null;
    await replacePassword(tx, link.kind, account.id, passwordHash);
    await repo.voidResetTokens(tx, link.kind, account.id, now);
    await repo.voidLoginChallenges(tx, link.kind, account.id, now);
    await recordAudit(tx, selfActor(link.kind, account.id), [
      {
        action: auditActions[link.kind].reset,
        entity: auditEntity[link.kind],
        entityId: account.id,
        field: 'password',
      },
    ]);
    return link.kind;
  });
  // Outside the transaction: a refused link must stay refused, not roll back to usable.
  if (!kind) throw new AppError('gone', 'passwordResetInvalid');
  return { kind };
}

// ---------- TOTP ----------

/** Whether the account must use a second factor: role 1 admins and partners' owners, when TOTP_REQUIRED is on. */
export async function isTotpRequired(deps: Pick<Deps, 'db' | 'config'>, kind: StaffKind, id: number) {
  if (!deps.config.login.totpRequired) return false;
  const account = await repo.findAccountById(deps.db, kind, id);
  if (!account) return false;
  if (kind === 'admin') return account.roleId === 1;
  return account.partnerId !== null && (await repo.partnerOwnerId(deps.db, account.partnerId)) === id;
}

/** What a right password still needs: a code, setting a factor up first (it is required), or nothing. */
export async function secondFactorDue(
  deps: Pick<Deps, 'db' | 'config'>,
  kind: StaffKind,
  id: number,
): Promise<'totp' | 'totp_setup' | null> {
  const totp = await repo.findTotp(deps.db, kind, id);
  if (totp?.confirmedAt) return 'totp';
  return (await isTotpRequired(deps, kind, id)) ? 'totp_setup' : null;
}

export async function totpStatus(deps: Pick<Deps, 'db' | 'config'>, kind: StaffKind, id: number): Promise<TotpStatus> {
  const totp = await repo.findTotp(deps.db, kind, id);
  return {
    enabled: Boolean(totp?.confirmedAt),
    required: await isTotpRequired(deps, kind, id),
    recovery_codes_left: totp?.confirmedAt ? await repo.countRecoveryCodesLeft(deps.db, kind, id) : 0,
  };
}

/** Which of these accounts have two-step login on: for the lists managers see. */
export async function totpEnabledAmong(deps: Pick<Deps, 'db'>, kind: StaffKind, ids: number[]): Promise<Set<number>> {
  return new Set(await repo.confirmedTotpSubjects(deps.db, kind, ids));
}

/** A new secret for the account's authenticator app, kept encrypted until a first code confirms it. */
export async function startTotpSetup(deps: Deps, kind: StaffKind, id: number): Promise<TotpSetup> {
  const account = await repo.findAccountById(deps.db, kind, id);
  if (!account) throw new AppError('unauthorized', 'unauthorized');
  const secret = newTotpSecret();
  const saved = await repo.savePendingTotp(deps.db, kind, id, encryptSecret(deps.config.connectors.secretKey, secret));
  if (!saved) throw new AppError('conflict', 'totpAlreadyOn');
  const uri = otpauthUri(secret, account.email);
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauth_uri: uri, qr_data_url: qr };
}

/** Letters and digits without look-alikes (0/o, 1/l): 32 symbols, 5 bits each. */
const recoveryAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const symbols = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(0, recoveryAlphabet.length)]).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

function recoveryHash(code: string): string {
  return sha256(code.trim().toLowerCase().replace('-', ''));
}

/**
 * Confirms the set-up with a first code from the app: the factor is on from now, and ten new recovery codes are
 * answered, once (kept only as hashes). Audited as the account's own change.
 */
export async function confirmTotpSetup(
  deps: Deps,
  kind: StaffKind,
  id: number,
  code: string,
  actor: Session = selfActor(kind, id),
): Promise<RecoveryCodes> {
  const totp = await repo.findTotp(deps.db, kind, id);
  if (!totp) throw new AppError('conflict', 'totpNotStarted');
  if (totp.confirmedAt) throw new AppError('conflict', 'totpAlreadyOn');
  const now = deps.clock.now();
  const step = matchTotp(decryptSecret(deps.config.connectors.secretKey, totp.secret), code, now, totp.lastStep);
  if (step === null) throw fieldError('code', 'totpWrong');
  const codes = Array.from({ length: totpPolicy.recoveryCodes }, newRecoveryCode);
  const confirmed = await deps.db.transaction(async (tx) => {
    if (!(await repo.useTotpStep(tx, totp.id, step, now))) return false;
    await repo.replaceRecoveryCodes(tx, kind, id, codes.map(recoveryHash));
    await recordAudit(tx, actor, [
      { action: auditActions[kind].enable, entity: auditEntity[kind], entityId: id, field: 'totp', newValue: true },
    ]);
    return true;
  });
  if (!confirmed) throw fieldError('code', 'totpWrong');
  return { recovery_codes: codes };
}

/**
 * Whether this is a right second factor of the account, using it up: a code from the app (never one already used,
 * nor an older one), or one of its unused recovery codes.
 */
export async function useSecondFactor(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  kind: StaffKind,
  id: number,
  factor: { code?: string; recovery_code?: string },
  db: Executor = deps.db,
): Promise<boolean> {
  const totp = await repo.findTotp(db, kind, id);
  if (!totp?.confirmedAt) return false;
  const now = deps.clock.now();
  if (factor.recovery_code !== undefined) {
    return repo.useRecoveryCode(db, kind, id, recoveryHash(factor.recovery_code), now);
  }
  if (factor.code === undefined) return false;
  const step = matchTotp(decryptSecret(deps.config.connectors.secretKey, totp.secret), factor.code, now, totp.lastStep);
  return step !== null && repo.useTotpStep(db, totp.id, step, null);
}

/**
 * Turns the factor off: the current password and a code are both needed, an admin acting as a partner may not, and an
 * account that must use it cannot. Its recovery codes go with it; audited.
 */
export async function disableTotp(
  deps: Deps,
  session: Session,
  kind: StaffKind,
  input: TotpDisableInput,
): Promise<void> {
  if (session.masqueradeAdminId !== null) throw new AppError('forbidden', 'totpMasquerade');
  const id = session.subjectId;
  const totp = await repo.findTotp(deps.db, kind, id);
  if (!totp?.confirmedAt) throw new AppError('conflict', 'totpNotOn');
  if (await isTotpRequired(deps, kind, id)) throw new AppError('conflict', 'totpRequiredCannotDisable');
  await assertPasswordAndCode(deps, kind, id, input);
  await deps.db.transaction(async (tx) => {
    await repo.deleteTotp(tx, kind, id);
    await recordAudit(tx, session, [
      { action: auditActions[kind].disable, entity: auditEntity[kind], entityId: id, field: 'totp', oldValue: true },
    ]);
  });
}

/** The account's own password and a code from its app (using the code up), or a 422 under the field that is wrong. */
async function assertPasswordAndCode(
  deps: Deps,
  kind: StaffKind,
  id: number,
  input: { current_password: string; code: string },
): Promise<void> {
  const account = await repo.findAccountById(deps.db, kind, id);
  if (!account || !(await verifyPassword(account.passwordHash, input.current_password))) {
    throw fieldError('current_password', 'currentPasswordWrong');
  }
  if (!(await useSecondFactor(deps, kind, id, { code: input.code }))) throw fieldError('code', 'totpWrong');
}

/**
 * Ten new recovery codes for the signed-in account, confirmed as turning the factor off is (the password and a code):
 * the old ones stop working in the same transaction, the new ones are answered once and kept only as hashes; audited.
 */
export async function renewRecoveryCodes(
  deps: Deps,
  session: Session,
  kind: StaffKind,
  input: RenewRecoveryCodesInput,
): Promise<RecoveryCodes> {
  assertOwnSession(session);
  const id = session.subjectId;
  const totp = await repo.findTotp(deps.db, kind, id);
  if (!totp?.confirmedAt) throw new AppError('conflict', 'totpNotOn');
  await assertPasswordAndCode(deps, kind, id, input);
  const codes = Array.from({ length: totpPolicy.recoveryCodes }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    await repo.replaceRecoveryCodes(tx, kind, id, codes.map(recoveryHash));
    await recordAudit(tx, session, [
      { action: auditActions[kind].renew, entity: auditEntity[kind], entityId: id, field: 'recovery_codes' },
    ]);
  });
  return { recovery_codes: codes };
}

/** Whose account an admin clears: an admin (anyone's but their own), or a user of the partner the path names. */
export type ClearTotpTarget = { kind: 'admin'; id: number } | { kind: 'partner'; partnerId: number; id: number };

/**
 * A role 1 admin turns off the second factor of an account whose owner lost their phone and recovery codes (the route
 * admits role 1 only). Never their own account (they use their own page, with the password and a code); a reason is
 * kept in the audit log. Every session of the account ends and its pending logins are void; where the factor is
 * required, its next login sets it up again (`secondFactorDue`), elsewhere the password alone logs it in.
 */
export async function clearTotp(
  deps: Deps,
  session: Session,
  target: ClearTotpTarget,
  input: ClearTotpInput,
): Promise<void> {
  const { kind, id } = target;
  if (session.kind === kind && session.subjectId === id) throw new AppError('conflict', 'totpClearSelf');
  const account = await repo.findAccountById(deps.db, kind, id);
  if (!account || (target.kind === 'partner' && account.partnerId !== target.partnerId)) {
    throw new AppError('not_found', 'notFound');
  }
  const now = deps.clock.now();
  const cleared = await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteConfirmedTotp(tx, kind, id))) return false;
    await repo.voidLoginChallenges(tx, kind, id, now);
    await endAllSessions(tx, kind, id);
    await recordAudit(tx, session, [
      {
        action: auditActions[kind].clear,
        entity: auditEntity[kind],
        entityId: id,
        field: 'reason',
        newValue: input.reason,
      },
    ]);
    return true;
  });
  if (!cleared) throw new AppError('conflict', 'totpNotOn');
}

/** The set-up from the account area: not for an admin acting as a partner. */
export function assertOwnSession(session: Session): void {
  if (session.masqueradeAdminId !== null) throw new AppError('forbidden', 'totpMasquerade');
}
