/** Student, 2-wheeler and car loans (issue 13) go through the same profile, matching and offers as the others. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { customer_profile_details } from '../../db/schema/customer';
import { users } from '../../db/schema/users';
import { createLender } from '../../test/factories';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { personalProfile } from './offers.fixtures';

type OfferJson = { lenderId: number; lenderName: string; amount: number; tenureMonths: number };

const studentProfile = {
  ...personalProfile,
  course_name: 'B.Tech Computer Science',
  institute_name: 'College of Engineering, Pune',
  desired_loan_amount: 400000,
};
const twoWheelerProfile = { ...personalProfile, vehicle_price: 120000, desired_loan_amount: 100000 };
const carProfile = { ...personalProfile, vehicle_price: 900000, desired_loan_amount: 700000 };

describe('student, 2-wheeler and car loans', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  const post = (token: string, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const open = async (token: string, product: string) => {
    const response = await post(token, '/api/applications', { product });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { appId: number }).appId;
  };
  const offersOf = async (token: string, appId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/offers/${appId}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      offers: OfferJson[];
      unmatched: { lender: { name: string }; reasons: string[] }[];
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ids.personal = (await createLender(t.db, { name: 'PersonalOnly', display_name: 'Personal Only Bank' })).id;
    ids.student = (
      await createLender(t.db, {
        name: 'Credila',
        display_name: 'Credila Financial Services',
        product: 'sl',
        ticket_class: 4,
        tenure: 120,
        loan_amount_upto: 5_000_000,
      })
    ).id;
    ids.studentRich = (
      await createLender(t.db, { name: 'ScholarBank', product: 'sl', ticket_class: 4, min_income: 150_000 })
    ).id;
    ids.twoWheeler = (
      await createLender(t.db, { name: 'Hero_FinCorp', display_name: 'Hero FinCorp', product: 'tw', tenure: 36 })
    ).id;
    ids.car = (
      await createLender(t.db, {
        name: 'HDFC_Bank',
        display_name: 'HDFC Bank',
        product: 'cl',
        ticket_class: 4,
        tenure: 84,
        loan_amount_upto: 5_000_000,
      })
    ).id;
  });
  afterAll(async () => t.close());

  it('saves a student profile with the course and institute and offers only student lenders, naming the ones that did not match', async () => {
    const customer = await loginCustomer(t, '9876533301');
    const appId = await open(customer.token, 'sl');
    const saved = await post(customer.token, '/api/profile/sl', studentProfile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      sl_completed: 1,
      pl_completed: 0,
      course_name: 'B.Tech Computer Science',
      institute_name: 'College of Engineering, Pune',
    });
    const { offers, unmatched } = await offersOf(customer.token, appId);
    expect(offers.map((offer) => [offer.lenderName, offer.amount, offer.tenureMonths])).toEqual([
      ['Credila Financial Services', 400000, 120],
    ]);
    expect(unmatched.map((item) => [item.lender.name, item.reasons])).toEqual([
      ['ScholarBank', ['reasonIncomeTooLow']],
    ]);
  });

  it('refuses a student form without its course or institute, with each field’s message, and saves nothing', async () => {
    const customer = await loginCustomer(t, '9876533302');
    await open(customer.token, 'sl');
    const response = await post(customer.token, '/api/profile/sl', {
      ...studentProfile,
      course_name: '',
      institute_name: '<script>',
      desired_loan_amount: 20000,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      course_name: [expect.stringMatching(/^Enter the course name/)],
      institute_name: [expect.stringMatching(/^Enter the institute name/)],
      desired_loan_amount: ['Loan amount must be between ₹50,000 and ₹50,00,000'],
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row?.sl_completed).toBe(0);
  });

  it('never lends more than the vehicle’s on-road price: a larger 2-wheeler loan is refused and nothing is saved', async () => {
    const customer = await loginCustomer(t, '9876533303');
    await open(customer.token, 'tw');
    const response = await post(customer.token, '/api/profile/tw', {
      ...twoWheelerProfile,
      desired_loan_amount: 130000,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ desired_loan_amount: ['The loan cannot be more than the on-road price'] });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row?.tw_completed).toBe(0);
    const details = await t.db
      .select()
      .from(customer_profile_details)
      .where(eq(customer_profile_details.user_id, customer.userId));
    expect(details).toEqual([]);
  });

  it('offers a 2-wheeler loan from 2-wheeler lenders only and keeps the vehicle price', async () => {
    const customer = await loginCustomer(t, '9876533304');
    const appId = await open(customer.token, 'tw');
    const saved = await post(customer.token, '/api/profile/tw', twoWheelerProfile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ tw_completed: 1, vehicle_price: 120000 });
    const { offers, unmatched } = await offersOf(customer.token, appId);
    expect(offers.map((offer) => offer.lenderName)).toEqual(['Hero FinCorp']);
    expect(unmatched).toEqual([]);
  });

  it('asks for the car details before offers, then applies to a car lender with the car product', async () => {
    const customer = await loginCustomer(t, '9876533305');
    const appId = await open(customer.token, 'cl');
    const early = await t.app.inject({ method: 'GET', url: `/api/offers/${appId}`, headers: bearer(customer.token) });
    expect(early.statusCode).toBe(409);
    expect(early.json().redirect).toBe('/user/car-loan-detail');
    expect(
      (await post(customer.token, '/api/profile/cl', { ...carProfile, desired_loan_amount: 50000 })).json(),
    ).toMatchObject({
      errors: { desired_loan_amount: ['Loan amount must be between ₹1,00,000 and ₹50,00,000'] },
    });
    expect((await post(customer.token, '/api/profile/cl', carProfile)).statusCode).toBe(200);
    const { offers } = await offersOf(customer.token, appId);
    expect(offers.map((offer) => [offer.lenderId, offer.amount])).toEqual([[ids.car, 700000]]);
    const selected = await post(customer.token, `/api/offers/${appId}/select`, { lender_id: ids.car });
    expect(selected.statusCode, selected.body).toBe(200);
    const creditAppId = (selected.json().data as { creditAppId: string }).creditAppId;
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(row).toMatchObject({ product: 'cl', lender_id: ids.car, amount: 700000, tenure_months: 84 });
  });

  it('refuses a product code that does not exist', async () => {
    const customer = await loginCustomer(t, '9876533306');
    expect((await post(customer.token, '/api/applications', { product: 'xl' })).statusCode).toBe(422);
    expect((await post(customer.token, '/api/profile/xl', carProfile)).statusCode).toBe(404);
  });
});
