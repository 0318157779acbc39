/** get-credit-cards-data on the list contract: the whole list as the spec's call, or one page; and its export. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditCard, CreditCardPage } from '@saakh/domain/credit-cards';
import { createCreditCard } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import { csvLines, firstSheet } from '../../test/exports';

let t: TestApp;
let tokens: CatalogueTokens;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(tokens.admin), ...headers } });
const page = async (query: string) => (await get(`/api/get-credit-cards-data?${query}`)).json().data as CreditCardPage;
const names = (cards: CreditCard[]) => cards.map((card) => card.category_name);
const sorted = async (sort: string) => names((await page(`pageSize=10&sort=${sort}`)).items);

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  const cards = [
    { category_name: 'Alpha Rewards', sort_order: 3, annual_fee: 499, updated_at: day(3) },
    { category_name: 'Bharat Secured', sort_order: 1, annual_fee: 0, secured: 1, updated_at: day(5) },
    { category_name: 'Cashback_Plus', sort_order: 2, annual_fee: 999, status: 0, updated_at: day(1) },
    { category_name: 'Delta Card', sort_order: 5, annual_fee: null, secured: 1, updated_at: day(4) },
    {
      category_name: 'Edge Travel',
      sort_order: 4,
      annual_fee: 499,
      key_feature: '=HYPERLINK("x")',
      updated_at: day(2),
    },
    // Shares Delta Card's sort_order: the id breaks the tie.
    { category_name: 'Fuel Saver', sort_order: 5, annual_fee: 499, updated_at: day(6) },
    { category_name: 'Gone Card', sort_order: 0, deleted_at: day(7) },
  ];
  for (const card of cards) await createCreditCard(t.db, card);
});
afterAll(async () => t?.close());

describe('GET /api/get-credit-cards-data on the list contract', () => {
  it('answers the whole list without paging, sorted by sort_order, live cards only', async () => {
    const response = await get('/api/get-credit-cards-data');
    expect(response.statusCode).toBe(200);
    const cards = response.json().data as CreditCard[];
    expect(Array.isArray(cards)).toBe(true);
    expect(names(cards)).toEqual([
      'Bharat Secured',
      'Cashback_Plus',
      'Alpha Rewards',
      'Edge Travel',
      'Delta Card',
      'Fuel Saver',
    ]);
    // The spec's card shape and the Hindi beside its customer texts (decision 025), nothing more.
    expect(Object.keys(cards[0] ?? {}).sort()).toEqual([
      'annual_fee',
      'category_id',
      'category_img_thumb',
      'category_name',
      'category_name_hi',
      'key_feature',
      'key_feature_hi',
      'marketing_bullets',
      'marketing_bullets_hi',
      'secured',
      'sort_order',
      'status',
      'utm_link',
    ]);
  });

  it('answers the whole list filtered and sorted as asked when no page is asked for', async () => {
    const cards = (await get('/api/get-credit-cards-data?secured=1&sort=-sort_order')).json().data as CreditCard[];
    expect(names(cards)).toEqual(['Delta Card', 'Bharat Secured']);
  });

  it('answers one page with the total when a page or a page size is asked for', async () => {
    const first = await page('page=1&pageSize=4');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(names(first.items)).toEqual(['Bharat Secured', 'Cashback_Plus', 'Alpha Rewards', 'Edge Travel']);
    const last = await page('page=2&pageSize=4');
    expect(last).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(names(last.items)).toEqual(['Delta Card', 'Fuel Saver']);
    expect(await page('page=3&pageSize=4')).toMatchObject({ items: [], total: 6, page: 3 });
    expect(await page('pageSize=2')).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(await page('page=1')).toMatchObject({ total: 6, page: 1, pageSize: 50 });
  });

  it('sorts by sort_order both ways, the id breaking a tie', async () => {
    expect((await sorted('sort_order')).slice(-2)).toEqual(['Delta Card', 'Fuel Saver']);
    expect(await sorted('-sort_order')).toEqual([
      'Fuel Saver',
      'Delta Card',
      'Edge Travel',
      'Alpha Rewards',
      'Cashback_Plus',
      'Bharat Secured',
    ]);
  });

  it('sorts by name both ways', async () => {
    const ascending = ['Alpha Rewards', 'Bharat Secured', 'Cashback_Plus', 'Delta Card', 'Edge Travel', 'Fuel Saver'];
    expect(await sorted('category_name')).toEqual(ascending);
    expect(await sorted('-category_name')).toEqual([...ascending].reverse());
  });

  it('sorts by annual fee both ways, unknown fees last ascending, equal fees in sort_order', async () => {
    expect(await sorted('annual_fee')).toEqual([
      'Bharat Secured',
      'Alpha Rewards',
      'Edge Travel',
      'Fuel Saver',
      'Cashback_Plus',
      'Delta Card',
    ]);
    expect(await sorted('-annual_fee')).toEqual([
      'Delta Card',
      'Cashback_Plus',
      'Alpha Rewards',
      'Edge Travel',
      'Fuel Saver',
      'Bharat Secured',
    ]);
  });

  it('sorts by status and by secured both ways, equal values in sort_order', async () => {
    expect(await sorted('status')).toEqual([
      'Cashback_Plus',
      'Bharat Secured',
      'Alpha Rewards',
      'Edge Travel',
      'Delta Card',
      'Fuel Saver',
    ]);
    // Descending, the id breaks the sort_order tie of Delta Card and Fuel Saver descending too.
    expect(await sorted('-status')).toEqual([
      'Bharat Secured',
      'Alpha Rewards',
      'Edge Travel',
      'Fuel Saver',
      'Delta Card',
      'Cashback_Plus',
    ]);
    expect(await sorted('secured')).toEqual([
      'Cashback_Plus',
      'Alpha Rewards',
      'Edge Travel',
      'Fuel Saver',
      'Bharat Secured',
      'Delta Card',
    ]);
    expect(await sorted('-secured')).toEqual([
      'Bharat Secured',
      'Delta Card',
      'Cashback_Plus',
      'Alpha Rewards',
      'Edge Travel',
      'Fuel Saver',
    ]);
  });

  it('sorts by the time of the last change both ways', async () => {
    const ascending = ['Cashback_Plus', 'Edge Travel', 'Alpha Rewards', 'Delta Card', 'Bharat Secured', 'Fuel Saver'];
    expect(await sorted('updated_at')).toEqual(ascending);
    expect(await sorted('-updated_at')).toEqual([...ascending].reverse());
  });

  it('filters by status and by secured', async () => {
    expect(names((await page('page=1&status=0')).items)).toEqual(['Cashback_Plus']);
    expect(names((await page('page=1&secured=1')).items)).toEqual(['Bharat Secured', 'Delta Card']);
    const both = await page('page=1&status=1&secured=0');
    expect(both.total).toBe(3);
    expect(names(both.items)).toEqual(['Alpha Rewards', 'Edge Travel', 'Fuel Saver']);
  });

  it('searches card names without regard to case, LIKE wildcards matching only themselves', async () => {
    expect(names((await page('page=1&q=ALPHA')).items)).toEqual(['Alpha Rewards']);
    expect(names((await page('page=1&q=card')).items)).toEqual(['Delta Card']);
    expect(names((await page('page=1&q=_')).items)).toEqual(['Cashback_Plus']);
    expect(await page('page=1&q=%25')).toMatchObject({ items: [], total: 0 });
    // The key feature is not searched.
    expect((await page('page=1&q=groceries')).total).toBe(0);
  });

  it('refuses an unknown order, a page size over 200, page 0 and a filter outside its values with 422', async () => {
    for (const query of [
      'sort=deleted_at',
      'sort=-utm_link',
      'pageSize=201',
      'page=0',
      'status=2',
      'secured=yes',
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await get(`/api/get-credit-cards-data?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('GET /api/admin/credit-cards/export', () => {
  it("exports CSV in the list's order, headers in the caller's language and formula text kept as text", async () => {
    const response = await get('/api/admin/credit-cards/export?format=csv&status=1&sort=-annual_fee', {
      'accept-language': 'hi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="credit-cards-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = csvLines(response.body);
    expect(header?.split(',')).toEqual([
      'क्रम',
      'नाम',
      'मुख्य विशेषताएँ',
      'वार्षिक शुल्क (₹)',
      'UTM लिंक',
      'विशेषताएँ',
      'सिक्योर्ड',
      'स्थिति',
      'अंतिम बदलाव',
    ]);
    const rows = lines.map((line) => line.split(','));
    expect(rows.map((row) => row[1])).toEqual([
      'Delta Card',
      'Alpha Rewards',
      'Edge Travel',
      'Fuel Saver',
      'Bharat Secured',
    ]);
    const edge = rows.find((row) => row[1] === 'Edge Travel');
    expect(edge?.[2]).toBe(`"'=HYPERLINK(""x"")"`);
    expect(edge?.slice(3)).toEqual([
      '499',
      expect.stringMatching(/^https:\/\/cards\.example\.in\/apply\/test-\d+\?sub_id=\{UNIQUE_ID\}$/),
      'Lounge access | Fuel surcharge waiver',
      '0',
      '1',
      '2024-01-02T00:00:00.000Z',
    ]);
  });

  it('exports XLSX that a spreadsheet opens, in English by default', async () => {
    const response = await get('/api/admin/credit-cards/export?format=xlsx&q=e');
    expect(response.statusCode).toBe(200);
    const sheet = await firstSheet(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Sort order',
      'Name',
      'Key features',
      'Annual fee (₹)',
      'UTM link',
      'Features',
      'Secured',
      'Status',
      'Last changed',
    ]);
    const column = (index: number) =>
      Array.from({ length: (sheet.rowCount ?? 1) - 1 }, (_, row) => sheet.getRow(row + 2).getCell(index).value);
    expect(column(2)).toEqual(['Bharat Secured', 'Alpha Rewards', 'Edge Travel', 'Delta Card', 'Fuel Saver']);
    expect(column(1)).toEqual([1, 3, 4, 5, 5]);
    expect(column(3)[2]).toBe(`'=HYPERLINK("x")`);
  });

  it('refuses an export format it does not make, or none', async () => {
    expect((await get('/api/admin/credit-cards/export?format=pdf')).statusCode).toBe(422);
    expect((await get('/api/admin/credit-cards/export')).statusCode).toBe(422);
  });
});

describe('credit card list access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/get-credit-cards-data?page=1' },
      { method: 'GET', url: '/api/admin/credit-cards/export?format=csv' },
    ],
  );
});
