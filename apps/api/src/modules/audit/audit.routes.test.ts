import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '@saakh/domain/audit';
import type { Lender } from '@saakh/domain/lenders';
import { createAdmin, createPartner, createSession, type PartnerRow } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;
let partner: PartnerRow;

beforeAll(async () => {
  t = await createTestApp();
  // The changes are made by an admin the history names.
  const asha = await createAdmin(t.db, { name: 'Asha Admin', role_id: 1 });
  tokens = { ...(await loginEveryone(t)), admin: await createSession(t.db, 'admin', asha.id) };
  partner = await createPartner(t.db);
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>) => call(t, tokens.admin, { method: 'POST', url, payload });
const history = (entity: string, id: number) =>
  call(t, tokens.admin, { method: 'GET', url: `/api/admin/audit/${entity}/${id}` });

describe('GET /api/admin/audit/:entity/:id', () => {
  it("answers a lender's changes newest first, with the admin who made them", async () => {
    const lender = (await post('/api/create-lender', { name: 'History_Lender' })).json().data as Lender;
    await post('/api/update-lender-data', { lender_id: lender.lender_id, property: 'priority', value: 5 });
    await post('/api/update-lender-data', { lender_id: lender.lender_id, property: 'priority', value: 9 });
    const response = await history('lender', lender.lender_id);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as AuditRow[];
    expect(rows.map((row) => [row.action, row.field, row.old_value, row.new_value])).toEqual([
      ['lender.update', 'priority', '5', '9'],
      ['lender.update', 'priority', '0', '5'],
      ['lender.create', null, null, '{"name":"History_Lender","product":"pl"}'],
    ]);
    expect(rows[0]).toMatchObject({ actor_kind: 'admin', actor_name: 'Asha Admin', masquerade_admin_id: null });
  });

  it('answers the history of a credit card and of a partner', async () => {
    const card = (await post('/api/create-credit-card', { category_name: 'History Card' })).json().data as {
      category_id: number;
    };
    await post('/api/update-credit-card-data', { category_id: card.category_id, property: 'annual_fee', value: 999 });
    const cardRows = (await history('credit_card', card.category_id)).json().data as AuditRow[];
    expect(cardRows[0]).toMatchObject({ field: 'annual_fee', new_value: '999' });

    await post(`/api/update-partner-utm/${partner.id}`, { utm_id: 'history-utm' });
    const partnerRows = (await history('partner', partner.id)).json().data as AuditRow[];
    expect(partnerRows[0]).toMatchObject({ field: 'utm_id', new_value: 'history-utm' });
  });

  it('answers an empty list for a record without changes', async () => {
    expect((await history('lender', 999_999)).json()).toEqual({ success: true, data: [] });
  });

  it('refuses an entity it does not keep history for', async () => {
    expect((await history('users', 1)).statusCode).toBe(422);
  });
});

describe('audit calls access', () => {
  itAllowsOnlyAdminRoleOne(() => ({ t, tokens }), [{ method: 'GET', url: '/api/admin/audit/lender/1' }]);
});
