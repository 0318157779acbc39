/** Test helpers shared by the admin catalogue modules' API tests (lenders, revenue, cards, partners, vendors…). */
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { createCustomer, createSession } from '../../test/factories';
import { adminToken, bearer, partnerToken, type TestApp } from '../../test/test-app';

export type CatalogueTokens = { admin: string; ops: string; csr: string; customer: string; partner: string };

/** A live session for an admin of each role, a customer and a partner user, each made for the test. */
export async function loginEveryone(t: TestApp): Promise<CatalogueTokens> {
  const customer = await createCustomer(t.db);
  const [admin, ops, csr, customerToken, partner] = await Promise.all([
    adminToken(t, 1),
    adminToken(t, 2),
    adminToken(t, 3),
    createSession(t.db, 'customer', customer.id),
    partnerToken(t),
  ]);
  return { admin, ops, csr, customer: customerToken, partner };
}

export type RouteCall = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> };

export function call(t: TestApp, token: string | null, route: RouteCall, headers: Record<string, string> = {}) {
  const options: InjectOptions = {
    method: route.method,
    url: route.url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(route.payload ? { payload: route.payload } : {}),
  };
  return t.app.inject(options);
}

/**
 * For an admin role 1 call: anonymous callers get 401; roles 2 and 3, customers and partners get 403; and every
 * refusal is the error shape without data.
 */
export function itAllowsOnlyAdminRoleOne(
  context: () => { t: TestApp; tokens: CatalogueTokens },
  routes: RouteCall[],
): void {
  it.each(routes)('lets only admin role 1 call $method $url', async (route) => {
    const { t, tokens } = context();
    const refusals: [string | null, number][] = [
      [null, 401],
      [tokens.ops, 403],
      [tokens.csr, 403],
      [tokens.customer, 403],
      [tokens.partner, 403],
    ];
    for (const [token, status] of refusals) {
      const response = await call(t, token, route);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });
}
