import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserActiveInputSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserRoleInputSchema,
  adminUserSchema,
  adminUserWithPasswordSchema,
  createAdminUserInputSchema,
  resetAdminPasswordInputSchema,
} from '@saakh/domain/admin-users';
import { clearTotpInputSchema } from '@saakh/domain/account-security';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import { requireSession, sessionRateLimitKey } from '../../plugins/auth';
import * as adminUsers from './admin-users.service';

/** User management is role 1's alone (admin spec §6): roles 2 and 3 are refused every call. */
const tags = ['admin-users'];

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/admin-users',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'One page of admin users, searched by name or e-mail, each with whether their two-step login is on',
        querystring: adminUserListQuerySchema,
        response: { 200: okSchema(adminUserPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await adminUsers.listAdminUsers(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/admin-users',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'A new admin, with a generated password answered this once',
        body: createAdminUserInputSchema,
        response: { 200: okSchema(adminUserWithPasswordSchema) },
      },
    },
    async (request, reply) => {
      const data = await adminUsers.createAdminUser(app.deps, requireSession(request, 'admin'), request.body);
      // The answer carries a password: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: request.t('adminUserCreated'), data };
    },
  );

  app.post(
    '/api/admin/admin-users/:id/role',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: "Changes an admin's role (not one's own, nor the last active role 1 admin's)",
        params: idParamSchema,
        body: adminUserRoleInputSchema,
        response: { 200: okSchema(adminUserSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await adminUsers.changeRole(app.deps, session, request.params.id, request.body.role_id);
      return { success: true as const, message: request.t('adminRoleChanged'), data };
    },
  );

  app.post(
    '/api/admin/admin-users/:id/active',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Enables or disables an admin; disabling ends their sessions at once',
        params: idParamSchema,
        body: adminUserActiveInputSchema,
        response: { 200: okSchema(adminUserSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const { active } = request.body;
      const data = await adminUsers.setActive(app.deps, session, request.params.id, active);
      return { success: true as const, message: request.t(active ? 'adminUserEnabled' : 'adminUserDisabled'), data };
    },
  );

  app.post(
    '/api/admin/admin-users/:id/reset-password',
    {
      config: {
        access: 'admin',
        roles: [1],
        // One's own reset checks the current password: a session may try it a few times per account, not guess it.
        rateLimit: {
          max: 5,
          timeWindow: '15 minutes',
          keyGenerator: (request: FastifyRequest) =>
            `admin-reset:${sessionRateLimitKey(request, 'admin')}:${(request.params as { id?: string }).id ?? ''}`,
        },
      },
      schema: {
        tags,
        summary:
          "Replaces an admin's password with a generated one, answered this once; one's own needs current_password",
        params: idParamSchema,
        body: resetAdminPasswordInputSchema,
        response: { 200: okSchema(adminUserWithPasswordSchema) },
      },
    },
    async (request, reply) => {
      const data = await adminUsers.resetPassword(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: request.t('adminPasswordReset'), data };
    },
  );

  app.post(
    '/api/admin/admin-users/:id/totp/clear',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary:
          "Turns off another admin's lost two-step login, with a reason; their sessions end (not one's own account)",
        params: idParamSchema,
        body: clearTotpInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await adminUsers.clearTotp(app.deps, requireSession(request, 'admin'), request.params.id, request.body);
      return { success: true as const, message: request.t('totpCleared') };
    },
  );
};
