/** KYC and bank change requests as admins decide them (/api/admin/partner-bank-changes…). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBankChange, RejectBankChangeInput } from '@saakh/domain/partner-settings';
import { apiRequest } from '@/lib/api-client';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { partnerSupportKey } from './admin-tickets';

export function useBankChanges(query: ListQuery) {
  return useQuery(
    listQueryOptions<AdminBankChange>([...partnerSupportKey, 'bank-changes'], '/api/admin/partner-bank-changes', query),
  );
}

function useDecision<V>(send: (variables: V) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: partnerSupportKey });
    },
  });
}

export function useApproveBankChange() {
  return useDecision((id: number) =>
    apiRequest<AdminBankChange>(`/api/admin/partner-bank-changes/${id}/approve`, { method: 'POST', body: {} }),
  );
}

export function useRejectBankChange() {
  return useDecision(({ id, input }: { id: number; input: RejectBankChangeInput }) =>
    apiRequest<AdminBankChange>(`/api/admin/partner-bank-changes/${id}/reject`, { body: input }),
  );
}
