/** A partner's settings and users (issue 12, /partner/settings): each call reads and changes only its own partner. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  createPartnerUserInputSchema,
  partnerUserActiveInputSchema,
  partnerUserSchema,
  partnerUserWithPasswordSchema,
} from '@saakh/domain/merchants';
import {
  bankChangeInputSchema,
  changePasswordInputSchema,
  notificationPreferencesSchema,
  partnerSettingsSchema,
  updateContactInputSchema,
} from '@saakh/domain/partner-settings';
import { requireSession, sessionRateLimitKey } from '../../plugins/auth';
import { actingPartner } from '../acting-partner/acting-partner.service';
import * as settings from './partner-settings.service';

const tags = ['partner-settings'];
const partnerOnly = { access: 'partner' as const };

export const partnerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof requireSession>[0]) =>
    actingPartner(app.deps, requireSession(request, 'partner'));

  app.get(
    '/api/partner/settings',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'The partner’s contact, branding, KYC and bank details (masked), and any change awaiting approval',
        response: { 200: okSchema(partnerSettingsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await settings.getSettings(app.deps, await actorOf(request)) }),
  );

  app.post(
    '/api/partner/settings/contact',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'Saves the partner’s contact name, e-mail and mobile; audited',
        body: updateContactInputSchema,
        response: { 200: okSchema(partnerSettingsSchema) },
      },
    },
    async (request) => {
      const data = await settings.updateContact(app.deps, await actorOf(request), request.body);
      return { success: true as const, message: request.t('contactSaved'), data };
    },
  );

  app.post(
    '/api/partner/settings/bank-change',
    {
      config: { ...partnerOnly, rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Asks for a change of PAN, GSTIN and bank details; the stored ones stay until an admin approves',
        body: bankChangeInputSchema,
        response: { 200: okSchema(partnerSettingsSchema) },
      },
    },
    async (request) => {
      const data = await settings.requestBankChange(app.deps, await actorOf(request), request.body);
      return { success: true as const, message: request.t('bankChangeRequested'), data };
    },
  );

  app.post(
    '/api/partner/settings/password',
    {
      config: {
        ...partnerOnly,
        // Per session, not per address: a stolen session cannot guess the current password from many addresses.
        rateLimit: {
          max: 5,
          timeWindow: '15 minutes',
          keyGenerator: (request: FastifyRequest) => `partner-password:${sessionRateLimitKey(request, 'partner')}`,
        },
      },
      schema: {
        tags,
        summary: 'Changes the signed-in user’s password (the current one required); their other sessions end',
        body: changePasswordInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await settings.changePassword(app.deps, await actorOf(request), request.body);
      return { success: true as const, message: request.t('passwordChanged') };
    },
  );

  app.get(
    '/api/partner/settings/preferences',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'What the signed-in user is e-mailed about',
        response: { 200: okSchema(notificationPreferencesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.getPreferences(app.deps, await actorOf(request)),
    }),
  );

  app.post(
    '/api/partner/settings/preferences',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'Saves the signed-in user’s e-mail preferences: ticket replies, disbursals, payouts',
        body: notificationPreferencesSchema,
        response: { 200: okSchema(notificationPreferencesSchema) },
      },
    },
    async (request) => {
      const data = await settings.updatePreferences(app.deps, await actorOf(request), request.body);
      return { success: true as const, message: request.t('preferencesSaved'), data };
    },
  );

  app.get(
    '/api/partner/users',
    {
      config: partnerOnly,
      schema: { tags, summary: 'The partner’s own users', response: { 200: okSchema(z.array(partnerUserSchema)) } },
    },
    async (request) => ({ success: true as const, data: await settings.listUsers(app.deps, await actorOf(request)) }),
  );

  app.post(
    '/api/partner/users',
    {
      config: { ...partnerOnly, rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Adds a staff login to the partner; its generated password is answered once',
        body: createPartnerUserInputSchema,
        response: { 200: okSchema(partnerUserWithPasswordSchema) },
      },
    },
    async (request, reply) => {
      const data = await settings.createUser(app.deps, await actorOf(request), request.body);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: request.t('partnerStaffCreated'), data };
    },
  );

  app.post(
    '/api/partner/users/:id/active',
    {
      config: partnerOnly,
      schema: {
        tags,
        summary: 'Disables (ending their sessions) or enables one of the partner’s users, never the caller',
        params: idParamSchema,
        body: partnerUserActiveInputSchema,
        response: { 200: okSchema(partnerUserSchema) },
      },
    },
    async (request) => {
      const data = await settings.setUserActive(
        app.deps,
        await actorOf(request),
        request.params.id,
        request.body.active,
      );
      return { success: true as const, message: request.t('partnerStaffUpdated'), data };
    },
  );
};
