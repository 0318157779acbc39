import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLenderGroupInputSchema,
  createLenderGroupResultSchema,
  lenderGroupsResultSchema,
} from '@saakh/domain/lenders';
import { requireSession } from '../../plugins/auth';
import * as groups from './lender-groups.service';

const tags = ['lenders'];

export const lenderGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lender-group/get-all',
    { config: { access: 'admin', roles: [1] }, schema: { tags, response: { 200: lenderGroupsResultSchema } } },
    async () => {
      const list = await groups.listLenderGroups(app.deps);
      return { success: true as const, lenderGroups: list, data: list };
    },
  );

  app.post(
    '/api/lender-group/create',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, body: createLenderGroupInputSchema, response: { 200: createLenderGroupResultSchema } },
    },
    async (request) => {
      const group = await groups.createLenderGroup(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('lenderGroupCreated'), lenderGroup: group, data: group };
    },
  );
};
