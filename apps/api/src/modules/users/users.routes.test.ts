import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileSchema } from '@saakh/domain/user';
import { languages } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { adminToken, bearer, createTestApp, loginCustomer, partnerToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: { token: string; userId: number };
let b: { token: string; userId: number };
let hindiId: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await loginCustomer(t, '9200000001');
  b = await loginCustomer(t, '9200000002');
  const [hindi] = await t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, 'hi'));
  if (!hindi) throw new Error('Hindi is not seeded');
  hindiId = hindi.id;
});
afterAll(async () => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : undefined });
const setLanguage = (token: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/set-language', headers: token ? bearer(token) : undefined, payload });

describe('GET /api/user/:id', () => {
  it('answers the customer their own profile with every field of the profile schema', async () => {
    const response = await get(`/api/user/${a.userId}`, a.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(Object.keys(userProfileSchema.shape).sort());
    expect(userProfileSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      user_id: a.userId,
      mobile_phone_code: '91',
      mobile_phone_number: '9200000001',
      pl_completed: 0,
      bl_completed: 0,
      gl_completed: 0,
      hl_completed: 0,
      allow_sms: 1,
      allow_emails: 1,
    });
  });

  it('does not leak internal columns', async () => {
    const data = (await get(`/api/user/${a.userId}`, a.token)).json().data as Record<string, unknown>;
    for (const column of ['partner_id', 'utms', 'url_segment', 'created_at', 'updated_at', 'erased_at', 'id']) {
      expect(data).not.toHaveProperty(column);
    }
  });

  it("answers 404 to customer B asking for customer A's profile, as if it did not exist", async () => {
    const response = await get(`/api/user/${a.userId}`, b.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
    expect(response.body).not.toContain('9200000001');
    // The same answer as for an id that does not exist at all.
    expect((await get('/api/user/999999', b.token)).json()).toEqual(response.json());
  });

  it('answers 401 without a session and 403 to staff tokens', async () => {
    expect((await get(`/api/user/${a.userId}`)).statusCode).toBe(401);
    expect((await get(`/api/user/${a.userId}`, await adminToken(t))).statusCode).toBe(403);
    expect((await get(`/api/user/${a.userId}`, await partnerToken(t))).statusCode).toBe(403);
  });

  it('rejects an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) expect((await get(`/api/user/${id}`, a.token)).statusCode).toBe(422);
  });
});

describe('GET /api/getMaskInfo/:id', () => {
  it('shows the PAN as six stars and its last four characters, and only the year of birth', async () => {
    await t.db.update(users).set({ tin: 'ABCPE1234F', birth_date: '1990-05-17' }).where(eq(users.id, a.userId));
    const response = await get(`/api/getMaskInfo/${a.userId}`, a.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { pan: '******234F', birth_date: '**/**/1990' } });
    expect(response.body).not.toContain('ABCPE');
  });

  it('answers null for a customer without a PAN yet', async () => {
    const response = await get(`/api/getMaskInfo/${b.userId}`, b.token);
    expect(response.json().data).toEqual({ pan: null, birth_date: null });
  });

  it("answers 404 to customer B asking for customer A's masked info", async () => {
    const response = await get(`/api/getMaskInfo/${a.userId}`, b.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('234F');
  });
});

describe('POST /api/set-language', () => {
  it('saves the language of the customer', async () => {
    const response = await setLanguage(a.token, { uid: a.userId, language: hindiId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Language saved' });
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, a.userId));
    expect(row?.language).toBe(hindiId);
    const me = await get('/api/customer-reverify', a.token);
    expect(me.json().data.languageId).toBe(hindiId);
  });

  it('accepts the ids as strings, as a form sends them', async () => {
    expect((await setLanguage(a.token, { uid: String(a.userId), language: String(hindiId) })).statusCode).toBe(200);
  });

  it("answers 404 to customer B changing customer A's language and changes nothing", async () => {
    const [before] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, a.userId));
    const otherId = before?.language === hindiId ? hindiId - 1 || hindiId + 1 : hindiId;
    const response = await setLanguage(b.token, { uid: a.userId, language: otherId });
    expect(response.statusCode).toBe(404);
    const [after] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, a.userId));
    expect(after?.language).toBe(before?.language);
  });

  it('refuses an unknown language with 422 under the language field', async () => {
    const response = await setLanguage(a.token, { uid: a.userId, language: 999 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ language: ['Invalid value'] });
  });

  it('refuses a missing or malformed body with 422', async () => {
    expect((await setLanguage(a.token, {})).statusCode).toBe(422);
    expect((await setLanguage(a.token, { uid: a.userId, language: 'hindi' })).statusCode).toBe(422);
  });

  it('answers 401 without a session', async () => {
    expect((await setLanguage(undefined, { uid: a.userId, language: hindiId })).statusCode).toBe(401);
  });
});
