import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPartner, PartnerUtmInput } from '@saakh/domain/partner-admin';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { storePartner } from './get-partner';

export type UpdatePartnerUtmVariables = { id: number; input: PartnerUtmInput };

export function updatePartnerUtm({ id, input }: UpdatePartnerUtmVariables) {
  return api<AdminPartner>(`/api/update-partner-utm/${id}`, { body: input });
}

export function useUpdatePartnerUtm() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: updatePartnerUtm,
    meta: { silent: true },
    onSuccess: (partner) => {
      storePartner(queryClient, partner);
      toast(t('partnerUtmUpdated'), 'success');
    },
  });
}
