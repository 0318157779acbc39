/**
 * Staff login limits of decision 017, with small limits: the attacker is stopped, not the account's owner or the
 * office they share an address with.
 */
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginPolicy } from '@saakh/domain/constants';
import { buildApp } from '../../app';
import { login_failures } from '../../db/schema/auth';
import { job_outbox } from '../../db/schema/jobs';
import { hashGateStats } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import { createAdmin, createPartner, createPartnerUser } from '../../test/factories';
import { createTestApp, freshIp, TEST_ADMIN_PASSWORD, TEST_PARTNER_PASSWORD, type TestApp } from '../../test/test-app';

const limits = {
  LOGIN_FAILURES_PER_ADDRESS: '6',
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: '3',
  LOGIN_FAILURES_PER_ACCOUNT: '5',
};

const protectedMessage = /^This account is protected after many failed logins elsewhere/;

let t: TestApp;
let emailCounter = 0;

beforeAll(async () => {
  t = await createTestApp(limits, { jobs: true });
});
afterAll(async () => t.close());

/** A staff account of its own per test, so the per-account counts of one test do not reach another. */
async function newAdmin() {
  emailCounter += 1;
  return createAdmin(t.db, { email: `staff-${emailCounter}@office.example`, role_id: 2 });
}

function adminLogin(email: string, password: string, ip: string, device?: string, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: ip,
    cookies: device ? { sdev: device } : {},
  });
}

function deviceCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'sdev');
}

/** Logs in right once from a browser and answers the device cookie it was given. */
async function knownDevice(email: string): Promise<string> {
  const response = await adminLogin(email, TEST_ADMIN_PASSWORD, freshIp());
  expect(response.statusCode).toBe(200);
  const cookie = deviceCookie(response);
  if (!cookie) throw new Error('No device cookie');
  return cookie.value;
}

/**
 * Wrong passwords for an account, each from an address of its own (the distributed attack): 401 up to the account's
 * limit of 5, then 403 as the account is protected.
 */
async function attackFromManyAddresses(email: string, tries: number) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    expect((await adminLogin(email, `guess-${attempt}`, freshIp())).statusCode).toBe(attempt < 5 ? 401 : 403);
  }
}

describe('per address, across accounts', () => {
  it('stops one address trying many e-mails, known or not, and says how long to wait', async () => {
    const attacker = freshIp();
    const owner = await newAdmin();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await adminLogin(`nobody-${attempt}@guess.example`, 'guess', attacker);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid email or password');
    }
    const seventh = await adminLogin('nobody-7@guess.example', 'guess', attacker);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().message).toBe('Too many failed logins from this network. Please try again in 15 minutes');
    expect(seventh.headers['retry-after']).toBe(String(loginPolicy.failureWindowSeconds));
    // A real account from that address waits too, right password or not; a refused try is not counted as a failure.
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, attacker)).statusCode).toBe(429);
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: owner.email, password: 'guess' },
      remoteAddress: attacker,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json().message).toBe('इस नेटवर्क से बहुत सारे असफल लॉग इन। कृपया 15 मिनट बाद पुनः प्रयास करें');
    // Every other address is unaffected.
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('counts partner logins and admin logins from one address together', async () => {
    const attacker = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await adminLogin(`nobody-a${attempt}@guess.example`, 'guess', attacker);
      await t.app.inject({
        method: 'POST',
        url: '/api/partner/login',
        payload: { email: `nobody-p${attempt}`, password: 'guess' },
        remoteAddress: attacker,
      });
    }
    expect((await adminLogin('nobody-last@guess.example', 'guess', attacker)).statusCode).toBe(429);
  });

  it('never stops an office whose people type their passwords right, however many log in from one address', async () => {
    const office = freshIp();
    const staff = await Promise.all(Array.from({ length: 4 }, () => newAdmin()));
    // 48 tries from one address, 12 per e-mail (the old limit stopped the 11th), with a typo now and then.
    for (let round = 0; round < 8; round += 1) {
      for (const member of staff) {
        if (round % 2 === 0) expect((await adminLogin(member.email, 'typo', office)).statusCode).toBe(401);
        expect((await adminLogin(member.email, TEST_ADMIN_PASSWORD, office)).statusCode).toBe(200);
      }
    }
  });

  it('lets the office browsers that logged in before through while an attacker shares their address', async () => {
    const office = freshIp();
    const member = await newAdmin();
    const device = await knownDevice(member.email);
    for (let attempt = 0; attempt < 7; attempt += 1) await adminLogin(`x${attempt}@guess.example`, 'guess', office);
    expect((await adminLogin(member.email, TEST_ADMIN_PASSWORD, office)).statusCode).toBe(429);
    expect((await adminLogin(member.email, TEST_ADMIN_PASSWORD, office, device)).statusCode).toBe(200);
  });
});

