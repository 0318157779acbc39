/**
 * Calls to a lender's API (decision 044), with the connector's sign-in: an API key (`X-Api-Key`), an HMAC signature
 * (`X-Key-Id`, `X-Timestamp`, `X-Signature: sha256=<hex of "<ts>.<raw body>">`, Saakh's signed-calls scheme) or an
 * OAuth client-credentials token (kept in memory until shortly before it expires, fetched again once on a 401). Every
 * call goes through publicRequest, so in production the lender's host must resolve to public addresses only.
 */
import { createHash } from 'node:crypto';
import type { ConnectorAuthKind } from '@saakh/domain/lender-connectors';
import type { Deps } from '../../deps';
import { decryptSecret } from '../../lib/crypto/secret-box';
import { BlockedAddressError, publicRequest } from '../../lib/http/public-request';
import { SIGNED_CALL_WINDOW_SECONDS, signCall } from '../../lib/http/signed-calls';
import type { ConnectorRow } from './lender-connectors.repository';

/** Answers larger than this are not read (a lender's answer is a few hundred bytes). */
const MAX_ANSWER_BYTES = 256 * 1024;
/** A token is fetched again this long before the lender says it expires (or at 90% of its life, if sooner). */
const TOKEN_MARGIN_SECONDS = 60;

export type LenderEndpoint = {
  lenderId: number;
  endpointUrl: string;
  authKind: ConnectorAuthKind;
  keyId: string | null;
  secret: string;
  tokenUrl: string | null;
  timeoutMs: number;
};

/** The connector's API with its secret opened, or null when it does not send by API (or lacks what that needs). */
export function endpointOf(deps: Pick<Deps, 'config'>, row: ConnectorRow): LenderEndpoint | null {
  if (row.send_mode !== 'api' || !row.endpoint_url || !row.auth_kind || !row.secret_enc) return null;
  return {
    lenderId: row.lender_id,
    endpointUrl: row.endpoint_url.replace(/\/+$/, ''),
    authKind: row.auth_kind,
    keyId: row.key_id,
    secret: decryptSecret(deps.config.connectors.secretKey, row.secret_enc),
    tokenUrl: row.token_url,
    timeoutMs: row.timeout_ms,
  };
}

/** What a call came to; `stage: 'token'` when it ended at the OAuth token endpoint, before the call itself. */
export type LenderAnswer = (
  | { kind: 'answer'; status: number; json: unknown }
  | { kind: 'timeout' }
  | { kind: 'network'; code: string }
  | { kind: 'refused' }
) & { stage?: 'token' };

type Token = { value: string; refreshAt: number };
const tokens = new Map<string, Token>();

function tokenKey(endpoint: LenderEndpoint): string {
  const secret = createHash('sha256').update(endpoint.secret).digest('hex');
  return `${endpoint.lenderId}\n${endpoint.tokenUrl}\n${endpoint.keyId}\n${secret}`;
}

function parseJson(body: Buffer | null): unknown {
  if (!body || body.length === 0) return null;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

/** What went wrong with a call that got no answer: its time ran out, or the network (a code, never a message). */
function failureOf(error: unknown): LenderAnswer {
  if (error instanceof BlockedAddressError) return { kind: 'refused' };
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR') return { kind: 'timeout' };
  return { kind: 'network', code: typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'ERROR' };
}

async function request(
  deps: Pick<Deps, 'config'>,
  url: string,
  options: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<LenderAnswer> {
  try {
    const response = await publicRequest(url, {
      method: options.method,
      headers: { 'user-agent': 'Saakh-Connectors/1', accept: 'application/json', ...options.headers },
      body: options.body,
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      allowSpecial: deps.config.env !== 'production',
    });
    return { kind: 'answer', status: response.status, json: parseJson(response.body) };
  } catch (error) {
    return failureOf(error);
  }
}

/** An OAuth token for the connector: the one kept, unless it is due for renewal or `fresh` is asked. */
async function oauthToken(
  deps: Pick<Deps, 'config' | 'clock'>,
  endpoint: LenderEndpoint,
  fresh: boolean,
): Promise<string | LenderAnswer> {
  const key = tokenKey(endpoint);
  const kept = tokens.get(key);
  const now = deps.clock.now().getTime();
  if (kept && !fresh && kept.refreshAt > now) return kept.value;
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: endpoint.keyId ?? '',
    client_secret: endpoint.secret,
  });
  const answer = await request(deps, endpoint.tokenUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    timeoutMs: endpoint.timeoutMs,
  });
  if (answer.kind !== 'answer') return { ...answer, stage: 'token' };
  const body = answer.json as { access_token?: unknown; expires_in?: unknown } | null;
  if (answer.status < 200 || answer.status >= 300 || typeof body?.access_token !== 'string') {
    tokens.delete(key);
    return answer.status >= 200 && answer.status < 300
      ? { kind: 'answer', status: 502, json: null, stage: 'token' }
      : { ...answer, stage: 'token' };
  }
  const life = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 300;
  const margin = Math.min(TOKEN_MARGIN_SECONDS, life / 10);
  tokens.set(key, { value: body.access_token, refreshAt: now + (life - margin) * 1000 });
  return body.access_token;
}

