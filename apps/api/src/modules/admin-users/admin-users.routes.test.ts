import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserWithPassword } from '@saakh/domain/admin-users';
import { buildApp } from '../../app';
import { admin_users } from '../../db/schema/admins';
import { audit_log } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import type { Session } from '../../lib/session';
import { createAdmin, createSession } from '../../test/factories';
import { bearer, createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import * as service from './admin-users.service';

let t: TestApp;
let tokens: CatalogueTokens;

const get = (url: string, token = tokens.admin) => call(t, token, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}, token = tokens.admin) =>
  call(t, token, { method: 'POST', url, payload });

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

async function create(payload: Record<string, unknown>): Promise<AdminUserWithPassword> {
  const response = await post('/api/admin/admin-users', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AdminUserWithPassword;
}

async function auditOf(id: number) {
  return t.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity, 'admin_user'), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id);
}

async function storedAdmin(id: number) {
  const [row] = await t.db.select().from(admin_users).where(eq(admin_users.id, id));
  if (!row) throw new Error(`No admin ${id}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
});
afterAll(async () => t.close());

describe('POST /api/admin/admin-users', () => {
  it('creates an admin with a generated password that logs in, stored only as a hash', async () => {
    const { user, password } = await create({ name: '  Asha Verma ', email: 'Asha.Verma@Example.in', role_id: 2 });
    expect(user).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      role_id: 2,
      active: true,
      last_login_at: null,
    });
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    const stored = await storedAdmin(user.id);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(password);

    const loggedIn = await login('asha.verma@example.in', password);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().data).toMatchObject({ adminId: user.id, roleId: 2 });
  });

  it('answers no-store, so no cache keeps the password', async () => {
    const response = await post('/api/admin/admin-users', {
      name: 'Cache Check',
      email: 'cache@example.in',
      role_id: 3,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('audits the creation with the name, e-mail and role, never the password', async () => {
    const { user, password } = await create({ name: 'Audit Trail', email: 'audit.trail@example.in', role_id: 3 });
    const rows = await auditOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'admin_user.create', actor_kind: 'admin' });
    expect(JSON.parse(rows[0]?.new_value ?? '{}')).toEqual({
      name: 'Audit Trail',
      email: 'audit.trail@example.in',
      role_id: 3,
    });
    expect(JSON.stringify(rows)).not.toContain(password);
  });

  it('refuses an e-mail that exists in any letter case with 409, saving nothing', async () => {
    await create({ name: 'First Holder', email: 'same.person@example.in', role_id: 2 });
    const before = await t.db.select().from(admin_users);
    const response = await post('/api/admin/admin-users', {
      name: 'Second Holder',
      email: 'SAME.Person@example.in',
      role_id: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'An admin with this e-mail already exists',
      errors: { email: ['An admin with this e-mail already exists'] },
    });
    expect(await t.db.select().from(admin_users)).toHaveLength(before.length);
  });

  it.each([
    ['a name too short', { name: 'A', email: 'short@example.in', role_id: 2 }, 'name'],
    ['an e-mail without a domain', { name: 'Bad Mail', email: 'bad-mail', role_id: 2 }, 'email'],
    ['role 4', { name: 'Bad Role', email: 'bad.role@example.in', role_id: 4 }, 'role_id'],
    ['no role', { name: 'No Role', email: 'no.role@example.in' }, 'role_id'],
  ])('refuses %s with 422 and the field error', async (_case, payload, field) => {
    const before = await t.db.select().from(admin_users);
    const response = await post('/api/admin/admin-users', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect(await t.db.select().from(admin_users)).toHaveLength(before.length);
  });
});

describe('GET /api/admin/admin-users', () => {
  it('answers a page searched by name or e-mail, with the last login and without any password', async () => {
    const { user, password } = await create({ name: 'Zubin Searchable', email: 'zubin@example.in', role_id: 3 });
    await login('zubin@example.in', password);
    const response = await get('/api/admin/admin-users?q=ZUBIN&page=1&pageSize=20');
    expect(response.statusCode).toBe(200);
    const page = response.json().data as { items: AdminUser[]; total: number };
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: user.id, name: 'Zubin Searchable', active: true });
    expect(page.items[0]?.last_login_at).toEqual(expect.any(String));
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('argon2');
  });

  it('filters by role and sorts by a declared column', async () => {
    const response = await get('/api/admin/admin-users?role_id=2&sort=-email');
    const items = (response.json().data as { items: AdminUser[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.role_id === 2)).toBe(true);
    const emails = items.map((item) => item.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it('refuses an undeclared sort with 422', async () => {
    expect((await get('/api/admin/admin-users?sort=password_hash')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/admin-users/:id/role', () => {
  it('changes the role, audited with the old and new role, and the next call has the new rights', async () => {
    const target = await createAdmin(t.db, { role_id: 1 });
    const token = await createSession(t.db, 'admin', target.id);
    expect((await get('/api/admin/admin-users', token)).statusCode).toBe(200);

    const response = await post(`/api/admin/admin-users/${target.id}/role`, { role_id: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Role changed', data: { role_id: 3 } });
    expect((await get('/api/admin/admin-users', token)).statusCode).toBe(403);
    const [row] = await auditOf(target.id);
    expect(row).toMatchObject({ action: 'admin_user.role', field: 'role_id', old_value: '1', new_value: '3' });
  });

  it('refuses role 0 with 422 and 404 for an unknown admin', async () => {
    const target = await createAdmin(t.db, { role_id: 2 });
    expect((await post(`/api/admin/admin-users/${target.id}/role`, { role_id: 0 })).statusCode).toBe(422);
    expect((await post('/api/admin/admin-users/999999/role', { role_id: 2 })).statusCode).toBe(404);
  });

  it('refuses to change the role of the admin who asks', async () => {
    const me = await createAdmin(t.db, { role_id: 1 });
    const token = await createSession(t.db, 'admin', me.id);
    const response = await post(`/api/admin/admin-users/${me.id}/role`, { role_id: 2 }, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot disable your own account or change your own role');
    expect((await storedAdmin(me.id)).role_id).toBe(1);
  });
});

describe('POST /api/admin/admin-users/:id/active', () => {
  it("disables an admin: that admin's next call is refused at once and their login fails", async () => {
    const { user, password } = await create({ name: 'Soon Disabled', email: 'soon.disabled@example.in', role_id: 1 });
    const loggedIn = await login('soon.disabled@example.in', password);
    const token = (loggedIn.json().data as { token: string }).token;
    // The session is in use (and remembered) before it is ended.
    expect((await get('/api/admin/admin-users', token)).statusCode).toBe(200);

    const response = await post(`/api/admin/admin-users/${user.id}/active`, { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { active: false } });

    expect((await get('/api/admin/admin-users', token)).statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'admin'), eq(sessions.subject_id, user.id)));
    expect(live.every((session) => session.revoked_at !== null)).toBe(true);
    expect((await login('soon.disabled@example.in', password)).statusCode).toBe(401);
    expect((await auditOf(user.id)).at(-1)).toMatchObject({
      action: 'admin_user.disable',
      field: 'active',
      old_value: 'true',
      new_value: 'false',
    });
  });

  it('ends the partner sessions the disabled admin opened by masquerading', async () => {
    const target = await createAdmin(t.db, { role_id: 1 });
    await createSession(t.db, 'partner', 1, { masqueradeAdminId: target.id });
    await post(`/api/admin/admin-users/${target.id}/active`, { active: false });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.masquerade_admin_id, target.id));
    expect(row?.revoked_at).not.toBeNull();
  });

  it('enables a disabled admin again: they log in with their password', async () => {
    const { user, password } = await create({ name: 'Back Again', email: 'back.again@example.in', role_id: 2 });
    await post(`/api/admin/admin-users/${user.id}/active`, { active: false });
    expect((await login('back.again@example.in', password)).statusCode).toBe(401);
    const response = await post(`/api/admin/admin-users/${user.id}/active`, { active: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'User enabled', data: { active: true } });
    expect((await login('back.again@example.in', password)).statusCode).toBe(200);
    expect((await auditOf(user.id)).at(-1)).toMatchObject({ action: 'admin_user.enable', new_value: 'true' });
  });

  it('refuses to disable the admin who asks', async () => {
    const me = await createAdmin(t.db, { role_id: 1 });
    const token = await createSession(t.db, 'admin', me.id);
    const response = await post(`/api/admin/admin-users/${me.id}/active`, { active: false }, token);
    expect(response.statusCode).toBe(409);
    expect((await storedAdmin(me.id)).status).toBe(1);
    expect((await get('/api/admin/admin-users', token)).statusCode).toBe(200);
  });

  it('refuses a body without a true or false active with 422', async () => {
    const target = await createAdmin(t.db, { role_id: 2 });
    expect((await post(`/api/admin/admin-users/${target.id}/active`, { active: 'no' })).statusCode).toBe(422);
    expect((await storedAdmin(target.id)).status).toBe(1);
  });
});

describe('the last active role 1 admin', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp();
  });
  afterAll(async () => solo.close());

  const actor = (adminId: number): Session => ({
    id: 0,
    kind: 'admin',
    subjectId: adminId,
    masqueradeAdminId: null,
    roleId: 2,
  });

  it('cannot be disabled or given another role, whoever asks', async () => {
    const last = await createAdmin(solo.db, { role_id: 1 });
    const other = await createAdmin(solo.db, { role_id: 2 });
    await createAdmin(solo.db, { role_id: 1, status: 0 });
    await expect(service.changeRole(solo.deps, actor(other.id), last.id, 2)).rejects.toMatchObject({
      status: 409,
      message: 'lastRoleOneAdmin',
    });
    await expect(service.setActive(solo.deps, actor(other.id), last.id, false)).rejects.toMatchObject({
      status: 409,
      message: 'lastRoleOneAdmin',
    });
    const stored = await solo.db.select().from(admin_users).where(eq(admin_users.id, last.id));
    expect(stored[0]).toMatchObject({ role_id: 1, status: 1 });
  });

  it('stays when two role 1 admins disable each other at the same moment', async () => {
    await solo.db.update(admin_users).set({ status: 0 }).where(eq(admin_users.role_id, 1));
    const a = await createAdmin(solo.db, { role_id: 1 });
    const b = await createAdmin(solo.db, { role_id: 1 });
    const [tokenA, tokenB] = await Promise.all([
      createSession(solo.db, 'admin', a.id),
      createSession(solo.db, 'admin', b.id),
    ]);
    const disable = (token: string, id: number) =>
      solo.app.inject({
        method: 'POST',
        url: `/api/admin/admin-users/${id}/active`,
        headers: bearer(token),
        payload: { active: false },
      });
    const answers = await Promise.all([disable(tokenA, b.id), disable(tokenB, a.id)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const active = await solo.db
      .select()
      .from(admin_users)
      .where(and(eq(admin_users.role_id, 1), eq(admin_users.status, 1)));
    expect(active).toHaveLength(1);
  });
});

describe('POST /api/admin/admin-users/:id/reset-password', () => {
  it('answers a new password once: it logs in, the old one no longer does, and their sessions end', async () => {
    const { user, password: oldPassword } = await create({
      name: 'Forgetful',
      email: 'forgetful@example.in',
      role_id: 2,
    });
    const oldToken = ((await login('forgetful@example.in', oldPassword)).json().data as { token: string }).token;

    const response = await post(`/api/admin/admin-users/${user.id}/reset-password`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { password } = response.json().data as AdminUserWithPassword;
    expect(password).not.toBe(oldPassword);

    expect((await login('forgetful@example.in', oldPassword)).statusCode).toBe(401);
    expect((await login('forgetful@example.in', password)).statusCode).toBe(200);
    // A role 2 session would be refused with 403; an ended one is asked to log in again.
    expect((await get('/api/admin/admin-users', oldToken)).statusCode).toBe(401);
    const stored = await storedAdmin(user.id);
    expect(stored.password_hash).not.toContain(password);

    // Nothing answers the password again: the list and a second reset (a different password) do not.
    expect((await get(`/api/admin/admin-users?q=forgetful`)).body).not.toContain(password);
    const again = (await post(`/api/admin/admin-users/${user.id}/reset-password`)).json().data.password;
    expect(again).not.toBe(password);
  });

  it('ends the old sessions of the admin whose password was reset', async () => {
    const { user, password } = await create({ name: 'Reset Sessions', email: 'reset.sessions@example.in', role_id: 1 });
    const token = ((await login('reset.sessions@example.in', password)).json().data as { token: string }).token;
    expect((await get('/api/admin/admin-users', token)).statusCode).toBe(200);
    await post(`/api/admin/admin-users/${user.id}/reset-password`);
    expect((await get('/api/admin/admin-users', token)).statusCode).toBe(401);
  });

  it('audits the reset without the password, and no log line carries it', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const logged = await buildApp({
      deps: { ...t.deps, config: { ...t.config, logLevel: 'trace' }, log },
      logger: log,
    });
    await logged.ready();
    try {
      const target = await createAdmin(t.db, { role_id: 3 });
      const response = await logged.inject({
        method: 'POST',
        url: `/api/admin/admin-users/${target.id}/reset-password`,
        headers: bearer(tokens.admin),
      });
      expect(response.statusCode).toBe(200);
      const { password } = response.json().data as AdminUserWithPassword;
      const created = await logged.inject({
        method: 'POST',
        url: '/api/admin/admin-users',
        headers: bearer(tokens.admin),
        payload: { name: 'Logged Create', email: 'logged.create@example.in', role_id: 3 },
      });
      const createdPassword = (created.json().data as AdminUserWithPassword).password;
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(password);
      expect(lines.join('\n')).not.toContain(createdPassword);

      const rows = await auditOf(target.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'admin_user.password_reset',
        field: 'password',
        old_value: null,
        new_value: null,
      });
    } finally {
      await logged.close();
    }
  });

  it('replaces one’s own password only with the current one: 422 under the field when it is missing or wrong', async () => {
    const { user, password } = await create({ name: 'Self Reset', email: 'self.reset@example.in', role_id: 1 });
    const token = ((await login('self.reset@example.in', password)).json().data as { token: string }).token;
    const own = `/api/admin/admin-users/${user.id}/reset-password`;
    const stored = (await storedAdmin(user.id)).password_hash;

    const missing = await post(own, {}, token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['Enter your current password'] });
    const wrong = await post(own, { current_password: 'not-the-password' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not right'] });
    const hindi = await call(t, token, { method: 'POST', url: own, payload: {} }, { 'accept-language': 'hi' });
    expect(hindi.json().errors).toEqual({ current_password: ['अपना मौजूदा पासवर्ड दर्ज करें'] });
    expect((await storedAdmin(user.id)).password_hash).toBe(stored);

    const done = await post(own, { current_password: password }, token);
    expect(done.statusCode, done.body).toBe(200);
    const { password: fresh } = done.json().data as AdminUserWithPassword;
    expect((await login('self.reset@example.in', fresh)).statusCode).toBe(200);
    // Another admin's password still needs none of theirs.
    const other = await create({ name: 'Other Reset', email: 'other.reset@example.in', role_id: 3 });
    expect((await post(`/api/admin/admin-users/${other.user.id}/reset-password`, {}, token)).statusCode).toBe(200);
  });

  it('lets a session try its own current password five times in 15 minutes, not guess it; others stay resettable', async () => {
    const { user, password } = await create({ name: 'Guess Reset', email: 'guess.reset@example.in', role_id: 1 });
    const token = ((await login('guess.reset@example.in', password)).json().data as { token: string }).token;
    const own = `/api/admin/admin-users/${user.id}/reset-password`;
    const stored = (await storedAdmin(user.id)).password_hash;
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await post(own, { current_password: `guess-${guess}` }, token)).statusCode).toBe(422);
    }
    // Refused before the password is checked, even the right one; nothing changed.
    expect((await post(own, { current_password: password }, token)).statusCode).toBe(429);
    expect((await storedAdmin(user.id)).password_hash).toBe(stored);
    // Resetting someone else's password is its own count.
    const other = await create({ name: 'Still Reset', email: 'still.reset@example.in', role_id: 3 });
    expect((await post(`/api/admin/admin-users/${other.user.id}/reset-password`, {}, token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown admin', async () => {
    expect((await post('/api/admin/admin-users/999999/reset-password')).statusCode).toBe(404);
  });
});

describe('access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/admin-users' },
      {
        method: 'POST',
        url: '/api/admin/admin-users',
        payload: { name: 'Not Allowed', email: 'no@example.in', role_id: 1 },
      },
      { method: 'POST', url: '/api/admin/admin-users/1/role', payload: { role_id: 1 } },
      { method: 'POST', url: '/api/admin/admin-users/1/active', payload: { active: false } },
      { method: 'POST', url: '/api/admin/admin-users/1/reset-password' },
    ],
  );

  it('saves nothing for a refused caller', async () => {
    const before = await t.db.select().from(admin_users);
    await post('/api/admin/admin-users', { name: 'Ops Try', email: 'ops.try@example.in', role_id: 1 }, tokens.ops);
    await post('/api/admin/admin-users', { name: 'Csr Try', email: 'csr.try@example.in', role_id: 1 }, tokens.csr);
    expect(await t.db.select().from(admin_users)).toHaveLength(before.length);
  });
});
