import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { audit_log } from '../../db/schema/audit';
import { createPartner, createPartnerUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;
let partners: AdminPartner[];

const get = (url: string) => call(t, tokens.admin, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown>) => call(t, tokens.admin, { method: 'POST', url, payload });

function partner(key: string): AdminPartner {
  const found = partners.find((item) => item.key === key);
  if (!found) throw new Error(`No partner ${key}`);
  return found;
}

async function partnerAudit(id: number, field: string) {
  return t.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity, 'partner'), eq(audit_log.entity_id, String(id)), eq(audit_log.field, field)));
}

beforeAll(async () => {
  t = await createTestApp();
  // Made first after the default brand cl, so finserve has the id 2 the access checks below call with.
  const finserve = await createPartner(t.db, { key: 'finserve', primary_color: '#00695C', terms_apply: true });
  await createPartner(t.db, { key: 'paisamitra', terms_apply: false });
  await createPartner(t.db, { key: 'kisanbazaar', primary_color: '#2E7D32', terms_apply: true });
  await createPartnerUser(t.db, { partner_id: finserve.id });
  await createPartnerUser(t.db, { partner_id: finserve.id, status: 0 });
  tokens = await loginEveryone(t);
  partners = (await get('/api/admin/partners')).json().data;
});
afterAll(async () => t.close());

describe('GET /api/admin/partners', () => {
  it('lists the partners with branding, UTM id and revenue data', () => {
    expect(partners.map((item) => item.key)).toEqual(expect.arrayContaining(['cl', 'finserve', 'paisamitra']));
    expect(partner('finserve')).toMatchObject({
      utm_id: 'utm-finserve',
      primary_color: '#00695C',
      terms_apply: true,
      status: 1,
    });
    expect(typeof partner('finserve').revenue_percent).toBe('number');
  });

  it('says how many users each partner has who can sign in, so "Log in as partner" is offered only where it works', () => {
    expect(partner('finserve').active_users).toBe(1);
    expect(partner('paisamitra').active_users).toBe(0);
  });
});

