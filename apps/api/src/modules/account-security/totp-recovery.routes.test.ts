/**
 * A lost second factor and worn recovery codes (decision 045's follow-up): a role 1 admin turns off another account's
 * factor from user or merchant management, with a reason, ending its sessions, and a signed-in account renews its
 * recovery codes with its password and a code. Real HTTP and the real database, as the rest of the module's tests.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '../../db/schema/audit';
import { staff_recovery_codes, staff_totp } from '../../db/schema/auth';
import { createAdmin, createPartner, createPartnerUser, createSession } from '../../test/factories';
import { bearer, createTestApp, TEST_ADMIN_PASSWORD, TEST_PARTNER_PASSWORD, type TestApp } from '../../test/test-app';
import { clockOf, totpHelpers, type Kind } from './totp-test-support';

const limits = { DEV_CLOCK_CONTROL: 'true', LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: '50' };
const reason = 'Lost the phone and the printed codes; identity checked by video call';

function clearing(t: TestApp) {
  return {
    admin: (session: string, id: number, payload: Record<string, unknown> = { reason }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/admin-users/${id}/totp/clear`,
        headers: bearer(session),
        payload,
      }),
    partnerUser: (session: string, partnerId: number, userId: number, payload: Record<string, unknown> = { reason }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/merchants/${partnerId}/users/${userId}/totp/clear`,
        headers: bearer(session),
        payload,
      }),
  };
}

async function totpRows(t: TestApp, kind: Kind, id: number) {
  const totp = await t.db
    .select()
    .from(staff_totp)
    .where(and(eq(staff_totp.kind, kind), eq(staff_totp.subject_id, id)));
  const codes = await t.db
    .select()
    .from(staff_recovery_codes)
    .where(and(eq(staff_recovery_codes.kind, kind), eq(staff_recovery_codes.subject_id, id)));
  return { totp: totp.length, codes: codes.length };
}

async function auditOf(t: TestApp, entity: 'admin_user' | 'partner_user', id: number) {
  return t.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity, entity), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id);
}

/** Whether a session still opens anything: the admin's own check, the partner's own TOTP status. */
async function sessionLive(t: TestApp, kind: Kind, session: string): Promise<boolean> {
  const url = kind === 'admin' ? '/api/admin-reverify' : '/api/partner/account/totp';
  const response = await t.app.inject({ url, headers: bearer(session) });
  expect([200, 401]).toContain(response.statusCode);
  return response.statusCode === 200;
}

