/**
 * A lender's live feed (issue 31, decision 044): 10,000 webhook events from the sandbox lender over 60 s, on the
 * embedded PGlite and on PostgreSQL. Targets: every event applied exactly once; p99 from the lender's send to the
 * customer seeing the new status ≤ 2 s; a steady customer load no slower at p99 than without the feed, by more than
 * 20 %.
 *
 * How, per database:
 * - The real API (bench/support/lender-feed-server.ts: migrated, demo data, jobs worker in the process) with a lender
 *   and N submitted applications of it, one customer each; the sandbox lender in this process (real clock).
 * - The lender is connected through the admin API (send mode api, webhooks on); each application is filed with the
 *   sandbox through its lender API (partner_reference = the application's id, as the connector sends it), then the
 *   sandbox tenant's webhook address is set to the API's /api/lender-hooks/<lender>.
 * - The customer load alone first (GET /api/applications of a customer with 5 applications, 20 a second, open loop,
 *   from a process of its own: support/steady-load.mjs), then the same load during the feed.
 * - The feed: each application's UNDER_REVIEW, then SANCTIONED, then DISBURSED, one round after the other, the
 *   events sent at even intervals over the whole time, from one address (127.0.0.1), as one lender's platform sends.
 *   The sender (BENCH_FEED_SENDER):
 *     direct  (default) this process signs and posts each event as the sandbox does (its `sign`, its event shape, its
 *             5 s time limit and retry delays after a refusal), at its time, whatever else is in flight; only an
 *             application's next event waits for its previous one's 2xx (a lender sends one application's events in
 *             order). Refused sends are retried until 2 minutes after the feed's end (the smoke: 30 s).
 *     sandbox the sandbox's control route emits each event and the sandbox delivers it. Its deliveries go out one
 *             at a time, so the rate it reaches is at most one over the API's answer time.
 * - The customer's view: for a sample of applications (BENCH_FEED_WATCHED), the customer's own
 *   GET /api/applications/:id is read every 100 ms from the moment each event is sent until it shows the new status:
 *   the time to that answer is the event's latency. For every event, the time from the lender's send to the history
 *   row (the timeline's row) is read from the database as well.
 * - Afterwards, from the database: every event sent has one lender_events row, outcome applied (none duplicate,
 *   stale, unknown or unmapped); each has one history row (source lender_callback, the lender's word); every
 *   application ends in the status of its last event.
 *
 *   node bench/lender-feed.bench.mjs            10,000 events over 60 s per database; bench/results/lender-feed.json
 *   node bench/lender-feed.bench.mjs --smoke    60 events over 2 s on PostgreSQL when it is there, else PGlite,
 *                                               reference data only; only an acknowledged event lost, or an event
 *                                               applied twice or wrongly, fails it (the rest is printed)
 *
 * Settings (env): BENCH_FEED_EVENTS, BENCH_FEED_SECONDS, BENCH_FEED_SENDER (direct | sandbox), BENCH_FEED_WATCHED,
 * BENCH_DATABASES (pglite,postgres; the smoke one: support/postgres-server.mjs benchDatabases), BENCH_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sign } from '../apps/sandbox-lender/auth.mjs';
import { startSandboxLender } from '../apps/sandbox-lender/sandbox.mjs';
import { benchDatabases, startPostgres } from './support/postgres-server.mjs';
import { reportRun, root, startServer } from './support/processes.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const totalEvents = Number(process.env.BENCH_FEED_EVENTS ?? (smoke ? 60 : 10_000));
const seconds = Number(process.env.BENCH_FEED_SECONDS ?? (smoke ? 2 : 60));
const sender = process.env.BENCH_FEED_SENDER ?? 'direct';
const baselineSeconds = smoke ? 1 : 20;
const customerRate = 20;
const databases = benchDatabases(smoke);
/** The lender's words, in the order an application goes through them, and the status each means here. */
const steps = [
  { word: 'UNDER_REVIEW', status: 'in_review' },
  { word: 'SANCTIONED', status: 'approved' },
  { word: 'DISBURSED', status: 'disbursed' },
];
const applicationCount = Math.ceil(totalEvents / steps.length);
const watchedCount = Number(process.env.BENCH_FEED_WATCHED ?? Math.min(applicationCount, smoke ? 25 : 100));
const amount = 200_000;
/** The sandbox's own retry delays after a refused delivery (its default `webhookRetryDelaysMs`). */
const retryDelaysMs = [1000, 2000, 4000, 8000, 16000];
const maxAttempts = 20;
/** The watch reads every 100 ms for 2 s, then every second (so a feed far behind is not multiplied by its readers). */
const pollEveryMs = 100;
const pollCloselyMs = 2_000;
/** A watched event not shown within this long counts as never seen (and above every seen one in the percentiles). */
const watchLimitMs = 10_000;
/** Refused sends are retried until this long after the last event's time, then given up as the run's end. */
const settleLimitMs = smoke ? 30_000 : 120_000;
const targets = { p99Ms: 2_000, customerSlowdown: 1.2 };
const tenantId = 'feed';
const apiKey = `feed-api-key-${randomBytes(6).toString('hex')}`;
const webhookSecret = `feed-hook-secret-${randomBytes(12).toString('hex')}`;

