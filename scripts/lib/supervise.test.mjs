import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

/** A real process: `script` runs in `node -e`. */
const node = (script) => () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });

function supervised(starts, options = {}) {
  const lines = [];
  let exited;
  const done = new Promise((resolve) => {
    exited = resolve;
  });
  let runs = 0;
  const supervisor = supervise(
    () => {
      const script = starts[Math.min(runs, starts.length - 1)];
      runs += 1;
      return node(script)();
    },
    { log: (line) => lines.push(line), firstDelayMs: 20, steadyMs: 60_000, onExit: exited, ...options },
  );
  return { supervisor, lines, done, runs: () => runs };
}

const until = async (condition, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the server supervisor of npm start', () => {
  it('starts a process that died again, and ends with it when asked to stop', async () => {
    const run = supervised(['process.exit(3)', 'process.kill(process.pid, "SIGKILL")', 'setInterval(() => {}, 1000)']);
    await until(() => run.runs() === 3);
    expect(run.lines[0]).toMatch(/stopped \(exit 3\); starting it again in 0.02 s/);
    expect(run.lines[1]).toMatch(/stopped \(SIGKILL\); starting it again in 0.04 s/);
    run.supervisor.stop('SIGTERM');
    // A second signal is not forwarded twice (the process's own handler treats a second one as "exit now").
    run.supervisor.stop('SIGTERM');
    await expect(run.done).resolves.toBe(0);
    expect(run.runs()).toBe(3);
  });

  it('gives up on a process that keeps dying as it starts, with its exit code', async () => {
    const run = supervised(['process.exit(2)'], { maxQuickDeaths: 3 });
    await expect(run.done).resolves.toBe(2);
    expect(run.runs()).toBe(4);
    expect(run.lines.at(-1)).toMatch(/died 3 times within a minute of starting; giving up/);
  });

  it('does not start again a process stopped while it waits to restart', async () => {
    const run = supervised(['process.exit(1)', 'setInterval(() => {}, 1000)'], { firstDelayMs: 500 });
    await until(() => run.lines.length === 1);
    run.supervisor.stop('SIGINT');
    await expect(run.done).resolves.toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(run.runs()).toBe(1);
  });
});
