/** Payout documents and TDS certificate data (decision 043): admin (role 1) and the partner's own. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import type { Locale } from '@saakh/domain/i18n';
import {
  form16aExportQuerySchema,
  form16aListSchema,
  form16aQuerySchema,
  partnerInvoiceInputSchema,
  partnerTdsQuerySchema,
  partnerTdsSchema,
  payoutDocumentDownloadQuerySchema,
  payoutDocumentListSchema,
  payoutDocumentSchema,
  payoutDocumentViewSchema,
  selfBillingInputSchema,
  selfBillingSchema,
  type PayoutDocumentDownloadQuery,
  type PayoutDocumentView,
} from '@saakh/domain/payout-documents';
import { sendListExport } from '../../lib/http/list-export';
import { closePdfPrinterOnClose, printPdf } from '../../lib/pdf/pdf-printer';
import { requireSession } from '../../plugins/auth';
import { actingPartner } from '../acting-partner/acting-partner.service';
import { payoutDocumentFileName, payoutDocumentHtml, payoutDocumentXlsx } from './payout-document-render';
import * as documents from './payout-documents.service';

const tags = ['payout documents'];
const financeOnly = { access: 'admin' as const, roles: [1 as const] };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const payoutDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  closePdfPrinterOnClose(app);
  const actorOf = (request: Parameters<typeof requireSession>[0]) =>
    actingPartner(app.deps, requireSession(request, 'partner'));

  async function sendDocument(
    reply: FastifyReply,
    view: PayoutDocumentView,
    query: PayoutDocumentDownloadQuery,
    locale: Locale,
  ) {
    const lang = query.lang ?? locale;
    const body =
      query.format === 'xlsx'
        ? await payoutDocumentXlsx(view, lang)
        : await printPdf(app.deps.config.chromiumPath, payoutDocumentHtml(view, lang));
    return reply
      .header('content-type', query.format === 'xlsx' ? xlsxType : 'application/pdf')
      .header('content-disposition', `attachment; filename="${payoutDocumentFileName(view, query.format)}"`)
      .header('cache-control', 'no-store')
      .send(body);
  }

  // ---------- admin ----------

  app.get(
    '/api/admin/merchants/:id/payout-documents',
    {
      config: financeOnly,
      schema: {
        tags,
        summary: "Each recent payout's invoice: Saakh's, the partner's (awaited or recorded), or a payment advice",
        params: idParamSchema,
        response: { 200: okSchema(payoutDocumentListSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await documents.documentsOf(app.deps.db, request.params.id) }),
  );

  app.get(
    '/api/admin/merchants/:id/self-billing',
    {
      config: financeOnly,
      schema: {
        tags,
        summary: 'Whether the partner lets Saakh issue its GST invoices (self-billing), when and who agreed',
        params: idParamSchema,
        response: { 200: okSchema(selfBillingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documents.selfBillingOf(app.deps.db, request.params.id),
    }),
  );

  app.get(
    '/api/admin/payouts/:id/document',
    {
      config: financeOnly,
      schema: {
        tags,
        summary: "A payout's self-billed invoice or payment advice, as figures",
        params: idParamSchema,
        response: { 200: okSchema(payoutDocumentViewSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await documents.adminDocument(app.deps, request.params.id) }),
  );

  app.get(
    '/api/admin/payouts/:id/document/download',
    {
      config: financeOnly,
      schema: {
        tags,
        summary: "A payout's self-billed invoice or payment advice as PDF or XLSX, in English or Hindi",
        params: idParamSchema,
        querystring: payoutDocumentDownloadQuerySchema,
        produces: ['application/pdf', xlsxType],
      },
    },
    async (request, reply) =>
      sendDocument(reply, await documents.adminDocument(app.deps, request.params.id), request.query, request.locale),
  );

  app.post(
    '/api/admin/payouts/:id/partner-invoice',
    {
      config: financeOnly,
      schema: {
        tags,
        summary: 'Records the invoice a registered partner that does not self-bill sent for a payout; audited',
        params: idParamSchema,
        body: partnerInvoiceInputSchema,
        response: { 200: okSchema(payoutDocumentSchema) },
      },
    },
    async (request) => {
      const data = await documents.recordPartnerInvoice(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('partnerInvoiceRecorded'), data };
    },
  );

  app.get(
    '/api/admin/tds/form16a',
    {
      config: financeOnly,
      schema: {
        tags,
        summary:
          "Form 16A data of a quarter: each partner's payments under section 194H and the TDS withheld (PAN masked)",
        querystring: form16aQuerySchema,
        response: { 200: okSchema(form16aListSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await documents.form16a(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/tds/form16a/export',
    {
      config: financeOnly,
      schema: {
        tags,
        summary: "A quarter's Form 16A data as CSV or XLSX, one row per payment, whole PANs; audited",
        querystring: form16aExportQuerySchema,
        produces: ['text/csv', xlsxType],
      },
    },
    async (request, reply) => {
      const { format, fy, quarter } = request.query;
      const rows = await documents.form16aForExport(app.deps, requireSession(request, 'admin'), request.query);
      return sendListExport(reply, {
        format,
        fileName: `form16a-${fy}-${quarter}`,
        columns: documents.form16aExportColumns(request.locale),
        batches: (async function* () {
          yield rows;
        })(),
      });
    },
  );

  // ---------- the partner's own ----------

  app.get(
    '/api/partner/payout-documents',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "The invoices of the partner's own recent payouts",
        response: { 200: okSchema(payoutDocumentListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documents.partnerDocuments(app.deps, await actorOf(request)),
    }),
  );

  app.get(
    '/api/partner/payouts/:id/document/download',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "One of the partner's own payouts' invoice or payment advice as PDF or XLSX",
        params: idParamSchema,
        querystring: payoutDocumentDownloadQuerySchema,
        produces: ['application/pdf', xlsxType],
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await documents.partnerDocument(app.deps, await actorOf(request), request.params.id),
        request.query,
        request.locale,
      ),
  );

  app.get(
    '/api/partner/tds',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "The partner's own Form 16A data of a financial year, quarter by quarter",
        querystring: partnerTdsQuerySchema,
        response: { 200: okSchema(partnerTdsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documents.partnerTds(app.deps, await actorOf(request), request.query.fy),
    }),
  );

  app.get(
    '/api/partner/settings/self-billing',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'Whether the partner lets Saakh issue its GST invoices for payouts (self-billing)',
        response: { 200: okSchema(selfBillingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documents.selfBillingOf(app.deps.db, (await actorOf(request)).partnerId),
    }),
  );

  app.post(
    '/api/partner/settings/self-billing',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "The partner's own user agrees to self-billing, or withdraws; audited",
        body: selfBillingInputSchema,
        response: { 200: okSchema(selfBillingSchema) },
      },
    },
    async (request) => {
      const data = await documents.setSelfBilling(app.deps, await actorOf(request), request.body);
      return { success: true as const, message: request.t('selfBillingSaved'), data };
    },
  );
};
