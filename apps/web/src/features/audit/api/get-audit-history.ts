import { useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditRow } from '@saakh/domain/audit';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export function auditHistoryKey(entity: AuditEntity, id: number | string) {
  return ['audit', entity, id] as const;
}

/** One page of a record's change history (GET /api/admin/audit/{entity}/{id} on the list contract). */
export function auditHistoryQueryOptions(entity: AuditEntity, id: number | string, query: ListQuery) {
  return listQueryOptions<AuditRow>(auditHistoryKey(entity, id), `/api/admin/audit/${entity}/${id}`, query);
}

export function useAuditHistory(entity: AuditEntity, id: number | string, query: ListQuery) {
  return useQuery(auditHistoryQueryOptions(entity, id, query));
}
