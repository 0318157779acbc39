/** Background jobs as admins see them: what ran, what failed for good (dead letters), and sending one round again. */
import { rangeInstants, resolveRange, type DateRangeQuery, type DayRange } from '@saakh/domain/date-ranges';
import type { Job, JobListQuery, JobPage, JobsOverview, JobsOverviewQuery } from '@saakh/domain/jobs';
import { jobStatuses } from '@saakh/domain/jobs';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import * as repo from './jobs.repository';

function toJob(row: repo.JobRow): Job {
  return { ...row, created_at: row.created_at.toISOString(), finished_at: row.finished_at?.toISOString() ?? null };
}

/** The days a query names, or its date field's 422. */
function daysOf(deps: Pick<Deps, 'clock'>, query: DateRangeQuery, fallback: 'today' | null): DayRange | null {
  if (!fallback && !query.preset && !query.from && !query.to) return null;
  const resolved = resolveRange(query, deps.clock.now(), fallback ?? 'today');
  if (!resolved.ok) throw fieldError(resolved.field, resolved.message);
  return resolved.range;
}

export async function listJobs(deps: Pick<Deps, 'db' | 'clock'>, query: JobListQuery): Promise<JobPage> {
  const days = daysOf(deps, query, null);
  const page = await repo.listJobs(deps.db, query, days ? rangeInstants(days) : undefined);
  return { ...page, items: page.items.map(toJob) };
}

export async function overview(deps: Pick<Deps, 'db' | 'clock'>, query: JobsOverviewQuery): Promise<JobsOverview> {
  const days = daysOf(deps, query, 'today') as DayRange;
  const unit = days.from === days.to ? 'hour' : 'day';
  const { counts, points } = await repo.overview(deps.db, rangeInstants(days), unit);
  const byStatus = Object.fromEntries(jobStatuses.map((status) => [status, 0])) as JobsOverview['counts'];
  for (const { status, n } of counts) byStatus[status] = n;
  return { ...days, counts: byStatus, unit, points };
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
