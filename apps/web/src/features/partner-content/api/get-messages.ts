import { useQuery } from '@tanstack/react-query';
import type { PartnerMessage, PartnerProduct } from '@saakh/domain/partner-content';
import { api } from '@/lib/api-client';
import { partnerContentKey } from './get-offerings';

/** Ready-made texts with the partner's link filled in (GET /api/partner/content/messages). */
export function usePartnerMessages(product: PartnerProduct | undefined, language: string) {
  return useQuery({
    queryKey: [...partnerContentKey, 'messages', product ?? 'all', language],
    queryFn: () => api<PartnerMessage[]>(`/api/partner/content/messages${product ? `?product=${product}` : ''}`),
  });
}
