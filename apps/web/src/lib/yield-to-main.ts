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
