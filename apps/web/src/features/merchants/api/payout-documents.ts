/** Each payout's invoice (Saakh's self-billed one, the partner's own, or a payment advice) and the partner's consent. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerInvoiceInput, PayoutDocument, SelfBilling } from '@saakh/domain/payout-documents';
import { api, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantPartnerKey } from './get-merchant-partner';

const documentsKey = (partnerId: number) => [...merchantPartnerKey(partnerId), 'payout-documents'] as const;

export function usePayoutDocuments(partnerId: number) {
  return useQuery({
    queryKey: documentsKey(partnerId),
    queryFn: ({ signal }) => api<PayoutDocument[]>(`/api/admin/merchants/${partnerId}/payout-documents`, { signal }),
    meta: { silent: true },
  });
}

export function useAdminSelfBilling(partnerId: number) {
  return useQuery({
    queryKey: [...merchantPartnerKey(partnerId), 'self-billing'] as const,
    queryFn: ({ signal }) => api<SelfBilling>(`/api/admin/merchants/${partnerId}/self-billing`, { signal }),
    meta: { silent: true },
  });
}

/** A payout's self-billed invoice or payment advice, as PDF (English or Hindi) or XLSX. */
export function payoutDocumentHref(payoutId: number, format: 'pdf' | 'xlsx', lang: 'en' | 'hi'): string {
  return `/api/admin/payouts/${payoutId}/document/download?format=${format}&lang=${lang}`;
}

export type RecordPartnerInvoiceVariables = { partnerId: number; payoutId: number; input: PartnerInvoiceInput };

/** The dialog shows a refusal (a bad number or date) itself. */
export function useRecordPartnerInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payoutId, input }: RecordPartnerInvoiceVariables) =>
      apiRequest<PayoutDocument>(`/api/admin/payouts/${payoutId}/partner-invoice`, { body: input }),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: (_answer, _error, { partnerId }) => queryClient.invalidateQueries({ queryKey: documentsKey(partnerId) }),
  });
}
