/** A record's change history on the list contract: the newest 200 as before, or any page of the whole history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_HISTORY_LIMIT, type AuditRow, type AuditRowPage } from '@saakh/domain/audit';
import { audit_log } from '../../db/schema/audit';
import { createAdmin, createAuditEntry } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;
/** The ids of the five changes of lender 42, in the order they were made. */
let ids: Record<'created' | 'priority' | 'offer' | 'reason' | 'deleted', number>;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
const page = async (query: string) => (await get(`/api/admin/audit/lender/42?${query}`)).json().data as AuditRowPage;
const sorted = async (sort: string) => (await page(`pageSize=10&sort=${sort}`)).items.map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  const asha = await createAdmin(t.db, { name: 'Asha Admin' });
  const at = (day: number) => new Date(Date.UTC(2024, 0, day));
  const change = (values: Parameters<typeof createAuditEntry>[1]) =>
    createAuditEntry(t.db, { entity: 'lender', entity_id: '42', actor_id: asha.id, ...values });
  const created = await change({
    action: 'lender.create',
    field: null,
    old_value: null,
    new_value: '{"name":"Axis_Bank","product":"pl"}',
    created_at: at(1),
  });
  const priority = await change({ field: 'priority', old_value: '0', new_value: '5', created_at: at(2) });
  // Two fields changed in one transaction share their time.
  const offer = await change({ field: 'so_text', old_value: null, new_value: 'Flat 50% off fees', created_at: at(3) });
  const reason = await change({
    field: 'status_reason',
    old_value: null,
    new_value: 'Paused by ops',
    created_at: at(3),
  });
  const deleted = await change({
    action: 'lender.delete',
    field: 'deleted_at',
    old_value: null,
    new_value: '2024-01-04T00:00:00.000Z',
    created_at: at(4),
  });
  ids = { created: created.id, priority: priority.id, offer: offer.id, reason: reason.id, deleted: deleted.id };
  // Changes of other records, which lender 42's history never shows.
  await createAuditEntry(t.db, { entity: 'lender', entity_id: '43', field: 'priority' });
  await createAuditEntry(t.db, { entity: 'credit_card', entity_id: '42', action: 'credit_card.update' });
  // A long history: more changes than the call answers without paging.
  await t.db.insert(audit_log).values(
    Array.from({ length: AUDIT_HISTORY_LIMIT + 5 }, (_, index) => ({
      actor_kind: 'admin',
      action: 'lender.update',
      entity: 'lender',
      entity_id: '7',
      field: 'priority',
      old_value: String(index),
      new_value: String(index + 1),
      created_at: new Date(Date.UTC(2024, 1, 1, 0, index)),
    })),
  );
});
afterAll(async () => t?.close());

describe('GET /api/admin/audit/:entity/:id on the list contract', () => {
  it("answers the record's changes newest first without paging, with the admin who made them", async () => {
    const response = await get('/api/admin/audit/lender/42');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as AuditRow[];
    expect(rows.map((row) => row.id)).toEqual([ids.deleted, ids.reason, ids.offer, ids.priority, ids.created]);
    expect(rows[0]).toMatchObject({
      action: 'lender.delete',
      field: 'deleted_at',
      actor_kind: 'admin',
      actor_name: 'Asha Admin',
      created_at: '2024-01-04T00:00:00.000Z',
    });
  });

  it('answers the newest 200 changes without paging, and any page of the whole history with it', async () => {
    const newest = (await get('/api/admin/audit/lender/7')).json().data as AuditRow[];
    expect(newest).toHaveLength(AUDIT_HISTORY_LIMIT);
    expect(newest[0]?.new_value).toBe(String(AUDIT_HISTORY_LIMIT + 5));
    expect(newest.at(-1)?.new_value).toBe('6');
    const oldest = (await get('/api/admin/audit/lender/7?page=2&pageSize=200')).json().data as AuditRowPage;
    expect(oldest).toMatchObject({ total: AUDIT_HISTORY_LIMIT + 5, page: 2, pageSize: 200 });
    expect(oldest.items.map((row) => row.new_value)).toEqual(['5', '4', '3', '2', '1']);
  });

  it('answers one page with the total when a page or a page size is asked for', async () => {
    const first = await page('page=1&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((row) => row.id)).toEqual([ids.deleted, ids.reason]);
    const last = await page('page=3&pageSize=2');
    expect(last).toMatchObject({ total: 5, page: 3 });
    expect(last.items.map((row) => row.id)).toEqual([ids.created]);
    expect(await page('page=1')).toMatchObject({ total: 5, pageSize: 50 });
    expect((await get('/api/admin/audit/lender/999?page=1')).json().data).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
  });

  it('sorts by time both ways, the id ordering the changes of one transaction', async () => {
    const oldestFirst = [ids.created, ids.priority, ids.offer, ids.reason, ids.deleted];
    expect(await sorted('created_at')).toEqual(oldestFirst);
    expect(await sorted('-created_at')).toEqual([...oldestFirst].reverse());
  });

  it('sorts by action both ways, newest first within an action', async () => {
    expect(await sorted('action')).toEqual([ids.created, ids.deleted, ids.offer, ids.reason, ids.priority]);
    expect(await sorted('-action')).toEqual([ids.reason, ids.offer, ids.priority, ids.deleted, ids.created]);
  });

  it('sorts by field both ways, changes without a field last ascending', async () => {
    const ascending = [ids.deleted, ids.priority, ids.offer, ids.reason, ids.created];
    expect(await sorted('field')).toEqual(ascending);
    expect(await sorted('-field')).toEqual([...ascending].reverse());
  });

  it('filters by action', async () => {
    const updates = await page('page=1&action=lender.update');
    expect(updates.total).toBe(3);
    expect(updates.items.map((row) => row.id)).toEqual([ids.reason, ids.offer, ids.priority]);
    expect((await page('page=1&action=lender.create')).items.map((row) => row.id)).toEqual([ids.created]);
    expect((await page('page=1&action=credit_card.update')).total).toBe(0);
  });

  it('searches the field and the old and new values without regard to case, LIKE wildcards matching only themselves', async () => {
    expect((await page('page=1&q=PRIORITY')).items.map((row) => row.id)).toEqual([ids.priority]);
    expect((await page('page=1&q=paused')).items.map((row) => row.id)).toEqual([ids.reason]);
    expect((await page('page=1&q=axis_bank')).items.map((row) => row.id)).toEqual([ids.created]);
    expect((await page('page=1&q=%25')).items.map((row) => row.id)).toEqual([ids.offer]);
    // '_' is in three field names and one value, not in "priority".
    expect((await page('page=1&q=_')).items.map((row) => row.id)).toEqual([
      ids.deleted,
      ids.reason,
      ids.offer,
      ids.created,
    ]);
    // Without paging the search answers the list as before.
    const found = (await get('/api/admin/audit/lender/42?q=50')).json().data as AuditRow[];
    expect(found.map((row) => row.id)).toEqual([ids.offer]);
  });

  it('refuses an unknown order, a page size over 200, page 0 and an unknown action with 422', async () => {
    for (const query of ['sort=entity', 'sort=-new_value', 'pageSize=201', 'page=0', 'action=lender.drop']) {
      const response = await get(`/api/admin/audit/lender/42?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('audit history access', () => {
  itAllowsOnlyAdminRoleOne(() => ({ t, tokens }), [{ method: 'GET', url: '/api/admin/audit/lender/42?page=1' }]);
});
