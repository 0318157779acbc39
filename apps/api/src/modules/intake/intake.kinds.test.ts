/**
 * The intake fields fit the product (issue 13): a salaried personal-loan customer who picks an intake lender is
 * asked about themselves only, never for a date of incorporation or a turnover, and is not rejected by the business
 * rules; a business loan, and a personal loan of a customer whose employment is their own business, are asked about
 * the business. One domain rule (intakeKindFor) decides for the option lists and for the submission.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, intake_submissions } from '../../db/schema/applications';
import { createLender } from '../../test/factories';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { startJourney } from '../offers/offers.fixtures';
import { selectAfresh } from './intake.fixtures';

const aboutMe = {
  purposeOfLoan: 'MEDICAL',
  gender: 'FEMALE',
  maritalStatus: 'MARRIED',
  fathersName: 'Ramesh Kumar',
  mothersName: 'Sunita Devi',
  consent: true,
};

const business = {
  purposeOfLoan: 'WORKING_CAPITAL',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  fathersName: 'Ramesh Kumar',
  mothersName: 'Sunita Devi',
  annualSalesTurnOver: '2500000',
  name: 'Verma Traders',
  dateOfIncorporation: '2019-04-01',
  category: 'Construction',
  nature: 'PROPRIETORSHIP',
  businessAddressLine1: 'Shop 4, Main Market',
  businessAddressLine2: 'Sector 9',
  businessAddressPincode: '400001',
  consent: true,
};

describe('intake fields by product and employment', () => {
  let t: TestApp;
  let salaried: { token: string; userId: number; mobile: string };
  let owner: { token: string; userId: number; mobile: string };
  let personalApp: number;
  let businessApp: number;
  let plIntake: number;
  let blIntake: number;

  const fieldsOf = (token: string, key: string, creditAppId: string, locale = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/${key}-intake-fields/${creditAppId}`,
      headers: { ...bearer(token), 'accept-language': locale },
    });

  const submit = (token: string, key: string, creditAppId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/${key}-intake/${creditAppId}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    plIntake = (await createLender(t.db, { name: 'Fibe-Test', lender_mode: 'intake' })).id;
    blIntake = (await createLender(t.db, { name: 'Indifi-Test', lender_mode: 'intake', product: 'bl' })).id;
    salaried = await loginCustomer(t, '9876500044');
    owner = await loginCustomer(t, '9876500055');
    personalApp = await startJourney(t, salaried.token);
    businessApp = await startJourney(t, owner.token, 'bl');
  });
  afterAll(async () => t.close());

  it('asks a salaried personal-loan customer about themselves, with personal purposes and no business lists', async () => {
    const creditAppId = await selectAfresh(t, salaried, personalApp, plIntake);
    const response = await fieldsOf(salaried.token, 'fibe-test', creditAppId);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.kind).toBe('personal');
    expect(data.nature).toEqual([]);
    expect(data.category).toEqual({});
    expect(data.purposeOfLoan).toContainEqual({ value: 'MEDICAL', label: 'Medical expenses' });
    expect(data.purposeOfLoan.map((option: { value: string }) => option.value)).not.toContain('WORKING_CAPITAL');
    const hindi = await fieldsOf(salaried.token, 'fibe-test', creditAppId, 'hi');
    expect(hindi.json().data.purposeOfLoan).toContainEqual({ value: 'MEDICAL', label: 'चिकित्सा खर्च' });
  });

  it('sends the personal intake to the lender without business details and never rejects it by business rules', async () => {
    const creditAppId = await selectAfresh(t, salaried, personalApp, plIntake);
    const response = await submit(salaried.token, 'fibe-test', creditAppId, aboutMe);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, redirectionUrl: '/user/offers' });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(row?.status).toBe('submitted');
    const [stored] = await t.db
      .select()
      .from(intake_submissions)
      .where(eq(intake_submissions.application_id, creditAppId));
    expect(stored).toMatchObject({ outcome: 'accepted', reasons: [] });
    expect(stored?.fields).toEqual({
      purposeOfLoan: 'MEDICAL',
      gender: 'FEMALE',
      maritalStatus: 'MARRIED',
      fathersName: 'Ramesh Kumar',
      mothersName: 'Sunita Devi',
    });
  });

  it('does not store business fields sent with a personal intake, and refuses a business purpose', async () => {
    const creditAppId = await selectAfresh(t, salaried, personalApp, plIntake);
    const wrongPurpose = await submit(salaried.token, 'fibe-test', creditAppId, {
      ...aboutMe,
      purposeOfLoan: 'WORKING_CAPITAL',
    });
    expect(wrongPurpose.statusCode).toBe(422);
    expect(wrongPurpose.json().errors).toEqual({ purposeOfLoan: ['This field is required'] });
    const withBusiness = await submit(salaried.token, 'fibe-test', creditAppId, {
      ...aboutMe,
      annualSalesTurnOver: '100',
      dateOfIncorporation: '2026-01-01',
    });
    expect(withBusiness.statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(intake_submissions)
      .where(eq(intake_submissions.application_id, creditAppId));
    expect(Object.keys(stored?.fields ?? {})).not.toContain('annualSalesTurnOver');
  });

  it('answers 422 by field for a personal intake with missing details, saving nothing', async () => {
    const creditAppId = await selectAfresh(t, salaried, personalApp, plIntake);
    const response = await submit(salaried.token, 'fibe-test', creditAppId, {
      purposeOfLoan: 'TRAVEL',
      consent: false,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'consent',
      'fathersName',
      'gender',
      'maritalStatus',
      'mothersName',
    ]);
    const stored = await t.db
      .select()
      .from(intake_submissions)
      .where(eq(intake_submissions.application_id, creditAppId));
    expect(stored).toEqual([]);
  });

  it('asks a business-loan customer about the business and applies the business rules', async () => {
    const creditAppId = await selectAfresh(t, owner, businessApp, blIntake);
    const fields = await fieldsOf(owner.token, 'indifi-test', creditAppId);
    expect(fields.json().data).toMatchObject({ kind: 'business' });
    expect(fields.json().data.category.Trading).toContain('Retail trade');
    const missing = await submit(owner.token, 'indifi-test', creditAppId, aboutMe);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['annualSalesTurnOver', 'dateOfIncorporation', 'name']),
    );
    const tooSmall = await submit(owner.token, 'indifi-test', creditAppId, {
      ...business,
      annualSalesTurnOver: '900000',
    });
    expect(tooSmall.json()).toMatchObject({ success: false, rejected: true });
  });
});
