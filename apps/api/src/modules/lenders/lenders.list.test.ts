/** get-lenders-data on the list contract: the whole list as the spec's call, or one page; and its answer cache. */
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lender, LenderPage } from '@saakh/domain/lenders';
import { lenders } from '../../db/schema/catalogue';
import { createLender } from '../../test/factories';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { csvLines, firstSheet } from '../../test/exports';

describe('GET /api/get-lenders-data on the list contract', () => {
  let t: TestApp;
  let admin: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(admin), ...headers } });
  const page = async (query: string) => (await get(`/api/get-lenders-data?${query}`)).json().data as LenderPage;
  const names = (items: Lender[]) => items.map((lender) => lender.name);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t, 1);
    const rows = [
      { name: 'Axis_Bank', product: 'pl', priority: 5, min_income: 20000 },
      { name: 'Bajaj_Finserv', product: 'pl', priority: 9, min_income: 15000 },
      { name: 'Canara_Bank', product: 'bl', priority: 5, min_income: 30000, lender_status: 0 },
      { name: 'Dhan_Gold', product: 'gl', priority: 1, min_income: null },
      { name: 'Edelweiss', product: 'hl', priority: 9, min_income: 25000, api: 1 },
      { name: 'axis_housing', product: 'hl', priority: 0, min_income: 10000 },
    ] as const;
    for (const row of rows) await createLender(t.db, row);
  });
  afterAll(async () => t?.close());

  it('answers the whole list without paging, highest priority first, then by name', async () => {
    const response = await get('/api/get-lenders-data');
    expect(response.statusCode).toBe(200);
    expect(names(response.json().data as Lender[])).toEqual([
      'Bajaj_Finserv',
      'Edelweiss',
      'Axis_Bank',
      'Canara_Bank',
      'Dhan_Gold',
      'axis_housing',
    ]);
  });

  it('answers one page with the total when a page is asked for', async () => {
    expect(await page('page=1&pageSize=4')).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    const second = await page('page=2&pageSize=4');
    expect(second).toMatchObject({ total: 6, page: 2 });
    expect(names(second.items)).toEqual(['Dhan_Gold', 'axis_housing']);
    expect((await page('page=9&pageSize=4')).items).toEqual([]);
  });

  it('sorts by a column in either direction, unknown values last ascending', async () => {
    expect(names((await page('pageSize=10&sort=min_income')).items)).toEqual([
      'axis_housing',
      'Bajaj_Finserv',
      'Axis_Bank',
      'Edelweiss',
      'Canara_Bank',
      'Dhan_Gold',
    ]);
    expect(names((await page('pageSize=10&sort=-name')).items)[0]).toBe('axis_housing');
  });

  it('filters by product, status and API flag, and searches names and keys without regard to case', async () => {
    expect(names((await page('page=1&product=hl')).items)).toEqual(['Edelweiss', 'axis_housing']);
    expect(names((await page('page=1&lender_status=0')).items)).toEqual(['Canara_Bank']);
    expect(names((await page('page=1&api=1')).items)).toEqual(['Edelweiss']);
    expect(names((await page('page=1&q=AXIS')).items)).toEqual(['Axis_Bank', 'axis_housing']);
    // A search for a LIKE wildcard finds that character, not everything.
    expect(names((await page('page=1&q=%25')).items)).toEqual([]);
    const filtered = (await get('/api/get-lenders-data/hl?q=axis')).json().data as Lender[];
    expect(names(filtered)).toEqual(['axis_housing']);
  });

  it('refuses an unknown order, a page size over 200 and a filter outside its values with 422', async () => {
    for (const query of ['sort=password_hash', 'pageSize=201', 'page=-1', 'product=car', 'lender_status=2']) {
      const response = await get(`/api/get-lenders-data?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });

  it('answers 304 to a client that holds the current list, and the new list after any change', async () => {
    const first = await get('/api/get-lenders-data');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('/api/get-lenders-data', { 'if-none-match': etag })).statusCode).toBe(304);

    // A change through the API, and one written straight to the table: both make the cached answer old.
    const axis = (first.json().data as Lender[]).find((lender) => lender.name === 'Axis_Bank');
    await t.app.inject({
      method: 'POST',
      url: '/api/update-lender-data',
      headers: bearer(admin),
      payload: { lender_id: axis?.lender_id, property: 'priority', value: 10 },
    });
    const afterUpdate = await get('/api/get-lenders-data', { 'if-none-match': etag });
    expect(afterUpdate.statusCode).toBe(200);
    expect(names(afterUpdate.json().data as Lender[])[0]).toBe('Axis_Bank');

    await t.db.update(lenders).set({ priority: 0 }).where(eq(lenders.name, 'Axis_Bank'));
    const afterWrite = await get('/api/get-lenders-data');
    expect(afterWrite.headers.etag).not.toBe(afterUpdate.headers.etag);
    expect(names(afterWrite.json().data as Lender[])[0]).toBe('Bajaj_Finserv');
  });

  it('sends the same list compressed with brotli or gzip as the client accepts', async () => {
    const plain = await get('/api/get-lenders-data');
    const br = await get('/api/get-lenders-data', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/get-lenders-data', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    // A cached answer is sent as bytes, past the serializer, but with every security header.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(br.headers['strict-transport-security']).toBeDefined();
  });

  it('exports the filtered list as CSV in its order, with formula text kept as text', async () => {
    await createLender(t.db, { name: 'Formula_Lender', product: 'gl', priority: 3, so_text: '=HYPERLINK("x")' });
    const response = await get('/api/admin/lenders/export?format=csv&product=gl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="lenders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = csvLines(response.body);
    expect(header?.split(',').slice(0, 3)).toEqual(['Name', 'Product', 'Income (min)']);
    expect(lines.map((line) => line.split(',')[0])).toEqual(['Formula_Lender', 'Dhan_Gold']);
    expect(lines[0]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('exports who lends, its limits and its KFS officer beside the table columns', async () => {
    await createLender(t.db, {
      name: 'Trust_Lender',
      product: 'bl',
      legal_name: 'Trust Finance Limited',
      lender_kind: 'nbfc',
      rbi_registration: 'N-14.03268',
      min_amount: 25000,
      min_tenure: 6,
      cooling_days: 45,
      nodal_officer_name: 'Meera Iyer',
      nodal_officer_email: 'nodal@trust.example',
    });
    const response = await get('/api/admin/lenders/export?format=xlsx&q=trust_lender');
    const sheet = await firstSheet(response.rawPayload);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = Object.fromEntries(headers.map((header, index) => [header, sheet.getRow(2).getCell(index + 1).value]));
    expect(row).toMatchObject({
      Name: 'Trust_Lender',
      'Legal name': 'Trust Finance Limited',
      Kind: 'nbfc',
      'RBI registration': 'N-14.03268',
      'Loan from (₹)': 25000,
      'Tenure from (months)': 6,
      'Days before offering again after a decline': 45,
      'Nodal officer': 'Meera Iyer',
      'Nodal officer e-mail': 'nodal@trust.example',
    });
  });

  it('exports XLSX with the headers in the caller language', async () => {
    const response = await get('/api/admin/lenders/export?format=xlsx&q=axis', { 'accept-language': 'hi' });
    expect(response.statusCode).toBe(200);
    const sheet = await firstSheet(response.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('नाम');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual(['Axis_Bank', 'axis_housing']);
  });

  it('refuses an export format it does not make', async () => {
    expect((await get('/api/admin/lenders/export?format=pdf')).statusCode).toBe(422);
    expect((await get('/api/admin/lenders/export')).statusCode).toBe(422);
  });
});