describe('clearing a lost factor, where it is required (TOTP_REQUIRED=true)', () => {
  let t: TestApp;
  let h: ReturnType<typeof totpHelpers>;
  let clock: ReturnType<typeof clockOf>;
  let clear: ReturnType<typeof clearing>;
  let manager: number;
  let managerSession: string;

  beforeAll(async () => {
    t = await createTestApp({ ...limits, TOTP_REQUIRED: 'true' });
    h = totpHelpers(t);
    clock = clockOf(t);
    clear = clearing(t);
    manager = (await createAdmin(t.db, { role_id: 1 })).id;
    managerSession = await createSession(t.db, 'admin', manager);
  });
  afterAll(async () => t.close());

  it("turns off another role 1 admin's factor: every session ends, a pending login dies, the next login sets it up again; audited with the reason", async () => {
    const admin = await createAdmin(t.db, { role_id: 1 });
    const sessions = [await createSession(t.db, 'admin', admin.id), await createSession(t.db, 'admin', admin.id)];
    const { secret } = await h.enable('admin', sessions[0]!);
    clock.nextStep();
    const pending = (await h.login('admin', admin.email)).json().data;
    expect(pending.second_factor).toBe('totp');
    const listed = async () => {
      const list = await t.app.inject({
        url: `/api/admin/admin-users?q=${encodeURIComponent(admin.email)}`,
        headers: bearer(managerSession),
      });
      return (list.json().data.items as { id: number; totp_enabled: boolean }[]).find((row) => row.id === admin.id);
    };
    expect(await listed()).toMatchObject({ totp_enabled: true });

    const response = await clear.admin(managerSession, admin.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^Two-step login is off for this account/);

    expect(await listed()).toMatchObject({ totp_enabled: false });
    for (const session of sessions) expect(await sessionLive(t, 'admin', session)).toBe(false);
    expect(await sessionLive(t, 'admin', managerSession)).toBe(true);
    expect(await totpRows(t, 'admin', admin.id)).toEqual({ totp: 0, codes: 0 });
    expect((await h.second('admin', { pending_token: pending.pending_token, code: h.code(secret) })).statusCode).toBe(
      401,
    );
    const next = await h.login('admin', admin.email);
    expect(next.json().data).toMatchObject({ second_factor: 'totp_setup', pending_token: expect.any(String) });

    const audit = await auditOf(t, 'admin_user', admin.id);
    expect(audit.map((row) => row.action)).toEqual(['admin_user.totp_enable', 'admin_user.totp_clear']);
    expect(audit[1]).toMatchObject({ actor_kind: 'admin', actor_id: manager, field: 'reason', new_value: reason });
  });

  it("turns off a partner owner's factor from merchant management: the owner's sessions end and the next login sets it up again", async () => {
    const partner = await createPartner(t.db);
    const owner = await createPartnerUser(t.db, { partner_id: partner.id });
    const staff = await createPartnerUser(t.db, { partner_id: partner.id });
    const session = await createSession(t.db, 'partner', owner.id);
    await h.enable('partner', session);
    clock.nextStep();
    const listed = async () => {
      const list = await t.app.inject({
        url: `/api/admin/merchants/${partner.id}/users`,
        headers: bearer(managerSession),
      });
      return (list.json().data as { id: number; totp_enabled: boolean }[]).map((row) => [row.id, row.totp_enabled]);
    };
    expect(await listed()).toEqual([
      [owner.id, true],
      [staff.id, false],
    ]);
    expect((await h.login('partner', owner.email)).json().data.second_factor).toBe('totp');

    // Another partner in the path: as if the user did not exist, and nothing changes.
    const elsewhere = await createPartner(t.db);
    expect((await clear.partnerUser(managerSession, elsewhere.id, owner.id)).statusCode).toBe(404);
    expect(await totpRows(t, 'partner', owner.id)).toEqual({ totp: 1, codes: 10 });
    expect(await sessionLive(t, 'partner', session)).toBe(true);

    const response = await clear.partnerUser(managerSession, partner.id, owner.id);
    expect(response.statusCode).toBe(200);
    expect(await sessionLive(t, 'partner', session)).toBe(false);
    expect(await totpRows(t, 'partner', owner.id)).toEqual({ totp: 0, codes: 0 });
    expect(await listed()).toEqual([
      [owner.id, false],
      [staff.id, false],
    ]);
    expect((await h.login('partner', owner.email)).json().data.second_factor).toBe('totp_setup');
    const audit = await auditOf(t, 'partner_user', owner.id);
    expect(audit.at(-1)).toMatchObject({ action: 'partner_user.totp_clear', actor_id: manager, new_value: reason });

    // Nothing left to clear: refused, and no second audit row.
    expect((await clear.partnerUser(managerSession, partner.id, owner.id)).statusCode).toBe(409);
    expect(await auditOf(t, 'partner_user', owner.id)).toHaveLength(audit.length);
  });

  it('refuses roles 2 and 3 (403), and changes nothing', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const session = await createSession(t.db, 'admin', admin.id);
    await h.enable('admin', session);
    const partner = await createPartner(t.db);
    const owner = await createPartnerUser(t.db, { partner_id: partner.id });
    await h.enable('partner', await createSession(t.db, 'partner', owner.id));
    for (const role_id of [2, 3] as const) {
      const caller = await createSession(t.db, 'admin', (await createAdmin(t.db, { role_id })).id);
      expect((await clear.admin(caller, admin.id)).statusCode).toBe(403);
      expect((await clear.partnerUser(caller, partner.id, owner.id)).statusCode).toBe(403);
    }
    expect(await totpRows(t, 'admin', admin.id)).toEqual({ totp: 1, codes: 10 });
    expect(await totpRows(t, 'partner', owner.id)).toEqual({ totp: 1, codes: 10 });
    expect(await sessionLive(t, 'admin', session)).toBe(true);
    expect((await auditOf(t, 'admin_user', admin.id)).map((row) => row.action)).toEqual(['admin_user.totp_enable']);
  });

  it("refuses a role 1 admin's own account: they use their own page, with the password and a code", async () => {
    const self = await createAdmin(t.db, { role_id: 1 });
    const session = await createSession(t.db, 'admin', self.id);
    await h.enable('admin', session);
    const response = await clear.admin(session, self.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Turn off your own two-step login from your account security page/);
    expect(await totpRows(t, 'admin', self.id)).toEqual({ totp: 1, codes: 10 });
    expect(await sessionLive(t, 'admin', session)).toBe(true);
  });

  it('needs a reason: none, blank or too short is answered 422 under reason, and nothing changes', async () => {
    const admin = await createAdmin(t.db, { role_id: 3 });
    const session = await createSession(t.db, 'admin', admin.id);
    await h.enable('admin', session);
    for (const payload of [{}, { reason: '   ' }, { reason: 'lost' }, { reason: 'x'.repeat(501) }]) {
      const response = await clear.admin(managerSession, admin.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors.reason).toEqual([expect.any(String)]);
    }
    expect(await totpRows(t, 'admin', admin.id)).toEqual({ totp: 1, codes: 10 });
    expect(await sessionLive(t, 'admin', session)).toBe(true);
    expect((await auditOf(t, 'admin_user', admin.id)).map((row) => row.action)).toEqual(['admin_user.totp_enable']);
  });

  it('answers 404 for an admin that does not exist, and 409 for one without the factor', async () => {
    expect((await clear.admin(managerSession, 99_999_999)).statusCode).toBe(404);
    const admin = await createAdmin(t.db, { role_id: 2 });
    const response = await clear.admin(managerSession, admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Two-step login is not on');
  });
});

