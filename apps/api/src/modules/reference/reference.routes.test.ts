import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSettingsSchema } from '@saakh/domain/settings';
import { smartListKinds, smartListsResultSchema } from '@saakh/domain/smart-lists';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CUSTOMER_IDLE_MINUTES: '20', STAFF_IDLE_MINUTES: '10', IDLE_COUNTDOWN_SECONDS: '45' });
});
afterAll(async () => t.close());

type Option = { id: number; value: string };
const devanagari = /[\u0900-\u097F]/;

describe('GET /api/search-list/:lang', () => {
  it('answers all 26 option lists in English', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search-list/en' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Record<string, Option[]>;
    expect(smartListKinds).toHaveLength(26);
    expect(Object.keys(data).sort()).toEqual([...smartListKinds].sort());
    expect(smartListsResultSchema.parse(data)).toEqual(data);
    for (const kind of smartListKinds) expect(data[kind]?.length, kind).toBeGreaterThan(0);
    expect(data.genders).toEqual([
      { id: 1, value: 'Male' },
      { id: 2, value: 'Female' },
      { id: 3, value: 'Other' },
    ]);
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('answers the same lists with the same ids in Hindi', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/search-list/en' })).json().data as Record<
      string,
      Option[]
    >;
    const hi = (await t.app.inject({ method: 'GET', url: '/api/search-list/hi' })).json().data as Record<
      string,
      Option[]
    >;
    expect(Object.keys(hi).sort()).toEqual([...smartListKinds].sort());
    for (const kind of smartListKinds) {
      expect(
        hi[kind]?.map((option) => option.id),
        kind,
      ).toEqual(en[kind]?.map((option) => option.id));
      for (const option of hi[kind] ?? []) expect(option.value, `${kind} ${option.id}`).toMatch(devanagari);
    }
  });

  it('answers the ticket and credit score classes of DESIGN §6', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/search-list/en' })).json().data as Record<
      string,
      Option[]
    >;
    expect(data.ticketClass?.map((option) => option.id)).toEqual([1, 2, 3, 4]);
    expect(data.creditScoreClass?.map((option) => option.id)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a language it does not offer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search-list/fr' })).statusCode).toBe(422);
  });
});

describe('GET /api/search-list/:lang/:id', () => {
  it('answers one list by id in the asked language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/search-list/en/1' });
    expect(en.statusCode).toBe(200);
    const list = en.json().data as { id: number; kind: string; options: Option[] };
    expect(list.id).toBe(1);
    expect(smartListKinds).toContain(list.kind);
    expect(list.options.length).toBeGreaterThan(0);

    const all = (await t.app.inject({ method: 'GET', url: '/api/search-list/en' })).json().data as Record<
      string,
      Option[]
    >;
    expect(list.options).toEqual(all[list.kind]);

    const hi = (await t.app.inject({ method: 'GET', url: '/api/search-list/hi/1' })).json().data as {
      options: Option[];
    };
    expect(hi.options.map((option) => option.id)).toEqual(list.options.map((option) => option.id));
    expect(hi.options[0]?.value).toMatch(devanagari);
  });

  it('answers 404 for a list that does not exist and 422 for an id that is not a number', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search-list/en/9999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/search-list/en/abc' })).statusCode).toBe(422);
  });
});

describe('POST /api/getLanguages', () => {
  it('answers English and Hindi, English, India, 91 being the default', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/getLanguages', payload: { countryCode: 'IN' } });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { code: string; isDefault: boolean; languageName: string }[];
    expect(data.map((language) => language.code).sort()).toEqual(['en', 'hi']);
    const defaults = data.filter((language) => language.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({
      code: 'en',
      languageName: 'English',
      country_key: 'IN',
      country_name: 'India',
      phone_code: '91',
    });
  });

  it('answers every language without a country, with an empty body or none at all', async () => {
    for (const payload of [{}, undefined]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/getLanguages', payload });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(2);
    }
  });

  it('reads the country code in any letter case and answers none for another country', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/getLanguages', payload: { countryCode: 'in' } })).json().data,
    ).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/getLanguages', payload: { countryCode: 'US' } })).json().data,
    ).toEqual([]);
  });

  it('refuses a country code that is too long', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/getLanguages', payload: { countryCode: 'INDIA' } })).statusCode,
    ).toBe(422);
  });
});

describe('GET /api/get-client-ip', () => {
  it("answers the caller's address", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get-client-ip', remoteAddress: '203.0.113.7' });
    expect(response.json()).toEqual({ success: true, data: { ip: '203.0.113.7' } });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted, so a caller cannot choose its address', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/get-client-ip',
      remoteAddress: '203.0.113.8',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(response.json().data.ip).toBe('203.0.113.8');
  });
});

describe('GET /api/settings', () => {
  it('answers the configured idle limits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    const data = clientSettingsSchema.parse(response.json().data);
    expect(data).toEqual({ idle: { customerMinutes: 20, staffMinutes: 10, countdownSeconds: 45 } });
  });
});
