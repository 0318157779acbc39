import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import { loanProductCodes, loanProducts } from '@saakh/domain/products';
import {
  profileInputSchemas,
  profileResultSchema,
  setEditingInputSchema,
  type ProfileInput,
} from '@saakh/domain/profile';
import { requireSession } from '../../plugins/auth';
import * as profile from './profile.service';

const tags = ['profile'];
const response = { 200: okSchema(profileResultSchema) };

/** One route per loan of the product registry, so each declares (and documents) its own form schema. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profile', { config: { access: 'customer' }, schema: { tags, response } }, async (request) => ({
    success: true as const,
    data: await profile.getOwnProfile(app.deps, requireSession(request, 'customer')),
  }));

  for (const product of loanProductCodes) {
    const { form } = loanProducts[product];
    app.post(
      `/api/profile/${product}`,
      { config: { access: 'customer' }, schema: { tags, body: profileInputSchemas[product], response } },
      async (request) => {
        // The route's schema is this loan's form, so the body is that form's input.
        const input = { product, form, ...request.body } as ProfileInput;
        const data = await profile.saveProfile(app.deps, requireSession(request, 'customer'), input, {
          ip: request.ip,
          locale: request.locale,
        });
        return { success: true as const, message: request.t('profileSaved'), data };
      },
    );
  }

  app.post(
    '/api/profile/editing',
    {
      config: { access: 'customer' },
      schema: { tags, body: setEditingInputSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await profile.setEditing(app.deps, requireSession(request, 'customer'), request.body.is_editing);
      return { success: true as const, message: request.t('saved') };
    },
  );
};
