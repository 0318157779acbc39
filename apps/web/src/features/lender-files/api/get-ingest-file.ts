import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IngestFile } from '@saakh/domain/ingestion';
import { api } from '@/lib/api-client';
import { lenderFilesKey } from './get-ingest-files';

/** How often a file being checked or applied is read again. */
export const INGEST_POLL_MS = 1000;

/** Whether the server is still working on the file: its progress is worth reading again. */
export function isIngestWorking(file: IngestFile | undefined): boolean {
  return file?.status === 'processing' && (file.stage === 'checking' || file.stage === 'applying');
}

export function ingestFileKey(id: number) {
  return [...lenderFilesKey, 'file', id] as const;
}

/** One file with its preview, progress and errors (GET /api/ingest-files/{id}), polled while it is worked on. */
export function ingestFileQueryOptions(id: number) {
  return queryOptions({
    queryKey: ingestFileKey(id),
    queryFn: ({ signal }) => api<IngestFile>(`/api/ingest-files/${id}`, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (isIngestWorking(query.state.data) ? INGEST_POLL_MS : false),
    // The screens show a failed load themselves, with Retry.
    meta: { silent: true },
  });
}

export function useIngestFile(id: number | null) {
  return useQuery({ ...ingestFileQueryOptions(id ?? 0), enabled: id !== null });
}
