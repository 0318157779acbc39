/** Forgot-password links and the account's own TOTP set-up, for admins and partner users alike (decision 045). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  forgotPasswordInputSchema,
  passwordResetPolicy,
  recoveryCodesSchema,
  renewRecoveryCodesInputSchema,
  resetPasswordInputSchema,
  resetPasswordResultSchema,
  staffKinds,
  totpConfirmInputSchema,
  totpDisableInputSchema,
  totpSetupSchema,
  totpStatusSchema,
} from '@saakh/domain/account-security';
import { AppError } from '../../lib/app-error';
import { requireSession, sessionRateLimitKey } from '../../plugins/auth';
import * as security from './account-security.service';

const tags = ['account-security'];

export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const windowMs = passwordResetPolicy.windowSeconds * 1000;
  const perEmail = app.createRateLimit({
    max: passwordResetPolicy.requestsPerEmail,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `forgot-password-email:${email}`;
    },
  });

  for (const kind of staffKinds) {
    app.post(
      `/api/${kind}/forgot-password`,
      {
        // Per address here; per e-mail typed below, once the body is read (a known and an unknown address alike).
        config: {
          access: 'public',
          rateLimit: {
            max: passwordResetPolicy.requestsPerAddress,
            timeWindow: windowMs,
            keyGenerator: (request: FastifyRequest) => `forgot-password-address:${request.ip}`,
          },
        },
        preHandler: async (request: FastifyRequest) => {
          const limit = await perEmail(request);
          if (!limit.isAllowed && limit.isExceeded) {
            throw new AppError('too_many_requests', 'tooManyRequests', { retryAfterSeconds: limit.ttlInSeconds });
          }
        },
        schema: {
          tags,
          summary: 'E-mails a single-use link to set a new password, if an account uses this e-mail; answered alike',
          body: forgotPasswordInputSchema,
          response: { 200: okMessageSchema },
        },
      },
      async (request) => {
        await security.requestPasswordReset(app.deps, kind, request.body.email);
        return { success: true as const, message: request.t('passwordResetRequested') };
      },
    );

    app.get(
      `/api/${kind}/account/totp`,
      {
        config: { access: kind },
        schema: {
          tags,
          summary: 'Whether two-step login is on for the signed-in account',
          response: { 200: okSchema(totpStatusSchema) },
        },
      },
      async (request) => {
        const session = requireSession(request, kind);
        return { success: true as const, data: await security.totpStatus(app.deps, kind, session.subjectId) };
      },
    );

    // Per session: a stolen session cannot guess codes or the password from many addresses.
    const perSession = {
      max: 10,
      timeWindow: '15 minutes',
      keyGenerator: (request: FastifyRequest) => `account-totp:${sessionRateLimitKey(request, kind)}`,
    };

    app.post(
      `/api/${kind}/account/totp/setup`,
      {
        config: { access: kind, rateLimit: perSession },
        schema: {
          tags,
          summary: 'Starts setting up an authenticator app: its secret, otpauth URI and QR code',
          response: { 200: okSchema(totpSetupSchema) },
        },
      },
      async (request, reply) => {
        const session = requireSession(request, kind);
        security.assertOwnSession(session);
        reply.header('cache-control', 'no-store');
        return { success: true as const, data: await security.startTotpSetup(app.deps, kind, session.subjectId) };
      },
    );

    app.post(
      `/api/${kind}/account/totp/confirm`,
      {
        config: { access: kind, rateLimit: perSession },
        schema: {
          tags,
          summary: 'Turns two-step login on with a first code; answers ten recovery codes, once',
          body: totpConfirmInputSchema,
          response: { 200: okSchema(recoveryCodesSchema) },
        },
      },
      async (request, reply) => {
        const session = requireSession(request, kind);
        security.assertOwnSession(session);
        const data = await security.confirmTotpSetup(app.deps, kind, session.subjectId, request.body.code, session);
        reply.header('cache-control', 'no-store');
        return { success: true as const, message: request.t('totpEnabled'), data };
      },
    );

    app.post(
      `/api/${kind}/account/totp/disable`,
      {
        config: { access: kind, rateLimit: perSession },
        schema: {
          tags,
          summary: 'Turns two-step login off (the current password and a code needed; not where it is required)',
          body: totpDisableInputSchema,
          response: { 200: okMessageSchema },
        },
      },
      async (request) => {
        const session = requireSession(request, kind);
        await security.disableTotp(app.deps, session, kind, request.body);
        return { success: true as const, message: request.t('totpDisabled') };
      },
    );

    app.post(
      `/api/${kind}/account/totp/recovery-codes`,
      {
        config: { access: kind, rateLimit: perSession },
        schema: {
          tags,
          summary: 'Ten new recovery codes, answered once; the old ones stop working (the password and a code needed)',
          body: renewRecoveryCodesInputSchema,
          response: { 200: okSchema(recoveryCodesSchema) },
        },
      },
      async (request, reply) => {
        const session = requireSession(request, kind);
        const data = await security.renewRecoveryCodes(app.deps, session, kind, request.body);
        reply.header('cache-control', 'no-store');
        return { success: true as const, message: request.t('recoveryCodesRenewed'), data };
      },
    );
  }

  app.post(
    '/api/auth/reset-password',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: passwordResetPolicy.requestsPerAddress,
          timeWindow: windowMs,
          keyGenerator: (request: FastifyRequest) => `reset-password:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Sets a new password from an e-mailed link; every session of the account ends',
        body: resetPasswordInputSchema,
        response: { 200: okSchema(resetPasswordResultSchema) },
      },
    },
    async (request) => {
      const data = await security.resetPassword(app.deps, request.body);
      return { success: true as const, message: request.t('passwordResetDone'), data };
    },
  );
};
