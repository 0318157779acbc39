import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lenderRevenueQueryOptions } from './get-lender-revenue';

export function deleteRevenue(id: number) {
  return api<undefined>(`/api/lender-revenue/delete/${id}`, { method: 'POST' });
}

export function useDeleteRevenue(lenderId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  return useMutation({
    mutationFn: deleteRevenue,
    meta: { silent: true },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(lenderRevenueQueryOptions(lenderId).queryKey, (items) =>
        items?.filter((item) => item.id !== id),
      );
      toast(t('revenueDeleted', { ns: 'domain' }), 'success');
    },
    onError: () => toast(t('revenue.deleteFailed'), 'error'),
  });
}
