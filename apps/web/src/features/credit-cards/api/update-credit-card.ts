import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreditCard, UpdateCreditCardInput } from '@saakh/domain/credit-cards';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { creditCardsKey, sortCards } from './get-credit-cards';

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
      if (property !== 'status' && property !== 'secured') return undefined;
      await queryClient.cancelQueries({ queryKey: creditCardsKey });
      const before = queryClient.getQueryData<CreditCard[]>(creditCardsKey);
      queryClient.setQueryData<CreditCard[]>(creditCardsKey, (cards) =>
        cards?.map((card) => (card.category_id === category_id ? { ...card, [property]: value === 1 ? 1 : 0 } : card)),
      );
      return { before };
    },
    onSuccess: (card) => {
      queryClient.setQueryData<CreditCard[]>(creditCardsKey, (cards) =>
        cards ? sortCards(cards.map((row) => (row.category_id === card.category_id ? card : row))) : cards,
      );
      toast(t('creditCardUpdated'), 'success');
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(creditCardsKey, context.before);
    },
  });
}
