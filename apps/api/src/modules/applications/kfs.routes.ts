import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { creditAppParamsSchema } from '@saakh/domain/applications';
import { sendOtpResultSchema } from '@saakh/domain/auth';
import { acknowledgeKfsInputSchema, applicationKfsSchema, kfsQuerySchema } from '@saakh/domain/kfs';
import { closePdfPrinterOnClose } from '../../lib/pdf/pdf-printer';
import { sendPdf } from '../../lib/pdf/send-pdf';
import { requireSession } from '../../plugins/auth';
import * as kfs from './kfs.service';

const tags = ['applications'];

/** An application's KFS: read it, have the OTP sent, and acknowledge it with that OTP (issue 30). */
export const kfsRoutes: FastifyPluginAsyncZod = async (app) => {
  closePdfPrinterOnClose(app);

  app.get(
    '/api/applications/:creditAppId/kfs',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The application's KFS as issued (JSON), or the same document as a PDF in English or Hindi",
        params: creditAppParamsSchema,
        querystring: kfsQuerySchema,
        produces: ['application/json', 'application/pdf'],
        response: { 200: okSchema(applicationKfsSchema) },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const data = await kfs.applicationKfs(
        app.deps,
        requireSession(request, 'customer'),
        request.params.creditAppId,
        locale,
      );
      if (request.query.format === 'json') return { success: true as const, data };
      // The stored document the JSON answers, printed: the PDF never says anything the customer was not shown.
      const pdf = await kfs.kfsPdf(app.deps, data.kfs, locale);
      return sendPdf(reply, pdf.body, pdf.fileName);
    },
  );

  app.post(
    '/api/applications/:creditAppId/kfs/otp',
    {
      config: {
        access: 'customer',
        rateLimit: { max: app.deps.config.limits.otpSendsPerIp, timeWindow: '15 minutes' },
      },
      schema: { tags, params: creditAppParamsSchema, response: { 200: okSchema(sendOtpResultSchema) } },
    },
    async (request) => {
      const data = await kfs.sendKfsOtp(
        app.deps,
        requireSession(request, 'customer'),
        request.params.creditAppId,
        request.ip,
      );
      return { success: true as const, message: request.t('kfsOtpSent'), data };
    },
  );

  app.post(
    '/api/applications/:creditAppId/kfs/acknowledge',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        params: creditAppParamsSchema,
        body: acknowledgeKfsInputSchema,
        response: { 200: okSchema(applicationKfsSchema) },
      },
    },
    async (request) => {
      const data = await kfs.acknowledgeKfs(
        app.deps,
        requireSession(request, 'customer'),
        request.params.creditAppId,
        request.body,
        { ip: request.ip, locale: request.locale },
      );
      return { success: true as const, message: request.t('kfsAcknowledged'), data };
    },
  );
};
