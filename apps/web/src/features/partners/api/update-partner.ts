import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPartner, UpdatePartnerInput } from '@saakh/domain/partner-admin';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { storePartner } from './get-partner';

export type UpdatePartnerVariables = { id: number; input: UpdatePartnerInput };

export function updatePartner({ id, input }: UpdatePartnerVariables) {
  return api<AdminPartner>(`/api/admin/partners/${id}`, { body: input });
}

/** Branding and settings: only the changed fields are sent; the form shows a refusal itself. */
export function useUpdatePartner() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: updatePartner,
    meta: { silent: true },
    onSuccess: (partner) => {
      storePartner(queryClient, partner);
      toast(t('partnerUpdated'), 'success');
    },
  });
}
