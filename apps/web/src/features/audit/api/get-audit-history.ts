import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditRow } from '@saakh/domain/audit';
import { api } from '@/lib/api-client';

export function getAuditHistory(entity: AuditEntity, id: number, signal?: AbortSignal) {
  return api<AuditRow[]>(`/api/admin/audit/${entity}/${id}`, { signal });
}

export function auditHistoryKey(entity: AuditEntity, id: number) {
  return ['admin-audit', entity, id] as const;
}

export function auditHistoryQueryOptions(entity: AuditEntity, id: number) {
  return queryOptions({
    queryKey: auditHistoryKey(entity, id),
    queryFn: ({ signal }) => getAuditHistory(entity, id, signal),
    staleTime: 0,
    meta: { silent: true },
  });
}

export function useAuditHistory(entity: AuditEntity, id: number) {
  return useQuery(auditHistoryQueryOptions(entity, id));
}
