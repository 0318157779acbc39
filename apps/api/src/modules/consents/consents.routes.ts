import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import {
  consentParamsSchema,
  consentSchema,
  giveConsentInputSchema,
  myConsentsSchema,
  withdrawConsentResultSchema,
} from '@saakh/domain/consents';
import { requireSession } from '../../plugins/auth';
import * as consents from './consents.service';

const tags = ['consents'];

/** My consents (issue 30 item 3): the customer lists their consents, gives marketing again and withdraws. */
export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customer/consents',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The customer's consents, newest first, and which marketing stands now",
        response: { 200: okSchema(myConsentsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await consents.myConsents(app.deps, requireSession(request, 'customer'), request.locale),
    }),
  );

  app.post(
    '/api/customer/consents',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Gives a marketing consent (one that stands already is answered as it is)',
        body: giveConsentInputSchema,
        response: { 200: okSchema(consentSchema) },
      },
    },
    async (request) => {
      const data = await consents.giveConsent(app.deps, requireSession(request, 'customer'), request.body, {
        locale: request.locale,
        ip: request.ip,
      });
      return { success: true as const, message: request.t('consentGiven'), data };
    },
  );

  app.post(
    '/api/customer/consents/:id/withdraw',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Withdraws a consent; marketing stops at once, queued messages included',
        params: consentParamsSchema,
        response: { 200: okSchema(withdrawConsentResultSchema) },
      },
    },
    async (request) => {
      const data = await consents.withdrawConsent(
        app.deps,
        requireSession(request, 'customer'),
        request.params.id,
        request.locale,
      );
      return { success: true as const, message: request.t('consentWithdrawn'), data };
    },
  );
};
