import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import {
  createDataExportInputSchema,
  dataExportFileQuerySchema,
  dataExportListSchema,
  dataExportParamsSchema,
  dataExportSchema,
  myDataSummarySchema,
  myErasureStateSchema,
} from '@saakh/domain/data-rights';
import { closePdfPrinterOnClose } from '../../lib/pdf/pdf-printer';
import { requireSession } from '../../plugins/auth';
import * as dataRights from './data-rights.service';

const tags = ['data-rights'];
const customer = { access: 'customer' as const };

/** My data (issue 30 item 4): the summary, the downloads and the erasure state, each the signed-in customer's own. */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The download job prints in this process when it works jobs: the browser closes with the app.
  closePdfPrinterOnClose(app);

  app.get(
    '/api/customer/my-data',
    {
      config: customer,
      schema: {
        tags,
        summary: 'What Saakh holds about the customer, kind by kind, and every party it went to',
        response: { 200: okSchema(myDataSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dataRights.myDataSummary(app.deps, requireSession(request, 'customer').subjectId, request.locale),
    }),
  );

  app.get(
    '/api/customer/my-data/exports',
    {
      config: customer,
      schema: {
        tags,
        summary: "The customer's downloads of their data still kept, newest first",
        response: { 200: okSchema(dataExportListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dataRights.listDataExports(app.deps, requireSession(request, 'customer').subjectId),
    }),
  );

  app.post(
    '/api/customer/my-data/exports',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Asks for a download of all the customer holds (JSON and PDF, made by a job, kept 7 days)',
        body: createDataExportInputSchema,
        response: { 200: okSchema(dataExportSchema) },
      },
    },
    async (request) => {
      const data = await dataRights.requestDataExport(
        app.deps,
        requireSession(request, 'customer').subjectId,
        request.body,
      );
      return { success: true as const, message: request.t('dataExportQueued'), data };
    },
  );

  app.get(
    '/api/customer/my-data/exports/:id/file',
    {
      config: customer,
      schema: {
        tags,
        summary: 'A ready download as a JSON or PDF attachment (409 while being made, 410 once expired)',
        params: dataExportParamsSchema,
        querystring: dataExportFileQuerySchema,
        produces: ['application/json', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await dataRights.dataExportFile(
        app.deps,
        requireSession(request, 'customer').subjectId,
        request.params.id,
        request.query.format,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/api/customer/erasure-request',
    {
      config: customer,
      schema: {
        tags,
        summary: 'What an erasure would erase and keep (and why), applications still with a lender, the latest request',
        response: { 200: okSchema(myErasureStateSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dataRights.myErasureState(app.deps, requireSession(request, 'customer').subjectId),
    }),
  );
};
