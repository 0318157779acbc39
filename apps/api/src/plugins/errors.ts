/** Turns every error into the answer shape `{ success: false, message, errors? }` in the caller's language. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localeFromHeader, type Locale } from '@saakh/domain/i18n';
import { translate } from '@saakh/domain/messages';
import { AppError } from '../lib/app-error';

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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: request.t('internalError') });
  });
});
