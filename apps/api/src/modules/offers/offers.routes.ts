import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { kfsParamsSchema, kfsSchema, offerKfsQuerySchema } from '@saakh/domain/kfs';
import { selectOfferResultSchema } from '@saakh/domain/applications';
import { appIdParamsSchema, offersResultSchema, selectOfferInputSchema } from '@saakh/domain/offers';
import { AppError } from '../../lib/app-error';
import { closePdfPrinterOnClose } from '../../lib/pdf/pdf-printer';
import { sendPdf } from '../../lib/pdf/send-pdf';
import { kfsPdf } from '../applications/kfs.service';
import { requireSession } from '../../plugins/auth';
import * as offers from './offers.service';

const tags = ['offers'];

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  closePdfPrinterOnClose(app);

  app.get(
    '/api/offers/:appId',
    {
      config: { access: 'customer' },
      schema: { tags, params: appIdParamsSchema, response: { 200: okSchema(offersResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await offers.offersFor(
        app.deps,
        requireSession(request, 'customer'),
        request.params.appId,
        request.locale,
        request.ip,
      ),
    }),
  );

  app.get(
    '/api/offers/:appId/kfs/:lenderId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "An offer's indicative KFS as JSON, or as a PDF in English or Hindi (format=pdf)",
        params: kfsParamsSchema,
        querystring: offerKfsQuerySchema,
        produces: ['application/json', 'application/pdf'],
        response: { 200: okSchema(kfsSchema) },
      },
    },
    async (request, reply) => {
      const { lang, format, amount, tenure_months } = request.query;
      const locale = lang ?? request.locale;
      const kfs = await offers.kfsFor(
        app.deps,
        requireSession(request, 'customer'),
        request.params.appId,
        request.params.lenderId,
        locale,
        { amount, tenure_months },
      );
      if (format === 'json') return { success: true as const, data: kfs };
      const pdf = await kfsPdf(app.deps, kfs, locale);
      return sendPdf(reply, pdf.body, pdf.fileName);
    },
  );

  app.post(
    '/api/offers/:appId/select',
    {
      config: { access: 'customer' },
      // Any invalid body means no offer was chosen: answer the spec's message, not the generic one.
      attachValidation: true,
      schema: {
        tags,
        params: appIdParamsSchema,
        body: selectOfferInputSchema,
        response: { 200: okSchema(selectOfferResultSchema) },
      },
    },
    async (request) => {
      if (request.validationError) {
        if (request.validationError.validationContext !== 'body') throw request.validationError;
        if (!hasLenderId(request.body)) {
          throw new AppError('validation', 'offerNotSelected', { errors: { lender_id: ['offerNotSelected'] } });
        }
        // A lender was chosen; the amount or tenure is what is wrong: name that field.
        throw request.validationError;
      }
      const { lender_id, amount, tenure_months } = request.body;
      const data = await offers.selectOffer(
        app.deps,
        requireSession(request, 'customer'),
        request.params.appId,
        lender_id,
        { amount, tenure_months },
        request.locale,
      );
      return { success: true as const, message: request.t('offerSelected'), data };
    },
  );
};

function hasLenderId(body: unknown): boolean {
  return selectOfferInputSchema.pick({ lender_id: true }).safeParse(body).success;
}
