/** /api/admin/customer-eligibility on the list contract: every row as before, or one page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEligibilityRow, AdminEligibilityRowPage } from '@saakh/domain/eligibility';
import { createLender } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;
/** Lender ids by a short name of the row. */
let id: Record<'axisPl' | 'bajajPl' | 'canaraBl' | 'dhanGl' | 'edelweissHl' | 'axisHl' | 'bajajBl', number>;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
const page = async (query: string) =>
  (await get(`/api/admin/customer-eligibility?${query}`)).json().data as AdminEligibilityRowPage;
const ids = (rows: AdminEligibilityRow[]) => rows.map((row) => row.lender_id);
const sorted = async (sort: string) => ids((await page(`pageSize=10&sort=${sort}`)).items);

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  const lender = async (values: Parameters<typeof createLender>[1]) => (await createLender(t.db, values)).id;
  id = {
    axisPl: await lender({ name: 'Axis_Bank', product: 'pl', priority: 5, age_text: '21 to 58 years' }),
    bajajPl: await lender({ name: 'Bajaj_Finserv', product: 'pl', priority: 9 }),
    canaraBl: await lender({ name: 'Canara_Bank', product: 'bl', priority: 5, lender_status: 0 }),
    dhanGl: await lender({ name: 'Dhan_Gold', product: 'gl', priority: 1 }),
    edelweissHl: await lender({ name: 'Edelweiss', product: 'hl', priority: 9 }),
    axisHl: await lender({ name: 'Axis_Housing', product: 'hl', priority: 0, lender_status: 0 }),
    // The same lender name for another product.
    bajajBl: await lender({ name: 'Bajaj_Finserv', product: 'bl', priority: 2 }),
  };
  await createLender(t.db, { name: 'Gone_Lender', deleted_at: new Date() });
});
afterAll(async () => t?.close());

/** Today's order: by product, then highest priority first, then name. */
const byProduct = () => [id.canaraBl, id.bajajBl, id.dhanGl, id.edelweissHl, id.axisHl, id.bajajPl, id.axisPl];

describe('GET /api/admin/customer-eligibility on the list contract', () => {
  it('answers every live lender without paging, by product, then priority, then name', async () => {
    const response = await get('/api/admin/customer-eligibility');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as AdminEligibilityRow[];
    expect(Array.isArray(rows)).toBe(true);
    expect(ids(rows)).toEqual(byProduct());
    expect(rows.find((row) => row.lender_id === id.axisPl)).toMatchObject({
      name: 'Axis_Bank',
      product: 'pl',
      lender_status: 1,
      age: '21 to 58 years',
    });
  });

  it('answers every row filtered and sorted as asked when no page is asked for', async () => {
    const rows = (await get('/api/admin/customer-eligibility?lender_status=1&sort=-name')).json()
      .data as AdminEligibilityRow[];
    expect(ids(rows)).toEqual([id.edelweissHl, id.dhanGl, id.bajajBl, id.bajajPl, id.axisPl]);
  });

  it('answers one page with the total when a page or a page size is asked for', async () => {
    const first = await page('page=1&pageSize=3');
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(ids(first.items)).toEqual(byProduct().slice(0, 3));
    const last = await page('page=3&pageSize=3');
    expect(last).toMatchObject({ total: 7, page: 3 });
    expect(ids(last.items)).toEqual([id.axisPl]);
    expect(await page('page=4&pageSize=3')).toMatchObject({ items: [], total: 7 });
    expect(await page('page=1')).toMatchObject({ total: 7, pageSize: 50 });
  });

  it('sorts by product both ways, keeping priority then name within a product', async () => {
    expect(await sorted('product')).toEqual(byProduct());
    expect(await sorted('-product')).toEqual([
      id.bajajPl,
      id.axisPl,
      id.edelweissHl,
      id.axisHl,
      id.dhanGl,
      id.canaraBl,
      id.bajajBl,
    ]);
  });

  it('sorts by name both ways, the same name in product order', async () => {
    expect(await sorted('name')).toEqual([
      id.axisPl,
      id.axisHl,
      id.bajajBl,
      id.bajajPl,
      id.canaraBl,
      id.dhanGl,
      id.edelweissHl,
    ]);
    expect(await sorted('-name')).toEqual([
      id.edelweissHl,
      id.dhanGl,
      id.canaraBl,
      id.bajajBl,
      id.bajajPl,
      id.axisHl,
      id.axisPl,
    ]);
  });

  it('sorts by lender status both ways, in product order among equals', async () => {
    expect(await sorted('lender_status')).toEqual([
      id.canaraBl,
      id.axisHl,
      id.bajajBl,
      id.dhanGl,
      id.edelweissHl,
      id.bajajPl,
      id.axisPl,
    ]);
    expect(await sorted('-lender_status')).toEqual([
      id.bajajBl,
      id.dhanGl,
      id.edelweissHl,
      id.bajajPl,
      id.axisPl,
      id.canaraBl,
      id.axisHl,
    ]);
  });

  it('breaks a full tie by the lender id, in the direction asked', async () => {
    const twin = await createLender(t.db, { name: 'Dhan_Gold', lender_key: 'dhan_gold_2', product: 'gl', priority: 1 });
    try {
      expect(ids((await page('page=1&sort=name&q=dhan')).items)).toEqual([id.dhanGl, twin.id]);
      expect(ids((await page('page=1&sort=-name&q=dhan')).items)).toEqual([twin.id, id.dhanGl]);
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/api/safe-delete-lender',
        headers: bearer(tokens.admin),
        payload: { lender_id: twin.id },
      });
    }
  });

  it('filters by product and by lender status', async () => {
    expect(ids((await page('page=1&product=hl')).items)).toEqual([id.edelweissHl, id.axisHl]);
    expect(ids((await page('page=1&lender_status=0')).items)).toEqual([id.canaraBl, id.axisHl]);
    const both = await page('page=1&product=pl&lender_status=1');
    expect(both.total).toBe(2);
    expect(ids(both.items)).toEqual([id.bajajPl, id.axisPl]);
  });

  it('searches names without regard to case, LIKE wildcards matching only themselves', async () => {
    expect(ids((await page('page=1&q=BAJAJ')).items)).toEqual([id.bajajBl, id.bajajPl]);
    // Every name but Edelweiss has an underscore.
    expect(ids((await page('page=1&q=_')).items)).toEqual(
      byProduct().filter((lenderId) => lenderId !== id.edelweissHl),
    );
    expect(await page('page=1&q=%25')).toMatchObject({ items: [], total: 0 });
    // The texts are not searched.
    expect((await page('page=1&q=years')).total).toBe(0);
  });

  it('refuses an unknown order, a page size over 200, page 0 and a filter outside its values with 422', async () => {
    for (const query of ['sort=priority', 'sort=-age', 'pageSize=201', 'page=0', 'product=car', 'lender_status=2']) {
      const response = await get(`/api/admin/customer-eligibility?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('eligibility list access', () => {
  itAllowsOnlyAdminRoleOne(() => ({ t, tokens }), [{ method: 'GET', url: '/api/admin/customer-eligibility?page=1' }]);
});
