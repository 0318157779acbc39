/**
 * Queueing applications for a lender's API (decision 044): the lifecycle's `submitted` subscriber and an admin's
 * "Send to lender" write the submission and ask for its send job here. This file stays free of the applications
 * module, which imports the lifecycle's subscribers: the send job itself is lender-sending.service's.
 */
import { z } from 'zod';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/jobs';
import * as repo from './lender-connectors.repository';

/** The send job's queue: one job per try of one application (lender-sending.service defines what it runs). */
export const lenderSendQueue = {
  queue: 'lender-connectors.send',
  payload: z.object({ applicationId: z.uuid(), attempt: z.number().int().min(1) }),
} satisfies JobQueue<{ applicationId: string; attempt: number }>;

/**
 * Asks for try `attempt` of a submission, now or later. The key names the submission's round (when it was queued)
 * and the try, so a rerun asks once, and a failed submission queued again starts afresh.
 */
export async function enqueueSend(
  deps: Pick<Deps, 'jobs'>,
  executor: Executor,
  submission: { application_id: string; queued_at: Date },
  attempt: number,
  startAfter?: Date,
): Promise<void> {
  await deps.jobs.enqueue(
    executor,
    lenderSendQueue,
    { applicationId: submission.application_id, attempt },
    {
      key: `lender-connectors.send:${submission.application_id}:${submission.queued_at.getTime()}:${attempt}`,
      startAfter,
    },
  );
}

/**
 * The lifecycle's subscriber (decision 031): of these just-submitted applications, those whose lender sends by API with
 * autosubmission on get a queued submission and their send job, in the caller's transaction. One already sent is
 * left as it is.
 */
export async function queueAutosubmissions(
  deps: Pick<Deps, 'jobs'>,
  tx: Executor,
  applicationIds: string[],
): Promise<void> {
  for (const { applicationId, lenderId } of await repo.autosubmittedApplications(tx, [...new Set(applicationIds)])) {
    const submission = await repo.insertSubmission(tx, { applicationId, lenderId, queuedBy: null });
    if (submission) await enqueueSend(deps, tx, submission, 1);
  }
}
