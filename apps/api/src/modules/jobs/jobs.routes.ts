import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import {
  jobIdParamsSchema,
  jobListQuerySchema,
  jobPageSchema,
  jobSchema,
  jobsOverviewQuerySchema,
  jobsOverviewSchema,
} from '@saakh/domain/jobs';
import { requireSession } from '../../plugins/auth';
import * as jobs from './jobs.service';

const tags = ['jobs'];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: jobListQuerySchema, response: { 200: okSchema(jobPageSchema) } },
    },
    async (request) => ({ success: true as const, data: await jobs.listJobs(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/jobs/overview',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, querystring: jobsOverviewQuerySchema, response: { 200: okSchema(jobsOverviewSchema) } },
    },
    async (request) => ({ success: true as const, data: await jobs.overview(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags, params: jobIdParamsSchema, response: { 200: okSchema(jobSchema) } },
    },
    async (request) => {
      const data = await jobs.retryJob(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('jobRetried'), data };
    },
  );
};
