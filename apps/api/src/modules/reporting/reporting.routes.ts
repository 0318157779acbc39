import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  customerTimelineSchema,
  customersJourneyExportQuerySchema,
  customersJourneyPageSchema,
  customersJourneyQuerySchema,
  dashboardSchema,
  internalReportExportQuerySchema,
  internalReportPageSchema,
  internalReportQuerySchema,
  journeyParamsSchema,
  productsReportExportQuerySchema,
  productsReportPageSchema,
  productsReportQuerySchema,
  reportFilterOptionsSchema,
  reportFiltersSchema,
  rollupRebuildInputSchema,
  vendorsProductsReportExportQuerySchema,
  vendorsProductsReportPageSchema,
  vendorsProductsReportQuerySchema,
} from '@saakh/domain/reporting';
import { sendListExport } from '../../lib/http/list-export';
import { requireSession } from '../../plugins/auth';
import { getDashboard, reportRange } from './dashboard.service';
import * as reports from './reports.service';
import { requestRebuild } from './rollup.service';

const tags = ['reports'];
const exportTypes = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** The dashboard and the report pages (admin spec §2.1; decision 010). Roles as the pages: see domain roles.ts. */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, querystring: reportFiltersSchema, response: { 200: okSchema(dashboardSchema) } },
    },
    async (request) => ({ success: true as const, data: await getDashboard(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/dashboard/rebuild',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Count one day again',
        body: rollupRebuildInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await requestRebuild(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('rollupRebuildQueued').replace('{day}', request.body.day) };
    },
  );

  app.get(
    '/api/admin/reports/filters',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, response: { 200: okSchema(reportFilterOptionsSchema) } },
    },
    async () => ({ success: true as const, data: await reports.reportFilterOptions(app.deps) }),
  );

  app.get(
    '/api/admin/reports/internal',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, querystring: internalReportQuerySchema, response: { 200: okSchema(internalReportPageSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await reports.internalReport(app.deps, requireSession(request, 'admin'), request.query),
    }),
  );

  app.get(
    '/api/admin/reports/internal/export',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, querystring: internalReportExportQuerySchema, produces: exportTypes },
    },
    async (request, reply) => {
      const session = requireSession(request, 'admin');
      const { format, page: _page, pageSize: _pageSize, sort: _sort, ...filters } = request.query;
      reportRange(app.deps, filters);
      await reports.auditExport(app.deps, session, 'internal', filters);
      return sendListExport(reply, {
        format,
        fileName: 'internal-report',
        columns: reports.internalReportColumns(request.locale),
        batches: reports.internalReportRows(app.deps, session, filters),
      });
    },
  );

  app.get(
    '/api/admin/reports/products',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: productsReportQuerySchema, response: { 200: okSchema(productsReportPageSchema) } },
    },
    async (request) => ({ success: true as const, data: await reports.productsReport(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/reports/products/export',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: productsReportExportQuerySchema, produces: exportTypes },
    },
    async (request, reply) => {
      const rows = await reports.productsRows(app.deps, request.query);
      return sendListExport(reply, {
        format: request.query.format,
        fileName: 'products-report',
        columns: reports.productsColumns(request.locale),
        batches: one(rows),
      });
    },
  );

  app.get(
    '/api/admin/reports/vendors-products',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        querystring: vendorsProductsReportQuerySchema,
        response: { 200: okSchema(vendorsProductsReportPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await reports.vendorsProductsReport(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/reports/vendors-products/export',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: vendorsProductsReportExportQuerySchema, produces: exportTypes },
    },
    async (request, reply) => {
      const rows = await reports.vendorsProductsRows(app.deps, request.query);
      return sendListExport(reply, {
        format: request.query.format,
        fileName: 'vendors-products-report',
        columns: reports.vendorsProductsColumns(request.locale),
        batches: one(rows),
      });
    },
  );

  app.get(
    '/api/admin/customers-journey',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: {
        tags,
        querystring: customersJourneyQuerySchema,
        response: { 200: okSchema(customersJourneyPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reports.customersJourney(app.deps, requireSession(request, 'admin'), request.query),
    }),
  );

  app.get(
    '/api/admin/customers-journey/export',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, querystring: customersJourneyExportQuerySchema, produces: exportTypes },
    },
    async (request, reply) => {
      const session = requireSession(request, 'admin');
      const { format, page: _page, pageSize: _pageSize, sort: _sort, ...filters } = request.query;
      reportRange(app.deps, filters);
      await reports.auditExport(app.deps, session, 'customers-journey', filters);
      return sendListExport(reply, {
        format,
        fileName: 'customers-journey',
        columns: reports.journeyColumns(request.locale),
        batches: reports.journeyRows(app.deps, session, filters),
      });
    },
  );

  app.get(
    '/api/admin/customers-journey/:userId',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, params: journeyParamsSchema, response: { 200: okSchema(customerTimelineSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await reports.customerTimeline(app.deps, requireSession(request, 'admin'), request.params.userId),
    }),
  );
};

/** A list already in memory (a few grouped rows) as the export's one batch. */
async function* one<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}
