import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  bankResponseAnswerSchema,
  bankTransferDetailSchema,
  bankTransferListQuerySchema,
  bankTransferPageSchema,
  payablePartnerListQuerySchema,
  payablePartnerPageSchema,
  prepareBankTransferInputSchema,
} from '@saakh/domain/bank-transfers';
import { sendListExport } from '../../lib/http/list-export';
import { AppError } from '../../lib/app-error';
import { requireSession } from '../../plugins/auth';
import * as bankTransfers from './bank-transfers.service';

/** Paying partners through the bank is finance's, role 1's alone: roles 2 and 3 are refused every call. */
const tags = ['bank-transfers'];
const finance = { access: 'admin' as const, roles: [1 as const] };

export const bankTransfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/bank-transfers',
    {
      config: finance,
      schema: {
        tags,
        summary: 'One page of bank files: when prepared, partners, total net, open or settled',
        querystring: bankTransferListQuerySchema,
        response: { 200: okSchema(bankTransferPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await bankTransfers.listBatches(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/bank-transfers/payable-partners',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Partners a bank file could pay now: earned lines no file holds, with their net',
        querystring: payablePartnerListQuerySchema,
        response: { 200: okSchema(payablePartnerPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bankTransfers.listPayablePartners(app.deps, request.query, request.locale),
    }),
  );

  app.post(
    '/api/admin/bank-transfers',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Prepares a bank file paying these partners everything payable now; their lines are held for it',
        body: prepareBankTransferInputSchema,
        response: { 200: okSchema(bankTransferDetailSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await bankTransfers.prepareBatch(app.deps, session, request.body, request.locale);
      return { success: true as const, message: request.t('bankTransferPrepared'), data };
    },
  );

  app.get(
    '/api/admin/bank-transfers/:id',
    {
      config: finance,
      schema: {
        tags,
        summary: 'A bank file with each transfer’s figures, reference and status',
        params: idParamSchema,
        response: { 200: okSchema(bankTransferDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bankTransfers.getBatch(app.deps, request.params.id, request.locale),
    }),
  );

  app.get(
    '/api/admin/bank-transfers/:id/file',
    {
      config: finance,
      schema: {
        tags,
        summary: 'The bank file (NEFT/RTGS bulk-transfer CSV) to upload to the bank',
        params: idParamSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await bankTransfers.bankFileRows(app.deps, request.params.id);
      return sendListExport(reply, {
        format: 'csv',
        fileName: `saakh-bank-file-${request.params.id}`,
        columns: bankTransfers.bankFileColumns.map((header, index) => ({
          header,
          value: (row: string[]) => row[index],
        })),
        batches: (async function* () {
          yield rows;
        })(),
      });
    },
  );

  app.post(
    '/api/admin/bank-transfers/:id/response',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Reads the bank’s response file (CSV or XLSX): paid rows record payouts with their UTRs',
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(bankResponseAnswerSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'unsupportedMediaType');
      const session = requireSession(request, 'admin');
      const parts = request.parts({ limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        const stream = part.file;
        const data = await bankTransfers.readResponse(
          app.deps,
          session,
          request.params.id,
          { filename: part.filename, stream, truncated: () => stream.truncated },
          request.locale,
        );
        return { success: true as const, message: request.t('bankResponseRead'), data };
      }
      throw new AppError('validation', 'noFileSelected', { errors: { file: ['noFileSelected'] } });
    },
  );
};
