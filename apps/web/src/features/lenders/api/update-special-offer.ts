import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Lender } from '@saakh/domain/lenders';
import { toast } from '@/lib/toast';
import { patchLenderField, refreshLenderLists, reloadLender } from '../utils/lender-cache';
import { updateLender, useUpdateFailedText } from './update-lender';

export type SpecialOfferInput = {
  lender_id: number;
  so_text: string | null;
  /** The Hindi beside it (decision 025); null: customers reading Hindi see the English. */
  so_text_hi: string | null;
  so_date_start: string | null;
  so_date_end: string | null;
  /** A flat processing fee in rupees that prices the offer while it is active; null: the offer is a note. */
  so_processing_fee: number | null;
};

/**
 * The Special Offer dialog's update calls, in the order the server checks them: text (English, then Hindi), the flat
 * fee, start, end (spec §7).
 */
export async function updateSpecialOffer({ lender_id, ...offer }: SpecialOfferInput): Promise<Lender> {
  await updateLender({ lender_id, property: 'so_text', value: offer.so_text });
  await updateLender({ lender_id, property: 'so_text_hi', value: offer.so_text_hi });
  await updateLender({ lender_id, property: 'so_processing_fee', value: offer.so_processing_fee });
  await updateLender({ lender_id, property: 'so_date_start', value: offer.so_date_start });
  return updateLender({ lender_id, property: 'so_date_end', value: offer.so_date_end });
}

export function useUpdateSpecialOffer() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  const failedText = useUpdateFailedText();
  return useMutation({
    mutationFn: updateSpecialOffer,
    meta: { silent: true },
    onSuccess: (lender) => {
      const { so_text, so_text_hi, so_date_start, so_date_end, so_processing_fee, updated_at } = lender;
      patchLenderField(queryClient, lender.lender_id, {
        so_text,
        so_text_hi,
        so_date_start,
        so_date_end,
        so_processing_fee,
        updated_at,
      });
      void refreshLenderLists(queryClient);
      toast(t('lenderUpdated'), 'success');
    },
    onError: (error, { lender_id }) => {
      void reloadLender(queryClient, lender_id);
      toast(failedText(error), 'error');
    },
  });
}
