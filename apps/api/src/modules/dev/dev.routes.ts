/** Development-only helpers; this module is not registered when NODE_ENV=production. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import { localBankQuerySchema } from '@saakh/domain/bank-transfers';
import {
  devClockInputSchema,
  devClockResultSchema,
  emailOutboxQuerySchema,
  emailOutboxResultSchema,
  otpOutboxQuerySchema,
  otpOutboxResultSchema,
} from '@saakh/domain/dev';
import { isShiftable } from '../../deps';
import { AppError } from '../../lib/app-error';
import * as bankTransfers from '../bank-transfers/bank-transfers.service';

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/otp-outbox',
    {
      config: { access: 'public' },
      schema: { tags: ['dev'], querystring: otpOutboxQuerySchema, response: { 200: okSchema(otpOutboxResultSchema) } },
    },
    async (request) => {
      const message = app.deps.messaging.lastMessageTo('sms', request.query.mobile);
      const otp = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!otp) throw new AppError('not_found', 'notFound');
      return { success: true as const, data: { otp } };
    },
  );

  // The last e-mail the local e-mail adapter took for an address (the sign-in links of decision 017).
  app.get(
    '/api/dev/email-outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        querystring: emailOutboxQuerySchema,
        response: { 200: okSchema(emailOutboxResultSchema) },
      },
    },
    async (request) => {
      const message = app.deps.messaging.lastMessageTo('email', request.query.to);
      if (!message) throw new AppError('not_found', 'notFound');
      return { success: true as const, data: { subject: message.subject ?? '', text: message.text } };
    },
  );

  // The local bank's response to a bank file, for a demo without a bank: download it, then upload it as the bank's.
  app.get(
    '/api/dev/bank-transfers/:id/local-bank-response',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags: ['dev'], params: idParamSchema, querystring: localBankQuerySchema, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const csv = await bankTransfers.localBankAnswer(app.deps, request.params.id, request.query.failed);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="local-bank-response-${request.params.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  // Moves this server's clock ahead of the real time (0 puts it back), so a browser test sees a callback come due
  // without waiting for it. Only with DEV_CLOCK_CONTROL, which production refuses.
  const clock = app.deps.clock;
  if (app.deps.config.devClockControl && isShiftable(clock)) {
    app.post(
      '/api/dev/clock',
      {
        config: { access: 'public' },
        schema: { tags: ['dev'], body: devClockInputSchema, response: { 200: okSchema(devClockResultSchema) } },
      },
      async (request) => {
        clock.shift(request.body.offset_seconds * 1000);
        return {
          success: true as const,
          data: { now: clock.now().toISOString(), offset_seconds: request.body.offset_seconds },
        };
      },
    );
  }
};
