import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  updateVendorInputSchema,
  vendorListQuerySchema,
  vendorSchema,
  vendorsAnswerSchema,
} from '@saakh/domain/vendors';
import { requireSession } from '../../plugins/auth';
import * as vendors from './vendors.service';

const tags = ['vendors'];

export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/vendors',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: vendorListQuerySchema, response: { 200: okSchema(vendorsAnswerSchema) } },
    },
    async (request) => ({ success: true as const, data: await vendors.vendorsAnswer(app.deps, request.query) }),
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
