import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEligibilityRow, EligibilityRow } from '@saakh/domain/eligibility';
import type { Lender } from '@saakh/domain/lenders';
import { createLender } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  await createLender(t.db, {
    name: 'Bajaj_Finserv',
    product: 'pl',
    age_text: '21 to 58 years',
    employment_text: 'Salaried',
    income_text: '₹15,000 net a month or more',
    cibil_text: '650 and above',
    lender_journey_text: 'Fill the intake form, e-sign the agreement, money in the account the same day.',
  });
  await createLender(t.db, { name: 'Navi_Finserv', lender_status: 0, status_reason: 'Paused by the lender' });
  for (const product of ['pl', 'bl', 'gl', 'hl'] as const) {
    for (let index = 0; index < 4; index += 1) await createLender(t.db, { product });
  }
});
afterAll(async () => t.close());

const adminRows = async () =>
  (await call(t, tokens.admin, { method: 'GET', url: '/api/admin/customer-eligibility' })).json()
    .data as AdminEligibilityRow[];
const partnerRows = async (token = tokens.partner) =>
  (await call(t, token, { method: 'GET', url: '/api/partner/get-eligibility-criteria' })).json()
    .data as EligibilityRow[];
const post = (url: string, payload: Record<string, unknown>) => call(t, tokens.admin, { method: 'POST', url, payload });

describe('GET /api/admin/customer-eligibility', () => {
  it('answers a row per live lender with its eligibility texts', async () => {
    const rows = await adminRows();
    const lenders = (await call(t, tokens.admin, { method: 'GET', url: '/api/get-lenders-data' })).json()
      .data as Lender[];
    expect(rows).toHaveLength(lenders.length);
    expect(rows.find((row) => row.name === 'Bajaj_Finserv' && row.product === 'pl')).toMatchObject({
      age: '21 to 58 years',
      employment: 'Salaried',
      income: expect.stringContaining('15,000'),
      cibil: '650 and above',
      lender_journey: expect.any(String),
    });
  });

  it('shows an edit made through update-lender-data', async () => {
    const lender = (await post('/api/create-lender', { name: 'Eligible_Lender' })).json().data as Lender;
    await post('/api/update-lender-data', {
      lender_id: lender.lender_id,
      property: 'employment_text',
      value: 'Salaried, 6 months in job',
    });
    const row = (await adminRows()).find((item) => item.lender_id === lender.lender_id);
    expect(row).toMatchObject({ employment: 'Salaried, 6 months in job', lender_status: 0 });
  });
});

describe('GET /api/partner/get-eligibility-criteria', () => {
  it('answers the rows of active, non-deleted lenders to a partner', async () => {
    const rows = await partnerRows();
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'age',
      'cibil',
      'employment',
      'income',
      'lender_journey',
      'max_loan',
      'min_loan',
      'name',
    ]);
    // Navi_Finserv is switched off.
    expect(rows.some((row) => row.name === 'Navi_Finserv')).toBe(false);
  });

  it('drops a lender once it is switched off or deleted', async () => {
    const lender = (await post('/api/create-lender', { name: 'Shown_Lender' })).json().data as Lender;
    await post('/api/update-lender-data', { lender_id: lender.lender_id, property: 'lender_status', value: 1 });
    expect((await partnerRows()).some((row) => row.name === 'Shown_Lender')).toBe(true);
    await post('/api/safe-delete-lender', { lender_id: lender.lender_id });
    expect((await partnerRows()).some((row) => row.name === 'Shown_Lender')).toBe(false);
  });

  it('answers admins of every role too', async () => {
    for (const token of [tokens.admin, tokens.ops, tokens.csr]) {
      const response = await call(t, token, { method: 'GET', url: '/api/partner/get-eligibility-criteria' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    expect(
      (await call(t, tokens.customer, { method: 'GET', url: '/api/partner/get-eligibility-criteria' })).statusCode,
    ).toBe(403);
    expect((await call(t, null, { method: 'GET', url: '/api/partner/get-eligibility-criteria' })).statusCode).toBe(401);
  });
});

describe('eligibility calls access', () => {
  itAllowsOnlyAdminRoleOne(() => ({ t, tokens }), [{ method: 'GET', url: '/api/admin/customer-eligibility' }]);
});
