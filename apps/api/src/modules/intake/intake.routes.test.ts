import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, intake_submissions } from '../../db/schema/applications';
import { createLender } from '../../test/factories';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { personalProfile, startJourney } from '../offers/offers.fixtures';
import { selectAfresh } from './intake.fixtures';

const validIntake = {
  purposeOfLoan: 'WORKING_CAPITAL',
  gender: 'FEMALE',
  maritalStatus: 'MARRIED',
  fathersName: 'Ramesh Kumar',
  mothersName: 'Sunita Devi',
  annualSalesTurnOver: '2500000',
  uan: 'UDYAM-MH-12-1234567',
  name: 'Verma Traders',
  dateOfIncorporation: '2019-04-01',
  category: 'Trading',
  subCategory: 'Retail trade',
  nature: 'PROPRIETORSHIP',
  businessAddressLine1: 'Shop 4, Main Market',
  businessAddressLine2: 'Sector 9',
  businessAddressPincode: '400001',
  consent: 'true',
};

/** Encodes fields as multipart/form-data, the way the intake page sends them. */
async function multipart(
  fields: Record<string, string>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

describe('lender intake API', () => {
  let t: TestApp;
  let a: { token: string; userId: number; mobile: string };
  let b: { token: string; userId: number; mobile: string };
  let appId: number;
  let intakeLender: number;
  let submitLender: number;

  const select = (lenderId: number) => selectAfresh(t, a, appId, lenderId);

  async function submit(
    creditAppId: string,
    fields: Record<string, string>,
    token = a.token,
    key = 'msme-one',
    extraHeaders: Record<string, string> = {},
  ) {
    const { payload, headers } = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/${key}-intake/${creditAppId}`,
      headers: { ...bearer(token), ...headers, ...extraHeaders },
      payload,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    intakeLender = (await createLender(t.db, { name: 'MSME-One', lender_mode: 'intake' })).id;
    submitLender = (await createLender(t.db, { name: 'PlainBank' })).id;
    a = await loginCustomer(t, '9876566666');
    b = await loginCustomer(t, '9876577777');
    // A personal loan of a customer whose employment is their own business: the intake asks about the business
    // (intakeKindFor; a salaried customer's personal intake is tested in intake.kinds.test.ts).
    appId = await startJourney(t, a.token, 'pl', { ...personalProfile, employment_status_code: 3 });
  });
  afterAll(async () => t.close());

  it('refuses anonymous callers with 401', async () => {
    const creditAppId = await select(intakeLender);
    expect((await t.app.inject({ method: 'GET', url: `/api/msme-one-intake-fields/${creditAppId}` })).statusCode).toBe(
      401,
    );
    const { payload, headers } = await multipart(validIntake);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/msme-one-intake/${creditAppId}`, headers, payload })).statusCode,
    ).toBe(401);
  });

  it('answers the option lists of the form for the lender key in the path', async () => {
    const creditAppId = await select(intakeLender);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/msme-one-intake-fields/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.gender).toContainEqual({ value: 'FEMALE', label: 'Female' });
    expect(data.maritalStatus.length).toBeGreaterThan(0);
    expect(data.purposeOfLoan.length).toBeGreaterThan(0);
    expect(data.nature.length).toBeGreaterThan(0);
    expect(data.category.Trading).toContain('Retail trade');
    expect(data.category.Construction).toEqual([]);
  });

  it("answers 404 for another customer's application, a wrong lender key or an id that is not one", async () => {
    const creditAppId = await select(intakeLender);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/msme-one-intake-fields/${creditAppId}`,
          headers: bearer(b.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await submit(creditAppId, validIntake, b.token)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/plainbank-intake-fields/${creditAppId}`,
          headers: bearer(a.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/msme-one-intake-fields/12', headers: bearer(a.token) }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(row?.status).toBe('created');
  });

  it('refuses the form until the customer has accepted the KFS, keeping nothing (issue 30)', async () => {
    await select(intakeLender);
    // Another amount is another set of terms: the KFS accepted for the first no longer answers for it.
    const reshaped = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: intakeLender, amount: 40000 },
    });
    const creditAppId = reshaped.json().data.creditAppId as string;
    const response = await submit(creditAppId, validIntake);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Please read and accept the Key Facts Statement/);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(row?.status).toBe('created');
    expect(
      await t.db.select().from(intake_submissions).where(eq(intake_submissions.application_id, creditAppId)),
    ).toEqual([]);
  });

  it('sends a customer whose lender needs no intake to the right page', async () => {
    const creditAppId = await select(submitLender);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/plainbank-intake-fields/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      redirectionUrl: `/user/lender-submit?creditAppId=${creditAppId}`,
    });
  });

  it('answers 422 with the errors by field', async () => {
    const creditAppId = await select(intakeLender);
    const response = await submit(creditAppId, {
      ...validIntake,
      uan: 'UDYAM-MH-1-123',
      businessAddressPincode: '4000011',
      dateOfIncorporation: '2999-01-01',
      subCategory: '',
      consent: 'false',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      uan: ['Please enter a valid UAN'],
      businessAddressPincode: ['Postal code can have only digits, at most 6'],
      dateOfIncorporation: ['Date of incorporation cannot be after today'],
      consent: ['Please give your consent to continue'],
    });
  });

  it('asks for a sub-category when the category has some', async () => {
    const creditAppId = await select(intakeLender);
    const response = await submit(creditAppId, { ...validIntake, subCategory: '' });
    expect(response.json().errors).toEqual({ subCategory: ['Please select a sub-category'] });
  });

  it('accepts a qualifying business, submits the application and answers where to go', async () => {
    const creditAppId = await select(intakeLender);
    const response = await submit(creditAppId, validIntake);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your details have been sent to the lender',
      redirectionUrl: '/user/offers',
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(detail.json().data.status).toBe('submitted');
    expect(
      detail.json().data.history.map((entry: { status: string; source: string }) => [entry.status, entry.source]),
    ).toEqual([
      ['created', 'customer'],
      ['submitted', 'customer'],
    ]);
    const [stored] = await t.db
      .select()
      .from(intake_submissions)
      .where(eq(intake_submissions.application_id, creditAppId));
    expect(stored).toMatchObject({ outcome: 'accepted', reasons: [], user_id: a.userId });
    expect(stored?.fields).toMatchObject({
      name: 'Verma Traders',
      annualSalesTurnOver: 2500000,
      uan: 'UDYAM-MH-12-1234567',
    });

    const fieldsAgain = await t.app.inject({
      method: 'GET',
      url: `/api/msme-one-intake-fields/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(fieldsAgain.statusCode).toBe(409);
    expect(fieldsAgain.json()).toMatchObject({ success: false, redirectionUrl: '/user/offers' });
    expect((await submit(creditAppId, validIntake)).statusCode).toBe(409);
  });

  it('refuses to send the form to a lender already reviewing another application of the customer, keeping nothing', async () => {
    const creditAppId = await select(intakeLender);
    // Meanwhile another application of hers to the same lender is in review (made before this one was opened).
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    if (!row) throw new Error('the selected application is missing');
    const { id: _id, reference: _reference, ...copy } = row;
    await t.db.insert(applications).values({ ...copy, status: 'in_review' });

    const response = await submit(creditAppId, validIntake);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Applied on \d{1,2} [A-Z][a-z]{2}: in review$/);
    const hindi = await submit(creditAppId, validIntake, a.token, 'msme-one', { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).not.toMatch(/Applied on/);
    const [after] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(after?.status).toBe('created');
    expect(
      await t.db.select().from(intake_submissions).where(eq(intake_submissions.application_id, creditAppId)),
    ).toEqual([]);
  });

  it('rejects a business younger than one year, records why, and then answers Rejected', async () => {
    const creditAppId = await select(intakeLender);
    const lastMonth = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const response = await submit(creditAppId, { ...validIntake, dateOfIncorporation: lastMonth });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Your application has been rejected', rejected: true });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(detail.json().data.status).toBe('rejected');
    expect(detail.json().data.history.at(-1)).toMatchObject({
      fromStatus: 'submitted',
      status: 'rejected',
      source: 'lender_callback',
    });
    const [stored] = await t.db
      .select()
      .from(intake_submissions)
      .where(eq(intake_submissions.application_id, creditAppId));
    expect(stored).toMatchObject({ outcome: 'rejected', reasons: ['intakeBusinessTooYoung'] });

    const fields = await t.app.inject({
      method: 'GET',
      url: `/api/msme-one-intake-fields/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(fields.json()).toEqual({ success: false, message: 'Rejected', rejected: true });
  });

  it('rejects a turnover below ₹10,00,000', async () => {
    const creditAppId = await select(intakeLender);
    const response = await submit(creditAppId, { ...validIntake, annualSalesTurnOver: '900000' });
    expect(response.json()).toMatchObject({ success: false, message: 'Your application has been rejected' });
  });

  it('accepts the fields as JSON too', async () => {
    const creditAppId = await select(intakeLender);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/msme-one-intake/${creditAppId}`,
      headers: bearer(a.token),
      payload: { ...validIntake, consent: true, category: 'Construction', subCategory: '' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('documents the intake paths in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths.some((path) => path.includes('-intake-fields/'))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(['/api/offers/{appId}', '/api/profile/pl', '/api/help']));
  });
});
