import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eligibilityColumnProperties, type AdminEligibilityRow } from '@saakh/domain/eligibility';
import type { Lender } from '@saakh/domain/lenders';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { eligibilityKey } from './get-eligibility';

export type EligibilityColumn = keyof typeof eligibilityColumnProperties;
export type EligibilityChanges = Partial<Record<EligibilityColumn, string | null>>;
export type UpdateEligibilityInput = { lenderId: number; changes: EligibilityChanges };

/** Each changed text is one update-lender-data call on its *_text property, one after the other. */
export async function updateEligibility({ lenderId, changes }: UpdateEligibilityInput): Promise<Lender | null> {
  let lender: Lender | null = null;
  for (const [column, value] of Object.entries(changes) as [EligibilityColumn, string | null][]) {
    lender = await api<Lender>('/api/update-lender-data', {
      body: { lender_id: lenderId, property: eligibilityColumnProperties[column], value },
    });
  }
  return lender;
}

function toRow(row: AdminEligibilityRow, lender: Lender): AdminEligibilityRow {
  return {
    ...row,
    age: lender.age_text,
    employment: lender.employment_text,
    income: lender.income_text,
    min_loan: lender.min_loan_text,
    max_loan: lender.max_loan_text,
    cibil: lender.cibil_text,
    lender_journey: lender.lender_journey_text,
  };
}

/** The dialog shows a refusal itself; after any outcome the row shows what the server holds. */
export function useUpdateEligibility() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: updateEligibility,
    meta: { silent: true },
    onSuccess: (lender) => {
      if (!lender) return;
      queryClient.setQueryData<AdminEligibilityRow[]>(eligibilityKey, (rows) =>
        rows?.map((row) => (row.lender_id === lender.lender_id ? toRow(row, lender) : row)),
      );
      toast(t('lenderUpdated'), 'success');
    },
    // Some texts may have been saved before the refusal: read the list again.
    onError: () => void queryClient.invalidateQueries({ queryKey: eligibilityKey }),
  });
}
