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

/** The browser's device cookie: a random token whose hash marks it known to the staff accounts it logged in to. */
export const DEVICE_COOKIE = 'sdev';

/** httpOnly, SameSite=Strict, sent only to the API, kept a year and renewed at every login (decision 017). */
export function setDeviceCookie(reply: FastifyReply, config: Config, token: string, days: number): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    maxAge: days * 24 * 3600,
  });
}
