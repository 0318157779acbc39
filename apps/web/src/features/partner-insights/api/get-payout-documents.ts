/** The partner's own payouts' invoices and its TDS certificate data (Form 16A) of a financial year. */
import { useQuery } from '@tanstack/react-query';
import type { PartnerTds, PayoutDocument } from '@saakh/domain/payout-documents';
import { api } from '@/lib/api-client';
import { partnerInsightsKey } from './get-insight-options';

export function usePartnerPayoutDocuments() {
  return useQuery({
    queryKey: [...partnerInsightsKey, 'payout-documents'],
    queryFn: ({ signal }) => api<PayoutDocument[]>('/api/partner/payout-documents', { signal }),
    meta: { silent: true },
  });
}

export function usePartnerTds(fy: string) {
  return useQuery({
    queryKey: [...partnerInsightsKey, 'tds', fy],
    queryFn: ({ signal }) => api<PartnerTds>(`/api/partner/tds?fy=${encodeURIComponent(fy)}`, { signal }),
    meta: { silent: true },
  });
}

/** One of the partner's payouts' invoice or payment advice, as PDF (English or Hindi) or XLSX. */
export function partnerPayoutDocumentHref(payoutId: number, format: 'pdf' | 'xlsx', lang: 'en' | 'hi'): string {
  return `/api/partner/payouts/${payoutId}/document/download?format=${format}&lang=${lang}`;
}
