/**
 * Forgotten staff passwords (decision 045): the same answer whether an account uses the e-mail or not, a link e-mailed
 * only to a real account, kept as a hash, single use, 30 minutes, ended by a newer link or any password change; the
 * reset applies the password rules, ends every session and is audited. Time moves on the app's clock, never by waiting.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '../../db/schema/audit';
import { password_reset_tokens } from '../../db/schema/auth';
import { isShiftable } from '../../deps';
import { sha256 } from '../../lib/tokens';
import { createAdmin, createPartnerUser, createSession, unique } from '../../test/factories';
import {
  bearer,
  createTestApp,
  freshIp,
  TEST_ADMIN_PASSWORD,
  TEST_PARTNER_PASSWORD,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ DEV_CLOCK_CONTROL: 'true' }, { jobs: true });
});
afterAll(async () => t.close());

/** Moves the app's clock on (tests never wait in real time). */
function advance(ms: number) {
  if (!isShiftable(t.deps.clock)) throw new Error('The test app has no shiftable clock');
  offsetMs += ms;
  t.deps.clock.shift(offsetMs);
}

function forgot(kind: 'admin' | 'partner', email: string, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: `/api/${kind}/forgot-password`, payload: { email }, remoteAddress: ip });
}

function reset(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, new_password: password },
    remoteAddress: freshIp(),
  });
}

