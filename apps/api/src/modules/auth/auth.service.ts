/** Login rules: customer OTP, staff passwords, sessions and masquerade (DESIGN §5). */
import { z } from 'zod';
import type { Deps } from '../../deps';
import { loginPolicy, OTP_LENGTH, otpPolicy } from '@saakh/domain/constants';
import { totpPolicy, type PendingTokenInput, type SecondFactorInput } from '@saakh/domain/account-security';
import type {
  AdminLoginInput,
  AdminLoginResult,
  AdminSession,
  PartnerLoginInput,
  PartnerLoginResult,
  PartnerSession,
  SecondFactorChallenge,
  SendOtpResult,
  SessionKind,
  SessionUser,
  VerifyOtpInput,
} from '@saakh/domain/auth';
import type { Locale } from '@saakh/domain/i18n';
import { isAdminRoleId } from '@saakh/domain/roles';
import { AppError, fieldError } from '../../lib/app-error';
import { defineJob } from '../../lib/jobs/jobs';
import { SESSION_MEMORY_MS } from '../../lib/cache/caches';
import { verifyPassword } from '../../lib/passwords';
import { hmacSha256, newNumericCode, newToken, safeEqual, sha256 } from '../../lib/tokens';
import { translate } from '@saakh/domain/messages';
import type { Session } from '../../lib/session';
import * as security from '../account-security/account-security.service';
import { recordAudit } from '../audit/audit.service';
import { recordConsents, tickedMarketing } from '../consents/consents.service';
import * as repo from './auth.repository';

/** Keyed with a server secret: a copy of the table alone cannot be searched for the live code. */
function otpHash(deps: Deps, mobile: string, code: string): string {
  return hmacSha256(deps.config.otpHashSecret, `${mobile}:${code}`);
}

type StaffKind = 'admin' | 'partner';

/** What a staff login needs of the account it names, whichever kind it is. */
type StaffAccount<T> = { id: number; email: string; passwordHash: string; usable: boolean; value: T };

/** The browser a login comes from: its address and the device cookie it carries, if any. */
export type LoginClient = { ip: string; deviceToken?: string };

const deviceTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Staff password logins (decision 017). Each try is written as a failure before the password is checked (deleted
 * when it was right), then counted in the window, all in the database so every instance sees the same counts:
 * - per address across accounts: past the limit that address waits (429), except on a device known to the account;
 * - per account from one address, or from one known device: past the limit only that pair waits (429);
 * - per account from anywhere: past the limit the account is protected, not locked: a known device still logs in
 *   with the right password; any other device is answered 403 whatever the password (so guesses learn nothing), and
 *   the right password e-mails the owner a single-use sign-in link that makes that browser known.
 * Unknown accounts are counted and answered exactly alike, and cost the same hash (a decoy).
 */
