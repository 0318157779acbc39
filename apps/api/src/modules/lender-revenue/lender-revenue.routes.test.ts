import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lender } from '@saakh/domain/lenders';
import type { LenderRevenueItem, RevenueType } from '@saakh/domain/revenue';
import { audit_log } from '../../db/schema/audit';
import { createLender, createRevenueItem, revenueTypeId, type LenderRow } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;
let types: RevenueType[];
let lender: Lender;
let kotak: LenderRow;

const get = (url: string) => call(t, tokens.admin, { method: 'GET', url });
const post = (url: string, payload?: Record<string, unknown>) =>
  call(t, tokens.admin, { method: 'POST', url, payload });

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  // A lender paid by disbursal slabs, with its entries in order.
  kotak = await createLender(t.db, { name: 'Kotak_Mahindra' });
  const slab = await revenueTypeId(t.db, 'Slab based');
  await createRevenueItem(t.db, kotak.id, {
    revenue_type_id: slab,
    revenue_percent: '1.250',
    slab_disbursed_min: 0,
    slab_disbursed_max: 5_000_000,
    sort_order: 0,
  });
  await createRevenueItem(t.db, kotak.id, {
    revenue_type_id: slab,
    revenue_percent: '1.500',
    slab_disbursed_min: 5_000_000,
    slab_disbursed_max: 20_000_000,
    sort_order: 1,
  });
  types = (await get('/api/lender-revenue/get-types')).json().data;
  lender = (await post('/api/create-lender', { name: 'Revenue_Lender' })).json().data;
});
afterAll(async () => t.close());

function typeId(name: string): number {
  const found = types.find((type) => type.name === name);
  if (!found) throw new Error(`No revenue type ${name}`);
  return found.id;
}

