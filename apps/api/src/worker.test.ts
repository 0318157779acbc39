/** `npm run worker` as its own process: it takes the jobs the server wrote, and stops cleanly on SIGTERM. */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { help_requests } from './db/schema/customer';
import { createHelpRequest } from './modules/help/help.service';
import { TEST_ENV } from './test/test-env';
import { createTestApp, type TestApp } from './test/test-app';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...TEST_ENV, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('npm run worker', () => {
  it('refuses to start on the embedded database, which belongs to the server process', async () => {
    const worker = startWorker({ DATA_DIR: path.join(apiRoot, 'unused-worker-data') });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('The worker needs DATABASE_URL');
  });
});

// Only the api-postgres tier has a database another process can open; on PGlite the test above is the contract.
describe.skipIf(!process.env.TEST_POSTGRES_URL)('npm run worker on PostgreSQL', () => {
  let t: TestApp;
  let desk: http.Server;
  let deskUrl = '';
  const received: string[] = [];

  beforeAll(async () => {
    desk = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => desk.listen(0, '127.0.0.1', resolve));
    deskUrl = `http://127.0.0.1:${(desk.address() as AddressInfo).port}/desk`;
    // The web server of this test runs no jobs (JOBS_WORKER=off): the worker process must take them.
    t = await createTestApp({ HELP_FORWARD_URL: deskUrl, JOBS_WORKER: 'off' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => desk.close(resolve));
  });

  it('forwards a help request the server stored, then stops on SIGTERM', async () => {
    await createHelpRequest(
      t.deps,
      { userId: null, ip: '10.0.0.1' },
      { name: 'Asha Verma', email: 'worker@example.in', phone: '9876543210', description: 'Call me' },
    );
    const worker = startWorker({ DATABASE_URL: t.databaseUrl ?? '', HELP_FORWARD_URL: deskUrl });
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [row] = await t.db.select().from(help_requests).where(eq(help_requests.email, 'worker@example.in'));
        if (row?.forward_status === 'forwarded') break;
        if (Date.now() > deadline) throw new Error(`not forwarded; worker said: ${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(received.some((body) => body.includes('worker%40example.in'))).toBe(true);
    } finally {
      worker.child.kill('SIGTERM');
    }
    expect(await worker.exited).toBe(0);
  });
});
