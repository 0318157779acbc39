import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  createLenderInputSchema,
  deleteLenderInputSchema,
  lenderIdParamsSchema,
  lenderListSchema,
  lenderSchema,
  lendersFilterParamsSchema,
  updateLenderInputSchema,
} from '@saakh/domain/lenders';
import { requireSession } from '../../plugins/auth';
import * as lenders from './lenders.service';

const tags = ['lenders'];

export const lendersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/get-lenders-data',
    { config: { access: 'admin', roles: [1] }, schema: { tags, response: { 200: okSchema(lenderListSchema) } } },
    async () => ({ success: true as const, data: await lenders.listLenders(app) }),
  );

  app.get(
    '/api/get-lenders-data/:filter',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, params: lendersFilterParamsSchema, response: { 200: okSchema(lenderListSchema) } },
    },
    async (request) => ({ success: true as const, data: await lenders.listLenders(app, request.params.filter) }),
  );

  app.get(
    '/api/get-lender-data/:lenderId',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, params: lenderIdParamsSchema, response: { 200: okSchema(lenderSchema) } },
    },
    async (request) => ({ success: true as const, data: await lenders.getLender(app, request.params.lenderId) }),
  );

  app.post(
    '/api/create-lender',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: createLenderInputSchema, response: { 200: okSchema(lenderSchema) } },
    },
    async (request) => {
      const data = await lenders.createLender(app, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('lenderCreated'), data };
    },
  );

  app.post(
    '/api/update-lender-data',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: updateLenderInputSchema, response: { 200: okSchema(lenderSchema) } },
    },
    async (request) => {
      const data = await lenders.updateLender(app, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('lenderUpdated'), data };
    },
  );

  app.post(
    '/api/safe-delete-lender',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: deleteLenderInputSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await lenders.deleteLender(app, requireSession(request, 'admin'), request.body.lender_id);
      return { success: true as const, message: request.t('lenderDeleted') };
    },
  );
};
