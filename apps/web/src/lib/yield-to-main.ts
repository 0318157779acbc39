type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and goes on in a new one, after the browser has had its turn (input, paint, a network
 * answer). Start-up work done in one go is one long task that a phone cannot interrupt; split at these points it is
 * several short ones (issue 34: Lighthouse counts each task's time past 50 ms as blocking). `scheduler.yield` keeps
 * the caller ahead of other queued tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `load`, started in a task of its own: a route's `lazy` that the router would otherwise start beside others. */
export function inATaskOfItsOwn<T>(load: () => Promise<T>): () => Promise<T> {
  return () => yieldToMain().then(load);
}

type Started<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Starts each of `starts` in a task of its own, answering all their results: a route's loads (its code, whose
 * preload links the browser adds one by one, its texts, its data) started together are one long task on a phone
 * when the router starts the first page; started apart they are short ones. Costs a task's turn before each start.
 */
export function startEachInATask<T extends readonly (() => unknown)[]>(...starts: T): Promise<Started<T>> {
  return Promise.all(starts.map((start) => yieldToMain().then(start))) as Promise<Started<T>>;
}
