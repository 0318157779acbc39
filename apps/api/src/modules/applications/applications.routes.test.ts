import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReferencePattern } from '@saakh/domain/applications';
import { application_status_history, applications, customer_apps } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { rowsOf } from '../../db/sql';
import { users } from '../../db/schema/users';
import { createLender } from '../../test/factories';
import { acknowledgeKfs, bearer, createTestApp, loginCustomer, partnerToken, type TestApp } from '../../test/test-app';
import { startJourney } from '../offers/offers.fixtures';

describe('applications API', () => {
  let t: TestApp;
  let a: { token: string; userId: number; mobile: string };
  let b: { token: string; userId: number; mobile: string };
  let appId: number;
  let submitLender: number;
  let transactionLender: number;

  async function select(lenderId: number): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: lenderId },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.creditAppId as string;
  }

  beforeAll(async () => {
    t = await createTestApp();
    submitLender = (await createLender(t.db, { name: 'SubmitBank' })).id;
    transactionLender = (
      await createLender(t.db, {
        name: 'TxnBank',
        lender_mode: 'transaction',
        transaction_url: 'https://txnbank.example/apply?ref={UNIQUE_ID}',
      })
    ).id;
    a = await loginCustomer(t, '9876533333');
    b = await loginCustomer(t, '9876544444');
    appId = await startJourney(t, a.token);
  });
  afterAll(async () => t.close());

  it('refuses anonymous callers with 401 and partners with 403', async () => {
    const partner = await partnerToken(t);
    for (const [method, url] of [
      ['POST', '/api/applications'],
      ['GET', '/api/applications'],
      ['GET', '/api/applications/6f1c2f8e-3a55-4c6b-9f1e-2b7d5c0a9e11'],
      ['POST', '/api/applications/6f1c2f8e-3a55-4c6b-9f1e-2b7d5c0a9e11/submit'],
      ['POST', `/api/gold-loans/${appId}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(partner), payload: {} })).statusCode).toBe(403);
    }
  });

  it('answers the open journey of a product instead of opening a second one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(a.token),
      payload: { product: 'pl' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      appId,
      product: 'pl',
      productType: 'Personal Loans',
      desiredAmount: 50000,
      created: false,
    });
  });

  it('opens a new journey when the customer starts again, closing the old one', async () => {
    const fresh = await loginCustomer(t, '9876555555');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(fresh.token),
      payload: { product: 'bl' },
    });
    expect(first.json().data.created).toBe(true);
    const restarted = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(fresh.token),
      payload: { product: 'bl', restart: true },
    });
    expect(restarted.json().data).toMatchObject({ created: true, product: 'bl', productType: 'Business Loans' });
    expect(restarted.json().data.appId).not.toBe(first.json().data.appId);
    const [old] = await t.db.select().from(customer_apps).where(eq(customer_apps.id, first.json().data.appId));
    expect(old?.status).toBe('closed');
  });

  it('refuses a product that is not a loan journey', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(a.token),
      payload: { product: 'cc' },
    });
    expect(response.statusCode).toBe(422);
  });

  it("lists the customer's own applications with lender name, status and dates", async () => {
    const creditAppId = await select(submitLender);
    const mine = await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(a.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        creditAppId,
        reference: expect.stringMatching(/^SK-[2-9A-HJKMNP-Z]{6}$/),
        appId,
        lenderName: 'SubmitBank',
        status: 'created',
        amount: 50000,
        emi: 2330.16,
        submittedAt: null,
      }),
    ]);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(b.token) });
    expect(theirs.json().data).toEqual([]);
  });

  it('names the lender in Hindi for a Hindi reader, in the list and the detail (issue 29)', async () => {
    await t.db
      .update(lenders)
      .set({ display_name: 'Submit Bank', display_name_hi: 'सबमिट बैंक' })
      .where(eq(lenders.id, submitLender));
    try {
      const read = async (url: string, language: string) =>
        (
          await t.app.inject({ method: 'GET', url, headers: { ...bearer(a.token), 'accept-language': language } })
        ).json().data;
      const [hindi] = await read('/api/applications', 'hi');
      expect(hindi).toMatchObject({ lenderName: 'सबमिट बैंक' });
      const [english] = await read('/api/applications', 'en-IN,en;q=0.9');
      expect(english).toMatchObject({ lenderName: 'Submit Bank' });
      expect(await read(`/api/applications/${hindi.creditAppId}`, 'hi')).toMatchObject({ lenderName: 'सबमिट बैंक' });

      // A blank Hindi name counts as none: the Hindi reader gets the display name.
      await t.db.update(lenders).set({ display_name_hi: '  ' }).where(eq(lenders.id, submitLender));
      expect((await read('/api/applications', 'hi'))[0]).toMatchObject({ lenderName: 'Submit Bank' });
    } finally {
      await t.db.update(lenders).set({ display_name: null, display_name_hi: null }).where(eq(lenders.id, submitLender));
    }
  });

  it('gives every new application its own short reference, made by the database, in the list and the detail', async () => {
    const [row] = await t.db
      .select({ id: applications.id, reference: applications.reference })
      .from(applications)
      .where(eq(applications.user_id, a.userId))
      .limit(1);
    const detail = await t.app.inject({ method: 'GET', url: `/api/applications/${row!.id}`, headers: bearer(a.token) });
    expect(detail.json().data).toMatchObject({ creditAppId: row!.id, reference: row!.reference });
    expect(row!.reference).toMatch(applicationReferencePattern);
  });

  it('makes references from sequence numbers that never repeat, in the unambiguous characters only', async () => {
    // 20,000 consecutive sequence numbers, as applications take them, and the first ones of the range.
    const [counts] = await rowsOf<{ distinct: number; total: number; bad: number }>(
      t.db,
      sql`select count(distinct r)::int as distinct, count(*)::int as total,
        count(*) filter (where r !~ '^SK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$')::int as bad
        from (select application_reference(n) as r from generate_series(1, 20000) n) refs`,
    );
    expect(counts).toEqual({ distinct: 20000, total: 20000, bad: 0 });
  });

  it('submits a lender-submit application with the customer consent and keeps the history', async () => {
    const creditAppId = await select(submitLender);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/submit`,
      headers: bearer(a.token),
      payload: {},
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ consent: ['Please agree to share your details with the lender'] });
    const unread = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/submit`,
      headers: bearer(a.token),
      payload: { consent: true },
    });
    expect(unread.statusCode).toBe(409);
    expect(unread.json().message).toBe(
      'Please read and accept the Key Facts Statement with the OTP sent to your mobile before sending your application',
    );
    await acknowledgeKfs(t, a, creditAppId);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/submit`,
      headers: bearer(a.token),
      payload: { consent: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your application has been sent to the lender',
      data: { status: 'submitted' },
    });
    expect(response.json().data.submittedAt).toEqual(expect.any(String));
    expect(response.json().data.history).toEqual([
      expect.objectContaining({ fromStatus: null, status: 'created', source: 'customer' }),
      // Our own notes ('lender-submit') stay ours: the customer sees only a lender's remarks.
      expect.objectContaining({ fromStatus: 'created', status: 'submitted', source: 'customer', note: null }),
    ]);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/submit`,
      headers: bearer(a.token),
      payload: { consent: true },
    });
    expect(again.statusCode).toBe(409);
  });

  it('opens a new application to the same lender only once the sent one is decided and its cooling period is over', async () => {
    const sent = (await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(a.token) })).json()
      .data as { creditAppId: string; status: string }[];
    const submitted = sent.find((row) => row.status === 'submitted')?.creditAppId ?? '';
    const whileOpen = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: submitLender },
    });
    expect(whileOpen.statusCode).toBe(409);
    expect(whileOpen.json().message).toMatch(/^Applied on .*: sent to the lender$/);

    // The lender declined it 91 days ago: its 90-day cooling period is over.
    await t.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, submitted));
    await t.db.insert(application_status_history).values({
      application_id: submitted,
      from_status: 'submitted',
      status: 'rejected',
      source: 'lender_file',
      created_at: new Date(Date.now() - 91 * 86_400_000),
    });
    const creditAppId = await select(submitLender);
    expect(creditAppId).not.toBe(submitted);
  });

  it('does not submit a transaction lender through lender-submit', async () => {
    const creditAppId = await select(transactionLender);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/submit`,
      headers: bearer(a.token),
      payload: { consent: true },
    });
    expect(response.statusCode).toBe(409);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(detail.json().data.next).toEqual({
      kind: 'transaction',
      path: `/user/lenders-transaction/txnbank?creditAppId=${creditAppId}`,
      externalUrl: `https://txnbank.example/apply?ref=${creditAppId}`,
    });
  });

  it("answers 404 for another customer's application, for its submission and for an id that is not one", async () => {
    const creditAppId = await select(submitLender);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/applications/${creditAppId}`, headers: bearer(b.token) }))
        .statusCode,
    ).toBe(404);
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/submit`,
      headers: bearer(b.token),
      payload: { consent: true },
    });
    expect(submit.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/applications/not-a-uuid', headers: bearer(a.token) })).statusCode,
    ).toBe(404);
  });

  describe('gold-loan start', () => {
    it('opens the gold journey from an app id and sends an incomplete gold profile to its detail page', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/gold-loans/${appId}`,
        headers: bearer(a.token),
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data as { redirect: string; appId: number; productType: string };
      expect(data).toMatchObject({ redirect: '/user/gold-loan-detail', productType: 'Gold Loans' });
      const [gold] = await t.db.select().from(customer_apps).where(eq(customer_apps.id, data.appId));
      expect(gold).toMatchObject({ product: 'gl', status: 'open', desired_amount: 50000, user_id: a.userId });
    });

    it('resumes the same gold journey from a credit application id and sends a completed profile to gold offers', async () => {
      const creditAppId = await select(submitLender);
      const first = await t.app.inject({ method: 'POST', url: `/api/gold-loans/${appId}`, headers: bearer(a.token) });
      await t.db.update(users).set({ gl_completed: 1 }).where(eq(users.id, a.userId));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/gold-loans/${creditAppId}`,
        headers: bearer(a.token),
      });
      expect(response.json().data).toEqual({
        redirect: '/user/gold-offers',
        appId: first.json().data.appId,
        productType: 'Gold Loans',
      });
    });

    it("answers 404 for another customer's journey or application", async () => {
      const creditAppId = await select(submitLender);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/gold-loans/${appId}`, headers: bearer(b.token) })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/gold-loans/${creditAppId}`, headers: bearer(b.token) }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/gold-loans/abc', headers: bearer(a.token) })).statusCode,
      ).toBe(404);
    });
  });
});
