import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar, type PartnerUser, type PartnerUserWithPassword } from '@saakh/domain/merchants';
import type { AdminBankChange, NotificationPreferences, PartnerSettings } from '@saakh/domain/partner-settings';
import { audit_log } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { partners as partnersTable } from '../../db/schema/partners';
import { partner_bank_change_requests } from '../../db/schema/partner-support';
import { createPartner, createPartnerUser, createSession } from '../../test/factories';
import { adminToken, bearer, createTestApp, freshIp, TEST_PARTNER_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
type Who = { id: number; userId: number; email: string; token: string };
let parent: Who;
let sub: Who;
let other: Who;

const PAN = 'ABCPK1234F';
const gstinOf = (pan: string) => {
  const first14 = `27${pan}1Z`;
  return first14 + gstinCheckChar(first14);
};

async function member(partnerId: number): Promise<Who> {
  const user = await createPartnerUser(t.db, { partner_id: partnerId });
  return { id: partnerId, userId: user.id, email: user.email, token: await createSession(t.db, 'partner', user.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t, 1);
  const p = await createPartner(t.db, {
    pan: PAN,
    legal_name: 'Kumar Finserv',
    bank_account_holder: 'Ravi Kumar',
    bank_account_number: '123456789012',
    bank_ifsc: 'HDFC0001234',
    contact_name: 'Ravi Kumar',
    contact_email: 'ravi@kumar.in',
    contact_mobile: '9876543210',
  });
  const s = await createPartner(t.db, { parent_partner_id: p.id, parent_split_percent: '20.00' });
  const o = await createPartner(t.db);
  parent = await member(p.id);
  sub = await member(s.id);
  other = await member(o.id);
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function partnerRow(id: number) {
  const [row] = await t.db.select().from(partnersTable).where(eq(partnersTable.id, id));
  if (!row) throw new Error('no partner');
  return row;
}

describe('settings', () => {
  it('shows the partner’s own details with PAN and account number masked', async () => {
    const settings = (await get('/api/partner/settings', parent.token)).json().data as PartnerSettings;
    expect(settings.partner.id).toBe(parent.id);
    expect(settings.bank).toEqual({
      pan_masked: '******234F',
      gstin: null,
      bank_account_holder: 'Ravi Kumar',
      bank_account_number_masked: '******9012',
      bank_ifsc: 'HDFC0001234',
    });
    expect(settings.pending_change).toBeNull();
    const subs = (await get('/api/partner/settings', sub.token)).json().data as PartnerSettings;
    expect(subs.partner.id).toBe(sub.id);
    expect(subs.bank.pan_masked).toBeNull();
  });

  it('saves the contact, audited; a bad mobile is refused and nothing changes', async () => {
    const bad = await post('/api/partner/settings/contact', other.token, {
      contact_name: 'Asha Rao',
      contact_email: 'asha@rao.in',
      contact_mobile: '12345',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.contact_mobile).toBeDefined();
    expect((await partnerRow(other.id)).contact_name).toBeNull();
    const ok = await post('/api/partner/settings/contact', other.token, {
      contact_name: 'Asha Rao',
      contact_email: 'Asha@Rao.in',
      contact_mobile: '9123456780',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().data as PartnerSettings).contact).toEqual({
      contact_name: 'Asha Rao',
      contact_email: 'asha@rao.in',
      contact_mobile: '9123456780',
    });
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'partner.contact'), eq(audit_log.entity_id, String(other.id))));
    expect(audit.map((row) => row.field).sort()).toEqual(['contact_email', 'contact_mobile', 'contact_name']);
  });
});

describe('KYC and bank changes', () => {
  it('waits for approval with the old values in use, then an admin approves it, audited masked', async () => {
    const request = await post('/api/partner/settings/bank-change', parent.token, {
      pan: '',
      gstin: gstinOf(PAN),
      bank_account_holder: 'Ravi Kumar',
      bank_account_number: '998877665544',
      bank_ifsc: 'icic0004321',
    });
    expect(request.statusCode, request.body).toBe(200);
    const settings = request.json().data as PartnerSettings;
    expect(settings.pending_change).toMatchObject({
      status: 'pending',
      pan_masked: '******234F',
      bank_account_number_masked: '******5544',
      bank_ifsc: 'ICIC0004321',
    });
    expect(settings.bank.bank_account_number_masked).toBe('******9012');
    expect((await partnerRow(parent.id)).bank_account_number).toBe('123456789012');

    const again = await post('/api/partner/settings/bank-change', parent.token, {
      gstin: '',
      bank_account_holder: 'Ravi Kumar',
      bank_ifsc: 'HDFC0001234',
      bank_account_number: '111122223333',
    });
    expect(again.statusCode).toBe(409);

    // Another partner, the parent's sub-partner included, never sees it; admins do.
    expect(((await get('/api/partner/settings', sub.token)).json().data as PartnerSettings).pending_change).toBeNull();
    const queue = (await get('/api/admin/partner-bank-changes?status=pending', admin)).json().data as {
      items: AdminBankChange[];
    };
    const mine = queue.items.find((item) => item.partner_id === parent.id);
    expect(mine).toMatchObject({
      current: { bank_account_number_masked: '******9012' },
      bank_account_number_masked: '******5544',
    });
    const approved = await post(`/api/admin/partner-bank-changes/${mine?.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const row = await partnerRow(parent.id);
    expect([row.bank_account_number, row.bank_ifsc, row.gstin]).toEqual(['998877665544', 'ICIC0004321', gstinOf(PAN)]);
    expect((await post(`/api/admin/partner-bank-changes/${mine?.id}/approve`, admin)).statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'partner_bank_change.approve'), eq(audit_log.field, 'bank_account_number')));
    expect(audit.map((entry) => [entry.old_value, entry.new_value])).toEqual([['******9012', '******5544']]);
    expect(JSON.stringify(await t.db.select().from(audit_log))).not.toContain('998877665544');
  });

  it('keeps the stored details when an admin rejects, and shows why', async () => {
    const request = await post('/api/partner/settings/bank-change', parent.token, {
      gstin: null,
      bank_account_holder: 'Ravi Kumar',
      bank_account_number: '555566667777',
      bank_ifsc: 'SBIN0000001',
    });
    expect(request.statusCode, request.body).toBe(200);
    const id = (request.json().data as PartnerSettings).pending_change?.id;
    const short = await post(`/api/admin/partner-bank-changes/${id}/reject`, admin, { reason: 'no' });
    expect(short.statusCode).toBe(422);
    const rejected = await post(`/api/admin/partner-bank-changes/${id}/reject`, admin, {
      reason: 'The cancelled cheque shows another name',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await partnerRow(parent.id)).bank_account_number).toBe('998877665544');
    const settings = (await get('/api/partner/settings', parent.token)).json().data as PartnerSettings;
    expect(settings.pending_change).toBeNull();
    expect(settings.last_decision).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The cancelled cheque shows another name',
    });
  });

  it('refuses bad details with 4xx and records nothing', async () => {
    const before = await t.db
      .select()
      .from(partner_bank_change_requests)
      .where(eq(partner_bank_change_requests.partner_id, other.id));
    const badIfsc = await post('/api/partner/settings/bank-change', other.token, {
      pan: 'ABCPK1234F',
      bank_account_holder: 'Asha Rao',
      bank_account_number: '123456789',
      bank_ifsc: 'HDFC1234',
    });
    expect(badIfsc.statusCode).toBe(422);
    expect(badIfsc.json().errors.bank_ifsc).toBeDefined();
    const mismatch = await post('/api/partner/settings/bank-change', other.token, {
      pan: 'ZZZPZ9999Z',
      gstin: gstinOf(PAN),
      bank_account_holder: 'Asha Rao',
      bank_account_number: '123456789',
      bank_ifsc: 'HDFC0001234',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.gstin).toBeDefined();
    const noPan = await post('/api/partner/settings/bank-change', other.token, {
      bank_account_holder: 'Asha Rao',
      bank_account_number: '123456789',
      bank_ifsc: 'HDFC0001234',
    });
    expect(noPan.statusCode).toBe(422);
    expect(noPan.json().errors.pan).toEqual(['Enter the PAN']);
    const after = await t.db
      .select()
      .from(partner_bank_change_requests)
      .where(eq(partner_bank_change_requests.partner_id, other.id));
    expect(after).toEqual(before);
    expect((await get('/api/admin/partner-bank-changes', sub.token)).statusCode).toBe(403);
  });
});

describe('password change', () => {
  it('needs the current password and a strong new one, then ends the user’s other sessions only', async () => {
    const me = await member(other.id);
    const elsewhere = await createSession(t.db, 'partner', me.userId);
    const colleague = await createSession(t.db, 'partner', other.userId);
    const wrong = await post('/api/partner/settings/password', me.token, {
      current_password: 'not-the-password',
      new_password: 'Monsoon2026rain',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is not right']);
    const weak = await post('/api/partner/settings/password', me.token, {
      current_password: TEST_PARTNER_PASSWORD,
      new_password: 'short1',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.new_password).toBeDefined();
    const ok = await post('/api/partner/settings/password', me.token, {
      current_password: TEST_PARTNER_PASSWORD,
      new_password: 'Monsoon2026rain',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/api/partner/settings', me.token)).statusCode).toBe(200);
    expect((await get('/api/partner/settings', elsewhere)).statusCode).toBe(401);
    expect((await get('/api/partner/settings', colleague)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: me.email, password: 'Monsoon2026rain' },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets one session try the current password five times in 15 minutes, whatever the address; others keep theirs', async () => {
    const me = await member(other.id);
    const colleague = await member(other.id);
    const change = (token: string, current: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/partner/settings/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: current, new_password: 'Monsoon2026rain' },
        remoteAddress: address,
      });
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await change(me.token, `guess-${guess}`, freshIp())).statusCode).toBe(422);
    }
    // The sixth try is refused before the password is checked, even the right one, from yet another address.
    expect((await change(me.token, TEST_PARTNER_PASSWORD, freshIp())).statusCode).toBe(429);
    // Another user's session, from the same addresses, is not held back by it.
    expect((await change(colleague.token, 'not-the-password', freshIp())).statusCode).toBe(422);
  });
});

describe('the partner’s users and preferences', () => {
  it('adds a staff login with a password shown once, lists only its own users, disables them but not itself', async () => {
    const created = await post('/api/partner/users', sub.token, {
      name: 'Neha Singh',
      email: 'neha@subpartner.in',
      username: 'neha.s',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const { user, password } = created.json().data as PartnerUserWithPassword;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'neha@subpartner.in', password },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);

    const parentList = (await get('/api/partner/users', parent.token)).json().data as PartnerUser[];
    expect(parentList.map((u) => u.id)).not.toContain(user.id);
    expect((await post(`/api/partner/users/${user.id}/active`, parent.token, { active: false })).statusCode).toBe(404);
    expect((await post(`/api/partner/users/${user.id}/active`, other.token, { active: false })).statusCode).toBe(404);
    expect((await post(`/api/partner/users/${sub.userId}/active`, sub.token, { active: false })).statusCode).toBe(409);

    const disabled = await post(`/api/partner/users/${user.id}/active`, sub.token, { active: false });
    expect((disabled.json().data as PartnerUser).active).toBe(false);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'partner'), eq(sessions.subject_id, user.id), isNull(sessions.revoked_at)));
    expect(live).toEqual([]);
    const taken = await post('/api/partner/users', other.token, {
      name: 'Neha Singh',
      email: 'neha@subpartner.in',
      username: 'neha.other',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('keeps e-mail preferences per user, every e-mail by default', async () => {
    const me = await member(other.id);
    const defaults = (await get('/api/partner/settings/preferences', me.token)).json().data as NotificationPreferences;
    expect(defaults).toEqual({ notify_ticket_reply: true, notify_disbursal: true, notify_payout: true });
    const saved = await post('/api/partner/settings/preferences', me.token, {
      notify_ticket_reply: false,
      notify_disbursal: true,
      notify_payout: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/partner/settings/preferences', me.token)).json().data).toEqual({
      notify_ticket_reply: false,
      notify_disbursal: true,
      notify_payout: false,
    });
    expect((await get('/api/partner/settings/preferences', other.token)).json().data).toEqual(defaults);
    expect((await post('/api/partner/settings/preferences', me.token, { notify_ticket_reply: 'yes' })).statusCode).toBe(
      422,
    );
  });
});
