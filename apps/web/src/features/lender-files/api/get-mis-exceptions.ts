import { useQuery } from '@tanstack/react-query';
import type { MisException } from '@saakh/domain/reconciliation';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const misExceptionsKey = ['mis-exceptions'] as const;

/** One page of MIS rows that wait for (or had) an admin's decision (GET /api/mis-exceptions). */
export function misExceptionsQueryOptions(query: ListQuery) {
  return listQueryOptions<MisException>([...misExceptionsKey, 'list'], '/api/mis-exceptions', query);
}

export function useMisExceptions(query: ListQuery) {
  return useQuery(misExceptionsQueryOptions(query));
}
