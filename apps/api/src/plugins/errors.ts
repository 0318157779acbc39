/** Turns every error into the answer shape `{ success: false, message, errors? }` in the caller's language. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localeFromHeader, type Locale } from '@saakh/domain/i18n';
import { translate } from '@saakh/domain/messages';
import { AppError } from '../lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/availability';
import { databaseErrorCode } from '../lib/loggable-error';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t: (keyOrText: string) => string;
  }
}

type Issue = {
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
  message?: string;
};

/**
 * SQLSTATEs that mean the input could not be stored as given: numeric value out of range, invalid text
 * representation, string too long, character not in repertoire, untranslatable character (a NUL).
 */
const refusedInputCodes = new Set(['22003', '22P02', '22001', '22021', '22P05']);

/** Where in the request a NUL character is, as a field path, if anywhere: PostgreSQL's text cannot hold one. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || '_';
    const found = nulPath(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function fieldErrorsFromIssues(issues: Issue[], t: (key: string) => string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      '_';
    const message = t(issue.params?.issue?.message ?? issue.message ?? 'invalidValue');
    (errors[path] ??= []).push(message);
  }
  return errors;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('t', function t(this: FastifyRequest, keyOrText: string) {
    return translate(keyOrText, this.locale);
  });
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });
  // A NUL character anywhere in the path, query or body is refused once, here, before any schema or query sees it.
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (field) throw new AppError('validation', 'validationFailed', { errors: { [field]: ['invalidValue'] } });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({
        success: false,
        message: request.t('validationFailed'),
        errors: fieldErrorsFromIssues(error.validation as Issue[], (key) => request.t(key)),
      });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const errors = error.errors
        ? Object.fromEntries(
            Object.entries(error.errors).map(([field, list]) => [field, list.map((m) => request.t(m))]),
          )
        : undefined;
      return reply.status(error.status).send({
        ...error.extra,
        success: false,
        message: request.t(error.message),
        errors,
        retryAfter: error.retryAfterSeconds,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: request.t('tooManyRequests') });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ success: false, message: request.t('payloadTooLarge') });
    }
    if (status === 415 || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.status(415).send({ success: false, message: request.t('unsupportedMediaType') });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status === 400 ? 422 : status).send({ success: false, message: request.t('invalidValue') });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ success: false, message: request.t('serviceUnavailable') });
    }
    // Input the database cannot hold (a number past its column, a NUL in text) that no schema stopped: the caller's
    // fault, answered as such; the schemas should catch it first (test/hostile-input.test.ts).
    const code = databaseErrorCode(error);
    if (code !== undefined && refusedInputCodes.has(code)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(422).send({ success: false, message: request.t('invalidValue') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: request.t('internalError') });
  });
});
