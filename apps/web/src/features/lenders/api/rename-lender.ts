import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { patchLenderField, refreshLenderLists } from '../utils/lender-cache';
import { updateLender } from './update-lender';

export type RenameLenderInput = { lender_id: number; name: string };

export function renameLender({ lender_id, name }: RenameLenderInput) {
  return updateLender({ lender_id, property: 'name', value: name });
}

/** The Edit dialog's rename: update-lender-data on `name`; the dialog shows a refusal itself (admin spec §2.5). */
export function useRenameLender() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: renameLender,
    meta: { silent: true },
    onSuccess: (lender) => {
      patchLenderField(queryClient, lender.lender_id, { name: lender.name, updated_at: lender.updated_at });
      void refreshLenderLists(queryClient);
      toast(t('lenderUpdated'), 'success');
    },
  });
}
