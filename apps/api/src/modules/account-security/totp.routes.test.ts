/**
 * The TOTP second factor (decision 045): set up from the account with a first code, ten single-use recovery codes,
 * a two-step login (a pending token, no session, until a code completes it), no code accepted twice, wrong codes
 * limited like passwords, turned off only with the password and a code, and required for role 1 admins and partners'
 * owners when TOTP_REQUIRED is on. Codes are computed from the secret at the app's clock, which the tests move on.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieNames } from '@saakh/domain/auth';
import { audit_log } from '../../db/schema/audit';
import { staff_recovery_codes, staff_totp } from '../../db/schema/auth';
import { totpAt } from '../../lib/crypto/totp';
import { createAdmin, createPartner, createPartnerUser, createSession } from '../../test/factories';
import {
  bearer,
  createTestApp,
  freshIp,
  TEST_ADMIN_PASSWORD,
  TEST_PARTNER_PASSWORD,
  type TestApp,
} from '../../test/test-app';
import { clockOf, totpHelpers, type Kind } from './totp-test-support';

const limits = { DEV_CLOCK_CONTROL: 'true', LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: '7' };

/** Admins and partner users are numbered apart: a row is the account's by its kind and id. */
function partnerCodes(userId: number) {
  return and(eq(staff_recovery_codes.kind, 'partner'), eq(staff_recovery_codes.subject_id, userId));
}

function sessionCookieSet(response: LightMyRequestResponse, kind: Kind): boolean {
  return response.cookies.some((cookie) => cookie.name === sessionCookieNames[kind] && cookie.value !== '');
}

