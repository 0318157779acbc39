import { useQuery } from '@tanstack/react-query';
import { STATUS_FILE_REFRESH_MS } from '@saakh/domain/constants';
import type { IngestFileRecord, IngestKind } from '@saakh/domain/ingestion';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

/** Every query of lender files (histories and single files) sits under this key. */
export const lenderFilesKey = ['lender-files'] as const;

export function ingestFilesKey(kind: IngestKind) {
  return [...lenderFilesKey, kind, 'list'] as const;
}

/** One page of a kind's upload history (GET /api/ingest-files?kind=…). */
export function ingestFilesQueryOptions(kind: IngestKind, query: ListQuery) {
  return listQueryOptions<IngestFileRecord>(ingestFilesKey(kind), '/api/ingest-files', { kind, ...query });
}

/** Read again every 30 seconds, as the status file's history is (admin spec §9). */
export function useIngestFiles(kind: IngestKind, query: ListQuery) {
  return useQuery({ ...ingestFilesQueryOptions(kind, query), refetchInterval: STATUS_FILE_REFRESH_MS });
}
