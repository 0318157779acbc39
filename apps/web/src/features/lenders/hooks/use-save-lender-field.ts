import { useCallback } from 'react';
import type { LenderProperty } from '@saakh/domain/lenders';
import { useUpdateLender } from '../api/update-lender';

/** Saves one lender field and tells the page (e.g. so it refreshes the audit history). */
export function useSaveLenderField(lenderId: number, onSaved?: () => void) {
  const { mutateAsync, isPending } = useUpdateLender();
  const save = useCallback(
    async (property: LenderProperty, value: unknown) => {
      const lender = await mutateAsync({ lender_id: lenderId, property, value });
      onSaved?.();
      return lender;
    },
    [lenderId, mutateAsync, onSaved],
  );
  return { save, isPending };
}