/** Forgets every kept OAuth token and signing second (tests that restart a lender). */
export function forgetTokens(): void {
  tokens.clear();
  signedSeconds.clear();
}

// ---------- HMAC timestamps ----------

/**
 * The scheme signs the timestamp and the body only, and a lender takes each signature once (the sandbox per method and
 * path), so two identical calls signed in the same second (the same feed page read twice, a send tried again soon
 * after a lost answer, every call under a pinned clock) would carry the same signature and the second would be refused
 * as a replay. Each identical call gets a second of its own instead: now, or the latest earlier second not yet used
 * for it, at most a minute back (well inside the lenders' 5-minute window, and never ahead of the clock). Remembered
 * in this process for as long as a lender remembers signatures (twice the window); polls of one lender run one at a
 * time across instances (one poll job a minute), and a send's tries follow each other.
 */
const signedSeconds = new Map<string, Map<number, number>>();
const SIGNATURE_MEMORY_MS = 2 * SIGNED_CALL_WINDOW_SECONDS * 1000;
const MAX_BACKDATE_SECONDS = 60;
let sweptAt = 0;

function forgetOldSignatures(now: number): void {
  if (now - sweptAt < 60_000 && now >= sweptAt) return;
  sweptAt = now;
  for (const [call, seconds] of signedSeconds) {
    for (const [second, until] of seconds) if (until <= now) seconds.delete(second);
    if (seconds.size === 0) signedSeconds.delete(call);
  }
}

/** A Unix second to sign this call with that no identical call of this process was signed with lately. */
export function signingSecond(call: string, nowMs: number): string {
  forgetOldSignatures(nowMs);
  const now = Math.floor(nowMs / 1000);
  let used = signedSeconds.get(call);
  if (!used) {
    used = new Map();
    signedSeconds.set(call, used);
  }
  let second = now;
  while (used.has(second) && (used.get(second) ?? 0) > nowMs && now - second < MAX_BACKDATE_SECONDS) second -= 1;
  used.set(second, nowMs + SIGNATURE_MEMORY_MS);
  return String(second);
}

async function authHeaders(
  deps: Pick<Deps, 'config' | 'clock'>,
  endpoint: LenderEndpoint,
  call: { method: string; url: string; rawBody: string },
  fresh: boolean,
): Promise<Record<string, string> | LenderAnswer> {
  switch (endpoint.authKind) {
    case 'api_key':
      return { 'x-api-key': endpoint.secret };
    case 'hmac': {
      const { method, url, rawBody } = call;
      const bodyHash = createHash('sha256').update(rawBody).digest('hex');
      const identity = `${endpoint.lenderId}\n${endpoint.keyId}\n${method} ${url}\n${bodyHash}`;
      const timestamp = signingSecond(identity, deps.clock.now().getTime());
      return {
        'x-key-id': endpoint.keyId ?? '',
        'x-timestamp': timestamp,
        'x-signature': signCall(endpoint.secret, timestamp, rawBody),
      };
    }
    case 'oauth': {
      const token = await oauthToken(deps, endpoint, fresh);
      return typeof token === 'string' ? { authorization: `Bearer ${token}` } : token;
    }
  }
}

/**
 * Calls the lender's API at `path` (below its endpoint) with its sign-in; a JSON body is sent as given. An OAuth
 * lender that answers 401 is asked for a new token once and called again.
 */
export async function callLender(
  deps: Pick<Deps, 'config' | 'clock'>,
  endpoint: LenderEndpoint,
  call: { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> },
): Promise<LenderAnswer> {
  const url = `${endpoint.endpointUrl}${call.path}`;
  const rawBody = call.body ?? '';
  for (const fresh of endpoint.authKind === 'oauth' ? [false, true] : [false]) {
    const auth = await authHeaders(deps, endpoint, { method: call.method, url, rawBody }, fresh);
    if ('kind' in auth) return auth as LenderAnswer;
    const answer = await request(deps, url, {
      method: call.method,
      headers: {
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
        ...(auth as Record<string, string>),
      },
      body: call.body,
      timeoutMs: endpoint.timeoutMs,
    });
    if (!(answer.kind === 'answer' && answer.status === 401 && !fresh && endpoint.authKind === 'oauth')) return answer;
  }
  return { kind: 'answer', status: 401, json: null };
}
