import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralOverview } from '@saakh/domain/partner-referral';
import { partners } from '../../db/schema/partners';
import {
  createApplication,
  createCustomer,
  createLedgerRow,
  createLender,
  createPartner,
  createPartnerUser,
  createSession,
} from '../../test/factories';
import { bearer, createTestApp, freshIp, type TestApp } from '../../test/test-app';

let t: TestApp;
let parent: { id: number; key: string; token: string };
let sub: { id: number; key: string; token: string };
let other: { id: number; key: string; token: string };

async function withUser(row: { id: number; key: string }) {
  const user = await createPartnerUser(t.db, { partner_id: row.id });
  return { id: row.id, key: row.key, token: await createSession(t.db, 'partner', user.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await withUser(await createPartner(t.db, { name: 'Kumar Finserv' }));
  sub = await withUser(await createPartner(t.db, { parent_partner_id: parent.id, parent_split_percent: '20.00' }));
  other = await withUser(await createPartner(t.db));
});
afterAll(async () => t.close());

const join = (code: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/partner-join/${code}`, payload, remoteAddress: freshIp() });

const applicant = {
  business_name: 'Shree Loans',
  partner_type: 'dsa',
  legal_name: 'Shree Loans Private Limited',
  pan: 'aafcs1234k',
  contact_name: 'Meena Shah',
  contact_email: 'Meena@ShreeLoans.in',
  contact_mobile: '9811122233',
};

async function partnersCount() {
  const [row] = await t.db.select({ n: count() }).from(partners);
  return row?.n ?? 0;
}

describe('joining through an invite link', () => {
  it('makes an applied partner under the inviter with the default split; once per PAN or e-mail', async () => {
    const invite = await t.app.inject({ method: 'GET', url: `/api/partner-join/${parent.key}` });
    expect(invite.json().data).toEqual({ inviter_name: 'Kumar Finserv', code: parent.key });
    const response = await join(parent.key, applicant);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(partners).where(eq(partners.pan, 'AAFCS1234K'));
    expect(row).toMatchObject({
      name: 'Shree Loans',
      status: 2,
      partner_type: 'dsa',
      parent_partner_id: parent.id,
      parent_split_percent: '10.00',
      contact_email: 'meena@shreeloans.in',
    });
    expect(row?.key).toMatch(/^shree-loans-[0-9a-f]{6}$/);
    const twice = await join(parent.key, { ...applicant, pan: 'AAFCS9999K' });
    expect(twice.statusCode).toBe(409);
  });

  it('is closed for a sub-partner’s or an unknown code, and refuses bad input, saving nothing', async () => {
    const before = await partnersCount();
    expect((await t.app.inject({ method: 'GET', url: `/api/partner-join/${sub.key}` })).statusCode).toBe(404);
    expect((await join(sub.key, { ...applicant, pan: 'AAFCS5555K', contact_email: 'x@y.in' })).statusCode).toBe(404);
    expect((await join('no-such-partner', { ...applicant, pan: 'AAFCS5555K' })).statusCode).toBe(404);
    const bad = await join(parent.key, { ...applicant, pan: 'ABC', contact_mobile: '123' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contact_mobile', 'pan']);
    expect(await partnersCount()).toBe(before);
  });
});

describe('the referral page', () => {
  it('lists only the partner’s own sub-partners with their leads and the parent’s split from the ledger', async () => {
    const lender = await createLender(t.db);
    const customer = await createCustomer(t.db);
    const disbursed = await createApplication(t.db, {
      userId: customer.id,
      lenderId: lender.id,
      partnerId: sub.id,
      status: 'disbursed',
    });
    await createApplication(t.db, { userId: customer.id, lenderId: lender.id, partnerId: sub.id });
    await createApplication(t.db, { userId: customer.id, lenderId: lender.id, partnerId: other.id });
    const base = {
      application_id: disbursed.id,
      lender_id: lender.id,
      base_amount: '1000.00',
      disbursed_on: '2026-11-01',
    };
    await createLedgerRow(t.db, { ...base, partner_id: parent.id, status: 'earned', amount: '150.00', tds: '3.00' });
    await createLedgerRow(t.db, { ...base, partner_id: sub.id, status: 'earned', amount: '600.00', tds: '12.00' });

    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/partner/referral', headers: bearer(parent.token) })
    ).json().data as ReferralOverview;
    expect(overview.code).toBe(parent.key);
    expect(overview.can_invite).toBe(true);
    const subRow = overview.sub_partners.find((row) => row.id === sub.id);
    expect(subRow).toMatchObject({ status: 'active', leads: 2, disbursals: 1, split_earned: 150, split_pending: 0 });
    expect(overview.sub_partners.map((row) => row.id)).not.toContain(other.id);
    expect(overview.sub_partners.some((row) => row.name === 'Shree Loans' && row.status === 'applied')).toBe(true);

    const subView = (
      await t.app.inject({ method: 'GET', url: '/api/partner/referral', headers: bearer(sub.token) })
    ).json().data as ReferralOverview;
    expect(subView).toMatchObject({ can_invite: false, sub_partners: [] });
    const otherView = (
      await t.app.inject({ method: 'GET', url: '/api/partner/referral', headers: bearer(other.token) })
    ).json().data as ReferralOverview;
    expect(otherView.sub_partners).toEqual([]);
  });
});
