/**
 * Transactional messages on application status changes (decision 021): each application's current status on every
 * channel with an active transactional template for it, in the customer's language (users.language → languages;
 * English unless it is Hindi), written in the caller's transaction with their send job, so they exist exactly when
 * the status change commits.
 */
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import * as repo from './messaging.repository';
import { enqueueSend } from './sending';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queues, in the caller's transaction, the status message of each application's current status on every channel
 *  with an active template for that status; answers how many messages were queued. */
export async function queueStatusMessages(
  deps: Pick<Deps, 'jobs' | 'clock'>,
  executor: Executor,
  input: { applicationIds: string[]; source: 'status_change' | 'csr'; createdBy?: number },
): Promise<number> {
  const applicationIds = [...new Set(input.applicationIds.filter((id) => uuidPattern.test(id)))];
  if (applicationIds.length === 0) return 0;
  const ids = await repo.insertStatusMessages(executor, {
    applicationIds,
    source: input.source,
    createdBy: input.createdBy ?? null,
  });
  await enqueueSend(deps, executor, ids, { tag: `:${input.source}@${deps.clock.now().toISOString()}` });
  return ids.length;
}
