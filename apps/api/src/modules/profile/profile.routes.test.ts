import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@saakh/domain/messages';
import { todayInIndia } from '@saakh/domain/profile';
import { loanProductCodes, loanProducts } from '@saakh/domain/products';
import { customer_apps } from '../../db/schema/applications';
import { consents, users } from '../../db/schema/users';
import { adminToken, bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { businessProfile, personalProfile } from '../offers/offers.fixtures';

describe('profile API', () => {
  let t: TestApp;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await loginCustomer(t, '9876500001'));
  });
  afterAll(async () => t.close());

  it('refuses an anonymous caller with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/profile/pl', payload: personalProfile })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/profile/editing', payload: { is_editing: 1 } })).statusCode,
    ).toBe(401);
  });

  it('refuses an admin session with 403', async () => {
    const admin = await adminToken(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(admin) })).statusCode).toBe(403);
  });

  it("reads the caller's own profile", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      user_id: userId,
      mobile_phone_number: '9876500001',
      pl_completed: 0,
      locality: null,
    });
  });

  it('saves the personal form, marks it complete and stores the desired amount on the open journey', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(token),
      payload: { product: 'pl' },
    });
    const appId = opened.json().data.appId as number;
    await t.db
      .update(users)
      .set({ is_editing: 1, pl_update_required: 1, pl_se_update_required: 1 })
      .where(eq(users.id, userId));

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/pl',
      headers: bearer(token),
      payload: { ...personalProfile, pan: 'abcpe1234f', bank_ifsc: 'HDFC0001234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your details have been saved',
      data: {
        first_name: 'Asha',
        tin: 'ABCPE1234F',
        birth_date: '1990-08-15',
        birth_date_dmy: '15/08/1990',
        employer_name: 'Infosys',
        se_loan_amount: 50000,
        bank_ifsc: 'HDFC0001234',
        pl_completed: 1,
        is_editing: 0,
        pl_update_required: 0,
        pl_se_update_required: 0,
      },
    });
    const [journey] = await t.db.select().from(customer_apps).where(eq(customer_apps.id, appId));
    expect(journey?.desired_amount).toBe(50000);
  });

  it('answers 422 with the spec messages under each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/pl',
      headers: bearer(token),
      payload: {
        ...personalProfile,
        first_name: 'Asha1',
        email: 'nope',
        pan: 'ABCDE1234F',
        postal_code: '12345',
        address1: 'Flat @ 3',
        monthly_income: 0,
        birth_date: '31/02/1990',
        bank_ifsc: 'hdfc0001234',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ['Only alphabets are considered to be the valid first name'],
      email: ['Email is invalid'],
      pan: ['Invalid PAN'],
      postal_code: ['Please enter a valid 6 digit pincode'],
      address1: ['Do not use special characters in Address Line 1'],
      monthly_income: ['Monthly income requires between ₹ 1 and ₹ 1,000,000'],
      birth_date: ['Invalid date'],
      bank_ifsc: ['IFSC format is invalid (case sensitive field)'],
    });
  });

  it('answers field errors in Hindi when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/pl',
      headers: { ...bearer(token), 'accept-language': 'hi' },
      payload: { ...personalProfile, pan: 'ABCDE1234F' },
    });
    expect(response.json().errors).toEqual({ pan: ['अमान्य पैन'] });
  });

  it('saves the business form with its own completion flag', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/bl',
      headers: bearer(token),
      payload: businessProfile,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      bl_completed: 1,
      employer_name: 'Verma Traders',
      business_years: 3,
      employment_status_code: 3,
    });
  });

  it('saves the gold form with its locality and keeps the PAN when it is skipped', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/gl',
      headers: bearer(token),
      payload: {
        first_name: 'Asha',
        last_name: 'Verma',
        email: 'asha@example.in',
        birth_date: '15/08/1990',
        gender: 2,
        monthly_income: 60000,
        credit_score_band: 3,
        employment_status_code: 1,
        locality: 'Koramangala, Block #4',
        postal_code: '560034',
        pan: '',
        desired_loan_amount: 150000,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      gl_completed: 1,
      locality: 'Koramangala, Block #4',
      tin: 'ABCPE1234F',
      postal_code: '560034',
    });
  });

  it('records the household-income declaration of an affordable housing profile', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/hl',
      headers: bearer(token),
      payload: {
        ...personalProfile,
        property_type: 'ready',
        household_income: 1,
        household_income_consent: true,
        desired_loan_amount: 1_200_000,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      hl_completed: 1,
      household_income: 1,
      housing_loan_amount: 1_200_000,
      property_type: 'ready',
    });
    const rows = await t.db
      .select()
      .from(consents)
      .where(and(eq(consents.user_id, userId), eq(consents.kind, 'householdIncomeAtMostConsent')));
    expect(rows).toHaveLength(1);
  });

  it('refuses an affordable housing profile without the declaration consent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/hl',
      headers: bearer(token),
      payload: { ...personalProfile, property_type: 'ready', household_income: 2, desired_loan_amount: 1_200_000 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      household_income_consent: ['Please confirm your household income declaration'],
    });
  });

  it.each(loanProductCodes)(
    'offers the detail form of %s at its own route, checked by its own amount limits',
    async (code) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/profile/${code}`,
        headers: bearer(token),
        payload: { desired_loan_amount: loanProducts[code].amount.max + 1 },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.desired_loan_amount).toEqual([translate(loanProducts[code].amountMessage, 'en')]);
    },
  );

  describe('refuses anyone under 18, for every product', () => {
    /** The birth date (DD/MM/YYYY) of someone `years` old today in India, less `daysShort` days. */
    function bornYearsAgo(years: number, daysShort = 0): string {
      const [y, m, d] = todayInIndia().split('-').map(Number) as [number, number, number];
      const birthday = new Date(Date.UTC(y - years, m - 1, d + daysShort));
      const [by, bm, bd] = birthday.toISOString().slice(0, 10).split('-');
      return `${bd}/${bm}/${by}`;
    }
    const refused = translate('birthDateInvalid', 'en');

    it.each(loanProductCodes)('refuses a %s profile of someone 17 years and 364 days old', async (code) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/profile/${code}`,
        headers: bearer(token),
        payload: { ...personalProfile, birth_date: bornYearsAgo(18, 1) },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.birth_date).toEqual([refused]);
    });

    it.each(loanProductCodes)('takes the birth date of someone turning 18 today on a %s profile', async (code) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/profile/${code}`,
        headers: bearer(token),
        payload: { ...personalProfile, birth_date: bornYearsAgo(18) },
      });
      expect(response.json().errors?.birth_date).toBeUndefined();
    });

    it('saves the whole profile of someone turning 18 today', async () => {
      const adult = await loginCustomer(t, '9876500003');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/profile/pl',
        headers: bearer(adult.token),
        payload: { ...personalProfile, birth_date: bornYearsAgo(18) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await t.db.select({ birth_date: users.birth_date }).from(users).where(eq(users.id, adult.userId));
      expect(row?.birth_date?.split('-').reverse().join('/')).toBe(bornYearsAgo(18));
    });
  });

  it('switches the editing flag on and off', async () => {
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/profile/editing',
      headers: bearer(token),
      payload: { is_editing: true },
    });
    expect(on.statusCode).toBe(200);
    let profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(profile.json().data.is_editing).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/editing',
      headers: bearer(token),
      payload: { is_editing: 0 },
    });
    profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(profile.json().data.is_editing).toBe(0);
  });

  it("changes only the caller's row", async () => {
    const other = await loginCustomer(t, '9876500002');
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/pl',
      headers: bearer(other.token),
      payload: { ...personalProfile, first_name: 'Bela' },
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(mine.json().data.first_name).toBe('Asha');
  });
});
