import type { FastifyReply } from 'fastify';
import { sessionCookieNames, type SessionKind } from '@saakh/domain/auth';
import type { Config } from '../config';

/** Token cookies: httpOnly, SameSite=Strict (no cross-site request carries them), Secure in production. */
export function setSessionCookie(reply: FastifyReply, config: Config, kind: SessionKind, token: string): void {
  const hours = kind === 'customer' ? config.sessionHours.customer : config.sessionHours.staff;
  reply.setCookie(sessionCookieNames[kind], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    maxAge: Math.round(hours * 3600),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config, kind: SessionKind): void {
  reply.clearCookie(sessionCookieNames[kind], {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
  });
}
