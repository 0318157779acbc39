/**
 * Calls a provider signs (SMS, WhatsApp and e-mail gateways' receipts and replies, telephony call events): the header
 * carries `sha256=` and the hex HMAC-SHA256 of the raw body under a shared secret. The routes of a plugin that
 * registers `signedJsonBodies` parse JSON themselves, keeping the raw text the signature covers, and check it before
 * the body is validated, so an unsigned caller learns nothing about the shape.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '@saakh/domain/messages';
import { AppError } from '../app-error';

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Whether a signature is the body's under the secret, compared in constant time. */
export function signatureMatches(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type SignedBodiesOptions = {
  /** The header the signature comes in (lower case). */
  header: string;
  /** The shared secret; none means no call is accepted. */
  secret: () => string | undefined;
  /** The message of the 401 an unsigned or wrongly signed call gets. */
  refusal: MessageKey;
};

/**
 * Makes the JSON bodies of this plugin's routes keep their raw text, and answers the preValidation hook that refuses
 * a call whose signature does not match it.
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
    const secret = options.secret();
    const signature = request.headers[options.header];
    const raw = rawBodies.get(request) ?? '';
    if (!secret || !signatureMatches(secret, raw, typeof signature === 'string' ? signature : undefined)) {
      throw new AppError('unauthorized', options.refusal);
    }
  };
}
