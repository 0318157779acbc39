import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditCard } from '@saakh/domain/credit-cards';
import { audit_log } from '../../db/schema/audit';
import { credit_cards } from '../../db/schema/catalogue';
import { createCreditCard } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  // Eight cards, unsecured and secured, one of them switched off (the admin list shows it too).
  await createCreditCard(t.db, { category_name: 'Saral Cashback Card' });
  for (let index = 0; index < 4; index += 1) await createCreditCard(t.db);
  for (let index = 0; index < 2; index += 1) await createCreditCard(t.db, { secured: 1, annual_fee: 0 });
  await createCreditCard(t.db, { status: 0 });
});
afterAll(async () => t.close());

const list = async () =>
  (await call(t, tokens.admin, { method: 'GET', url: '/api/get-credit-cards-data' })).json().data as CreditCard[];
const post = (url: string, payload: Record<string, unknown>) => call(t, tokens.admin, { method: 'POST', url, payload });
const update = (categoryId: number, property: string, value: unknown) =>
  post('/api/update-credit-card-data', { category_id: categoryId, property, value });

async function createCard(name: string): Promise<CreditCard> {
  const response = await post('/api/create-credit-card', { category_name: name });
  expect(response.statusCode).toBe(200);
  return response.json().data as CreditCard;
}

async function cardAudit(id: number, field: string) {
  return t.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity, 'credit_card'), eq(audit_log.entity_id, String(id)), eq(audit_log.field, field)));
}

describe('GET /api/get-credit-cards-data', () => {
  it('lists the cards sorted by sort_order, secured and unsecured, with bullets and {UNIQUE_ID} links', async () => {
    const cards = await list();
    expect(cards.length).toBeGreaterThanOrEqual(8);
    const orders = cards.map((card) => card.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(cards.map((card) => card.secured))).toEqual(new Set([0, 1]));
    for (const card of cards) {
      expect(card.utm_link).toContain('{UNIQUE_ID}');
      expect(card.marketing_bullets.length).toBeGreaterThan(0);
      expect(card.category_img_thumb).toMatch(/^\/card-art\/[a-z-]+\.svg$/);
    }
  });
});

