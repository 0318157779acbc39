/**
 * Calls a provider signs (SMS, WhatsApp and e-mail gateways' receipts and replies, telephony call events): one header
 * carries the Unix time in seconds the call was signed at, another `sha256=` and the hex HMAC-SHA256 of
 * `<timestamp>.<raw body>` under a shared secret. A call signed more than 5 minutes from now is refused, and so is a
 * signature already taken (kept in the database, so a replay is refused on every instance). The routes of a plugin
 * that registers `signedJsonBodies` parse JSON themselves, keeping the raw text the signature covers, and check it
 * before the body is validated, so an unsigned caller learns nothing about the shape. Lenders' webhooks (decision 044)
 * sign the same way, each with its own secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '@saakh/domain/messages';
import { AppError } from '../app-error';
import type { Executor } from '../../db/client';
import { firstUsesOfSignatures, signatureKey } from './signed-calls.repository';

/** How far a call's timestamp may be from now, either way (clocks drift; a call is not held for long). */
export const SIGNED_CALL_WINDOW_SECONDS = 300;

export function signCall(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** Whether a signature is the timestamp's and body's under the secret, compared in constant time. */
export function signatureMatches(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signCall(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What is wrong with a call's timestamp: none given (or not whole seconds), or too far from now. */
export function timestampProblem(timestamp: string | undefined, now: Date): 'missing' | 'stale' | null {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNED_CALL_WINDOW_SECONDS ? 'stale' : null;
}

export type SignedBodiesOptions = {
  /** The header the signature comes in (lower case). */
  header: string;
  /** The header the signing time comes in (lower case). */
  timestampHeader: string;
  /**
   * The shared secret, looked up per call (a lender's own, say); none means no call is accepted. It may throw an
   * AppError of its own (a 404 for a caller that has no such endpoint).
   */
  secret: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
  /** The message of the 401 an unsigned or wrongly signed call gets. */
  refusal: MessageKey;
  /**
   * Who records the signature's use: this hook, in a statement of its own (the default), or the route, in the
   * transaction that does the call's work (`recordSignatureUses` with `signatureUseOf(request)`), so the call costs
   * one transaction and a call whose work fails can be sent again with the same signature.
   */
  replays?: 'refuse' | 'route';
};

/** A signed call's signature, as the route records its use when it refuses replays itself. */
export type SignatureUse = { key: string };

const uses = new WeakMap<FastifyRequest, SignatureUse>();

/** The signature use of a call a `replays: 'route'` hook let through (undefined for any other request). */
export function signatureUseOf(request: FastifyRequest): SignatureUse | undefined {
  return uses.get(request);
}

/**
 * Records the uses of calls' signatures in the caller's transaction, answering for each whether it is the first
 * (a replay is refused with signedCallReplayed); the same signature twice in the list is a replay the second time.
 */
export async function recordSignatureUses(db: Executor, list: SignatureUse[]): Promise<boolean[]> {
  const keys = [...new Set(list.map((use) => use.key))];
  // Remembered while any clock within the window could still take it: up to twice the window from now.
  const first = await firstUsesOfSignatures(db, keys, 2 * SIGNED_CALL_WINDOW_SECONDS);
  const fresh = new Map(keys.map((key, index) => [key, first[index] === true]));
  return list.map((use) => {
    const answer = fresh.get(use.key) === true;
    fresh.set(use.key, false);
    return answer;
  });
}

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Makes the JSON bodies of this plugin's routes keep their raw text, and answers the preValidation hook that refuses
 * a call whose signature does not match it, whose timestamp is out of the window, or that was already taken.
 */
export function signedJsonBodies(
  app: FastifyInstance,
  options: SignedBodiesOptions,
): (request: FastifyRequest) => Promise<void> {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      done(new AppError('validation', 'invalidValue'), undefined);
    }
  });
  return async (request) => {
    const secret = await options.secret(request);
    const signature = headerText(request.headers[options.header]);
    const timestamp = headerText(request.headers[options.timestampHeader]) ?? '';
    const raw = rawBodies.get(request) ?? '';
    if (!secret || !signatureMatches(secret, timestamp, raw, signature)) {
      throw new AppError('unauthorized', options.refusal);
    }
    const problem = timestampProblem(timestamp, app.deps.clock.now());
    if (problem === 'missing') throw new AppError('unauthorized', options.refusal);
    if (problem === 'stale') throw new AppError('unauthorized', 'signedCallStale');
    const key = signatureKey(`${options.header}\n${signature}`);
    if (options.replays === 'route') {
      uses.set(request, { key });
      return;
    }
    const [first] = await recordSignatureUses(app.deps.db, [{ key }]);
    if (!first) throw new AppError('unauthorized', 'signedCallReplayed');
  };
}
