import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearTotpInputSchema } from '@saakh/domain/account-security';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  approveLeadAnswerSchema,
  approveLeadInputSchema,
  createPartnerUserInputSchema,
  merchantLeadListQuerySchema,
  merchantLeadPageSchema,
  merchantLeadSchema,
  merchantPartnerDetailSchema,
  merchantPartnerUserSchema,
  merchantPartnerListQuerySchema,
  merchantPartnerPageSchema,
  partnerOptionSchema,
  partnerParentInputSchema,
  partnerPayoutSchema,
  partnerStatusInputSchema,
  partnerUserActiveInputSchema,
  partnerUserParamsSchema,
  partnerUserSchema,
  partnerUserWithPasswordSchema,
  payablesSchema,
  payoutInputSchema,
  rejectLeadInputSchema,
  revealAnswerSchema,
  revealInputSchema,
  updateOnboardingInputSchema,
} from '@saakh/domain/merchants';
import { requireSession } from '../../plugins/auth';
import * as leads from './merchant-leads-review.service';
import * as users from './merchant-users.service';
import * as merchants from './merchants.service';

/** Merchant management is role 1's alone: roles 2 and 3 are refused every call. */
const tags = ['merchants'];

export const merchantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/merchants',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'One page of partners with their status, onboarding completeness, users and unpaid earnings',
        querystring: merchantPartnerListQuerySchema,
        response: { 200: okSchema(merchantPartnerPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await merchants.listMerchantPartners(app.deps, request.query),
    }),
  );

  app.get(
    '/api/admin/merchants/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'A partner’s onboarding (PAN and account number masked), parent, earnings and payouts',
        params: idParamSchema,
        response: { 200: okSchema(merchantPartnerDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await merchants.getMerchantPartner(app.deps, request.params.id),
    }),
  );

  app.get(
    '/api/admin/merchants/:id/parent-options',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Partners that may be this partner’s parent (those without a parent themselves)',
        params: idParamSchema,
        response: { 200: okSchema(z.array(partnerOptionSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await merchants.listParentOptions(app.deps, request.params.id),
    }),
  );

  app.post(
    '/api/admin/merchants/:id/onboarding',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Saves the onboarding details: type, KYC, GSTIN, contact and bank account',
        params: idParamSchema,
        body: updateOnboardingInputSchema,
        response: { 200: okSchema(merchantPartnerDetailSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await merchants.updateOnboarding(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('onboardingSaved'), data };
    },
  );

  app.post(
    '/api/admin/merchants/:id/status',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Activates (KYC and contact complete) or suspends a partner; suspending ends its users’ sessions',
        params: idParamSchema,
        body: partnerStatusInputSchema,
        response: { 200: okSchema(merchantPartnerDetailSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await merchants.setStatus(app.deps, session, request.params.id, request.body);
      const message = request.t(request.body.status === 'active' ? 'partnerActivated' : 'partnerSuspended');
      return { success: true as const, message, data };
    },
  );

  app.post(
    '/api/admin/merchants/:id/parent',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Sets or clears the parent partner of a sub-DSA and the share of its commission the parent takes',
        params: idParamSchema,
        body: partnerParentInputSchema,
        response: { 200: okSchema(merchantPartnerDetailSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await merchants.setParent(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('parentSaved'), data };
    },
  );

  app.post(
    '/api/admin/merchants/:id/reveal',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'The whole PAN or bank account number of a partner; each reveal is audited',
        params: idParamSchema,
        body: revealInputSchema,
        response: { 200: okSchema(revealAnswerSchema) },
      },
    },
    async (request, reply) => {
      const data = await merchants.reveal(app.deps, requireSession(request, 'admin'), request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/admin/merchants/:id/payables',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'The earned shares a payout can choose, and the clawbacks it will recover, with GST, TDS and net',
        params: idParamSchema,
        response: { 200: okSchema(payablesSchema) },
      },
    },
    async (request, reply) => {
      const data = await merchants.getPayables(app.deps, request.params.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/admin/merchants/:id/payouts',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary:
          'Pays the chosen (or every) earned share under one transfer, with GST and TDS, recovering clawbacks due; ' +
          'refused while KYC or bank is incomplete',
        params: idParamSchema,
        body: payoutInputSchema,
        response: { 200: okSchema(partnerPayoutSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await merchants.recordPayout(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('payoutRecorded'), data };
    },
  );

  app.get(
    '/api/admin/merchants/:id/users',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'The partner’s users, each with whether their two-step login is on',
        params: idParamSchema,
        response: { 200: okSchema(z.array(merchantPartnerUserSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.listPartnerUsers(app.deps, request.params.id),
    }),
  );

  app.post(
    '/api/admin/merchants/:id/users',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'A new user of the partner, with a generated password answered this once',
        params: idParamSchema,
        body: createPartnerUserInputSchema,
        response: { 200: okSchema(partnerUserWithPasswordSchema) },
      },
    },
    async (request, reply) => {
      const session = requireSession(request, 'admin');
      const data = await users.createPartnerUser(app.deps, session, request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: request.t('partnerUserCreated'), data };
    },
  );

  app.post(
    '/api/admin/merchants/:id/users/:userId/active',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Enables or disables a partner user; disabling ends their sessions at once',
        params: partnerUserParamsSchema,
        body: partnerUserActiveInputSchema,
        response: { 200: okSchema(partnerUserSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const { id, userId } = request.params;
      const { active } = request.body;
      const data = await users.setPartnerUserActive(app.deps, session, id, userId, active);
      return {
        success: true as const,
        message: request.t(active ? 'partnerUserEnabled' : 'partnerUserDisabled'),
        data,
      };
    },
  );

  app.post(
    '/api/admin/merchants/:id/users/:userId/reset-password',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Replaces a partner user’s password with a generated one, answered this once',
        params: partnerUserParamsSchema,
        response: { 200: okSchema(partnerUserWithPasswordSchema) },
      },
    },
    async (request, reply) => {
      const session = requireSession(request, 'admin');
      const { id, userId } = request.params;
      const data = await users.resetPartnerUserPassword(app.deps, session, id, userId);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: request.t('partnerPasswordReset'), data };
    },
  );

  app.post(
    '/api/admin/merchants/:id/users/:userId/totp/clear',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Turns off a partner user’s lost two-step login (its owner’s too), with a reason; their sessions end',
        params: partnerUserParamsSchema,
        body: clearTotpInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const { id, userId } = request.params;
      await users.clearPartnerUserTotp(app.deps, session, id, userId, request.body);
      return { success: true as const, message: request.t('totpCleared') };
    },
  );

  app.get(
    '/api/admin/merchant-leads',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'One page of merchant leads from the create-merchant-form, by decision',
        querystring: merchantLeadListQuerySchema,
        response: { 200: okSchema(merchantLeadPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await leads.listLeads(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/merchant-leads/:id/approve',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Approves a lead into a partner (status applied), optionally with its first user',
        params: idParamSchema,
        body: approveLeadInputSchema,
        response: { 200: okSchema(approveLeadAnswerSchema) },
      },
    },
    async (request, reply) => {
      const session = requireSession(request, 'admin');
      const data = await leads.approveLead(app.deps, session, request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: request.t('leadApproved'), data };
    },
  );

  app.post(
    '/api/admin/merchant-leads/:id/reject',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Rejects a lead with a reason',
        params: idParamSchema,
        body: rejectLeadInputSchema,
        response: { 200: okSchema(merchantLeadSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await leads.rejectLead(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('leadRejected'), data };
    },
  );
};