async function passwordLogin<T>(
  deps: Deps,
  kind: StaffKind,
  login: string,
  password: string,
  client: LoginClient,
  find: () => Promise<StaffAccount<T> | undefined>,
): Promise<{ value: T; deviceToken: string }> {
  const policy = deps.config.login;
  const window = loginPolicy.failureWindowSeconds;
  const account = await find();
  const carried = client.deviceToken && deviceTokenPattern.test(client.deviceToken) ? client.deviceToken : undefined;
  const carriedHash = carried ? sha256(carried) : null;
  const known = Boolean(account && carriedHash && (await repo.isKnownDevice(deps.db, carriedHash, kind, account.id)));
  const attempt: repo.LoginTry = {
    kind,
    identifier: login.trim().toLowerCase(),
    ip: client.ip,
    deviceHash: known ? carriedHash : null,
  };

  const tryId = await repo.recordLoginTry(deps.db, attempt);
  const counts = await repo.countLoginFailures(deps.db, attempt, window);
  // The counts include this try.
  if (!known && counts.address > policy.failuresPerAddress) {
    await repo.deleteLoginTry(deps.db, tryId);
    throw new AppError('too_many_requests', 'loginAddressPaused', { retryAfterSeconds: window });
  }
  if (counts.here > policy.failuresPerAccountAddress) {
    await repo.deleteLoginTry(deps.db, tryId);
    throw new AppError('too_many_requests', 'accountLocked', { retryAfterSeconds: window });
  }
  const isProtected = !known && counts.account > policy.failuresPerAccount;

  let valid: boolean;
  try {
    valid = (await verifyPassword(account?.passwordHash, password)) && Boolean(account?.usable);
  } catch (error) {
    // Refused before checking (the hash queue is full): not a failure of the password.
    await repo.deleteLoginTry(deps.db, tryId);
    throw error;
  }
  if (!valid || !account) {
    await repo.pruneLoginFailures(deps.db, window);
    throw isProtected ? new AppError('forbidden', 'accountProtected') : new AppError('unauthorized', 'loginFailed');
  }
  if (isProtected) {
    await repo.deleteLoginTry(deps.db, tryId);
    // Queued, not sent here: a wrong and a right password answer in about the same time (one write each), and the
    // e-mail survives a restart. One job a minute per account at most; the job itself caps links per window.
    const minute = Math.floor(Date.now() / 60_000);
    await deps.jobs.enqueue(
      deps.db,
      signInLinkJob,
      { kind, subjectId: account.id },
      { key: `auth.sign-in-link:${kind}:${account.id}:${minute}` },
    );
    throw new AppError('forbidden', 'accountProtected');
  }
  await repo.clearLoginFailures(deps.db, attempt);
  const deviceToken = carried ?? newToken();
  await repo.rememberDevice(deps.db, sha256(deviceToken), kind, account.id);
  return { value: account.value, deviceToken };
}

/**
 * E-mails a protected account a single-use sign-in link, at most a few per window so the owner's inbox is not
 * flooded. The token is made here, in the job: it never rests in the queue.
 */
async function sendSignInLink(deps: Deps, kind: StaffKind, subjectId: number) {
  const account =
    kind === 'admin'
      ? await repo.findAdminById(deps.db, subjectId)
      : await repo.findPartnerUserById(deps.db, subjectId);
  if (!account) return;
  const window = loginPolicy.failureWindowSeconds;
  if ((await repo.countSignInLinks(deps.db, kind, subjectId, window)) >= loginPolicy.signInLinksPerWindow) return;
  const token = newToken();
  await repo.createSignInLink(deps.db, {
    tokenHash: sha256(token),
    kind,
    subjectId,
    ttlSeconds: loginPolicy.signInLinkTtlSeconds,
  });
  const link = `${deps.config.publicUrl}/api/auth/sign-in-link?token=${token}`;
  const text = (locale: 'en' | 'hi') =>
    `${translate('signInLinkIntro', locale)}\n\n${link}\n\n${translate('signInLinkIgnore', locale)}`;
  await deps.messaging.email.notify({
    channel: 'email',
    language: 'en',
    to: account.email,
    subject: `${translate('signInLinkSubject', 'en')} / ${translate('signInLinkSubject', 'hi')}`,
    text: `${text('en')}\n\n---\n\n${text('hi')}`,
  });
}

