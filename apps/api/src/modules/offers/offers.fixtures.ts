/** Test fixtures of the customer journey: lenders written straight into the catalogue, and completed profiles. */
import { isNull } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';
import { bearer } from '../../test/test-app';
import { lenders } from '../../db/schema/catalogue';

export type LenderValues = typeof lenders.$inferInsert;

let lenderCounter = 0;

/** Soft-deletes the demo lenders the seed wrote, so a test sees only the lenders it inserts. */
export async function retireSeededLenders(t: TestApp): Promise<void> {
  await t.database.db.update(lenders).set({ deleted_at: new Date() }).where(isNull(lenders.deleted_at));
}

/** A personal-loan lender any adult salaried customer with ₹60,000 a month matches, with overrides. */
export async function insertLender(
  t: TestApp,
  overrides: Partial<LenderValues> = {},
): Promise<{ id: number; lender_key: string }> {
  lenderCounter += 1;
  const name = overrides.name ?? `Lender${lenderCounter}`;
  const [row] = await t.database.db
    .insert(lenders)
    .values({
      name,
      lender_key: name.toLowerCase(),
      product: 'pl',
      min_income: 15000,
      max_income: 500000,
      min_age: 21,
      max_age: 60,
      ticket_class: 4,
      credit_score_class: 2,
      salaried: 1,
      self_employed: 1,
      business: 1,
      priority: 0,
      lender_status: 1,
      loan_amount_upto: 1_000_000,
      tenure: 24,
      interest_rate: '10.99',
      processing_fees: '0.00',
      lender_mode: 'submit',
      ...overrides,
    })
    .returning({ id: lenders.id, lender_key: lenders.lender_key });
  if (!row) throw new Error('lender insert failed');
  return row;
}

export const personalProfile = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.in',
  birth_date: '15/08/1990',
  gender: 2,
  monthly_income: 60000,
  credit_score_band: 3,
  address1: '12, MG Road',
  address2: 'Indiranagar',
  postal_code: '560001',
  pan: 'ABCPE1234F',
  employment_status_code: 1,
  company_name: 'Infosys',
  salary_mode: 1,
  residence_type: 2,
  desired_loan_amount: 50000,
};

export const businessProfile = {
  ...personalProfile,
  employment_status_code: 3,
  company_name: 'Verma Traders',
  business_registration_type: 1,
  business_current_turnover: 2,
  business_years: 3,
  business_account: 1,
  desired_loan_amount: 200000,
};

/** Opens the customer's journey of a product and completes its profile; answers the app id. */
export async function startJourney(
  t: TestApp,
  token: string,
  product: 'pl' | 'bl' = 'pl',
  profile: Record<string, unknown> = product === 'pl' ? personalProfile : businessProfile,
): Promise<number> {
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: bearer(token),
    payload: { product },
  });
  if (opened.statusCode !== 200) throw new Error(`open app failed: ${opened.body}`);
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/profile/${product}`,
    headers: bearer(token),
    payload: profile,
  });
  if (saved.statusCode !== 200) throw new Error(`profile failed: ${saved.body}`);
  return (opened.json().data as { appId: number }).appId;
}