describe('GET /api/admin/partners/:id', () => {
  it('answers one partner', async () => {
    const response = await get(`/api/admin/partners/${partner('paisamitra').id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ key: 'paisamitra', active_users: 0 });
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await get('/api/admin/partners/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/partners/:id', () => {
  it('saves branding that get-partner-by-name answers at once, auditing each changed field', async () => {
    const id = partner('kisanbazaar').id;
    const response = await post(`/api/admin/partners/${id}`, {
      name: 'Kisan Bazaar Credit',
      primary_color: '#123ABC',
      secondary_color: '#FFAA00',
      font_link: 'https://fonts.googleapis.com/css2?family=Hind:wght@400;700&display=swap',
      font_family: 'Hind',
      title: 'Kisan Loans',
      terms_apply: false,
      logo: '/uploads/images/kisan-logo/a1.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Partner updated successfully!',
      data: { primary_color: '#123ABC', terms_apply: false },
    });
    const brand = (await t.app.inject({ method: 'GET', url: '/api/get-partner-by-name/kisanbazaar' })).json().data;
    expect(brand).toMatchObject({
      name: 'Kisan Bazaar Credit',
      primary_color: '#123ABC',
      font_family: 'Hind',
      title: 'Kisan Loans',
      logo: '/uploads/images/kisan-logo/a1.png',
    });
    expect(await partnerAudit(id, 'primary_color')).toEqual([
      expect.objectContaining({ old_value: '#2E7D32', new_value: '#123ABC' }),
    ]);
    expect(await partnerAudit(id, 'terms_apply')).toEqual([
      expect.objectContaining({ old_value: 'true', new_value: 'false' }),
    ]);
  });

  it('changes the URL key, lowercased, and the brand answers under the new key', async () => {
    const id = partner('paisamitra').id;
    const response = await post(`/api/admin/partners/${id}`, { key: 'Paisa-Mitra' });
    expect(response.json().data.key).toBe('paisa-mitra');
    const brand = (await t.app.inject({ method: 'GET', url: '/api/get-partner-by-name/paisa-mitra' })).json().data;
    expect(brand.id).toBe(id);
  });

  it('answers 409 for a key another partner has', async () => {
    const response = await post(`/api/admin/partners/${partner('finserve').id}`, { key: 'cl' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Another partner already uses this key');
  });

  it('keeps the default brand on its key and active', async () => {
    const id = partner('cl').id;
    for (const payload of [{ key: 'saakh' }, { status: 0 }]) {
      const response = await post(`/api/admin/partners/${id}`, payload);
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json().errors as Record<string, string[]>).flat()).toEqual([
        'The default brand keeps its key and stays active',
      ]);
    }
  });

  it('takes a switched-off partner out of get-partner-by-name at once', async () => {
    const id = partner('finserve').id;
    await post(`/api/admin/partners/${id}`, { status: 0 });
    const brand = (await t.app.inject({ method: 'GET', url: '/api/get-partner-by-name/finserve' })).json().data;
    expect(brand.key).toBe('cl');
    await post(`/api/admin/partners/${id}`, { status: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/get-partner-by-name/finserve' })).json().data.key).toBe(
      'finserve',
    );
  });

  it('checks every field', async () => {
    const id = partner('finserve').id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ key: 'no spaces here' }, 'key', 'Use 2 to 40 lowercase letters, digits or hyphens'],
      [{ font_link: 'http://fonts.example/x.css' }, 'font_link', 'Enter a font link starting with https://'],
      [{ font_family: 'Roboto; color: red' }, 'font_family', 'Enter a valid font family name'],
      [{ primary_color: 'red' }, 'primary_color', 'Use a colour like #1A2B3C'],
      [{ secondary_color: '#12345' }, 'secondary_color', 'Use a colour like #1A2B3C'],
      [{ logo: 'javascript:alert(1)' }, 'logo', 'Upload an image or enter a valid image link'],
      [{ name: 'x' }, 'name', 'Enter a name of 2 to 80 characters'],
      [{ status: 5 }, 'status', 'Must be 0 or 1'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(`/api/admin/partners/${id}`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
  });

  it('refuses an empty change', async () => {
    const response = await post(`/api/admin/partners/${partner('finserve').id}`, {});
    expect(response.statusCode).toBe(422);
    expect(Object.values(response.json().errors as Record<string, string[]>).flat()).toEqual(['Nothing to update']);
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await post('/api/admin/partners/999999', { title: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /api/update-partner-utm/:id', () => {
  it('saves a UTM id and stores an empty one as null, auditing both', async () => {
    const id = partner('finserve').id;
    const saved = await post(`/api/update-partner-utm/${id}`, { utm_id: 'finserve_2026-q1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'UTM id updated successfully!',
      data: { utm_id: 'finserve_2026-q1' },
    });
    expect((await post(`/api/update-partner-utm/${id}`, { utm_id: '' })).json().data.utm_id).toBeNull();
    const rows = await partnerAudit(id, 'utm_id');
    expect(rows.map((row) => [row.old_value, row.new_value])).toEqual([
      ['utm-finserve', 'finserve_2026-q1'],
      ['finserve_2026-q1', null],
    ]);
  });

  it('accepts only letters, digits, underscore and hyphen', async () => {
    const response = await post(`/api/update-partner-utm/${partner('finserve').id}`, { utm_id: 'utm id!' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.utm_id).toEqual(['Use only letters, digits, underscore and hyphen']);
  });

  it("answers 409 for another partner's UTM id", async () => {
    const response = await post(`/api/update-partner-utm/${partner('finserve').id}`, { utm_id: 'utm-kisanbazaar' });
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await post('/api/update-partner-utm/999999', { utm_id: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /api/update-partner-revenue-data/:id', () => {
  it('saves a percentage with three decimals and a flat fee', async () => {
    const id = partner('finserve').id;
    const response = await post(`/api/update-partner-revenue-data/${id}`, {
      revenue_percent: '2.125',
      revenue_flat_fee: '750',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Revenue data updated successfully!',
      data: { revenue_percent: 2.125, revenue_flat_fee: 750 },
    });
    expect((await partnerAudit(id, 'revenue_percent')).at(-1)).toMatchObject({ new_value: '2.125' });
    expect((await partnerAudit(id, 'revenue_flat_fee')).at(-1)).toMatchObject({ new_value: '750' });
  });

  it('keeps the percentage between 0 and 100 in steps of 0.001 and the flat fee at 0 or more', async () => {
    const id = partner('finserve').id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ revenue_percent: 101, revenue_flat_fee: 0 }, 'revenue_percent', 'Must be between 0 and 100'],
      [{ revenue_percent: 1.0005, revenue_flat_fee: 0 }, 'revenue_percent', 'Use at most 3 decimal places'],
      [{ revenue_percent: 1, revenue_flat_fee: -1 }, 'revenue_flat_fee', 'Must be a positive number'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(`/api/update-partner-revenue-data/${id}`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
  });

  it('answers 404 for an unknown partner', async () => {
    expect(
      (await post('/api/update-partner-revenue-data/999999', { revenue_percent: 1, revenue_flat_fee: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('partner config calls access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/partners' },
      { method: 'GET', url: '/api/admin/partners/2' },
      { method: 'POST', url: '/api/admin/partners/2', payload: { title: 'Sneaky' } },
      { method: 'POST', url: '/api/update-partner-utm/2', payload: { utm_id: 'sneaky' } },
      {
        method: 'POST',
        url: '/api/update-partner-revenue-data/2',
        payload: { revenue_percent: 99, revenue_flat_fee: 1 },
      },
    ],
  );
});
