import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LenderRevenueItem, SetLenderRevenueOrderInput } from '@saakh/domain/revenue';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lenderRevenueQueryOptions } from './get-lender-revenue';

export function setRevenueOrder(input: SetLenderRevenueOrderInput) {
  return api<undefined>('/api/lender-revenue/set-order', { body: input });
}

/**
 * A drag-and-drop reorder is shown at once and saved at once; a failure says 'Failed to update order' and
 * reloads the table from the server (admin spec §4, §8).
 */
export function useSetRevenueOrder(lenderId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const key = lenderRevenueQueryOptions(lenderId).queryKey;
  return useMutation({
    mutationFn: (items: LenderRevenueItem[]) =>
      setRevenueOrder({ lender_id: lenderId, lender_revenue_ids: items.map((item) => item.id) }),
    meta: { silent: true },
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, items);
    },
    onSuccess: () => toast(t('revenueOrderUpdated', { ns: 'domain' }), 'success'),
    onError: () => {
      toast(t('revenue.orderFailed'), 'error');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
