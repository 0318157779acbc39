import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('without scheduler.yield, goes on in a later task, after a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'earlier task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
