import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreditCard, UpdateCreditCardInput } from '@saakh/domain/credit-cards';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { creditCardListsKey } from './get-credit-cards';

export function updateCreditCard(input: UpdateCreditCardInput) {
  return api<CreditCard>('/api/update-credit-card-data', { body: input });
}

export type UseUpdateCreditCardOptions = {
  /** The edit dialog shows failures itself; toggles leave them to the error toast (admin spec §8). */
  silent?: boolean;
};

/** One card field; toggles show their new state at once and go back if the server refuses. */
export function useUpdateCreditCard({ silent = false }: UseUpdateCreditCardOptions = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: updateCreditCard,
    meta: { silent },
    onMutate: async ({ category_id, property, value }) => {
      if (property !== 'status' && property !== 'secured') return;
      await queryClient.cancelQueries({ queryKey: creditCardListsKey });
      patchCachedPages<CreditCard>(queryClient, creditCardListsKey, (card) =>
        card.category_id === category_id ? { ...card, [property]: value === 1 ? 1 : 0 } : card,
      );
    },
    onSuccess: (card) => {
      patchCachedPages<CreditCard>(queryClient, creditCardListsKey, (row) =>
        row.category_id === card.category_id ? card : row,
      );
      toast(t('creditCardUpdated'), 'success');
    },
    // Either way the pages are read again: the order (sort_order) or the filters may place the card anew, and a
    // refused toggle shows what the server holds.
    onSettled: () => rereadLists(queryClient, creditCardListsKey),
  });
}
