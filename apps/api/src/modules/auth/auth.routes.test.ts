import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSIONS } from '@saakh/domain/consents';
import { loginPolicy, otpPolicy } from '@saakh/domain/constants';
import { admin_users } from '../../db/schema/admins';
import { audit_log } from '../../db/schema/audit';
import { otp_challenges, sessions } from '../../db/schema/auth';
import { partner_users, partners } from '../../db/schema/partners';
import { consents, users } from '../../db/schema/users';
import { sha256 } from '../../lib/tokens';
import { createAdmin, createPartner, createPartnerUser, type PartnerRow } from '../../test/factories';
import {
  bearer,
  createTestApp,
  freshIp,
  loginAdmin,
  loginCustomer,
  loginPartner,
  TEST_ADMIN_PASSWORD,
  TEST_PARTNER_PASSWORD,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let mobileCounter = 9_100_000_000;
/** A number no other test in this file uses, so per-number limits do not couple tests. */
const freshMobile = () => String((mobileCounter += 1));

let finserve: PartnerRow;
let paisamitra: PartnerRow;

/** The staff and partner accounts the tests log in with, under the e-mails and names they assert on. */
async function createAccounts(db: TestApp['db']): Promise<{ finserve: PartnerRow; paisamitra: PartnerRow }> {
  await createAdmin(db, { email: 'admin@saakh.local', name: 'Asha Admin', role_id: 1 });
  await createAdmin(db, { email: 'ops@saakh.local', name: 'Omkar Operations', role_id: 2 });
  await createAdmin(db, { email: 'csr@saakh.local', name: 'Chitra Support', role_id: 3 });
  const withUser = await createPartner(db, { key: 'finserve', name: 'FinServe DSA' });
  await createPartnerUser(db, {
    partner_id: withUser.id,
    email: 'partner@saakh.local',
    username: 'finserve',
    name: 'FinServe DSA',
  });
  // A partner without users: no one logs in to it, and an admin cannot masquerade as it.
  const withoutUsers = await createPartner(db, { key: 'paisamitra', name: 'PaisaMitra' });
  return { finserve: withUser, paisamitra: withoutUsers };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ finserve, paisamitra } = await createAccounts(t.db));
});
afterAll(async () => t.close());

function sendOtp(mobile: string, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { mobile },
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers,
  });
}

function verifyOtp(mobile: string, otp: string | undefined, extra: Record<string, unknown> = {}, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, otp, consent: true, ...extra },
    remoteAddress: ip,
  });
}

