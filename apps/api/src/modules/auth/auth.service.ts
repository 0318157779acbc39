/** Login rules: customer OTP, staff passwords, sessions and masquerade (DESIGN §5). */
import type { FastifyInstance } from 'fastify';
import { loginPolicy, OTP_LENGTH, otpPolicy } from '@saakh/domain/constants';
import type {
  AdminLoginInput,
  AdminSession,
  PartnerLoginInput,
  PartnerSession,
  SendOtpResult,
  SessionKind,
  SessionUser,
  VerifyOtpInput,
} from '@saakh/domain/auth';
import { isAdminRoleId } from '@saakh/domain/roles';
import { AppError, fieldError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { hmacSha256, newNumericCode, newToken, safeEqual, sha256 } from '../../lib/tokens';
import type { Session } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './auth.repository';

export const TERMS_VERSION = 'terms-2026-01';

/** Keyed with a server secret: a copy of the table alone cannot be searched for the live code. */
function otpHash(app: FastifyInstance, mobile: string, code: string): string {
  return hmacSha256(app.config.otpHashSecret, `${mobile}:${code}`);
}

/**
 * Password checks are limited per address and account by the route, and here per account from any address:
 * past the limit the account answers 429 until the window passes, whatever the password.
 */
async function withLoginThrottle<T>(
  app: FastifyInstance,
  kind: 'admin' | 'partner',
  login: string,
  ip: string,
  attempt: () => Promise<T | null>,
): Promise<T> {
  const identifier = login.trim().toLowerCase();
  const failures = await repo.countLoginFailures(app.db, kind, identifier, loginPolicy.failureWindowSeconds);
  if (failures >= loginPolicy.maxFailuresPerAccount) {
    throw new AppError('too_many_requests', 'accountLocked', { retryAfterSeconds: loginPolicy.failureWindowSeconds });
  }
  const result = await attempt();
  if (result === null) {
    await repo.recordLoginFailure(app.db, { kind, identifier, ip });
    throw new AppError('unauthorized', 'loginFailed');
  }
  if (failures > 0) await repo.clearLoginFailures(app.db, kind, identifier);
  return result;
}

function secondsUntil(from: Date, seconds: number): number {
  return Math.max(1, Math.ceil((from.getTime() + seconds * 1000 - Date.now()) / 1000));
}

export async function sendOtp(app: FastifyInstance, mobile: string, ip: string): Promise<SendOtpResult> {
  const code = newNumericCode(OTP_LENGTH);
  await app.db.transaction(async (tx) => {
    await repo.lockOtpSends(tx, mobile, ip);
    const byNumber = await repo.countOtpSendsSince(tx, { mobile }, otpPolicy.sendWindowSeconds);
    if (byNumber.last && Date.now() - byNumber.last.getTime() < otpPolicy.resendAfterSeconds * 1000) {
      throw new AppError('too_many_requests', 'otpResendWait', {
        retryAfterSeconds: secondsUntil(byNumber.last, otpPolicy.resendAfterSeconds),
      });
    }
    if (byNumber.sends >= otpPolicy.maxSendsPerNumber) {
      throw new AppError('too_many_requests', 'otpTooManySends', { retryAfterSeconds: otpPolicy.sendWindowSeconds });
    }
    const byIp = await repo.countOtpSendsSince(tx, { ip }, otpPolicy.sendWindowSeconds);
    if (byIp.sends >= app.config.limits.otpSendsPerIp) {
      throw new AppError('too_many_requests', 'tooManyRequests', { retryAfterSeconds: otpPolicy.sendWindowSeconds });
    }
    await repo.createOtpChallenge(tx, {
      mobile,
      codeHash: otpHash(app, mobile, code),
      ip,
      ttlSeconds: otpPolicy.ttlSeconds,
    });
  });
  await app.sms.send({
    to: mobile,
    text: `${code} is your Saakh OTP. It is valid for 5 minutes. Do not share it with anyone.`,
    templateId: app.config.sms.otpTemplateId,
  });
  return { resendAfterSeconds: otpPolicy.resendAfterSeconds, expiresInSeconds: otpPolicy.ttlSeconds };
}

async function issueToken(
  app: FastifyInstance,
  kind: SessionKind,
  subjectId: number,
  ip: string,
  masqueradeAdminId?: number,
): Promise<string> {
  const token = newToken();
  const hours = kind === 'customer' ? app.config.sessionHours.customer : app.config.sessionHours.staff;
  await repo.createSession(app.db, { tokenHash: sha256(token), kind, subjectId, hours, ip, masqueradeAdminId });
  return token;
}

export async function sessionUser(app: FastifyInstance, userId: number): Promise<SessionUser> {
  const user = await repo.findSessionUser(app.db, userId);
  if (!user) throw new AppError('unauthorized', 'unauthorized');
  return { ...user, lastLoginAt: user.lastLoginAt?.toISOString() ?? null };
}

export async function verifyOtp(
  app: FastifyInstance,
  input: VerifyOtpInput,
  ip: string,
): Promise<{ token: string; user: SessionUser }> {
  const challenge = await repo.latestOpenChallenge(app.db, input.mobile);
  if (!challenge || challenge.expired) throw fieldError('otp', 'otpExpired');
  const attempts = await repo.takeOtpAttempt(app.db, challenge.id, otpPolicy.maxWrongTries);
  if (attempts === null) {
    throw new AppError('too_many_requests', 'otpTooManyTries', { retryAfterSeconds: otpPolicy.resendAfterSeconds });
  }
  if (!safeEqual(challenge.codeHash, otpHash(app, input.mobile, input.otp))) {
    if (attempts >= otpPolicy.maxWrongTries) {
      throw new AppError('too_many_requests', 'otpTooManyTries', { retryAfterSeconds: otpPolicy.resendAfterSeconds });
    }
    throw fieldError('otp', 'otpWrong');
  }
  if (!(await repo.consumeChallenge(app.db, challenge.id))) throw fieldError('otp', 'otpExpired');

  const result = await app.db.transaction(async (tx) => {
    const partnerId = input.partner ? await repo.partnerIdByKey(tx, input.partner) : null;
    const languageId = await repo.defaultLanguageId(tx);
    const login = await repo.upsertCustomerLogin(tx, { mobile: input.mobile, languageId, partnerId });
    await repo.recordConsent(tx, { userId: login.userId, kind: 'terms', textVersion: TERMS_VERSION, ip });
    return login;
  });
  const token = await issueToken(app, 'customer', result.userId, ip);
  const user = await sessionUser(app, result.userId);
  // The header shows the previous login, not the one just made.
  return { token, user: { ...user, lastLoginAt: result.previousLoginAt?.toISOString() ?? null } };
}

export async function adminSession(app: FastifyInstance, adminId: number): Promise<AdminSession> {
  const admin = await repo.findAdminById(app.db, adminId);
  if (!admin || admin.status !== 1 || !isAdminRoleId(admin.role_id)) throw new AppError('unauthorized', 'unauthorized');
  return { adminId: admin.id, name: admin.name, email: admin.email, roleId: admin.role_id };
}

export async function adminLogin(app: FastifyInstance, input: AdminLoginInput, ip: string) {
  const admin = await withLoginThrottle(app, 'admin', input.email, ip, async () => {
    const row = await repo.findAdminByEmail(app.db, input.email);
    const valid = await verifyPassword(row?.password_hash, input.password);
    return row && valid && row.status === 1 && isAdminRoleId(row.role_id) ? { ...row, role_id: row.role_id } : null;
  });
  await repo.touchAdminLogin(app.db, admin.id);
  const token = await issueToken(app, 'admin', admin.id, ip);
  return { token, adminId: admin.id, name: admin.name, email: admin.email, roleId: admin.role_id };
}

type PartnerUserRow = NonNullable<Awaited<ReturnType<typeof repo.findPartnerUserById>>>;

function isActivePartnerUser(row: PartnerUserRow | undefined): row is PartnerUserRow {
  return Boolean(row && row.status === 1 && row.partnerStatus === 1 && !row.partnerDeletedAt);
}

function toPartnerSession(row: PartnerUserRow, masqueradeAdminId: number | null): PartnerSession {
  return {
    partnerUserId: row.id,
    partnerId: row.partnerId,
    partnerKey: row.partnerKey,
    name: row.name,
    isMasquerade: masqueradeAdminId !== null,
    masqueradeAdminId,
  };
}

export async function partnerLogin(app: FastifyInstance, input: PartnerLoginInput, ip: string) {
  const row = await withLoginThrottle(app, 'partner', input.email, ip, async () => {
    const found = await repo.findPartnerUserByLogin(app.db, input.email);
    const valid = await verifyPassword(found?.passwordHash, input.password);
    const wrongBrand = input.partner !== undefined && found?.partnerKey !== input.partner;
    return valid && isActivePartnerUser(found) && !wrongBrand ? found : null;
  });
  await repo.touchPartnerLogin(app.db, row.id);
  const token = await issueToken(app, 'partner', row.id, ip);
  return { token, ...toPartnerSession(row, null) };
}

export async function partnerSession(app: FastifyInstance, session: Session): Promise<PartnerSession> {
  const row = await repo.findPartnerUserById(app.db, session.subjectId);
  if (!isActivePartnerUser(row)) throw new AppError('unauthorized', 'unauthorized');
  return toPartnerSession(row, session.masqueradeAdminId);
}

export async function startMasquerade(app: FastifyInstance, admin: Session, partnerId: number, ip: string) {
  const row = await repo.findMasqueradeTarget(app.db, partnerId);
  if (!isActivePartnerUser(row)) throw new AppError('not_found', 'notFound');
  const token = await issueToken(app, 'partner', row.id, ip, admin.subjectId);
  await recordAudit(app.db, admin, [
    { action: 'masquerade.start', entity: 'partner', entityId: partnerId, newValue: { partnerUserId: row.id } },
  ]);
  return { token, ...toPartnerSession(row, admin.subjectId) };
}

export async function endMasquerade(app: FastifyInstance, session: Session): Promise<AdminSession> {
  if (session.masqueradeAdminId === null) throw new AppError('forbidden', 'notMasquerading');
  await repo.revokeSession(app.db, session.id);
  await recordAudit(app.db, session, [
    { action: 'masquerade.end', entity: 'partner_user', entityId: session.subjectId },
  ]);
  return adminSession(app, session.masqueradeAdminId);
}

export async function logout(app: FastifyInstance, tokens: string[]): Promise<void> {
  await repo.revokeSessionsByHash(app.db, [...new Set(tokens)].map(sha256));
}