describe('clearing where the factor is optional, and renewing recovery codes (TOTP_REQUIRED off)', () => {
  let t: TestApp;
  let h: ReturnType<typeof totpHelpers>;
  let clock: ReturnType<typeof clockOf>;
  let clear: ReturnType<typeof clearing>;

  beforeAll(async () => {
    t = await createTestApp(limits);
    h = totpHelpers(t);
    clock = clockOf(t);
    clear = clearing(t);
  });
  afterAll(async () => t.close());

  const renew = (kind: Kind, session: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${kind}/account/totp/recovery-codes`,
      headers: bearer(session),
      payload,
    });

  /** Logs in with the password and this recovery code: the answer of the second step. */
  const loginWithRecovery = async (kind: Kind, email: string, code: string) => {
    const pending = (await h.login(kind, email)).json().data.pending_token as string;
    return h.second(kind, { pending_token: pending, recovery_code: code });
  };

  it('lets a cleared admin whose factor is optional log in with the password alone', async () => {
    const manager = await createSession(t.db, 'admin', (await createAdmin(t.db, { role_id: 1 })).id);
    const admin = await createAdmin(t.db, { role_id: 2 });
    const session = await createSession(t.db, 'admin', admin.id);
    await h.enable('admin', session);
    expect((await h.login('admin', admin.email)).json().data.second_factor).toBe('totp');
    expect((await clear.admin(manager, admin.id)).statusCode).toBe(200);
    expect(await sessionLive(t, 'admin', session)).toBe(false);
    expect((await h.login('admin', admin.email)).json().data.token).toEqual(expect.any(String));
  });

  it('refuses a wrong password or a wrong code, and the old codes keep working', async () => {
    const user = await createPartnerUser(t.db);
    const session = await createSession(t.db, 'partner', user.id);
    const { secret, recoveryCodes } = await h.enable('partner', session);
    clock.nextStep();

    const wrongPassword = await renew('partner', session, {
      current_password: 'not-the-password-1',
      code: h.code(secret),
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.current_password).toBeDefined();
    const wrongCode = await renew('partner', session, { current_password: TEST_PARTNER_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toEqual(['The code is not right']);
    const missing = await renew('partner', session, { current_password: TEST_PARTNER_PASSWORD });
    expect(missing.statusCode).toBe(422);

    expect((await loginWithRecovery('partner', user.email, recoveryCodes[0]!)).statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/partner/account/totp', headers: bearer(session) });
    expect(status.json().data.recovery_codes_left).toBe(9);
    expect((await auditOf(t, 'partner_user', user.id)).map((row) => row.action)).toEqual(['partner_user.totp_enable']);
  });

  it('replaces the codes with ten new ones, answered once: the old ones fail at once, a new one works once; audited', async () => {
    const admin = await createAdmin(t.db, { role_id: 2 });
    const session = await createSession(t.db, 'admin', admin.id);
    const { secret, recoveryCodes } = await h.enable('admin', session);
    expect((await loginWithRecovery('admin', admin.email, recoveryCodes[1]!)).statusCode).toBe(200);
    clock.nextStep();

    const renewed = await renew('admin', session, { current_password: TEST_ADMIN_PASSWORD, code: h.code(secret) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers['cache-control']).toBe('no-store');
    expect(renewed.json().message).toBe('New recovery codes are ready. The old ones no longer work');
    const codes = renewed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    const status = await t.app.inject({ url: '/api/admin/account/totp', headers: bearer(session) });
    expect(status.json().data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    const old = await loginWithRecovery('admin', admin.email, recoveryCodes[2]!);
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.recovery_code).toEqual(['The code is not right']);
    expect((await loginWithRecovery('admin', admin.email, codes[0]!)).statusCode).toBe(200);
    expect((await loginWithRecovery('admin', admin.email, codes[0]!)).statusCode).toBe(422);
    // The code confirming the renewal was used up: it does not log in again.
    const pending = (await h.login('admin', admin.email)).json().data.pending_token as string;
    expect((await h.second('admin', { pending_token: pending, code: h.code(secret) })).statusCode).toBe(422);

    const audit = await auditOf(t, 'admin_user', admin.id);
    expect(audit.map((row) => row.action)).toEqual(['admin_user.totp_enable', 'admin_user.recovery_codes_renew']);
    expect(audit[1]).toMatchObject({ actor_id: admin.id, field: 'recovery_codes', old_value: null, new_value: null });
  });

  it('refuses an account without the factor (409), and an admin acting as a partner (403)', async () => {
    const admin = await createAdmin(t.db, { role_id: 3 });
    const none = await renew('admin', await createSession(t.db, 'admin', admin.id), {
      current_password: TEST_ADMIN_PASSWORD,
      code: '123456',
    });
    expect(none.statusCode).toBe(409);

    const user = await createPartnerUser(t.db);
    const { secret } = await h.enable('partner', await createSession(t.db, 'partner', user.id));
    clock.nextStep();
    const masquerade = await createSession(t.db, 'partner', user.id, { masqueradeAdminId: admin.id });
    const response = await renew('partner', masquerade, {
      current_password: TEST_PARTNER_PASSWORD,
      code: h.code(secret),
    });
    expect(response.statusCode).toBe(403);
    expect(await totpRows(t, 'partner', user.id)).toEqual({ totp: 1, codes: 10 });
  });
});
