import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_RATE_PER_MINUTE, type CreatedApiKey } from '@saakh/domain/partner-api';
import { createPartnerUser, createSession, freshMobile } from '../../test/factories';
import { bearer, createTestApp, freshIp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function makeKey(token: string): Promise<CreatedApiKey> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/partner/api-keys',
    payload: { name: 'CRM', mode: 'live', scopes: ['leads:read', 'leads:write'] },
    headers: bearer(token),
    remoteAddress: freshIp(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as CreatedApiKey;
}

const call = (key: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/partner-api/v1${url}`,
    payload,
    headers: bearer(key),
    remoteAddress: freshIp(),
  });

describe('the partner API limit', () => {
  it(`allows a key ${API_KEY_RATE_PER_MINUTE} calls a minute across all routes together, not per route`, async () => {
    const user = await createPartnerUser(t.db);
    const token = await createSession(t.db, 'partner', user.id);
    const key = await makeKey(token);
    const unknownLead = '/leads/00000000-0000-4000-8000-000000000000';
    const check = { mobile: freshMobile(), product: 'pl' };
    const statuses: number[] = [];
    for (let i = 0; i < API_KEY_RATE_PER_MINUTE; i += 1) {
      const answer =
        i % 2 === 0
          ? await call(key.secret, 'POST', '/leads/duplicate-check', check)
          : await call(key.secret, 'GET', unknownLead);
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    // The limit is spent: a call to either route, or to a third one, is refused.
    for (const limited of [
      await call(key.secret, 'POST', '/leads/duplicate-check', check),
      await call(key.secret, 'GET', unknownLead),
      await call(key.secret, 'POST', '/leads', { mobile: freshMobile(), name: 'Asha Verma', product: 'pl' }),
    ]) {
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another key of the same partner has its own minute.
    const other = await makeKey(token);
    expect((await call(other.secret, 'POST', '/leads/duplicate-check', check)).statusCode).toBe(200);
  });
});
