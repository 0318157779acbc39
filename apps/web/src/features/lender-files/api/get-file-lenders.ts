import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileLender } from '@saakh/domain/lender-file-profiles';
import { api } from '@/lib/api-client';
import { lenderFilesKey } from './get-ingest-files';

/** The lenders a file can be from (GET /api/lender-file-lenders), for the upload's and the mapping's lender select. */
export function fileLendersQueryOptions() {
  return queryOptions({
    queryKey: [...lenderFilesKey, 'lenders'] as const,
    queryFn: ({ signal }) => api<FileLender[]>('/api/lender-file-lenders', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFileLenders() {
  return useQuery(fileLendersQueryOptions());
}
