import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExport, DataExportFormat } from '@saakh/domain/data-rights';
import { api } from '@/lib/api-client';
import { myDataKey } from './get-my-data';

export const dataExportsKey = [...myDataKey, 'exports'] as const;

/** How often the list is read again while a download is being made. */
export const DATA_EXPORT_POLL_MS = 2_000;

/** A download the job has not finished: queued or running. */
export function isInProgress(item: DataExport): boolean {
  return item.status === 'queued' || item.status === 'running';
}

/**
 * The customer's downloads still kept, newest first (GET /api/customer/my-data/exports), read again every 2 s while
 * one is queued or running and not at all otherwise.
 */
export function dataExportsQueryOptions() {
  return queryOptions({
    queryKey: dataExportsKey,
    queryFn: ({ signal }) => api<DataExport[]>('/api/customer/my-data/exports', { signal, kind: 'customer' }),
    meta: { silent: true },
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? DATA_EXPORT_POLL_MS : false),
  });
}

export function useDataExports() {
  return useQuery(dataExportsQueryOptions());
}

/** A finished download's file, as an attachment the browser saves (the session cookie goes with the link). */
export function dataExportFileUrl(id: number, format: DataExportFormat): string {
  return `/api/customer/my-data/exports/${id}/file?format=${format}`;
}
