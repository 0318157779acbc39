/**
 * Calls every operation of the OpenAPI document as every kind of caller and checks the access it declares
 * (`x-access`, `x-roles`) is the access the server enforces. Driven by the document, so new routes are covered.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLevels } from '@saakh/domain/api';
import { adminRoleIds, type AdminRoleId } from '@saakh/domain/roles';
import {
  createAdmin,
  createCreditCard,
  createCustomer,
  createLender,
  createLenderGroup,
  createPartnerUser,
  createRevenueItem,
  createSession,
  freshMobile,
} from './factories';
import { operationsOf, readOpenApi, type OpenApiDocument, type Operation, type Parameter } from './openapi';
import { createTestApp, freshIp, type TestApp } from './test-app';

type Caller =
  | { name: string; kind: 'anonymous' }
  | { name: string; kind: 'customer' | 'partner'; subjectId: number }
  | { name: string; kind: 'admin'; subjectId: number; roleId: AdminRoleId };

let t: TestApp;
let doc: OpenApiDocument;
let callers: Caller[];

/**
 * The callers get accounts of their own, made after a bystander admin and partner user, so that an operation called
 * with the id 1 never disables or deletes the account a later call is made with. Customer A is the first customer
 * (id 1), so a customer call by id 1 meets both its owner and another customer. A lender with a revenue entry, a
 * lender group and a card give the catalogue calls by id 1 a row to find.
 */
async function createCallers(): Promise<Caller[]> {
  const db = t.db;
  await createAdmin(db);
  await createPartnerUser(db);
  const customerA = await createCustomer(db);
  const customerB = await createCustomer(db);
  const partnerUser = await createPartnerUser(db);
  const admins = await Promise.all(adminRoleIds.map((roleId) => createAdmin(db, { role_id: roleId })));
  const lender = await createLender(db);
  await createRevenueItem(db, lender.id);
  await createLenderGroup(db);
  await createCreditCard(db);
  return [
    { name: 'anonymous', kind: 'anonymous' },
    { name: 'customer A', kind: 'customer', subjectId: customerA.id },
    { name: 'customer B', kind: 'customer', subjectId: customerB.id },
    { name: 'partner', kind: 'partner', subjectId: partnerUser.id },
    ...admins.map((admin) => ({
      name: `admin role ${admin.role_id}`,
      kind: 'admin' as const,
      subjectId: admin.id,
      roleId: admin.role_id as AdminRoleId,
    })),
  ];
}

const operations = (): Operation[] => operationsOf(doc, { apiOnly: false });

/** A value the parameter's schema accepts where it can tell: the first enum value, else 1, else a fresh mobile number. */
function sampleValue(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  const first = schema.enum?.[0] ?? schema.anyOf?.find((option) => option.enum)?.enum?.[0];
  if (first !== undefined) return String(first);
  if (/mobile|phone/i.test(parameter.name)) return freshMobile();
  return '1';
}

function requestFor(operation: Operation): Pick<InjectOptions, 'method' | 'url' | 'payload' | 'remoteAddress'> {
  const parameters = operation.spec.parameters ?? [];
  let url = operation.path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(sampleValue(parameter)));
  }
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.required))
    query.set(parameter.name, sampleValue(parameter));
  if (query.size > 0) url += `?${query.toString()}`;

  const withBody = ['POST', 'PUT', 'PATCH'].includes(operation.method) || operation.spec.requestBody !== undefined;
  // An empty body; a route that sends an SMS gets a number no other call used, so no limit couples calls.
  const bodyProperties = operation.spec.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  const payload = withBody ? ('mobile' in bodyProperties ? { mobile: freshMobile() } : {}) : undefined;
  return { method: operation.method, url, payload, remoteAddress: freshIp() };
}

/** A public operation that requires a signature header (x-…-signature), as providers' status callbacks do. */
function signedOnly(operation: Operation): boolean {
  return (operation.spec.parameters ?? []).some(
    (parameter) => parameter.in === 'header' && parameter.required === true && /^x-.*signature$/i.test(parameter.name),
  );
}

type Expectation = { refused?: 401 | 403; notRefusedWith: number[] };

