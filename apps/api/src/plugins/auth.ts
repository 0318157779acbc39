/**
 * Sessions and route access. Every /api route declares `config.access` (and `roles` for admin pages);
 * this plugin refuses to register a route that does not, and checks the caller before the handler runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { AccessLevel } from '@saakh/domain/api';
import { sessionCookieNames, type SessionKind } from '@saakh/domain/auth';
import type { AdminRoleId } from '@saakh/domain/roles';
import { AppError } from '../lib/app-error';
import type { ApiKeyCaller, Session } from '../lib/session';

export type RouteAccess = { access: AccessLevel[]; roles?: AdminRoleId[] };

/**
 * How a token becomes a caller. The auth and partner API modules own that; app.ts hands their services in, so this
 * plugin, below the modules, imports none of them (decision 033).
 */
export type CredentialLookup = {
  findSession(token: string): Promise<Session | null>;
  findApiKeyCaller(token: string): Promise<ApiKeyCaller | null>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel | AccessLevel[];
    roles?: AdminRoleId[];
  }
  interface FastifyRequest {
    session: Session | null;
    /** The partner API key behind a `partner_api` route's call. */
    apiKey: ApiKeyCaller | null;
  }
  interface FastifyInstance {
    accessRegistry: Map<string, RouteAccess>;
    credentials: CredentialLookup;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 128 ? token : undefined;
}

/** The caller's session of one of the wanted kinds: the bearer token first, then that kind's cookie. */
async function resolve(
  app: FastifyInstance,
  request: FastifyRequest,
  kinds: SessionKind[],
): Promise<{ session: Session | null; other: boolean }> {
  let other = false;
  const bearer = bearerToken(request);
  if (bearer) {
    const session = await app.credentials.findSession(bearer);
    if (session && kinds.includes(session.kind)) return { session, other };
    if (session) other = true;
  }
  for (const kind of kinds) {
    const cookie = request.cookies[sessionCookieNames[kind]];
    if (!cookie || cookie === bearer) continue;
    const session = await app.credentials.findSession(cookie);
    if (session?.kind === kind) return { session, other };
    if (session) other = true;
  }
  return { session: null, other };
}

/**
 * A rate limit's key for a route where a signed-in caller proves who they are again (their current password): the
 * session's token as sent, hashed, so one stolen session cannot guess the password faster than the limit from any
 * number of addresses; the address when no token came (the request is then refused as unauthenticated anyway).
 */
export function sessionRateLimitKey(request: FastifyRequest, kind: SessionKind): string {
  const token = bearerToken(request) ?? request.cookies[sessionCookieNames[kind]];
  return token ? createHash('sha256').update(token).digest('base64url') : `ip:${request.ip}`;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request that changes something came from another site while carrying a session cookie (cross-site
 * request forgery). The cookies are SameSite=Strict, so another site's page cannot send them; this also stops a
 * page on a sibling host of the same site and a sandboxed frame (`Origin: null`). Judged by Origin, else Referer;
 * a request with neither is not a browser's cross-site request (browsers send Origin on every such request).
 */
export function isCrossSiteWithCookie(request: FastifyRequest): boolean {
  if (!unsafeMethods.has(request.method)) return false;
  const names = Object.values(sessionCookieNames);
  if (!names.some((name) => request.cookies[name] !== undefined)) return false;
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return false;
  try {
    return new URL(source).host !== request.host;
  } catch {
    // 'null' (a sandboxed frame, a data: page) or garbage: not this site.
    return true;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, credentials: CredentialLookup) => {
  const registry = new Map<string, RouteAccess>();
  app.decorate('accessRegistry', registry);
  app.decorate('credentials', { findSession: credentials.findSession, findApiKeyCaller: credentials.findApiKeyCaller });
  app.decorateRequest('session', null);
  app.decorateRequest('apiKey', null);

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

  // Checked on request, before the body is parsed or validated: a caller without access learns nothing about the
  // route's schema (401/403, never 422) and cannot make the server parse a large body.
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (isCrossSiteWithCookie(request)) throw new AppError('forbidden', 'crossSiteRefused');
    const routeAccess = registry.get(
      `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`,
    );
    if (!routeAccess || routeAccess.access.includes('public')) return;
    if (routeAccess.access.includes('partner_api')) {
      // A partner's API key (decision 023); a session token is a credential of another kind: 403, as elsewhere.
      const token = bearerToken(request);
      const apiKey = token ? await credentials.findApiKeyCaller(token) : null;
      if (apiKey) {
        request.apiKey = apiKey;
        return;
      }
      if (token && (await credentials.findSession(token))) throw new AppError('forbidden', 'forbidden');
      throw new AppError('unauthorized', 'apiKeyInvalid');
    }
    const kinds = routeAccess.access.filter(
      (level): level is SessionKind => level !== 'public' && level !== 'partner_api',
    );
    const { session, other } = await resolve(app, request, kinds);
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

/**
 * The signed-in customer behind a public call, if any (public routes skip the access check). An unknown or expired
 * token is simply anonymous.
 */
export async function optionalCustomerId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return (await optionalSession(app, request, 'customer'))?.subjectId ?? null;
}

/** The caller's live session of a kind behind a request no route's access checked (a page), if any. */
export async function optionalSession(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: SessionKind,
): Promise<Session | null> {
  return (await resolve(app, request, [kind])).session;
}
