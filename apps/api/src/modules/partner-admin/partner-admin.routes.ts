import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  adminPartnerListAnswerSchema,
  adminPartnerSchema,
  partnerExportQuerySchema,
  partnerListQuerySchema,
  partnerRevenueInputSchema,
  partnerUtmInputSchema,
  updatePartnerInputSchema,
} from '@saakh/domain/partner-admin';
import { sendListExport } from '../../lib/http/list-export';
import { requireSession } from '../../plugins/auth';
import * as partners from './partner-admin.service';

const tags = ['partners'];

export const partnerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/partners',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        querystring: partnerListQuerySchema,
        response: { 200: okSchema(adminPartnerListAnswerSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await partners.listPartners(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/partners/export',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'The partner list as CSV or XLSX, with the list filters',
        querystring: partnerExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    (request, reply) =>
      sendListExport(reply, {
        format: request.query.format,
        fileName: 'partners',
        columns: partners.partnerExportColumns(request.locale),
        batches: partners.partnerExportRows(app.deps, request.query),
      }),
  );

  app.get(
    '/api/admin/partners/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, params: idParamSchema, response: { 200: okSchema(adminPartnerSchema) } },
    },
    async (request) => ({ success: true as const, data: await partners.getPartner(app.deps, request.params.id) }),
  );

  app.post(
    '/api/admin/partners/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        params: idParamSchema,
        body: updatePartnerInputSchema,
        response: { 200: okSchema(adminPartnerSchema) },
      },
    },
    async (request) => {
      const data = await partners.updatePartner(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('partnerUpdated'), data };
    },
  );

  app.post(
    '/api/update-partner-utm/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        params: idParamSchema,
        body: partnerUtmInputSchema,
        response: { 200: okSchema(adminPartnerSchema) },
      },
    },
    async (request) => {
      const data = await partners.updatePartnerUtm(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('partnerUtmUpdated'), data };
    },
  );

  app.post(
    '/api/update-partner-revenue-data/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        params: idParamSchema,
        body: partnerRevenueInputSchema,
        response: { 200: okSchema(adminPartnerSchema) },
      },
    },
    async (request) => {
      const data = await partners.updatePartnerRevenue(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('partnerRevenueUpdated'), data };
    },
  );
};
