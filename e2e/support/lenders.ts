/** Lenders the admin specs make for themselves through the API, so no test edits a lender another one reads. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Lender } from '@saakh/domain/lenders';
import { bearer } from './api';

let counter = 0;

/** A lender name no other test uses: the prefix, the time and a counter. */
export function uniqueLenderName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
}

/** Adds a personal-loan lender as the admin's "Add lender" does. */
export async function createLender(request: APIRequestContext, token: string, name: string): Promise<Lender> {
  const response = await request.post('/api/create-lender', { data: { name, product: 'pl' }, headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Lender }).data;
}

/** The lender as the edit screen reads it. */
export async function readLender(request: APIRequestContext, token: string, id: number): Promise<Lender> {
  const response = await request.get(`/api/get-lender-data/${id}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Lender }).data;
}
