import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DedupeLog, PartnerDuplicateLead } from '@saakh/domain/dedupe';
import type { Page } from '@saakh/domain/lists';
import { loadConfig } from '../../config';
import { applications } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { dedupe_logs } from '../../db/schema/dedupe';
import { users } from '../../db/schema/users';
import {
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createSession,
  unique,
  type PartnerRow,
} from '../../test/factories';
import { createTestApp, partnerToken, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import { businessProfile, personalProfile, startJourney } from '../offers/offers.fixtures';
import * as service from './dedupe.service';

let t: TestApp;
let tokens: CatalogueTokens;
let plLenderId: number;
let blLenderId: number;
let partnerA: PartnerRow;
let partnerB: PartnerRow;

const get = (url: string, token = tokens.admin) => call(t, token, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}, token = tokens.admin) =>
  call(t, token, { method: 'POST', url, payload });

/** A PAN of an individual (fourth letter P) that no other test of this file uses. */
function freshPan(): string {
  const digits = String(unique() % 10_000).padStart(4, '0');
  const letter = String.fromCharCode(65 + (unique() % 26));
  return `ABCP${letter}${digits}Z`;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

type Customer = { id: number; token: string };

/** A customer who came through a partner (or directly, with null), with a session. */
async function customer(partnerId: number | null): Promise<Customer> {
  const row = await createCustomer(t.db, { partner_id: partnerId });
  return { id: row.id, token: await createSession(t.db, 'customer', row.id) };
}

/** The customer applies for a product through the real journey: open it, complete the profile, select the offer. */
async function apply(who: Customer, pan: string, product: 'pl' | 'bl' = 'pl', restart = false): Promise<string> {
  if (restart) {
    const reopened = await post('/api/applications', { product, restart: true }, who.token);
    expect(reopened.statusCode, reopened.body).toBe(200);
  }
  const profile = { ...(product === 'pl' ? personalProfile : businessProfile), pan };
  const appId = await startJourney(t, who.token, product, profile);
  const selected = await post(
    `/api/offers/${appId}/select`,
    { lender_id: product === 'pl' ? plLenderId : blLenderId },
    who.token,
  );
  expect(selected.statusCode, selected.body).toBe(200);
  return (selected.json().data as { creditAppId: string }).creditAppId;
}

async function partnerOf(applicationId: string): Promise<number | null> {
  const [row] = await t.db
    .select({ partnerId: applications.partner_id })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw new Error(`No application ${applicationId}`);
  return row.partnerId;
}

async function logOf(applicationId: string) {
  const [row] = await t.db.select().from(dedupe_logs).where(eq(dedupe_logs.application_id, applicationId));
  return row;
}

async function listLogs(query = ''): Promise<Page<DedupeLog>> {
  const response = await get(`/api/admin/de-dupe-logs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Page<DedupeLog>;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  plLenderId = (await createLender(t.db, { name: `DedupePl${unique()}` })).id;
  blLenderId = (await createLender(t.db, { name: `DedupeBl${unique()}`, product: 'bl' })).id;
  partnerA = await createPartner(t.db, { name: `First Partner ${unique()}` });
  partnerB = await createPartner(t.db, { name: `Later Partner ${unique()}` });
});
afterAll(async () => t.close());

describe('the de-dupe rule', () => {
  it('gives a later application with the same mobile to the first partner and logs the duplicate', async () => {
    const pan = freshPan();
    const person = await customer(partnerA.id);
    const first = await apply(person, pan);
    // A later partner's link brings the same person (same mobile number) back for the same product.
    await t.db.update(users).set({ partner_id: partnerB.id }).where(eq(users.id, person.id));
    const later = await apply(person, pan, 'pl', true);

    expect(await partnerOf(first)).toBe(partnerA.id);
    expect(await partnerOf(later)).toBe(partnerA.id);
    expect(await logOf(later)).toMatchObject({
      first_application_id: first,
      user_id: person.id,
      product: 'pl',
      matched_on: 'mobile',
      first_partner_id: partnerA.id,
      duplicate_partner_id: partnerB.id,
      window_days: 30,
      decision: 'first_partner_kept',
      overridden_by: null,
    });
    expect(await logOf(first)).toBeUndefined();
  });

  it('gives a later application with the same PAN (another mobile) to the first partner', async () => {
    const pan = freshPan();
    const first = await apply(await customer(partnerA.id), pan);
    const later = await apply(await customer(partnerB.id), pan);
    expect(await partnerOf(later)).toBe(partnerA.id);
    expect(await logOf(later)).toMatchObject({
      first_application_id: first,
      matched_on: 'pan',
      first_partner_id: partnerA.id,
      duplicate_partner_id: partnerB.id,
    });
  });

  it('keeps a direct first application direct: a later partner does not get the lead', async () => {
    const pan = freshPan();
    await apply(await customer(null), pan);
    const later = await apply(await customer(partnerB.id), pan);
    expect(await partnerOf(later)).toBeNull();
    expect(await logOf(later)).toMatchObject({ first_partner_id: null, duplicate_partner_id: partnerB.id });
  });

  it('does not count another product as a duplicate', async () => {
    const pan = freshPan();
    await apply(await customer(partnerA.id), pan, 'pl');
    const other = await apply(await customer(partnerB.id), pan, 'bl');
    expect(await partnerOf(other)).toBe(partnerB.id);
    expect(await logOf(other)).toBeUndefined();
  });

  it('does not count the same partner twice as a duplicate', async () => {
    const pan = freshPan();
    await apply(await customer(partnerA.id), pan);
    const again = await apply(await customer(partnerA.id), pan);
    expect(await partnerOf(again)).toBe(partnerA.id);
    expect(await logOf(again)).toBeUndefined();
  });

  it('counts an application of day 29 and not one of day 31 (the default window of 30 days)', async () => {
    const oldPan = freshPan();
    const old = await createCustomer(t.db, { partner_id: partnerA.id, tin: oldPan });
    await createApplication(t.db, {
      userId: old.id,
      lenderId: plLenderId,
      partnerId: partnerA.id,
      created_at: daysAgo(31),
    });
    const outside = await apply(await customer(partnerB.id), oldPan);
    expect(await partnerOf(outside)).toBe(partnerB.id);
    expect(await logOf(outside)).toBeUndefined();

    const recentPan = freshPan();
    const recent = await createCustomer(t.db, { partner_id: partnerA.id, tin: recentPan });
    await createApplication(t.db, {
      userId: recent.id,
      lenderId: plLenderId,
      partnerId: partnerA.id,
      created_at: daysAgo(29),
    });
    const inside = await apply(await customer(partnerB.id), recentPan);
    expect(await partnerOf(inside)).toBe(partnerA.id);
  });

  it('honours a configured window (DEDUPE_WINDOW_DAYS)', async () => {
    expect(loadConfig({ DEDUPE_WINDOW_DAYS: '7' }).dedupe.windowDays).toBe(7);
    expect(loadConfig({}).dedupe.windowDays).toBe(30);
    expect(() => loadConfig({ DEDUPE_WINDOW_DAYS: '0' })).toThrow(/DEDUPE_WINDOW_DAYS/);

    const pan = freshPan();
    const earlier = await createCustomer(t.db, { partner_id: partnerA.id, tin: pan });
    await createApplication(t.db, {
      userId: earlier.id,
      lenderId: plLenderId,
      partnerId: partnerA.id,
      created_at: daysAgo(10),
    });
    const later = await createCustomer(t.db, { partner_id: partnerB.id, tin: pan });
    const decide = (windowDays: number) =>
      t.db.transaction((tx) =>
        service.decideLead(tx, { dedupe: { windowDays } }, { userId: later.id, product: 'pl', partnerId: partnerB.id }),
      );
    expect(await decide(7)).toEqual({ partnerId: partnerB.id, duplicate: null });
    expect(await decide(30)).toMatchObject({
      partnerId: partnerA.id,
      duplicate: { firstPartnerId: partnerA.id, duplicatePartnerId: partnerB.id, matchedOn: 'pan', windowDays: 30 },
    });
  });

  it('decides one first when two applications with the same PAN are created at once', async () => {
    const pan = freshPan();
    const one = await customer(partnerA.id);
    const two = await customer(partnerB.id);
    const [appOne, appTwo] = await Promise.all([
      startJourney(t, one.token, 'pl', { ...personalProfile, pan }),
      startJourney(t, two.token, 'pl', { ...personalProfile, pan }),
    ]);
    const [first, second] = await Promise.all([
      post(`/api/offers/${appOne}/select`, { lender_id: plLenderId }, one.token),
      post(`/api/offers/${appTwo}/select`, { lender_id: plLenderId }, two.token),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const ids = [first, second].map((response) => (response.json().data as { creditAppId: string }).creditAppId);
    const logs = await t.db
      .select()
      .from(dedupe_logs)
      .where(sql`${dedupe_logs.application_id} in (${ids[0]}, ${ids[1]})`);
    expect(logs).toHaveLength(1);
    const [log] = logs;
    // Whichever came first keeps it: both applications now carry the first one's partner.
    expect(ids).toContain(log?.first_application_id);
    const partners = await Promise.all(ids.map((id) => partnerOf(id as string)));
    expect(partners[0]).toBe(partners[1]);
    expect(partners[0]).toBe(log?.first_partner_id);
  });
});

describe('GET /api/admin/de-dupe-logs', () => {
  let later: string;
  let first: string;
  const pan = freshPan();

  beforeAll(async () => {
    first = await apply(await customer(partnerA.id), pan);
    later = await apply(await customer(partnerB.id), pan);
  });

  it('lists a duplicate with both partners, the product, the decision and the customer masked', async () => {
    const page = await listLogs(`?q=${later}`);
    expect(page.total).toBe(1);
    const [log] = page.items;
    expect(log).toMatchObject({
      application_id: later,
      first_application_id: first,
      product: 'pl',
      matched_on: 'pan',
      customer_pan: `******${pan.slice(-4)}`,
      first_partner_id: partnerA.id,
      first_partner_name: partnerA.name,
      duplicate_partner_id: partnerB.id,
      duplicate_partner_name: partnerB.name,
      decision: 'first_partner_kept',
      window_days: 30,
    });
    expect(log?.customer_mobile).toMatch(/^\*{6}\d{4}$/);
    // The first application's id finds it too.
    expect((await listLogs(`?q=${first}`)).items.map((item) => item.id)).toContain(log?.id);
  });

  it('filters by product, partner, decision and days', async () => {
    const ids = (page: Page<DedupeLog>) => page.items.map((item) => item.application_id);
    expect(ids(await listLogs(`?product=pl&partner_id=${partnerB.id}&pageSize=200`))).toContain(later);
    expect(ids(await listLogs(`?partner_id=${partnerA.id}&pageSize=200`))).toContain(later);
    expect(ids(await listLogs('?product=bl&pageSize=200'))).not.toContain(later);
    expect(ids(await listLogs('?decision=overridden&pageSize=200'))).not.toContain(later);
    expect(ids(await listLogs('?preset=today&pageSize=200'))).toContain(later);
    expect(ids(await listLogs('?preset=yesterday&pageSize=200'))).not.toContain(later);
  });

  it('refuses a search that is not a whole application id and a bad filter with 422', async () => {
    const search = await get('/api/admin/de-dupe-logs?q=12345');
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toHaveProperty('q');
    expect((await get('/api/admin/de-dupe-logs?decision=maybe')).statusCode).toBe(422);
    const range = await get('/api/admin/de-dupe-logs?preset=custom_range&from=2026-11-10');
    expect(range.statusCode).toBe(422);
    expect(range.json().errors).toHaveProperty('to');
  });

  it('reads one duplicate, and 404 for an unknown one', async () => {
    const [log] = (await listLogs(`?q=${later}`)).items;
    const one = await get(`/api/admin/de-dupe-logs/${log?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(log);
    expect((await get('/api/admin/de-dupe-logs/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/de-dupe-logs/:id/override', () => {
  it('gives the lead to the later partner with a reason, audited, once', async () => {
    const pan = freshPan();
    await apply(await customer(partnerA.id), pan);
    const later = await apply(await customer(partnerB.id), pan);
    const log = await logOf(later);
    if (!log) throw new Error('no log');

    const response = await post(`/api/admin/de-dupe-logs/${log.id}/override`, {
      reason: '  The customer asked for partner B  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: log.id,
      decision: 'overridden',
      override_reason: 'The customer asked for partner B',
      overridden_by_name: expect.any(String),
      overridden_at: expect.any(String),
    });
    expect(await partnerOf(later)).toBe(partnerB.id);

    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'dedupe_log'), eq(audit_log.entity_id, String(log.id))))
      .orderBy(audit_log.id);
    expect(
      audit.map(({ action, field, old_value, new_value, actor_kind }) => ({
        action,
        field,
        old_value,
        new_value,
        actor_kind,
      })),
    ).toEqual([
      {
        action: 'dedupe.override',
        field: 'partner_id',
        old_value: String(partnerA.id),
        new_value: String(partnerB.id),
        actor_kind: 'admin',
      },
      {
        action: 'dedupe.override',
        field: 'reason',
        old_value: null,
        new_value: 'The customer asked for partner B',
        actor_kind: 'admin',
      },
    ]);

    const again = await post(`/api/admin/de-dupe-logs/${log.id}/override`, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an override without a reason with 422 and changes nothing', async () => {
    const pan = freshPan();
    await apply(await customer(partnerA.id), pan);
    const later = await apply(await customer(partnerB.id), pan);
    const log = await logOf(later);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await post(`/api/admin/de-dupe-logs/${log?.id}/override`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('reason');
    }
    expect(await partnerOf(later)).toBe(partnerA.id);
    expect((await logOf(later))?.decision).toBe('first_partner_kept');
  });

  it('answers 404 for an unknown log', async () => {
    expect((await post('/api/admin/de-dupe-logs/999999/override', { reason: 'No such log' })).statusCode).toBe(404);
  });

  it('refuses to move a disbursed application (its commission is counted)', async () => {
    const pan = freshPan();
    await apply(await customer(partnerA.id), pan);
    const later = await apply(await customer(partnerB.id), pan);
    await t.db
      .update(applications)
      .set({ status: 'disbursed', disbursed_on: '2026-11-20', disbursed_amount: '50000' })
      .where(eq(applications.id, later));
    const log = await logOf(later);
    const response = await post(`/api/admin/de-dupe-logs/${log?.id}/override`, { reason: 'Too late now' });
    expect(response.statusCode).toBe(409);
    expect(await partnerOf(later)).toBe(partnerA.id);
  });
});

describe('GET /api/partner/duplicate-leads', () => {
  it('shows the partner without the lead only that it was a duplicate, never the other partner', async () => {
    const pan = freshPan();
    const first = await apply(await customer(partnerA.id), pan);
    const later = await apply(await customer(partnerB.id), pan);
    const log = await logOf(later);
    const tokenA = await partnerToken(t, partnerA.id);
    const tokenB = await partnerToken(t, partnerB.id);
    const read = async (token: string) => {
      const response = await get('/api/partner/duplicate-leads?pageSize=200', token);
      expect(response.statusCode, response.body).toBe(200);
      return { body: response.body, page: response.json().data as Page<PartnerDuplicateLead> };
    };

    const b = await read(tokenB);
    const item = b.page.items.find((lead) => lead.id === log?.id);
    expect(item).toEqual({
      id: log?.id,
      created_at: expect.any(String),
      product: 'pl',
      customer_mobile: expect.stringMatching(/^\*{6}\d{4}$/),
      status: 'duplicate',
    });
    for (const secret of [partnerA.name, first, later, `"first_partner_id"`, `"partner_id"`]) {
      expect(b.body).not.toContain(secret);
    }
    // The partner holding the lead is not told another one tried.
    expect((await read(tokenA)).page.items.map((lead) => lead.id)).not.toContain(log?.id);

    // After an override the sides swap: now the first partner reads it as a duplicate, never naming the other.
    await post(`/api/admin/de-dupe-logs/${log?.id}/override`, { reason: 'Customer chose B' });
    const a = await read(tokenA);
    expect(a.page.items.map((lead) => lead.id)).toContain(log?.id);
    expect(a.body).not.toContain(partnerB.name);
    expect((await read(tokenB)).page.items.map((lead) => lead.id)).not.toContain(log?.id);
  });

  it('refuses admins and customers', async () => {
    expect((await get('/api/partner/duplicate-leads', tokens.admin)).statusCode).toBe(403);
    expect((await get('/api/partner/duplicate-leads', tokens.customer)).statusCode).toBe(403);
    expect((await call(t, null, { method: 'GET', url: '/api/partner/duplicate-leads' })).statusCode).toBe(401);
  });
});

describe('access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/de-dupe-logs' },
      { method: 'GET', url: '/api/admin/de-dupe-logs/1' },
      { method: 'POST', url: '/api/admin/de-dupe-logs/1/override', payload: { reason: 'Because' } },
    ],
  );
});
