/** /api/admin/vendors: the overview without list parameters, as before; with one of them, one page of vendors. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendor, VendorPage, VendorsOverview } from '@saakh/domain/vendors';
import { vendors } from '../../db/schema/catalogue';
import { createLender, createVendor } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
const page = async (query: string) => (await get(`/api/admin/vendors?${query}`)).json().data as VendorPage;
const keys = (items: Vendor[]) => items.map((vendor) => vendor.key);
const sorted = async (sort: string) => keys((await page(`sort=${sort}`)).items);

/**
 * The reference data's five provider integrations and three of the test's. The provider rows were written together,
 * so they share their time of change.
 */
const byKind = [
  'credit-bureau',
  'kotak_mahindra',
  'navi',
  'sms-100%',
  'sms-console',
  'sms-http',
  'storage-local',
  'storage-s3',
];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  await createLender(t.db, { name: 'Kotak_Mahindra', api: 1 });
  await createVendor(t.db, {
    key: 'kotak_mahindra',
    name: 'Kotak lending API',
    kind: 'lender_api',
    updated_at: day(2),
  });
  await createVendor(t.db, {
    key: 'navi',
    name: 'Navi lending API',
    kind: 'lender_api',
    enabled: 0,
    reason: 'Integration paused',
    updated_at: day(1),
  });
  await createVendor(t.db, { key: 'sms-100%', name: 'Bulk SMS 100% route', kind: 'sms', updated_at: day(3) });
});
afterAll(async () => t?.close());

describe('GET /api/admin/vendors on the list contract', () => {
  it('answers the overview of vendors and lenders without list parameters, as before', async () => {
    for (const url of ['/api/admin/vendors', '/api/admin/vendors?q=&kind=']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const data = response.json().data as VendorsOverview;
      expect(Object.keys(data).sort()).toEqual(['lenders', 'vendors']);
      expect(keys(data.vendors)).toEqual(byKind);
      expect(data.lenders.map((lender) => lender.name)).toEqual(['Kotak_Mahindra']);
    }
  });

  it('answers a page of vendors only when any list parameter is given', async () => {
    for (const query of ['page=1', 'pageSize=50', 'sort=kind', 'q=s', 'kind=sms', 'enabled=1']) {
      const data = (await get(`/api/admin/vendors?${query}`)).json().data as Record<string, unknown>;
      expect(Object.keys(data).sort(), query).toEqual(['items', 'page', 'pageSize', 'total']);
    }
    expect(await page('sort=kind')).toMatchObject({ total: 8, page: 1, pageSize: 50 });
    expect(keys((await page('sort=kind')).items)).toEqual(byKind);
  });

  it('answers one page with the total', async () => {
    const first = await page('page=1&pageSize=3');
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(keys(first.items)).toEqual(byKind.slice(0, 3));
    const last = await page('page=3&pageSize=3');
    expect(last).toMatchObject({ total: 8, page: 3 });
    expect(keys(last.items)).toEqual(['storage-local', 'storage-s3']);
    expect(await page('page=4&pageSize=3')).toMatchObject({ items: [], total: 8 });
  });

  it('sorts by kind both ways, by name within a kind', async () => {
    expect(await sorted('-kind')).toEqual([
      'storage-local',
      'storage-s3',
      'sms-100%',
      'sms-console',
      'sms-http',
      'kotak_mahindra',
      'navi',
      'credit-bureau',
    ]);
  });

  it('sorts by name both ways', async () => {
    // Bulk SMS, Console SMS, Credit bureau, HTTP SMS, Kotak, Local file storage, Navi, S3-compatible storage
    const ascending = [
      'sms-100%',
      'sms-console',
      'credit-bureau',
      'sms-http',
      'kotak_mahindra',
      'storage-local',
      'navi',
      'storage-s3',
    ];
    expect(await sorted('name')).toEqual(ascending);
    expect(await sorted('-name')).toEqual([...ascending].reverse());
  });

  it('sorts by switch both ways, by kind and name among equals', async () => {
    expect(await sorted('enabled')).toEqual([
      'credit-bureau',
      'navi',
      'kotak_mahindra',
      'sms-100%',
      'sms-console',
      'sms-http',
      'storage-local',
      'storage-s3',
    ]);
    expect(await sorted('-enabled')).toEqual([
      'kotak_mahindra',
      'sms-100%',
      'sms-console',
      'sms-http',
      'storage-local',
      'storage-s3',
      'credit-bureau',
      'navi',
    ]);
  });

  it('sorts by the time of the last change both ways, by kind and name among equals', async () => {
    const providers = ['credit-bureau', 'sms-console', 'sms-http', 'storage-local', 'storage-s3'];
    expect(await sorted('updated_at')).toEqual(['navi', 'kotak_mahindra', 'sms-100%', ...providers]);
    expect(await sorted('-updated_at')).toEqual([...providers, 'sms-100%', 'kotak_mahindra', 'navi']);
  });

  it('breaks a tie of kind and name by the id, in the direction asked', async () => {
    const twin = await createVendor(t.db, { key: 'navi-backup', name: 'Navi lending API', kind: 'lender_api' });
    try {
      expect(keys((await page('q=navi&sort=name')).items)).toEqual(['navi', 'navi-backup']);
      expect(keys((await page('q=navi&sort=-name')).items)).toEqual(['navi-backup', 'navi']);
    } finally {
      await t.db.delete(vendors).where(eq(vendors.id, twin.id));
    }
  });

  it('filters by kind and by switch', async () => {
    expect(keys((await page('kind=lender_api')).items)).toEqual(['kotak_mahindra', 'navi']);
    expect(keys((await page('enabled=0')).items)).toEqual(['credit-bureau', 'navi']);
    const both = await page('kind=sms&enabled=1');
    expect(both.total).toBe(3);
    expect(keys(both.items)).toEqual(['sms-100%', 'sms-console', 'sms-http']);
  });

  it('searches keys and names without regard to case, LIKE wildcards matching only themselves', async () => {
    expect(keys((await page('q=LENDING')).items)).toEqual(['kotak_mahindra', 'navi']);
    expect(keys((await page('q=Storage-')).items)).toEqual(['storage-local', 'storage-s3']);
    expect(keys((await page('q=%25')).items)).toEqual(['sms-100%']);
    expect(keys((await page('q=_')).items)).toEqual(['kotak_mahindra']);
    expect(await page('q=fax')).toMatchObject({ items: [], total: 0 });
  });

  it('refuses an unknown order, a page size over 200, page 0 and a filter outside its values with 422', async () => {
    for (const query of ['sort=reason', 'sort=-key', 'pageSize=201', 'page=0', 'kind=email', 'enabled=2']) {
      const response = await get(`/api/admin/vendors?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('vendor list access', () => {
  itAllowsOnlyAdminRoleOne(() => ({ t, tokens }), [{ method: 'GET', url: '/api/admin/vendors?kind=sms' }]);
});