export const signInLinkJob = defineJob({
  queue: 'auth.sign-in-link',
  payload: z.object({ kind: z.enum(['admin', 'partner']), subjectId: z.number().int().positive() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  run: (deps, { kind, subjectId }) => sendSignInLink(deps, kind, subjectId),
});

/**
 * Opens a sign-in link: once, within its time, it makes the browser that opened it a known device of the account
 * (answering the device token to set); the next login there with the right password passes the protection.
 */
export async function openSignInLink(
  deps: Deps,
  token: string,
  deviceToken: string | undefined,
): Promise<{ kind: StaffKind; deviceToken: string }> {
  const link = token.length <= 128 ? await repo.consumeSignInLink(deps.db, sha256(token)) : undefined;
  if (!link) throw new AppError('not_found', 'signInLinkInvalid');
  const device = deviceToken && deviceTokenPattern.test(deviceToken) ? deviceToken : newToken();
  await repo.rememberDevice(deps.db, sha256(device), link.kind, link.subjectId);
  return { kind: link.kind, deviceToken: device };
}

function secondsUntil(from: Date, seconds: number, now: Date): number {
  return Math.max(1, Math.ceil((from.getTime() + seconds * 1000 - now.getTime()) / 1000));
}

/** A one-time code's SMS: what it confirms is said in it, the code first (DLT templates per purpose). */
export type OtpMessage = { purpose: repo.OtpPurpose; text: (code: string) => string; templateId: string };

function loginOtpMessage(deps: Deps): OtpMessage {
  return {
    purpose: 'login',
    text: (code) => `${code} is your Saakh OTP. It is valid for 5 minutes. Do not share it with anyone.`,
    templateId: deps.config.sms.otpTemplateId,
  };
}

export function sendOtp(deps: Deps, mobile: string, ip: string): Promise<SendOtpResult> {
  return sendOtpCode(deps, mobile, ip, loginOtpMessage(deps));
}

/**
 * Sends a one-time code for a purpose. The wait before a resend and the sends per number count per purpose (a login
 * just made does not hold back the KFS's code); the sends per address count all purposes. A new code of a purpose
 * ends the open one of that purpose only.
 */
export async function sendOtpCode(deps: Deps, mobile: string, ip: string, message: OtpMessage): Promise<SendOtpResult> {
  const code = newNumericCode(OTP_LENGTH);
  await deps.db.transaction(async (tx) => {
    await repo.lockOtpSends(tx, mobile, ip);
    const byNumber = await repo.countOtpSendsSince(
      tx,
      { mobile, purpose: message.purpose },
      otpPolicy.sendWindowSeconds,
    );
    // The rules' clock, which a browser test moves past the wait instead of waiting it out (DEV_CLOCK_CONTROL).
    const now = deps.clock.now();
    if (byNumber.last && now.getTime() - byNumber.last.getTime() < otpPolicy.resendAfterSeconds * 1000) {
      throw new AppError('too_many_requests', 'otpResendWait', {
        retryAfterSeconds: secondsUntil(byNumber.last, otpPolicy.resendAfterSeconds, now),
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
      purpose: message.purpose,
      codeHash: otpHash(deps, mobile, code),
      ip,
      ttlSeconds: otpPolicy.ttlSeconds,
    });
  });
  await deps.messaging.sms.notify({
    channel: 'sms',
    to: mobile,
    text: message.text(code),
    language: 'en',
    dlt: { templateId: message.templateId },
  });
  return { resendAfterSeconds: otpPolicy.resendAfterSeconds, expiresInSeconds: otpPolicy.ttlSeconds };
}

async function issueToken(
  deps: Deps,
  kind: SessionKind,
  subjectId: number,
  ip: string,
  masquerade?: { adminId: number; sessionId: number },
): Promise<string> {
  const token = newToken();
  const hours = kind === 'customer' ? deps.config.sessionHours.customer : deps.config.sessionHours.staff;
  await repo.createSession(deps.db, { tokenHash: sha256(token), kind, subjectId, hours, ip, masquerade });
  return token;
}

export async function sessionUser(deps: Deps, userId: number): Promise<SessionUser> {
  const user = await repo.findSessionUser(deps.db, userId);
  if (!user) throw new AppError('unauthorized', 'unauthorized');
  return { ...user, lastLoginAt: user.lastLoginAt?.toISOString() ?? null };
}

/**
 * Checks a one-time code of a purpose and uses it up: an expired or missing code, a wrong one (at most
 * maxWrongTries, then 429) and a code of another purpose are all refused on the `otp` field.
 */
export async function checkOtpCode(deps: Deps, mobile: string, otp: string, purpose: repo.OtpPurpose): Promise<void> {
  const challenge = await repo.latestOpenChallenge(deps.db, mobile, purpose);
  if (!challenge || challenge.expired) throw fieldError('otp', 'otpExpired');
  const attempts = await repo.takeOtpAttempt(deps.db, challenge.id, otpPolicy.maxWrongTries);
  if (attempts === null) {
    throw new AppError('too_many_requests', 'otpTooManyTries', { retryAfterSeconds: otpPolicy.resendAfterSeconds });
  }
  if (!safeEqual(challenge.codeHash, otpHash(deps, mobile, otp))) {
    if (attempts >= otpPolicy.maxWrongTries) {
      throw new AppError('too_many_requests', 'otpTooManyTries', { retryAfterSeconds: otpPolicy.resendAfterSeconds });
    }
    throw fieldError('otp', 'otpWrong');
  }
  if (!(await repo.consumeChallenge(deps.db, challenge.id))) throw fieldError('otp', 'otpExpired');
}

/**
 * Signs a customer in with their OTP. The terms and privacy notice are agreed to each time (the box is required), and
 * each marketing channel ticked is a consent of its own (none when none is ticked; one already standing is kept).
 */
export async function verifyOtp(
  deps: Deps,
  input: VerifyOtpInput,
  client: { ip: string; locale: Locale },
): Promise<{ token: string; user: SessionUser }> {
  const { ip } = client;
  await checkOtpCode(deps, input.mobile, input.otp, 'login');

  const result = await deps.db.transaction(async (tx) => {
    const partnerId = input.partner ? await repo.partnerIdByKey(tx, input.partner) : null;
    const languageId = await repo.defaultLanguageId(tx);
    const login = await repo.upsertCustomerLogin(tx, { mobile: input.mobile, languageId, partnerId });
    await recordConsents(tx, login.userId, [{ purpose: 'terms_privacy' }, ...tickedMarketing(input)], {
      language: client.locale,
      channel: 'web',
      ip,
    });
    return login;
  });
  const token = await issueToken(deps, 'customer', result.userId, ip);
  const user = await sessionUser(deps, result.userId);
  // The header shows the previous login, not the one just made.
  return { token, user: { ...user, lastLoginAt: result.previousLoginAt?.toISOString() ?? null } };
}

/** An active admin's id by e-mail (case-insensitive), or undefined. */
export async function activeAdminIdByEmail(deps: Pick<Deps, 'db'>, email: string): Promise<number | undefined> {
  const row = await repo.findAdminByEmail(deps.db, email);
  return row?.status === 1 ? row.id : undefined;
}

export async function adminSession(deps: Deps, adminId: number): Promise<AdminSession> {
  const admin = await repo.findAdminById(deps.db, adminId);
  if (!admin || admin.status !== 1 || !isAdminRoleId(admin.role_id)) throw new AppError('unauthorized', 'unauthorized');
  return { adminId: admin.id, name: admin.name, email: admin.email, roleId: admin.role_id };
}

export async function adminLogin(deps: Deps, input: AdminLoginInput, client: LoginClient) {
  const { value: admin, deviceToken } = await passwordLogin(
    deps,
    'admin',
    input.email,
    input.password,
    client,
    async () => {
      const row = await repo.findAdminByEmail(deps.db, input.email);
      if (!row) return undefined;
      const usable = row.status === 1 && isAdminRoleId(row.role_id);
      return { id: row.id, email: row.email, passwordHash: row.password_hash, usable, value: row };
    },
  );
  if (!isAdminRoleId(admin.role_id)) throw new AppError('unauthorized', 'loginFailed');
  const due = await security.secondFactorDue(deps, 'admin', admin.id);
  if (due) return { result: await openLoginChallenge(deps, 'admin', admin.id, due), deviceToken };
  return { result: await finishAdminLogin(deps, admin.id, client.ip), deviceToken };
}

/** The session of an admin whose login passed every step. */
export async function finishAdminLogin(deps: Deps, adminId: number, ip: string): Promise<AdminLoginResult> {
  const admin = await repo.findAdminById(deps.db, adminId);
  if (!admin || admin.status !== 1 || !isAdminRoleId(admin.role_id)) throw new AppError('unauthorized', 'loginFailed');
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

export async function partnerLogin(deps: Deps, input: PartnerLoginInput, client: LoginClient) {
  const { value: row, deviceToken } = await passwordLogin(
    deps,
    'partner',
    input.email,
    input.password,
    client,
    async () => {
      const found = await repo.findPartnerUserByLogin(deps.db, input.email);
      if (!found) return undefined;
      const wrongBrand = input.partner !== undefined && found.partnerKey !== input.partner;
      const usable = isActivePartnerUser(found) && !wrongBrand;
      return { id: found.id, email: found.email, passwordHash: found.passwordHash, usable, value: found };
    },
  );
  const due = await security.secondFactorDue(deps, 'partner', row.id);
  if (due) return { result: await openLoginChallenge(deps, 'partner', row.id, due), deviceToken };
  return { result: await finishPartnerLogin(deps, row.id, client.ip), deviceToken };
}

/** The session of a partner user whose login passed every step. */
export async function finishPartnerLogin(deps: Deps, partnerUserId: number, ip: string): Promise<PartnerLoginResult> {
  const row = await repo.findPartnerUserById(deps.db, partnerUserId);
  if (!isActivePartnerUser(row)) throw new AppError('unauthorized', 'loginFailed');
  await repo.touchPartnerLogin(deps.db, row.id);
  const token = await issueToken(deps, 'partner', row.id, ip);
  return { token, ...toPartnerSession(row, null) };
}

// ---------- the second step (decision 045) ----------

/** A right password whose second factor is due: a pending token, no session yet. */
async function openLoginChallenge(
  deps: Deps,
  kind: StaffKind,
  subjectId: number,
  due: 'totp' | 'totp_setup',
): Promise<SecondFactorChallenge> {
  const token = newToken();
  const seconds = due === 'totp' ? totpPolicy.challengeSeconds : totpPolicy.setupChallengeSeconds;
  const at = deps.clock.now();
  await repo.createLoginChallenge(deps.db, {
    tokenHash: sha256(token),
    kind,
    subjectId,
    purpose: due,
    at,
    expiresAt: new Date(at.getTime() + seconds * 1000),
  });
  return { second_factor: due, pending_token: token, expires_in_seconds: seconds };
}

/**
 * One try of a pending login's second step, limited as password tries are (decision 017): a few wrong codes per
 * pending login (then it is void: log in again), and per account and per address in the failure window, counted in
 * login_failures under the account's own identifier. `check` answers whether the code was right, using it up.
 */
async function secondStep(
  deps: Deps,
  kind: StaffKind,
  pendingToken: string,
  purpose: repo.ChallengePurpose,
  client: LoginClient,
  field: 'code' | 'recovery_code',
  check: (subjectId: number) => Promise<boolean>,
): Promise<number> {
  const policy = deps.config.login;
  const now = deps.clock.now();
  const challenge = await repo.findLoginChallenge(deps.db, sha256(pendingToken), kind, purpose, now);
  if (!challenge) throw new AppError('unauthorized', 'secondFactorExpired');
  const attempt: repo.LoginTry = { kind, identifier: `totp:${challenge.subjectId}`, ip: client.ip, deviceHash: null };
  const tryId = await repo.recordLoginTry(deps.db, attempt);
  const counts = await repo.countLoginFailures(deps.db, attempt, loginPolicy.failureWindowSeconds);
  const wait = { retryAfterSeconds: loginPolicy.failureWindowSeconds };
  if (counts.address > policy.failuresPerAddress) {
    await repo.deleteLoginTry(deps.db, tryId);
    throw new AppError('too_many_requests', 'loginAddressPaused', wait);
  }
  if (counts.account > policy.failuresPerAccountAddress) {
    await repo.deleteLoginTry(deps.db, tryId);
    throw new AppError('too_many_requests', 'accountLocked', wait);
  }
  const tries = await repo.takeChallengeAttempt(deps.db, challenge.id, totpPolicy.maxTriesPerChallenge);
  if (tries === null) {
    await repo.deleteLoginTry(deps.db, tryId);
    throw new AppError('too_many_requests', 'secondFactorTooManyTries');
  }
  if (!(await check(challenge.subjectId))) {
    if (tries >= totpPolicy.maxTriesPerChallenge) {
      await repo.endLoginChallenge(deps.db, challenge.id, now);
      throw new AppError('too_many_requests', 'secondFactorTooManyTries');
    }
    throw fieldError(field, 'totpWrong');
  }
  if (!(await repo.endLoginChallenge(deps.db, challenge.id, now))) {
    throw new AppError('unauthorized', 'secondFactorExpired');
  }
  await repo.deleteLoginTry(deps.db, tryId);
  await repo.clearLoginFailures(deps.db, attempt);
  return challenge.subjectId;
}

/** Completes a pending login with a code from the app or a recovery code; answers whose it is (no session yet). */
export function verifySecondFactor(
  deps: Deps,
  kind: StaffKind,
  input: SecondFactorInput,
  client: LoginClient,
): Promise<number> {
  const field = input.recovery_code !== undefined ? 'recovery_code' : 'code';
  return secondStep(deps, kind, input.pending_token, 'totp', client, field, (subjectId) =>
    security.useSecondFactor(deps, kind, subjectId, input),
  );
}

/** An account that must use a second factor sets it up before it has a session: the secret for its app. */
export async function startSetupAtLogin(deps: Deps, kind: StaffKind, input: PendingTokenInput) {
  const challenge = await repo.findLoginChallenge(
    deps.db,
    sha256(input.pending_token),
    kind,
    'totp_setup',
    deps.clock.now(),
  );
  if (!challenge) throw new AppError('unauthorized', 'secondFactorExpired');
  return security.startTotpSetup(deps, kind, challenge.subjectId);
}

/** Confirms that set-up with a first code: the login completes, and the recovery codes are answered once. */
export async function confirmSetupAtLogin(
  deps: Deps,
  kind: StaffKind,
  input: { pending_token: string; code: string },
  client: LoginClient,
): Promise<{ subjectId: number; recoveryCodes: string[] }> {
  let recoveryCodes: string[] = [];
  const subjectId = await secondStep(deps, kind, input.pending_token, 'totp_setup', client, 'code', async (id) => {
    try {
      recoveryCodes = (await security.confirmTotpSetup(deps, kind, id, input.code)).recovery_codes;
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'validation') return false;
      throw error;
    }
  });
  return { subjectId, recoveryCodes };
}

export async function partnerSession(deps: Deps, session: Session): Promise<PartnerSession> {
  const row = await repo.findPartnerUserById(deps.db, session.subjectId);
  if (!isActivePartnerUser(row)) throw new AppError('unauthorized', 'unauthorized');
  return toPartnerSession(row, session.masqueradeAdminId);
}

export async function startMasquerade(deps: Deps, admin: Session, partnerId: number, ip: string) {
  const row = await repo.findMasqueradeTarget(deps.db, partnerId);
  if (!isActivePartnerUser(row)) {
    // Say why, so the admin is not left with "Not found" for a partner they can see in the list.
    const partner = await repo.findPartnerState(deps.db, partnerId);
    if (!partner) throw new AppError('not_found', 'notFound');
    throw new AppError('conflict', partner.status === 1 ? 'masqueradeNoUser' : 'masqueradePartnerInactive');
  }
  const token = await issueToken(deps, 'partner', row.id, ip, { adminId: admin.subjectId, sessionId: admin.id });
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

/** Ends these sessions, and the masquerades opened from them, in one transaction. */
export async function logout(deps: Deps, tokens: string[]): Promise<void> {
  const hashes = [...new Set(tokens)].map(sha256);
  if (hashes.length === 0) return;
  await deps.db.transaction((tx) => repo.revokeSessionsByHash(tx, hashes));
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
  // A masquerade ends with the admin session it was opened from (logout, expiry, revocation) and with the admin.
  if (row.masqueradeAdminId !== null && (row.masqueradeAdminStatus !== 1 || row.masqueradeFromExpiresAt === null)) {
    return null;
  }
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
  // Remembered no longer than the admin session behind a masquerade lives.
  const until =
    row.masqueradeFromExpiresAt && row.masqueradeFromExpiresAt < row.expiresAt
      ? row.masqueradeFromExpiresAt
      : row.expiresAt;
  deps.caches.sessions.set(tokenHash, session, until);
  return session;
}
