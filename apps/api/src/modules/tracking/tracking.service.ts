/** Funnel tracking (customer spec §7: category 1, goal 3), and the optional customer behind a public call. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieNames } from '@saakh/domain/auth';
import { tracking } from '@saakh/domain/constants';
import type { FunnelEvent, TrackingEventInput, Utms } from '@saakh/domain/tracking';
import type { Executor } from '../../db/client';
import { sha256 } from '../../lib/tokens';
import * as repo from './tracking.repository';

/**
 * The signed-in customer of a public call, if any: public routes skip the access check, so the bearer
 * token (then the customer cookie) is looked up here. An unknown or expired token is simply anonymous.
 */
export async function optionalCustomerId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const cookie = request.cookies[sessionCookieNames.customer];
  for (const token of [bearer, cookie]) {
    if (!token || token.length > 128) continue;
    const userId = await repo.findCustomerIdByTokenHash(app.db, sha256(token));
    if (userId !== undefined) return userId;
  }
  return null;
}

function cleanUtms(utms: Utms | undefined): Utms | null {
  if (!utms) return null;
  const entries = Object.entries(utms).filter(([, value]) => typeof value === 'string' && value !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as Utms) : null;
}

/** An event the page reports. The app id counts only when it is the caller's own journey. */
export async function recordEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TrackingEventInput,
): Promise<void> {
  const userId = await optionalCustomerId(app, request);
  const appId =
    userId !== null && input.appId !== undefined && (await repo.appBelongsTo(app.db, input.appId, userId))
      ? input.appId
      : null;
  const byKey = input.partner ? await repo.findPartnerIdByKey(app.db, input.partner) : undefined;
  const partnerId = byKey ?? (userId !== null ? await repo.findUserPartnerId(app.db, userId) : null);
  await repo.insertEvent(app.db, {
    event: input.event,
    categoryId: input.categoryId,
    goalId: input.goalId,
    userId,
    appId,
    partnerId,
    urlSegment: input.urlSegment ?? null,
    path: input.path ?? null,
    utms: cleanUtms(input.utms),
    ip: request.ip,
  });
}

/** An event the server itself observes (e.g. offers shown), attributed to the customer's partner. */
export async function recordServerEvent(
  db: Executor,
  event: { event: FunnelEvent; userId: number; appId: number; partnerId: number | null; ip?: string },
): Promise<void> {
  await repo.insertEvent(db, {
    event: event.event,
    categoryId: tracking.categoryId,
    goalId: tracking.goalId,
    userId: event.userId,
    appId: event.appId,
    partnerId: event.partnerId,
    ip: event.ip ?? null,
  });
}
