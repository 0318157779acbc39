import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@saakh/domain/api';
import { sendOtpResultSchema } from '@saakh/domain/auth';
import {
  fileGrievanceByMobileInputSchema,
  fileGrievanceInputSchema,
  grievanceActionInputSchema,
  grievanceAgeingSchema,
  grievanceDetailSchema,
  grievanceIdParamsSchema,
  grievanceOfficerQuerySchema,
  grievanceOfficerSchema,
  grievanceOtpInputSchema,
  grievanceQueuePageSchema,
  grievanceQueueQuerySchema,
  grievanceRefParamsSchema,
  grievanceReplyInputSchema,
  grievanceSchema,
  grievanceStaffRoles,
} from '@saakh/domain/grievances';
import { optionalCustomerId, requireSession } from '../../plugins/auth';
import * as grievances from './grievances.service';

const tags = ['grievances'];
const staff = { access: 'admin' as const, roles: [...grievanceStaffRoles] };

/** Complaints with a 30-day clock (issue 30, item 2): the officer, filing and following, and the staff queue. */
export const grievancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/grievance-officer',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The grievance officer (a partner brand's own support contact where it has one) and the Ombudsman",
        querystring: grievanceOfficerQuerySchema,
        response: { 200: okSchema(grievanceOfficerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await grievances.grievanceOfficer(app.deps, request.locale, {
        partnerKey: request.query.partner,
        customerId: request.query.partner ? null : await optionalCustomerId(app, request),
      }),
    }),
  );

  app.post(
    '/api/grievances',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The signed-in customer files a complaint; acknowledged by SMS (and e-mail)',
        body: fileGrievanceInputSchema,
        response: { 200: okSchema(grievanceSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'customer');
      const { grievance, message } = await grievances.fileGrievance(app.deps, session, request.body, request.locale);
      return { success: true as const, message, data: grievance };
    },
  );

  app.get(
    '/api/grievances',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The customer's complaints, newest first",
        response: { 200: okSchema(z.array(grievanceSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await grievances.listOwnGrievances(app.deps, requireSession(request, 'customer')),
    }),
  );

  app.post(
    '/api/grievances/otp',
    {
      config: { access: 'public', rateLimit: { max: app.deps.config.limits.otpSendsPerIp, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Sends the OTP that files a complaint without signing in',
        body: grievanceOtpInputSchema,
        response: { 200: okSchema(sendOtpResultSchema) },
      },
    },
    async (request) => {
      const data = await grievances.sendGrievanceOtp(app.deps, request.body.mobile, request.ip);
      return { success: true as const, message: request.t('grievanceOtpSent'), data };
    },
  );

  app.post(
    '/api/grievances/by-mobile',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.deps.config.limits.loginPer5Minutes * 2, timeWindow: '5 minutes' },
      },
      schema: {
        tags,
        summary: 'Files a complaint by mobile with its OTP; follow it by signing in with that mobile',
        body: fileGrievanceByMobileInputSchema,
        response: { 200: okSchema(grievanceSchema) },
      },
    },
    async (request) => {
      const { grievance, message } = await grievances.fileGrievanceByMobile(app.deps, request.body, request.locale);
      return { success: true as const, message, data: grievance };
    },
  );

  app.get(
    '/api/grievances/:reference',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "One of the customer's complaints; another's is not found",
        params: grievanceRefParamsSchema,
        response: { 200: okSchema(grievanceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await grievances.ownGrievance(app.deps, requireSession(request, 'customer'), request.params.reference),
    }),
  );

  app.post(
    '/api/grievances/:reference/reply',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The customer accepts the answer (resolved) or rejects it (the Ombudsman path opens)',
        params: grievanceRefParamsSchema,
        body: grievanceReplyInputSchema,
        response: { 200: okSchema(grievanceSchema) },
      },
    },
    async (request) => {
      const data = await grievances.replyToAnswer(
        app.deps,
        requireSession(request, 'customer'),
        request.params.reference,
        request.body.accept,
      );
      const message = request.t(request.body.accept ? 'grievanceAnswerAccepted' : 'grievanceAnswerRejected');
      return { success: true as const, message, data };
    },
  );

  // ---------- staff ----------

  app.get(
    '/api/admin/grievances',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One page of complaints with their 30-day clock, mobiles masked',
        querystring: grievanceQueueQuerySchema,
        response: { 200: okSchema(grievanceQueuePageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await grievances.grievanceQueue(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/grievances/ageing',
    {
      config: staff,
      schema: {
        tags,
        summary: 'How many complaints still on the clock are in each band of days since filing',
        response: { 200: okSchema(grievanceAgeingSchema) },
      },
    },
    async () => ({ success: true as const, data: await grievances.grievanceAgeing(app.deps) }),
  );

  app.get(
    '/api/admin/grievances/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "A complaint with its timeline and the lender's nodal officer",
        params: grievanceIdParamsSchema,
        response: { 200: okSchema(grievanceDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await grievances.viewGrievance(app.deps, requireSession(request, 'admin'), request.params.id),
    }),
  );

  app.post(
    '/api/admin/grievances/:id/actions',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Forwards a complaint to the lender, answers the customer, notes or closes it (audited)',
        params: grievanceIdParamsSchema,
        body: grievanceActionInputSchema,
        response: { 200: okSchema(grievanceDetailSchema) },
      },
    },
    async (request) => {
      const data = await grievances.actOnGrievance(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('grievanceUpdated'), data };
    },
  );
};
