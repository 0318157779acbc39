import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers ok after reaching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { status: 'ok', database: { checkedAt: expect.any(String) } },
    });
  });

  it('answers within 200 ms while the database is held busy, and readiness once it is free', async () => {
    // A transaction that holds its connection for 1.5 s: on the embedded database every other statement waits
    // behind it, as under 50 dashboards at once.
    let held = false;
    const busy = t.db.transaction(async (tx) => {
      await tx.execute('select 1');
      held = true;
      await sleep(1_500);
    });
    while (!held) await sleep(5);
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    await busy;
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });
});
