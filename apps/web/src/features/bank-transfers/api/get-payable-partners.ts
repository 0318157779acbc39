import { useQuery } from '@tanstack/react-query';
import type { PayablePartner } from '@saakh/domain/bank-transfers';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { bankTransfersKey } from './get-bank-transfers';

/** One page of the partners a bank file could pay now. */
export function usePayablePartners(query: ListQuery) {
  return useQuery(
    listQueryOptions<PayablePartner>(
      [...bankTransfersKey, 'payable-partners'],
      '/api/admin/bank-transfers/payable-partners',
      query,
    ),
  );
}
