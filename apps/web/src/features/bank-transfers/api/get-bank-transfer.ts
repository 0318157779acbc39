import { useQuery } from '@tanstack/react-query';
import type { BankTransferDetail } from '@saakh/domain/bank-transfers';
import { api } from '@/lib/api-client';
import { bankTransfersKey } from './get-bank-transfers';

export const bankTransferKey = (id: number) => [...bankTransfersKey, 'detail', id] as const;

/** A bank file with its transfers and their status. */
export function useBankTransfer(id: number) {
  return useQuery({
    queryKey: bankTransferKey(id),
    queryFn: ({ signal }) => api<BankTransferDetail>(`/api/admin/bank-transfers/${id}`, { signal }),
    meta: { silent: true },
  });
}

/** The bank file to upload to the bank (the browser downloads it with the session cookie). */
export const bankFileHref = (id: number) => `/api/admin/bank-transfers/${id}/file`;
