import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import { pageOf } from '@saakh/domain/lists';
import {
  adminVoucherListQuerySchema,
  adminVoucherSchema,
  openedVoucherSchema,
  publicVoucherSchema,
  voucherInputSchema,
} from '@saakh/domain/vouchers';
import { requireSession } from '../../plugins/auth';
import * as service from './vouchers.service';

const tags = ['vouchers'];
const admin = { access: 'admin' as const, roles: [1 as const] };

export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vouchers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Discount vouchers valid today, in the caller’s language (codes are given when one is opened)',
        response: { 200: okSchema(z.array(publicVoucherSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return { success: true as const, data: await service.listLiveVouchers(app.deps, request.locale) };
    },
  );

  app.get(
    '/api/vouchers/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One voucher valid today with its code and the brand’s page; 404 once it has expired',
        params: idParamSchema,
        response: { 200: okSchema(openedVoucherSchema) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return {
        success: true as const,
        data: await service.openVoucher(app.deps, request.params.id, request.locale),
      };
    },
  );

  app.get(
    '/api/admin/vouchers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of vouchers with every text in both languages',
        querystring: adminVoucherListQuerySchema,
        response: { 200: okSchema(pageOf(adminVoucherSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.listVouchers(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/vouchers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Adds a voucher, audited',
        body: voucherInputSchema,
        response: { 200: okSchema(adminVoucherSchema) },
      },
    },
    async (request) => {
      const data = await service.createVoucher(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('voucherSaved'), data };
    },
  );

  app.put(
    '/api/admin/vouchers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Saves a voucher, each changed field audited',
        params: idParamSchema,
        body: voucherInputSchema,
        response: { 200: okSchema(adminVoucherSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await service.updateVoucher(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('voucherSaved'), data };
    },
  );

  app.delete(
    '/api/admin/vouchers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Deletes a voucher (soft), audited',
        params: idParamSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await service.deleteVoucher(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('voucherDeleted') };
    },
  );
};