if (!['direct', 'sandbox'].includes(sender)) throw new Error('BENCH_FEED_SENDER is direct or sandbox');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  // Infinity (never seen) is kept in the order and written as null in the results.
  const round = (value) => (value === null || !Number.isFinite(value) ? null : Math.round(value));
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
  };
}

/** support/steady-load.mjs for `forSeconds`: resolves with its answers' summary. */
function customerLoad(url, token, forSeconds) {
  const child = spawn(
    process.execPath,
    ['bench/support/steady-load.mjs', url, token, String(customerRate), String(forSeconds)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', resolve)).then(() => {
    const samples = JSON.parse(output.trim() || '[]');
    return { ...summary(samples.map((sample) => sample.ms)), failed: samples.filter((s) => s.status !== 200).length };
  });
}

async function json(url, { method = 'GET', body, token, headers = {} } = {}) {
  const answer = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

/** The lender connected through the admin API, and each application filed with the sandbox as the connector does. */
async function connect(sandbox, api) {
  const { url, adminToken, lenderId, applications } = api.info;
  sandbox.setTenant(tenantId, { auth: 'api_key', apiKey, decisionDelayMs: 86_400_000, disburseDelayMs: 86_400_000 });
  await json(`${url}/api/admin/lenders/${lenderId}/connector`, {
    method: 'PUT',
    token: adminToken,
    body: {
      sendMode: 'api',
      autosubmission: false,
      endpointUrl: `${sandbox.url}/t/${tenantId}`,
      authKind: 'api_key',
      keyId: null,
      secret: apiKey,
      tokenUrl: null,
      fieldMap: {},
      timeoutMs: 5000,
      maxAttempts: 4,
      webhooks: true,
      webhookSecret,
      pollMinutes: null,
    },
  });
  // Filed before the webhook address is set: their RECEIVED events stay in the sandbox's feed, out of the measure.
  const refs = new Array(applications.length);
  await inParallel(applications, 8, async (application, index) => {
    const answer = await json(`${sandbox.url}/t/${tenantId}/v1/loan-applications`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'idempotency-key': application.id },
      body: {
        partner_reference: application.id,
        applicant: {
          name: 'Feed Customer',
          mobile: `61${String(index + 1).padStart(8, '0')}`,
          pan: 'ABCPV1234K',
          date_of_birth: '1990-05-01',
          monthly_income: 60_000,
          employment: 'salaried',
          pincode: '560001',
        },
        loan: { amount, tenure_months: 24, product: 'personal_loan' },
      },
    });
    refs[index] = answer.application_ref;
  });
  sandbox.setTenant(tenantId, {
    auth: 'api_key',
    apiKey,
    decisionDelayMs: 86_400_000,
    disburseDelayMs: 86_400_000,
    webhookUrl: `${url}/api/lender-hooks/${lenderId}`,
    webhookSecret,
  });
  return refs;
}

