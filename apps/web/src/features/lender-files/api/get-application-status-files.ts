import { useQuery } from '@tanstack/react-query';
import { STATUS_FILE_REFRESH_MS } from '@saakh/domain/constants';
import type { IngestFileRecord } from '@saakh/domain/ingestion';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { ingestFilesKey } from './get-ingest-files';

/** One page of status file records through the spec's own call (GET /api/get-application-status-files-list). */
export function applicationStatusFilesQueryOptions(query: ListQuery) {
  return listQueryOptions<IngestFileRecord>(ingestFilesKey('status'), '/api/get-application-status-files-list', query);
}

/** Read again every 30 seconds (admin spec §2.6, §9) while the page is in view. */
export function useApplicationStatusFiles(query: ListQuery) {
  return useQuery({ ...applicationStatusFilesQueryOptions(query), refetchInterval: STATUS_FILE_REFRESH_MS });
}
