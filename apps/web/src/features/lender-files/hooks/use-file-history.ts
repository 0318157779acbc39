import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { STATUS_FILE_REFRESH_MS } from '@saakh/domain/constants';
import type { IngestKind } from '@saakh/domain/ingestion';
import type { ListQuery } from '@/lib/list-query';
import { commissionKey } from '../api/get-commission-variance';
import { applicationStatusFilesQueryOptions } from '../api/get-application-status-files';
import { ingestFilesKey, ingestFilesQueryOptions } from '../api/get-ingest-files';
import { misExceptionsKey } from '../api/get-mis-exceptions';

/**
 * A kind's upload history, one page at a time, read again every 30 seconds (admin spec §2.6, §9). The status file
 * keeps the spec's own list call; the other kinds use the generic one.
 */
export function useFileHistory(kind: IngestKind, query: ListQuery) {
  const options = kind === 'status' ? applicationStatusFilesQueryOptions(query) : ingestFilesQueryOptions(kind, query);
  return useQuery({ ...options, refetchInterval: STATUS_FILE_REFRESH_MS });
}

/** What an applied file changes: the histories, and for MIS and commission files the queue or the money views. */
export function useRefreshAfterApply(kind: IngestKind) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ingestFilesKey(kind) });
    if (kind === 'mis') void queryClient.invalidateQueries({ queryKey: misExceptionsKey });
    if (kind === 'commission') void queryClient.invalidateQueries({ queryKey: commissionKey });
  }, [queryClient, kind]);
}
