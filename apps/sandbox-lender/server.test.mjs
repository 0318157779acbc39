// `npm run sandbox-lender` as its own process, and the sandbox on the real clock: both do their work without a test
// moving time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { apply, application, cleanUp, startReceiver, startSandbox } from './testing.mjs';

afterEach(cleanUp);

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.mjs');

const until = async (condition, timeoutMs = 5000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the sandbox on the real clock', () => {
  it('decides, disburses and delivers on its own', async () => {
    const receiver = await startReceiver();
    const sandbox = await startSandbox({ clock: 'real', webhookUrl: receiver.url });
    sandbox.setTenant('fast', {
      auth: 'api_key',
      apiKey: 'fast-key',
      webhookUrl: receiver.url,
      webhookSecret: 'fast-secret',
      decisionDelayMs: 0,
      disburseDelayMs: 0,
    });
    await apply(sandbox, application(), { tenant: 'fast', headers: { 'x-api-key': 'fast-key' } });
    await until(() => receiver.calls.length === 4);
    expect(receiver.calls.map((call) => call.body.status)).toEqual([
      'RECEIVED',
      'UNDER_REVIEW',
      'SANCTIONED',
      'DISBURSED',
    ]);
  });
});

describe('npm run sandbox-lender', () => {
  it('listens on SANDBOX_LENDER_PORT with the tenants of SANDBOX_LENDER_TENANTS, and stops on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-lender-'));
    const tenantsFile = path.join(dir, 'tenants.json');
    fs.writeFileSync(tenantsFile, JSON.stringify({ demo: { auth: 'api_key', apiKey: 'demo-key' } }));
    const child = spawn(process.execPath, [serverFile], {
      env: { ...process.env, SANDBOX_LENDER_PORT: '0', SANDBOX_LENDER_TENANTS: tenantsFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    await until(() => output.includes('\n'));
    expect(output).toMatch(/^Sandbox lender on http:\/\/127\.0\.0\.1:\d+\n$/);
    const url = output.trim().split(' ').at(-1);

    const answer = await apply({ url }, application(), { tenant: 'demo', headers: { 'x-api-key': 'demo-key' } });
    expect(answer.status).toBe(201);

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start with a tenants file that is not valid', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-lender-'));
    const tenantsFile = path.join(dir, 'tenants.json');
    fs.writeFileSync(tenantsFile, JSON.stringify({ demo: { auth: 'hmac' } }));
    const child = spawn(process.execPath, [serverFile], {
      env: { ...process.env, SANDBOX_LENDER_PORT: '0', SANDBOX_LENDER_TENANTS: tenantsFile },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('keyId: is required when auth is hmac');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
