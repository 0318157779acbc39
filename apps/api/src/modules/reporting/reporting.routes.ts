import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ExportFormat } from '@saakh/domain/lists';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import { READ_FROM_HEADER } from '@saakh/domain/read-source';
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
  type ReportFilters,
  rollupRebuildInputSchema,
  vendorsProductsReportExportQuerySchema,
  vendorsProductsReportPageSchema,
  vendorsProductsReportQuerySchema,
} from '@saakh/domain/reporting';
import { createAnswerCache, sendCachedAnswer } from '../../lib/http/cached-answer';
import { type ExportColumn, sendListExport } from '../../lib/http/list-export';
import type { Session } from '../../lib/session';
import { requireSession } from '../../plugins/auth';
import { getDashboard, reportRange } from './dashboard.service';
import * as reports from './reports.service';
import { forgetReadings, readCacheOf, readKey, ROLLUP_READ_TTL_MS } from './read-cache';
import { requestRebuild } from './rollup.service';

const tags = ['reports'];

type ExportPaging = { format: ExportFormat; page: number; pageSize: number; sort: string };
type ExportQuery = ReportFilters & ExportPaging;
const exportTypes = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** The dashboard and the report pages (admin spec §2.1; decision 010). Roles as the pages: see domain roles.ts. */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = createAnswerCache(8 * 1024 * 1024);
  /**
   * A page's answer shared by every staff user of the same scope asking for the same filters at about the same time
   * (read-cache.ts): one computation for concurrent requests; one read from the rollup is kept a couple of seconds
   * and dropped when the rollup is counted again. Serialized and compressed once per computation, with an ETag. The
   * scope is what the role may see: mobile numbers and PANs whole (role 1) or masked.
   */
  async function sendShared<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      read: string;
      scope: string;
      /** Whether it reads the daily rollup (kept a while) or raw rows (shared only while computed). */
      rollup: boolean;
      query: ReportFilters;
      schema: S;
      load: () => Promise<unknown>;
    },
  ) {
    // The days a preset names move with the clock: the key holds the days themselves.
    const key = readKey(page.read, page.scope, { ...page.query, days: reportRange(app.deps, page.query) });
    const { data, stamp } = await readCacheOf(app.deps).get(
      key,
      async () => ({ data: await page.load(), stamp: randomUUID() }),
      page.rollup ? ROLLUP_READ_TTL_MS : 0,
    );
    return sendCachedAnswer(request, reply, {
      cache: answers,
      key,
      version: stamp,
      schema: page.schema,
      build: async () => ({ success: true, data }) as z.input<S>,
    });
  }
  const scopeOf = (session: Session) => (reports.readsPersonalData(session) ? 'personal-data' : 'masked');

  /**
   * An export of personal data: its range is checked before anything is sent (a bad one is a 422, not a broken
   * download), then the export is audited with its filters and streamed.
   */
  async function sendAuditedExport<Q extends ExportQuery, T>(
    request: FastifyRequest,
    reply: FastifyReply,
    query: Q,
    report: {
      report: string;
      columns: ExportColumn<T>[];
      rows: (session: Session, filters: Omit<Q, keyof ExportPaging>) => Promise<reports.ExportRows<T>>;
    },
  ) {
    const session = requireSession(request, 'admin');
    const { format, page: _page, pageSize: _pageSize, sort: _sort, ...filters } = query;
    reportRange(app.deps, filters);
    await reports.auditExport(app.deps, session, report.report, filters);
    const { source, batches } = await report.rows(session, filters);
    reply.header(READ_FROM_HEADER, source.readFrom);
    return sendListExport(reply, {
      format,
      fileName: report.report === 'internal' ? 'internal-report' : report.report,
      columns: report.columns,
      batches,
    });
  }

  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, querystring: reportFiltersSchema, response: { 200: okSchema(dashboardSchema) } },
    },
    (request, reply) =>
      sendShared(request, reply, {
        read: 'dashboard',
        rollup: true,
        scope: 'staff',
        query: request.query,
        schema: okSchema(dashboardSchema),
        load: () => getDashboard(app.deps, request.query),
      }),
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
      // The day shows as being counted on the next read, not a kept answer's few seconds later.
      forgetReadings(app.deps);
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
    (request, reply) => {
      const session = requireSession(request, 'admin');
      return sendShared(request, reply, {
        read: 'internal',
        rollup: false,
        scope: scopeOf(session),
        query: request.query,
        schema: okSchema(internalReportPageSchema),
        load: () => reports.internalReport(app.deps, session, request.query),
      });
    },
  );

  app.get(
    '/api/admin/reports/internal/export',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, querystring: internalReportExportQuerySchema, produces: exportTypes },
    },
    (request, reply) =>
      sendAuditedExport(request, reply, request.query, {
        report: 'internal',
        columns: reports.internalReportColumns(request.locale),
        rows: (session, filters) => reports.internalReportRows(app.deps, session, filters),
      }),
  );

  app.get(
    '/api/admin/reports/products',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: productsReportQuerySchema, response: { 200: okSchema(productsReportPageSchema) } },
    },
    (request, reply) =>
      sendShared(request, reply, {
        read: 'products',
        rollup: true,
        scope: 'staff',
        query: request.query,
        schema: okSchema(productsReportPageSchema),
        load: () => reports.productsReport(app.deps, request.query),
      }),
  );

  app.get(
    '/api/admin/reports/products/export',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: productsReportExportQuerySchema, produces: exportTypes },
    },
    async (request, reply) => {
      const { source, rows } = await reports.productsRows(app.deps, request.query);
      reply.header(READ_FROM_HEADER, source.readFrom);
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
    (request, reply) =>
      sendShared(request, reply, {
        read: 'vendors-products',
        rollup: true,
        scope: 'staff',
        query: request.query,
        schema: okSchema(vendorsProductsReportPageSchema),
        load: () => reports.vendorsProductsReport(app.deps, request.query),
      }),
  );

  app.get(
    '/api/admin/reports/vendors-products/export',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: vendorsProductsReportExportQuerySchema, produces: exportTypes },
    },
    async (request, reply) => {
      const { source, rows } = await reports.vendorsProductsRows(app.deps, request.query);
      reply.header(READ_FROM_HEADER, source.readFrom);
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
    (request, reply) => {
      const session = requireSession(request, 'admin');
      return sendShared(request, reply, {
        read: 'journeys',
        rollup: false,
        scope: scopeOf(session),
        query: request.query,
        schema: okSchema(customersJourneyPageSchema),
        load: () => reports.customersJourney(app.deps, session, request.query),
      });
    },
  );

  app.get(
    '/api/admin/customers-journey/export',
    {
      config: { access: 'admin', roles: [1, 2] },
      schema: { tags, querystring: customersJourneyExportQuerySchema, produces: exportTypes },
    },
    (request, reply) =>
      sendAuditedExport(request, reply, request.query, {
        report: 'customers-journey',
        columns: reports.journeyColumns(request.locale),
        rows: (session, filters) => reports.journeyRows(app.deps, session, filters),
      }),
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
