import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Lender, LenderProperty, UpdateLenderInput } from '@saakh/domain/lenders';
import { ApiError, api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { patchLenderField, refreshLenderLists, reloadLender } from '../utils/lender-cache';

export function updateLender(input: UpdateLenderInput) {
  return api<Lender>('/api/update-lender-data', { body: input });
}

/** Values that are final as chosen (checkboxes, toggles, dropdowns) show before the server answers. */
const immediateProperties = new Set<LenderProperty>([
  'salaried',
  'self_employed',
  'business',
  'lender_status',
  'so_status',
  'autosubmission',
  'api',
  'ticket_class',
  'credit_score_class',
  'lender_group_ids',
  'lender_mode',
  'lender_kind',
]);

/** Only the edited field is taken from the answer, so two edits in flight never undo each other. */
export function changedFields(lender: Lender, property: LenderProperty): Partial<Lender> {
  const fields: Partial<Lender> = { [property]: lender[property], updated_at: lender.updated_at };
  if (property === 'lender_status') fields.status_reason = lender.status_reason;
  return fields;
}

/** The server's message when it answered, else 'Update failed' (admin spec §8). */
export function useUpdateFailedText() {
  const { t } = useTranslation('admin-catalogue');
  return (error: unknown) =>
    error instanceof ApiError && error.status > 0 && error.message ? error.message : t('updateFailed');
}

/**
 * One lender field through update-lender-data. Success updates the cached row and toasts; a failure reloads the
 * lender and toasts the server's message or 'Update failed' (admin spec §4, §8).
 */
export function useUpdateLender() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  const failedText = useUpdateFailedText();
  return useMutation({
    mutationFn: updateLender,
    meta: { silent: true },
    onMutate: ({ lender_id, property, value }) => {
      if (immediateProperties.has(property)) patchLenderField(queryClient, lender_id, { [property]: value });
    },
    onSuccess: (lender, { property }) => {
      patchLenderField(queryClient, lender.lender_id, changedFields(lender, property));
      void refreshLenderLists(queryClient);
      toast(t('lenderUpdated'), 'success');
    },
    onError: (error, { lender_id }) => {
      void reloadLender(queryClient, lender_id);
      toast(failedText(error), 'error');
    },
  });
}