function lastOtp(mobile: string): string {
  const otp = t.deps.messaging.lastMessageTo('sms', mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error(`No OTP sent to ${mobile}`);
  return otp;
}

/** A six-digit code that is not the one sent. */
function wrongOtp(mobile: string): string {
  return lastOtp(mobile) === '000000' ? '111111' : '000000';
}

/** Moves a number's earlier OTP sends back in time, as if the client had waited. */
async function ageChallenges(mobile: string, seconds: number) {
  await t.db
    .update(otp_challenges)
    .set({ created_at: sql`${otp_challenges.created_at} - make_interval(secs => ${seconds})` })
    .where(eq(otp_challenges.mobile, mobile));
}

async function expireSession(token: string) {
  await t.db
    .update(sessions)
    .set({ expires_at: sql`now() - interval '1 minute'` })
    .where(eq(sessions.token_hash, sha256(token)));
}

function setCookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

describe('customer OTP login', () => {
  it('sends an OTP and logs in with it, answering a token, the user and an httpOnly SameSite=Strict atkn cookie', async () => {
    const mobile = freshMobile();
    const sent = await sendOtp(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'OTP sent to your mobile number',
      data: { resendAfterSeconds: 30, expiresInSeconds: 300 },
    });

    const verified = await verifyOtp(mobile, lastOtp(mobile));
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toMatchObject({ phoneNumber: mobile, pl_completed: 0, lastLoginAt: null });
    expect(body.data.user.userId).toEqual(expect.any(Number));

    const cookie = setCookie(verified, 'atkn');
    expect(cookie).toMatchObject({ value: body.data.token, httpOnly: true, sameSite: 'Strict', path: '/' });

    const me = await t.app.inject({ method: 'GET', url: '/api/customer-reverify', headers: bearer(body.data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ userId: body.data.user.userId, phoneNumber: mobile });
  });

  it('logs the same number into the same account and shows the previous login time', async () => {
    const mobile = freshMobile();
    const first = await loginCustomer(t, mobile);
    await ageChallenges(mobile, 31);
    await sendOtp(mobile);
    const again = await verifyOtp(mobile, lastOtp(mobile));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.userId).toBe(first.userId);
    expect(again.json().data.user.lastLoginAt).toEqual(expect.any(String));
  });

  it('refuses a wrong OTP with 422 under the otp field', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const response = await verifyOtp(mobile, wrongOtp(mobile));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: { otp: ['The OTP is incorrect'] },
    });
  });

  it('locks the OTP after 5 wrong tries so that even the right code is then refused', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const wrong = wrongOtp(mobile);
    const ip = freshIp();
    for (let attempt = 1; attempt < otpPolicy.maxWrongTries; attempt += 1) {
      expect((await verifyOtp(mobile, wrong, {}, ip)).statusCode).toBe(422);
    }
    const fifth = await verifyOtp(mobile, wrong, {}, ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong attempts. Please request a new OTP');
    expect(fifth.headers['retry-after']).toBeDefined();

    const right = await verifyOtp(mobile, lastOtp(mobile), {}, freshIp());
    expect(right.statusCode).toBe(429);
    expect(right.json().data).toBeUndefined();
  });

  it('lets a burst of concurrent guesses test no more than 5 codes', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const wrong = wrongOtp(mobile);
    const guesses = Array.from({ length: 20 }, () => verifyOtp(mobile, wrong));
    // The right code arrives last: with at most 5 tries it must find the challenge locked.
    const answers = await Promise.all([...guesses, verifyOtp(mobile, lastOtp(mobile))]);
    const right = answers.at(-1);
    expect(right?.statusCode).toBe(429);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(0);
    expect(answers.filter((answer) => answer.statusCode === 422).length).toBeLessThan(otpPolicy.maxWrongTries);
  });

  it('refuses an expired OTP with 422', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    await t.db
      .update(otp_challenges)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(otp_challenges.mobile, mobile));
    const response = await verifyOtp(mobile, lastOtp(mobile));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ otp: ['The OTP has expired. Please request a new one'] });
  });

  it('accepts an OTP only once', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const otp = lastOtp(mobile);
    expect((await verifyOtp(mobile, otp)).statusCode).toBe(200);
    const second = await verifyOtp(mobile, otp);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.otp).toHaveLength(1);
  });

  it('lets only one of two simultaneous logins with the same code succeed', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const otp = lastOtp(mobile);
    const answers = await Promise.all([verifyOtp(mobile, otp), verifyOtp(mobile, otp), verifyOtp(mobile, otp)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('invalidates an earlier code when a new one is sent', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const first = lastOtp(mobile);
    await ageChallenges(mobile, 31);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
    const second = lastOtp(mobile);
    if (first !== second) expect((await verifyOtp(mobile, first)).statusCode).toBe(422);
    expect((await verifyOtp(mobile, second)).statusCode).toBe(200);
  });

  it('refuses a verify for a number that was never sent an OTP', async () => {
    const response = await verifyOtp(freshMobile(), '123456');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['otp']);
  });

  it('makes the client wait 30 seconds before another OTP, saying how long in Retry-After', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(mobile)).statusCode).toBe(200);
    const again = await sendOtp(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please wait before requesting another OTP');
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);

    await ageChallenges(mobile, 31);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('sends at most 3 OTPs to one number in 15 minutes', async () => {
    const mobile = freshMobile();
    for (let send = 1; send <= otpPolicy.maxSendsPerNumber; send += 1) {
      expect((await sendOtp(mobile)).statusCode).toBe(200);
      await ageChallenges(mobile, 31);
    }
    const fourth = await sendOtp(mobile);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many OTP requests for this number. Please try again later');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

    // Once the window has passed, the number may ask again.
    await ageChallenges(mobile, otpPolicy.sendWindowSeconds);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('sends a single SMS when the same number asks many times at once', async () => {
    const mobile = freshMobile();
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendOtp(mobile)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
    const rows = await t.db.select().from(otp_challenges).where(eq(otp_challenges.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it('caps the OTPs one address may send in 15 minutes', async () => {
    const ip = freshIp();
    // Earlier sends from this address, made two minutes ago, fill its quota.
    await t.db.insert(otp_challenges).values(
      Array.from({ length: otpPolicy.maxSendsPerIp }, () => ({
        mobile: freshMobile(),
        code_hash: sha256('old'),
        ip,
        expires_at: sql`now() + interval '3 minutes'`,
        created_at: sql`now() - interval '2 minutes'`,
      })),
    );
    const response = await sendOtp(freshMobile(), { ip });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe('Too many requests. Please try again later');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await sendOtp(freshMobile())).statusCode).toBe(200);
  });

  it('limits how many times one address may call the send endpoint', async () => {
    const ip = freshIp();
    const limit = t.config.limits.otpSendsPerIp;
    const statuses: number[] = [];
    for (let call = 0; call <= limit; call += 1) statuses.push((await sendOtp(freshMobile(), { ip })).statusCode);
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('requires consent to the terms', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    for (const consent of [false, undefined]) {
      const response = await verifyOtp(mobile, lastOtp(mobile), { consent });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ consent: ['Please accept the terms to continue'] });
    }
    // A refused consent did not use up the code.
    expect((await verifyOtp(mobile, lastOtp(mobile))).statusCode).toBe(200);
  });

  it('records the consent with the text version, the time and the address', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await sendOtp(mobile, { ip });
    const response = await verifyOtp(mobile, lastOtp(mobile), {}, ip);
    const userId = response.json().data.user.userId as number;
    const rows = await t.db.select().from(consents).where(eq(consents.user_id, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: 'terms_privacy',
      kind: 'terms_privacy',
      text_version: CONSENT_TEXT_VERSIONS.terms_privacy,
      channel: 'web',
      ip,
    });
    expect(rows[0]?.accepted_at).toBeInstanceOf(Date);
  });

  it('refuses an invalid mobile number with the spec message', async () => {
    for (const mobile of ['12345', '98765432100', 'abcdefghij', '5876543210']) {
      const response = await sendOtp(mobile);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'Please correct the highlighted fields',
        errors: { mobile: ['Please enter a valid 10 digit mobile number'] },
      });
    }
  });

  it('answers validation errors in Hindi when the browser asks for Hindi', async () => {
    const response = await sendOtp('12345', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'कृपया चिह्नित फ़ील्ड ठीक करें',
      errors: { mobile: ['कृपया एक मान्य 10 अंकों का मोबाइल नंबर दर्ज करें'] },
    });
  });

  it('refuses a malformed OTP before checking it', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const response = await verifyOtp(mobile, '12ab');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ otp: ['Enter 6 digits OTP'] });
  });

  it('stores the OTP only as a hash', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const otp = lastOtp(mobile);
    const rows = await t.db.select().from(otp_challenges).where(eq(otp_challenges.mobile, mobile));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(`"${otp}"`);
    expect(rows[0]?.code_hash).not.toContain(otp);
  });

  it('stores session tokens only as hashes', async () => {
    const { token } = await loginCustomer(t, freshMobile());
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it('shows the sent code in the development outbox', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/otp-outbox?mobile=${mobile}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { otp: lastOtp(mobile) } });
    expect((await verifyOtp(mobile, response.json().data.otp)).statusCode).toBe(200);

    const none = await t.app.inject({ method: 'GET', url: `/api/dev/otp-outbox?mobile=${freshMobile()}` });
    expect(none.statusCode).toBe(404);
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    // API_DOCS=1: this block reads the document to prove the development routes are not in it.
    production = await createTestApp({ NODE_ENV: 'production', API_DOCS: '1' });
  });
  afterAll(async () => production.close());

  it('serves no API documentation unless API_DOCS asks for it', async () => {
    const plain = await createTestApp({ NODE_ENV: 'production' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await plain.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });

  it('has no OTP outbox', async () => {
    const mobile = freshMobile();
    await production.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { mobile },
      remoteAddress: freshIp(),
    });
    const response = await production.app.inject({ method: 'GET', url: `/api/dev/otp-outbox?mobile=${mobile}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/\d{6}/);
    const doc = await production.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(doc.json().paths)).not.toContain('/api/dev/otp-outbox');
  });

  it('marks token cookies Secure', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await production.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile }, remoteAddress: ip });
    const otp = production.deps.messaging.lastMessageTo('sms', mobile)?.text.match(/\b(\d{6})\b/)?.[1];
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile, otp, consent: true },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    expect(setCookie(response, 'atkn')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });
});

describe('admin login', () => {
  function adminLogin(email: string, password: string, ip = freshIp()) {
    return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress: ip });
  }

  it.each([
    ['admin@saakh.local', 1],
    ['ops@saakh.local', 2],
    ['csr@saakh.local', 3],
  ] as const)('logs %s in with role %i and an a_atkn cookie', async (email, roleId) => {
    const response = await adminLogin(email, TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ email, roleId, adminId: expect.any(Number), name: expect.any(String) });
    expect(setCookie(response, 'a_atkn')).toMatchObject({ value: data.token, httpOnly: true, sameSite: 'Strict' });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers: bearer(data.token) });
    expect(me.json().data).toEqual({ adminId: data.adminId, name: data.name, email, roleId });
  });

  it('accepts the e-mail in any letter case', async () => {
    expect((await adminLogin('Admin@Saakh.Local', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const wrongPassword = await adminLogin('admin@saakh.local', 'not-the-password');
    const unknownEmail = await adminLogin('nobody@saakh.local', TEST_ADMIN_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(setCookie(wrongPassword, 'a_atkn')).toBeUndefined();
  });

  it('refuses a disabled admin with the same answer as a wrong password', async () => {
    await createAdmin(t.db, { email: 'disabled@saakh.local', name: 'Disabled Admin', role_id: 1, status: 0 });
    const response = await adminLogin('disabled@saakh.local', TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
  });

  it('ends the sessions of an admin who is disabled', async () => {
    const token = await loginAdmin(t, 'csr@saakh.local');
    await t.db.update(admin_users).set({ status: 0 }).where(eq(admin_users.email, 'csr@saakh.local'));
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    } finally {
      await t.db.update(admin_users).set({ status: 1 }).where(eq(admin_users.email, 'csr@saakh.local'));
    }
  });

  it('refuses the 11th failed try for one e-mail from one address within 15 minutes, even with the right password', async () => {
    const ip = freshIp();
    // 10 unless LOGIN_FAILURES_PER_ACCOUNT_ADDRESS says otherwise (decision 017).
    expect(t.config.login.failuresPerAccountAddress).toBe(loginPolicy.maxFailuresPerAccountPerAddress);
    for (let attempt = 1; attempt <= t.config.login.failuresPerAccountAddress; attempt += 1) {
      expect((await adminLogin('ops@saakh.local', `wrong-${attempt}`, ip)).statusCode).toBe(401);
    }
    const eleventh = await adminLogin('ops@saakh.local', TEST_ADMIN_PASSWORD, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('Too many failed logins for this account. Please try again in 15 minutes');
    expect(eleventh.headers['retry-after']).toBe(String(loginPolicy.failureWindowSeconds));
    // The same account from another address is not locked out.
    expect((await adminLogin('ops@saakh.local', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('stores admin and partner passwords as argon2id hashes', async () => {
    const admins = await t.db.select({ hash: admin_users.password_hash }).from(admin_users);
    const partnerUsers = await t.db.select({ hash: partner_users.password_hash }).from(partner_users);
    for (const { hash } of [...admins, ...partnerUsers]) {
      expect(hash.startsWith('$argon2id$')).toBe(true);
      expect(hash).not.toContain(TEST_ADMIN_PASSWORD);
      expect(hash).not.toContain(TEST_PARTNER_PASSWORD);
    }
  });

  it('validates the login form', async () => {
    const response = await adminLogin('not-an-email', '');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Email is invalid'], password: ['Please enter your password'] });
  });
});

describe('partner login', () => {
  function partnerLogin(payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/api/partner/login', payload, remoteAddress: freshIp() });
  }

  it('logs a partner in by e-mail with a p_atkn cookie', async () => {
    const response = await partnerLogin({ email: 'partner@saakh.local', password: TEST_PARTNER_PASSWORD });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      partnerKey: 'finserve',
      isMasquerade: false,
      masqueradeAdminId: null,
      name: 'FinServe DSA',
    });
    expect(setCookie(response, 'p_atkn')).toMatchObject({ value: data.token, httpOnly: true, sameSite: 'Strict' });
  });

  it('logs a partner in by user name', async () => {
    const response = await partnerLogin({ email: 'finserve', password: TEST_PARTNER_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.partnerKey).toBe('finserve');
  });

  it('accepts the login on its own brand and refuses it on another brand', async () => {
    expect(
      (await partnerLogin({ email: 'finserve', password: TEST_PARTNER_PASSWORD, partner: 'finserve' })).statusCode,
    ).toBe(200);
    const wrongBrand = await partnerLogin({
      email: 'finserve',
      password: TEST_PARTNER_PASSWORD,
      partner: 'paisamitra',
    });
    expect(wrongBrand.statusCode).toBe(401);
    expect(wrongBrand.json()).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await partnerLogin({ email: 'finserve', password: 'nope' });
    const unknown = await partnerLogin({ email: 'nobody', password: TEST_PARTNER_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an admin password on the partner login and a partner password on the admin login', async () => {
    expect((await partnerLogin({ email: 'admin@saakh.local', password: TEST_ADMIN_PASSWORD })).statusCode).toBe(401);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@saakh.local', password: TEST_PARTNER_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(admin.statusCode).toBe(401);
  });

  it('refuses the user of a disabled partner', async () => {
    const partnerId = finserve.id;
    const token = await loginPartner(t, 'partner@saakh.local');
    await t.db.update(partners).set({ status: 0 }).where(eq(partners.id, partnerId));
    try {
      expect((await partnerLogin({ email: 'finserve', password: TEST_PARTNER_PASSWORD })).statusCode).toBe(401);
      const me = await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    } finally {
      await t.db.update(partners).set({ status: 1 }).where(eq(partners.id, partnerId));
    }
  });
  it('ends the sessions of a disabled partner user on every partner route, not only on reverify', async () => {
    const token = await loginPartner(t, 'partner@saakh.local');
    await t.db.update(partner_users).set({ status: 0 }).where(eq(partner_users.username, 'finserve'));
    try {
      // The exit route trusts the access check alone: a live session would get 403 (not a masquerade) here.
      const exit = await t.app.inject({ method: 'POST', url: '/api/partner/masquerade/exit', headers: bearer(token) });
      expect(exit.statusCode).toBe(401);
    } finally {
      await t.db.update(partner_users).set({ status: 1 }).where(eq(partner_users.username, 'finserve'));
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('verifies each kind of session with its own endpoint', async () => {
    const customer = await loginCustomer(t, freshMobile());
    const admin = await loginAdmin(t, 'admin@saakh.local');
    const partner = await loginPartner(t, 'partner@saakh.local');

    const customerMe = await t.app.inject({
      method: 'GET',
      url: '/api/customer-reverify',
      headers: bearer(customer.token),
    });
    expect(customerMe.statusCode).toBe(200);
    expect(customerMe.json().data.userId).toBe(customer.userId);

    const adminMe = await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers: bearer(admin) });
    expect(adminMe.statusCode).toBe(200);
    expect(adminMe.json().data).toMatchObject({ email: 'admin@saakh.local', roleId: 1 });

    const partnerMe = await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(partner) });
    expect(partnerMe.statusCode).toBe(200);
    expect(partnerMe.json().data).toMatchObject({ partnerKey: 'finserve', isMasquerade: false });
  });

  it('reads the session from its cookie when no bearer token is sent', async () => {
    const customer = await loginCustomer(t, freshMobile());
    const admin = await loginAdmin(t, 'ops@saakh.local');
    const partner = await loginPartner(t, 'partner@saakh.local');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer-reverify', cookies: { atkn: customer.token } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin-reverify', cookies: { a_atkn: admin } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner-reverify', cookies: { p_atkn: partner } })).statusCode,
    ).toBe(200);
    // A token in another area's cookie does not open this area.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin-reverify', cookies: { atkn: admin } })).statusCode,
    ).toBe(401);
  });

  it('answers 401 without a session and for a made-up or malformed token', async () => {
    for (const headers of [
      undefined,
      bearer('made-up-token'),
      bearer('x'.repeat(500)),
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Please log in to continue' });
    }
  });

  it('answers 401 once a session has expired', async () => {
    const customer = await loginCustomer(t, freshMobile());
    const admin = await loginAdmin(t, 'admin@saakh.local');
    const partner = await loginPartner(t, 'partner@saakh.local');
    await Promise.all([expireSession(customer.token), expireSession(admin), expireSession(partner)]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer-reverify', headers: bearer(customer.token) }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers: bearer(admin) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(partner) })).statusCode,
    ).toBe(401);
  });

  it('answers 403 when a session of another kind calls', async () => {
    const customer = await loginCustomer(t, freshMobile());
    const partner = await loginPartner(t, 'partner@saakh.local');
    const admin = await loginAdmin(t, 'admin@saakh.local');
    const calls = [
      ['/api/admin-reverify', customer.token],
      ['/api/admin-reverify', partner],
      ['/api/partner-reverify', customer.token],
      ['/api/partner-reverify', admin],
      ['/api/customer-reverify', admin],
      ['/api/customer-reverify', partner],
    ] as const;
    for (const [url, token] of calls) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'You are not allowed to do this' });
    }
  });

  it('revokes a customer token on logout', async () => {
    const customer = await loginCustomer(t, freshMobile());
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(customer.token),
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'You have been logged out' });
    const cleared = setCookie(logout, 'atkn');
    expect(cleared?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/customer-reverify', headers: bearer(customer.token) });
    expect(me.statusCode).toBe(401);
  });

  it('revokes the admin and partner tokens sent as cookies on logout of that area', async () => {
    const admin = await loginAdmin(t, 'csr@saakh.local');
    const partner = await loginPartner(t, 'partner@saakh.local');
    await t.app.inject({ method: 'POST', url: '/api/logout', payload: { kind: 'admin' }, cookies: { a_atkn: admin } });
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { kind: 'partner' },
      cookies: { p_atkn: partner },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers: bearer(admin) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(partner) })).statusCode,
    ).toBe(401);
  });

  it('answers logout without a session, so a client can always log out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('logs out only the session that asked, not the same user elsewhere', async () => {
    const mobile = freshMobile();
    const phone = await loginCustomer(t, mobile);
    await ageChallenges(mobile, 31);
    const laptop = await loginCustomer(t, mobile);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(phone.token), payload: {} });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer-reverify', headers: bearer(laptop.token) })).statusCode,
    ).toBe(200);
  });
});

describe('masquerade', () => {
  function masquerade(token: string, partnerId: number) {
    return t.app.inject({ method: 'POST', url: `/api/admin/masquerade/${partnerId}`, headers: bearer(token) });
  }

  async function auditRows(actions: string[]) {
    return t.db.select().from(audit_log).where(inArray(audit_log.action, actions)).orderBy(asc(audit_log.id));
  }

  it('gives role 1 a partner session marked as a masquerade, and writes an audit row', async () => {
    const admin = await loginAdmin(t, 'admin@saakh.local');
    const adminId = (await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers: bearer(admin) })).json()
      .data.adminId;
    const before = (await auditRows(['masquerade.start'])).length;

    const response = await masquerade(admin, finserve.id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      partnerId: finserve.id,
      partnerKey: 'finserve',
      isMasquerade: true,
      masqueradeAdminId: adminId,
    });
    expect(setCookie(response, 'p_atkn')).toMatchObject({ value: data.token, httpOnly: true, sameSite: 'Strict' });

    const me = await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(data.token) });
    expect(me.json().data).toMatchObject({ isMasquerade: true, masqueradeAdminId: adminId });

    const rows = await auditRows(['masquerade.start']);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actor_kind: 'admin',
      actor_id: adminId,
      entity: 'partner',
      entity_id: String(finserve.id),
    });
  });

  it.each(['ops@saakh.local', 'csr@saakh.local'])(
    'refuses masquerade to %s (roles 2 and 3) with 403',
    async (email) => {
      const admin = await loginAdmin(t, email);
      const response = await masquerade(admin, finserve.id);
      expect(response.statusCode).toBe(403);
      expect(setCookie(response, 'p_atkn')).toBeUndefined();
    },
  );

  it('refuses masquerade to customers, partners and anonymous callers', async () => {
    const customer = await loginCustomer(t, freshMobile());
    const partner = await loginPartner(t, 'partner@saakh.local');
    expect((await masquerade(customer.token, finserve.id)).statusCode).toBe(403);
    expect((await masquerade(partner, finserve.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/masquerade/${finserve.id}` })).statusCode).toBe(401);
  });

  it('says why a partner without an active user cannot be opened, and answers 404 for one that does not exist', async () => {
    const admin = await loginAdmin(t, 'admin@saakh.local');
    const noUser = await masquerade(admin, paisamitra.id);
    expect(noUser.statusCode).toBe(409);
    expect(noUser.json().message).toBe('This partner has no active user to log in as');
    expect(setCookie(noUser, 'p_atkn')).toBeUndefined();
    expect((await masquerade(admin, 99_999)).statusCode).toBe(404);
  });

  it('ends the masquerade: answers the admin session, revokes the partner token and writes an audit row', async () => {
    const admin = await loginAdmin(t, 'admin@saakh.local');
    const adminSession = (
      await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers: bearer(admin) })
    ).json().data;
    const partnerToken = (await masquerade(admin, finserve.id)).json().data.token as string;

    const exit = await t.app.inject({
      method: 'POST',
      url: '/api/partner/masquerade/exit',
      headers: bearer(partnerToken),
    });
    expect(exit.statusCode).toBe(200);
    expect(exit.json()).toMatchObject({ success: true, message: 'Masquerade ended', data: adminSession });
    expect(setCookie(exit, 'p_atkn')?.value).toBe('');

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(partnerToken) })).statusCode,
    ).toBe(401);
    // The admin's own session goes on.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-reverify', headers: bearer(admin) })).statusCode).toBe(
      200,
    );

    const [end] = (await auditRows(['masquerade.end'])).slice(-1);
    expect(end).toMatchObject({
      actor_kind: 'partner',
      masquerade_admin_id: adminSession.adminId,
      entity: 'partner_user',
    });
  });

  it('ends the masquerade sessions an admin opened when that admin logs out, and no partner’s own session', async () => {
    const admin = await loginAdmin(t, 'admin@saakh.local');
    const opened = [
      (await masquerade(admin, finserve.id)).json().data.token as string,
      (await masquerade(admin, finserve.id)).json().data.token as string,
    ];
    const partner = await loginPartner(t, 'partner@saakh.local');
    const reverify = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(token) });
    expect((await reverify(opened[0]!)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(admin),
      payload: { kind: 'admin' },
    });
    expect(logout.statusCode).toBe(200);
    for (const token of opened) expect((await reverify(token)).statusCode).toBe(401);
    expect((await reverify(partner)).statusCode).toBe(200);
  });

  it("ends a masquerade with the admin session it was opened from, not with the admin's other sessions", async () => {
    const here = await loginAdmin(t, 'admin@saakh.local');
    const elsewhere = await loginAdmin(t, 'admin@saakh.local');
    const fromHere = (await masquerade(here, finserve.id)).json().data.token as string;
    const fromElsewhere = (await masquerade(elsewhere, finserve.id)).json().data.token as string;
    const reverify = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(token) });

    // Logging out on another device ends only what was opened there.
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(elsewhere), payload: { kind: 'admin' } });
    expect((await reverify(fromElsewhere)).statusCode).toBe(401);
    expect((await reverify(fromHere)).statusCode).toBe(200);

    // The admin session running out ends its masquerade too, though the masquerade's own time is not up.
    await t.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.token_hash, sha256(here)));
    expect((await reverify(fromHere)).statusCode).toBe(401);
    const [row] = await t.db
      .select({ expiresAt: sessions.expires_at, revokedAt: sessions.revoked_at })
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(fromHere)));
    expect(row?.revokedAt).toBeNull();
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('ends a masquerade session when the admin who started it is disabled', async () => {
    const extra = await createAdmin(t.db, { email: 'leaver@saakh.local', name: 'Leaving Admin', role_id: 1 });
    const admin = await loginAdmin(t, 'leaver@saakh.local');
    const partnerToken = (await masquerade(admin, finserve.id)).json().data.token as string;
    await t.db.update(admin_users).set({ status: 0 }).where(eq(admin_users.id, extra.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(partnerToken) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses to exit a masquerade from a normal partner session, which stays valid', async () => {
    const partner = await loginPartner(t, 'partner@saakh.local');
    const exit = await t.app.inject({ method: 'POST', url: '/api/partner/masquerade/exit', headers: bearer(partner) });
    expect(exit.statusCode).toBe(403);
    expect(exit.json().message).toBe('This session is not a masquerade');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner-reverify', headers: bearer(partner) })).statusCode,
    ).toBe(200);
  });

  it('keeps masquerade sessions apart from the partner user own sessions', async () => {
    const admin = await loginAdmin(t, 'admin@saakh.local');
    const partner = await loginPartner(t, 'partner@saakh.local');
    const masqueradeToken = (await masquerade(admin, finserve.id)).json().data.token as string;
    const rows = await t.db
      .select({ masquerade: sessions.masquerade_admin_id })
      .from(sessions)
      .where(
        and(eq(sessions.kind, 'partner'), inArray(sessions.token_hash, [sha256(partner), sha256(masqueradeToken)])),
      );
    expect(rows.map((row) => row.masquerade === null).sort()).toEqual([false, true]);
  });
});

