/**
 * The API as two instances on one PostgreSQL database behind a round-robin proxy (issue 14): sessions, OTP limits
 * and route rate limits must hold across both, as they do on one.
 *
 * The proxy (node:http, below) sends each request to the next instance in turn and sets X-Forwarded-For to the
 * address the request came from, replacing what the client sent, as nginx does with
 * `proxy_set_header X-Forwarded-For $remote_addr` (docs/operations.md); the instances run with TRUST_PROXY=true and
 * one OTP_HASH_SECRET. Each simulated client connects from a loopback address of its own (127.0.0.N), so each has
 * its own address at the API.
 *
 *   node bench/two-instances.bench.mjs            every check, written to bench/results/two-instances.json
 *   node bench/two-instances.bench.mjs --smoke    the same checks, nothing written (npm test)
 *
 * PostgreSQL: a throw-away server from Debian's binaries, or a new database on BENCH_DATABASE_URL's server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startApi } from './support/api-process.mjs';
import { postgresAvailable, startPostgres } from './support/postgres-server.mjs';
import { freePort, reportRun } from './support/processes.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
/** Lowered for the run so each limit is reached in a few requests; the rules are the same at any size. */
const limits = { otpSendsPerIp: 4, loginRequestsPerAddress: 6 };
const otpMaxWrongTries = 5;
const helpPerAddress = 5;
const adminPassword = `bench-${crypto.randomBytes(8).toString('hex')}`;

if (!postgresAvailable()) {
  process.stdout.write(
    'two instances: no PostgreSQL on this machine (BENCH_DATABASE_URL or Debian binaries); skipped\n',
  );
  process.exit(0);
}

const started = Date.now();
const database = await startPostgres();
const dataDirs = [];
const children = [];
let proxy;
const cleanUp = () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  database.stopNow();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** One instance of the API on the shared database. */
async function startInstance(name) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `saakh-bench-two-${name}-`));
  dataDirs.push(dataDir);
  const api = await startApi({
    port,
    dataDir,
    env: {
      DATABASE_URL: database.url,
      OTP_HASH_SECRET: 'two-instances-bench-otp-hash-secret-shared-by-both',
      SEED_ADMIN_PASSWORD: adminPassword,
      SEED_PARTNER_PASSWORD: adminPassword,
      OTP_SENDS_PER_IP: String(limits.otpSendsPerIp),
      LOGIN_REQUESTS_PER_ADDRESS: String(limits.loginRequestsPerAddress),
    },
  });
  children.push(api.child);
  return { name, port, ...api };
}

/** The round-robin proxy: answers which instance served each request in `x-served-by`. */
function startProxy(upstreams) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next];
    next = (next + 1) % upstreams.length;
    const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress };
    const forwarded = http.request(
      { host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': upstream.name });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'x-served-by': upstream.name });
      response.end();
    });
    request.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A request through the proxy from client address 127.0.0.`client`. */
