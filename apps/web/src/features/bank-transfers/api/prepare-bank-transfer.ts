import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankTransferDetail, PrepareBankTransferInput } from '@saakh/domain/bank-transfers';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { bankTransferKey } from './get-bank-transfer';
import { bankTransfersKey } from './get-bank-transfers';

export function prepareBankTransfer(input: PrepareBankTransferInput) {
  return apiRequest<BankTransferDetail>('/api/admin/bank-transfers', { body: input });
}

/** The dialog shows a refusal itself; the new file is cached for the view that opens next. */
export function usePrepareBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepareBankTransfer,
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(bankTransferKey(answer.data.id), answer.data);
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankTransfersKey }),
  });
}
