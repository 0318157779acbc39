import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lender } from '@saakh/domain/lenders';
import type { Vendor, VendorsOverview } from '@saakh/domain/vendors';
import { audit_log } from '../../db/schema/audit';
import { createLender, createLenderApiVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import { isVendorEnabled } from './vendors.repository';

let t: TestApp;
let tokens: CatalogueTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  const kotak = await createLender(t.db, { name: 'Kotak_Mahindra', api: 1 });
  await createLenderApiVendor(t.db, kotak);
  await createLender(t.db, { name: 'Navi_Finserv', lender_status: 0, status_reason: 'Paused by the lender' });
  await createLender(t.db, { name: 'Tata_Capital', product: 'hl' });
});
afterAll(async () => t.close());

const overview = async () =>
  (await call(t, tokens.admin, { method: 'GET', url: '/api/admin/vendors' })).json().data as VendorsOverview;
const toggle = (id: number, payload: Record<string, unknown>) =>
  call(t, tokens.admin, { method: 'POST', url: `/api/admin/vendors/${id}`, payload });

function vendor(data: VendorsOverview, key: string): Vendor {
  const found = data.vendors.find((item) => item.key === key);
  if (!found) throw new Error(`No vendor ${key}`);
  return found;
}

describe('GET /api/admin/vendors', () => {
  it('lists the provider integrations and every live lender with its status', async () => {
    const data = await overview();
    expect(data.vendors.map((item) => item.key)).toEqual(
      expect.arrayContaining(['sms-console', 'sms-http', 'credit-bureau', 'storage-local', 'storage-s3']),
    );
    // A lender's API integration is keyed by its lender key, so matching can join them.
    expect(vendor(data, 'kotak_mahindra')).toMatchObject({ kind: 'lender_api', enabled: 1 });
    expect(vendor(data, 'credit-bureau')).toMatchObject({ enabled: 0, reason: expect.any(String) });
    const lenders = (await call(t, tokens.admin, { method: 'GET', url: '/api/get-lenders-data' })).json()
      .data as Lender[];
    expect(data.lenders).toHaveLength(lenders.length);
    expect(data.lenders.find((item) => item.name === 'Navi_Finserv')).toMatchObject({
      lender_status: 0,
      status_reason: expect.any(String),
    });
  });

  it('shows a lender switched off through update-lender-data with its reason', async () => {
    const lender = (
      await call(t, tokens.admin, { method: 'POST', url: '/api/create-lender', payload: { name: 'Switch_Lender' } })
    ).json().data as Lender;
    await call(t, tokens.admin, {
      method: 'POST',
      url: '/api/update-lender-data',
      payload: { lender_id: lender.lender_id, property: 'lender_status', value: 0, reason: 'Sanction rate too low' },
    });
    const row = (await overview()).lenders.find((item) => item.lender_id === lender.lender_id);
    expect(row).toMatchObject({ lender_status: 0, status_reason: 'Sanction rate too low' });
  });
});

describe('POST /api/admin/vendors/:id', () => {
  it('switches a vendor off with a reason and on again, auditing each change', async () => {
    const sms = vendor(await overview(), 'sms-http');
    const off = await toggle(sms.id, { enabled: 0, reason: 'Gateway outage' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      success: true,
      message: 'Vendor updated successfully!',
      data: { enabled: 0, reason: 'Gateway outage' },
    });
    expect(await isVendorEnabled(t.db, 'sms-http')).toBe(false);
    const on = await toggle(sms.id, { enabled: true });
    expect(on.json().data).toMatchObject({ enabled: 1, reason: null });
    expect(await isVendorEnabled(t.db, 'sms-http')).toBe(true);
    const rows = await t.db
      .select()
      .from(audit_log)
      .where(
        and(eq(audit_log.entity, 'vendor'), eq(audit_log.entity_id, String(sms.id)), eq(audit_log.field, 'enabled')),
      );
    expect(rows.map((row) => [row.old_value, row.new_value])).toEqual([
      ['1', '0'],
      ['0', '1'],
    ]);
  });

  it('requires a reason to switch a vendor off', async () => {
    const sms = vendor(await overview(), 'sms-console');
    for (const payload of [{ enabled: 0 }, { enabled: 0, reason: '   ' }]) {
      const response = await toggle(sms.id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reason).toEqual(['Please give a reason for switching this off']);
    }
    expect(vendor(await overview(), 'sms-console').enabled).toBe(1);
  });

  it('refuses an enabled value other than 0 or 1', async () => {
    const response = await toggle(vendor(await overview(), 'sms-console').id, { enabled: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.enabled).toEqual(['Must be 0 or 1']);
  });

  it('answers 404 for an unknown vendor', async () => {
    expect((await toggle(999_999, { enabled: 1 })).statusCode).toBe(404);
  });

  it('counts a key with no vendor row as on', async () => {
    expect(await isVendorEnabled(t.db, 'no-such-vendor')).toBe(true);
  });
});

describe('vendor calls access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/vendors' },
      { method: 'POST', url: '/api/admin/vendors/1', payload: { enabled: 0, reason: 'sneaky' } },
    ],
  );
});
