// @ts-check
/**
 * The sandbox lender (decision 044, "The sandbox lender"): a lender's platform with its own words and schema, for
 * development and tests. Tenants under /t/{tenant} (one per lender using it), each with its auth kind, webhook address
 * and delays; a control API under /_control for tests and the demo, answered to loopback callers only. Everything is
 * kept in memory.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { isLoopback, safeEqual, sign, timestampProblem, HMAC_WINDOW_SECONDS } from './auth.mjs';
import { ConfigError, describeTenant, TENANT_ID, tenantConfig } from './config.mjs';
import { errorAnswer, HttpError, isPlainObject, parseJson, readBody, send } from './http.mjs';
import { applicationProblems, decide, newApplicationRef } from './rules.mjs';
import { createScheduler } from './scheduler.mjs';
import { postJson } from './webhooks.mjs';

export const FAULTS = /** @type {const} */ ([
  'timeout',
  'error_500',
  'bad_signature',
  'duplicate_events',
  'out_of_order',
]);

/** A copy of a `duplicate_events` event follows the first delivery after this long (with its own signature time). */
const DUPLICATE_AFTER_MS = 1000;
const MAX_IDEMPOTENCY_KEY = 255;

/**
 * @typedef {import('./config.mjs').TenantConfig} TenantConfig
 * @typedef {import('./http.mjs').Answer} Answer
 * @typedef {{
 *   event_id: string, sequence: number, application_ref: string, partner_reference: string, status: string,
 *   reason_code: string | null, amount: number | null, occurred_at: string,
 * }} LenderEvent
 * @typedef {{
 *   ref: string, partnerReference: string, idempotencyKey: string, bodyHash: string,
 *   answer: { application_ref: string, status: string, received_at: string },
 *   applicant: Record<string, unknown> & { monthly_income: number, date_of_birth: string, pan: string },
 *   loan: Record<string, unknown> & { amount: number },
 *   status: string, reasonCode: string | null, sanctionedAmount: number | null, disbursedAmount: number | null,
 *   receivedAt: string, updatedAt: string, events: LenderEvent[], posts: number, replays: number,
 * }} Application
 * @typedef {{
 *   event_id: string, sequence: number, status: string, attempt: number, duplicate: boolean, bad_signature: boolean,
 *   status_code: number | null, error: string | null, outcome: 'delivered' | 'retrying' | 'gave_up', at: string,
 * }} Delivery
 * @typedef {{
 *   id: string, config: TenantConfig, applications: Map<string, Application>, byKey: Map<string, Application>,
 *   events: LenderEvent[], deliveries: Delivery[], faults: Record<(typeof FAULTS)[number], number>,
 *   heldEvent: { event: LenderEvent, copies: number } | null, tokens: Map<string, number>,
 *   signatures: Map<string, number>,
 * }} Tenant
 */

/**
 * Starts a sandbox lender.
 * @param {{
 *   port?: number, host?: string, tenants?: Record<string, unknown>, clock?: 'real' | 'manual',
 *   startAt?: number | string, webhookRetryDelaysMs?: number[], webhookMaxAttempts?: number,
 *   webhookTimeoutMs?: number, onError?: (error: unknown) => void,
 * }} [options] `startAt` sets where a manual clock starts (default: the real time). Deliveries are retried after
 * each of `webhookRetryDelaysMs` in turn, then after its last, until a 2xx or `webhookMaxAttempts` attempts.
 */
