/** Login rules: customer OTP, staff passwords, sessions and masquerade (DESIGN §5). */
import type { Deps } from '../../deps';
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
import { SESSION_MEMORY_MS } from '../../lib/cache/caches';
import { verifyPassword } from '../../lib/passwords';
import { hmacSha256, newNumericCode, newToken, safeEqual, sha256 } from '../../lib/tokens';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './auth.repository';

export const TERMS_VERSION = 'terms-2026-01';

/** Keyed with a server secret: a copy of the table alone cannot be searched for the live code. */
function otpHash(deps: Deps, mobile: string, code: string): string {
  return hmacSha256(deps.config.otpHashSecret, `${mobile}:${code}`);
}

/**
 * Password checks are limited per address and account by the route, and here per account from any address:
 * past the limit the account answers 429 until the window passes, whatever the password.
 */
async function withLoginThrottle<T>(
  deps: Deps,
  kind: 'admin' | 'partner',
  login: string,
  ip: string,
  attempt: () => Promise<T | null>,
): Promise<T> {
  const identifier = login.trim().toLowerCase();
  const failures = await repo.countLoginFailures(deps.db, kind, identifier, loginPolicy.failureWindowSeconds);
  if (failures >= loginPolicy.maxFailuresPerAccount) {
    throw new AppError('too_many_requests', 'accountLocked', { retryAfterSeconds: loginPolicy.failureWindowSeconds });
  }
  const result = await attempt();
  if (result === null) {
    await repo.recordLoginFailure(deps.db, { kind, identifier, ip });
    throw new AppError('unauthorized', 'loginFailed');
  }
  if (failures > 0) await repo.clearLoginFailures(deps.db, kind, identifier);
  return result;
}

function secondsUntil(from: Date, seconds: number): number {
  return Math.max(1, Math.ceil((from.getTime() + seconds * 1000 - Date.now()) / 1000));
}

export async function sendOtp(deps: Deps, mobile: string, ip: string): Promise<SendOtpResult> {
  const code = newNumericCode(OTP_LENGTH);
  await deps.db.transaction(async (tx) => {
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
    if (byIp.sends >= deps.config.limits.otpSendsPerIp) {
      throw new AppError('too_many_requests', 'tooManyRequests', { retryAfterSeconds: otpPolicy.sendWindowSeconds });
    }
    await repo.createOtpChallenge(tx, {
      mobile,
      codeHash: otpHash(deps, mobile, code),
      ip,
      ttlSeconds: otpPolicy.ttlSeconds,
    });
  });
  await deps.sms.send({
    to: mobile,
    text: `${code} is your Saakh OTP. It is valid for 5 minutes. Do not share it with anyone.`,
    templateId: deps.config.sms.otpTemplateId,
  });
  return { resendAfterSeconds: otpPolicy.resendAfterSeconds, expiresInSeconds: otpPolicy.ttlSeconds };
}

async function issueToken(
  deps: Deps,
  kind: SessionKind,
  subjectId: number,
  ip: string,
  masqueradeAdminId?: number,
): Promise<string> {
  const token = newToken();
  const hours = kind === 'customer' ? deps.config.sessionHours.customer : deps.config.sessionHours.staff;
  await repo.createSession(deps.db, { tokenHash: sha256(token), kind, subjectId, hours, ip, masqueradeAdminId });
  return token;
}

export async function sessionUser(deps: Deps, userId: number): Promise<SessionUser> {
  const user = await repo.findSessionUser(deps.db, userId);
  if (!user) throw new AppError('unauthorized', 'unauthorized');
  return { ...user, lastLoginAt: user.lastLoginAt?.toISOString() ?? null };
}

export async function verifyOtp(
  deps: Deps,
  input: VerifyOtpInput,
  ip: string,
): Promise<{ token: string; user: SessionUser }> {
  const challenge = await repo.latestOpenChallenge(deps.db, input.mobile);
  if (!challenge || challenge.expired) throw fieldError('otp', 'otpExpired');
  const attempts = await repo.takeOtpAttempt(deps.db, challenge.id, otpPolicy.maxWrongTries);
  if (attempts === null) {
    throw new AppError('too_many_requests', 'otpTooManyTries', { retryAfterSeconds: otpPolicy.resendAfterSeconds });
  }
  if (!safeEqual(challenge.codeHash, otpHash(deps, input.mobile, input.otp))) {
    if (attempts >= otpPolicy.maxWrongTries) {
      throw new AppError('too_many_requests', 'otpTooManyTries', { retryAfterSeconds: otpPolicy.resendAfterSeconds });
    }
    throw fieldError('otp', 'otpWrong');
  }
  if (!(await repo.consumeChallenge(deps.db, challenge.id))) throw fieldError('otp', 'otpExpired');

  const result = await deps.db.transaction(async (tx) => {
    const partnerId = input.partner ? await repo.partnerIdByKey(tx, input.partner) : null;
    const languageId = await repo.defaultLanguageId(tx);
    const login = await repo.upsertCustomerLogin(tx, { mobile: input.mobile, languageId, partnerId });
    await repo.recordConsent(tx, { userId: login.userId, kind: 'terms', textVersion: TERMS_VERSION, ip });
    return login;
  });
  const token = await issueToken(deps, 'customer', result.userId, ip);
  const user = await sessionUser(deps, result.userId);
  // The header shows the previous login, not the one just made.
  return { token, user: { ...user, lastLoginAt: result.previousLoginAt?.toISOString() ?? null } };
}

