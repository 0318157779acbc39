import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPartner, PartnerRevenueInput } from '@saakh/domain/partner-admin';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { storePartner } from './get-partner';

export type UpdatePartnerRevenueVariables = { id: number; input: PartnerRevenueInput };

export function updatePartnerRevenue({ id, input }: UpdatePartnerRevenueVariables) {
  return api<AdminPartner>(`/api/update-partner-revenue-data/${id}`, { body: input });
}

export function useUpdatePartnerRevenue() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: updatePartnerRevenue,
    meta: { silent: true },
    onSuccess: (partner) => {
      storePartner(queryClient, partner);
      toast(t('partnerRevenueUpdated'), 'success');
    },
  });
}
