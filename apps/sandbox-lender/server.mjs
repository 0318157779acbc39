// @ts-check
/**
 * `npm run sandbox-lender`: the sandbox lender as its own process, on SANDBOX_LENDER_PORT (default 3100) of
 * 127.0.0.1 with the real clock, its tenants read from the JSON file SANDBOX_LENDER_TENANTS names
 * (`{ "<tenant>": { "auth": "api_key", "apiKey": "…" } }`), if set. Stops on SIGTERM or SIGINT.
 */
import fs from 'node:fs';
import { startSandboxLender } from './sandbox.mjs';

const fail = (/** @type {string} */ message) => {
  process.stderr.write(`[sandbox-lender] ${message}\n`);
  process.exit(1);
};

const portText = process.env.SANDBOX_LENDER_PORT ?? '3100';
const port = Number(portText);
if (!/^\d{1,5}$/.test(portText) || port > 65535) fail(`SANDBOX_LENDER_PORT must be a port number, not ${portText}`);

/** @type {Record<string, unknown>} */
let tenants = {};
const tenantsFile = process.env.SANDBOX_LENDER_TENANTS;
if (tenantsFile) {
  try {
    tenants = JSON.parse(fs.readFileSync(tenantsFile, 'utf8'));
  } catch (error) {
    fail(`cannot read the tenants in ${tenantsFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let sandbox;
try {
  sandbox = await startSandboxLender({ port, host: '127.0.0.1', clock: 'real', tenants });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const running = /** @type {Awaited<ReturnType<typeof startSandboxLender>>} */ (sandbox);
process.stdout.write(`Sandbox lender on ${running.url}\n`);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void running.close().then(() => process.exit(0));
  });
}
