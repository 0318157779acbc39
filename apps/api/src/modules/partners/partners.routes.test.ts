import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerBrandingSchema } from '@saakh/domain/partners';
import { partners } from '../../db/schema/partners';
import { createPartner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createPartner(t.db, {
    key: 'finserve',
    name: 'FinServe DSA',
    primary_color: '#00695C',
    secondary_color: '#F9A825',
    font_family: 'Poppins',
    title: 'FinServe Loans',
    terms_apply: true,
  });
  await createPartner(t.db, { key: 'paisamitra' });
  await createPartner(t.db, { key: 'kisanbazaar' });
});
afterAll(async () => t.close());

const byName = (name: string) =>
  t.app.inject({ method: 'GET', url: `/api/get-partner-by-name/${encodeURIComponent(name)}` });

describe('GET /api/get-partner-by-name/:name', () => {
  it('answers the branding of a known partner', async () => {
    const response = await byName('finserve');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(partnerBrandingSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      key: 'finserve',
      name: 'FinServe DSA',
      primary_color: '#00695C',
      secondary_color: '#F9A825',
      font_family: 'Poppins',
      title: 'FinServe Loans',
      terms_apply: true,
      utm_id: 'utm-finserve',
    });
    expect(data.font_link).toContain('Poppins');
  });

  it('answers the default brand cl for the default name', async () => {
    const response = await byName('cl');
    expect(response.json().data).toMatchObject({ key: 'cl', name: 'Saakh' });
  });

  it('answers the default brand cl for an unknown partner', async () => {
    const response = await byName('no-such-partner');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.key).toBe('cl');
  });

  it('reads the name in any letter case', async () => {
    expect((await byName('FinServe')).json().data.key).toBe('finserve');
  });

  it('treats a name that looks like SQL as an unknown partner', async () => {
    const response = await byName("finserve' OR '1'='1");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.key).toBe('cl');
  });

  it('answers the default brand for a disabled or deleted partner', async () => {
    await t.db.update(partners).set({ status: 0 }).where(eq(partners.key, 'paisamitra'));
    expect((await byName('paisamitra')).json().data.key).toBe('cl');
    await t.db.update(partners).set({ deleted_at: new Date() }).where(eq(partners.key, 'kisanbazaar'));
    expect((await byName('kisanbazaar')).json().data.key).toBe('cl');
  });

  it('does not reveal commission terms to the public', async () => {
    const data = (await byName('finserve')).json().data;
    expect(data).not.toHaveProperty('revenue_percent');
    expect(data).not.toHaveProperty('revenue_flat_fee');
  });

  it('refuses a name longer than 60 characters', async () => {
    expect((await byName('x'.repeat(61))).statusCode).toBe(422);
  });
});