/** The feed's events in sending order: every application's first step, then every second, then every third. */
function plan(applications, refs) {
  const events = [];
  for (let step = 0; step < steps.length && events.length < totalEvents; step += 1) {
    for (let index = 0; index < applications.length && events.length < totalEvents; index += 1) {
      events.push({ index, application: applications[index], ref: refs[index], step: steps[step] });
    }
  }
  return events;
}

/** One event posted by this process as the sandbox posts its webhooks, retried after its delays until a 2xx. */
async function postDirect(hookUrl, event, record, giveUpAt) {
  const body = JSON.stringify(event);
  for (let attempt = 1; attempt <= maxAttempts && performance.now() < giveUpAt; attempt += 1) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await fetch(hookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-timestamp': timestamp,
        'x-signature': sign(webhookSecret, timestamp, body),
        'x-event-id': event.event_id,
      },
      body,
      signal: AbortSignal.timeout(5000),
    }).then(
      async (response) => ({ status: response.status, json: await response.json().catch(() => undefined) }),
      () => ({ status: 0 }),
    );
    record.attempts = attempt;
    record.statuses.push(answer.status);
    if (answer.status >= 200 && answer.status < 300) {
      record.acknowledged = true;
      record.outcome = answer.json?.data?.outcome ?? null;
      return;
    }
    await sleep(retryDelaysMs[Math.min(attempt, retryDelaysMs.length) - 1]);
  }
}

/** Reads the customer's application until it shows `status`: answers when the customer saw it (null: not in time). */
async function watch(url, application, status, from) {
  for (;;) {
    const started = performance.now();
    const answer = await fetch(`${url}/api/applications/${application.id}`, {
      headers: { authorization: `Bearer ${application.token}` },
    })
      .then((response) => response.json())
      .catch(() => undefined);
    if (answer?.data?.status === status) return performance.now();
    if (performance.now() > from + watchLimitMs) return null;
    const every = performance.now() - from < pollCloselyMs ? pollEveryMs : 1000;
    await sleep(Math.max(0, every - (performance.now() - started)));
  }
}

/** Sends the planned events evenly over `seconds`, watching the sample; answers what each send and watch saw. */
async function feed(sandbox, api, events) {
  const { url, lenderId } = api.info;
  const hookUrl = `${url}/api/lender-hooks/${lenderId}`;
  const interval = (seconds * 1000) / events.length;
  // performance.now() and Date.now() side by side, so the database's times (Date-based) compare with the watch's.
  const originPerf = performance.now();
  const originDate = Date.now();
  const records = [];
  const inFlight = [];
  let sequence = 0;
  const lastAnswered = new Map();
  let lateMs = 0;
  for (const [k, planned] of events.entries()) {
    const due = originPerf + k * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    else lateMs = Math.max(lateMs, -wait);
    const record = {
      eventId: null,
      index: planned.index,
      word: planned.step.word,
      dueAt: due,
      sentAt: performance.now(),
      attempts: 0,
      statuses: [],
      outcome: null,
      seenAt: undefined,
    };
    records.push(record);
    let sent;
    let watchFrom = Promise.resolve();
    if (sender === 'direct') {
      // A lender sends an application's events in order: the next waits for the previous one's 2xx.
      const previous = lastAnswered.get(planned.index) ?? Promise.resolve();
      watchFrom = previous.then(() => {
        record.sentAt = performance.now();
      });
      sent = watchFrom.then(() => {
        sequence += 1;
        const event = {
          event_id: `evt_${randomBytes(12).toString('hex')}`,
          sequence,
          application_ref: planned.ref,
          partner_reference: planned.application.id,
          status: planned.step.word,
          reason_code: null,
          amount: planned.step.word === 'UNDER_REVIEW' ? null : amount,
          occurred_at: new Date(originDate + (record.sentAt - originPerf)).toISOString(),
        };
        record.eventId = event.event_id;
        return postDirect(hookUrl, event, record, originPerf + seconds * 1000 + settleLimitMs);
      });
      lastAnswered.set(planned.index, sent);
    } else {
      sent = json(`${sandbox.url}/_control/tenants/${tenantId}/applications/${planned.ref}/events`, {
        method: 'POST',
        body: { status: planned.step.word },
      }).then((answer) => {
        record.eventId = answer.event.event_id;
        // The lender's send: when the sandbox recorded the event, which it delivers at once (or after those queued).
        record.sentAt = originPerf + (Date.parse(answer.event.occurred_at) - originDate);
      });
    }
    const watched = planned.application.token
      ? watchFrom
          .then(() => watch(url, planned.application, planned.step.status, performance.now()))
          .then((at) => {
            record.seenAt = at;
          })
      : Promise.resolve();
    inFlight.push(sent, watched);
  }
  const sendingMs = performance.now() - originPerf;
  await Promise.all(inFlight);
  if (sender === 'sandbox') {
    // Every event delivered (or given up) before the database is read.
    const tenant = sandbox.tenant(tenantId);
    const deadline = Date.now() + settleLimitMs;
    for (;;) {
      const final = new Map();
      for (const delivery of tenant.deliveries) {
        if (delivery.outcome !== 'retrying') final.set(delivery.event_id, delivery);
      }
      if (records.every((record) => final.has(record.eventId)) || Date.now() > deadline) {
        for (const record of records) {
          const attempts = tenant.deliveries.filter((delivery) => delivery.event_id === record.eventId);
          record.attempts = attempts.length;
          record.statuses = attempts.map((delivery) => delivery.status_code ?? 0);
          record.acknowledged = attempts.some((delivery) => delivery.outcome === 'delivered');
        }
        break;
      }
      await sleep(250);
    }
  }
  return { records, sendingMs, lateMs, originPerf, originDate };
}

