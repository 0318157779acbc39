/**
 * The three kinds of staff account behave alike through their own routes (issue 28): admins managed by a role 1
 * admin, a partner's users managed by an admin from merchant management, and a partner's staff managed by the
 * partner. Each is created with a password answered once that logs in; disabling revokes its sessions at once and
 * refuses its login; enabling lets it in again; a reset (where the kind has one) answers a new password and revokes
 * the old sessions; every change is audited under the kind's entity, never with a password.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { createAdmin, createPartner, createPartnerUser, createSession, unique } from '../../test/factories';
import { bearer, createTestApp, freshIp, type TestApp } from '../../test/test-app';

let t: TestApp;

type Kind = {
  kind: string;
  entity: 'admin_user' | 'partner_user';
  sessionKind: 'admin' | 'partner';
  /** The manager's token, made once the app is up. */
  manager: () => Promise<string>;
  /** Where accounts of this kind are created, the body, and where one account's changes go. */
  base: () => Promise<string>;
  body: (n: number) => Record<string, unknown>;
  loginUrl: string;
  /** A call any account of the kind may make: answers 200 while its session lives. */
  whoAmI: string;
  /** Whether the kind has a reset route. */
  resets: boolean;
};

let partnerId: number;
let staffPartnerId: number;

const kinds: Kind[] = [
  {
    kind: 'admin users',
    entity: 'admin_user',
    sessionKind: 'admin',
    manager: async () => createSession(t.db, 'admin', (await createAdmin(t.db, { role_id: 1 })).id),
    base: async () => '/api/admin/admin-users',
    body: (n) => ({ name: 'Asha Rao', email: `staff.admin.${n}@example.in`, role_id: 1 }),
    loginUrl: '/api/admin/login',
    whoAmI: '/api/admin-reverify',
    resets: true,
  },
  {
    kind: 'merchant users',
    entity: 'partner_user',
    sessionKind: 'partner',
    manager: async () => createSession(t.db, 'admin', (await createAdmin(t.db, { role_id: 1 })).id),
    base: async () => `/api/admin/merchants/${partnerId}/users`,
    body: (n) => ({ name: 'Kiran Patel', email: `merchant.user.${n}@example.in`, username: `merchantuser${n}` }),
    loginUrl: '/api/partner/login',
    whoAmI: '/api/partner/settings',
    resets: true,
  },
  {
    kind: 'partner staff',
    entity: 'partner_user',
    sessionKind: 'partner',
    manager: async () =>
      createSession(t.db, 'partner', (await createPartnerUser(t.db, { partner_id: staffPartnerId })).id),
    base: async () => '/api/partner/users',
    body: (n) => ({ name: 'Meena Shah', email: `partner.staff.${n}@example.in`, username: `partnerstaff${n}` }),
    loginUrl: '/api/partner/login',
    whoAmI: '/api/partner/settings',
    resets: false,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  partnerId = (await createPartner(t.db)).id;
  staffPartnerId = (await createPartner(t.db)).id;
});
afterAll(async () => t.close());

const post = (token: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token), remoteAddress: freshIp() });
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: freshIp() });

async function login(kind: Kind, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: kind.loginUrl, payload: { email, password }, remoteAddress: freshIp() });
}

async function loggedIn(kind: Kind, email: string, password: string): Promise<string> {
  const answer = await login(kind, email, password);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { token: string }).token;
}

async function auditActions(entity: string, id: number): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity, entity), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id);
  for (const row of rows) expect(JSON.stringify(row)).not.toMatch(/password_hash|\$argon2/);
  return rows.map((row) => row.action);
}

async function liveSessions(kind: Kind, id: number) {
  return t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.kind, kind.sessionKind), eq(sessions.subject_id, id), isNull(sessions.revoked_at)));
}

describe.each(kinds)('$kind', (kind) => {
  it('creates, disables (sessions revoked, login refused), enables and resets alike, audited', async () => {
    const manager = await kind.manager();
    const base = await kind.base();
    const body = kind.body(unique());
    const email = body.email as string;

    // create: a password answered once, which logs in
    const created = await post(manager, base, body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const { user, password } = created.json().data as { user: { id: number; active: boolean }; password: string };
    expect(user.active).toBe(true);
    const token = await loggedIn(kind, email, password);
    expect((await get(token, kind.whoAmI)).statusCode).toBe(200);

    // disable: the sessions end at once and the login is refused
    const disabled = await post(manager, `${base}/${user.id}/active`, { active: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: user.id, active: false });
    expect(await liveSessions(kind, user.id)).toEqual([]);
    expect((await get(token, kind.whoAmI)).statusCode).toBe(401);
    expect((await login(kind, email, password)).statusCode).not.toBe(200);

    // enable: the same password logs in again
    const enabled = await post(manager, `${base}/${user.id}/active`, { active: true });
    expect(enabled.json().data).toMatchObject({ id: user.id, active: true });
    const again = await loggedIn(kind, email, password);

    const actions = [`${kind.entity}.create`, `${kind.entity}.disable`, `${kind.entity}.enable`];
    if (kind.resets) {
      // reset: a new password that logs in, the old one no longer, and the old sessions revoked
      const reset = await post(manager, `${base}/${user.id}/reset-password`);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.headers['cache-control']).toBe('no-store');
      const fresh = (reset.json().data as { password: string }).password;
      expect(fresh).not.toBe(password);
      expect((await get(again, kind.whoAmI)).statusCode).toBe(401);
      expect((await login(kind, email, password)).statusCode).not.toBe(200);
      await loggedIn(kind, email, fresh);
      actions.push(`${kind.entity}.password_reset`);
    } else {
      expect((await get(again, kind.whoAmI)).statusCode).toBe(200);
    }
    expect(await auditActions(kind.entity, user.id)).toEqual(actions);
  });

  it('refuses an e-mail another account of the kind holds, in any letter case, with 409', async () => {
    const manager = await kind.manager();
    const base = await kind.base();
    const body = kind.body(unique());
    expect((await post(manager, base, body)).statusCode).toBe(200);
    const again = { ...kind.body(unique()), email: (body.email as string).toUpperCase() };
    const refused = await post(manager, base, again);
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().errors as object)).toContain('email');
  });

  it('answers 404 for an account it does not manage, changing nothing', async () => {
    const manager = await kind.manager();
    const base = await kind.base();
    const outsider = kind.sessionKind === 'admin' ? { id: 2_000_000_000 } : await createPartnerUser(t.db); // another partner's user
    const answer = await post(manager, `${base}/${outsider.id}/active`, { active: false });
    expect(answer.statusCode).toBe(404);
    if (kind.sessionKind === 'partner') expect(await auditActions(kind.entity, outsider.id)).toEqual([]);
  });
});
