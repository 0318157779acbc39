import { useQuery } from '@tanstack/react-query';
import type { Page } from '@saakh/domain/lists';
import { api } from '@/lib/api-client';
import { messagingKey } from './keys';

type PartnerChoice = { id: number; name: string };

/** Partners to choose a segment by (the first 200 by name, from merchant management's list). */
export function usePartnerChoices() {
  return useQuery({
    queryKey: [...messagingKey, 'partners'],
    queryFn: ({ signal }) =>
      api<Page<PartnerChoice>>('/api/admin/merchants?page=1&pageSize=200&sort=name', { signal }).then((page) =>
        page.items.map(({ id, name }) => ({ id, name })),
      ),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
