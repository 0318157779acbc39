// @ts-check
/** What the sandbox lender's tests share: a sandbox on a free port, a webhook receiver, and a valid application. */
import http from 'node:http';
import { sign } from './auth.mjs';
import { startSandboxLender } from './sandbox.mjs';

export const API_KEY = 'sbx-test-api-key';
export const HMAC = { keyId: 'key-1', secret: 'hmac-secret-value' };
export const OAUTH = { clientId: 'client-1', clientSecret: 'client-secret-value' };
export const WEBHOOK_SECRET = 'webhook-secret-value';

/** @type {Array<() => Promise<unknown>>} */
const cleanups = [];

/** Ends every sandbox and receiver the test started (call in afterEach). */
export async function cleanUp() {
  while (cleanups.length > 0) await /** @type {() => Promise<unknown>} */ (cleanups.pop())();
}

/**
 * A sandbox with a manual clock and three tenants: `key` (API key), `mac` (HMAC) and `oa` (OAuth), each
 * deciding at 4 s and disbursing 8 s later; `webhookUrl` goes to `key`.
 * @param {{ webhookUrl?: string } & Parameters<typeof startSandboxLender>[0]} [options]
 */
export async function startSandbox({ webhookUrl, ...options } = {}) {
  const sandbox = await startSandboxLender({
    clock: 'manual',
    onError: (error) => {
      throw error;
    },
    tenants: {
      key: {
        auth: 'api_key',
        apiKey: API_KEY,
        ...(webhookUrl ? { webhookUrl, webhookSecret: WEBHOOK_SECRET } : {}),
      },
      mac: { auth: 'hmac', keyId: HMAC.keyId, hmacSecret: HMAC.secret },
      oa: { auth: 'oauth', clientId: OAUTH.clientId, clientSecret: OAUTH.clientSecret },
    },
    ...options,
  });
  cleanups.push(() => sandbox.close());
  return sandbox;
}

/**
 * @typedef {{ headers: import('node:http').IncomingHttpHeaders, raw: string, body: Record<string, unknown> }} Received
 */

/**
 * A webhook receiver on a free port that records every call and answers with the next of `statuses` (then 200).
 * @param {number[]} [statuses]
 */
export async function startReceiver(statuses = []) {
  /** @type {Received[]} */
  const calls = [];
  const queue = [...statuses];
  const server = http.createServer((req, res) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      calls.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      res.writeHead(queue.shift() ?? 200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  );
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    answerNext: (/** @type {number[]} */ more) => queue.push(...more),
  };
}

/** A body the sandbox accepts and sanctions, with `changes` merged into its applicant and loan. */
export function application({ applicant = {}, loan = {}, ...rest } = /** @type {Record<string, any>} */ ({})) {
  return {
    partner_reference: 'SAAKH-APP-1',
    applicant: {
      name: 'Asha Verma',
      mobile: '9876543210',
      pan: 'ABCPV1234K',
      date_of_birth: '1990-06-15',
      monthly_income: 60_000,
      employment: 'salaried',
      pincode: '560001',
      ...applicant,
    },
    loan: { amount: 300_000, tenure_months: 36, product: 'personal_loan', ...loan },
    ...rest,
  };
}

/**
 * POSTs an application to the tenant `key` with its API key (or the given headers instead).
 * @param {{ url: string }} sandbox
 * @param {unknown} body
 * @param {{ key?: string | null, headers?: Record<string, string>, tenant?: string, signal?: AbortSignal }} [options]
 */
export async function apply(sandbox, body, { key = 'idem-1', headers, tenant = 'key', signal } = {}) {
  const response = await fetch(`${sandbox.url}/t/${tenant}/v1/loan-applications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...(headers ?? { 'x-api-key': API_KEY }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** GETs a path of the sandbox (with the `key` tenant's API key unless headers are given), answering status and JSON. */
export async function get(
  /** @type {{ url: string }} */ sandbox,
  /** @type {string} */ path,
  /** @type {Record<string, string>} */ headers = { 'x-api-key': API_KEY },
) {
  const response = await fetch(`${sandbox.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Calls a control route with a JSON body. */
export async function control(
  /** @type {{ url: string }} */ sandbox,
  /** @type {string} */ method,
  /** @type {string} */ path,
  /** @type {unknown} */ body,
) {
  const response = await fetch(`${sandbox.url}/_control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** HMAC headers for a body, signed at `atMs` (default: now on the real clock). */
export function hmacHeaders(/** @type {string} */ raw, atMs = Date.now(), secret = HMAC.secret, keyId = HMAC.keyId) {
  const timestamp = String(Math.floor(atMs / 1000));
  return { 'x-key-id': keyId, 'x-timestamp': timestamp, 'x-signature': sign(secret, timestamp, raw) };
}
