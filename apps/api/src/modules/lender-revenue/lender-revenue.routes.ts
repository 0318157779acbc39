import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema } from '@saakh/domain/api';
import { lenderIdParamsSchema } from '@saakh/domain/lenders';
import {
  createLenderRevenueInputSchema,
  lenderRevenueResultSchema,
  revenueIdParamsSchema,
  revenueTypesResultSchema,
  saveLenderRevenueResultSchema,
  setLenderRevenueOrderInputSchema,
  updateLenderRevenueInputSchema,
} from '@saakh/domain/revenue';
import { requireSession } from '../../plugins/auth';
import * as revenue from './lender-revenue.service';

const tags = ['lenders'];

export const lenderRevenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lender-revenue/get/:lenderId',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, params: lenderIdParamsSchema, response: { 200: lenderRevenueResultSchema } },
    },
    async (request) => {
      const list = await revenue.listRevenue(app.deps, request.params.lenderId);
      return { success: true as const, lenderRevenue: list, data: list };
    },
  );

  app.get(
    '/api/lender-revenue/get-types',
    { config: { access: 'admin', roles: [1] }, schema: { tags, response: { 200: revenueTypesResultSchema } } },
    async () => ({ success: true as const, data: await revenue.listRevenueTypes(app.deps) }),
  );

  app.post(
    '/api/lender-revenue/create',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: createLenderRevenueInputSchema, response: { 200: saveLenderRevenueResultSchema } },
    },
    async (request) => {
      const item = await revenue.createRevenue(app.deps, requireSession(request, 'admin'), request.body);
      return {
        success: true as const,
        message: request.t('revenueAdded'),
        lenderRevenueItem: { id: item.id },
        data: item,
      };
    },
  );

  app.post(
    '/api/lender-revenue/update',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: updateLenderRevenueInputSchema, response: { 200: saveLenderRevenueResultSchema } },
    },
    async (request) => {
      const item = await revenue.updateRevenue(app.deps, requireSession(request, 'admin'), request.body);
      return {
        success: true as const,
        message: request.t('revenueUpdated'),
        lenderRevenueItem: { id: item.id },
        data: item,
      };
    },
  );

  app.post(
    '/api/lender-revenue/set-order',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: setLenderRevenueOrderInputSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await revenue.setRevenueOrder(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('revenueOrderUpdated') };
    },
  );

  app.post(
    '/api/lender-revenue/delete/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, params: revenueIdParamsSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await revenue.deleteRevenue(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('revenueDeleted') };
    },
  );
};
