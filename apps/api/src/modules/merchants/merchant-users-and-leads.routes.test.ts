import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApproveLeadAnswer, MerchantLead, PartnerUser, PartnerUserWithPassword } from '@saakh/domain/merchants';
import { audit_log } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { merchant_leads } from '../../db/schema/customer';
import { partner_users, partners } from '../../db/schema/partners';
import { createAdmin, createPartner, createPartnerUser, createSession } from '../../test/factories';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { call, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

const get = (url: string, token = tokens.admin) => call(t, token, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}, token = tokens.admin) =>
  call(t, token, { method: 'POST', url, payload });

function partnerLogin(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

async function auditOf(entity: string, id: number) {
  return t.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity, entity), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id);
}

async function liveSessionsOf(userId: number) {
  return t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.kind, 'partner'), eq(sessions.subject_id, userId), isNull(sessions.revoked_at)));
}

let leadCounter = 0;
async function lead(values: Partial<typeof merchant_leads.$inferInsert> = {}) {
  leadCounter += 1;
  const [row] = await t.db
    .insert(merchant_leads)
    .values({
      business_name: `Lead Traders ${leadCounter}`,
      contact_name: 'Meena Joshi',
      mobile: '9812345678',
      email: `meena.${leadCounter}@leadtraders.in`,
      city: 'Pune',
      ...values,
    })
    .returning();
  if (!row) throw new Error('No lead');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
});
afterAll(async () => t.close());

describe('partner users', () => {
  it('creates a user with a generated password that signs in, hashed, answered once, audited without it', async () => {
    const partner = await createPartner(t.db);
    const response = await post(`/api/admin/merchants/${partner.id}/users`, {
      name: 'Kiran Patel',
      email: 'Kiran.Patel@Example.in',
      username: 'KiranP',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { user, password } = response.json().data as PartnerUserWithPassword;
    expect(user).toMatchObject({
      name: 'Kiran Patel',
      email: 'kiran.patel@example.in',
      username: 'kiranp',
      active: true,
    });
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    const [stored] = await t.db.select().from(partner_users).where(eq(partner_users.id, user.id));
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect((await partnerLogin('kiranp', password)).statusCode).toBe(200);
    const audit = await auditOf('partner_user', user.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'partner_user.create' })]);
    expect(JSON.stringify(audit)).not.toContain(password);

    const list = await get(`/api/admin/merchants/${partner.id}/users`);
    expect((list.json().data as PartnerUser[]).map((u) => u.id)).toEqual([user.id]);
    expect(list.body).not.toContain('password');
  });

  it('refuses an e-mail or username another partner user holds, in any letter case, saving nothing', async () => {
    const holder = await createPartnerUser(t.db);
    const partner = await createPartner(t.db);
    const byEmail = await post(`/api/admin/merchants/${partner.id}/users`, {
      name: 'Copy Cat',
      email: holder.email.toUpperCase(),
      username: 'uniquecopycat',
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().errors).toEqual({ email: ['A partner user with this e-mail already exists'] });
    const byUsername = await post(`/api/admin/merchants/${partner.id}/users`, {
      name: 'Copy Cat',
      email: 'copy.cat@example.in',
      username: holder.username.toUpperCase(),
    });
    expect(byUsername.statusCode).toBe(409);
    expect(byUsername.json().errors).toEqual({ username: ['This username is taken'] });
    const invalid = await post(`/api/admin/merchants/${partner.id}/users`, { name: 'X', email: 'x', username: 'a b' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'name', 'username']);
    expect(await t.db.select().from(partner_users).where(eq(partner_users.partner_id, partner.id))).toEqual([]);
  });

  it('disabling ends the user’s sessions at once, masquerades into it included; enabling lets it sign in again', async () => {
    const user = await createPartnerUser(t.db);
    const own = await createSession(t.db, 'partner', user.id);
    const admin = await createAdmin(t.db);
    const masquerade = await createSession(t.db, 'partner', user.id, { masqueradeAdminId: admin.id });
    const url = `/api/admin/merchants/${user.partner_id}/users/${user.id}/active`;

    const disabled = await post(url, { active: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: 'User disabled; their sessions have ended',
      data: { active: false },
    });
    expect(await liveSessionsOf(user.id)).toEqual([]);
    expect((await get('/api/partner-reverify', own)).statusCode).toBe(401);
    expect((await get('/api/partner-reverify', masquerade)).statusCode).toBe(401);
    expect((await partnerLogin(user.email, user.password)).statusCode).toBe(401);

    expect((await post(url, { active: true })).json().data.active).toBe(true);
    expect((await partnerLogin(user.email, user.password)).statusCode).toBe(200);
    expect((await auditOf('partner_user', user.id)).map((row) => row.action)).toEqual([
      'partner_user.disable',
      'partner_user.enable',
    ]);
  });

  it('a reset makes a new password that works, the old one no longer, and ends the user’s sessions', async () => {
    const user = await createPartnerUser(t.db);
    const own = await createSession(t.db, 'partner', user.id);
    const response = await post(`/api/admin/merchants/${user.partner_id}/users/${user.id}/reset-password`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { password } = response.json().data as PartnerUserWithPassword;
    expect((await get('/api/partner-reverify', own)).statusCode).toBe(401);
    expect((await partnerLogin(user.email, user.password)).statusCode).toBe(401);
    expect((await partnerLogin(user.email, password)).statusCode).toBe(200);
    const audit = await auditOf('partner_user', user.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'partner_user.password_reset', new_value: null })]);
  });

  it('answers 404 for a user of another partner, changing nothing', async () => {
    const user = await createPartnerUser(t.db);
    const other = await createPartner(t.db);
    const response = await post(`/api/admin/merchants/${other.id}/users/${user.id}/active`, { active: false });
    expect(response.statusCode).toBe(404);
    const [row] = await t.db.select().from(partner_users).where(eq(partner_users.id, user.id));
    expect(row?.status).toBe(1);
    expect((await post(`/api/admin/merchants/${other.id}/users/${user.id}/reset-password`)).statusCode).toBe(404);
    expect((await get('/api/admin/merchants/999999/users')).statusCode).toBe(404);
  });
});

