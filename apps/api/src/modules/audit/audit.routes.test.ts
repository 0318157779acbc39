import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditRow } from '@saakh/domain/audit';
import type { Lender } from '@saakh/domain/lenders';
import {
  createAdmin,
  createApplication,
  createAuditEntry,
  createCustomer,
  createLender,
  createPartner,
  createPartnerUser,
  createSession,
  type PartnerRow,
} from '../../test/factories';
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
const history = (entity: string, id: number | string) =>
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

  it('names the record, the actor and the records its values point at, in a fixed number of queries', async () => {
    const acme = await createPartner(t.db, { name: 'Acme Finance' });
    const ravi = await createPartnerUser(t.db, { partner_id: acme.id, name: 'Ravi Kumar' });
    const other = await createPartner(t.db, { name: 'Beta Loans' });
    const admin = await createAdmin(t.db, { name: 'Asha Rao' });
    const write = (values: Parameters<typeof createAuditEntry>[1]) =>
      createAuditEntry(t.db, { entity: 'partner', entity_id: String(acme.id), ...values });
    await write({
      action: 'masquerade.start',
      actor_id: admin.id,
      field: null,
      old_value: null,
      new_value: JSON.stringify({ partnerUserId: ravi.id }),
    });
    await write({
      action: 'partner.contact',
      actor_kind: 'partner',
      actor_id: ravi.id,
      field: 'email',
      old_value: 'a@x.in',
      new_value: 'b@x.in',
    });
    // Many rows pointing at partners: still one lookup for all of them.
    for (let i = 0; i < 5; i += 1)
      await write({
        action: 'merchant.parent',
        actor_id: admin.id,
        field: 'parent',
        old_value: null,
        new_value: JSON.stringify({ parent_partner_id: other.id, split_percent: 10 }),
      });

    const selects = vi.spyOn(t.app.deps.db, 'select');
    const rows = (await history('partner', acme.id)).json().data as AuditRow[];
    // The page, then one lookup per kind named (partners, partner users): not one per row.
    expect(selects).toHaveBeenCalledTimes(3);
    selects.mockRestore();
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.record_name === 'Acme Finance')).toBe(true);
    const start = rows.find((row) => row.action === 'masquerade.start');
    expect(start).toMatchObject({ actor_name: 'Asha Rao', names: { [`partner_user:${ravi.id}`]: 'Ravi Kumar' } });
    expect(rows.find((row) => row.action === 'partner.contact')).toMatchObject({ actor_name: 'Ravi Kumar', names: {} });
    expect(rows.find((row) => row.action === 'merchant.parent')?.names).toEqual({
      [`partner:${other.id}`]: 'Beta Loans',
    });
  });

  it('answers an empty list for a record without changes', async () => {
    expect((await history('lender', 999_999)).json()).toEqual({ success: true, data: [] });
  });

  it('refuses an entity it does not keep history for', async () => {
    expect((await history('users', 1)).statusCode).toBe(422);
  });

  it("answers an application's case history by its uuid, named by its reference, with the owner's name", async () => {
    const [lender, customer] = await Promise.all([createLender(t.db), createCustomer(t.db)]);
    const application = await createApplication(t.db, {
      userId: customer.id,
      lenderId: lender.id,
      status: 'submitted',
    });
    const ravi = await createAdmin(t.db, { name: 'Ravi Ops', role_id: 2 });
    const assigned = await call(t, tokens.admin, {
      method: 'PUT',
      url: `/api/admin/cases/${application.id}/owner`,
      payload: { ownerId: ravi.id },
    });
    expect(assigned.statusCode).toBe(200);
    await call(t, tokens.admin, {
      method: 'POST',
      url: `/api/admin/cases/${application.id}/notes`,
      payload: { text: 'Lender asked for a fresh bank statement' },
    });

    const response = await history('application', application.id);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as AuditRow[];
    expect(rows.map((row) => row.action)).toEqual(['case.note', 'case.assign']);
    expect(rows[1]).toMatchObject({
      actor_name: 'Asha Admin',
      record_name: application.reference,
      names: { [`admin_user:${ravi.id}`]: 'Ravi Ops' },
    });
    // The note's text stays out of the log (decision 053): only its id is written.
    expect(JSON.stringify(rows)).not.toContain('bank statement');
  });

  it('reads an id as its entity keeps them: a uuid for an application, a row number for the rest', async () => {
    expect((await history('application', 7)).statusCode).toBe(422);
    expect((await history('application', 'not-a-uuid')).statusCode).toBe(422);
    expect((await history('lender', '6f1c2f58-3c0e-4b8e-9a51-1d3f0e1b2c3d')).statusCode).toBe(422);
    expect((await history('application', '6f1c2f58-3c0e-4b8e-9a51-1d3f0e1b2c3d')).json()).toEqual({
      success: true,
      data: [],
    });
  });
});

describe('audit calls access', () => {
  itAllowsOnlyAdminRoleOne(() => ({ t, tokens }), [{ method: 'GET', url: '/api/admin/audit/lender/1' }]);
});
