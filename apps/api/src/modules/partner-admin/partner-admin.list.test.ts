/** /api/admin/partners (Partner Config) on the list contract: the whole list as before, or one page; its export. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPartner, AdminPartnerPage } from '@saakh/domain/partner-admin';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { partners } from '../../db/schema/partners';
import { createCustomer, createPartner, createSession } from '../../test/factories';
import { adminToken, bearer, createTestApp, partnerToken, type TestApp } from '../../test/test-app';
import { itAllowsOnlyAdminRoleOne, type CatalogueTokens } from '../lenders/catalogue-test-support';
import { csvLines, firstSheet } from '../../test/exports';

let t: TestApp;
let tokens: CatalogueTokens;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(tokens.admin), ...headers } });
const page = async (query: string) => (await get(`/api/admin/partners?${query}`)).json().data as AdminPartnerPage;
const names = (items: AdminPartner[]) => items.map((partner) => partner.name);
const sorted = async (sort: string) => names((await page(`pageSize=10&sort=${sort}`)).items);

beforeAll(async () => {
  t = await createTestApp();
  // The partner caller belongs to the default brand (Saakh, key cl), so the list holds only the partners below.
  const [brand] = await t.db.select().from(partners).where(eq(partners.key, DEFAULT_PARTNER_KEY));
  if (!brand) throw new Error('The reference data has no default brand');
  const customer = await createCustomer(t.db);
  tokens = {
    admin: await adminToken(t, 1),
    ops: await adminToken(t, 2),
    csr: await adminToken(t, 3),
    customer: await createSession(t.db, 'customer', customer.id),
    partner: await partnerToken(t, brand.id),
  };
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  const rows = [
    { name: 'Kisan Mitra', key: 'kisan', utm_id: 'utm-kisan', revenue_percent: '1.500', revenue_flat_fee: 100 },
    { name: 'Arth Finance', key: 'arth', utm_id: 'arth_2024', revenue_percent: '0.750', revenue_flat_fee: 300 },
    { name: 'Zed Loans', key: 'zed', utm_id: null, revenue_percent: '0.750', revenue_flat_fee: null, status: 0 },
    { name: 'Paisa 100% Club', key: 'paisa', utm_id: 'paisa-utm', revenue_percent: null, revenue_flat_fee: 250 },
    { name: 'Gone Partner', key: 'gone', deleted_at: day(9) },
  ];
  const changedOn = [3, 1, 2, 4, 5];
  for (const [index, row] of rows.entries())
    await createPartner(t.db, { ...row, updated_at: day(changedOn[index] ?? 1) });
});
afterAll(async () => t?.close());

describe('GET /api/admin/partners on the list contract', () => {
  it('answers the whole list by name without paging, live partners only', async () => {
    const response = await get('/api/admin/partners');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as AdminPartner[];
    expect(Array.isArray(list)).toBe(true);
    expect(names(list)).toEqual(['Arth Finance', 'Kisan Mitra', 'Paisa 100% Club', 'Saakh', 'Zed Loans']);
  });

  it('answers the whole list filtered and sorted as asked when no page is asked for', async () => {
    const list = (await get('/api/admin/partners?status=1&sort=-revenue_flat_fee')).json().data as AdminPartner[];
    expect(names(list)).toEqual(['Saakh', 'Arth Finance', 'Paisa 100% Club', 'Kisan Mitra']);
  });

  it('answers one page with the total when a page or a page size is asked for', async () => {
    const first = await page('page=1&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(names(first.items)).toEqual(['Arth Finance', 'Kisan Mitra']);
    expect(names((await page('page=2&pageSize=2')).items)).toEqual(['Paisa 100% Club', 'Saakh']);
    const last = await page('page=3&pageSize=2');
    expect(last).toMatchObject({ total: 5, page: 3 });
    expect(names(last.items)).toEqual(['Zed Loans']);
    expect(await page('page=4&pageSize=2')).toMatchObject({ items: [], total: 5 });
    expect(await page('pageSize=3')).toMatchObject({ total: 5, page: 1, pageSize: 3 });
  });

  it('sorts by name and by URL key both ways', async () => {
    const byName = ['Arth Finance', 'Kisan Mitra', 'Paisa 100% Club', 'Saakh', 'Zed Loans'];
    expect(await sorted('name')).toEqual(byName);
    expect(await sorted('-name')).toEqual([...byName].reverse());
    // arth, cl, kisan, paisa, zed
    const byKey = ['Arth Finance', 'Saakh', 'Kisan Mitra', 'Paisa 100% Club', 'Zed Loans'];
    expect(await sorted('key')).toEqual(byKey);
    expect(await sorted('-key')).toEqual([...byKey].reverse());
  });

  it('sorts by UTM id both ways, partners without one last ascending and by name among themselves', async () => {
    expect(await sorted('utm_id')).toEqual(['Arth Finance', 'Paisa 100% Club', 'Kisan Mitra', 'Saakh', 'Zed Loans']);
    expect(await sorted('-utm_id')).toEqual(['Saakh', 'Zed Loans', 'Kisan Mitra', 'Paisa 100% Club', 'Arth Finance']);
  });

  it('sorts by revenue percentage and flat fee both ways, equal values by name', async () => {
    expect(await sorted('revenue_percent')).toEqual([
      'Arth Finance',
      'Zed Loans',
      'Kisan Mitra',
      'Paisa 100% Club',
      'Saakh',
    ]);
    expect(await sorted('-revenue_percent')).toEqual([
      'Paisa 100% Club',
      'Saakh',
      'Kisan Mitra',
      'Arth Finance',
      'Zed Loans',
    ]);
    expect(await sorted('revenue_flat_fee')).toEqual([
      'Kisan Mitra',
      'Paisa 100% Club',
      'Arth Finance',
      'Saakh',
      'Zed Loans',
    ]);
    expect(await sorted('-revenue_flat_fee')).toEqual([
      'Saakh',
      'Zed Loans',
      'Arth Finance',
      'Paisa 100% Club',
      'Kisan Mitra',
    ]);
  });

  it('sorts by status and by the time of the last change both ways', async () => {
    expect(await sorted('status')).toEqual(['Zed Loans', 'Arth Finance', 'Kisan Mitra', 'Paisa 100% Club', 'Saakh']);
    expect(await sorted('-status')).toEqual(['Arth Finance', 'Kisan Mitra', 'Paisa 100% Club', 'Saakh', 'Zed Loans']);
    // The default brand was written when the database was made, after the dates given above.
    const byChange = ['Arth Finance', 'Zed Loans', 'Kisan Mitra', 'Paisa 100% Club', 'Saakh'];
    expect(await sorted('updated_at')).toEqual(byChange);
    expect(await sorted('-updated_at')).toEqual([...byChange].reverse());
  });

  it('breaks a tie of equal names by the id, in the direction asked', async () => {
    const twin = await createPartner(t.db, { name: 'Kisan Mitra', key: 'kisan-two', status: 0 });
    try {
      const ascending = (await page('pageSize=10&sort=name&q=kisan')).items.map((partner) => partner.key);
      expect(ascending).toEqual(['kisan', 'kisan-two']);
      const descending = (await page('pageSize=10&sort=-name&q=kisan')).items.map((partner) => partner.key);
      expect(descending).toEqual(['kisan-two', 'kisan']);
    } finally {
      await t.db.update(partners).set({ deleted_at: new Date() }).where(eq(partners.id, twin.id));
    }
  });

  it('filters by status, applied partners included', async () => {
    const applied = await createPartner(t.db, { name: 'New Applicant', key: 'applicant', status: 2 });
    try {
      expect(names((await page('page=1&status=0')).items)).toEqual(['Zed Loans']);
      expect((await page('page=1&status=1')).total).toBe(4);
      expect(names((await page('page=1&status=2')).items)).toEqual(['New Applicant']);
    } finally {
      await t.db.update(partners).set({ deleted_at: new Date() }).where(eq(partners.id, applied.id));
    }
  });

  it('searches name, URL key and UTM id without regard to case, LIKE wildcards matching only themselves', async () => {
    expect(names((await page('page=1&q=MITRA')).items)).toEqual(['Kisan Mitra']);
    expect(names((await page('page=1&q=zed')).items)).toEqual(['Zed Loans']);
    expect(names((await page('page=1&q=UTM')).items)).toEqual(['Kisan Mitra', 'Paisa 100% Club']);
    expect(names((await page('page=1&q=%25')).items)).toEqual(['Paisa 100% Club']);
    expect(names((await page('page=1&q=_')).items)).toEqual(['Arth Finance']);
    expect(await page('page=1&q=nobody')).toMatchObject({ items: [], total: 0 });
  });

  it('refuses an unknown order, a page size over 200, page 0 and a filter outside its values with 422', async () => {
    for (const query of ['sort=logo', 'sort=-primary_color', 'pageSize=201', 'page=0', 'status=3', 'status=on']) {
      const response = await get(`/api/admin/partners?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('GET /api/admin/partners/export', () => {
  it("exports CSV in the list's order, headers in the caller's language and formula text kept as text", async () => {
    await createPartner(t.db, {
      name: '=HYPERLINK("x")',
      key: 'formula',
      utm_id: 'utm-formula',
      revenue_percent: '2.125',
      revenue_flat_fee: 75,
      status: 0,
      updated_at: new Date(Date.UTC(2024, 0, 8)),
    });
    const response = await get('/api/admin/partners/export?format=csv&status=0&sort=-key', {
      'accept-language': 'hi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="partners-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = csvLines(response.body);
    expect(header?.split(',')).toEqual([
      'नाम',
      'URL कुंजी',
      'UTM आईडी',
      'राजस्व (%)',
      'फ़्लैट शुल्क (₹)',
      'स्थिति',
      'अंतिम बदलाव',
    ]);
    expect(lines).toEqual([
      'Zed Loans,zed,,0.75,,0,2024-01-02T00:00:00.000Z',
      `"'=HYPERLINK(""x"")",formula,utm-formula,2.125,75,0,2024-01-08T00:00:00.000Z`,
    ]);
  });

  it('exports XLSX that a spreadsheet opens, in English by default', async () => {
    const response = await get('/api/admin/partners/export?format=xlsx&status=0&sort=key');
    expect(response.statusCode).toBe(200);
    const sheet = await firstSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'URL key',
      'UTM id',
      'Revenue (%)',
      'Flat fee (₹)',
      'Status',
      'Last changed',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      `'=HYPERLINK("x")`,
      'formula',
      'utm-formula',
      2.125,
      75,
      0,
      '2024-01-08T00:00:00.000Z',
    ]);
    expect(sheet.getRow(3).getCell(1).value).toBe('Zed Loans');
    expect(sheet.getRow(3).getCell(4).value).toBe(0.75);
  });

  it('refuses an export format it does not make, or none', async () => {
    expect((await get('/api/admin/partners/export?format=json')).statusCode).toBe(422);
    expect((await get('/api/admin/partners/export')).statusCode).toBe(422);
  });
});

describe('partner list access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/partners?page=1' },
      { method: 'GET', url: '/api/admin/partners/export?format=csv' },
    ],
  );
});