export async function adminSession(deps: Deps, adminId: number): Promise<AdminSession> {
  const admin = await repo.findAdminById(deps.db, adminId);
  if (!admin || admin.status !== 1 || !isAdminRoleId(admin.role_id)) throw new AppError('unauthorized', 'unauthorized');
  return { adminId: admin.id, name: admin.name, email: admin.email, roleId: admin.role_id };
}

export async function adminLogin(deps: Deps, input: AdminLoginInput, ip: string) {
  const admin = await withLoginThrottle(deps, 'admin', input.email, ip, async () => {
    const row = await repo.findAdminByEmail(deps.db, input.email);
    const valid = await verifyPassword(row?.password_hash, input.password);
    return row && valid && row.status === 1 && isAdminRoleId(row.role_id) ? { ...row, role_id: row.role_id } : null;
  });
  await repo.touchAdminLogin(deps.db, admin.id);
  const token = await issueToken(deps, 'admin', admin.id, ip);
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

export async function partnerLogin(deps: Deps, input: PartnerLoginInput, ip: string) {
  const row = await withLoginThrottle(deps, 'partner', input.email, ip, async () => {
    const found = await repo.findPartnerUserByLogin(deps.db, input.email);
    const valid = await verifyPassword(found?.passwordHash, input.password);
    const wrongBrand = input.partner !== undefined && found?.partnerKey !== input.partner;
    return valid && isActivePartnerUser(found) && !wrongBrand ? found : null;
  });
  await repo.touchPartnerLogin(deps.db, row.id);
  const token = await issueToken(deps, 'partner', row.id, ip);
  return { token, ...toPartnerSession(row, null) };
}

export async function partnerSession(deps: Deps, session: Session): Promise<PartnerSession> {
  const row = await repo.findPartnerUserById(deps.db, session.subjectId);
  if (!isActivePartnerUser(row)) throw new AppError('unauthorized', 'unauthorized');
  return toPartnerSession(row, session.masqueradeAdminId);
}

export async function startMasquerade(deps: Deps, admin: Session, partnerId: number, ip: string) {
  const row = await repo.findMasqueradeTarget(deps.db, partnerId);
  if (!isActivePartnerUser(row)) throw new AppError('not_found', 'notFound');
  const token = await issueToken(deps, 'partner', row.id, ip, admin.subjectId);
  await recordAudit(deps.db, admin, [
    { action: 'masquerade.start', entity: 'partner', entityId: partnerId, newValue: { partnerUserId: row.id } },
  ]);
  return { token, ...toPartnerSession(row, admin.subjectId) };
}

export async function endMasquerade(deps: Deps, session: Session): Promise<AdminSession> {
  if (session.masqueradeAdminId === null) throw new AppError('forbidden', 'notMasquerading');
  await repo.revokeSession(deps.db, session.id);
  await recordAudit(deps.db, session, [
    { action: 'masquerade.end', entity: 'partner_user', entityId: session.subjectId },
  ]);
  return adminSession(deps, session.masqueradeAdminId);
}

export async function logout(deps: Deps, tokens: string[]): Promise<void> {
  await repo.revokeSessionsByHash(deps.db, [...new Set(tokens)].map(sha256));
}

/**
 * The live session of a token, or null. A disabled account ends its sessions at once, and so does disabling the
 * admin behind a masquerade. The one session lookup: the access check and public routes that want to know an
 * optional caller both use it.
 */
export async function findSession(deps: Pick<Deps, 'db' | 'caches' | 'clock'>, token: string): Promise<Session | null> {
  if (token.length === 0 || token.length > 128) return null;
  const tokenHash = sha256(token);
  const remembered = deps.caches.sessions.get(tokenHash);
  if (remembered) return remembered;
  const row = await repo.findLiveSessionByHash(deps.db, tokenHash);
  if (!row) return null;
  if (row.kind === 'admin' && row.adminStatus !== 1) return null;
  if (
    row.kind === 'partner' &&
    !(row.partnerUserStatus === 1 && row.partnerStatus === 1 && row.partnerDeletedAt === null)
  ) {
    return null;
  }
  if (row.masqueradeAdminId !== null && row.masqueradeAdminStatus !== 1) return null;
  // Last use is recorded at most once a minute, so a busy session does not write on every request.
  if (deps.clock.now().getTime() - row.lastUsedAt.getTime() > SESSION_MEMORY_MS) {
    await repo.touchSession(deps.db, row.id);
  }
  const session: Session = {
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    masqueradeAdminId: row.masqueradeAdminId,
    roleId: isAdminRoleId(row.roleId) ? row.roleId : null,
  };
  deps.caches.sessions.set(tokenHash, session, row.expiresAt);
  return session;
}
