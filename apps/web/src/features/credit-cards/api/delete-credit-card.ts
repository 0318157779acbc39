import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreditCard, DeleteCreditCardInput } from '@saakh/domain/credit-cards';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { creditCardListsKey } from './get-credit-cards';

export function deleteCreditCard(input: DeleteCreditCardInput) {
  return api<undefined>('/api/safe-delete-credit-card', { body: input });
}

/** A failure shows the server's message in an error toast (the query client's default). */
export function useDeleteCreditCard() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: deleteCreditCard,
    onSuccess: (_answer, { category_id }) => {
      patchCachedPages<CreditCard>(queryClient, creditCardListsKey, (card) =>
        card.category_id === category_id ? null : card,
      );
      toast(t('creditCardDeleted'), 'success');
      return rereadLists(queryClient, creditCardListsKey);
    },
  });
}
