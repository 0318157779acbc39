/** Background jobs as admins see them: what ran, what failed for good (dead letters), and sending one round again. */
import type { Job, JobListQuery, JobPage, JobsOverview } from '@saakh/domain/jobs';
import { jobStatuses } from '@saakh/domain/jobs';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.repository';
import * as repo from './jobs.repository';

function toJob(row: repo.JobRow): Job {
  return { ...row, created_at: row.created_at.toISOString(), finished_at: row.finished_at?.toISOString() ?? null };
}

export async function listJobs(deps: Pick<Deps, 'db'>, query: JobListQuery): Promise<JobPage> {
  const page = await repo.listJobs(deps.db, query);
  return { ...page, items: page.items.map(toJob) };
}

export async function overview(deps: Pick<Deps, 'db'>): Promise<JobsOverview> {
  const { counts, hourly } = await repo.overview(deps.db);
  const byStatus = Object.fromEntries(jobStatuses.map((status) => [status, 0])) as JobsOverview['counts'];
  for (const { status, n } of counts) byStatus[status] = n;
  return { counts: byStatus, hourly };
}

/** A dead letter goes round again under a new job id; the admin who did it is audited. */
export async function retryJob(deps: Pick<Deps, 'db' | 'jobs'>, session: Session, id: number): Promise<Job> {
  const row = await deps.db.transaction(async (tx) => {
    const requeued = await repo.requeueFailed(tx, id);
    if (!requeued) {
      const exists = await repo.findOutbox(tx, id);
      throw exists ? new AppError('conflict', 'jobNotFailed') : new AppError('not_found', 'notFound');
    }
    await recordAudit(tx, session, [
      { action: 'job.retry', entity: 'job', entityId: id, field: 'status', oldValue: 'failed', newValue: 'pending' },
    ]);
    return requeued;
  });
  await deps.jobs.relay();
  return toJob({
    id: row.id,
    queue: row.queue,
    key: row.idempotency_key,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at,
    finished_at: row.finished_at,
  });
}
