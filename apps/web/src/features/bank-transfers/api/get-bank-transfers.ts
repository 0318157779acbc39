import { useQuery } from '@tanstack/react-query';
import type { BankTransferBatch } from '@saakh/domain/bank-transfers';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

/** Every bank-transfer query starts with this key, so preparing a file or reading an answer reloads them all. */
export const bankTransfersKey = ['bank-transfers'] as const;

/** One page of bank files (GET /api/admin/bank-transfers on the list contract). */
export function useBankTransfers(query: ListQuery) {
  return useQuery(
    listQueryOptions<BankTransferBatch>([...bankTransfersKey, 'list'], '/api/admin/bank-transfers', query),
  );
}
