import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { selectOfferResultSchema } from '@saakh/domain/applications';
import {
  appIdParamsSchema,
  kfsParamsSchema,
  kfsSchema,
  offersResultSchema,
  selectOfferInputSchema,
} from '@saakh/domain/offers';
import { AppError } from '../../lib/app-error';
import { requireSession } from '../../plugins/auth';
import * as offers from './offers.service';

const tags = ['offers'];

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schema: { tags, params: kfsParamsSchema, response: { 200: okSchema(kfsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await offers.kfsFor(
        app.deps,
        requireSession(request, 'customer'),
        request.params.appId,
        request.params.lenderId,
        request.locale,
      ),
    }),
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
        throw new AppError('validation', 'offerNotSelected', { errors: { lender_id: ['offerNotSelected'] } });
      }
      const data = await offers.selectOffer(
        app.deps,
        requireSession(request, 'customer'),
        request.params.appId,
        request.body.lender_id,
      );
      return { success: true as const, message: request.t('offerSelected'), data };
    },
  );
};
