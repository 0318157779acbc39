import { afterEach, describe, expect, it, vi } from 'vitest';
import { inATaskOfItsOwn, startEachInATask, yieldToMain } from './yield-to-main';

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

describe('startEachInATask', () => {
  it('starts nothing in the calling task, then each start in a task of its own, answering their results in order', async () => {
    const order: string[] = [];
    const started = startEachInATask(
      () => {
        order.push('code');
        // Runs when the task of this start ends: before the next start only if that one is in a task of its own.
        queueMicrotask(() => order.push('end of the code’s task'));
        return Promise.resolve('page');
      },
      () => {
        order.push('texts');
        return 2;
      },
    );
    order.push('caller goes on');
    expect(await started).toEqual(['page', 2]);
    expect(order).toEqual(['caller goes on', 'code', 'end of the code’s task', 'texts']);
  });

  it('fails as its first failing start fails', async () => {
    await expect(
      startEachInATask(
        () => Promise.reject(new Error('no code')),
        () => 1,
      ),
    ).rejects.toThrow('no code');
  });
});

describe('inATaskOfItsOwn', () => {
  it('starts the load only after a task’s turn', async () => {
    const load = vi.fn(() => Promise.resolve('page'));
    const lazy = inATaskOfItsOwn(load);
    const answer = lazy();
    expect(load).not.toHaveBeenCalled();
    expect(await answer).toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
