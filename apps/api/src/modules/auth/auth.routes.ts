import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  adminSetupLoginResultSchema,
  partnerSetupLoginResultSchema,
  pendingTokenInputSchema,
  secondFactorInputSchema,
  setupConfirmInputSchema,
  totpSetupSchema,
} from '@saakh/domain/account-security';
import {
  adminLoginAnswerSchema,
  adminLoginInputSchema,
  adminLoginResultSchema,
  adminSessionSchema,
  masqueradeParamsSchema,
  needsSecondFactor,
  partnerLoginAnswerSchema,
  partnerLoginInputSchema,
  partnerLoginResultSchema,
  partnerSessionSchema,
  sendOtpInputSchema,
  sendOtpResultSchema,
  signInLinkQuerySchema,
  sessionCookieNames,
  logoutInputSchema,
  sessionUserSchema,
  verifyOtpInputSchema,
  verifyOtpResultSchema,
} from '@saakh/domain/auth';
import { requireSession } from '../../plugins/auth';
import { loginPolicy } from '@saakh/domain/constants';
import { clearSessionCookie, DEVICE_COOKIE, setDeviceCookie, setSessionCookie } from '../../lib/session-cookies';
import * as auth from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const otpVerifyRateLimit = {
    max: app.deps.config.limits.loginPer5Minutes * 2,
    timeWindow: '5 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { mobile?: unknown } | undefined;
      return `${request.ip}:${typeof body?.mobile === 'string' ? body.mobile : ''}`;
    },
  };
  // Staff logins: only a ceiling on requests per address against floods. Who may try a password is decided in the
  // database by the failure limits of decision 017, so an office behind one address that types its passwords right
  // is never stopped.
  const staffLoginRateLimit = {
    max: app.deps.config.limits.loginRequestsPerAddress,
    timeWindow: '5 minutes',
    keyGenerator: (request: FastifyRequest) => `staff-login:${request.ip}`,
  };
  const loginClient = (request: FastifyRequest): auth.LoginClient => ({
    ip: request.ip,
    deviceToken: request.cookies[DEVICE_COOKIE],
  });
  app.post(
    '/api/auth/otp/send',
    {
      config: { access: 'public', rateLimit: { max: app.deps.config.limits.otpSendsPerIp, timeWindow: '15 minutes' } },
      schema: { tags: ['auth'], body: sendOtpInputSchema, response: { 200: okSchema(sendOtpResultSchema) } },
    },
    async (request) => {
      const data = await auth.sendOtp(app.deps, request.body.mobile, request.ip);
      return { success: true as const, message: request.t('otpSent'), data };
    },
  );

  app.post(
    '/api/auth/otp/verify',
    {
      config: { access: 'public', rateLimit: otpVerifyRateLimit },
      schema: { tags: ['auth'], body: verifyOtpInputSchema, response: { 200: okSchema(verifyOtpResultSchema) } },
    },
    async (request, reply) => {
      const data = await auth.verifyOtp(app.deps, request.body, { ip: request.ip, locale: request.locale });
      setSessionCookie(reply, app.deps.config, 'customer', data.token);
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/customer-reverify',
    { config: { access: 'customer' }, schema: { tags: ['auth'], response: { 200: okSchema(sessionUserSchema) } } },
    async (request) => {
      const session = requireSession(request, 'customer');
      return { success: true as const, data: await auth.sessionUser(app.deps, session.subjectId) };
    },
  );

  app.post(
    '/api/admin/login',
    {
      config: { access: 'public', rateLimit: staffLoginRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Password step: the session, or the pending token of the second factor due (decision 045)',
        body: adminLoginInputSchema,
        response: { 200: okSchema(adminLoginAnswerSchema) },
      },
    },
    async (request, reply) => {
      const { result, deviceToken } = await auth.adminLogin(app.deps, request.body, loginClient(request));
      if (!needsSecondFactor(result)) setSessionCookie(reply, app.deps.config, 'admin', result.token);
      setDeviceCookie(reply, app.deps.config, deviceToken, loginPolicy.deviceCookieDays);
      return { success: true as const, data: result };
    },
  );

  app.get(
    '/api/admin-reverify',
    { config: { access: 'admin' }, schema: { tags: ['auth'], response: { 200: okSchema(adminSessionSchema) } } },
    async (request) => {
      const session = requireSession(request, 'admin');
      return { success: true as const, data: await auth.adminSession(app.deps, session.subjectId) };
    },
  );

  app.post(
    '/api/partner/login',
    {
      config: { access: 'public', rateLimit: staffLoginRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Password step: the session, or the pending token of the second factor due (decision 045)',
        body: partnerLoginInputSchema,
        response: { 200: okSchema(partnerLoginAnswerSchema) },
      },
    },
    async (request, reply) => {
      const { result, deviceToken } = await auth.partnerLogin(app.deps, request.body, loginClient(request));
      if (!needsSecondFactor(result)) setSessionCookie(reply, app.deps.config, 'partner', result.token);
      setDeviceCookie(reply, app.deps.config, deviceToken, loginPolicy.deviceCookieDays);
      return { success: true as const, data: result };
    },
  );

  // The second factor's steps (decision 045), alike for both staff areas: the code (or a recovery code) that
  // completes a pending login, and the set-up an account that must use it goes through at login.
  const staffAreas = [
    {
      kind: 'admin',
      result: adminLoginResultSchema,
      setupResult: adminSetupLoginResultSchema,
      finish: auth.finishAdminLogin,
    },
    {
      kind: 'partner',
      result: partnerLoginResultSchema,
      setupResult: partnerSetupLoginResultSchema,
      finish: auth.finishPartnerLogin,
    },
  ] as const;
  for (const area of staffAreas) {
    app.post(
      `/api/${area.kind}/login/totp`,
      {
        config: { access: 'public', rateLimit: staffLoginRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Second step: a code from the app, or a recovery code, completes the pending login',
          body: secondFactorInputSchema,
          response: { 200: okSchema(area.result) },
        },
      },
      async (request, reply) => {
        const subjectId = await auth.verifySecondFactor(app.deps, area.kind, request.body, loginClient(request));
        const data = await area.finish(app.deps, subjectId, request.ip);
        setSessionCookie(reply, app.deps.config, area.kind, data.token);
        return { success: true as const, data };
      },
    );

    app.post(
      `/api/${area.kind}/login/totp-setup`,
      {
        config: { access: 'public', rateLimit: staffLoginRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'An account that must use two-step login starts setting it up during the pending login',
          body: pendingTokenInputSchema,
          response: { 200: okSchema(totpSetupSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, data: await auth.startSetupAtLogin(app.deps, area.kind, request.body) };
      },
    );

    app.post(
      `/api/${area.kind}/login/totp-setup/confirm`,
      {
        config: { access: 'public', rateLimit: staffLoginRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Confirms the set-up with a first code: the login completes; ten recovery codes, answered once',
          body: setupConfirmInputSchema,
          response: { 200: okSchema(area.setupResult) },
        },
      },
      async (request, reply) => {
        const { subjectId, recoveryCodes } = await auth.confirmSetupAtLogin(
          app.deps,
          area.kind,
          request.body,
          loginClient(request),
        );
        const session = await area.finish(app.deps, subjectId, request.ip);
        setSessionCookie(reply, app.deps.config, area.kind, session.token);
        reply.header('cache-control', 'no-store');
        return { success: true as const, data: { ...session, recovery_codes: recoveryCodes } };
      },
    );
  }

  // The link e-mailed while an account is protected (decision 017): opened once, it makes this browser a known
  // device of the account and goes on to that area's login.
  app.get(
    '/api/auth/sign-in-link',
    {
      config: { access: 'public', rateLimit: staffLoginRateLimit },
      schema: { tags: ['auth'], querystring: signInLinkQuerySchema },
    },
    async (request, reply) => {
      const { kind, deviceToken } = await auth.openSignInLink(
        app.deps,
        request.query.token,
        request.cookies[DEVICE_COOKIE],
      );
      setDeviceCookie(reply, app.deps.config, deviceToken, loginPolicy.deviceCookieDays);
      return reply.redirect(kind === 'admin' ? '/admin/login' : '/partner/login', 303);
    },
  );

  app.get(
    '/api/partner-reverify',
    { config: { access: 'partner' }, schema: { tags: ['auth'], response: { 200: okSchema(partnerSessionSchema) } } },
    async (request) => {
      const session = requireSession(request, 'partner');
      return { success: true as const, data: await auth.partnerSession(app.deps, session) };
    },
  );

  app.post(
    '/api/admin/masquerade/:partnerId',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags: ['auth'], params: masqueradeParamsSchema, response: { 200: okSchema(partnerLoginResultSchema) } },
    },
    async (request, reply) => {
      const session = requireSession(request, 'admin');
      const data = await auth.startMasquerade(app.deps, session, request.params.partnerId, request.ip);
      setSessionCookie(reply, app.deps.config, 'partner', data.token);
      return { success: true as const, message: request.t('masqueradeStarted'), data };
    },
  );

  app.post(
    '/api/partner/masquerade/exit',
    { config: { access: 'partner' }, schema: { tags: ['auth'], response: { 200: okSchema(adminSessionSchema) } } },
    async (request, reply) => {
      const session = requireSession(request, 'partner');
      const data = await auth.endMasquerade(app.deps, session);
      clearSessionCookie(reply, app.deps.config, 'partner');
      return { success: true as const, message: request.t('masqueradeEnded'), data };
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: logoutInputSchema.nullish(), response: { 200: okMessageSchema } },
    },
    async (request, reply) => {
      const kind = request.body?.kind ?? 'customer';
      const header = request.headers.authorization;
      const tokens = [
        header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined,
        request.cookies[sessionCookieNames[kind]],
      ];
      await auth.logout(
        app.deps,
        tokens.filter((token): token is string => Boolean(token) && (token?.length ?? 0) <= 128),
      );
      clearSessionCookie(reply, app.deps.config, kind);
      return { success: true as const, message: request.t('loggedOut') };
    },
  );
};
