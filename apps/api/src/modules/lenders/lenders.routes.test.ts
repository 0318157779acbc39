import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lender } from '@saakh/domain/lenders';
import { audit_log } from '../../db/schema/audit';
import { lender_groups, lenders } from '../../db/schema/catalogue';
import { createLender as createLenderRow, createLenderGroup } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from './catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  const banks = await createLenderGroup(t.db, 'Banks');
  await createLenderGroup(t.db, 'NBFCs');
  // The first lender made, so it has the id 1 the access checks below call with.
  await createLenderRow(t.db, {
    name: 'Kotak_Mahindra',
    interest_rate: '10.99',
    salaried: 1,
    priority: 90,
    lender_group_ids: [banks.id],
  });
  // Five lenders of each product, with priorities that tie, so the list orders by name as well.
  for (const product of ['pl', 'bl', 'gl', 'hl'] as const) {
    for (const priority of [10, 5, 5, 0, 0]) await createLenderRow(t.db, { product, priority });
  }
});
afterAll(async () => t.close());

const get = (url: string) => call(t, tokens.admin, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t, tokens.admin, { method: 'POST', url, payload }, headers);

async function createLender(name: string, product?: string): Promise<Lender> {
  const response = await post('/api/create-lender', product ? { name, product } : { name });
  expect(response.statusCode).toBe(200);
  return response.json().data as Lender;
}

const update = (lenderId: number, property: string, value: unknown, extra: Record<string, unknown> = {}) =>
  post('/api/update-lender-data', { lender_id: lenderId, property, value, ...extra });

async function storedLender(id: number) {
  const [row] = await t.db.select().from(lenders).where(eq(lenders.id, id));
  return row;
}

async function auditRows(lenderId: number, field?: string) {
  return t.db
    .select()
    .from(audit_log)
    .where(
      and(
        eq(audit_log.entity, 'lender'),
        eq(audit_log.entity_id, String(lenderId)),
        field ? eq(audit_log.field, field) : undefined,
      ),
    );
}

