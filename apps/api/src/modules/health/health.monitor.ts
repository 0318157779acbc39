/**
 * The database's health as this process last saw it. A ping runs every few seconds in the background (one at a time)
 * and its outcome is remembered, so `/api/health` answers from memory: on the embedded database every statement
 * waits its turn behind the others (db/turns.ts), and a health check queued behind 50 dashboards took 1.5–4.2 s,
 * past a container health check's 3 s timeout (issue 32). A ping that has not come back for `staleMs` counts as a
 * failure: a database that answers nothing for that long is away for the load balancer too.
 */
export type DatabaseState =
  | { ok: true; checkedAt: Date }
  | { ok: false; reason: 'not_checked' | 'failed' | 'not_answering'; checkedAt: Date | null };

export type HealthMonitor = {
  /** What the last ping said, without waiting for anything. */
  state: () => DatabaseState;
  /** Pings now (or joins the ping under way) and answers the state after it. */
  check: () => Promise<DatabaseState>;
  /** The first ping, then one every `everyMs`. */
  start: () => Promise<void>;
  stop: () => void;
};

export const HEALTH_PING_MS = 2_000;
export const HEALTH_STALE_MS = 15_000;

export function createHealthMonitor(options: {
  ping: () => Promise<void>;
  everyMs?: number;
  staleMs?: number;
  now?: () => Date;
  onFailure?: (error: unknown) => void;
}): HealthMonitor {
  const { ping, everyMs = HEALTH_PING_MS, staleMs = HEALTH_STALE_MS, now = () => new Date() } = options;
  let lastOk: Date | null = null;
  let lastOutcome: 'ok' | 'failed' | null = null;
  let inFlight: { since: Date; done: Promise<void> } | null = null;
  let timer: NodeJS.Timeout | undefined;

  function state(): DatabaseState {
    if (inFlight && now().getTime() - inFlight.since.getTime() > staleMs) {
      return { ok: false, reason: 'not_answering', checkedAt: lastOk };
    }
    if (lastOutcome === 'ok' && lastOk) return { ok: true, checkedAt: lastOk };
    return { ok: false, reason: lastOutcome === null ? 'not_checked' : 'failed', checkedAt: lastOk };
  }

  async function check(): Promise<DatabaseState> {
    if (!inFlight) {
      const since = now();
      const done = ping().then(
        () => {
          lastOk = now();
          lastOutcome = 'ok';
        },
        (error: unknown) => {
          lastOutcome = 'failed';
          options.onFailure?.(error);
        },
      );
      inFlight = { since, done: done.finally(() => (inFlight = null)) };
    }
    await inFlight.done;
    return state();
  }

  return {
    state,
    check,
    async start() {
      await check();
      if (timer) return;
      timer = setInterval(() => void check(), everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
