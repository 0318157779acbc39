import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeleteLenderInput } from '@saakh/domain/lenders';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshLenderLists, removeLender } from '../utils/lender-cache';

export function deleteLender(input: DeleteLenderInput) {
  return api<undefined>('/api/safe-delete-lender', { body: input });
}

/** On success the row leaves every cached list (admin spec §2.2); a failure toasts the server's message. */
export function useDeleteLender() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: deleteLender,
    onSuccess: (_answer, { lender_id }) => {
      removeLender(queryClient, lender_id);
      void refreshLenderLists(queryClient);
      toast(t('lenderDeleted'), 'success');
    },
  });
}
