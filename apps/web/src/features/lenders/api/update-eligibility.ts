import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eligibilityColumnProperties } from '@saakh/domain/eligibility';
import type { Lender } from '@saakh/domain/lenders';
import { toast } from '@/lib/toast';
import { patchLenderField, refreshLenderLists, reloadLender } from '../utils/lender-cache';
import { updateLender } from './update-lender';

export type EligibilityColumn = keyof typeof eligibilityColumnProperties;
export type EligibilityChanges = Partial<Record<EligibilityColumn, string | null>>;
export type UpdateEligibilityInput = { lenderId: number; changes: EligibilityChanges };

/** Each changed text is one update-lender-data call on its *_text property, one after the other (admin spec §7). */
export async function updateEligibility({ lenderId, changes }: UpdateEligibilityInput): Promise<Lender | null> {
  let lender: Lender | null = null;
  for (const [column, value] of Object.entries(changes) as [EligibilityColumn, string | null][]) {
    lender = await updateLender({ lender_id: lenderId, property: eligibilityColumnProperties[column], value });
  }
  return lender;
}

/**
 * The eligibility dialog's save, with the lenders' one cache policy: the texts show in every cached list, then the
 * lists are read again. Some texts may have been saved before a refusal, so a failure reloads the lender.
 */
export function useUpdateEligibility() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: updateEligibility,
    meta: { silent: true },
    onSuccess: (lender) => {
      if (!lender) return;
      patchLenderField(queryClient, lender.lender_id, lender);
      void refreshLenderLists(queryClient);
      toast(t('lenderUpdated'), 'success');
    },
    onError: (_error, { lenderId }) => reloadLender(queryClient, lenderId),
  });
}
