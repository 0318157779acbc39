import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@saakh/domain/profile';
import { application_status_history, applications } from '../../db/schema/applications';
import { tracking_events } from '../../db/schema/customer';
import { users } from '../../db/schema/users';
import { createLender, createLenderApiVendor } from '../../test/factories';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { startJourney } from './offers.fixtures';

type OfferJson = {
  lenderId: number;
  lenderName: string;
  amount: number;
  emi: number;
  totalPayable: number;
  apr: number;
  specialOffer: unknown;
};

describe('offers API', () => {
  let t: TestApp;
  let a: { token: string; userId: number };
  let b: { token: string; userId: number };
  let appId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const today = todayInIndia();
    ids.plain = (await createLender(t.db, { name: 'PlainBank', priority: 1 })).id;
    ids.favoured = (
      await createLender(t.db, { name: 'FavouredFin', priority: 5, interest_rate: '18.00', processing_fees: '2.00' })
    ).id;
    ids.cheaper = (
      await createLender(t.db, {
        name: 'CheaperFin',
        priority: 1,
        interest_rate: '10.50',
        so_status: 1,
        so_text: 'Zero fee this week',
        so_date_start: today,
        so_date_end: today,
      })
    ).id;
    ids.expiredOffer = (
      await createLender(t.db, {
        name: 'OldOffer',
        priority: 0,
        so_status: 1,
        so_text: 'Expired deal',
        so_date_start: '2020-01-01',
        so_date_end: '2020-01-31',
      })
    ).id;
    ids.richOnly = (await createLender(t.db, { name: 'RichOnly', min_income: 100000 })).id;
    ids.paused = (await createLender(t.db, { name: 'PausedFin', lender_status: 0 })).id;
    const apiLender = await createLender(t.db, { name: 'ApiLender', api: 1 });
    ids.vendorOff = apiLender.id;
    ids.deleted = (await createLender(t.db, { name: 'GoneFin', deleted_at: new Date() })).id;
    ids.business = (await createLender(t.db, { name: 'BizOnly', product: 'bl' })).id;
    ids.intake = (await createLender(t.db, { name: 'MsmeFin', lender_mode: 'intake' })).id;
    ids.transaction = (
      await createLender(t.db, {
        name: 'QuickFin',
        lender_mode: 'transaction',
        transaction_url: 'https://quick.example/apply?ref={UNIQUE_ID}',
      })
    ).id;
    await createLenderApiVendor(t.db, apiLender, { enabled: 0, reason: 'maintenance' });

    a = await loginCustomer(t, '9876511111');
    b = await loginCustomer(t, '9876522222');
    appId = await startJourney(t, a.token);
  });
  afterAll(async () => t.close());

  it('refuses an anonymous caller with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${appId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${appId}/kfs/${ids.plain}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/offers/${appId}/select`, payload: { lender_id: ids.plain } }))
        .statusCode,
    ).toBe(401);
  });

  it("answers 404 for another customer's journey, its KFS and its selection", async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/offers/${appId}`, headers: bearer(b.token) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/offers/${appId}/kfs/${ids.plain}`, headers: bearer(b.token) }))
        .statusCode,
    ).toBe(404);
    const select = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(b.token),
      payload: { lender_id: ids.plain },
    });
    expect(select.statusCode).toBe(404);
  });

  it('lists matching offers by APR (priority never counts), with EMI, totals and the ranking rule', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/offers/${appId}`, headers: bearer(a.token) });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { offers: OfferJson[]; unmatched: unknown[]; ranking: string };
    expect(data.offers.map((offer) => offer.lenderName)).toEqual([
      'CheaperFin',
      'MsmeFin',
      'OldOffer',
      'PlainBank',
      'QuickFin',
      'FavouredFin',
    ]);
    const plain = data.offers.find((offer) => offer.lenderName === 'PlainBank');
    expect(plain).toMatchObject({ amount: 50000, emi: 2330.16, totalPayable: 55923.83, apr: 10.99 });
    expect(data.ranking).toMatch(/^How we rank offers/);
  });

  it('shows a special offer only inside its dates', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/offers/${appId}`, headers: bearer(a.token) });
    const offers = response.json().data.offers as OfferJson[];
    expect(offers.find((offer) => offer.lenderName === 'CheaperFin')?.specialOffer).toMatchObject({
      text: 'Zero fee this week',
    });
    expect(offers.find((offer) => offer.lenderName === 'OldOffer')?.specialOffer).toBeNull();
  });

  it('lists the lenders that did not match with their reasons, leaving out deleted lenders and other products', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/offers/${appId}`, headers: bearer(a.token) });
    expect(response.json().data.unmatched).toEqual([
      {
        lender: { id: ids.vendorOff, name: 'ApiLender' },
        reasons: ['reasonLenderUnavailable'],
        exclusion: null,
        limits: null,
      },
      {
        lender: { id: ids.paused, name: 'PausedFin' },
        reasons: ['reasonLenderUnavailable'],
        exclusion: null,
        limits: null,
      },
      {
        lender: { id: ids.richOnly, name: 'RichOnly' },
        reasons: ['reasonIncomeTooLow'],
        exclusion: null,
        limits: null,
      },
    ]);
  });

  it('answers the ranking rule in Hindi when asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}`,
      headers: { ...bearer(a.token), 'accept-language': 'hi' },
    });
    expect(response.json().data.ranking).toMatch(/ऑफ़र/);
  });

  it("records an 'offers viewed' funnel event for the customer's journey", async () => {
    const events = await t.db
      .select()
      .from(tracking_events)
      .where(and(eq(tracking_events.user_id, a.userId), eq(tracking_events.event, 'offers_viewed')));
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ app_id: appId, category_id: 1, goal_id: 3 });
  });

  it('answers the Key Fact Statement of an offer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}/kfs/${ids.favoured}`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      lenderName: 'FavouredFin',
      loanAmount: 50000,
      tenureMonths: 24,
      instalments: 24,
      interestRate: 18,
      processingFee: 1000,
      netDisbursed: 49000,
      coolingOffDays: 3,
      grievance: { email: expect.stringContaining('@') },
    });
  });

  it('answers 404 for the KFS of a lender that makes no offer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}/kfs/${ids.richOnly}`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(404);
  });

  it("answers 'Please select a offer from offer screen' when no lender is given", async () => {
    for (const payload of [{}, { lender_id: '' }, undefined]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${appId}/select`,
        headers: bearer(a.token),
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Please select a offer from offer screen',
        errors: { lender_id: ['Please select a offer from offer screen'] },
      });
    }
  });

  it('refuses to select a lender that makes no offer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: ids.paused },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ lender_id: ['This offer is no longer available'] });
  });

  it('creates a credit application with the offer terms and its first history entry', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: ids.plain },
    });
    expect(response.statusCode).toBe(200);
    const { creditAppId, next } = response.json().data as { creditAppId: string; next: { kind: string; path: string } };
    expect(next).toEqual({ kind: 'submit', path: `/user/lender-submit?creditAppId=${creditAppId}`, externalUrl: null });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(row).toMatchObject({
      status: 'created',
      amount: 50000,
      tenure_months: 24,
      emi: '2330.16',
      total_payable: '55923.83',
      user_id: a.userId,
    });
    const history = await t.db
      .select()
      .from(application_status_history)
      .where(eq(application_status_history.application_id, creditAppId));
    expect(history).toMatchObject([{ from_status: null, status: 'created', source: 'customer' }]);
    const [user] = await t.db
      .select({ inflight: users.inflight_credit_app_id })
      .from(users)
      .where(eq(users.id, a.userId));
    expect(user?.inflight).toBe(creditAppId);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: ids.plain },
    });
    expect(again.json().data.creditAppId).toBe(creditAppId);
  });

  it("continues by the lender's mode: intake form or the lender's transaction page", async () => {
    const intake = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: ids.intake },
    });
    const intakeData = intake.json().data as { creditAppId: string; next: unknown };
    expect(intakeData.next).toEqual({
      kind: 'intake',
      path: `/user/lender-intake/msmefin/${intakeData.creditAppId}`,
      externalUrl: null,
    });

    const transaction = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: ids.transaction },
    });
    const transactionData = transaction.json().data as { creditAppId: string; next: unknown };
    expect(transactionData.next).toEqual({
      kind: 'transaction',
      path: `/user/lenders-transaction/quickfin?creditAppId=${transactionData.creditAppId}`,
      externalUrl: `https://quick.example/apply?ref=${transactionData.creditAppId}`,
    });
  });

  it('asks for the profile first when it is not complete', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(b.token),
      payload: { product: 'pl' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${opened.json().data.appId}`,
      headers: bearer(b.token),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please complete your details to see offers',
      redirect: '/user/user-detail',
    });
  });

  it('matches a business journey only against business lenders', async () => {
    const businessApp = await startJourney(t, b.token, 'bl');
    const response = await t.app.inject({ method: 'GET', url: `/api/offers/${businessApp}`, headers: bearer(b.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.offers.map((offer: OfferJson) => offer.lenderName)).toEqual(['BizOnly']);
    expect(response.json().data.unmatched).toEqual([]);
  });
});
