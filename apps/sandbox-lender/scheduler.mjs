// @ts-check
/**
 * The sandbox's clock and its due work (decisions, disbursals, webhook deliveries). With a manual clock time moves
 * only when `advance` is called, which runs every task that became due, one at a time in time order, with the clock
 * set to each task's time so what it records carries that time. With the real clock a timer runs due tasks.
 */

/**
 * @typedef {{ at: number, seq: number, run: () => Promise<void> | void, tag: Record<string, string> }} Task
 */

/**
 * @param {{ mode: 'real' | 'manual', startAt?: number, onError: (error: unknown) => void, tickMs?: number }} options
 */
export function createScheduler({ mode, startAt, onError, tickMs = 250 }) {
  let manualNow = startAt ?? Date.now();
  let offset = 0;
  let seq = 0;
  let closed = false;
  let busy = false;
  let kickQueued = false;
  /** @type {Task[]} */
  let tasks = [];
  /** @type {Promise<unknown>} */
  let chain = Promise.resolve();

  const now = () => (mode === 'manual' ? manualNow : Date.now() + offset);

  /** The earliest task due by `target` (first scheduled first among equal times). */
  function nextDue(/** @type {number} */ target) {
    /** @type {Task | undefined} */
    let best;
    for (const task of tasks) {
      if (task.at <= target && (!best || task.at < best.at || (task.at === best.at && task.seq < best.seq))) {
        best = task;
      }
    }
    return best;
  }

  /** Runs due tasks until none is due by `target()`, including those the tasks themselves schedule. */
  async function drain(/** @type {() => number} */ target) {
    busy = true;
    try {
      for (;;) {
        if (closed) return;
        const task = nextDue(target());
        if (!task) return;
        tasks = tasks.filter((other) => other !== task);
        if (mode === 'manual' && task.at > manualNow) manualNow = task.at;
        try {
          await task.run();
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      busy = false;
    }
  }

  /**
   * Runs `fn` after whatever runs now, so two drains never interleave.
   * @template T
   * @param {() => Promise<T>} fn
   * @returns {Promise<T>}
   */
  function exclusive(fn) {
    const result = chain.then(fn);
    chain = result.catch(() => {});
    return result;
  }

  const runDue = () => exclusive(() => drain(now));

  const timer = mode === 'real' ? setInterval(() => void runDue(), tickMs) : undefined;
  timer?.unref();

  return {
    now,
    /** Whether due tasks are being run now (a task scheduled meanwhile for now is picked up by that run). */
    get busy() {
      return busy;
    },
    /**
     * @param {number} at
     * @param {() => Promise<void> | void} run
     * @param {Record<string, string>} [tag] what the task belongs to, for `cancel`
     */
    schedule(at, run, tag = {}) {
      tasks.push({ at, seq: seq++, run, tag });
      // With the real clock, work due now need not wait for the next tick.
      if (mode === 'real' && at <= now() && !kickQueued) {
        kickQueued = true;
        setImmediate(() => {
          kickQueued = false;
          void runDue();
        });
      }
    },
    /** Drops the tasks whose tag has every key and value of `match`. */
    cancel(/** @type {Record<string, string>} */ match) {
      tasks = tasks.filter((task) => !Object.entries(match).every(([key, value]) => task.tag[key] === value));
    },
    runDue,
    /**
     * Moves the clock on by `ms` and runs what became due, answering the new time once all of it has run.
     * @param {number} ms
     */
    advance(ms) {
      return exclusive(async () => {
        if (mode === 'manual') {
          const target = manualNow + ms;
          await drain(() => target);
          if (!closed && manualNow < target) manualNow = target;
        } else {
          offset += ms;
          await drain(now);
        }
        return now();
      });
    },
    /** Stops the timer and any further task; resolves once the task running now has ended. */
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await chain;
    },
  };
}
