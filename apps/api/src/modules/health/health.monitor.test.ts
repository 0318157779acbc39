import { describe, expect, it } from 'vitest';
import { createHealthMonitor } from './health.monitor';

describe('the database health monitor', () => {
  it('answers the last ping from memory: ok after an answer, failed after an error, ok again after one', async () => {
    let fail = false;
    const monitor = createHealthMonitor({
      ping: async () => {
        if (fail) throw new Error('connect ECONNREFUSED');
      },
    });
    expect(monitor.state()).toMatchObject({ ok: false, reason: 'not_checked' });
    expect(await monitor.check()).toMatchObject({ ok: true });
    fail = true;
    expect(await monitor.check()).toMatchObject({ ok: false, reason: 'failed' });
    expect(monitor.state()).toMatchObject({ ok: false, reason: 'failed' });
    fail = false;
    expect(await monitor.check()).toMatchObject({ ok: true });
  });

  it('keeps one ping at a time, and counts one unanswered past staleMs as a failure', async () => {
    let now = 0;
    let pings = 0;
    let answer: () => void = () => {};
    const monitor = createHealthMonitor({
      ping: () => {
        pings += 1;
        return new Promise<void>((resolve) => (answer = resolve));
      },
      staleMs: 15_000,
      now: () => new Date(now),
    });
    const first = monitor.check();
    answer();
    await first;
    const slow = monitor.check();
    void monitor.check();
    expect(pings).toBe(2);
    now = 14_000;
    expect(monitor.state()).toMatchObject({ ok: true });
    now = 15_001;
    expect(monitor.state()).toMatchObject({ ok: false, reason: 'not_answering' });
    answer();
    await slow;
    expect(monitor.state()).toMatchObject({ ok: true });
  });
});
