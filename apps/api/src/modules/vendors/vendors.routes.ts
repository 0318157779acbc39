import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import { updateVendorInputSchema, vendorSchema, vendorsOverviewSchema } from '@saakh/domain/vendors';
import { requireSession } from '../../plugins/auth';
import * as vendors from './vendors.service';

const tags = ['vendors'];

export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/vendors',
    { config: { access: 'admin', roles: [1] }, schema: { tags, response: { 200: okSchema(vendorsOverviewSchema) } } },
    async () => ({ success: true as const, data: await vendors.overview(app.deps) }),
  );

  app.post(
    '/api/admin/vendors/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, params: idParamSchema, body: updateVendorInputSchema, response: { 200: okSchema(vendorSchema) } },
    },
    async (request) => {
      const data = await vendors.switchVendor(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('vendorUpdated'), data };
    },
  );
};
