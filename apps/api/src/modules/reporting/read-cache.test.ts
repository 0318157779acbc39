import { describe, expect, it } from 'vitest';
import { createReadCache, readKey } from './read-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the reporting reads cache', () => {
  it('computes concurrent identical reads once and keeps the answer for its time', async () => {
    let now = 0;
    const cache = createReadCache({ now: () => now });
    const answer = deferred<string>();
    const first = cache.get('a', () => answer.promise, 2_000);
    const second = cache.get('a', () => Promise.resolve('other'), 2_000);
    answer.resolve('one');
    expect(await Promise.all([first, second])).toEqual(['one', 'one']);
    now = 1_999;
    expect(await cache.get('a', () => Promise.resolve('other'), 2_000)).toBe('one');
    expect(cache.loads).toBe(1);
    now = 2_000;
    expect(await cache.get('a', () => Promise.resolve('two'), 2_000)).toBe('two');
    expect(await cache.get('b', () => Promise.resolve('b'), 2_000)).toBe('b');
    expect(cache.loads).toBe(3);
  });

  it('shares a read of raw rows only while it is computed (ttl 0)', async () => {
    const cache = createReadCache({ now: () => 0 });
    const answer = deferred<string>();
    const first = cache.get('raw', () => answer.promise, 0);
    const joined = cache.get('raw', () => Promise.resolve('other'), 0);
    answer.resolve('one');
    expect(await Promise.all([first, joined])).toEqual(['one', 'one']);
    expect(await cache.get('raw', () => Promise.resolve('fresh'), 0)).toBe('fresh');
  });

  it('forgets everything when invalidated, and never shares a load begun before with a read after', async () => {
    const cache = createReadCache();
    const before = deferred<string>();
    const early = cache.get('a', () => before.promise, 2_000);
    cache.invalidate();
    const late = cache.get('a', () => Promise.resolve('after'), 2_000);
    before.resolve('before');
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(await cache.get('a', () => Promise.resolve('again'), 2_000)).toBe('after');
  });

  it('does not keep a failure', async () => {
    const cache = createReadCache();
    await expect(cache.get('a', () => Promise.reject(new Error('away')), 2_000)).rejects.toThrow('away');
    expect(await cache.get('a', () => Promise.resolve('back'), 2_000)).toBe('back');
  });

  it('runs at most maxConcurrent loads at a time, the rest in order', async () => {
    const cache = createReadCache({ maxConcurrent: 1 });
    const started: string[] = [];
    const gates = { a: deferred<string>(), b: deferred<string>() };
    const a = cache.get('a', () => (started.push('a'), gates.a.promise), 0);
    const b = cache.get('b', () => (started.push('b'), gates.b.promise), 0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a']);
    gates.a.resolve('a');
    await a;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    gates.b.resolve('b');
    expect(await b).toBe('b');
  });

  it('keys by read, scope and the given filters in a fixed order', () => {
    expect(readKey('dashboard', 'staff', { b: 1, a: 2, c: undefined })).toBe(
      readKey('dashboard', 'staff', { a: 2, b: 1 }),
    );
    expect(readKey('internal', 'masked', { a: 1 })).not.toBe(readKey('internal', 'personal-data', { a: 1 }));
  });
});