/** What the declared access promises a caller (DESIGN §4). */
function expectationFor(operation: Operation, caller: Caller): Expectation {
  // A provider's callback declares its signature header: without a valid signature every caller is refused.
  if (operation.access.includes('public') && signedOnly(operation)) return { refused: 401, notRefusedWith: [] };
  if (operation.access.includes('public')) return { notRefusedWith: [401, 403] };
  if (caller.kind === 'anonymous') return { refused: 401, notRefusedWith: [] };
  if (!operation.access.includes(caller.kind)) return { refused: 403, notRefusedWith: [] };
  if (caller.kind === 'admin') {
    if (operation.roles && !operation.roles.includes(caller.roleId)) return { refused: 403, notRefusedWith: [] };
    return { notRefusedWith: [401, 403] };
  }
  // A customer reads only their own records and answers 404 for others'; a partner may be refused an action by a
  // rule (exiting a masquerade it is not in), so only 401 is ruled out for partners.
  return { notRefusedWith: caller.kind === 'customer' ? [401, 403] : [401] };
}

beforeAll(async () => {
  t = await createTestApp();
  doc = await readOpenApi(t);
  callers = await createCallers();
});
afterAll(async () => t?.close());

describe('access matrix', () => {
  it('documents every /api route the server registered', () => {
    const documented = new Set(operations().map((operation) => `${operation.method} ${operation.path}`));
    const missing = [...t.app.accessRegistry.keys()]
      .filter((key) => key.split(' ')[1]?.startsWith('/api/'))
      // Fastify writes path parameters as :name (optionally with a regex), OpenAPI as {name}.
      .map((key) => key.replace(/:(\w+)(\([^)]*\))?/g, '{$1}'))
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('declares a known access level on every operation, and roles only on admin operations', () => {
    const problems: string[] = [];
    for (const operation of operations()) {
      const name = `${operation.method} ${operation.path}`;
      if (!operation.path.startsWith('/api/')) continue;
      if (operation.access.length === 0) problems.push(`${name}: no x-access`);
      for (const level of operation.access)
        if (!(accessLevels as readonly string[]).includes(level)) problems.push(`${name}: unknown ${level}`);
      if (operation.roles) {
        if (!operation.access.includes('admin')) problems.push(`${name}: x-roles without admin access`);
        for (const role of operation.roles)
          if (!(adminRoleIds as readonly number[]).includes(role)) problems.push(`${name}: unknown role ${role}`);
      }
      if (!operation.access.includes('public') && !operation.spec.security) {
        problems.push(`${name}: protected but without a security requirement`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('enforces the declared access of every operation for every kind of caller', async () => {
    const all = operations().filter((operation) => operation.path.startsWith('/api/'));
    // Sanity check that the document was read: the foundation alone has more than twenty operations.
    expect(all.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let calls = 0;
    for (const operation of all) {
      for (const caller of callers) {
        const request = requestFor(operation);
        // A throwaway session for one call, so that logout and other revoking calls cannot spoil later calls.
        const token =
          caller.kind === 'anonymous' ? undefined : await createSession(t.db, caller.kind, caller.subjectId);
        const response = await t.app.inject({ ...request, headers: token ? { authorization: `Bearer ${token}` } : {} });
        calls += 1;
        const expected = expectationFor(operation, caller);
        const status = response.statusCode;
        const where = `${operation.method} ${operation.path} as ${caller.name} (${request.url})`;
        if (expected.refused && status !== expected.refused)
          failures.push(`${where}: expected ${expected.refused}, got ${status}`);
        if (expected.notRefusedWith.includes(status))
          failures.push(`${where}: refused with ${status} ${response.body.slice(0, 120)}`);
        if (status >= 500) failures.push(`${where}: server error ${status} ${response.body.slice(0, 120)}`);
        if (expected.refused && status === expected.refused) {
          const body = response.json() as { success?: unknown; data?: unknown };
          if (body.success !== false || body.data !== undefined) failures.push(`${where}: refusal carries data`);
        }
      }
    }
    expect(calls).toBe(all.length * callers.length);
    expect(failures).toEqual([]);
    // Over 7,000 calls: 18–30 s in `npm test`, beside the other tests, the build and the benchmark smokes (stop 49),
    // and more with every route; the other tests keep Vitest's 30 s.
  }, 120_000);
});
