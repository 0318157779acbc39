import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateLenderInput, Lender } from '@saakh/domain/lenders';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshLenderLists } from '../utils/lender-cache';

export function createLender(input: CreateLenderInput) {
  return api<Lender>('/api/create-lender', { body: input });
}

/** The dialog shows a refusal itself; success reads the lists again, where the new lender takes its place. */
export function useCreateLender() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: createLender,
    meta: { silent: true },
    onSuccess: () => {
      void refreshLenderLists(queryClient);
      toast(t('lenderCreated'), 'success');
    },
  });
}
