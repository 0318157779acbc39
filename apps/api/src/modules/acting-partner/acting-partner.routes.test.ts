/**
 * The acting partner is resolved one way (issue 28): the partner's own user, one of its staff, an admin masquerading
 * as it and one of its API keys each act for that partner, through the routes of every module that reads partner
 * data; each sees only its own partner (and its sub-partners where the module shows them); a disabled user or a
 * disabled or deleted partner acts for nobody, even while the session is still remembered.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@saakh/domain/partner-api';
import { partner_users, partners } from '../../db/schema/partners';
import { createAdmin, createPartner, createPartnerUser, createSession, freshMobile } from '../../test/factories';
import { bearer, createTestApp, freshIp, type TestApp } from '../../test/test-app';

let t: TestApp;

type Side = { partnerId: number; key: string; ownerId: number; staffId: number; subId: number };

async function seedSide(name: string): Promise<Side> {
  const partner = await createPartner(t.db, { name });
  const owner = await createPartnerUser(t.db, { partner_id: partner.id });
  const staff = await createPartnerUser(t.db, { partner_id: partner.id });
  const sub = await createPartner(t.db, { parent_partner_id: partner.id, parent_split_percent: '20.00' });
  return { partnerId: partner.id, key: partner.key, ownerId: owner.id, staffId: staff.id, subId: sub.id };
}

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: freshIp() });

async function masquerade(partnerId: number): Promise<string> {
  const admin = await createAdmin(t.db, { role_id: 1 });
  const adminToken = await createSession(t.db, 'admin', admin.id);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/admin/masquerade/${partnerId}`,
    headers: bearer(adminToken),
    remoteAddress: freshIp(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { token: string }).token;
}

async function makeKey(token: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/partner/api-keys',
    payload: { name: 'CRM', mode: 'live', scopes: ['leads:read', 'leads:write'] },
    headers: bearer(token),
    remoteAddress: freshIp(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as CreatedApiKey).secret;
}

const apiCall = (key: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/partner-api/v1${url}`, payload, headers: bearer(key), remoteAddress: freshIp() });

/** One read of each module that resolves the acting partner, and what in its answer names the partner. */
const reads: { module: string; url: string; partnerOf: (data: never, side: Side) => unknown }[] = [
  {
    module: 'partner-settings',
    url: '/api/partner/settings',
    partnerOf: (data: { partner: { id: number } }) => data.partner.id,
  },
  { module: 'partner-referral', url: '/api/partner/referral', partnerOf: (data: { code: string }) => data.code },
  {
    module: 'partner-insights',
    url: '/api/partner/insights/options',
    partnerOf: (data: { partners: { id: number }[] }) => data.partners.map((row) => row.id),
  },
  {
    module: 'partner-content',
    url: '/api/partner/content/products',
    partnerOf: (data: { link: { path: string } }[], side) => data.every((row) => row.link.path.includes(side.key)),
  },
  { module: 'partner-support', url: '/api/partner/tickets', partnerOf: (data: { total: number }) => data.total },
  { module: 'partner-api', url: '/api/partner/api-keys', partnerOf: (data: { total: number }) => data.total },
  { module: 'partner-api webhooks', url: '/api/partner/webhooks', partnerOf: (data: unknown[]) => data.length },
  { module: 'dedupe', url: '/api/partner/duplicate-leads', partnerOf: (data: { total: number }) => data.total },
];

function expected(module: string, side: Side): unknown {
  if (module === 'partner-settings') return side.partnerId;
  if (module === 'partner-referral') return side.key;
  if (module === 'partner-insights') return [side.partnerId, side.subId];
  if (module === 'partner-content') return true;
  return 0;
}

let own: Side;
let other: Side;
let ways: { way: string; token: () => string; userId: () => number }[];
let ownerToken: string;
let staffToken: string;
let masqueradeToken: string;

