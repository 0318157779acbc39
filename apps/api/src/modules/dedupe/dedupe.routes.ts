import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  dedupeLogListQuerySchema,
  dedupeLogPageSchema,
  dedupeLogSchema,
  dedupeOverrideInputSchema,
  partnerDuplicateLeadListQuerySchema,
  partnerDuplicateLeadPageSchema,
} from '@saakh/domain/dedupe';
import { requireSession } from '../../plugins/auth';
import * as dedupe from './dedupe.service';

/** The de-dupe log is role 1's alone; a partner reads only its own leads that were duplicates. */
const tags = ['de-dupe'];

export const dedupeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/de-dupe-logs',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'One page of duplicates the de-dupe rule found, with both partners and the customer masked',
        querystring: dedupeLogListQuerySchema,
        response: { 200: okSchema(dedupeLogPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await dedupe.listLogs(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/de-dupe-logs/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'One duplicate, with its override if an admin made one',
        params: idParamSchema,
        response: { 200: okSchema(dedupeLogSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await dedupe.getLog(app.deps, request.params.id) }),
  );

  app.post(
    '/api/admin/de-dupe-logs/:id/override',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Gives the duplicate application to the later partner, with a reason (audited)',
        params: idParamSchema,
        body: dedupeOverrideInputSchema,
        response: { 200: okSchema(dedupeLogSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await dedupe.overrideLog(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('dedupeOverridden'), data };
    },
  );

  app.get(
    '/api/partner/duplicate-leads',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "The partner's leads that were duplicates of another's: only that they were",
        querystring: partnerDuplicateLeadListQuerySchema,
        response: { 200: okSchema(partnerDuplicateLeadPageSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'partner');
      return { success: true as const, data: await dedupe.listPartnerDuplicates(app.deps, session, request.query) };
    },
  );
};
