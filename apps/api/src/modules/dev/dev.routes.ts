/** Development-only helpers; this module is not registered when NODE_ENV=production. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
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
