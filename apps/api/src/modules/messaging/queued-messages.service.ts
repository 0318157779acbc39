/**
 * What other modules may do to messages already queued: the consents module stops a customer's queued promotional
 * messages on a channel in the transaction that withdraws their marketing consent there (issue 30 item 3). Kept apart
 * from messaging.service so that consents, which messaging's send rule asks, does not import messaging back.
 */
import type { MessageChannel } from '@saakh/domain/messaging';
import type { Executor } from '../../db/client';
import * as repo from './messaging.repository';
import type { SkipReason } from './sending';

/** Skips the customer's queued promotional messages on the channel; answers how many it stopped. */
export async function stopQueuedPromotional(
  tx: Executor,
  values: { userId: number; channel: MessageChannel; reason: Extract<SkipReason, 'consent_withdrawn'> },
): Promise<number> {
  return repo.skipQueuedPromotional(tx, values);
}
