import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '../../db/schema/audit';
import { createLenderGroup } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  for (const name of ['Banks', 'NBFCs', 'Fintech Lenders']) await createLenderGroup(t.db, name);
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  call(t, tokens.admin, { method: 'POST', url: '/api/lender-group/create', payload });

describe('GET /api/lender-group/get-all', () => {
  it('answers the groups at the top level as lenderGroups and as data', async () => {
    const response = await call(t, tokens.admin, { method: 'GET', url: '/api/lender-group/get-all' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.lenderGroups.length).toBeGreaterThanOrEqual(3);
    expect(body.lenderGroups[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(body.data).toEqual(body.lenderGroups);
  });
});

describe('POST /api/lender-group/create', () => {
  it('creates a group and answers its id and name under lenderGroup', async () => {
    const response = await create({ name: 'Small Finance Banks' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Lender group created successfully!',
      lenderGroup: { name: 'Small Finance Banks' },
    });
    expect(body.lenderGroup.id).toEqual(expect.any(Number));
    const list = (await call(t, tokens.admin, { method: 'GET', url: '/api/lender-group/get-all' })).json().lenderGroups;
    expect(list).toContainEqual(body.lenderGroup);
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'lender_group'), eq(audit_log.entity_id, String(body.lenderGroup.id))));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'lender_group.create', new_value: 'Small Finance Banks' }),
    ]);
  });

  it('requires a name', async () => {
    for (const payload of [{}, { name: '' }]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.name).toEqual(['Lender group name is required']);
    }
  });

  it('accepts only letters, digits, space, hyphen and underscore', async () => {
    for (const name of ['Banks & NBFCs', 'Co-op_Banks 2', 'Micro.Finance']) {
      const response = await create({ name });
      if (name === 'Co-op_Banks 2') {
        expect(response.statusCode).toBe(200);
        continue;
      }
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.name).toEqual(['Use only letters, digits, space, hyphen and underscore']);
    }
  });

  it('answers 409 for a name that exists, whatever its case', async () => {
    await create({ name: 'Payday Lenders' });
    const response = await create({ name: 'payday lenders' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A lender group with this name already exists');
  });
});

describe('lender group calls access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/lender-group/get-all' },
      { method: 'POST', url: '/api/lender-group/create', payload: { name: 'Sneaky Group' } },
    ],
  );
});
