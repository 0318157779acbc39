/**
 * Turns for the embedded database. PGlite runs each statement synchronously on the process's one thread, and its
 * lock hands over to the next waiting statement through a promise, so a queue of 100 statements runs back to back
 * inside one turn of the event loop. Node accepts at most one new connection per turn, so under load a new visitor
 * waited behind every queued statement once per connection ahead of it: 6–10 s at 100 connections, while p99 stayed
 * at 200 ms (bench/README.md, Load). Here each call waits for the previous one to finish and then for the next turn
 * (setImmediate), first come first served, so connections are accepted and requests read between two statements.
 */
export type Turns = <T>(work: () => Promise<T>) => Promise<T>;

export function createTurns(): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const mine = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    last = mine.catch(() => undefined);
    return mine;
  };
}
