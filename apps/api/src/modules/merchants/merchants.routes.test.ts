import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import type { MerchantPartner, MerchantPartnerDetail, PartnerPayout } from '@saakh/domain/merchants';
import { audit_log } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { commission_ledger } from '../../db/schema/ingestion';
import { partners } from '../../db/schema/partners';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLedgerRow,
  createLender,
  createPartner,
  createPartnerUser,
  createSession,
  type PartnerRow,
} from '../../test/factories';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

const get = (url: string, token = tokens.admin) => call(t, token, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}, token = tokens.admin) =>
  call(t, token, { method: 'POST', url, payload });

/** A PAN and the GSTIN issued on it (the GSTIN's check character is right). */
const PAN = 'AAPFU0939F';
const GSTIN = '27AAPFU0939F1ZV';
const OTHER_GSTIN = '29AAGCB7383J1Z4';

const complete = {
  partner_type: 'dsa',
  legal_name: 'Sharma Finserv Private Limited',
  pan: PAN,
  gstin: GSTIN,
  contact_name: 'Ravi Sharma',
  contact_email: 'Ravi@Sharma-Finserv.in',
  contact_mobile: '9876543210',
  bank_account_holder: 'Sharma Finserv',
  bank_account_number: '123456789012',
  bank_ifsc: 'hdfc0001234',
};

const onboardingOf = (values: Partial<typeof complete> = {}) => ({ ...complete, ...values });

