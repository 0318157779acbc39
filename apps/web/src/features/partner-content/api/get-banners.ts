import { useQuery } from '@tanstack/react-query';
import type { PartnerBanner, PartnerProduct } from '@saakh/domain/partner-content';
import { api } from '@/lib/api-client';
import { partnerContentKey } from './get-offerings';

/** Banners, each drawn with the partner's logo on the server (GET /api/partner/content/banners). */
export function usePartnerBanners(product: PartnerProduct | undefined, language: string) {
  return useQuery({
    queryKey: [...partnerContentKey, 'banners', product ?? 'all', language],
    queryFn: () => api<PartnerBanner[]>(`/api/partner/content/banners${product ? `?product=${product}` : ''}`),
  });
}