describe('POST /api/create-credit-card', () => {
  it('creates a card at the end of the list, switched off until it is set up, and audits it', async () => {
    const before = await list();
    const response = await post('/api/create-credit-card', { category_name: 'Test Rewards_Card-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Credit card created successfully!');
    expect(body.data).toMatchObject({
      category_name: 'Test Rewards_Card-1',
      status: 0,
      secured: 0,
      marketing_bullets: [],
    });
    expect(body.data.sort_order).toBeGreaterThan(Math.max(...before.map((card) => card.sort_order)));
    expect((await list()).at(-1)?.category_id).toBe(body.data.category_id);
    expect(await cardAudit(body.data.category_id, 'category_name')).toHaveLength(1);
  });

  it('requires a name of letters, digits, spaces, hyphen and underscore', async () => {
    const empty = await post('/api/create-credit-card', { category_name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.category_name).toEqual(['Credit card name is required']);
    const invalid = await post('/api/create-credit-card', { category_name: 'Card <script>' });
    expect(invalid.json().errors.category_name).toEqual(['Use only letters, digits, spaces, hyphen and underscore']);
  });

  it('answers 409 for the name of a live card', async () => {
    await createCard('Duplicate Card');
    expect((await post('/api/create-credit-card', { category_name: 'duplicate card' })).statusCode).toBe(409);
  });
});

describe('POST /api/update-credit-card-data', () => {
  let card: CreditCard;
  beforeAll(async () => {
    card = await createCard('Editable Card');
  });

  it('saves marketing bullets as a list of trimmed lines and audits the change', async () => {
    const response = await update(card.category_id, 'marketing_bullets', [' 5% cashback ', 'No annual fee']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Credit card updated successfully!',
      data: { marketing_bullets: ['5% cashback', 'No annual fee'] },
    });
    const [row] = await cardAudit(card.category_id, 'marketing_bullets');
    expect(row).toMatchObject({ old_value: '[]', new_value: '["5% cashback","No annual fee"]' });
  });

  it('refuses an empty bullet line or a value that is not a list', async () => {
    for (const value of [['ok', ' '], 'not a list', null]) {
      const response = await update(card.category_id, 'marketing_bullets', value);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Every line needs text');
    }
  });

  it('saves numbers from text and refuses what is not a whole number', async () => {
    expect((await update(card.category_id, 'sort_order', '3')).json().data.sort_order).toBe(3);
    expect((await update(card.category_id, 'annual_fee', '499')).json().data.annual_fee).toBe(499);
    expect((await update(card.category_id, 'annual_fee', '')).json().data.annual_fee).toBeNull();
    for (const [property, value] of [
      ['sort_order', 'first'],
      ['annual_fee', -1],
      ['annual_fee', 9.5],
    ] as const) {
      const response = await update(card.category_id, property, value);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Enter a whole number of 0 or more');
    }
    expect((await update(card.category_id, 'sort_order', null)).json().message).toBe('A value is required');
  });

  it('saves status and secured as 1 or 0', async () => {
    expect((await update(card.category_id, 'status', 1)).json().data.status).toBe(1);
    expect((await update(card.category_id, 'secured', true)).json().data.secured).toBe(1);
    expect((await update(card.category_id, 'secured', 3)).json().message).toBe('Must be 0 or 1');
  });

  it('accepts an https UTM link with {UNIQUE_ID} and refuses other links', async () => {
    const link = 'https://cards.bank.example/apply?utm_source=saakh&sub_id={UNIQUE_ID}';
    expect((await update(card.category_id, 'utm_link', link)).json().data.utm_link).toBe(link);
    for (const value of ['javascript:alert(1)', 'ftp://bank.example/x', 'cards.bank.example']) {
      expect((await update(card.category_id, 'utm_link', value)).json().message).toBe(
        'Enter a link starting with https:// ({UNIQUE_ID} may appear in it)',
      );
    }
  });

  it('accepts a thumbnail as uploaded, a site path or an https URL, never an inline image', async () => {
    for (const value of [
      '/uploads/images/editable-card-logo/0f8e.png',
      '/brand/cl.svg',
      'https://bucket.s3.ap-south-1.amazonaws.com/images/a.png',
    ]) {
      expect((await update(card.category_id, 'category_img_thumb', value)).json().data.category_img_thumb).toBe(value);
    }
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'data:image/png;base64,iVBORw0KGgo=',
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`,
      '//evil.example/a.png',
      '/../etc/passwd',
      'http://insecure.example/a.png',
    ]) {
      expect((await update(card.category_id, 'category_img_thumb', value)).statusCode, value).toBe(422);
      expect((await update(card.category_id, 'category_img_thumb', value)).json().message).toBe(
        'Upload an image or enter a valid image link',
      );
    }
  });

  it('renames a card under the name rules', async () => {
    expect((await update(card.category_id, 'category_name', 'Renamed Card')).json().data.category_name).toBe(
      'Renamed Card',
    );
    expect((await update(card.category_id, 'category_name', 'Bad/Name')).json().message).toBe(
      'Use only letters, digits, spaces, hyphen and underscore',
    );
    expect((await update(card.category_id, 'category_name', 'Saral Cashback Card')).statusCode).toBe(409);
  });

  it('refuses a property that is not editable and answers 404 for an unknown card', async () => {
    const response = await update(card.category_id, 'deleted_at', null);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.property).toEqual(['This field cannot be edited']);
    expect((await update(999_999, 'status', 1)).statusCode).toBe(404);
  });
});

describe('POST /api/safe-delete-credit-card', () => {
  it('hides a deleted card from the list but keeps its row, and audits it', async () => {
    const card = await createCard('Doomed Card');
    const response = await post('/api/safe-delete-credit-card', { category_id: card.category_id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Credit card deleted successfully!' });
    expect((await list()).some((item) => item.category_id === card.category_id)).toBe(false);
    const [row] = await t.db.select().from(credit_cards).where(eq(credit_cards.category_id, card.category_id));
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(await cardAudit(card.category_id, 'deleted_at')).toHaveLength(1);
    expect((await update(card.category_id, 'status', 1)).statusCode).toBe(404);
  });

  it('frees the name of a deleted card', async () => {
    const card = await createCard('Reborn Card');
    await post('/api/safe-delete-credit-card', { category_id: card.category_id });
    expect((await post('/api/create-credit-card', { category_name: 'Reborn Card' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or already deleted card', async () => {
    expect((await post('/api/safe-delete-credit-card', { category_id: 999_999 })).statusCode).toBe(404);
  });
});

describe('credit card calls access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/get-credit-cards-data' },
      { method: 'POST', url: '/api/create-credit-card', payload: { category_name: 'Sneaky Card' } },
      { method: 'POST', url: '/api/safe-delete-credit-card', payload: { category_id: 1 } },
      {
        method: 'POST',
        url: '/api/update-credit-card-data',
        payload: { category_id: 1, property: 'status', value: 0 },
      },
    ],
  );
});