describe('GET /api/get-lenders-data', () => {
  it('lists the lenders of every product, highest priority first, then by name', async () => {
    const response = await get('/api/get-lenders-data');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as Lender[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(new Set(list.map((lender) => lender.product))).toEqual(new Set(['pl', 'bl', 'gl', 'hl']));
    for (let index = 1; index < list.length; index += 1) {
      const before = list[index - 1] as Lender;
      const after = list[index] as Lender;
      expect(
        before.priority > after.priority || (before.priority === after.priority && before.name <= after.name),
      ).toBe(true);
    }
  });

  it('answers decimals as numbers and the group ids as a list', async () => {
    const list = (await get('/api/get-lenders-data/pl')).json().data as Lender[];
    const kotak = list.find((lender) => lender.name === 'Kotak_Mahindra');
    expect(kotak).toMatchObject({ product: 'pl', lender_key: 'kotak_mahindra', interest_rate: 10.99, salaried: 1 });
    expect(kotak?.lender_group_ids.length).toBeGreaterThan(0);
  });

  it('answers each lender in the same shape as get-lender-data', async () => {
    const lender = await createLender('Shape_Lender', 'hl');
    await update(lender.lender_id, 'apr_max', '15.75');
    await update(lender.lender_id, 'so_date_start', '2026-04-01');
    const list = (await get('/api/get-lenders-data/hl')).json().data as Lender[];
    const single = (await get(`/api/get-lender-data/${lender.lender_id}`)).json().data as Lender;
    expect(list.find((item) => item.lender_id === lender.lender_id)).toEqual(single);
    expect(single).toMatchObject({ apr_max: 15.75, so_date_start: '2026-04-01', lender_group_ids: [] });
  });

  it('filters by product', async () => {
    for (const product of ['pl', 'bl', 'gl', 'hl']) {
      const response = await get(`/api/get-lenders-data/${product}`);
      expect(response.statusCode).toBe(200);
      const list = response.json().data as Lender[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((lender) => lender.product === product)).toBe(true);
    }
  });

  it('refuses a filter that is not a loan product', async () => {
    const response = await get('/api/get-lenders-data/cc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.filter).toEqual(['Choose Personal, Business, Gold or Housing']);
  });
});

describe('GET /api/get-lender-data/:lenderId', () => {
  it('answers one lender', async () => {
    const created = await createLender('Read_Me_Lender');
    const response = await get(`/api/get-lender-data/${created.lender_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(created);
  });

  it('answers 404 for an unknown lender', async () => {
    const response = await get('/api/get-lender-data/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });
});

describe('POST /api/create-lender', () => {
  it('creates a personal-loan lender by default, keyed by the lowercased name', async () => {
    const response = await post('/api/create-lender', { name: 'Shubh_Finance-2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Lender created successfully!');
    expect(body.data).toMatchObject({
      name: 'Shubh_Finance-2',
      lender_key: 'shubh_finance-2',
      product: 'pl',
      priority: 0,
      lender_status: 0,
    });
  });

  it('creates a lender for the product asked', async () => {
    const created = await createLender('Shubh_Gold', 'gl');
    expect(created.product).toBe('gl');
  });

  it('answers in Hindi when asked', async () => {
    const response = await post('/api/create-lender', { name: 'Hindi_Lender' }, { 'accept-language': 'hi' });
    expect(response.json().message).toBe('ऋणदाता सफलतापूर्वक बनाया गया!');
  });

  it('requires a name', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const response = await post('/api/create-lender', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.name).toEqual(['Lender name is required']);
    }
  });

  it('accepts only letters, digits, underscore and hyphen in a name', async () => {
    for (const name of ['Kotak Mahindra', 'Kotak.Mahindra', 'Kotak&Co', '<b>x</b>']) {
      const response = await post('/api/create-lender', { name });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.name).toEqual(['Use only letters, digits, underscore and hyphen']);
    }
  });

  it('refuses a product that is not a loan product', async () => {
    const response = await post('/api/create-lender', { name: 'Card_Lender', product: 'cc' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.product).toEqual(['Choose Personal, Business, Gold or Housing']);
  });

  it('answers 409 for a name the product already has, whatever its case', async () => {
    await createLender('Twin_Lender');
    const response = await post('/api/create-lender', { name: 'twin_LENDER' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A lender with this name already exists for this product');
  });

  it('allows the same name for another product', async () => {
    await createLender('Multi_Product', 'pl');
    const other = await createLender('Multi_Product', 'hl');
    expect(other.product).toBe('hl');
  });

  it('audits the creation', async () => {
    const created = await createLender('Audited_Create');
    const rows = await auditRows(created.lender_id);
    expect(rows).toEqual([expect.objectContaining({ action: 'lender.create', actor_kind: 'admin', entity: 'lender' })]);
  });
});

describe('POST /api/update-lender-data', () => {
  let lender: Lender;
  beforeAll(async () => {
    lender = await createLender('Editable_Lender');
  });

  it('saves a field, answers the updated lender and audits old and new values', async () => {
    const response = await update(lender.lender_id, 'min_income', '25000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Lender updated successfully!',
      data: { min_income: 25000 },
    });
    const rows = await auditRows(lender.lender_id, 'min_income');
    expect(rows.at(-1)).toMatchObject({ action: 'lender.update', old_value: null, new_value: '25000' });
  });

  it('stores null when a number field is emptied', async () => {
    await update(lender.lender_id, 'max_income', 90000);
    const response = await update(lender.lender_id, 'max_income', '');
    expect(response.json().data.max_income).toBeNull();
    const rows = await auditRows(lender.lender_id, 'max_income');
    expect(rows.at(-1)).toMatchObject({ old_value: '90000', new_value: null });
  });

  it('does not audit a value that did not change', async () => {
    await update(lender.lender_id, 'tenure', 36);
    const before = (await auditRows(lender.lender_id, 'tenure')).length;
    const response = await update(lender.lender_id, 'tenure', '36');
    expect(response.statusCode).toBe(200);
    expect(await auditRows(lender.lender_id, 'tenure')).toHaveLength(before);
  });

  it('refuses a priority that is not a number, and saves nothing', async () => {
    await update(lender.lender_id, 'priority', 7);
    for (const value of ['abc', -1, '-5', 2.5, true]) {
      const response = await update(lender.lender_id, 'priority', value);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'Priority must be a whole number of 0 or more',
        errors: { value: ['Priority must be a whole number of 0 or more'] },
      });
    }
    expect((await storedLender(lender.lender_id))?.priority).toBe(7);
  });

  it('resets an emptied priority to the default 0', async () => {
    await update(lender.lender_id, 'priority', 12);
    const response = await update(lender.lender_id, 'priority', '');
    expect(response.json().data.priority).toBe(0);
  });

  it('rounds rates to two decimals', async () => {
    const response = await update(lender.lender_id, 'apr_min', '11.456');
    expect(response.json().data.apr_min).toBe(11.46);
    expect((await storedLender(lender.lender_id))?.apr_min).toBe('11.46');
  });

  it('refuses rates outside 0 to 100', async () => {
    for (const [property, value] of [
      ['interest_rate', 101],
      ['apr_max', -1],
      ['processing_fees', 'ten'],
    ] as const) {
      const response = await update(lender.lender_id, property, value);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Enter a number between 0 and 100 with at most 2 decimals');
    }
  });

  it('refuses ages outside 18 to 100', async () => {
    const response = await update(lender.lender_id, 'min_age', 16);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Enter an age between 18 and 100');
  });

  it('refuses a minimum above the stored maximum, and a maximum below the stored minimum', async () => {
    await update(lender.lender_id, 'min_age', 21);
    await update(lender.lender_id, 'max_age', 58);
    const tooHigh = await update(lender.lender_id, 'min_age', 60);
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().message).toBe('The minimum cannot be more than the maximum');
    const tooLow = await update(lender.lender_id, 'max_age', 20);
    expect(tooLow.json().message).toBe('The minimum cannot be more than the maximum');
    expect(await storedLender(lender.lender_id)).toMatchObject({ min_age: 21, max_age: 58 });
  });

  it('saves checkboxes as 1 or 0 and refuses anything else', async () => {
    expect((await update(lender.lender_id, 'salaried', true)).json().data.salaried).toBe(1);
    expect((await update(lender.lender_id, 'salaried', '0')).json().data.salaried).toBe(0);
    expect((await update(lender.lender_id, 'business', 1)).json().data.business).toBe(1);
    const response = await update(lender.lender_id, 'self_employed', 2);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Must be 0 or 1');
  });

  it('accepts only existing ticket and credit score classes', async () => {
    expect((await update(lender.lender_id, 'ticket_class', '3')).json().data.ticket_class).toBe(3);
    expect((await update(lender.lender_id, 'credit_score_class', 4)).json().data.credit_score_class).toBe(4);
    for (const [property, value] of [
      ['ticket_class', 5],
      ['credit_score_class', 0],
      ['ticket_class', 'high'],
    ] as const) {
      const response = await update(lender.lender_id, property, value);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Choose one of the listed options');
    }
  });

  it('saves a special offer as three calls and refuses an end before the start', async () => {
    expect((await update(lender.lender_id, 'so_text', 'Zero processing fee')).statusCode).toBe(200);
    expect((await update(lender.lender_id, 'so_date_start', '2026-03-01')).statusCode).toBe(200);
    expect((await update(lender.lender_id, 'so_date_end', '2026-03-31')).json().data).toMatchObject({
      so_text: 'Zero processing fee',
      so_date_start: '2026-03-01',
      so_date_end: '2026-03-31',
    });
    const before = await update(lender.lender_id, 'so_date_end', '2026-02-28');
    expect(before.statusCode).toBe(422);
    expect(before.json().message).toBe('The end date cannot be before the start date');
    const badDate = await update(lender.lender_id, 'so_date_start', '01/03/2026');
    expect(badDate.json().message).toBe('Enter a date as YYYY-MM-DD');
    expect(await storedLender(lender.lender_id)).toMatchObject({
      so_date_start: '2026-03-01',
      so_date_end: '2026-03-31',
    });
  });

  it('saves existing lender groups and refuses unknown ones', async () => {
    const groups = await t.db.select({ id: lender_groups.id }).from(lender_groups);
    const ids = groups.slice(0, 2).map((group) => group.id);
    const response = await update(lender.lender_id, 'lender_group_ids', [...ids].reverse());
    expect(response.json().data.lender_group_ids).toEqual([...ids].sort((a, b) => a - b));
    const unknown = await update(lender.lender_id, 'lender_group_ids', [...ids, 999_999]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('One or more lender groups do not exist');
  });

  it('limits the length of texts and stores emptied texts as null', async () => {
    const long = await update(lender.lender_id, 'age_text', 'x'.repeat(301));
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('This text is too long');
    expect((await update(lender.lender_id, 'cibil_text', '700+')).json().data.cibil_text).toBe('700+');
    expect((await update(lender.lender_id, 'cibil_text', '  ')).json().data.cibil_text).toBeNull();
  });

  it('checks the lender mode and the transaction link', async () => {
    expect((await update(lender.lender_id, 'lender_mode', 'transaction')).json().data.lender_mode).toBe('transaction');
    expect((await update(lender.lender_id, 'lender_mode', 'email')).json().message).toBe(
      'Choose submit, intake or transaction',
    );
    const url = 'https://apply.editable.example/start?ref={UNIQUE_ID}';
    expect((await update(lender.lender_id, 'transaction_url', url)).json().data.transaction_url).toBe(url);
    const refused =
      "Enter the lender's own address starting with https:// or http:// (a path on this site would lead back here)";
    // A path on this site led the customer back to the same page (issue 13); scripts are never links.
    for (const bad of ['/user/lenders-transaction/editable_lender', 'javascript:alert(1)', '//evil.example/x']) {
      const answer = await update(lender.lender_id, 'transaction_url', bad);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(refused);
    }
    expect((await update(lender.lender_id, 'transaction_url', '')).json().data.transaction_url).toBeNull();
  });

  it('stores the reason given with a lender status switch, and audits both', async () => {
    const off = await update(lender.lender_id, 'lender_status', 0, { reason: 'Lender API down' });
    expect(off.statusCode).toBe(200);
    const on = await update(lender.lender_id, 'lender_status', 1, { reason: 'API restored' });
    expect(on.json().data).toMatchObject({ lender_status: 1, status_reason: 'API restored' });
    const statusRows = await auditRows(lender.lender_id, 'lender_status');
    expect(statusRows.at(-1)).toMatchObject({ old_value: '0', new_value: '1' });
    const reasonRows = await auditRows(lender.lender_id, 'status_reason');
    expect(reasonRows.at(-1)).toMatchObject({ old_value: 'Lender API down', new_value: 'API restored' });
  });

  it('renames a lender and keeps its key, refusing a name the product already has', async () => {
    const renamed = await update(lender.lender_id, 'name', 'Editable_Lender_Two');
    expect(renamed.json().data).toMatchObject({ name: 'Editable_Lender_Two', lender_key: 'editable_lender' });
    const taken = await update(lender.lender_id, 'name', 'Kotak_Mahindra');
    expect(taken.statusCode).toBe(409);
    const invalid = await update(lender.lender_id, 'name', 'Has space');
    expect(invalid.json().message).toBe('Use only letters, digits, underscore and hyphen');
  });

  it('refuses a property that is not editable', async () => {
    for (const property of ['lender_key', 'product', 'deleted_at', 'id']) {
      const response = await update(lender.lender_id, property, 'x');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.property).toEqual(['This field cannot be edited']);
    }
  });

  it('answers 404 for an unknown lender', async () => {
    const response = await update(999_999, 'priority', 1);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/update-lender-data: who lends, limits and charges (issue 29)', () => {
  let lender: Lender;
  beforeAll(async () => {
    lender = await createLender('Who_Lends_Lender');
  });

  it.each([
    ['display_name_hi', 'मनी व्यू', 'मनी व्यू'],
    ['legal_name', 'Whizdm Finance Private Limited', 'Whizdm Finance Private Limited'],
    ['lender_kind', 'nbfc', 'nbfc'],
    ['rbi_registration', 'n-13.02226', 'N-13.02226'],
    ['min_amount', '5000', 5000],
    ['min_tenure', 3, 3],
    ['cooling_days', '60', 60],
    ['penal_charges', '2% a month on the overdue amount', '2% a month on the overdue amount'],
    ['penal_charges_hi', 'बकाया राशि पर 2% प्रति माह', 'बकाया राशि पर 2% प्रति माह'],
    ['bounce_charges', '₹500 for each bounced EMI', '₹500 for each bounced EMI'],
    ['bounce_charges_hi', 'हर बाउंस EMI पर ₹500', 'हर बाउंस EMI पर ₹500'],
    ['foreclosure_charges', 'Nil after 12 EMIs; 4% before', 'Nil after 12 EMIs; 4% before'],
    ['foreclosure_charges_hi', '12 EMI के बाद शून्य; पहले 4%', '12 EMI के बाद शून्य; पहले 4%'],
    ['part_prepayment_charges', 'Not allowed', 'Not allowed'],
    ['part_prepayment_charges_hi', 'अनुमति नहीं', 'अनुमति नहीं'],
  ] as const)('lets an admin set %s, answers it and audits old and new values', async (property, value, stored) => {
    const before = (await get(`/api/get-lender-data/${lender.lender_id}`)).json().data as Lender;
    const response = await update(lender.lender_id, property, value);
    expect(response.statusCode).toBe(200);
    expect(response.json().data[property]).toBe(stored);
    expect((await storedLender(lender.lender_id))?.[property]).toBe(stored);
    expect((await get(`/api/get-lender-data/${lender.lender_id}`)).json().data[property]).toBe(stored);
    const rows = await auditRows(lender.lender_id, property);
    expect(rows.at(-1)).toMatchObject({
      action: 'lender.update',
      actor_kind: 'admin',
      old_value: before[property] === null ? null : String(before[property]),
      new_value: String(stored),
    });
  });

  it('lists the new fields with every lender', async () => {
    const list = (await get('/api/get-lenders-data/pl')).json().data as Lender[];
    expect(list.find((item) => item.lender_id === lender.lender_id)).toMatchObject({
      display_name_hi: 'मनी व्यू',
      lender_kind: 'nbfc',
      rbi_registration: 'N-13.02226',
      cooling_days: 60,
    });
  });

  it("refuses bad input with a clear 422 in the reader's language, and saves and audits nothing", async () => {
    const refusals: [string, unknown, string, string][] = [
      ['lender_kind', 'fintech', 'Choose bank, NBFC or housing finance company', 'बैंक, NBFC या हाउसिंग फ़ाइनेंस कंपनी चुनें'],
      [
        'rbi_registration',
        '<b>1</b>',
        "Enter the RBI registration: a certificate like N-14.03268 or B-14.03268, or the bank's licence number",
        'RBI पंजीकरण दर्ज करें: N-14.03268 या B-14.03268 जैसा प्रमाणपत्र, या बैंक का लाइसेंस नंबर',
      ],
      [
        'rbi_registration',
        'MUM:112',
        'An NBFC or housing finance company has a certificate of registration like N-14.03268 (or 02.0123.19 from NHB)',
        'NBFC या हाउसिंग फ़ाइनेंस कंपनी के पास N-14.03268 (या NHB का 02.0123.19) जैसा पंजीकरण प्रमाणपत्र होता है',
      ],
      ['cooling_days', 400, 'Enter a number of days from 0 to 365', '0 से 365 तक दिनों की संख्या दर्ज करें'],
      ['min_tenure', 0, 'Enter a number of months from 1 to 600', '1 से 600 तक महीनों की संख्या दर्ज करें'],
      ['penal_charges_hi', 'x'.repeat(301), 'This text is too long', 'यह पाठ बहुत लंबा है'],
    ];
    const auditBefore = (await auditRows(lender.lender_id)).length;
    const storedBefore = await storedLender(lender.lender_id);
    for (const [property, value, english, hindi] of refusals) {
      const response = await update(lender.lender_id, property, value);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: english, errors: { value: [english] } });
      const inHindi = await post(
        '/api/update-lender-data',
        { lender_id: lender.lender_id, property, value },
        { 'accept-language': 'hi' },
      );
      expect(inHindi.json().message).toBe(hindi);
    }
    expect(await storedLender(lender.lender_id)).toEqual(storedBefore);
    expect(await auditRows(lender.lender_id)).toHaveLength(auditBefore);
  });

  it('keeps the minimum amount and tenure within the maximums', async () => {
    await update(lender.lender_id, 'loan_amount_upto', 200_000);
    await update(lender.lender_id, 'tenure', 36);
    for (const [property, value] of [
      ['min_amount', 200_001],
      ['loan_amount_upto', 4_999],
      ['min_tenure', 37],
      ['tenure', 2],
    ] as const) {
      const response = await update(lender.lender_id, property, value);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('The minimum cannot be more than the maximum');
    }
    expect(await storedLender(lender.lender_id)).toMatchObject({
      min_amount: 5000,
      loan_amount_upto: 200_000,
      min_tenure: 3,
      tenure: 36,
    });
    expect((await update(lender.lender_id, 'min_amount', 200_000)).statusCode).toBe(200);
  });

  it('asks for a correct registration before a bank becomes an NBFC', async () => {
    const bank = await createLender('Licensed_Bank');
    await update(bank.lender_id, 'lender_kind', 'bank');
    expect((await update(bank.lender_id, 'rbi_registration', 'MUM:112')).statusCode).toBe(200);
    const refused = await update(bank.lender_id, 'lender_kind', 'nbfc');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The RBI registration is not a certificate like N-14.03268: correct it before choosing NBFC or housing finance company',
    );
    expect((await storedLender(bank.lender_id))?.lender_kind).toBe('bank');
    expect((await update(bank.lender_id, 'rbi_registration', 'N-14.03268')).statusCode).toBe(200);
    expect((await update(bank.lender_id, 'lender_kind', 'nbfc')).json().data.lender_kind).toBe('nbfc');
  });

  it('resets an emptied cooling period to the default 90 days', async () => {
    const response = await update(lender.lender_id, 'cooling_days', '');
    expect(response.json().data.cooling_days).toBe(90);
  });

  it('lets no other role or caller change these fields', async () => {
    for (const token of [tokens.ops, tokens.csr, tokens.customer, tokens.partner]) {
      const response = await call(t, token, {
        method: 'POST',
        url: '/api/update-lender-data',
        payload: { lender_id: lender.lender_id, property: 'legal_name', value: 'Sneaky Finance Limited' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await storedLender(lender.lender_id))?.legal_name).toBe('Whizdm Finance Private Limited');
  });
});

describe('POST /api/safe-delete-lender', () => {
  it('hides a deleted lender from lists and reads but keeps its row, and audits it', async () => {
    const lender = await createLender('Doomed_Lender', 'bl');
    const response = await post('/api/safe-delete-lender', { lender_id: lender.lender_id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Lender deleted successfully!' });

    for (const url of ['/api/get-lenders-data', '/api/get-lenders-data/bl']) {
      const list = (await get(url)).json().data as Lender[];
      expect(list.some((item) => item.lender_id === lender.lender_id)).toBe(false);
    }
    expect((await get(`/api/get-lender-data/${lender.lender_id}`)).statusCode).toBe(404);
    expect((await update(lender.lender_id, 'priority', 3)).statusCode).toBe(404);
    expect((await storedLender(lender.lender_id))?.deleted_at).toBeInstanceOf(Date);
    expect((await auditRows(lender.lender_id, 'deleted_at')).at(-1)).toMatchObject({ action: 'lender.delete' });
  });

  it('answers 404 for an unknown or already deleted lender', async () => {
    const lender = await createLender('Twice_Deleted');
    await post('/api/safe-delete-lender', { lender_id: lender.lender_id });
    expect((await post('/api/safe-delete-lender', { lender_id: lender.lender_id })).statusCode).toBe(404);
    expect((await post('/api/safe-delete-lender', { lender_id: 999_999 })).statusCode).toBe(404);
  });

  it('keeps the name of a deleted lender taken, because the row keeps its key', async () => {
    const lender = await createLender('Gone_Lender');
    await post('/api/safe-delete-lender', { lender_id: lender.lender_id });
    expect((await post('/api/create-lender', { name: 'Gone_Lender' })).statusCode).toBe(409);
  });
});

describe('lender calls access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/get-lenders-data' },
      { method: 'GET', url: '/api/get-lenders-data/pl' },
      { method: 'GET', url: '/api/get-lender-data/1' },
      { method: 'POST', url: '/api/create-lender', payload: { name: 'Sneaky_Lender' } },
      { method: 'POST', url: '/api/update-lender-data', payload: { lender_id: 1, property: 'priority', value: 1 } },
      { method: 'POST', url: '/api/safe-delete-lender', payload: { lender_id: 1 } },
    ],
  );

  it('leaves the catalogue untouched after refused calls', async () => {
    const [first] = await t.db.select().from(lenders).where(eq(lenders.id, 1));
    expect(first?.deleted_at).toBeNull();
    const sneaky = await t.db.select().from(lenders).where(eq(lenders.name, 'Sneaky_Lender'));
    expect(sneaky).toEqual([]);
  });
});
