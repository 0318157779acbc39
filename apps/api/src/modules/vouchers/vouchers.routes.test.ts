import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@saakh/domain/profile';
import type { AdminVoucher, OpenedVoucher, PublicVoucher } from '@saakh/domain/vouchers';
import type { Page } from '@saakh/domain/lists';
import { audit_log } from '../../db/schema/audit';
import { vouchers } from '../../db/schema/products';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

function day(offset: number): string {
  const [y, m, d] = todayInIndia().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

const form = {
  brand: 'Apna Bazaar',
  title_en: 'Groceries delivered in 30 minutes',
  title_hi: '30 मिनट में किराने की डिलीवरी',
  discount_en: 'Flat ₹150 off',
  discount_hi: 'फ्लैट ₹150 की छूट',
  terms_en: 'On your first order of ₹799 or more, once per customer.',
  terms_hi: '₹799 या उससे अधिक के आपके पहले ऑर्डर पर, हर ग्राहक एक बार।',
  code: 'SAAKH150',
  url: 'https://apnabazaar.example/offers/saakh',
  valid_from: day(-1),
  valid_until: day(30),
  status: 1,
};

const create = async (values: Record<string, unknown> = {}) => {
  const response = await call(t, tokens.admin, {
    method: 'POST',
    url: '/api/admin/vouchers',
    payload: { ...form, ...values },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AdminVoucher;
};
const send = (method: 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(tokens.admin), ...(payload ? { payload } : {}) });
const listing = async (headers: Record<string, string> = {}) => {
  const response = await call(t, null, { method: 'GET', url: '/api/vouchers' }, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as PublicVoucher[];
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
});
afterAll(async () => t.close());

describe('discount vouchers for customers', () => {
  it('lists only vouchers valid today and switched on, soonest to expire first, without their codes', async () => {
    const later = await create({ brand: 'Later Brand', valid_until: day(60) });
    const sooner = await create({ brand: 'Sooner Brand', valid_until: day(2) });
    const expired = await create({ brand: 'Expired Brand', valid_from: day(-20), valid_until: day(-1) });
    const upcoming = await create({ brand: 'Upcoming Brand', valid_from: day(3), valid_until: day(9) });
    const off = await create({ brand: 'Off Brand', status: 0 });
    const ids = (await listing()).map((voucher) => voucher.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    for (const hidden of [expired, upcoming, off]) expect(ids).not.toContain(hidden.id);
    const item = (await listing()).find((voucher) => voucher.id === sooner.id);
    expect(item).toEqual({
      id: sooner.id,
      brand: 'Sooner Brand',
      title: form.title_en,
      discount: form.discount_en,
      terms: form.terms_en,
      valid_until: day(2),
      has_code: true,
      url: form.url,
    });
    expect(JSON.stringify(await listing())).not.toContain('SAAKH150');
  });

  it('answers the listing and an opened voucher in Hindi when asked', async () => {
    const voucher = await create({ brand: 'Hindi Brand' });
    const item = (await listing({ 'accept-language': 'hi' })).find((row) => row.id === voucher.id);
    expect(item).toMatchObject({ title: form.title_hi, discount: form.discount_hi, terms: form.terms_hi });
    const opened = await call(
      t,
      null,
      { method: 'GET', url: `/api/vouchers/${voucher.id}` },
      { 'accept-language': 'hi' },
    );
    expect(opened.json().data).toMatchObject({ title: form.title_hi, code: 'SAAKH150' });
  });

  it('gives the code and the brand’s page when a voucher is opened, and 404 once it is gone', async () => {
    const voucher = await create({ brand: 'Open Brand', code: null });
    const opened = await call(t, null, { method: 'GET', url: `/api/vouchers/${voucher.id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data as OpenedVoucher).toMatchObject({ code: null, has_code: false, url: form.url });
    const expired = await create({ valid_from: day(-9), valid_until: day(-2) });
    const gone = await call(t, null, { method: 'GET', url: `/api/vouchers/${expired.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This voucher does not exist or has expired');
    expect((await call(t, null, { method: 'GET', url: '/api/vouchers/abc' })).statusCode).toBe(422);
  });
});

describe('role 1 manages the vouchers', () => {
  it('refuses a voucher without a code or link, an http link, a last day before the first, and saves nothing', async () => {
    const before = await t.db.select().from(vouchers);
    const response = await call(t, tokens.admin, {
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { ...form, code: '', url: '', valid_until: day(-5) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      code: ['Give a code, a link to the brand’s page, or both'],
      valid_until: ['The last day cannot be before the first day'],
    });
    const insecure = await call(t, tokens.admin, {
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { ...form, url: 'http://apnabazaar.example/', title_hi: '' },
    });
    expect(insecure.json().errors).toEqual({
      url: ['Enter the brand’s page as a link starting with https://'],
      title_hi: ['Enter a title of 3 to 120 characters'],
    });
    expect(await t.db.select().from(vouchers)).toHaveLength(before.length);
  });

  it('edits a voucher with one audit row per changed field, deletes it softly, and lists a page', async () => {
    const voucher = await create({ brand: 'Edit Brand' });
    const saved = await send('PUT', `/api/admin/vouchers/${voucher.id}`, {
      ...form,
      brand: 'Edit Brand',
      discount_en: 'Flat ₹200 off',
      code: 'SAAKH200',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'voucher'), eq(audit_log.entity_id, String(voucher.id))))
      .orderBy(audit_log.id);
    expect(audits.map((row) => [row.action, row.field, row.old_value, row.new_value])).toEqual([
      ['voucher.create', null, null, expect.any(String)],
      ['voucher.update', 'discount_en', 'Flat ₹150 off', 'Flat ₹200 off'],
      ['voucher.update', 'code', 'SAAKH150', 'SAAKH200'],
    ]);
    const page = await call(t, tokens.admin, { method: 'GET', url: '/api/admin/vouchers?q=Edit%20Brand' });
    expect((page.json().data as Page<AdminVoucher>).items.map((row) => row.code)).toEqual(['SAAKH200']);
    const removed = await send('DELETE', `/api/admin/vouchers/${voucher.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await listing()).map((row) => row.id)).not.toContain(voucher.id);
    expect((await call(t, null, { method: 'GET', url: `/api/vouchers/${voucher.id}` })).statusCode).toBe(404);
    const again = await send('DELETE', `/api/admin/vouchers/${voucher.id}`);
    expect(again.statusCode).toBe(404);
  });

  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/vouchers' },
      { method: 'POST', url: '/api/admin/vouchers', payload: form },
    ],
  );
});