describe('per account, per address', () => {
  it('pauses only that address for that account, even for the right password', async () => {
    const owner = await newAdmin();
    const other = await newAdmin();
    const attacker = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await adminLogin(owner.email, `guess-${attempt}`, attacker)).statusCode).toBe(401);
    }
    const paused = await adminLogin(owner.email, TEST_ADMIN_PASSWORD, attacker);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe('Too many failed logins for this account. Please try again in 15 minutes');
    expect(paused.headers['retry-after']).toBe(String(loginPolicy.failureWindowSeconds));
    // The owner elsewhere, and another account from the same address, are unaffected.
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, freshIp())).statusCode).toBe(200);
    expect((await adminLogin(other.email, TEST_ADMIN_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('limits the tries of a known device for its account as of an address of its own', async () => {
    const owner = await newAdmin();
    const device = await knownDevice(owner.email);
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await adminLogin(owner.email, `typo-${attempt}`, ip, device)).statusCode).toBe(401);
    }
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, ip, device)).statusCode).toBe(429);
    // The same address without that browser's cookie is a different bucket.
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('per account, across addresses', () => {
  it('lets the owner in from a known device while the account is attacked from many addresses', async () => {
    const owner = await newAdmin();
    const device = await knownDevice(owner.email);
    await attackFromManyAddresses(owner.email, 8);
    const response = await adminLogin(owner.email, TEST_ADMIN_PASSWORD, freshIp(), device);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(owner.email);
    // The attack goes on; the owner keeps logging in there.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await adminLogin(owner.email, `more-${attempt}`, freshIp())).statusCode).toBe(403);
    }
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, freshIp(), device)).statusCode).toBe(200);
  });

  it('answers a new device alike for the right and a wrong password, and e-mails a link only for the right one', async () => {
    const owner = await newAdmin();
    await attackFromManyAddresses(owner.email, 5);
    const wrong = await adminLogin(owner.email, 'guess-again', freshIp());
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(protectedMessage);
    expect(t.deps.messaging.lastMessageTo('email', owner.email)).toBeUndefined();
    const right = await adminLogin(owner.email, TEST_ADMIN_PASSWORD, freshIp());
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual(wrong.json());
    expect(deviceCookie(right)).toBeUndefined();
    // The link is e-mailed by a job whose payload names the account, never a token.
    const queued = await t.db.select().from(job_outbox).where(eq(job_outbox.queue, 'auth.sign-in-link'));
    expect(queued.map((job) => job.payload)).toContainEqual({ kind: 'admin', subjectId: owner.id });
    await t.deps.jobs.idle();
    expect(t.deps.messaging.lastMessageTo('email', owner.email)).toBeDefined();
    // A made-up device cookie is an unknown device.
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, freshIp(), newToken())).statusCode).toBe(403);
  });

  it('answers an unknown e-mail under attack as it answers a real one', async () => {
    await attackFromManyAddresses('ghost@office.example', 5);
    const response = await adminLogin('ghost@office.example', 'anything', freshIp());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(protectedMessage);
  });

  it('lets the browser that opens the e-mailed link log in with the right password, once per link', async () => {
    const owner = await newAdmin();
    await attackFromManyAddresses(owner.email, 6);
    const ip = freshIp();
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, ip)).statusCode).toBe(403);
    await t.deps.jobs.idle();
    const mail = t.deps.messaging.lastMessageTo('email', owner.email);
    if (!mail) throw new Error('no sign-in link e-mailed');
    expect(mail.subject).toContain('Your Saakh sign-in link');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.pathname).toBe('/api/auth/sign-in-link');

    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, remoteAddress: ip });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/admin/login');
    const cookie = deviceCookie(opened);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
    expect(cookie?.maxAge).toBe(loginPolicy.deviceCookieDays * 24 * 3600);

    // That browser now logs in with the right password (not with a wrong one) despite the attack.
    expect((await adminLogin(owner.email, 'guess', ip, cookie?.value)).statusCode).toBe(401);
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, ip, cookie?.value)).statusCode).toBe(200);
    // The link works once.
    const again = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'This sign-in link has expired or was already used. Log in again to get a new one',
    );
  });

  it('protects partner accounts the same way, by e-mail or user name', async () => {
    const partner = await createPartner(t.db, { key: `lockout-${emailCounter}`, name: 'Lockout DSA' });
    const user = await createPartnerUser(t.db, {
      partner_id: partner.id,
      email: 'dsa@office.example',
      username: 'dsa1',
    });
    const partnerLogin = (login: string, password: string, device?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/partner/login',
        payload: { email: login, password },
        remoteAddress: freshIp(),
        cookies: device ? { sdev: device } : {},
      });
    const first = await partnerLogin('dsa1', TEST_PARTNER_PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first)?.value;
    for (let attempt = 0; attempt < 5; attempt += 1) await partnerLogin('DSA1', `guess-${attempt}`);
    expect((await partnerLogin('dsa1', TEST_PARTNER_PASSWORD)).statusCode).toBe(403);
    expect((await partnerLogin('dsa1', TEST_PARTNER_PASSWORD, device)).statusCode).toBe(200);
    await t.deps.jobs.idle();
    expect(t.deps.messaging.lastMessageTo('email', user.email)?.text).toContain('/api/auth/sign-in-link');
  });

  it('keeps the counts in the database, so a second instance on it refuses what the first counted', async () => {
    const second = await buildApp({ deps: t.deps });
    await second.ready();
    try {
      const owner = await newAdmin();
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt += 1) await adminLogin(owner.email, `guess-${attempt}`, ip);
      expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, ip, undefined, second)).statusCode).toBe(429);
      const rows = await t.db.select().from(login_failures);
      expect(rows.some((row) => row.identifier === owner.email && row.ip === ip)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('the refused sign-in link', () => {
  it('refuses a made-up or malformed token', async () => {
    const madeUp = await t.app.inject({ method: 'GET', url: `/api/auth/sign-in-link?token=${newToken()}` });
    expect(madeUp.statusCode).toBe(404);
    expect(deviceCookie(madeUp)).toBeUndefined();
    const malformed = await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-link?token=short' });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('the cap on concurrent password hashes', () => {
  let capped: TestApp;
  beforeAll(async () => {
    // At the production cost, so that a hash lasts long enough for the flood to fill the queue.
    capped = await createTestApp({
      ...limits,
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '1',
      PASSWORD_HASH_MEMORY_KIB: '19456',
      PASSWORD_HASH_TIME_COST: '2',
    });
  });
  afterAll(async () => capped.close());

  it('runs at most the cap at once, queues a few and answers the rest 503 with Retry-After, unknown e-mails included', async () => {
    let busiest = 0;
    const watch = setInterval(() => (busiest = Math.max(busiest, hashGateStats().active)), 1);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        adminLogin(`nobody-${index}@flood.example`, 'guess', freshIp(), undefined, capped.app),
      ),
    );
    clearInterval(watch);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(2);
    const refused = responses.filter((response) => response.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.json().message).toBe(
      'Many logins are being checked right now. Please try again in a few seconds',
    );
    expect(refused[0]?.headers['retry-after']).toBe('2');
    expect(busiest).toBeLessThanOrEqual(1);
    // A refused try was never checked, so it is not counted as a failure.
    const failures = await capped.db.select().from(login_failures);
    expect(failures.length).toBe(statuses.filter((status) => status === 401).length);
    // Once the flood has passed, logins are checked again.
    const owner = await createAdmin(capped.db, { email: 'after-flood@office.example' });
    expect((await adminLogin(owner.email, TEST_ADMIN_PASSWORD, freshIp(), undefined, capped.app)).statusCode).toBe(200);
  });
});
