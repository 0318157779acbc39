/** Role 1's view of commission (expected against received, the partners' ledger) and its clawbacks. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { clawbackSchema, createClawbackInputSchema } from '@saakh/domain/partner-insights';
import {
  commissionVarianceQuerySchema,
  commissionVarianceSchema,
  ledgerListQuerySchema,
  ledgerPageSchema,
  ledgerTotalsSchema,
} from '@saakh/domain/reconciliation';
import type { AdminRoleId } from '@saakh/domain/roles';
import { requireSession } from '../../plugins/auth';
import * as commissions from './commissions.service';

const tags = ['commissions'];
const roleOne = { access: 'admin' as const, roles: [1] satisfies AdminRoleId[] };

export const commissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/commission/variance',
    {
      config: roleOne,
      schema: {
        tags,
        querystring: commissionVarianceQuerySchema,
        response: { 200: okSchema(commissionVarianceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await commissions.commissionVariance(app.deps, request.query),
    }),
  );

  app.get(
    '/api/commission/ledger',
    {
      config: roleOne,
      schema: {
        tags,
        querystring: ledgerListQuerySchema,
        response: { 200: okSchema(ledgerPageSchema.extend({ totals: ledgerTotalsSchema })) },
      },
    },
    async (request) => ({ success: true as const, data: await commissions.listLedger(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/commission-clawbacks',
    {
      config: roleOne,
      schema: {
        tags,
        summary: "Take back a partner's commission line (shown on the statement of this month)",
        body: createClawbackInputSchema,
        response: { 200: okSchema(clawbackSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('clawbackRecorded'),
      data: await commissions.createClawback(app.deps, requireSession(request, 'admin'), request.body),
    }),
  );
};