export async function startSandboxLender(options = {}) {
  const {
    port = 0,
    host = '127.0.0.1',
    tenants: initialTenants = {},
    clock = 'real',
    startAt,
    webhookRetryDelaysMs = [1000, 2000, 4000, 8000, 16000],
    webhookMaxAttempts = 20,
    webhookTimeoutMs = 5000,
    onError = (error) => console.error('[sandbox-lender]', error),
  } = options;
  if (clock !== 'real' && clock !== 'manual') throw new Error("clock must be 'real' or 'manual'");
  if (
    !Array.isArray(webhookRetryDelaysMs) ||
    webhookRetryDelaysMs.length === 0 ||
    !webhookRetryDelaysMs.every((delay) => Number.isSafeInteger(delay) && delay >= 0)
  ) {
    throw new Error('webhookRetryDelaysMs must be a non-empty list of whole milliseconds');
  }
  const start = startAt === undefined ? undefined : new Date(startAt).getTime();
  if (start !== undefined && Number.isNaN(start)) throw new Error('startAt must be a time');

  const scheduler = createScheduler({ mode: clock, startAt: start, onError });
  const iso = () => new Date(scheduler.now()).toISOString();
  /** @type {Map<string, Tenant>} */
  const tenants = new Map();
  /** Answers held by the `timeout` fault, ended when the sandbox closes. */
  const held = new Set();
  /** @type {Set<import('node:http').ClientRequest>} */
  const openDeliveries = new Set();

  /** @param {string} id @param {unknown} input @returns {{ tenant: Tenant, created: boolean }} */
  function setTenant(id, input) {
    if (!TENANT_ID.test(id)) throw new ConfigError({ tenant: 'letters, digits, - and _ only, at most 64' });
    const config = tenantConfig(input);
    const existing = tenants.get(id);
    if (existing) {
      existing.config = config;
      return { tenant: existing, created: false };
    }
    /** @type {Tenant} */
    const tenant = {
      id,
      config,
      applications: new Map(),
      byKey: new Map(),
      events: [],
      deliveries: [],
      faults: { timeout: 0, error_500: 0, bad_signature: 0, duplicate_events: 0, out_of_order: 0 },
      heldEvent: null,
      tokens: new Map(),
      signatures: new Map(),
    };
    tenants.set(id, tenant);
    return { tenant, created: true };
  }

  for (const [id, config] of Object.entries(initialTenants)) {
    try {
      setTenant(id, config);
    } catch (error) {
      throw new Error(`Tenant ${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** @param {string} id */
  function tenantOr404(id) {
    const tenant = tenants.get(id);
    if (!tenant) throw new HttpError(404, 'TENANT_NOT_FOUND', `No tenant ${id}`);
    return tenant;
  }

  /** Takes one of the tenant's pending faults of that kind, if any. @param {Tenant} tenant @param {(typeof FAULTS)[number]} fault */
  function takeFault(tenant, fault) {
    if (tenant.faults[fault] <= 0) return false;
    tenant.faults[fault] -= 1;
    return true;
  }

  // ---- Events and webhooks ----

  /**
   * Records an event of the application now and sends it to the tenant's webhook address.
   * @param {Tenant} tenant @param {Application} app @param {string} status
   * @param {string | null} reasonCode @param {number | null} amount
   */
  function emit(tenant, app, status, reasonCode, amount) {
    /** @type {LenderEvent} */
    const event = {
      event_id: `evt_${randomBytes(12).toString('hex')}`,
      sequence: tenant.events.length + 1,
      application_ref: app.ref,
      partner_reference: app.partnerReference,
      status,
      reason_code: reasonCode,
      amount,
      occurred_at: iso(),
    };
    tenant.events.push(event);
    app.events.push(event);
    app.status = status;
    app.reasonCode = reasonCode;
    if (status === 'SANCTIONED') app.sanctionedAmount = amount;
    if (status === 'DISBURSED') app.disbursedAmount = amount;
    app.updatedAt = event.occurred_at;
    queueDeliveries(tenant, event);
    return event;
  }

  /**
   * Queues the event's webhook deliveries, applying the `duplicate_events` and `out_of_order` faults (a held event
   * goes out right after the next one). The polling feed is not affected by either: it is always in order.
   * @param {Tenant} tenant @param {LenderEvent} event
   */
  function queueDeliveries(tenant, event) {
    if (!tenant.config.webhookUrl) return;
    const copies = takeFault(tenant, 'duplicate_events') ? 2 : 1;
    if (tenant.heldEvent) {
      const first = tenant.heldEvent;
      tenant.heldEvent = null;
      tenant.faults.out_of_order = Math.max(0, tenant.faults.out_of_order - 1);
      deliverSoon(tenant, event, copies);
      deliverSoon(tenant, first.event, first.copies);
      return;
    }
    if (tenant.faults.out_of_order > 0) {
      tenant.heldEvent = { event, copies };
      return;
    }
    deliverSoon(tenant, event, copies);
  }

  /** @param {Tenant} tenant @param {LenderEvent} event @param {number} copies */
  function deliverSoon(tenant, event, copies) {
    const tag = { tenant: tenant.id, delivery: event.event_id };
    scheduler.schedule(scheduler.now(), () => deliver(tenant, event, 1, false), tag);
    if (copies > 1) {
      scheduler.schedule(scheduler.now() + DUPLICATE_AFTER_MS, () => deliver(tenant, event, 1, true), tag);
    }
  }

  /** @param {number} attempt the delay before the attempt after `attempt` */
  const retryDelay = (attempt) => webhookRetryDelaysMs[Math.min(attempt, webhookRetryDelaysMs.length) - 1];

  /**
   * One attempt at delivering an event; a failed one schedules the next.
   * @param {Tenant} tenant @param {LenderEvent} event @param {number} attempt @param {boolean} duplicate
   */
  async function deliver(tenant, event, attempt, duplicate) {
    const { webhookUrl, webhookSecret } = tenant.config;
    if (!webhookUrl || !webhookSecret) return;
    const body = JSON.stringify(event);
    const timestamp = String(Math.floor(scheduler.now() / 1000));
    const badSignature = takeFault(tenant, 'bad_signature');
    const secret = badSignature ? `${webhookSecret}-not-the-secret` : webhookSecret;
    const result = await postJson(
      webhookUrl,
      body,
      {
        'x-signature-timestamp': timestamp,
        'x-signature': sign(secret, timestamp, body),
        'x-event-id': event.event_id,
      },
      { timeoutMs: webhookTimeoutMs, open: openDeliveries },
    );
    const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const lastTry = attempt >= webhookMaxAttempts;
    tenant.deliveries.push({
      event_id: event.event_id,
      sequence: event.sequence,
      status: event.status,
      attempt,
      duplicate,
      bad_signature: badSignature,
      status_code: result.statusCode,
      error: result.error,
      outcome: delivered ? 'delivered' : lastTry ? 'gave_up' : 'retrying',
      at: iso(),
    });
    if (!delivered && !lastTry) {
      scheduler.schedule(scheduler.now() + retryDelay(attempt), () => deliver(tenant, event, attempt + 1, duplicate), {
        tenant: tenant.id,
        delivery: event.event_id,
      });
    }
  }

  // ---- The application's course ----

  /**
   * Schedules what happens to a new application: under review at half the decision delay, decided at the delay.
   * @param {Tenant} tenant @param {Application} app
   */
  function scheduleCourse(tenant, app) {
    const tag = { tenant: tenant.id, course: app.ref };
    const received = scheduler.now();
    const delay = tenant.config.decisionDelayMs;
    scheduler.schedule(received + Math.floor(delay / 2), () => void emit(tenant, app, 'UNDER_REVIEW', null, null), tag);
    scheduler.schedule(
      received + delay,
      () => {
        const decision = decide(app, scheduler.now());
        if (decision.status === 'SANCTIONED') {
          emit(tenant, app, 'SANCTIONED', null, app.loan.amount);
          scheduleDisbursal(tenant, app, app.loan.amount);
        } else {
          emit(tenant, app, decision.status, decision.reason_code, null);
        }
      },
      tag,
    );
  }

  /** @param {Tenant} tenant @param {Application} app @param {number} amount */
  function scheduleDisbursal(tenant, app, amount) {
    scheduler.schedule(
      scheduler.now() + tenant.config.disburseDelayMs,
      () => void emit(tenant, app, 'DISBURSED', null, amount),
      { tenant: tenant.id, course: app.ref },
    );
  }

  // ---- The lender's API ----

  /**
   * Refuses a call without the tenant's credentials (401).
   * @param {Tenant} tenant @param {import('node:http').IncomingMessage} req @param {string} raw
   */
  function authenticate(tenant, req, raw) {
    const header = (/** @type {string} */ name) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const refuse = (/** @type {string} */ code, /** @type {string} */ message, headers = {}) =>
      new HttpError(401, code, message, { headers });
    const { config } = tenant;
    if (config.auth === 'api_key') {
      const key = header('x-api-key');
      if (!key) throw refuse('MISSING_CREDENTIALS', 'X-Api-Key is required');
      if (!safeEqual(key, config.apiKey ?? '')) throw refuse('BAD_API_KEY', 'The API key is not this tenant’s');
      return;
    }
    if (config.auth === 'hmac') {
      const keyId = header('x-key-id');
      const timestamp = header('x-timestamp');
      const signature = header('x-signature');
      if (!keyId || !timestamp || !signature) {
        throw refuse('MISSING_SIGNATURE', 'X-Key-Id, X-Timestamp and X-Signature are required');
      }
      if (!safeEqual(keyId, config.keyId ?? '')) throw refuse('UNKNOWN_KEY_ID', 'The key id is not this tenant’s');
      if (!safeEqual(signature, sign(config.hmacSecret ?? '', timestamp, raw))) {
        throw refuse('BAD_SIGNATURE', 'The signature does not match the timestamp and body');
      }
      const problem = timestampProblem(timestamp, scheduler.now());
      if (problem) {
        throw refuse(
          problem === 'stale' ? 'STALE_TIMESTAMP' : 'MISSING_SIGNATURE',
          `X-Timestamp must be Unix seconds within ${HMAC_WINDOW_SECONDS} s of the lender's clock`,
        );
      }
      const now = scheduler.now();
      for (const [seen, until] of tenant.signatures) if (until < now) tenant.signatures.delete(seen);
      // A GET has an empty body, so the same signature is fine on another path; on the same one it is a replay.
      const seenKey = `${req.method} ${req.url}\n${signature}`;
      if (tenant.signatures.has(seenKey)) throw refuse('REPLAYED_SIGNATURE', 'This signature was already used');
      tenant.signatures.set(seenKey, now + 2 * HMAC_WINDOW_SECONDS * 1000);
      return;
    }
    const authorization = header('authorization');
    const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
    const challenge = { 'www-authenticate': 'Bearer error="invalid_token"' };
    if (!match)
      throw refuse('MISSING_TOKEN', 'Authorization: Bearer <token> is required', { 'www-authenticate': 'Bearer' });
    const expiresAt = tenant.tokens.get(match[1]);
    if (expiresAt === undefined) throw refuse('INVALID_TOKEN', 'The token is not one this tenant issued', challenge);
    if (expiresAt <= scheduler.now()) {
      tenant.tokens.delete(match[1]);
      throw refuse('TOKEN_EXPIRED', 'The token has expired', challenge);
    }
  }

  /** POST /t/{t}/oauth/token @param {Tenant} tenant @param {import('node:http').IncomingMessage} req @param {string} raw */
  function issueToken(tenant, req, raw) {
    const { config } = tenant;
    if (config.auth !== 'oauth') throw new HttpError(404, 'NOT_FOUND', 'This tenant does not use OAuth');
    const type = String(req.headers['content-type'] ?? '');
    /** @type {Record<string, unknown>} */
    let params;
    if (type.includes('json')) {
      const parsed = parseJson(raw);
      if (!isPlainObject(parsed)) throw new HttpError(400, 'INVALID_REQUEST', 'The body must be a JSON object');
      params = parsed;
    } else {
      params = Object.fromEntries(new URLSearchParams(raw));
    }
    let clientId = params.client_id;
    let clientSecret = params.client_secret;
    const basic = /^Basic\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
    if (basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      try {
        clientId = decodeURIComponent(decoded.slice(0, colon));
        clientSecret = decodeURIComponent(decoded.slice(colon + 1));
      } catch {
        throw new HttpError(401, 'INVALID_CLIENT', 'The client credentials are not readable');
      }
    }
    if (params.grant_type === undefined) throw new HttpError(400, 'INVALID_REQUEST', 'grant_type is required');
    if (params.grant_type !== 'client_credentials') {
      throw new HttpError(400, 'UNSUPPORTED_GRANT_TYPE', 'Only grant_type client_credentials is supported');
    }
    if (
      typeof clientId !== 'string' ||
      typeof clientSecret !== 'string' ||
      !safeEqual(clientId, config.clientId ?? '') ||
      !safeEqual(clientSecret, config.clientSecret ?? '')
    ) {
      throw new HttpError(401, 'INVALID_CLIENT', 'The client id or secret is wrong');
    }
    const now = scheduler.now();
    for (const [token, until] of tenant.tokens) if (until <= now) tenant.tokens.delete(token);
    const token = `sbx_${randomBytes(24).toString('base64url')}`;
    tenant.tokens.set(token, now + config.tokenTtlSeconds * 1000);
    return {
      status: 200,
      body: { access_token: token, token_type: 'Bearer', expires_in: config.tokenTtlSeconds },
      headers: { pragma: 'no-cache' },
    };
  }

  /**
   * POST /t/{t}/v1/loan-applications
   * @param {Tenant} tenant @param {import('node:http').IncomingMessage} req @param {string} raw
   * @returns {Answer}
   */
  function receiveApplication(tenant, req, raw) {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key.trim() === '') {
      throw new HttpError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'The Idempotency-Key header is required');
    }
    if (key.length > MAX_IDEMPOTENCY_KEY) {
      throw new HttpError(
        400,
        'IDEMPOTENCY_KEY_INVALID',
        `Idempotency-Key is at most ${MAX_IDEMPOTENCY_KEY} characters`,
      );
    }
    const body = parseJson(raw);
    const bodyHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
    const earlier = tenant.byKey.get(key);
    if (earlier) {
      if (earlier.bodyHash !== bodyHash) {
        throw new HttpError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used with another body: send a new key for a new application',
        );
      }
      earlier.posts += 1;
      earlier.replays += 1;
      return { status: 200, body: earlier.answer, headers: { 'idempotent-replay': 'true' } };
    }
    const fields = applicationProblems(body);
    if (Object.keys(fields).length > 0) {
      throw new HttpError(422, 'VALIDATION', 'Some fields are missing or invalid', { extra: { fields } });
    }
    const input =
      /** @type {{ partner_reference: string, applicant: Application['applicant'], loan: Application['loan'] }} */ (
        body
      );
    let ref = newApplicationRef();
    while ([...tenants.values()].some((other) => other.applications.has(ref))) ref = newApplicationRef();
    const receivedAt = iso();
    /** @type {Application} */
    const app = {
      ref,
      partnerReference: input.partner_reference,
      idempotencyKey: key,
      bodyHash,
      answer: { application_ref: ref, status: 'RECEIVED', received_at: receivedAt },
      applicant: input.applicant,
      loan: input.loan,
      status: 'RECEIVED',
      reasonCode: null,
      sanctionedAmount: null,
      disbursedAmount: null,
      receivedAt,
      updatedAt: receivedAt,
      events: [],
      posts: 1,
      replays: 0,
    };
    tenant.applications.set(ref, app);
    tenant.byKey.set(key, app);
    emit(tenant, app, 'RECEIVED', null, null);
    scheduleCourse(tenant, app);
    return { status: 201, body: app.answer, headers: { location: `/t/${tenant.id}/v1/loan-applications/${ref}` } };
  }

  /** @param {Application} app */
  const applicationView = (app) => ({
    application_ref: app.ref,
    partner_reference: app.partnerReference,
    status: app.status,
    reason_code: app.reasonCode,
    requested_amount: app.loan.amount,
    sanctioned_amount: app.sanctionedAmount,
    disbursed_amount: app.disbursedAmount,
    received_at: app.receivedAt,
    updated_at: app.updatedAt,
    applicant: app.applicant,
    loan: app.loan,
    events: app.events,
  });

  /** GET /t/{t}/v1/events?after=&limit= @param {Tenant} tenant @param {URLSearchParams} query */
  function eventFeed(tenant, query) {
    const after = wholeNumber(query.get('after'), 0, 'after');
    const limit = Math.min(wholeNumber(query.get('limit'), 100, 'limit'), 500);
    if (limit < 1) throw new HttpError(400, 'INVALID_QUERY', 'limit must be at least 1');
    // Sequences are 1, 2, 3…: the events after `after` start at that index.
    const events = tenant.events.slice(after, after + limit);
    return {
      events,
      next: events.length > 0 ? events[events.length - 1].sequence : Math.min(after, tenant.events.length),
      has_more: after + events.length < tenant.events.length,
    };
  }

  // ---- Control ----

  /** POST /_control/tenants/{t}/applications/{ref}/events @param {Tenant} tenant @param {Application} app @param {unknown} body */
  async function emitByControl(tenant, app, body) {
    const input = isPlainObject(body) ? body : {};
    /** @type {Record<string, string>} */
    const fields = {};
    if (typeof input.status !== 'string' || !/^[A-Z][A-Z0-9_]{1,39}$/.test(input.status)) {
      fields.status = input.status === undefined ? 'required' : 'invalid';
    }
    const reasonCode = input.reason_code ?? null;
    if (reasonCode !== null && (typeof reasonCode !== 'string' || !/^[A-Z][A-Z0-9_]{0,39}$/.test(reasonCode))) {
      fields.reason_code = 'invalid';
    }
    const amount = input.amount ?? null;
    if (amount !== null && !(typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0)) {
      fields.amount = 'invalid';
    }
    if (Object.keys(fields).length > 0) {
      throw new HttpError(422, 'VALIDATION', 'Some fields are missing or invalid', { extra: { fields } });
    }
    const status = /** @type {string} */ (input.status);
    // The lender's staff took over: what the rules had scheduled for the application no longer happens.
    scheduler.cancel({ tenant: tenant.id, course: app.ref });
    const moneyStatus = status === 'SANCTIONED' || status === 'DISBURSED';
    const eventAmount = /** @type {number | null} */ (amount) ?? (moneyStatus ? app.loan.amount : null);
    const event = emit(tenant, app, status, /** @type {string | null} */ (reasonCode), eventAmount);
    if (status === 'SANCTIONED') scheduleDisbursal(tenant, app, eventAmount ?? app.loan.amount);
    // Delivered before answering, so a test that emits and then reads sees it (a run under way picks it up itself).
    if (!scheduler.busy) await scheduler.runDue();
    return { status: 201, body: { event } };
  }

  /** @param {unknown} body */
  function setFaults(body) {
    const input = isPlainObject(body) ? body : {};
    /** @type {Record<string, string>} */
    const fields = {};
    if (typeof input.tenant !== 'string') fields.tenant = 'required';
    if (typeof input.fault !== 'string' || !FAULTS.includes(/** @type {never} */ (input.fault))) {
      fields.fault = `must be one of ${FAULTS.join(', ')}`;
    }
    const times = input.times ?? 1;
    if (!Number.isSafeInteger(times) || Number(times) < 0 || Number(times) > 1000) {
      fields.times = 'must be a whole number from 0 to 1000';
    }
    if (Object.keys(fields).length > 0) {
      throw new HttpError(422, 'VALIDATION', 'Some fields are missing or invalid', { extra: { fields } });
    }
    const tenant = tenantOr404(/** @type {string} */ (input.tenant));
    tenant.faults[/** @type {(typeof FAULTS)[number]} */ (input.fault)] = Number(times);
    return { status: 200, body: { tenant: tenant.id, faults: tenant.faults } };
  }

  /** @param {Application} app */
  const receivedView = (app) => ({
    application_ref: app.ref,
    partner_reference: app.partnerReference,
    idempotency_key: app.idempotencyKey,
    status: app.status,
    reason_code: app.reasonCode,
    posts: app.posts,
    replays: app.replays,
    received_at: app.receivedAt,
  });

  // ---- Routing ----

  /**
   * @typedef {{ req: import('node:http').IncomingMessage, url: URL, params: string[], body: () => Promise<string> }} Context
   * @typedef {{ method: string, pattern: RegExp, control: boolean, handle: (ctx: Context) => Answer | Promise<Answer | typeof HELD> }} Route
   */
  const HELD = Symbol('held');

  /**
   * A call of the lender's API: the tenant's faults first (a held call is still processed, as when the answer is
   * lost on the way back), then its credentials.
   * @param {(tenant: Tenant, ctx: Context, raw: string) => Answer} handler
   * @param {{ faults?: boolean, auth?: boolean }} [options]
   * @returns {(ctx: Context) => Promise<Answer | typeof HELD>}
   */
  const lenderCall =
    (handler, { faults = true, auth = true } = {}) =>
    async (ctx) => {
      const tenant = tenantOr404(ctx.params[0]);
      const hold = faults && takeFault(tenant, 'timeout');
      if (!hold && faults && takeFault(tenant, 'error_500')) {
        throw new HttpError(500, 'INTERNAL', 'The lender had a problem (a fault set on the sandbox)');
      }
      try {
        const raw = await ctx.body();
        if (auth) authenticate(tenant, ctx.req, raw);
        const answer = handler(tenant, ctx, raw);
        return hold ? HELD : answer;
      } catch (error) {
        if (hold) return HELD;
        throw error;
      }
    };

  const SEGMENT = '([^/]+)';
  /** @type {Route[]} */
  const routes = [
    {
      method: 'POST',
      pattern: new RegExp(`^/t/${SEGMENT}/oauth/token$`),
      control: false,
      handle: lenderCall((tenant, ctx, raw) => issueToken(tenant, ctx.req, raw), { faults: false, auth: false }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/t/${SEGMENT}/v1/loan-applications$`),
      control: false,
      handle: lenderCall((tenant, ctx, raw) => receiveApplication(tenant, ctx.req, raw)),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/t/${SEGMENT}/v1/loan-applications/${SEGMENT}$`),
      control: false,
      handle: lenderCall((tenant, ctx) => {
        const app = tenant.applications.get(ctx.params[1]);
        if (!app) throw new HttpError(404, 'NOT_FOUND', 'No such application');
        return { status: 200, body: applicationView(app) };
      }),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/t/${SEGMENT}/v1/events$`),
      control: false,
      handle: lenderCall((tenant, ctx) => ({ status: 200, body: eventFeed(tenant, ctx.url.searchParams) })),
    },
    {
      method: 'GET',
      pattern: /^\/_control\/tenants$/,
      control: true,
      handle: () => ({
        status: 200,
        body: { tenants: [...tenants.values()].map((tenant) => describeTenant(tenant.id, tenant.config)) },
      }),
    },
    {
      method: 'PUT',
      pattern: new RegExp(`^/_control/tenants/${SEGMENT}$`),
      control: true,
      handle: async (ctx) => {
        const body = parseJson(await ctx.body());
        try {
          const { tenant, created } = setTenant(ctx.params[0], body);
          return { status: created ? 201 : 200, body: describeTenant(tenant.id, tenant.config) };
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          throw new HttpError(400, 'BAD_CONFIG', error.message, { extra: { fields: error.fields } });
        }
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/_control/tenants/${SEGMENT}$`),
      control: true,
      handle: (ctx) => {
        const tenant = tenantOr404(ctx.params[0]);
        return { status: 200, body: { ...describeTenant(tenant.id, tenant.config), faults: tenant.faults } };
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/_control/tenants/${SEGMENT}/applications$`),
      control: true,
      handle: (ctx) => ({
        status: 200,
        body: { applications: [...tenantOr404(ctx.params[0]).applications.values()].map(receivedView) },
      }),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/_control/tenants/${SEGMENT}/deliveries$`),
      control: true,
      handle: (ctx) => ({ status: 200, body: { deliveries: tenantOr404(ctx.params[0]).deliveries } }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/_control/tenants/${SEGMENT}/applications/${SEGMENT}/events$`),
      control: true,
      handle: async (ctx) => {
        const tenant = tenantOr404(ctx.params[0]);
        const app = tenant.applications.get(ctx.params[1]);
        if (!app) throw new HttpError(404, 'NOT_FOUND', 'No such application');
        return emitByControl(tenant, app, parseJson(await ctx.body()));
      },
    },
    {
      method: 'POST',
      pattern: /^\/_control\/faults$/,
      control: true,
      handle: async (ctx) => setFaults(parseJson(await ctx.body())),
    },
    {
      method: 'POST',
      pattern: /^\/_control\/advance$/,
      control: true,
      handle: async (ctx) => {
        const body = parseJson(await ctx.body());
        const ms = isPlainObject(body) ? body.ms : undefined;
        if (!Number.isSafeInteger(ms) || Number(ms) < 0 || Number(ms) > 366 * 24 * 60 * 60 * 1000) {
          throw new HttpError(422, 'VALIDATION', 'ms must be a whole number of milliseconds, at most a year', {
            extra: { fields: { ms: 'invalid' } },
          });
        }
        const now = await scheduler.advance(Number(ms));
        return { status: 200, body: { now: new Date(now).toISOString() } };
      },
    },
    {
      method: 'GET',
      pattern: /^\/_control\/clock$/,
      control: true,
      handle: () => ({ status: 200, body: { now: iso(), clock } }),
    },
  ];

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function dispatch(req, res) {
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      let bodyRead = false;
      /** @type {Context} */
      const ctx = {
        req,
        url,
        params: [],
        body: () => {
          bodyRead = true;
          return readBody(req);
        },
      };
      const matching = routes.filter((route) => route.pattern.test(url.pathname));
      if (matching.length === 0) throw new HttpError(404, 'NOT_FOUND', `No route ${req.method} ${url.pathname}`);
      const route = matching.find((candidate) => candidate.method === req.method);
      if (!route) {
        throw new HttpError(405, 'METHOD_NOT_ALLOWED', `Use ${matching.map((m) => m.method).join(' or ')}`, {
          headers: { allow: matching.map((m) => m.method).join(', ') },
        });
      }
      if (route.control && !isLoopback(req.socket.remoteAddress)) {
        throw new HttpError(403, 'FORBIDDEN', 'The control API answers loopback callers only');
      }
      const match = /** @type {RegExpExecArray} */ (route.pattern.exec(url.pathname));
      try {
        ctx.params = match.slice(1).map((part) => decodeURIComponent(part));
      } catch {
        throw new HttpError(404, 'NOT_FOUND', 'The path is not readable');
      }
      const answer = await route.handle(ctx);
      if (!bodyRead) req.resume();
      if (answer === HELD) {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      send(res, answer);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        send(res, errorAnswer(error));
        return;
      }
      onError(error);
      send(res, { status: 500, body: { error: { code: 'INTERNAL', message: 'The sandbox failed on this call' } } });
    }
  }

  const server = http.createServer((req, res) => void dispatch(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  /** @param {string} id */
  const tenantState = (id) => tenants.get(id);

  let closing;
  return {
    url,
    port: address.port,
    /** The sandbox's clock, in milliseconds (what HMAC timestamps are checked against and webhooks are signed with). */
    now: () => scheduler.now(),
    /** Moves the clock on by `ms` and runs what became due; resolves with the new time once all of it has run. */
    advance: (/** @type {number} */ ms) => scheduler.advance(ms),
    /** Adds or replaces a tenant (throws on a wrong setting). @param {string} id @param {unknown} config */
    setTenant: (id, config) => describeTenant(id, setTenant(id, config).tenant.config),
    /** Sets a fault for the tenant's next `times` calls or events. */
    setFault: (/** @type {string} */ tenant, /** @type {(typeof FAULTS)[number]} */ fault, times = 1) =>
      setFaults({ tenant, fault, times }).body.faults,
    /** What a tenant received and sent: applications, events, deliveries (live objects: read, do not change). */
    tenant: tenantState,
    tenants,
    /** Stops answering, ends held calls and open deliveries, and stops the clock. */
    close() {
      closing ??= (async () => {
        for (const res of held) res.destroy();
        for (const req of openDeliveries) req.destroy();
        const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
        server.closeAllConnections();
        await scheduler.close();
        await closed;
      })();
      return closing;
    },
  };
}

/**
 * JSON with object keys sorted, so the same body sent again with its keys in another order is still the same body.
 * @param {unknown} value
 * @returns {string}
 */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A query parameter as a whole number, `fallback` when absent.
 * @param {string | null} text @param {number} fallback @param {string} name
 */
function wholeNumber(text, fallback, name) {
  if (text === null || text === '') return fallback;
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(400, 'INVALID_QUERY', `${name} must be a whole number`);
  return Number(text);
}