function partnerLogin(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

async function detail(id: number): Promise<MerchantPartnerDetail> {
  const response = await get(`/api/admin/merchants/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MerchantPartnerDetail;
}

async function stored(id: number): Promise<PartnerRow> {
  const [row] = await t.db.select().from(partners).where(eq(partners.id, id));
  if (!row) throw new Error(`No partner ${id}`);
  return row;
}

async function auditOf(entity: string, id: number) {
  return t.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity, entity), eq(audit_log.entity_id, String(id))))
    .orderBy(audit_log.id);
}

/** An applied partner, onboarded as far as `values` go. */
async function appliedPartner(values: Partial<typeof partners.$inferInsert> = {}) {
  return createPartner(t.db, { status: 2, ...values });
}

async function onboarded(values: Partial<typeof partners.$inferInsert> = {}) {
  return createPartner(t.db, {
    legal_name: complete.legal_name,
    pan: PAN,
    contact_name: complete.contact_name,
    contact_email: 'ravi@sharma-finserv.in',
    contact_mobile: complete.contact_mobile,
    bank_account_holder: complete.bank_account_holder,
    bank_account_number: complete.bank_account_number,
    bank_ifsc: 'HDFC0001234',
    ...values,
  });
}

let ledgerLender: number;
async function ledgerRow(partnerId: number, status: 'pending' | 'earned' | 'paid', amount: string, tds = '0') {
  const customer = await createCustomer(t.db);
  const application = await createApplication(t.db, { userId: customer.id, lenderId: ledgerLender, partnerId });
  await createLedgerRow(t.db, {
    partner_id: partnerId,
    application_id: application.id,
    lender_id: ledgerLender,
    status,
    base_amount: amount,
    amount,
    tds,
    disbursed_on: '2026-03-02',
    earned_at: status === 'pending' ? null : new Date(),
  });
  return application.id;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  ledgerLender = (await createLender(t.db)).id;
});
afterAll(async () => t.close());

describe('GET /api/admin/merchants', () => {
  it('answers a page of partners with status, parent, completeness, user counts and unpaid earnings, never a PAN', async () => {
    const parent = await onboarded({ name: 'Zeta Parent Agency' });
    const sub = await appliedPartner({
      name: 'Zeta Sub Agent',
      partner_type: 'dsa',
      pan: PAN,
      parent_partner_id: parent.id,
      parent_split_percent: '10.00',
    });
    await createPartnerUser(t.db, { partner_id: sub.id });
    await createPartnerUser(t.db, { partner_id: sub.id, status: 0 });
    await ledgerRow(parent.id, 'earned', '1200.50');
    await ledgerRow(parent.id, 'earned', '99.50');
    await ledgerRow(parent.id, 'paid', '500.00');
    await ledgerRow(parent.id, 'pending', '40.00');

    const response = await get('/api/admin/merchants?q=zeta&sort=name');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data as { items: MerchantPartner[]; total: number };
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: parent.id,
        status: 'active',
        kyc_complete: true,
        bank_complete: true,
        earned_unpaid: 1300,
        parent_name: null,
      }),
      expect.objectContaining({
        id: sub.id,
        status: 'applied',
        partner_type: 'dsa',
        parent_partner_id: parent.id,
        parent_name: 'Zeta Parent Agency',
        kyc_complete: false,
        bank_complete: false,
        users_count: 2,
        active_users_count: 1,
        earned_unpaid: 0,
      }),
    ]);
    expect(response.body).not.toContain(PAN);
    expect(response.body).not.toContain(complete.bank_account_number);
  });

  it('filters by status and type', async () => {
    const suspended = await createPartner(t.db, { name: 'Filter Suspended One', status: 0, partner_type: 'reseller' });
    await createPartner(t.db, { name: 'Filter Active One', partner_type: 'reseller' });
    const bySuspended = await get('/api/admin/merchants?q=filter&status=suspended');
    expect((bySuspended.json().data as { items: MerchantPartner[] }).items.map((p) => p.id)).toEqual([suspended.id]);
    const byType = await get('/api/admin/merchants?q=filter&partner_type=reseller');
    expect(byType.json().data.total).toBe(2);
    expect((await get('/api/admin/merchants?status=gone')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/merchants/:id and reveal', () => {
  it('masks the PAN and the account number to their last four, and a reveal answers them and is audited', async () => {
    const partner = await onboarded();
    const shown = await detail(partner.id);
    expect(shown).toMatchObject({ pan_masked: '******939F', bank_account_number_masked: '******9012' });
    expect(JSON.stringify(shown)).not.toContain(PAN);

    const revealed = await post(`/api/admin/merchants/${partner.id}/reveal`, { field: 'pan' });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().data).toEqual({ value: PAN });
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(await auditOf('partner', partner.id)).toEqual([
      expect.objectContaining({ action: 'merchant.reveal', field: 'pan', new_value: null }),
    ]);
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await get('/api/admin/merchants/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/merchants/:id/onboarding', () => {
  it('saves the details normalised, audits each change with PAN and account masked', async () => {
    const partner = await appliedPartner();
    const response = await post(`/api/admin/merchants/${partner.id}/onboarding`, onboardingOf());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      partner_type: 'dsa',
      kyc_complete: true,
      bank_complete: true,
      contact_email: 'ravi@sharma-finserv.in',
      bank_ifsc: 'HDFC0001234',
      missing_for_activation: [],
      missing_for_payout: [],
    });
    expect(await stored(partner.id)).toMatchObject({ pan: PAN, gstin: GSTIN, bank_account_number: '123456789012' });
    const audit = await auditOf('partner', partner.id);
    expect(audit.map((row) => row.field)).toEqual([
      'partner_type',
      'legal_name',
      'pan',
      'gstin',
      'contact_name',
      'contact_email',
      'contact_mobile',
      'bank_account_holder',
      'bank_account_number',
      'bank_ifsc',
    ]);
    // The GSTIN carries the PAN, but it is public (printed on every invoice): decision 014.
    expect(JSON.stringify(audit.filter((row) => row.field !== 'gstin'))).not.toContain(PAN);
    expect(JSON.stringify(audit)).not.toContain('123456789012');
    expect(audit.find((row) => row.field === 'pan')?.new_value).toBe('******939F');
  });

  it('keeps the stored PAN and account number when the form leaves them out, and clears them when blank', async () => {
    const partner = await onboarded({ gstin: GSTIN });
    const { pan: _pan, bank_account_number: _account, ...rest } = onboardingOf();
    expect((await post(`/api/admin/merchants/${partner.id}/onboarding`, rest)).statusCode).toBe(200);
    expect(await stored(partner.id)).toMatchObject({ pan: PAN, bank_account_number: '123456789012' });
    const cleared = await post(`/api/admin/merchants/${partner.id}/onboarding`, {
      ...rest,
      gstin: '',
      pan: '',
      bank_account_number: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.missing_for_payout).toEqual(['pan', 'bank_account_number']);
  });

  it.each([
    ['a PAN whose fourth letter is no holder type', { pan: 'AAPXU0939F' }, 'pan', 'Invalid PAN'],
    ['a GSTIN with a wrong check character', { gstin: '27AAPFU0939F1ZW' }, 'gstin', 'Enter a valid 15-character GSTIN'],
    ['a GSTIN of an unknown state', { gstin: '00AAPFU0939F1ZV' }, 'gstin', 'Enter a valid 15-character GSTIN'],
    ['an account number of 8 digits', { bank_account_number: '12345678' }, 'bank_account_number', 'Enter an account'],
    ['an IFSC without its fifth 0', { bank_ifsc: 'HDFC1001234' }, 'bank_ifsc', 'IFSC format is invalid'],
    ['a mobile starting 5', { contact_mobile: '5876543210' }, 'contact_mobile', ''],
    ['an unknown type', { partner_type: 'agent' }, 'partner_type', 'Choose merchant, DSA or reseller'],
  ])('refuses %s with 422 under the field, saving nothing', async (_case, values, field, message) => {
    const partner = await appliedPartner();
    const response = await post(`/api/admin/merchants/${partner.id}/onboarding`, onboardingOf(values));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]?.[0]).toContain(message);
    expect(await stored(partner.id)).toMatchObject({ legal_name: null, pan: null, partner_type: 'merchant' });
    expect(await auditOf('partner', partner.id)).toEqual([]);
  });

  it('refuses a GSTIN issued on another PAN, also against the stored PAN', async () => {
    const partner = await appliedPartner();
    const response = await post(`/api/admin/merchants/${partner.id}/onboarding`, onboardingOf({ gstin: OTHER_GSTIN }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ gstin: ['The GSTIN must carry this partner’s PAN'] });
    const withStored = await onboarded();
    const { pan: _pan, ...withoutPan } = onboardingOf({ gstin: OTHER_GSTIN });
    expect((await post(`/api/admin/merchants/${withStored.id}/onboarding`, withoutPan)).statusCode).toBe(422);
  });
});

describe('POST /api/admin/merchants/:id/status', () => {
  it('refuses to activate while KYC or the contact is missing, naming what is missing', async () => {
    const partner = await appliedPartner({ legal_name: 'Half Done Traders', contact_name: 'Asha Rao' });
    const response = await post(`/api/admin/merchants/${partner.id}/status`, { status: 'active' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Complete KYC and the contact before activating',
      errors: { status: ['A valid PAN is missing', 'Contact e-mail is missing', 'Contact mobile is missing'] },
    });
    expect((await stored(partner.id)).status).toBe(2);
  });

  it('an applied partner’s users cannot sign in; once activated they can', async () => {
    const partner = await appliedPartner();
    const user = await createPartnerUser(t.db, { partner_id: partner.id });
    expect((await partnerLogin(user.email, user.password)).statusCode).toBe(401);
    await post(`/api/admin/merchants/${partner.id}/onboarding`, onboardingOf());
    const activated = await post(`/api/admin/merchants/${partner.id}/status`, { status: 'active' });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ message: 'Partner activated', data: { status: 'active' } });
    expect((await partnerLogin(user.email, user.password)).statusCode).toBe(200);
    expect((await auditOf('partner', partner.id)).at(-1)).toMatchObject({
      action: 'merchant.status',
      old_value: 'applied',
      new_value: 'active',
    });
  });

  it('suspending ends the partner users’ sessions, masquerades included, and refuses their sign-in', async () => {
    const partner = await onboarded();
    const user = await createPartnerUser(t.db, { partner_id: partner.id });
    const own = await createSession(t.db, 'partner', user.id);
    const admin = await createAdmin(t.db, { role_id: 1 });
    const masquerade = await createSession(t.db, 'partner', user.id, { masqueradeAdminId: admin.id });
    expect((await get('/api/partner-reverify', own)).statusCode).toBe(200);

    const response = await post(`/api/admin/merchants/${partner.id}/status`, { status: 'suspended' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('suspended');
    expect((await get('/api/partner-reverify', own)).statusCode).toBe(401);
    expect((await get('/api/partner-reverify', masquerade)).statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'partner'), eq(sessions.subject_id, user.id), isNull(sessions.revoked_at)));
    expect(live).toEqual([]);
    expect((await partnerLogin(user.email, user.password)).statusCode).toBe(401);
  });

  it('refuses the status it already has, and suspending the default brand', async () => {
    const partner = await onboarded();
    expect((await post(`/api/admin/merchants/${partner.id}/status`, { status: 'active' })).statusCode).toBe(409);
    const [fallback] = await t.db.select().from(partners).where(eq(partners.key, DEFAULT_PARTNER_KEY));
    const id = fallback?.id ?? (await createPartner(t.db, { key: DEFAULT_PARTNER_KEY })).id;
    const response = await post(`/api/admin/merchants/${id}/status`, { status: 'suspended' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The default brand cannot be suspended');
    expect((await post(`/api/admin/merchants/${partner.id}/status`, { status: 'applied' })).statusCode).toBe(422);
  });

  it('Partner Config cannot switch an applied partner on past its onboarding', async () => {
    const partner = await appliedPartner();
    const response = await post(`/api/admin/partners/${partner.id}`, { status: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      status: ['This partner is still being onboarded: activate it in merchant management'],
    });
    expect((await stored(partner.id)).status).toBe(2);
  });
});

describe('POST /api/admin/merchants/:id/parent', () => {
  it('sets a parent with its split and clears it, audited', async () => {
    const parent = await onboarded();
    const sub = await appliedPartner();
    const set = await post(`/api/admin/merchants/${sub.id}/parent`, {
      parent_partner_id: parent.id,
      split_percent: '12.5',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ parent_partner_id: parent.id, parent_split_percent: 12.5 });
    expect((await detail(parent.id)).sub_partners).toEqual([{ id: sub.id, name: sub.name }]);
    const options = (await get(`/api/admin/merchants/${sub.id}/parent-options`)).json().data as { id: number }[];
    expect(options.map((o) => o.id)).toContain(parent.id);
    expect(options.map((o) => o.id)).not.toContain(sub.id);

    const cleared = await post(`/api/admin/merchants/${sub.id}/parent`, {
      parent_partner_id: null,
      split_percent: null,
    });
    expect(cleared.json().data).toMatchObject({ parent_partner_id: null, parent_split_percent: null });
    expect((await auditOf('partner', sub.id)).map((row) => JSON.parse(row.new_value ?? '{}'))).toEqual([
      { parent_partner_id: parent.id, split_percent: '12.50' },
      { parent_partner_id: null, split_percent: null },
    ]);
  });

  it('keeps one level: no parent that has a parent, no parent for a parent, never itself', async () => {
    const top = await onboarded();
    const middle = await onboarded({ parent_partner_id: top.id, parent_split_percent: '10.00' });
    const other = await onboarded();
    const cases: [number, number, string][] = [
      [other.id, middle.id, 'This partner has a parent itself; only one level is allowed'],
      [top.id, other.id, 'This partner is a parent of other partners, so it cannot have a parent'],
      [other.id, other.id, 'A partner cannot be its own parent'],
      [other.id, 999999, 'Choose a parent partner'],
    ];
    for (const [id, parentId, message] of cases) {
      const response = await post(`/api/admin/merchants/${id}/parent`, {
        parent_partner_id: parentId,
        split_percent: 5,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ parent_partner_id: [message] });
    }
    expect((await stored(other.id)).parent_partner_id).toBeNull();
    expect((await stored(top.id)).parent_partner_id).toBeNull();
  });

  it.each([
    ['a parent without a split', { split_percent: null }, 'split_percent'],
    ['a split above 100', { split_percent: 100.5 }, 'split_percent'],
    ['a split of 0', { split_percent: 0 }, 'split_percent'],
    ['a split with 3 decimals', { split_percent: 10.125 }, 'split_percent'],
  ])('refuses %s with 422', async (_case, values, field) => {
    const parent = await onboarded();
    const sub = await appliedPartner();
    const response = await post(`/api/admin/merchants/${sub.id}/parent`, { parent_partner_id: parent.id, ...values });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('POST /api/admin/merchants/:id/payouts', () => {
  it('is refused while KYC or bank details are incomplete, saying which, and pays nothing', async () => {
    const partner = await onboarded({ pan: null, bank_ifsc: 'HDFC1001234' });
    await ledgerRow(partner.id, 'earned', '500.00', '10.00');
    expect((await detail(partner.id)).missing_for_payout).toEqual(['pan', 'bank_ifsc']);
    const response = await post(`/api/admin/merchants/${partner.id}/payouts`, {
      reference: 'UTR2026030100001',
      paid_on: '2026-03-05',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Payouts are blocked until KYC and bank details are complete',
      errors: { payout: ['A valid PAN is missing', 'A valid IFSC is missing'] },
    });
    const rows = await t.db.select().from(commission_ledger).where(eq(commission_ledger.partner_id, partner.id));
    expect(rows.map((row) => row.status)).toEqual(['earned']);
  });

  it('marks every earned share paid under the transfer reference, with totals, audited; pending ones stay', async () => {
    const partner = await onboarded({ gstin: GSTIN });
    await ledgerRow(partner.id, 'earned', '500.00', '10.00');
    await ledgerRow(partner.id, 'earned', '250.25', '5.01');
    const pendingApp = await ledgerRow(partner.id, 'pending', '90.00');
    const response = await post(`/api/admin/merchants/${partner.id}/payouts`, {
      reference: 'utr2026030100002',
      paid_on: '2026-03-05',
    });
    expect(response.statusCode, response.body).toBe(200);
    const payout = response.json().data as PartnerPayout;
    // Registered for GST: ₹750.25 + ₹135.05 GST (₹90 and ₹45.045, to the paisa) − ₹15.01 TDS.
    expect(payout).toMatchObject({
      reference: 'UTR2026030100002',
      paid_on: '2026-03-05',
      amount: 750.25,
      gst: 135.05,
      tds: 15.01,
      clawbacks: 0,
      net: 870.29,
      gstin: GSTIN,
      entries: 2,
    });
    const rows = await t.db.select().from(commission_ledger).where(eq(commission_ledger.partner_id, partner.id));
    expect(rows.filter((row) => row.status === 'paid').map((row) => row.payout_id)).toEqual([payout.id, payout.id]);
    expect(rows.find((row) => row.application_id === pendingApp)).toMatchObject({ status: 'pending', payout_id: null });
    expect(rows.every((row) => row.status !== 'paid' || row.paid_at !== null)).toBe(true);
    const shown = await detail(partner.id);
    expect(shown).toMatchObject({
      earned_unpaid: 0,
      payable: { amount: 0, net: 0, entries: 0 },
      payouts: [expect.objectContaining({ id: payout.id })],
    });
    expect((await auditOf('partner', partner.id)).at(-1)).toMatchObject({ action: 'merchant.payout' });

    const again = await post(`/api/admin/merchants/${partner.id}/payouts`, {
      reference: 'UTR2026030100003',
      paid_on: '2026-03-05',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This partner has no earned commission to pay');
  });

  it('refuses a reference already recorded, a date in the future and a malformed reference', async () => {
    const partner = await onboarded();
    await ledgerRow(partner.id, 'earned', '100.00');
    const other = await onboarded();
    await ledgerRow(other.id, 'earned', '100.00');
    expect(
      (await post(`/api/admin/merchants/${other.id}/payouts`, { reference: 'UTRDUP000001', paid_on: '2026-03-05' }))
        .statusCode,
    ).toBe(200);
    const duplicate = await post(`/api/admin/merchants/${partner.id}/payouts`, {
      reference: 'UTRDUP000001',
      paid_on: '2026-03-05',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ reference: ['A payout with this reference is already recorded'] });
    const future = await post(`/api/admin/merchants/${partner.id}/payouts`, {
      reference: 'UTRFUTURE0001',
      paid_on: '2999-01-01',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toHaveProperty('paid_on');
    const bad = await post(`/api/admin/merchants/${partner.id}/payouts`, { reference: 'UTR 1', paid_on: '2026-03-05' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('reference');
    const rows = await t.db.select().from(commission_ledger).where(eq(commission_ledger.partner_id, partner.id));
    expect(rows.map((row) => row.status)).toEqual(['earned']);
  });
});

describe('access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/merchants' },
      { method: 'GET', url: '/api/admin/merchants/1' },
      { method: 'GET', url: '/api/admin/merchants/1/parent-options' },
      { method: 'POST', url: '/api/admin/merchants/1/onboarding', payload: onboardingOf() },
      { method: 'POST', url: '/api/admin/merchants/1/status', payload: { status: 'suspended' } },
      {
        method: 'POST',
        url: '/api/admin/merchants/1/parent',
        payload: { parent_partner_id: null, split_percent: null },
      },
      { method: 'POST', url: '/api/admin/merchants/1/reveal', payload: { field: 'pan' } },
      {
        method: 'POST',
        url: '/api/admin/merchants/1/payouts',
        payload: { reference: 'UTR000000001', paid_on: '2026-03-05' },
      },
      { method: 'GET', url: '/api/admin/merchants/1/users' },
      {
        method: 'POST',
        url: '/api/admin/merchants/1/users',
        payload: { name: 'Role Check', email: 'role.check@example.in', username: 'rolecheck' },
      },
      { method: 'POST', url: '/api/admin/merchants/1/users/1/active', payload: { active: false } },
      { method: 'POST', url: '/api/admin/merchants/1/users/1/reset-password' },
      { method: 'GET', url: '/api/admin/merchant-leads' },
      {
        method: 'POST',
        url: '/api/admin/merchant-leads/1/approve',
        payload: { key: 'role-check', partner_type: 'merchant' },
      },
      { method: 'POST', url: '/api/admin/merchant-leads/1/reject', payload: { reason: 'Not a business' } },
    ],
  );

  it('changes nothing when roles 2 and 3 try', async () => {
    const partner = await onboarded();
    await ledgerRow(partner.id, 'earned', '100.00');
    for (const token of [tokens.ops, tokens.csr]) {
      expect((await post(`/api/admin/merchants/${partner.id}/status`, { status: 'suspended' }, token)).statusCode).toBe(
        403,
      );
      const payout = await post(
        `/api/admin/merchants/${partner.id}/payouts`,
        { reference: 'UTRROLE00001', paid_on: '2026-03-05' },
        token,
      );
      expect(payout.statusCode).toBe(403);
    }
    expect((await stored(partner.id)).status).toBe(1);
    const rows = await t.db.select().from(commission_ledger).where(eq(commission_ledger.partner_id, partner.id));
    expect(rows.map((row) => row.status)).toEqual(['earned']);
  });
});
