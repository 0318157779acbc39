import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { credit_cards } from '../../db/schema/catalogue';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';

describe('public catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Only the cards this test writes are live.
    await t.database.db.update(credit_cards).set({ deleted_at: new Date() }).where(isNull(credit_cards.deleted_at));
    await t.database.db.insert(credit_cards).values([
      {
        category_name: 'Secured Gold',
        sort_order: 2,
        status: 1,
        secured: 1,
        utm_link: 'https://bank.example/apply?uid={UNIQUE_ID}&src=saakh',
        marketing_bullets: ['Against a fixed deposit'],
      },
      {
        category_name: 'Cashback Plus',
        sort_order: 1,
        status: 1,
        secured: 0,
        utm_link: 'https://card.example/apply?ref={UNIQUE_ID}',
      },
      { category_name: 'Travel Elite', sort_order: 3, status: 1, secured: 0, utm_link: null },
      { category_name: 'Switched Off', sort_order: 0, status: 0, secured: 0 },
      { category_name: 'Deleted Card', sort_order: 0, status: 1, secured: 0, deleted_at: new Date() },
    ]);
  });
  afterAll(async () => t.close());

  it('lists active cards in sort order without their UTM links for a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/credit-cards' });
    expect(response.statusCode).toBe(200);
    const cards = response.json().data as { category_name: string; utm_link?: string }[];
    expect(cards.map((card) => card.category_name)).toEqual(['Cashback Plus', 'Secured Gold', 'Travel Elite']);
    expect(cards.every((card) => card.utm_link === undefined)).toBe(true);
  });

  it('filters secured and unsecured cards', async () => {
    const secured = await t.app.inject({ method: 'GET', url: '/api/credit-cards?type=secured' });
    expect(secured.json().data.map((card: { category_name: string }) => card.category_name)).toEqual(['Secured Gold']);
    const unsecured = await t.app.inject({ method: 'GET', url: '/api/credit-cards?type=unsecured' });
    expect(unsecured.json().data.map((card: { category_name: string }) => card.category_name)).toEqual([
      'Cashback Plus',
      'Travel Elite',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/credit-cards?type=gold' })).statusCode).toBe(422);
  });

  it("fills {UNIQUE_ID} with a signed-in customer's user id", async () => {
    const customer = await loginCustomer(t, '9876512345');
    const response = await t.app.inject({ method: 'GET', url: '/api/credit-cards', headers: bearer(customer.token) });
    const cards = response.json().data as { category_name: string; utm_link?: string }[];
    expect(cards.find((card) => card.category_name === 'Secured Gold')?.utm_link).toBe(
      `https://bank.example/apply?uid=${customer.userId}&src=saakh`,
    );
    expect(cards.find((card) => card.category_name === 'Cashback Plus')?.utm_link).toBe(
      `https://card.example/apply?ref=${customer.userId}`,
    );
    expect(cards.find((card) => card.category_name === 'Travel Elite')?.utm_link).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lists the seeded insurance products in the caller language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/insurance-products' });
    expect(en.statusCode).toBe(200);
    expect(en.json().data.map((product: { key: string }) => product.key)).toEqual([
      'health',
      'two_wheeler',
      'car',
      'shop',
    ]);
    expect(en.json().data[0]).toMatchObject({
      name: 'Health Insurance',
      path: '/user/insurance/transaction?kind=health',
    });
    const hi = await t.app.inject({
      method: 'GET',
      url: '/api/insurance-products',
      headers: { 'accept-language': 'hi' },
    });
    expect(hi.json().data[0].name).toBe('स्वास्थ्य बीमा');
  });

  it('lists the products by category: Loans, Insurance, Cards', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as {
      category: string;
      products: { key: string; productType: string | null; available: boolean }[];
    }[];
    expect(data.map((group) => group.category)).toEqual(['Loans', 'Insurance', 'Cards']);
    expect(data[0]?.products).toContainEqual(
      expect.objectContaining({
        key: 'personal-loan',
        name: 'Personal Loans',
        productType: 'Personal Loans',
        available: true,
      }),
    );
    expect(data[0]?.products).toContainEqual(
      expect.objectContaining({ key: 'affordable-housing-loan', productType: 'Affordable Housing Loan' }),
    );
    expect(data[1]?.products.map((product) => product.key)).toEqual([
      'health-insurance',
      'two-wheeler-insurance',
      'car-insurance',
      'shop-insurance',
    ]);
    expect(data[2]?.products).toContainEqual(
      expect.objectContaining({ key: 'credit-card', productType: 'Credit Cards' }),
    );
  });
});
