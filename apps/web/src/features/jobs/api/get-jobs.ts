import { useQuery } from '@tanstack/react-query';
import type { Job } from '@saakh/domain/jobs';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const jobsKey = ['jobs'] as const;

/** One page of background jobs (GET /api/admin/jobs), dead letters first when filtered by status=failed. */
export function jobsQueryOptions(query: ListQuery) {
  return listQueryOptions<Job>([...jobsKey, 'list'], '/api/admin/jobs', query);
}

export function useJobs(query: ListQuery) {
  return useQuery(jobsQueryOptions(query));
}
