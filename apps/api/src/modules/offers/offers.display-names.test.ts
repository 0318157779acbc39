/**
 * Offers that match what is advertised (issue 13): customers read a lender's display name ("Kotak Mahindra Bank")
 * on offers, the KFS, their applications' timelines and consent lines, never its key; a personal-loan offer is never
 * longer than the 60 months the landing promises; the demo seed gives every lender a display name and keeps its
 * personal loans within the claims; admins set and clear the display name.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalLoanClaims } from '@saakh/domain/product-types';
import { lenders } from '../../db/schema/catalogue';
import { demoHandoffUrl } from '../../db/seed/catalogue';
import { seedDemoData } from '../../db/seed/seed';
import { createLender } from '../../test/factories';
import { adminToken, bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { startJourney } from './offers.fixtures';

type OfferJson = { lenderId: number; lenderName: string; lenderKey: string; tenureMonths: number; emi: number };

describe('lender display names and advertised terms', () => {
  let t: TestApp;
  let a: { token: string; userId: number };
  let appId: number;
  let named: number;
  let unnamed: number;

  beforeAll(async () => {
    t = await createTestApp();
    named = (
      await createLender(t.db, {
        name: 'Kotak_Mahindra_Test',
        display_name: 'Kotak Mahindra Bank',
        tenure: 84,
        priority: 9,
      })
    ).id;
    unnamed = (await createLender(t.db, { name: 'PlainBank', tenure: 36 })).id;
    a = await loginCustomer(t, '9876500033');
    appId = await startJourney(t, a.token);
  });
  afterAll(async () => t.close());

  it('shows offers by display name, keeps the key for paths, and caps a personal loan at 60 months', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/offers/${appId}`, headers: bearer(a.token) });
    const offers = response.json().data.offers as OfferJson[];
    const kotak = offers.find((offer) => offer.lenderId === named);
    expect(kotak).toMatchObject({
      lenderName: 'Kotak Mahindra Bank',
      lenderKey: 'kotak_mahindra_test',
      tenureMonths: personalLoanClaims.maxTenureMonths,
    });
    expect(offers.find((offer) => offer.lenderId === unnamed)).toMatchObject({
      lenderName: 'PlainBank',
      tenureMonths: 36,
    });
    expect(JSON.stringify(offers.map((offer) => offer.lenderName))).not.toContain('Kotak_Mahindra');
  });

  it('names the lender by its display name on the KFS, at the 60-month term', async () => {
    const kfs = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}/kfs/${named}`,
      headers: bearer(a.token),
    });
    expect(kfs.statusCode).toBe(200);
    expect(kfs.json().data).toMatchObject({ lenderName: 'Kotak Mahindra Bank', tenureMonths: 60 });
    expect(kfs.body).not.toContain('Kotak_Mahindra_Test');
  });

  it("names the lender by its display name in the customer's applications and timeline", async () => {
    const selected = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: named },
    });
    const creditAppId = selected.json().data.creditAppId as string;
    const list = await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(a.token) });
    expect(list.json().data[0]).toMatchObject({ lenderName: 'Kotak Mahindra Bank', lenderKey: 'kotak_mahindra_test' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(detail.json().data).toMatchObject({ lenderName: 'Kotak Mahindra Bank', tenureMonths: 60 });
  });

  it('lets an admin set the display name and clear it, refusing markup', async () => {
    const admin = await adminToken(t);
    const update = (value: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/update-lender-data',
        headers: bearer(admin),
        payload: { lender_id: unnamed, property: 'display_name', value },
      });
    const set = await update('  Plain Bank & Co. (India)  ');
    expect(set.statusCode).toBe(200);
    expect(set.json().data.display_name).toBe('Plain Bank & Co. (India)');
    const offers = await t.app.inject({ method: 'GET', url: `/api/offers/${appId}`, headers: bearer(a.token) });
    expect((offers.json().data.offers as OfferJson[]).find((offer) => offer.lenderId === unnamed)?.lenderName).toBe(
      'Plain Bank & Co. (India)',
    );
    const refused = await update('<b>Bank</b>');
    expect(refused.statusCode).toBe(422);
    const cleared = await update('');
    expect(cleared.json().data.display_name).toBeNull();
    const [row] = await t.db.select().from(lenders).where(eq(lenders.id, unnamed));
    expect(row?.display_name).toBeNull();
  });
});

describe('the demo lenders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.deps.config, { activity: false });
  });
  afterAll(async () => t.close());

  it('all have a display name that is not their key', async () => {
    const rows = await t.db.select().from(lenders).where(isNull(lenders.deleted_at));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.display_name, row.name).toBeTruthy();
      expect(row.display_name).not.toContain('_');
    }
    expect(rows.find((row) => row.lender_key === 'kotak_mahindra')?.display_name).toBe('Kotak Mahindra Bank');
  });

  it('offer personal loans within the advertised term and hand transaction customers to an http(s) site', async () => {
    const rows = await t.db.select().from(lenders);
    for (const row of rows.filter((lender) => lender.product === 'pl')) {
      expect(row.tenure ?? 0, row.name).toBeLessThanOrEqual(personalLoanClaims.maxTenureMonths);
    }
    for (const row of rows.filter((lender) => lender.lender_mode === 'transaction')) {
      expect(row.transaction_url, row.name).toMatch(/^https:\/\/[a-z0-9.-]+\.example\/.*\{UNIQUE_ID\}/);
    }
  });
});

describe('migration 0019 on an existing database', () => {
  let t: TestApp;
  const file = fileURLToPath(new URL('../../db/migrations/0019_lender_display_name.sql', import.meta.url));
  // The statements after the column: the data fixes an existing database gets.
  const fixes = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint').slice(1);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('names the demo lenders, gives the demo transaction lenders their site, and clears other paths', async () => {
    const kotak = await createLender(t.db, { name: 'Kotak_Mahindra', lender_key: 'kotak_mahindra' });
    const tata = await createLender(t.db, {
      name: 'Tata_Capital',
      lender_key: 'tata_capital',
      lender_mode: 'transaction',
      transaction_url: '/user/lenders-transaction/tata_capital',
    });
    const own = await createLender(t.db, {
      name: 'Own_Lender',
      display_name: 'Own Lender Ltd',
      lender_mode: 'transaction',
      transaction_url: '/some/path',
    });
    const linked = await createLender(t.db, {
      name: 'Linked_Lender',
      lender_mode: 'transaction',
      transaction_url: 'https://linked.example/{UNIQUE_ID}',
    });
    for (const statement of fixes) await t.db.execute(sql.raw(statement));
    const rows = await t.db
      .select()
      .from(lenders)
      .where(inArray(lenders.id, [kotak.id, tata.id, own.id, linked.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(kotak.id)?.display_name).toBe('Kotak Mahindra Bank');
    expect(byId.get(tata.id)).toMatchObject({
      display_name: 'Tata Capital',
      transaction_url: 'https://apply.tata-capital.example/saakh?ref={UNIQUE_ID}',
    });
    // The same address a fresh demo database gets from the seed.
    expect(byId.get(tata.id)?.transaction_url).toBe(demoHandoffUrl('tata_capital'));
    expect(byId.get(own.id)).toMatchObject({ display_name: 'Own Lender Ltd', transaction_url: null });
    expect(byId.get(linked.id)).toMatchObject({
      display_name: null,
      transaction_url: 'https://linked.example/{UNIQUE_ID}',
    });
  });
});
