import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerProduct, ProductOffering, ProductOfferingDetail } from '@saakh/domain/partner-content';
import { api } from '@/lib/api-client';

export const partnerContentKey = ['partner-content'] as const;

/** Every product the partner sells with its providers and its own link (GET /api/partner/content/products). */
export function offeringsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...partnerContentKey, 'products', language],
    queryFn: () => api<ProductOffering[]>('/api/partner/content/products'),
  });
}

export function useOfferings(language: string) {
  return useQuery(offeringsQueryOptions(language));
}

/** One product: lenders, eligibility, payout and link (GET /api/partner/content/products/{product}). */
export function useOffering(product: PartnerProduct | null, language: string) {
  return useQuery({
    queryKey: [...partnerContentKey, 'product', product, language],
    queryFn: () => api<ProductOfferingDetail>(`/api/partner/content/products/${product}`),
    enabled: product !== null,
  });
}

/** The partner's QR code for a product (the partner's session cookie goes with an image or a download alike). */
export function productQrHref(product: PartnerProduct, format: 'png' | 'svg'): string {
  return `/api/partner/content/products/${product}/qr?format=${format}`;
}
