import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  createLenderInputSchema,
  deleteLenderInputSchema,
  lenderExportQuerySchema,
  lenderIdParamsSchema,
  lenderListAnswerSchema,
  lenderListQuerySchema,
  lenderSchema,
  type LenderListQuery,
  lendersFilterParamsSchema,
  updateLenderInputSchema,
} from '@saakh/domain/lenders';
import { createAnswerCache, sendCachedAnswer } from '../../lib/http/cached-answer';
import { sendListExport } from '../../lib/http/list-export';
import { requireSession } from '../../plugins/auth';
import * as lenders from './lenders.service';

const tags = ['lenders'];

export const lendersRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = createAnswerCache();
  const listAnswer = okSchema(lenderListAnswerSchema);

  /** Served from the answer cache while no lender changed: a 1,000-lender list is built once per change. */
  async function sendList(request: FastifyRequest, reply: FastifyReply, query: LenderListQuery) {
    const version = await lenders.lenderListVersion(app.deps);
    return sendCachedAnswer(request, reply, {
      cache: answers,
      key: JSON.stringify(query),
      version,
      schema: listAnswer,
      build: async () => ({ success: true as const, data: await lenders.listLenders(app.deps, query) }),
    });
  }

  app.get(
    '/api/get-lenders-data',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: lenderListQuerySchema, response: { 200: listAnswer } },
    },
    (request, reply) => sendList(request, reply, request.query),
  );

  app.get(
    '/api/get-lenders-data/:filter',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        params: lendersFilterParamsSchema,
        querystring: lenderListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    (request, reply) => sendList(request, reply, { ...request.query, product: request.params.filter }),
  );

  app.get(
    '/api/admin/lenders/export',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'The lender list as CSV or XLSX, with the list filters',
        querystring: lenderExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    (request, reply) =>
      sendListExport(reply, {
        format: request.query.format,
        fileName: 'lenders',
        columns: lenders.lenderExportColumns(request.locale),
        batches: lenders.lenderExportRows(app.deps, request.query),
      }),
  );

  app.get(
    '/api/get-lender-data/:lenderId',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, params: lenderIdParamsSchema, response: { 200: okSchema(lenderSchema) } },
    },
    async (request) => ({ success: true as const, data: await lenders.getLender(app.deps, request.params.lenderId) }),
  );

  app.post(
    '/api/create-lender',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: createLenderInputSchema, response: { 200: okSchema(lenderSchema) } },
    },
    async (request) => {
      const data = await lenders.createLender(app.deps, requireSession(request, 'admin'), request.body);
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
      const data = await lenders.updateLender(app.deps, requireSession(request, 'admin'), request.body);
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
      await lenders.deleteLender(app.deps, requireSession(request, 'admin'), request.body.lender_id);
      return { success: true as const, message: request.t('lenderDeleted') };
    },
  );
};
