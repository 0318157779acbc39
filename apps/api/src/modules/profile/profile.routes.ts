import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  businessLoanProfileInputSchema,
  goldLoanProfileInputSchema,
  housingLoanProfileInputSchema,
  studentLoanProfileInputSchema,
  twoWheelerLoanProfileInputSchema,
  carLoanProfileInputSchema,
  personalLoanProfileInputSchema,
  profileResultSchema,
  setEditingInputSchema,
} from '@saakh/domain/profile';
import { requireSession } from '../../plugins/auth';
import * as profile from './profile.service';

const tags = ['profile'];
const response = { 200: okSchema(profileResultSchema) };

/** One route per product, so each declares (and documents) its own form schema. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profile', { config: { access: 'customer' }, schema: { tags, response } }, async (request) => ({
    success: true as const,
    data: await profile.getOwnProfile(app.deps, requireSession(request, 'customer')),
  }));

  app.post(
    '/api/profile/pl',
    { config: { access: 'customer' }, schema: { tags, body: personalLoanProfileInputSchema, response } },
    async (request) => {
      const data = await profile.saveProfile(
        app.deps,
        requireSession(request, 'customer'),
        { product: 'pl', ...request.body },
        request.ip,
      );
      return { success: true as const, message: request.t('profileSaved'), data };
    },
  );

  app.post(
    '/api/profile/bl',
    { config: { access: 'customer' }, schema: { tags, body: businessLoanProfileInputSchema, response } },
    async (request) => {
      const data = await profile.saveProfile(
        app.deps,
        requireSession(request, 'customer'),
        { product: 'bl', ...request.body },
        request.ip,
      );
      return { success: true as const, message: request.t('profileSaved'), data };
    },
  );

  app.post(
    '/api/profile/gl',
    { config: { access: 'customer' }, schema: { tags, body: goldLoanProfileInputSchema, response } },
    async (request) => {
      const data = await profile.saveProfile(
        app.deps,
        requireSession(request, 'customer'),
        { product: 'gl', ...request.body },
        request.ip,
      );
      return { success: true as const, message: request.t('profileSaved'), data };
    },
  );

  app.post(
    '/api/profile/hl',
    { config: { access: 'customer' }, schema: { tags, body: housingLoanProfileInputSchema, response } },
    async (request) => {
      const data = await profile.saveProfile(
        app.deps,
        requireSession(request, 'customer'),
        { product: 'hl', ...request.body },
        request.ip,
      );
      return { success: true as const, message: request.t('profileSaved'), data };
    },
  );

  app.post(
    '/api/profile/sl',
    { config: { access: 'customer' }, schema: { tags, body: studentLoanProfileInputSchema, response } },
    async (request) => {
      const data = await profile.saveProfile(
        app.deps,
        requireSession(request, 'customer'),
        { product: 'sl', ...request.body },
        request.ip,
      );
      return { success: true as const, message: request.t('profileSaved'), data };
    },
  );

  for (const [product, body] of [
    ['tw', twoWheelerLoanProfileInputSchema],
    ['cl', carLoanProfileInputSchema],
  ] as const) {
    app.post(
      `/api/profile/${product}`,
      { config: { access: 'customer' }, schema: { tags, body, response } },
      async (request) => {
        const data = await profile.saveProfile(
          app.deps,
          requireSession(request, 'customer'),
          { product, ...request.body },
          request.ip,
        );
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