describe('customer records', () => {
  it('creates the customer with the default language', async () => {
    const { userId } = await loginCustomer(t, freshMobile());
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    expect(row?.language).toEqual(expect.any(Number));
  });
});

describe('account lockout across addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccounts(t.db);
  });
  afterAll(async () => t.close());

  const login = (url: string, email: string, password: string, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });

  it('protects an account after 20 failed logins from many addresses: a new device is refused even with the right password', async () => {
    for (let attempt = 0; attempt < loginPolicy.maxFailuresPerAccount; attempt += 1) {
      expect((await login('/api/admin/login', 'csr@saakh.local', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const paused = await login('/api/admin/login', 'CSR@saakh.local', TEST_ADMIN_PASSWORD);
    expect(paused.statusCode).toBe(403);
    expect(paused.json().message).toMatch(/^This account is protected after many failed logins elsewhere/);
    // Other accounts are not affected.
    expect((await login('/api/admin/login', 'ops@saakh.local', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a partner account failures by the login as typed, ignoring case', async () => {
    for (let attempt = 0; attempt < loginPolicy.maxFailuresPerAccount; attempt += 1) {
      await login('/api/partner/login', 'FinServe', `wrong-${attempt}`);
    }
    expect((await login('/api/partner/login', 'finserve', TEST_PARTNER_PASSWORD)).statusCode).toBe(403);
  });

  it('forgets the failures of an address once the right password is given there', async () => {
    const office = freshIp();
    for (let round = 0; round < 2; round += 1) {
      // Nine typos, then the right password: twice over, more than the 10 an address may fail for one account.
      for (let attempt = 0; attempt < loginPolicy.maxFailuresPerAccountPerAddress - 1; attempt += 1) {
        expect((await login('/api/admin/login', 'admin@saakh.local', `wrong-${attempt}`, office)).statusCode).toBe(401);
      }
      expect((await login('/api/admin/login', 'admin@saakh.local', TEST_ADMIN_PASSWORD, office)).statusCode).toBe(200);
    }
  });

  it('keys OTP code hashes with the server secret', async () => {
    const mobile = '9812345670';
    await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile }, remoteAddress: freshIp() });
    const otp = t.deps.messaging.lastMessageTo('sms', mobile)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const [row] = await t.db
      .select({ hash: otp_challenges.code_hash })
      .from(otp_challenges)
      .where(eq(otp_challenges.mobile, mobile));
    expect(row?.hash).toBe(createHmac('sha256', t.config.otpHashSecret).update(`${mobile}:${otp}`).digest('hex'));
    expect(row?.hash).not.toBe(createHash('sha256').update(`${mobile}:${otp}`).digest('hex'));
  });
});
