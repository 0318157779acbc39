/**
 * Keeps a server process running: `npm start` and `npm run worker` start their entry through this, so a process
 * that dies (an unhandled error, the out-of-memory killer) is started again instead of leaving the site down.
 * A signal the launcher receives is forwarded once and ends supervision; an exit nobody asked for is followed by a
 * new start after a pause that doubles with each quick death (1 s … 30 s) and resets once a run has lasted a minute.
 * A process that dies quickly five times in a row (a bad setting, a database that refuses us) is given up on.
 */
import { spawn } from 'node:child_process';

/**
 * @param {() => import('node:child_process').ChildProcess} start starts one run of the process
 * @param {{ log?: (line: string) => void, firstDelayMs?: number, maxDelayMs?: number, steadyMs?: number,
 *   maxQuickDeaths?: number, onExit?: (code: number) => void }} [options]
 */
export function supervise(start, options = {}) {
  const {
    log = (line) => process.stderr.write(`${line}\n`),
    firstDelayMs = 1_000,
    maxDelayMs = 30_000,
    steadyMs = 60_000,
    maxQuickDeaths = 5,
    onExit = (code) => process.exit(code),
  } = options;
  let child;
  let stopping = false;
  let quickDeaths = 0;
  let timer;
  const forwarded = new Set();

  const run = () => {
    const startedAt = Date.now();
    child = start();
    child.on('exit', (code, signal) => {
      if (stopping) {
        onExit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
        return;
      }
      quickDeaths = Date.now() - startedAt >= steadyMs ? 1 : quickDeaths + 1;
      if (quickDeaths > maxQuickDeaths) {
        log(`[saakh] the server died ${maxQuickDeaths} times within a minute of starting; giving up`);
        onExit(code || 1);
        return;
      }
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (quickDeaths - 1));
      log(`[saakh] the server stopped (${signal ?? `exit ${code}`}); starting it again in ${delay / 1000} s`);
      timer = setTimeout(run, delay);
    });
  };

  const stop = (signal) => {
    stopping = true;
    clearTimeout(timer);
    if (forwarded.has(signal)) return;
    forwarded.add(signal);
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else onExit(0);
  };

  run();
  return { stop, current: () => child };
}

/** Starts `node <args>` in a process group of its own (a Ctrl+C reaches the launcher once, which forwards it). */
export function startNode(args, { cwd, env }) {
  return () => spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
}
