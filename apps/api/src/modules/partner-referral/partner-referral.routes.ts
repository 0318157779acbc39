/** Referral (issue 12): the partner's invite link and sub-partners, and the public join form behind the link. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  joinInputSchema,
  referralCodeParamsSchema,
  referralInviteSchema,
  referralOverviewSchema,
} from '@saakh/domain/partner-referral';
import { requireSession } from '../../plugins/auth';
import { actingPartner } from '../acting-partner/acting-partner.service';
import * as referral from './partner-referral.service';

const tags = ['partner-referral'];

export const partnerReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partner/referral',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'The invite code and the partner’s own sub-partners with their leads and the split earned from them',
        response: { 200: okSchema(referralOverviewSchema) },
      },
    },
    async (request) => {
      const actor = await actingPartner(app.deps, requireSession(request, 'partner'));
      return { success: true as const, data: await referral.overview(app.deps, actor) };
    },
  );

  app.get(
    '/api/partner-join/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Who invites through this code; 404 when the invitation is not open',
        params: referralCodeParamsSchema,
        response: { 200: okSchema(referralInviteSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await referral.invite(app.deps, request.params.code) }),
  );

  app.post(
    '/api/partner-join/:code',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Applies to become a sub-partner of the inviter: a partner in status applied, for an admin to onboard',
        params: referralCodeParamsSchema,
        body: joinInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await referral.join(app.deps, request.params.code, request.body);
      return { success: true as const, message: request.t('joinApplied') };
    },
  );
};
