import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  createCreditCardInputSchema,
  creditCardExportQuerySchema,
  creditCardListAnswerSchema,
  creditCardListQuerySchema,
  creditCardSchema,
  deleteCreditCardInputSchema,
  updateCreditCardInputSchema,
} from '@saakh/domain/credit-cards';
import { sendListExport } from '../../lib/http/list-export';
import { requireSession } from '../../plugins/auth';
import * as cards from './credit-cards.service';

const tags = ['credit-cards'];

export const creditCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/get-credit-cards-data',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        querystring: creditCardListQuerySchema,
        response: { 200: okSchema(creditCardListAnswerSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await cards.listCreditCards(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/credit-cards/export',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'The credit card list as CSV or XLSX, with the list filters',
        querystring: creditCardExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    (request, reply) =>
      sendListExport(reply, {
        format: request.query.format,
        fileName: 'credit-cards',
        columns: cards.creditCardExportColumns(request.locale),
        batches: cards.creditCardExportRows(app.deps, request.query),
      }),
  );

  app.post(
    '/api/create-credit-card',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: createCreditCardInputSchema, response: { 200: okSchema(creditCardSchema) } },
    },
    async (request) => {
      const data = await cards.createCreditCard(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('creditCardCreated'), data };
    },
  );

  app.post(
    '/api/safe-delete-credit-card',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: deleteCreditCardInputSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await cards.deleteCreditCard(app.deps, requireSession(request, 'admin'), request.body.category_id);
      return { success: true as const, message: request.t('creditCardDeleted') };
    },
  );

  app.post(
    '/api/update-credit-card-data',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: updateCreditCardInputSchema, response: { 200: okSchema(creditCardSchema) } },
    },
    async (request) => {
      const data = await cards.updateCreditCard(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('creditCardUpdated'), data };
    },
  );
};
