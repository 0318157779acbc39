import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateLenderRevenuePayload, LenderRevenueItem, UpdateLenderRevenuePayload } from '@saakh/domain/revenue';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lenderRevenueQueryOptions } from './get-lender-revenue';

export function createRevenue(input: CreateLenderRevenuePayload) {
  return api<LenderRevenueItem>('/api/lender-revenue/create', { body: input });
}

export function updateRevenue(input: UpdateLenderRevenuePayload) {
  return api<LenderRevenueItem>('/api/lender-revenue/update', { body: input });
}

export type SaveRevenueInput =
  { mode: 'create'; input: CreateLenderRevenuePayload } | { mode: 'update'; input: UpdateLenderRevenuePayload };

function saveRevenue(save: SaveRevenueInput) {
  return save.mode === 'create' ? createRevenue(save.input) : updateRevenue(save.input);
}

/**
 * Adds or edits a revenue slab. The answer's item replaces or joins the cached table; failures say
 * 'Failed to add revenue' / 'Failed to update revenue' (admin spec §8) and the form keeps what was typed.
 */
export function useSaveRevenue(lenderId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  return useMutation({
    mutationFn: saveRevenue,
    meta: { silent: true },
    onSuccess: (item, { mode }) => {
      queryClient.setQueryData(lenderRevenueQueryOptions(lenderId).queryKey, (items) => {
        if (!items) return items;
        return mode === 'create' ? [...items, item] : items.map((row) => (row.id === item.id ? item : row));
      });
      toast(t(mode === 'create' ? 'revenueAdded' : 'revenueUpdated', { ns: 'domain' }), 'success');
    },
    onError: (_error, { mode }) => {
      toast(t(mode === 'create' ? 'revenue.addFailed' : 'revenue.updateFailed'), 'error');
    },
  });
}
