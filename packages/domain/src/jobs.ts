import { z } from 'zod';
import { rowIdSchema } from './api';
import { dateRangeQueryShape } from './date-range-query';
import { listQuerySchema, optionalFilter, pageOf } from './lists';

/**
 * Background jobs as admins see them (the dead-letter view): every job a change caused, from its outbox row.
 * pending: written, not yet handed to the queue; queued: waiting or retrying; running; completed; failed: out of
 * retries (the dead letters).
 */
export const jobStatuses = ['pending', 'queued', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobSchema = z.object({
  id: z.number().int(),
  queue: z.string(),
  key: z.string(),
  status: z.enum(jobStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'finished_at', 'queue', 'attempts'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    status: optionalFilter(z.enum(jobStatuses, { error: 'invalidValue' })),
    queue: optionalFilter(z.string().max(60, { error: 'invalidValue' })),
    // The days the jobs were written in (India); without them, every job.
    ...dateRangeQueryShape,
  },
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobPageSchema = pageOf(jobSchema);
export type JobPage = z.infer<typeof jobPageSchema>;

/** The overview's days (default: today in India). */
export const jobsOverviewQuerySchema = z.object(dateRangeQueryShape);
export type JobsOverviewQuery = z.infer<typeof jobsOverviewQuerySchema>;

/**
 * Jobs written in a range of days: how many are in each status, and per point of time (hours of one day, else
 * days) how many were written, completed and failed, for the chart.
 */
export const jobsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  counts: z.record(z.enum(jobStatuses), z.number().int()),
  unit: z.enum(['hour', 'day']),
  points: z.array(
    z.object({ at: z.string(), written: z.number().int(), completed: z.number().int(), failed: z.number().int() }),
  ),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

export const jobIdParamsSchema = z.object({ id: rowIdSchema });
