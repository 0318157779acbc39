import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsOverview } from '@saakh/domain/jobs';
import { listQueryString } from '@saakh/domain/list-query-string';
import { api } from '@/lib/api-client';
import { jobsKey } from './get-jobs';

export type JobsOverviewQuery = { preset?: string; from?: string; to?: string };

export function jobsOverviewQueryOptions(query: JobsOverviewQuery) {
  return queryOptions({
    queryKey: [...jobsKey, 'overview', query],
    queryFn: ({ signal }) => api<JobsOverview>(`/api/admin/jobs/overview${listQueryString(query)}`, { signal }),
    staleTime: 0,
    meta: { silent: true },
  });
}

export function useJobsOverview(query: JobsOverviewQuery) {
  return useQuery(jobsOverviewQueryOptions(query));
}
