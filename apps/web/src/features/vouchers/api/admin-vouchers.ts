import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVoucher, VoucherInput } from '@saakh/domain/vouchers';
import { apiRequest } from '@/lib/api-client';
import { type ListQuery, listQueryOptions, patchCachedPages, rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';

export const adminVouchersKey = ['admin', 'vouchers'] as const;

/** One page of vouchers (GET /api/admin/vouchers on the list contract). */
export function adminVouchersQueryOptions(query: ListQuery) {
  return listQueryOptions<AdminVoucher>([...adminVouchersKey, 'list'], '/api/admin/vouchers', query);
}

export function useAdminVouchers(query: ListQuery) {
  return useQuery(adminVouchersQueryOptions(query));
}

export type SaveVoucherVariables = { id: number | null; input: VoucherInput };

/** Adds a voucher (id null) or saves one; the dialog shows a refusal under its fields. */
export function saveVoucher({ id, input }: SaveVoucherVariables) {
  return id === null
    ? apiRequest<AdminVoucher>('/api/admin/vouchers', { body: input })
    : apiRequest<AdminVoucher>(`/api/admin/vouchers/${id}`, { method: 'PUT', body: input });
}

export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoucher,
    meta: { silent: true },
    onSuccess: (answer) => {
      patchCachedPages<AdminVoucher>(queryClient, [...adminVouchersKey, 'list'], (row) =>
        row.id === answer.data.id ? answer.data : row,
      );
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => rereadLists(queryClient, adminVouchersKey),
  });
}

export function deleteVoucher(id: number) {
  return apiRequest<undefined>(`/api/admin/vouchers/${id}`, { method: 'DELETE' });
}

export function useDeleteVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoucher,
    onSuccess: (answer, id) => {
      patchCachedPages<AdminVoucher>(queryClient, [...adminVouchersKey, 'list'], (row) => (row.id === id ? null : row));
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => rereadLists(queryClient, adminVouchersKey),
  });
}
