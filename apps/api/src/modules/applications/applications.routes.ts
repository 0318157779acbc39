import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import {
  applicationDetailSchema,
  applicationSummarySchema,
  createAppInputSchema,
  creditAppParamsSchema,
  customerAppSchema,
  goldLoanParamsSchema,
  goldLoanResultSchema,
  handoffResultSchema,
  submitApplicationInputSchema,
} from '@saakh/domain/applications';
import { requireSession } from '../../plugins/auth';
import * as applications from './applications.service';

const tags = ['applications'];

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/applications',
    {
      config: { access: 'customer' },
      schema: { tags, body: createAppInputSchema, response: { 200: okSchema(customerAppSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await applications.openApp(app.deps, requireSession(request, 'customer'), request.body),
    }),
  );

  app.get(
    '/api/applications',
    {
      config: { access: 'customer' },
      schema: { tags, response: { 200: okSchema(z.array(applicationSummarySchema)) } },
    },
    async (request) => ({
      success: true as const,
      data: await applications.listApplications(app.deps, requireSession(request, 'customer'), request.locale),
    }),
  );

  app.get(
    '/api/applications/:creditAppId',
    {
      config: { access: 'customer' },
      schema: { tags, params: creditAppParamsSchema, response: { 200: okSchema(applicationDetailSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await applications.getApplication(
        app.deps,
        requireSession(request, 'customer'),
        request.params.creditAppId,
        request.locale,
      ),
    }),
  );

  app.post(
    '/api/applications/:creditAppId/submit',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        params: creditAppParamsSchema,
        body: submitApplicationInputSchema,
        response: { 200: okSchema(applicationDetailSchema) },
      },
    },
    async (request) => {
      const data = await applications.submitApplication(
        app.deps,
        requireSession(request, 'customer'),
        request.params.creditAppId,
        request.locale,
      );
      return { success: true as const, message: request.t('applicationSubmitted'), data };
    },
  );

  app.post(
    '/api/applications/:creditAppId/handoff',
    {
      config: { access: 'customer' },
      schema: { tags, params: creditAppParamsSchema, response: { 200: okSchema(handoffResultSchema) } },
    },
    async (request) => {
      const data = await applications.handOffApplication(
        app.deps,
        requireSession(request, 'customer'),
        request.params.creditAppId,
        request.locale,
      );
      return { success: true as const, message: request.t('applicationHandedOff'), data };
    },
  );

  app.post(
    '/api/gold-loans/:id',
    {
      config: { access: 'customer' },
      schema: { tags, params: goldLoanParamsSchema, response: { 200: okSchema(goldLoanResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await applications.startGoldLoan(app.deps, requireSession(request, 'customer'), request.params.id),
    }),
  );
};
