/** Test fixtures of the customer journey: completed profiles as request bodies, and a journey opened with one. */
import type { TestApp } from '../../test/test-app';
import { bearer } from '../../test/test-app';

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
