/**
 * The lender hook's rate limit (decision 044) counts per lender and address: a lender's burst is cut off at its own
 * limit, while another lender, or the same lender from another address, goes on. It counts in the process's memory,
 * not with a database write per event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rate_limit_hits } from '../../db/schema/rate-limit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LENDER_HOOK_REQUESTS_PER_MINUTE: '60' });
});
afterAll(async () => t.close());

/** An unsigned event: refused with 401 after the limit has counted it, so it costs the limit like a real one. */
function post(lenderId: number, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/lender-hooks/${lenderId}`,
    payload: { event_id: 'e1' },
    remoteAddress,
  });
}

describe('the lender hook’s limit', () => {
  it('stops one lender’s calls from one address at its limit, and no other lender’s or address’s', async () => {
    for (let call = 0; call < 60; call += 1) expect((await post(101, '10.9.0.1')).statusCode).toBe(401);
    expect((await post(101, '10.9.0.1')).statusCode).toBe(429);
    expect((await post(102, '10.9.0.1')).statusCode).toBe(401);
    expect((await post(101, '10.9.0.2')).statusCode).toBe(401);
    expect(await t.db.select().from(rate_limit_hits)).toEqual([]);
  });
});
