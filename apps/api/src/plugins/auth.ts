/**
 * Sessions and route access. Every /api route declares `config.access` (and `roles` for admin pages);
 * this plugin refuses to register a route that does not, and checks the caller before the handler runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessLevel } from '@saakh/domain/api';
import { sessionCookieNames, type SessionKind } from '@saakh/domain/auth';
import { isAdminRoleId, type AdminRoleId } from '@saakh/domain/roles';
import { admin_users } from '../db/schema/admins';
import { sessions } from '../db/schema/auth';
import { partner_users, partners } from '../db/schema/partners';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/tokens';

export type RouteAccess = { access: AccessLevel[]; roles?: AdminRoleId[] };

export type Session = {
  id: number;
  kind: SessionKind;
  subjectId: number;
  masqueradeAdminId: number | null;
  roleId: AdminRoleId | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel | AccessLevel[];
    roles?: AdminRoleId[];
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    accessRegistry: Map<string, RouteAccess>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 128 ? token : undefined;
}

const masqueradeAdmins = alias(admin_users, 'masquerade_admins');

export const authPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Map<string, RouteAccess>();
  app.decorate('accessRegistry', registry);
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const declared = route.config?.access;
    if (!declared) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    const access = Array.isArray(declared) ? declared : [declared];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.set(`${method} ${route.url}`, { access, roles: route.config?.roles });
    }
  });

  async function findSession(token: string): Promise<Session | null> {
    const [row] = await app.db
      .select({
        id: sessions.id,
        kind: sessions.kind,
        subjectId: sessions.subject_id,
        masqueradeAdminId: sessions.masquerade_admin_id,
        roleId: admin_users.role_id,
        adminStatus: admin_users.status,
        partnerUserStatus: partner_users.status,
        partnerStatus: partners.status,
        partnerDeletedAt: partners.deleted_at,
        masqueradeAdminStatus: masqueradeAdmins.status,
      })
      .from(sessions)
      .leftJoin(admin_users, and(eq(sessions.kind, 'admin'), eq(admin_users.id, sessions.subject_id)))
      .leftJoin(partner_users, and(eq(sessions.kind, 'partner'), eq(partner_users.id, sessions.subject_id)))
      .leftJoin(partners, eq(partners.id, partner_users.partner_id))
      .leftJoin(masqueradeAdmins, eq(masqueradeAdmins.id, sessions.masquerade_admin_id))
      .where(
        and(eq(sessions.token_hash, sha256(token)), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)),
      )
      .limit(1);
    if (!row) return null;
    // A disabled account ends its sessions at once; so does disabling the admin behind a masquerade.
    if (row.kind === 'admin' && row.adminStatus !== 1) return null;
    if (
      row.kind === 'partner' &&
      !(row.partnerUserStatus === 1 && row.partnerStatus === 1 && row.partnerDeletedAt === null)
    ) {
      return null;
    }
    if (row.masqueradeAdminId !== null && row.masqueradeAdminStatus !== 1) return null;
    await app.db
      .update(sessions)
      .set({ last_used_at: sql`now()` })
      .where(and(eq(sessions.id, row.id), lt(sessions.last_used_at, sql`now() - interval '1 minute'`)));
    return {
      id: row.id,
      kind: row.kind,
      subjectId: row.subjectId,
      masqueradeAdminId: row.masqueradeAdminId,
      roleId: isAdminRoleId(row.roleId) ? row.roleId : null,
    };
  }

  /** The caller's session of one of the wanted kinds: the bearer token first, then that kind's cookie. */
  async function resolve(
    request: FastifyRequest,
    kinds: SessionKind[],
  ): Promise<{ session: Session | null; other: boolean }> {
    let other = false;
    const bearer = bearerToken(request);
    if (bearer) {
      const session = await findSession(bearer);
      if (session && kinds.includes(session.kind)) return { session, other };
      if (session) other = true;
    }
    for (const kind of kinds) {
      const cookie = request.cookies[sessionCookieNames[kind]];
      if (!cookie || cookie === bearer || cookie.length > 128) continue;
      const session = await findSession(cookie);
      if (session?.kind === kind) return { session, other };
      if (session) other = true;
    }
    return { session: null, other };
  }

  // Checked on request, before the body is parsed or validated: a caller without access learns nothing about the
  // route's schema (401/403, never 422) and cannot make the server parse a large body.
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const routeAccess = registry.get(
      `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`,
    );
    if (!routeAccess || routeAccess.access.includes('public')) return;
    const kinds = routeAccess.access.filter((level): level is SessionKind => level !== 'public');
    const { session, other } = await resolve(request, kinds);
    if (!session) throw new AppError(other ? 'forbidden' : 'unauthorized', other ? 'forbidden' : 'unauthorized');
    if (
      session.kind === 'admin' &&
      routeAccess.roles &&
      !(session.roleId && routeAccess.roles.includes(session.roleId))
    ) {
      throw new AppError('forbidden', 'forbidden');
    }
    request.session = session;
  });
});

/** The session a route's access guaranteed; throws if a handler asks for a kind its route did not declare. */
export function requireSession(request: FastifyRequest, kind: SessionKind): Session {
  const session = request.session;
  if (!session || session.kind !== kind) throw new AppError('unauthorized', 'unauthorized');
  return session;
}
