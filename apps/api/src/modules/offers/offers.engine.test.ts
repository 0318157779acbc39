import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exclusionMessage } from '@saakh/domain/offer-messages';
import { addDays } from '@saakh/domain/offers';
import { todayInIndia } from '@saakh/domain/profile';
import { application_status_history, applications, customer_apps } from '../../db/schema/applications';
import { createLender } from '../../test/factories';
import { acknowledgeKfs, bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { recordStatusChange } from '../applications/applications.service';
import { personalProfile, startJourney } from './offers.fixtures';

type Unmatched = { lender: { id: number }; reasons: string[]; exclusion: unknown; limits: unknown };

/**
 * Issue 29 on the server: only lenders that can still lend make offers, and select and submit refuse the others
 * with the sentence the offers page shows; the customer's amount and tenure are priced again, kept within the
 * lender's limits and stored with the application.
 */
describe('offer engine API', () => {
  let t: TestApp;
  let customer: { token: string; userId: number; mobile: string };
  let appId: number;
  let shapeBank: number;
  let declining: number;
  const today = todayInIndia();

  beforeAll(async () => {
    t = await createTestApp();
    shapeBank = (
      await createLender(t.db, {
        name: 'ShapeBank',
        tenure: 60,
        min_tenure: 12,
        min_amount: 10_000,
        legal_name: 'Shape Bank Limited',
        lender_kind: 'bank',
        rbi_registration: 'RBI-B-0001',
        penal_charges: '2% a month on the overdue amount',
        penal_charges_hi: 'बकाया राशि पर 2% प्रति माह',
      })
    ).id;
    declining = (await createLender(t.db, { name: 'DecliningFin', cooling_days: 60 })).id;
    await createLender(t.db, { name: 'BigOnly', min_amount: 100_000 });
    customer = await loginCustomer(t, '9876533333');
    appId = await startJourney(t, customer.token);
  });
  afterAll(async () => t.close());

  const offersOf = async (locale = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}`,
      headers: { ...bearer(customer.token), 'accept-language': locale },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      offers: { lenderId: number; tenureMonths: number; limits: unknown; lender: unknown; charges: unknown }[];
      unmatched: Unmatched[];
    };
  };
  const select = (payload: Record<string, unknown>, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: { ...bearer(customer.token), 'accept-language': locale },
      payload,
    });
  const kfs = (lenderId: number, query = '', locale = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}/kfs/${lenderId}${query}`,
      headers: { ...bearer(customer.token), 'accept-language': locale },
    });
  const applicationsOf = () => t.db.select().from(applications).where(eq(applications.user_id, customer.userId));

  it("offers the lender's longest tenure with its limits, who lends and its charges in the reader's language", async () => {
    const { offers, unmatched } = await offersOf('hi');
    expect(offers.find((offer) => offer.lenderId === shapeBank)).toMatchObject({
      tenureMonths: 60,
      limits: { minAmount: 10_000, maxAmount: 1_000_000, minTenureMonths: 12, maxTenureMonths: 60 },
      lender: { brandName: 'ShapeBank', legalName: 'Shape Bank Limited', kind: 'bank', rbiRegistration: 'RBI-B-0001' },
      charges: { penal: 'बकाया राशि पर 2% प्रति माह', bounce: null },
    });
    expect(unmatched.find((row) => row.reasons.includes('reasonAmountBelowMin'))).toMatchObject({
      limits: { minAmount: 100_000 },
      exclusion: null,
    });
  });

  it('answers the KFS of the amount and tenure the customer chose, priced again on the server', async () => {
    const response = await kfs(shapeBank, '?amount=50000&tenure_months=24', 'hi');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      loanAmount: 50000,
      tenureMonths: 24,
      instalments: 24,
      emi: 2330.16,
      totalPayable: 55923.83,
      lspName: 'साख',
      lender: { legalName: 'Shape Bank Limited', kind: 'bank' },
      charges: { penal: 'बकाया राशि पर 2% प्रति माह' },
    });
  });

  it("refuses a KFS outside the lender's limits with the field and the limits", async () => {
    const tenure = await kfs(shapeBank, '?tenure_months=61');
    expect(tenure.statusCode).toBe(422);
    expect(tenure.json().errors).toEqual({ tenure_months: ['Choose a tenure from 12 to 60 months'] });
    const amount = await kfs(shapeBank, '?amount=5000', 'hi');
    expect(amount.statusCode).toBe(422);
    expect(amount.json().errors).toEqual({ amount: ['₹10,000 से ₹10,00,000 के बीच राशि चुनें'] });
  });

  it('stores the chosen tenure and its figures with the application, and a new shape on the unsent one', async () => {
    const first = await select({ lender_id: shapeBank, amount: 50000, tenure_months: 24 });
    expect(first.statusCode).toBe(200);
    const creditAppId = first.json().data.creditAppId as string;
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(row).toMatchObject({
      status: 'created',
      amount: 50000,
      tenure_months: 24,
      emi: '2330.16',
      apr: '10.99',
      processing_fee: '0.00',
      total_payable: '55923.83',
    });

    const again = await select({ lender_id: shapeBank, amount: 60000, tenure_months: 36 });
    expect(again.json().data.creditAppId).toBe(creditAppId);
    const [reshaped] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(reshaped).toMatchObject({ amount: 60000, tenure_months: 36 });
    expect(Number(reshaped?.emi)).toBeLessThan(2330.16);
  });

  it("refuses a selection outside the lender's limits and saves nothing", async () => {
    const before = await applicationsOf();
    const tooLong = await select({ lender_id: shapeBank, tenure_months: 72 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ tenure_months: ['Choose a tenure from 12 to 60 months'] });
    const tooSmall = await select({ lender_id: declining, amount: 500 }, 'hi');
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().errors.amount).toEqual(['₹1,000 से ₹10,00,000 के बीच राशि चुनें']);
    expect(await applicationsOf()).toEqual(before);
  });

  it('keeps a lender away once the application is sent, and refuses to select it again with the reason', async () => {
    const [unsent] = (await applicationsOf()).filter((row) => row.lender_id === shapeBank);
    // Selected five days ago, sent today: "Applied on" is the day it was sent.
    await t.db
      .update(applications)
      .set({ created_at: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(applications.id, unsent?.id ?? ''));
    await acknowledgeKfs(t, customer, unsent?.id ?? '');
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${unsent?.id}/submit`,
      headers: bearer(customer.token),
      payload: { consent: true },
    });
    expect(submitted.statusCode).toBe(200);

    const { offers, unmatched } = await offersOf();
    expect(offers.map((offer) => offer.lenderId)).not.toContain(shapeBank);
    const exclusion = { reason: 'reasonAppliedOpen', status: 'submitted', on: today, againFrom: null } as const;
    expect(unmatched.find((row) => row.lender.id === shapeBank)).toMatchObject({
      reasons: ['reasonAppliedOpen'],
      exclusion,
    });

    const refused = await select({ lender_id: shapeBank });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(exclusionMessage(exclusion, 'en'));
    expect(refused.json().message).toMatch(/^Applied on \d{1,2} \w{3}: sent to the lender$/);
    expect((await kfs(shapeBank)).statusCode).toBe(409);
    expect((await applicationsOf()).filter((row) => row.lender_id === shapeBank)).toHaveLength(1);
  });

  it('keeps away a lender that declined the customer until its cooling period ends, refusing select in either language', async () => {
    const created = await select({ lender_id: declining });
    const creditAppId = created.json().data.creditAppId as string;
    await t.db.transaction(async (tx) => {
      await recordStatusChange(
        t.deps,
        tx,
        { applicationId: creditAppId, from: 'created', to: 'rejected', actorId: null, note: 'status file' },
        'lender_file',
      );
    });

    const exclusion = { reason: 'reasonDeclinedCooling', status: 'rejected', on: today, againFrom: addDays(today, 60) };
    const { unmatched } = await offersOf();
    expect(unmatched.find((row) => row.lender.id === declining)).toMatchObject({ exclusion });

    const refused = await select({ lender_id: declining }, 'hi');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(exclusionMessage(exclusion as never, 'hi'));
    expect(refused.json().errors).toEqual({ lender_id: [exclusionMessage(exclusion as never, 'hi')] });
    const english = await select({ lender_id: declining });
    expect(english.json().message).toMatch(/^Declined on \d{1,2} \w{3}: you can apply again from \d{1,2} \w{3}$/);
    expect((await applicationsOf()).filter((row) => row.lender_id === declining)).toHaveLength(1);
  });

  it('refuses to submit an unsent application to a lender that declined the customer since', async () => {
    const other = (await createLender(t.db, { name: 'LaterNo' })).id;
    const created = await select({ lender_id: other });
    const creditAppId = created.json().data.creditAppId as string;
    // An earlier application of the same journey to this lender, declined by its status file today.
    const [declined] = await t.db
      .insert(applications)
      .values({
        app_id: appId,
        user_id: customer.userId,
        lender_id: other,
        product: 'pl',
        lender_mode: 'submit',
        status: 'rejected',
        amount: 50000,
        tenure_months: 24,
        interest_rate: '10.99',
        apr: '10.99',
        emi: '2330.16',
        processing_fee: '0.00',
        total_payable: '55923.83',
      })
      .returning();
    await t.db.insert(application_status_history).values({
      application_id: declined!.id,
      from_status: 'submitted',
      status: 'rejected',
      source: 'lender_file',
    });

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/submit`,
      headers: { ...bearer(customer.token), 'accept-language': 'hi' },
      payload: { consent: true },
    });
    expect(refused.statusCode).toBe(409);
    const exclusion = { reason: 'reasonDeclinedCooling', status: 'rejected', on: today, againFrom: addDays(today, 90) };
    expect(refused.json().message).toBe(exclusionMessage(exclusion as never, 'hi'));
    const [still] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(still?.status).toBe('created');
  });

  it('starts the offers at the tenure the customer asked for in the profile, where the lender allows it', async () => {
    const asker = await loginCustomer(t, '9876544444');
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/profile/pl',
      headers: bearer(asker.token),
      payload: { ...personalProfile, desired_tenure_months: 61 },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.desired_tenure_months).toEqual([
      'Enter the tenure in whole months, up to the longest this loan is offered for',
    ]);

    const journey = await startJourney(t, asker.token, 'pl', { ...personalProfile, desired_tenure_months: 36 });
    const [row] = await t.db.select().from(customer_apps).where(eq(customer_apps.id, journey));
    expect(row?.desired_tenure_months).toBe(36);
    const response = await t.app.inject({ method: 'GET', url: `/api/offers/${journey}`, headers: bearer(asker.token) });
    const { offers, unmatched } = response.json().data as {
      offers: { lenderId: number; tenureMonths: number }[];
      unmatched: Unmatched[];
    };
    expect(offers.find((offer) => offer.lenderId === shapeBank)?.tenureMonths).toBe(36);
    // The other lenders of this test lend up to 24 months: a 36-month wish leaves them out with the reason.
    expect(unmatched.find((entry) => entry.lender.id === declining)).toMatchObject({
      reasons: ['reasonTenureOutOfRange'],
      limits: { maxTenureMonths: 24 },
    });
  });
});