/** What the database says of the feed, and the checks of it. */
async function verify(api, events, sent) {
  const ledger = await json(`${api.info.ledgerUrl}/ledger?lender=${api.info.lenderId}`);
  const outcomes = Object.fromEntries(ledger.outcomes.map((row) => [row.outcome, row.events]));
  const rows = new Map(ledger.events.map((row) => [row.event_id, row]));
  const sentIds = sent.records.map((record) => record.eventId).filter(Boolean);
  const sentSet = new Set(sentIds);
  const extra = ledger.events.filter((row) => !sentSet.has(row.event_id));
  const notAppliedRows = ledger.events.filter((row) => row.outcome !== 'applied');
  // Acknowledged: the API answered 2xx to one of its sends. One never acknowledged and not in the ledger was not
  // delivered within the run (refused or timed out every time): not the API's loss, but not applied either.
  const acknowledged = sent.records.filter((record) => record.acknowledged);
  const lost = acknowledged.filter((record) => rows.get(record.eventId)?.outcome !== 'applied');
  const undelivered = sent.records.filter((record) => !record.acknowledged && !rows.has(record.eventId));
  const applied = new Set(ledger.events.filter((row) => row.outcome === 'applied').map((row) => row.event_id));
  const historyRows = ledger.history.reduce((sum, row) => sum + row.rows, 0);
  const doubled = ledger.history.filter((row) => row.rows !== 1);
  const historyKeys = new Set(ledger.history.map((row) => `${row.application_id} ${row.lender_status}`));
  const historyMissing = events.filter(
    (event, k) =>
      applied.has(sent.records[k].eventId) && !historyKeys.has(`${event.application.id} ${event.step.word}`),
  ).length;
  // Each application ends in the status of its last applied event (submitted when none was).
  const finalStatus = new Map(events.map((event) => [event.application.id, 'submitted']));
  for (const [k, event] of events.entries()) {
    if (applied.has(sent.records[k].eventId)) finalStatus.set(event.application.id, event.step.status);
  }
  const expectedStatuses = {};
  for (const status of finalStatus.values()) expectedStatuses[status] = (expectedStatuses[status] ?? 0) + 1;
  const statuses = Object.fromEntries(ledger.statuses.map((row) => [row.status, row.applications]));
  const statusesRight =
    Object.keys(expectedStatuses).every((status) => statuses[status] === expectedStatuses[status]) &&
    Object.keys(statuses).every((status) => statuses[status] === expectedStatuses[status]);
  const nothingLostOrDoubled =
    lost.length === 0 &&
    extra.length === 0 &&
    notAppliedRows.length === 0 &&
    historyRows === applied.size &&
    doubled.length === 0 &&
    historyMissing === 0 &&
    statusesRight;
  const exactlyOnce = nothingLostOrDoubled && undelivered.length === 0 && applied.size === events.length;
  return {
    exactlyOnce,
    nothingLostOrDoubled,
    counts: {
      sent: sent.records.length,
      acknowledged: acknowledged.length,
      lenderEvents: ledger.events.length,
      outcomes,
      lost: lost.length,
      undelivered: undelivered.length,
      notApplied: notAppliedRows.length,
      extra: extra.length,
      historyRows,
      historyRowsNotOne: doubled.length,
      historyMissing,
      statuses,
      expectedStatuses,
    },
    toHistoryMs: summary(ledger.timings.map((row) => Number(row.to_history_ms))),
    toReceivedMs: summary(ledger.timings.map((row) => Number(row.to_received_ms))),
  };
}

