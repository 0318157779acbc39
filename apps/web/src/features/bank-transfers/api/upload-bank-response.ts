import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankResponseAnswer } from '@saakh/domain/bank-transfers';
import { apiUpload, type UploadOptions } from '@/lib/api-upload';
import { toast } from '@/lib/toast';
import { bankTransferKey } from './get-bank-transfer';
import { bankTransfersKey } from './get-bank-transfers';

/** The largest response file sent; the server refuses larger ones too. */
export const BANK_RESPONSE_MAX_BYTES = 2 * 1024 * 1024;
export const BANK_RESPONSE_EXTENSIONS = ['.csv', '.xlsx'] as const;

export type UploadBankResponseInput = { id: number; file: File; options?: UploadOptions };

/** POST /api/admin/bank-transfers/{id}/response, multipart `file`: each row is answered with what happened. */
export async function uploadBankResponse({ id, file, options }: UploadBankResponseInput) {
  const body = new FormData();
  body.append('file', file);
  return apiUpload<BankResponseAnswer>(`/api/admin/bank-transfers/${id}/response`, body, options);
}

export function useUploadBankResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBankResponse,
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(bankTransferKey(answer.data.batch.id), answer.data.batch);
      if (answer.message) toast(answer.message, 'success');
      // Payouts were recorded: the partners' payables and details change too.
      void queryClient.invalidateQueries({ queryKey: ['merchants'] });
      return queryClient.invalidateQueries({ queryKey: [...bankTransfersKey, 'list'] });
    },
  });
}
