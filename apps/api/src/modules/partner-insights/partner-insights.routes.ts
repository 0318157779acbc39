/** The partner's dashboard, reports, commission statement and funnel (issue 12). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { READ_FROM_HEADER } from '@saakh/domain/read-source';
import {
  customFunnelQuerySchema,
  customFunnelSchema,
  partnerApplicationPageSchema,
  partnerApplicationsExportQuerySchema,
  partnerApplicationsQuerySchema,
  partnerDashboardQuerySchema,
  partnerDashboardSchema,
  partnerInsightOptionsSchema,
  statementDownloadQuerySchema,
  statementQuerySchema,
  statementSchema,
  stuckLeadPageSchema,
  stuckLeadsQuerySchema,
} from '@saakh/domain/partner-insights';
import { sendListExport } from '../../lib/http/list-export';
import { closePdfPrinterOnClose, printPdf } from '../../lib/pdf/pdf-printer';
import { requireSession } from '../../plugins/auth';
import * as insights from './partner-insights.service';
import { statementFileName, statementHtml, statementXlsx } from './statement-render';

const tags = ['partner insights'];
const exportTypes = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const partnerInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  closePdfPrinterOnClose(app);

  app.get(
    '/api/partner/insights/options',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'The partner and its sub-partners, its tracking links and campaigns (filters)',
        response: { 200: okSchema(partnerInsightOptionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await insights.insightOptions(app.deps, requireSession(request, 'partner')),
    }),
  );

  app.get(
    '/api/partner/insights/dashboard',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        querystring: partnerDashboardQuerySchema,
        response: { 200: okSchema(partnerDashboardSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await insights.partnerDashboard(app.deps, requireSession(request, 'partner'), request.query),
    }),
  );

  app.get(
    '/api/partner/insights/stuck-leads',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'Customers stuck at a step for some days, mobile masked',
        querystring: stuckLeadsQuerySchema,
        response: { 200: okSchema(stuckLeadPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await insights.stuckLeads(app.deps, requireSession(request, 'partner'), request.query),
    }),
  );

  app.get(
    '/api/partner/insights/applications',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        querystring: partnerApplicationsQuerySchema,
        response: { 200: okSchema(partnerApplicationPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await insights.partnerApplications(app.deps, requireSession(request, 'partner'), request.query),
    }),
  );

  app.get(
    '/api/partner/insights/applications/export',
    {
      config: { access: 'partner' },
      schema: { tags, querystring: partnerApplicationsExportQuerySchema, produces: exportTypes },
    },
    async (request, reply) => {
      const { format, page: _page, pageSize: _pageSize, sort: _sort, ...filters } = request.query;
      const { source, batches } = await insights.partnerApplicationBatches(
        app.deps,
        requireSession(request, 'partner'),
        filters,
      );
      reply.header(READ_FROM_HEADER, source.readFrom);
      return sendListExport(reply, {
        format,
        fileName: 'applications',
        columns: insights.partnerApplicationExportColumns(request.locale),
        batches,
      });
    },
  );

  app.get(
    '/api/partner/insights/statement',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "A month's commission statement: each line with its rule, split, GST, TDS and status",
        querystring: statementQuerySchema,
        response: { 200: okSchema(statementSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await insights.statement(app.deps, requireSession(request, 'partner'), request.query),
    }),
  );

  app.get(
    '/api/partner/insights/statement/download',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'The statement as XLSX, or as PDF in English or Hindi',
        querystring: statementDownloadQuerySchema,
        produces: [xlsxType, 'application/pdf'],
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      const locale = lang ?? request.locale;
      const data = await insights.statement(app.deps, requireSession(request, 'partner'), query);
      const body =
        format === 'xlsx'
          ? await statementXlsx(data, locale)
          : await printPdf(app.deps.config.chromiumPath, statementHtml(data, locale, app.deps.clock.now()), {
              landscape: true,
            });
      return reply
        .header('content-type', format === 'xlsx' ? xlsxType : 'application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(data, format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/partner/insights/funnel',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'A funnel of the chosen tracked steps, by link, campaign and product',
        querystring: customFunnelQuerySchema,
        response: { 200: okSchema(customFunnelSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await insights.customFunnel(app.deps, requireSession(request, 'partner'), request.query),
    }),
  );
};
