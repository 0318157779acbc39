import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateLenderInput, Lender } from '@saakh/domain/lenders';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { addLender } from '../utils/lender-cache';

export function createLender(input: CreateLenderInput) {
  return api<Lender>('/api/create-lender', { body: input });
}

/** The dialog shows a refusal itself; success adds the row to the cached lists without reading them again. */
export function useCreateLender() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: createLender,
    meta: { silent: true },
    onSuccess: (lender) => {
      addLender(queryClient, lender);
      toast(t('lenderCreated'), 'success');
    },
  });
}