describe('merchant leads', () => {
  it('lists leads by decision, searched, with the partner whose link brought them', async () => {
    const referrer = await createPartner(t.db, { name: 'Referring Bazaar' });
    const fresh = await lead({
      business_name: 'Searchable Sweets',
      partner_id: referrer.id,
      partner_name: referrer.key,
    });
    const contacted = await lead({ business_name: 'Searchable Snacks', status: 'contacted' });
    const closed = await lead({ business_name: 'Searchable Spices', status: 'closed', rejection_reason: 'Duplicate' });
    const newOnes = await get('/api/admin/merchant-leads?decision=new&q=searchable&sort=business_name');
    expect(newOnes.statusCode, newOnes.body).toBe(200);
    const items = newOnes.json().data.items as MerchantLead[];
    expect(items.map((item) => item.id)).toEqual([contacted.id, fresh.id]);
    expect(items[1]).toMatchObject({ referred_by: 'Referring Bazaar', decision: 'new' });
    const rejected = await get('/api/admin/merchant-leads?decision=rejected&q=searchable');
    expect(rejected.json().data.items).toEqual([
      expect.objectContaining({ id: closed.id, decision: 'rejected', rejection_reason: 'Duplicate' }),
    ]);
    expect((await get('/api/admin/merchant-leads?decision=maybe')).statusCode).toBe(422);
  });

  it('approving makes an applied partner with the lead’s contact and a first user, audited', async () => {
    const row = await lead({ business_name: 'Approved Agencies', email: 'Owner@Approved-Agencies.in' });
    const response = await post(`/api/admin/merchant-leads/${row.id}/approve`, {
      key: 'Approved-Agencies',
      partner_type: 'reseller',
      username: 'approvedowner',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json().data as ApproveLeadAnswer;
    expect(answer.lead).toMatchObject({
      decision: 'approved',
      created_partner_id: answer.partner_id,
      decided_by: expect.any(String),
      decided_at: expect.any(String),
    });
    const [partner] = await t.db.select().from(partners).where(eq(partners.id, answer.partner_id));
    expect(partner).toMatchObject({
      key: 'approved-agencies',
      name: 'Approved Agencies',
      partner_type: 'reseller',
      status: 2,
      contact_name: 'Meena Joshi',
      contact_email: 'owner@approved-agencies.in',
      contact_mobile: '9812345678',
    });
    expect(answer.user?.user).toMatchObject({ username: 'approvedowner', email: 'owner@approved-agencies.in' });
    // The partner is applied: its user cannot sign in until it is activated.
    expect((await partnerLogin('approvedowner', answer.user?.password ?? '')).statusCode).toBe(401);
    expect(await auditOf('merchant_lead', row.id)).toEqual([
      expect.objectContaining({ action: 'merchant_lead.approve' }),
    ]);

    const twice = await post(`/api/admin/merchant-leads/${row.id}/approve`, {
      key: 'another-key',
      partner_type: 'dsa',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This lead was already approved or rejected');
  });

  it('approves without a user when no username is given', async () => {
    const row = await lead();
    const response = await post(`/api/admin/merchant-leads/${row.id}/approve`, {
      key: `lead-${row.id}`,
      partner_type: 'merchant',
      username: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user).toBeNull();
  });

  it('refuses a URL key another partner has, leaving the lead new and no partner made', async () => {
    const taken = await createPartner(t.db);
    const row = await lead();
    const before = await t.db.select().from(partners);
    const response = await post(`/api/admin/merchant-leads/${row.id}/approve`, {
      key: taken.key,
      partner_type: 'merchant',
      username: `lead${row.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toHaveProperty('key');
    expect(await t.db.select().from(partners)).toHaveLength(before.length);
    const [after] = await t.db.select().from(merchant_leads).where(eq(merchant_leads.id, row.id));
    expect(after).toMatchObject({ status: 'new', decided_at: null, created_partner_id: null });
  });

  it('refuses to approve with a username someone holds, rolling back the partner too', async () => {
    const holder = await createPartnerUser(t.db);
    const row = await lead();
    const response = await post(`/api/admin/merchant-leads/${row.id}/approve`, {
      key: `rollback-${row.id}`,
      partner_type: 'merchant',
      username: holder.username,
    });
    expect(response.statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(partners)
        .where(eq(partners.key, `rollback-${row.id}`)),
    ).toEqual([]);
  });

  it('rejects with a reason, audited, and only once; a reason too short is refused', async () => {
    const row = await lead();
    const short = await post(`/api/admin/merchant-leads/${row.id}/reject`, { reason: 'no' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ reason: ['Give a reason of 3 to 500 characters'] });
    const response = await post(`/api/admin/merchant-leads/${row.id}/reject`, {
      reason: '  Not a registered business ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ decision: 'rejected', rejection_reason: 'Not a registered business' });
    expect(await auditOf('merchant_lead', row.id)).toEqual([
      expect.objectContaining({ action: 'merchant_lead.reject' }),
    ]);
    expect((await post(`/api/admin/merchant-leads/${row.id}/reject`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await post('/api/admin/merchant-leads/999999/reject', { reason: 'Gone' })).statusCode).toBe(404);
  });
});
