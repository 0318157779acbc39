/** Funnel tracking (customer spec §7: category 1, goal 3), and the optional customer behind a public call. */
import type { Deps } from '../../deps';
import { tracking } from '@saakh/domain/constants';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { FunnelEvent, TrackingEventInput, Utms } from '@saakh/domain/tracking';
import type { Executor } from '../../db/client';
import { recordJourneyEvent } from '../reporting/rollup.service';
import * as repo from './tracking.repository';

function cleanUtms(utms: Utms | undefined): Utms | null {
  if (!utms) return null;
  const entries = Object.entries(utms).filter(([, value]) => typeof value === 'string' && value !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as Utms) : null;
}

/** An event the page reports. The app id counts only when it is the caller's own journey. */
export async function recordEvent(
  deps: Pick<Deps, 'db'>,
  caller: { userId: number | null; ip: string },
  input: TrackingEventInput,
): Promise<void> {
  const { userId } = caller;
  const appProduct =
    userId !== null && input.appId !== undefined ? await repo.ownAppProduct(deps.db, input.appId, userId) : undefined;
  const appId = appProduct ? (input.appId as number) : null;
  const byKey = input.partner ? await repo.findPartnerIdByKey(deps.db, input.partner) : undefined;
  const partnerId = byKey ?? (userId !== null ? await repo.findUserPartnerId(deps.db, userId) : null);
  const product = appProduct ?? input.product ?? null;
  const utms = cleanUtms(input.utms);
  await deps.db.transaction(async (tx) => {
    const at = await repo.insertEvent(tx, {
      event: input.event,
      categoryId: input.categoryId,
      goalId: input.goalId,
      userId,
      appId,
      partnerId,
      urlSegment: input.urlSegment ?? null,
      path: input.path ?? null,
      utms,
      product,
      ip: caller.ip,
    });
    if (userId !== null) await recordJourneyEvent(tx, { userId, event: input.event, partnerId, product, utms, at });
  });
}

/** An event the server itself observes (e.g. offers shown), attributed to the customer's partner. */
export async function recordServerEvent(
  db: Executor,
  event: {
    event: FunnelEvent;
    userId: number;
    appId: number;
    product: LoanProductCode;
    partnerId: number | null;
    ip?: string;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const at = await repo.insertEvent(tx, {
      event: event.event,
      categoryId: tracking.categoryId,
      goalId: tracking.goalId,
      userId: event.userId,
      appId: event.appId,
      partnerId: event.partnerId,
      product: event.product,
      ip: event.ip ?? null,
    });
    await recordJourneyEvent(tx, { ...event, utms: null, at });
  });
}

/** The partner a public link names by its key (a tracking link's or a merchant's `partner` parameter), if any. */
export function findPartnerIdByKey(...args: Parameters<typeof repo.findPartnerIdByKey>) {
  return repo.findPartnerIdByKey(...args);
}