function login(kind: 'admin' | 'partner', email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${kind}/login`,
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

/** The token of the newest reset link e-mailed to this address, read from the local e-mail outbox. */
async function mailedToken(email: string, kind: 'admin' | 'partner' = 'admin'): Promise<string> {
  await t.deps.jobs.idle();
  const mail = t.deps.messaging.lastMessageTo('email', email);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  expect(link.origin).toBe(t.config.publicUrl);
  expect(link.pathname).toBe(`/${kind}/reset-password`);
  return link.searchParams.get('token') ?? '';
}

/** A new link for the account: a minute on, so the request is not the same job as the last one. */
async function newLink(kind: 'admin' | 'partner', email: string): Promise<string> {
  advance(61_000);
  expect((await forgot(kind, email)).statusCode).toBe(200);
  return mailedToken(email, kind);
}

describe('forgot password', () => {
  it('answers a real and an unknown e-mail alike, and e-mails a link only to the real, active account', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const disabled = await createAdmin(t.db, { role_id: 2, status: 0 });
    const ghost = `ghost-${unique()}@office.example`;
    const known = await forgot('admin', admin.email);
    const unknown = await forgot('admin', ghost);
    const off = await forgot('admin', disabled.email);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(off.json()).toEqual(known.json());
    expect(known.json().message).toMatch(/^If an account uses this e-mail/);
    await t.deps.jobs.idle();
    expect(t.deps.messaging.lastMessageTo('email', admin.email)?.subject).toContain('Set a new Saakh password');
    expect(t.deps.messaging.lastMessageTo('email', ghost)).toBeUndefined();
    expect(t.deps.messaging.lastMessageTo('email', disabled.email)).toBeUndefined();
  });

  it('keeps only the hash of the token', async () => {
    const admin = await createAdmin(t.db, { role_id: 3 });
    const token = await newLink('admin', admin.email);
    const rows = await t.db
      .select()
      .from(password_reset_tokens)
      .where(and(eq(password_reset_tokens.kind, 'admin'), eq(password_reset_tokens.subject_id, admin.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(30 * 60 * 1000);
  });

  it('sets the new password once, ends every session of the account and audits it', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const sessionA = await createSession(t.db, 'admin', admin.id);
    const sessionB = await createSession(t.db, 'admin', admin.id);
    expect((await t.app.inject({ url: '/api/admin-reverify', headers: bearer(sessionA) })).statusCode).toBe(200);
    const token = await newLink('admin', admin.email);

    const done = await reset(token, 'New-password-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ kind: 'admin' });
    for (const session of [sessionA, sessionB]) {
      expect((await t.app.inject({ url: '/api/admin-reverify', headers: bearer(session) })).statusCode).toBe(401);
    }
    expect((await login('admin', admin.email, TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await login('admin', admin.email, 'New-password-2026')).statusCode).toBe(200);

    const again = await reset(token, 'Another-password-2026');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or was already used/);
    expect((await login('admin', admin.email, 'New-password-2026')).statusCode).toBe(200);

    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'admin_user'), eq(audit_log.entity_id, String(admin.id))));
    expect(audit).toMatchObject([
      { action: 'admin_user.password_reset_link', actor_kind: 'admin', actor_id: admin.id, field: 'password' },
    ]);
    expect(JSON.stringify(audit)).not.toContain('New-password-2026');
  });

  it('refuses a link after its 30 minutes', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const token = await newLink('admin', admin.email);
    advance(30 * 60 * 1000 + 1000);
    expect((await reset(token, 'New-password-2026')).statusCode).toBe(410);
    expect((await login('admin', admin.email, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('works within its 30 minutes', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const token = await newLink('admin', admin.email);
    advance(29 * 60 * 1000);
    expect((await reset(token, 'New-password-2026')).statusCode).toBe(200);
  });

  it('ends the older link when a new one is sent', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const older = await newLink('admin', admin.email);
    const newer = await newLink('admin', admin.email);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'New-password-2026')).statusCode).toBe(410);
    expect((await reset(newer, 'New-password-2026')).statusCode).toBe(200);
  });

  it("ends a partner user's link when the password is changed another way, and applies the password rules", async () => {
    const user = await createPartnerUser(t.db);
    const token = await newLink('partner', user.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.new_password).toBeDefined();

    const session = await createSession(t.db, 'partner', user.id);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/partner/settings/password',
      headers: bearer(session),
      payload: { current_password: TEST_PARTNER_PASSWORD, new_password: 'Changed-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token, 'New-password-2026')).statusCode).toBe(410);
    expect((await login('partner', user.email, 'Changed-password-1')).statusCode).toBe(200);
  });

  it("resets a partner user's password from the partner login's link and ends the partner's sessions", async () => {
    const user = await createPartnerUser(t.db);
    const session = await createSession(t.db, 'partner', user.id);
    const token = await newLink('partner', user.email);
    expect((await reset(token, 'New-password-2026')).json().data).toEqual({ kind: 'partner' });
    expect((await t.app.inject({ url: '/api/partner-reverify', headers: bearer(session) })).statusCode).toBe(401);
    expect((await login('partner', user.username, 'New-password-2026')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    expect((await reset('A'.repeat(43), 'New-password-2026')).statusCode).toBe(410);
    expect((await reset('short', 'New-password-2026')).statusCode).toBe(422);
  });

  it('limits requests per e-mail, known or not, alike', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const ghost = `ghost-${unique()}@office.example`;
    for (const email of [admin.email, ghost]) {
      for (let n = 0; n < 5; n += 1) expect((await forgot('admin', email)).statusCode).toBe(200);
    }
    const known = await forgot('admin', admin.email);
    const unknown = await forgot('admin', ghost);
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toBe(known.json().message);
  });

  it('limits requests per address', async () => {
    const ip = freshIp();
    for (let n = 0; n < 10; n += 1) {
      expect((await forgot('partner', `someone-${unique()}@office.example`, ip)).statusCode).toBe(200);
    }
    expect((await forgot('partner', `someone-${unique()}@office.example`, ip)).statusCode).toBe(429);
    expect((await forgot('partner', `someone-${unique()}@office.example`)).statusCode).toBe(200);
  });

  it('sends one account at most three e-mails in 15 minutes, however it is asked', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const email = admin.email;
    for (let n = 0; n < 3; n += 1) await newLink('admin', email);
    const sent = t.deps.messaging.lastMessageTo('email', email)?.text;
    advance(61_000);
    expect((await forgot('admin', email.toUpperCase())).statusCode).toBe(200);
    await t.deps.jobs.idle();
    expect(t.deps.messaging.lastMessageTo('email', email)?.text).toBe(sent);
    advance(15 * 60 * 1000);
    expect((await forgot('admin', email)).statusCode).toBe(200);
    await t.deps.jobs.idle();
    expect(t.deps.messaging.lastMessageTo('email', email)?.text).not.toBe(sent);
  });
});