async function addRevenue(extra: Record<string, unknown> = {}, lenderId = lender.lender_id): Promise<number> {
  const response = await post('/api/lender-revenue/create', {
    lender_id: lenderId,
    revenue_type_id: typeId('Percentage'),
    revenue_percent: 1.5,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return response.json().lenderRevenueItem.id as number;
}

async function revenueOf(lenderId: number): Promise<LenderRevenueItem[]> {
  return (await get(`/api/lender-revenue/get/${lenderId}`)).json().lenderRevenue;
}

async function lenderAudit(field: string) {
  return t.db
    .select()
    .from(audit_log)
    .where(
      and(
        eq(audit_log.entity, 'lender'),
        eq(audit_log.entity_id, String(lender.lender_id)),
        eq(audit_log.field, field),
      ),
    );
}

describe('GET /api/lender-revenue/get-types', () => {
  it('answers the revenue types as data[{id,name}]', async () => {
    expect(types.map((type) => type.name)).toEqual(expect.arrayContaining(['Flat', 'Percentage', 'Slab based']));
    expect(types[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});

describe('GET /api/lender-revenue/get/:lenderId', () => {
  it("answers a lender's entries in order, as lenderRevenue and as data", async () => {
    const lenders = (await get('/api/get-lenders-data/pl')).json().data as Lender[];
    const kotak = lenders.find((item) => item.name === 'Kotak_Mahindra');
    const response = await get(`/api/lender-revenue/get/${kotak?.lender_id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lenderRevenue.length).toBeGreaterThanOrEqual(2);
    expect(body.data).toEqual(body.lenderRevenue);
    expect(body.lenderRevenue[0]).toMatchObject({
      revenue_type_name: 'Slab based',
      slab_disbursed_min: 0,
      revenue_percent: 1.25,
    });
  });

  it('answers 404 for an unknown lender', async () => {
    expect((await get('/api/lender-revenue/get/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/lender-revenue/create', () => {
  it('adds an entry at the end and answers its id', async () => {
    const response = await post('/api/lender-revenue/create', {
      lender_id: lender.lender_id,
      revenue_type_id: typeId('Slab based'),
      slab_disbursed_min: '0',
      slab_disbursed_max: '5000000',
      revenue_flat: '250',
      revenue_percent: '1.125',
      status: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Revenue added successfully',
      lenderRevenueItem: { id: expect.any(Number) },
    });
    expect(body.data).toMatchObject({
      revenue_flat: 250,
      revenue_percent: 1.125,
      slab_disbursed_max: 5_000_000,
      revenue_type_name: 'Slab based',
    });
    const list = await revenueOf(lender.lender_id);
    expect(list.at(-1)?.id).toBe(body.lenderRevenueItem.id);
    const audit = await lenderAudit(`revenue#${body.lenderRevenueItem.id}`);
    expect(audit).toEqual([expect.objectContaining({ action: 'lender.revenue.create', old_value: null })]);
  });

  it('requires a revenue type', async () => {
    for (const revenue_type_id of [undefined, '', 999_999]) {
      const response = await post('/api/lender-revenue/create', {
        lender_id: lender.lender_id,
        revenue_type_id,
        revenue_flat: 100,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.revenue_type_id).toEqual(['Revenue type is required']);
    }
  });

  it('refuses negative amounts and bounds', async () => {
    const response = await post('/api/lender-revenue/create', {
      lender_id: lender.lender_id,
      revenue_type_id: typeId('Flat'),
      revenue_flat: -5,
      ats_min: -1,
      revenue_percent: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      revenue_flat: ['Must be a positive number'],
      ats_min: ['Must be a positive number'],
    });
  });

  it('keeps the percentage between 0 and 100 in steps of 0.001', async () => {
    const tooHigh = await post('/api/lender-revenue/create', {
      lender_id: lender.lender_id,
      revenue_type_id: typeId('Percentage'),
      revenue_percent: 100.5,
    });
    expect(tooHigh.json().errors.revenue_percent).toEqual(['Must be between 0 and 100']);
    const negative = await post('/api/lender-revenue/create', {
      lender_id: lender.lender_id,
      revenue_type_id: typeId('Percentage'),
      revenue_percent: -1,
    });
    expect(negative.json().errors.revenue_percent).toEqual(['Must be between 0 and 100']);
    const tooFine = await post('/api/lender-revenue/create', {
      lender_id: lender.lender_id,
      revenue_type_id: typeId('Percentage'),
      revenue_percent: 1.2345,
    });
    expect(tooFine.json().errors.revenue_percent).toEqual(['Use at most 3 decimal places']);
  });

  it('needs each max above its min', async () => {
    const response = await post('/api/lender-revenue/create', {
      lender_id: lender.lender_id,
      revenue_type_id: typeId('Slab based'),
      revenue_percent: 1,
      slab_disbursed_min: 100,
      slab_disbursed_max: 100,
      slab_number_min: 10,
      slab_number_max: 5,
      ats_min: 1,
      ats_max: 2,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      slab_disbursed_max: ['Max must be greater than Min'],
      slab_number_max: ['Max must be greater than Min'],
    });
  });

  it('needs a flat or percentage revenue above 0', async () => {
    const response = await post('/api/lender-revenue/create', {
      lender_id: lender.lender_id,
      revenue_type_id: typeId('Flat'),
      revenue_flat: 0,
      revenue_percent: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      revenue_flat: ['Either Revenue Flat or Revenue Percentage is required'],
      revenue_percent: ['Either Revenue Flat or Revenue Percentage is required'],
    });
  });

  it('answers 404 for an unknown lender', async () => {
    const response = await post('/api/lender-revenue/create', {
      lender_id: 999_999,
      revenue_type_id: typeId('Flat'),
      revenue_flat: 10,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/lender-revenue/update', () => {
  it('updates an entry and audits the old and new values', async () => {
    const id = await addRevenue({ revenue_percent: 2 });
    const response = await post('/api/lender-revenue/update', {
      id,
      lender_id: lender.lender_id,
      revenue_type_id: typeId('Flat + Percentage'),
      revenue_flat: 500,
      revenue_percent: 0.75,
      status: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Revenue updated successfully',
      lenderRevenueItem: { id },
      data: { revenue_flat: 500, revenue_percent: 0.75, status: 0, revenue_type_name: 'Flat + Percentage' },
    });
    const [row] = await lenderAudit(`revenue#${id}`).then((rows) =>
      rows.filter((item) => item.action === 'lender.revenue.update'),
    );
    expect(JSON.parse(row?.old_value ?? '{}')).toMatchObject({ revenue_percent: 2, revenue_flat: null, status: 1 });
    expect(JSON.parse(row?.new_value ?? '{}')).toMatchObject({
      revenue_percent: 0.75,
      revenue_flat: 500,
      status: 0,
    });
  });

  it('applies the form rules', async () => {
    const id = await addRevenue();
    const response = await post('/api/lender-revenue/update', { id, revenue_type_id: typeId('Flat'), revenue_flat: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.revenue_flat).toEqual(['Either Revenue Flat or Revenue Percentage is required']);
  });

  it('answers 404 for an unknown entry or an entry of another lender', async () => {
    const id = await addRevenue();
    expect(
      (await post('/api/lender-revenue/update', { id: 999_999, revenue_type_id: typeId('Flat'), revenue_flat: 1 }))
        .statusCode,
    ).toBe(404);
    const other = await post('/api/lender-revenue/update', {
      id,
      lender_id: kotak.id,
      revenue_type_id: typeId('Flat'),
      revenue_flat: 1,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /api/lender-revenue/set-order', () => {
  it('saves a new order that the next read answers, and audits it', async () => {
    const own = (await post('/api/create-lender', { name: 'Ordered_Lender' })).json().data as Lender;
    const ids = [
      await addRevenue({}, own.lender_id),
      await addRevenue({}, own.lender_id),
      await addRevenue({}, own.lender_id),
    ];
    const wanted = [ids[2], ids[0], ids[1]];
    const response = await post('/api/lender-revenue/set-order', {
      lender_id: own.lender_id,
      lender_revenue_ids: wanted,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Revenue order updated' });
    const list = await revenueOf(own.lender_id);
    expect(list.map((item) => item.id)).toEqual(wanted);
    expect(list.map((item) => item.sort_order)).toEqual([0, 1, 2]);
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, String(own.lender_id)), eq(audit_log.field, 'revenue_order')));
    expect(audit).toEqual([
      expect.objectContaining({ old_value: JSON.stringify(ids), new_value: JSON.stringify(wanted) }),
    ]);
  });

  it("refuses a list that is not exactly the lender's entries, and keeps the order", async () => {
    const own = (await post('/api/create-lender', { name: 'Strict_Order_Lender' })).json().data as Lender;
    const ids = [await addRevenue({}, own.lender_id), await addRevenue({}, own.lender_id)];
    const foreign = await addRevenue();
    for (const lender_revenue_ids of [
      [ids[0]],
      [ids[0], ids[0]],
      [ids[0], foreign],
      [...ids, foreign],
      [ids[1], ids[0], ids[1]],
    ]) {
      const response = await post('/api/lender-revenue/set-order', { lender_id: own.lender_id, lender_revenue_ids });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.lender_revenue_ids).toEqual([
        'The order must list every revenue entry of this lender exactly once',
      ]);
    }
    expect((await revenueOf(own.lender_id)).map((item) => item.id)).toEqual(ids);
  });

  it('answers 404 for an unknown lender', async () => {
    expect(
      (await post('/api/lender-revenue/set-order', { lender_id: 999_999, lender_revenue_ids: [] })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/lender-revenue/delete/:id', () => {
  it('deletes an entry and audits what it was', async () => {
    const id = await addRevenue({ revenue_percent: 3.5 });
    const response = await post(`/api/lender-revenue/delete/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Revenue entry deleted successfully' });
    expect((await revenueOf(lender.lender_id)).some((item) => item.id === id)).toBe(false);
    const audit = (await lenderAudit(`revenue#${id}`)).find((row) => row.action === 'lender.revenue.delete');
    expect(JSON.parse(audit?.old_value ?? '{}')).toMatchObject({ revenue_percent: 3.5 });
  });

  it('answers 404 for an unknown entry', async () => {
    expect((await post('/api/lender-revenue/delete/999999')).statusCode).toBe(404);
  });
});

describe('revenue calls access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/lender-revenue/get/1' },
      { method: 'GET', url: '/api/lender-revenue/get-types' },
      {
        method: 'POST',
        url: '/api/lender-revenue/create',
        payload: { lender_id: 1, revenue_type_id: 1, revenue_flat: 1 },
      },
      { method: 'POST', url: '/api/lender-revenue/update', payload: { id: 1, revenue_type_id: 1, revenue_flat: 1 } },
      { method: 'POST', url: '/api/lender-revenue/set-order', payload: { lender_id: 1, lender_revenue_ids: [1] } },
      { method: 'POST', url: '/api/lender-revenue/delete/1' },
    ],
  );
});
