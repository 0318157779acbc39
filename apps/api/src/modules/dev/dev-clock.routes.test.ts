/**
 * POST /api/dev/clock (DEV_CLOCK_CONTROL): a development server's clock moved ahead, so a browser test sees a
 * telecalling callback come due without waiting; absent without the setting, and refused in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TEST_ENV } from '../../test/test-env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HOUR, api, closeAllLeads, openLead, staff } from '../telecalling/telecalling-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_CLOCK_CONTROL: 'true' });
});
afterAll(async () => t?.close());

const setClock = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: payload as object });

describe('with DEV_CLOCK_CONTROL', () => {
  it('moves the rules’ time ahead, so a callback two minutes away is due now, and 0 puts it back', async () => {
    await closeAllLeads(t.db);
    const caller = await staff(t, 3);
    const callbackAt = new Date(Date.now() + 2 * 60_000);
    const lead = await openLead(t.db, { dueAt: callbackAt, assignedTo: caller.id });
    const dueNow = async () => {
      const queue = await api(t, caller.token, 'GET', '/api/admin/telecalling/queue');
      expect(queue.statusCode, queue.body).toBe(200);
      return (queue.json().data.dueNow as { id: number }[]).map((row) => row.id);
    };
    expect(await dueNow()).not.toContain(lead.id);

    const ahead = await setClock({ offset_seconds: 180 });
    expect(ahead.statusCode, ahead.body).toBe(200);
    const { now, offset_seconds } = ahead.json().data as { now: string; offset_seconds: number };
    expect(offset_seconds).toBe(180);
    expect(new Date(now).getTime()).toBeGreaterThan(callbackAt.getTime());
    expect(await dueNow()).toContain(lead.id);

    expect((await setClock({ offset_seconds: 0 })).statusCode).toBe(200);
    expect(Math.abs(t.deps.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    expect(await dueNow()).not.toContain(lead.id);
  });

  it.each([
    ['back in time', { offset_seconds: -60 }],
    ['over a week ahead', { offset_seconds: 7 * 86_400 + 1 }],
    ['a fraction of a second', { offset_seconds: 1.5 }],
    ['text', { offset_seconds: '60' }],
    ['nothing', {}],
  ])('refuses %s with a 422 and leaves the clock where it was', async (_label, payload) => {
    const response = await setClock(payload);
    expect(response.statusCode).toBe(422);
    expect(Math.abs(t.deps.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});

describe('without it', () => {
  it('has no clock route: the server keeps the real time', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        payload: { offset_seconds: HOUR / 1000 },
      });
      expect(response.statusCode).toBe(404);
      expect(Math.abs(plain.deps.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    } finally {
      await plain.close();
    }
  });

  it('is refused at start in production', () => {
    expect(() =>
      loadConfig({ ...TEST_ENV, NODE_ENV: 'production', OTP_HASH_SECRET: 'x'.repeat(32), DEV_CLOCK_CONTROL: 'true' }),
    ).toThrow(/DEV_CLOCK_CONTROL/);
  });
});