describe('TOTP, optional (TOTP_REQUIRED off, as in development and tests)', () => {
  let t: TestApp;
  let clock: ReturnType<typeof clockOf>;
  let h: ReturnType<typeof totpHelpers>;

  beforeAll(async () => {
    t = await createTestApp(limits);
    clock = clockOf(t);
    h = totpHelpers(t);
  });
  afterAll(async () => t.close());

  it('logs a role 1 admin without TOTP in with the password alone', async () => {
    const admin = await createAdmin(t.db, { role_id: 1 });
    const response = await h.login('admin', admin.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toEqual(expect.any(String));
  });

  it('sets TOTP up with a first code: the secret kept encrypted, ten recovery codes kept hashed, audited', async () => {
    const user = await createPartnerUser(t.db);
    const session = await createSession(t.db, 'partner', user.id);
    const status = () => t.app.inject({ url: '/api/partner/account/totp', headers: bearer(session) });
    expect((await status()).json().data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/partner/account/totp/setup',
      headers: bearer(session),
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_uri, qr_data_url } = setup.json().data as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/Saakh%3A${encodeURIComponent(user.email)}?secret=${secret}&issuer=Saakh&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_data_url).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.db
      .select()
      .from(staff_totp)
      .where(and(eq(staff_totp.kind, 'partner'), eq(staff_totp.subject_id, user.id)));
    expect(row?.secret).toMatch(/^v1:/);
    expect(row?.secret).not.toContain(secret);
    expect(row?.confirmed_at).toBeNull();
    // Not on until a code confirms it: the login stays one step.
    expect((await h.login('partner', user.email)).json().data.token).toEqual(expect.any(String));

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/partner/account/totp/confirm',
      headers: bearer(session),
      payload: { code: String((Number(h.code(secret)) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['The code is not right']);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/partner/account/totp/confirm',
      headers: bearer(session),
      payload: { code: h.code(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db.select().from(staff_recovery_codes).where(partnerCodes(user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect((await status()).json().data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    // On: a new set-up is refused until it is turned off.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/partner/account/totp/setup',
      headers: bearer(session),
    });
    expect(again.statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'partner_user'), eq(audit_log.entity_id, String(user.id))));
    expect(audit.map((row) => row.action)).toEqual(['partner_user.totp_enable']);
  });

  it('makes the login two steps: no session after the password, then a code completes it, never the same code twice', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const { secret } = await h.enable('admin', await createSession(t.db, 'admin', admin.id));
    clock.nextStep();

    const first = await h.login('admin', admin.email);
    expect(first.statusCode).toBe(200);
    const pending = first.json().data;
    expect(pending).toEqual({ second_factor: 'totp', pending_token: expect.any(String), expires_in_seconds: 300 });
    expect(sessionCookieSet(first, 'admin')).toBe(false);
    // The pending token is no session.
    expect(
      (await t.app.inject({ url: '/api/admin-reverify', headers: bearer(pending.pending_token) })).statusCode,
    ).toBe(401);

    const wrongCode = await h.second('admin', { pending_token: pending.pending_token, code: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    const code = h.code(secret);
    const done = await h.second('admin', { pending_token: pending.pending_token, code });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ adminId: admin.id, token: expect.any(String) });
    expect(sessionCookieSet(done, 'admin')).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/admin-reverify', headers: bearer(done.json().data.token) })).statusCode,
    ).toBe(200);
    // The pending token was used up.
    expect((await h.second('admin', { pending_token: pending.pending_token, code })).statusCode).toBe(401);

    // The same code again, with a new right password: refused (replay), though still within its time.
    const next = (await h.login('admin', admin.email)).json().data.pending_token as string;
    const replay = await h.second('admin', { pending_token: next, code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code).toEqual(['The code is not right']);
    clock.nextStep();
    expect((await h.second('admin', { pending_token: next, code: h.code(secret) })).statusCode).toBe(200);
  });

  it('accepts a code from one step either side of the clock, not two', async () => {
    const admin = await createAdmin(t.db, { role_id: 3 });
    const { secret } = await h.enable('admin', await createSession(t.db, 'admin', admin.id));
    clock.nextStep(4);
    const behind = totpAt(secret, new Date(t.deps.clock.now().getTime() - 30_000));
    const farBehind = totpAt(secret, new Date(t.deps.clock.now().getTime() - 60_000));
    const pending = (await h.login('admin', admin.email)).json().data.pending_token as string;
    expect((await h.second('admin', { pending_token: pending, code: farBehind })).statusCode).toBe(422);
    expect((await h.second('admin', { pending_token: pending, code: behind })).statusCode).toBe(200);
  });

  it('lets a recovery code stand in for a code, once', async () => {
    const user = await createPartnerUser(t.db);
    const session = await createSession(t.db, 'partner', user.id);
    const { recoveryCodes } = await h.enable('partner', session);
    const recovery = recoveryCodes[3]!;
    const pending = () => h.login('partner', user.username).then((r) => r.json().data.pending_token as string);

    const used = await h.second('partner', { pending_token: await pending(), recovery_code: recovery.toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect(used.json().data.partnerUserId).toBe(user.id);
    const twice = await h.second('partner', { pending_token: await pending(), recovery_code: recovery });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.recovery_code).toEqual(['The code is not right']);
    const status = await t.app.inject({ url: '/api/partner/account/totp', headers: bearer(session) });
    expect(status.json().data.recovery_codes_left).toBe(9);
  });

  it('voids a pending login after five wrong codes, and after its five minutes', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const { secret } = await h.enable('admin', await createSession(t.db, 'admin', admin.id));
    clock.nextStep();
    const pending = (await h.login('admin', admin.email)).json().data.pending_token as string;
    for (let n = 0; n < 4; n += 1) {
      expect((await h.second('admin', { pending_token: pending, code: '000000' })).statusCode).toBe(422);
    }
    expect((await h.second('admin', { pending_token: pending, code: '000000' })).statusCode).toBe(429);
    expect((await h.second('admin', { pending_token: pending, code: h.code(secret) })).statusCode).toBe(401);

    const late = (await h.login('admin', admin.email)).json().data.pending_token as string;
    clock.advance(5 * 60 * 1000 + 1000);
    const expired = await h.second('admin', { pending_token: late, code: h.code(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/^This login has expired/);
  });

  it("locks the account's code tries across pending logins, and a right code then waits too", async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const { secret } = await h.enable('admin', await createSession(t.db, 'admin', admin.id));
    clock.nextStep();
    // Seven wrong codes allowed in the window (LOGIN_FAILURES_PER_ACCOUNT_ADDRESS=7), from any address.
    for (let n = 0; n < 7; n += 1) {
      const pending = (await h.login('admin', admin.email)).json().data.pending_token as string;
      expect((await h.second('admin', { pending_token: pending, code: '000000' })).statusCode).toBe(422);
    }
    const pending = (await h.login('admin', admin.email)).json().data.pending_token as string;
    const locked = await h.second('admin', { pending_token: pending, code: h.code(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed logins for this account/);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('turns off only with the current password and a code, and the login is one step again; audited', async () => {
    const user = await createPartnerUser(t.db);
    const session = await createSession(t.db, 'partner', user.id);
    const { secret } = await h.enable('partner', session);
    clock.nextStep();
    const disable = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/partner/account/totp/disable', headers: bearer(session), payload });

    const wrongPassword = await disable({ current_password: 'not-the-password-1', code: h.code(secret) });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.current_password).toBeDefined();
    const wrongCode = await disable({ current_password: TEST_PARTNER_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toBeDefined();
    expect((await disable({ current_password: TEST_PARTNER_PASSWORD, code: h.code(secret) })).statusCode).toBe(200);

    expect((await h.login('partner', user.email)).json().data.token).toEqual(expect.any(String));
    expect(await t.db.select().from(staff_recovery_codes).where(partnerCodes(user.id))).toEqual([]);
    const actions = await t.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'partner_user'), eq(audit_log.entity_id, String(user.id))));
    expect(actions.map((row) => row.action)).toEqual(['partner_user.totp_enable', 'partner_user.totp_disable']);
    expect((await disable({ current_password: TEST_PARTNER_PASSWORD, code: h.code(secret) })).statusCode).toBe(409);
  });

  it("refuses an admin acting as a partner the partner's set-up", async () => {
    const admin = await createAdmin(t.db, { role_id: 1 });
    const user = await createPartnerUser(t.db);
    const masquerade = await createSession(t.db, 'partner', user.id, { masqueradeAdminId: admin.id });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/partner/account/totp/setup',
      headers: bearer(masquerade),
    });
    expect(setup.statusCode).toBe(403);
  });
});

describe('TOTP, required for role 1 admins and partners’ owners (TOTP_REQUIRED=true)', () => {
  let t: TestApp;
  let clock: ReturnType<typeof clockOf>;
  let h: ReturnType<typeof totpHelpers>;

  beforeAll(async () => {
    t = await createTestApp({ ...limits, TOTP_REQUIRED: 'true' });
    clock = clockOf(t);
    h = totpHelpers(t);
  });
  afterAll(async () => t.close());

  it('sends a role 1 admin without TOTP to set it up before any session, and logs them in once a code confirms it', async () => {
    const admin = await createAdmin(t.db, { role_id: 1 });
    const first = await h.login('admin', admin.email);
    expect(first.statusCode).toBe(200);
    const pending = first.json().data;
    expect(pending).toMatchObject({ second_factor: 'totp_setup', expires_in_seconds: 900 });
    expect(sessionCookieSet(first, 'admin')).toBe(false);
    // Nothing else opens with it.
    expect(
      (await t.app.inject({ url: '/api/admin/account/totp', headers: bearer(pending.pending_token) })).statusCode,
    ).toBe(401);
    // The pending token is for setting up, not for a code.
    expect((await h.second('admin', { pending_token: pending.pending_token, code: '123456' })).statusCode).toBe(401);

    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/totp-setup',
      payload: { pending_token: pending.pending_token },
      remoteAddress: freshIp(),
    });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const confirm = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login/totp-setup/confirm',
        payload: { pending_token: pending.pending_token, code },
        remoteAddress: freshIp(),
      });
    expect((await confirm('000000')).statusCode).toBe(422);
    const done = await confirm(h.code(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ adminId: admin.id, roleId: 1, token: expect.any(String) });
    expect(done.json().data.recovery_codes).toHaveLength(10);
    expect(sessionCookieSet(done, 'admin')).toBe(true);
    const session = done.json().data.token as string;
    const status = await t.app.inject({ url: '/api/admin/account/totp', headers: bearer(session) });
    expect(status.json().data).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });

    // From now on the login asks for a code, and the factor cannot be turned off.
    clock.nextStep();
    expect((await h.login('admin', admin.email)).json().data.second_factor).toBe('totp');
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/totp/disable',
      headers: bearer(session),
      payload: { current_password: TEST_ADMIN_PASSWORD, code: h.code(secret) },
    });
    expect(off.statusCode).toBe(409);
  });

  it('lets role 2 and 3 admins in with the password alone', async () => {
    for (const role_id of [2, 3] as const) {
      const admin = await createAdmin(t.db, { role_id });
      expect((await h.login('admin', admin.email)).json().data.token).toEqual(expect.any(String));
    }
  });

  it("requires it of the partner's owner (its first active user) and not of its other users", async () => {
    const partner = await createPartner(t.db);
    const owner = await createPartnerUser(t.db, { partner_id: partner.id });
    const staff = await createPartnerUser(t.db, { partner_id: partner.id });
    expect((await h.login('partner', owner.email)).json().data.second_factor).toBe('totp_setup');
    expect((await h.login('partner', staff.email)).json().data.token).toEqual(expect.any(String));

    const pending = (await h.login('partner', owner.username)).json().data.pending_token as string;
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login/totp-setup',
      payload: { pending_token: pending },
      remoteAddress: freshIp(),
    });
    const { secret } = setup.json().data as { secret: string };
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login/totp-setup/confirm',
      payload: { pending_token: pending, code: h.code(secret) },
      remoteAddress: freshIp(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ partnerUserId: owner.id, partnerId: partner.id });
    clock.nextStep();
    const next = (await h.login('partner', owner.email)).json().data;
    expect(next.second_factor).toBe('totp');
    expect((await h.second('partner', { pending_token: next.pending_token, code: h.code(secret) })).statusCode).toBe(
      200,
    );
  });
});
