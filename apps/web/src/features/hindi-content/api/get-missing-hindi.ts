import { useQuery } from '@tanstack/react-query';
import type { MissingHindiItem } from '@saakh/domain/hindi-content';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const missingHindiKey = ['missing-hindi'] as const;

/** One page of the texts without Hindi (GET /api/admin/missing-hindi on the list contract). */
export function missingHindiQueryOptions(query: ListQuery) {
  return listQueryOptions<MissingHindiItem>([...missingHindiKey, 'list'], '/api/admin/missing-hindi', query);
}

export function useMissingHindi(query: ListQuery) {
  return useQuery(missingHindiQueryOptions(query));
}