beforeAll(async () => {
  t = await createTestApp();
  own = await seedSide('Acting Own');
  other = await seedSide('Acting Other');
  ownerToken = await createSession(t.db, 'partner', own.ownerId);
  staffToken = await createSession(t.db, 'partner', own.staffId);
  masqueradeToken = await masquerade(own.partnerId);
  ways = [
    { way: 'the partner’s own user', token: () => ownerToken, userId: () => own.ownerId },
    { way: 'a staff member', token: () => staffToken, userId: () => own.staffId },
    // An admin acts through the partner's first active user.
    { way: 'an admin masquerading as the partner', token: () => masqueradeToken, userId: () => own.ownerId },
  ];
});
afterAll(async () => t.close());

describe('each way of acting for a partner resolves to that partner', () => {
  for (const read of reads) {
    it(`${read.module}: the owner, a staff member and a masquerading admin read their own partner only`, async () => {
      for (const way of ways) {
        const answer = await get(way.token(), read.url);
        expect(answer.statusCode, `${way.way}: ${answer.body}`).toBe(200);
        expect(read.partnerOf(answer.json().data as never, own), way.way).toEqual(expected(read.module, own));
      }
    });
  }

  it('names the acting user: the owner, the staff member, and the first user for a masquerade', async () => {
    for (const way of ways) {
      const answer = await get(way.token(), '/api/partner/settings');
      expect((answer.json().data as { user: { id: number } }).user.id, way.way).toBe(way.userId());
    }
  });

  it('an API key acts for its partner: its leads are its own, another partner’s key reads them as unknown', async () => {
    const ownKey = await makeKey(ownerToken);
    const otherKey = await makeKey(await createSession(t.db, 'partner', other.ownerId));
    const created = await apiCall(ownKey, 'POST', '/leads', {
      mobile: freshMobile(),
      name: 'Asha Verma',
      product: 'pl',
    });
    expect(created.statusCode, created.body).toBe(201);
    const leadId = (created.json().data as { lead_id: string }).lead_id;
    expect((await apiCall(ownKey, 'GET', `/leads/${leadId}`)).statusCode).toBe(200);
    expect((await apiCall(otherKey, 'GET', `/leads/${leadId}`)).statusCode).toBe(404);
  });
});

describe('who acts for nobody', () => {
  it('a disabled staff member is refused everywhere at once, while the owner still acts', async () => {
    const staff = await createPartnerUser(t.db, { partner_id: own.partnerId });
    const token = await createSession(t.db, 'partner', staff.id);
    // The session is now remembered by this process; the acting partner is resolved on every call regardless.
    expect((await get(token, '/api/partner/settings')).statusCode).toBe(200);
    await t.db.update(partner_users).set({ status: 0 }).where(eq(partner_users.id, staff.id));
    for (const read of reads) {
      const answer = await get(token, read.url);
      expect(answer.statusCode, read.module).toBe(401);
    }
    expect((await get(ownerToken, '/api/partner/settings')).statusCode).toBe(200);
  });

  for (const change of [
    { what: 'disabled', values: { status: 0 } },
    { what: 'deleted', values: { deleted_at: new Date() } },
  ]) {
    it(`a ${change.what} partner: its users, a masquerade into it and its API keys are all refused`, async () => {
      const side = await seedSide(`Acting ${change.what}`);
      const owner = await createSession(t.db, 'partner', side.ownerId);
      const staff = await createSession(t.db, 'partner', side.staffId);
      const masquerading = await masquerade(side.partnerId);
      const key = await makeKey(owner);
      for (const token of [owner, staff, masquerading]) {
        expect((await get(token, '/api/partner/settings')).statusCode).toBe(200);
      }
      await t.db.update(partners).set(change.values).where(eq(partners.id, side.partnerId));
      for (const token of [owner, staff, masquerading]) {
        for (const read of reads) expect((await get(token, read.url)).statusCode, read.module).toBe(401);
      }
      const call = await apiCall(key, 'POST', '/leads/duplicate-check', { mobile: freshMobile(), product: 'pl' });
      expect(call.statusCode).toBe(401);
    });
  }
});
