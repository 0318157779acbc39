import type { FastifyReply } from 'fastify';
import { sessionCookieNames, sessionMarkerCookieNames, type SessionKind } from '@saakh/domain/auth';
import type { Config } from '../config';

/**
 * Token cookies: httpOnly, SameSite=Strict (no cross-site request carries them), Secure in production. Beside each,
 * a marker cookie with the same lifetime that the web app can read and that holds no credential (value '1'): it tells
 * a page that someone is signed in to that area without a request or a readable token (decision 018).
 */
export function setSessionCookie(reply: FastifyReply, config: Config, kind: SessionKind, token: string): void {
  const hours = kind === 'customer' ? config.sessionHours.customer : config.sessionHours.staff;
  const maxAge = Math.round(hours * 3600);
  reply.setCookie(sessionCookieNames[kind], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    maxAge,
  });
  reply.setCookie(sessionMarkerCookieNames[kind], '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: config.cookieSecure,
    maxAge,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config, kind: SessionKind): void {
  reply.clearCookie(sessionCookieNames[kind], {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
  });
  reply.clearCookie(sessionMarkerCookieNames[kind], {
    path: '/',
    httpOnly: false,
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