async function runOn(name) {
  const postgres = name === 'postgres' ? await startPostgres() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-feed-'));
  const sandbox = await startSandboxLender({ clock: 'real' });
  const startedAt = Date.now();
  const api = await startServer('bench/support/lender-feed-server.ts', {
    BENCH_DATA_DIR: dataDir,
    BENCH_FEED_APPLICATIONS: String(applicationCount),
    BENCH_FEED_WATCHED: String(watchedCount),
    BENCH_FEED_DEMO: smoke ? '0' : '1',
    ...(postgres ? { BENCH_DATABASE_URL: postgres.url } : {}),
  });
  try {
    api.info.applications = JSON.parse(fs.readFileSync(api.info.applicationsFile, 'utf8'));
    const database = postgres ? postgres.server : 'PGlite (in memory, in the API process)';
    process.stdout.write(`\n${database}\n`);
    const refs = await connect(sandbox, api);
    const events = plan(api.info.applications, refs);
    process.stdout.write(
      `${api.info.applications.length} applications ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; ` +
        `${events.length} events over ${seconds} s (${(events.length / seconds).toFixed(0)}/s), sender ${sender}\n`,
    );
    const loadUrl = `${api.info.url}/api/applications`;
    const baseline = await customerLoad(loadUrl, api.info.loadToken, baselineSeconds);
    const during = customerLoad(loadUrl, api.info.loadToken, seconds);
    const sent = await feed(sandbox, api, events);
    const customer = await during;
    const settledMs = performance.now() - sent.originPerf;
    const ledger = await verify(api, events, sent);

    const watchedRecords = sent.records.filter((record) => record.seenAt !== undefined);
    const seen = watchedRecords.filter((record) => record.seenAt !== null);
    const attempts = {};
    for (const record of sent.records) {
      for (const status of record.statuses) attempts[status] = (attempts[status] ?? 0) + 1;
    }
    const run = {
      database,
      applications: api.info.applications.length,
      events: events.length,
      sendingSeconds: Math.round(sent.sendingMs) / 1000,
      settledSeconds: Math.round(settledMs) / 1000,
      sendRatePerSecond: Math.round((events.length / sent.sendingMs) * 10_000) / 10,
      senderLateMaxMs: Math.round(sent.lateMs),
      answersByStatus: attempts,
      retried: sent.records.filter((record) => record.attempts > 1).length,
      heldForPrevious: summary(
        sent.records.map((record) => record.sentAt - record.dueAt).filter((heldMs) => heldMs > 10),
      ),
      customerSees: {
        ...summary(watchedRecords.map((record) => (record.seenAt === null ? Infinity : record.seenAt - record.sentAt))),
        watched: watchedRecords.length,
        neverSeen: watchedRecords.length - seen.length,
      },
      toHistoryMs: ledger.toHistoryMs,
      toReceivedMs: ledger.toReceivedMs,
      ledger: ledger.counts,
      exactlyOnce: ledger.exactlyOnce,
      nothingLostOrDoubled: ledger.nothingLostOrDoubled,
      customerLoad: { path: 'GET /api/applications', ratePerSecond: customerRate, baseline, during: customer },
    };
    const line = (label, s) =>
      `${label.padEnd(44)} p50 ${String(s.p50).padStart(6)}  p95 ${String(s.p95).padStart(6)}  p99 ${String(s.p99).padStart(6)}  max ${String(s.max).padStart(6)} ms  (${s.samples}${s.neverSeen ? `, ${s.neverSeen} not seen within ${watchLimitMs / 1000} s` : ''})\n`;
    process.stdout.write(
      `sent ${run.events} in ${run.sendingSeconds} s (${run.sendRatePerSecond}/s, at most ${run.senderLateMaxMs} ms ` +
        `behind), settled after ${run.settledSeconds} s; answers ${JSON.stringify(attempts)}, ${run.retried} retried; ` +
        `${run.heldForPrevious.samples} held for their application's previous event (at most ${run.heldForPrevious.max} ms)\n` +
        `ledger ${JSON.stringify(run.ledger.outcomes)}; acknowledged ${run.ledger.acknowledged}, lost ` +
        `${run.ledger.lost}, never delivered ${run.ledger.undelivered}, not applied ${run.ledger.notApplied}, ` +
        `extra ${run.ledger.extra}; history rows ${run.ledger.historyRows} ` +
        `(${run.ledger.historyRowsNotOne} not one per event, ${run.ledger.historyMissing} missing); statuses ` +
        `${JSON.stringify(run.ledger.statuses)}\n` +
        line('send → customer sees it (watched, 100 ms poll)', run.customerSees) +
        line('send → history row (every event, database)', run.toHistoryMs) +
        line('send → received by the API (every event)', run.toReceivedMs) +
        line(`customer GET /api/applications alone`, baseline) +
        line(`customer GET /api/applications during the feed`, customer),
    );
    return run;
  } finally {
    await api.stop();
    await sandbox.close();
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = Date.now();
const runs = {};
let failed = false;
try {
  process.stdout.write(
    `lender feed: ${totalEvents} events over ${seconds} s, sender ${sender}; ${databases.join(', ')}` +
      `${smoke ? ' (smoke: correctness only)' : ''}\n`,
  );
  for (const name of databases) runs[name] = await runOn(name);
  const all = Object.values(runs);
  const checks = {
    'no acknowledged event lost, none applied twice (ledger, history rows, final statuses): every answer right':
      all.length > 0 && all.every((run) => run.nothingLostOrDoubled),
    'every event delivered and applied exactly once': all.length > 0 && all.every((run) => run.exactlyOnce),
    'every watched event seen by its customer': all.every((run) => run.customerSees.neverSeen === 0),
    [`p99 from the lender's send to the customer's view ≤ ${targets.p99Ms / 1000} s`]: all.every(
      (run) =>
        run.customerSees.neverSeen === 0 && run.customerSees.p99 !== null && run.customerSees.p99 <= targets.p99Ms,
    ),
    [`the customer load's p99 during the feed ≤ ${targets.customerSlowdown}× its p99 without`]: all.every(
      (run) =>
        run.customerLoad.during.failed === 0 &&
        run.customerLoad.during.p99 <= run.customerLoad.baseline.p99 * targets.customerSlowdown,
    ),
  };
  const results = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    events: totalEvents,
    seconds,
    sender,
    targets,
    runs,
    checks,
  };
  // The smoke proves the feed is applied exactly once; its latencies are printed, not judged (a few seconds on a
  // busy machine say nothing about them).
  failed = reportRun('lender-feed', { smoke, results, checks });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  failed = true;
}
process.stdout.write(`lender feed: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(failed ? 1 : 0);
