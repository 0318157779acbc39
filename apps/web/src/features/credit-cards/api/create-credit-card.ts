import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateCreditCardInput, CreditCard } from '@saakh/domain/credit-cards';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { creditCardListsKey } from './get-credit-cards';

export function createCreditCard(input: CreateCreditCardInput) {
  return api<CreditCard>('/api/create-credit-card', { body: input });
}

/** Create errors are only logged (admin spec §8); the dialog shows the refusal under the name. */
export function useCreateCreditCard() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: createCreditCard,
    meta: { silent: true },
    onSuccess: () => {
      toast(t('creditCardCreated'), 'success');
      return queryClient.invalidateQueries({ queryKey: creditCardListsKey });
    },
    onError: (error) => console.error('create-credit-card failed', error),
  });
}
