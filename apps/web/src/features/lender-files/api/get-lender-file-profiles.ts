import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderFileProfile } from '@saakh/domain/lender-file-profiles';
import { api } from '@/lib/api-client';
import { lenderFilesKey } from './get-ingest-files';

export const lenderFileProfilesKey = [...lenderFilesKey, 'profiles'] as const;

/** The lenders' file profiles the admin's role may use (GET /api/lender-file-profiles). */
export function lenderFileProfilesQueryOptions() {
  return queryOptions({
    queryKey: lenderFileProfilesKey,
    queryFn: ({ signal }) => api<LenderFileProfile[]>('/api/lender-file-profiles', { signal }),
  });
}

export function useLenderFileProfiles() {
  return useQuery(lenderFileProfilesQueryOptions());
}
