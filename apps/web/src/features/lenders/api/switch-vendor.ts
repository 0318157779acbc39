import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UpdateVendorInput, Vendor } from '@saakh/domain/vendors';
import { api } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { vendorListsKey } from './get-vendors';

export type SwitchVendorInput = { id: number; input: UpdateVendorInput };

export function switchVendor({ id, input }: SwitchVendorInput) {
  return api<Vendor>(`/api/admin/vendors/${id}`, { body: input });
}

/**
 * One provider integration on or off (with the reason for off). Lenders switch through update-lender-data, with the
 * lenders' own cache policy (update-lender.ts). Failures toast the server's message.
 */
export function useSwitchVendor() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: switchVendor,
    onSuccess: (vendor) => {
      patchCachedPages<Vendor>(queryClient, vendorListsKey, (row) => (row.id === vendor.id ? vendor : row));
      toast(t('vendorUpdated'), 'success');
    },
    onSettled: () => rereadLists(queryClient, vendorListsKey),
  });
}
