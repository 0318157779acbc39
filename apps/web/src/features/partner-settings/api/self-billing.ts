/** The partner's agreement that Saakh issues its GST invoices for payouts (self-billing). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelfBilling, SelfBillingInput } from '@saakh/domain/payout-documents';
import { api, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { partnerSettingsKey } from './settings';

const selfBillingKey = [...partnerSettingsKey, 'self-billing'] as const;

export function useSelfBilling() {
  return useQuery({
    queryKey: selfBillingKey,
    queryFn: ({ signal }) => api<SelfBilling>('/api/partner/settings/self-billing', { signal }),
    meta: { silent: true },
  });
}

export function useSetSelfBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SelfBillingInput) =>
      apiRequest<SelfBilling>('/api/partner/settings/self-billing', { body: input }),
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      queryClient.setQueryData(selfBillingKey, answer.data);
    },
  });
}