function call(method, url, { body, token, client = 2, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxy.address().port,
        localAddress: `127.0.0.${client}`,
        method,
        path: url,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({
            status: response.statusCode,
            servedBy: response.headers['x-served-by'],
            retryAfter: response.headers['retry-after'],
            json,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The OTP the console SMS provider of whichever instance sent it holds (development outbox, asked directly). */
async function outboxOtp(instances, mobile) {
  for (const instance of instances) {
    const answer = await fetch(`http://127.0.0.1:${instance.port}/api/dev/otp-outbox?mobile=${mobile}`);
    if (answer.ok) return (await answer.json()).data.otp;
  }
  throw new Error(`no OTP for ${mobile} in either instance's outbox`);
}

const wrongOtp = (otp) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
const alternates = (answers) => answers.every((answer, i) => i === 0 || answer.servedBy !== answers[i - 1].servedBy);
const statuses = (answers) => answers.map((answer) => answer.status);

let failed = false;
try {
  // One at a time: the first migrates and seeds, the second finds it done.
  const a = await startInstance('a');
  const b = await startInstance('b');
  const instances = [a, b];
  proxy = await startProxy(instances);
  const startedMs = Date.now() - started;

  // 1. Sessions: a customer's (OTP) and an admin's (password), each started on one instance and used on both.
  const mobile = '9876500001';
  const sent = await call('POST', '/api/auth/otp/send', { body: { mobile }, client: 2 });
  const otp = await outboxOtp(instances, mobile);
  const verified = await call('POST', '/api/auth/otp/verify', { body: { mobile, otp, consent: true }, client: 2 });
  const customerToken = verified.json?.data?.token;
  const customerUses = [];
  for (let i = 0; i < 4; i += 1)
    customerUses.push(await call('GET', '/api/customer-reverify', { token: customerToken }));
  const customerLogout = await call('POST', '/api/logout', { body: { kind: 'customer' }, token: customerToken });
  const customerAfter = [
    await call('GET', '/api/customer-reverify', { token: customerToken }),
    await call('GET', '/api/customer-reverify', { token: customerToken }),
  ];

  const adminLogin = await call('POST', '/api/admin/login', {
    body: { email: 'admin@saakh.local', password: adminPassword },
    client: 3,
  });
  const adminToken = adminLogin.json?.data?.token;
  const adminUses = [];
  for (let i = 0; i < 4; i += 1) {
    adminUses.push(await call('GET', '/api/get-lenders-data?page=1&pageSize=10', { token: adminToken, client: 3 }));
  }
  const adminLogout = await call('POST', '/api/logout', { body: { kind: 'admin' }, token: adminToken, client: 3 });
  const adminAfter = [
    await call('GET', '/api/admin-reverify', { token: adminToken, client: 3 }),
    await call('GET', '/api/admin-reverify', { token: adminToken, client: 3 }),
  ];

  // 2. OTP limits. Sends from one address to different numbers: the per-address limit answers at its count.
  const sendClient = 10;
  const sends = [];
  for (let i = 0; i <= limits.otpSendsPerIp; i += 1) {
    sends.push(await call('POST', '/api/auth/otp/send', { body: { mobile: `98765100${10 + i}` }, client: sendClient }));
  }
  // A client's own X-Forwarded-For is replaced by the proxy: it cannot choose a new address to start over.
  const spoofed = await call('POST', '/api/auth/otp/send', {
    body: { mobile: '9876510099' },
    client: sendClient,
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  // The same number again at once, from another address and so another instance: wait for the resend time.
  const resendMobile = '9876520001';
  const firstSend = await call('POST', '/api/auth/otp/send', { body: { mobile: resendMobile }, client: 11 });
  const resend = await call('POST', '/api/auth/otp/send', { body: { mobile: resendMobile }, client: 12 });
  // Wrong codes alternating between instances: the code is spent at the fifth, and the right one then refused.
  const triesMobile = '9876530001';
  const triesSend = await call('POST', '/api/auth/otp/send', { body: { mobile: triesMobile }, client: 13 });
  const triesOtp = await outboxOtp(instances, triesMobile);
  const tries = [];
  for (let i = 0; i < otpMaxWrongTries; i += 1) {
    tries.push(
      await call('POST', '/api/auth/otp/verify', {
        body: { mobile: triesMobile, otp: wrongOtp(triesOtp), consent: true },
        client: 13,
      }),
    );
  }
  const rightAfterTries = await call('POST', '/api/auth/otp/verify', {
    body: { mobile: triesMobile, otp: triesOtp, consent: true },
    client: 13,
  });

  // 3. Route rate limits (counted in the database, decision 020): help requests and the staff login ceiling.
  const helpBody = { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', description: 'No OTP' };
  const helps = [];
  for (let i = 0; i <= helpPerAddress; i += 1)
    helps.push(await call('POST', '/api/help', { body: helpBody, client: 20 }));
  const helpOtherAddress = await call('POST', '/api/help', { body: helpBody, client: 21 });
  const logins = [];
  for (let i = 0; i <= limits.loginRequestsPerAddress; i += 1) {
    logins.push(
      await call('POST', '/api/admin/login', {
        body: { email: `nobody${i}@saakh.local`, password: 'wrong-password' },
        client: 30,
      }),
    );
  }

  const limited = (answer) => answer.status === 429 && Number(answer.retryAfter) > 0;
  const checks = {
    'a customer logged in through one instance is signed in on both (4 alternating requests 200)':
      sent.status === 200 &&
      verified.status === 200 &&
      verified.servedBy !== sent.servedBy &&
      customerUses.every((use) => use.status === 200) &&
      alternates(customerUses),
    'a customer logged out on one instance is logged out on both (401 on each)':
      customerLogout.status === 200 &&
      customerAfter.every((use) => use.status === 401) &&
      new Set(customerAfter.map((use) => use.servedBy)).size === 2,
    'an admin logged in on one instance works on both (4 alternating lender pages 200)':
      adminLogin.status === 200 && adminUses.every((use) => use.status === 200) && alternates(adminUses),
    'an admin logged out on one instance is logged out on both (401 on each)':
      adminLogout.status === 200 &&
      adminAfter.every((use) => use.status === 401) &&
      new Set(adminAfter.map((use) => use.servedBy)).size === 2,
    [`OTP sends per address: ${limits.otpSendsPerIp} served across both, the next refused with Retry-After`]:
      sends.slice(0, -1).every((send) => send.status === 200) && limited(sends.at(-1)) && alternates(sends),
    'a client-sent X-Forwarded-For does not give a refused address a new count': limited(spoofed),
    'the same number again at once on the other instance waits for the resend time':
      firstSend.status === 200 && limited(resend) && resend.servedBy !== firstSend.servedBy,
    [`${otpMaxWrongTries} wrong codes across both instances spend the code; the right one is then refused`]:
      triesSend.status === 200 &&
      tries.slice(0, -1).every((attempt) => attempt.status === 422) &&
      limited(tries.at(-1)) &&
      alternates(tries) &&
      rightAfterTries.status === 429,
    [`help requests per address: ${helpPerAddress} served across both, the next refused with Retry-After`]:
      helps.slice(0, -1).every((help) => help.status === 200) && limited(helps.at(-1)) && alternates(helps),
    'another address still asks for help': helpOtherAddress.status === 200,
    [`staff login requests per address: ${limits.loginRequestsPerAddress} answered across both, the next refused`]:
      logins.slice(0, -1).every((login) => login.status === 401) && limited(logins.at(-1)) && alternates(logins),
  };
  const results = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    database: database.server,
    instances: 2,
    startMs: startedMs,
    limits: { ...limits, otpMaxWrongTries, helpPerAddress },
    answers: {
      customerSession: statuses([sent, verified, ...customerUses, customerLogout, ...customerAfter]),
      adminSession: statuses([adminLogin, ...adminUses, adminLogout, ...adminAfter]),
      otpSendsFromOneAddress: statuses(sends),
      spoofedForwardedFor: spoofed.status,
      resendAtOnce: statuses([firstSend, resend]),
      wrongCodes: statuses([...tries, rightAfterTries]),
      helpRequests: statuses([...helps, helpOtherAddress]),
      staffLogins: statuses(logins),
    },
    servedBy: {
      customerUses: customerUses.map((use) => use.servedBy),
      otpSends: sends.map((send) => send.servedBy),
      helpRequests: helps.map((help) => help.servedBy),
    },
    checks,
  };
  for (const [name, list] of Object.entries(results.answers)) {
    process.stdout.write(`${name.padEnd(24)} ${Array.isArray(list) ? list.join(' ') : list}\n`);
  }
  failed = reportRun('two-instances', { smoke, results, checks, strictSmoke: true });
  if (!smoke) process.stdout.write(`(both instances started in ${startedMs} ms)\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  failed = true;
} finally {
  proxy?.close();
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  await database.stop();
}
process.stdout.write(`two instances: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(failed ? 1 : 0);
