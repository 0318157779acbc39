import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Lender } from '@saakh/domain/lenders';
import type { UpdateVendorInput, Vendor, VendorsOverview } from '@saakh/domain/vendors';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { vendorsKey } from './get-vendors';

export type SwitchTarget = { kind: 'vendor'; id: number } | { kind: 'lender'; id: number };
export type SwitchInput = { target: SwitchTarget; input: UpdateVendorInput };

export function switchVendor(id: number, input: UpdateVendorInput) {
  return api<Vendor>(`/api/admin/vendors/${id}`, { body: input });
}

/** Lenders switch through update-lender-data: lender_status with the reason, kept in status_reason. */
export function switchLender(id: number, input: UpdateVendorInput) {
  return api<Lender>('/api/update-lender-data', {
    body: { lender_id: id, property: 'lender_status', value: input.enabled, reason: input.reason },
  });
}

/** Answers the changed row in the overview's shape, so both kinds update the cache the same way. */
async function switchOne({ target, input }: SwitchInput): Promise<VendorsOverview> {
  if (target.kind === 'vendor') return { vendors: [await switchVendor(target.id, input)], lenders: [] };
  const {
    lender_id,
    name,
    product,
    lender_status,
    status_reason,
    api: apiFlag,
    updated_at,
  } = await switchLender(target.id, input);
  return {
    vendors: [],
    lenders: [{ lender_id, name, product, lender_status, status_reason, api: apiFlag, updated_at }],
  };
}

/** One switch; the answer replaces that row in the cached overview. Failures toast the server's message. */
export function useSwitchVendor() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('domain');
  return useMutation({
    mutationFn: switchOne,
    onSuccess: (changed, { target }) => {
      queryClient.setQueryData<VendorsOverview>(vendorsKey, (overview) => {
        if (!overview) return overview;
        return {
          vendors: overview.vendors.map((row) => changed.vendors.find((vendor) => vendor.id === row.id) ?? row),
          lenders: overview.lenders.map(
            (row) => changed.lenders.find((lender) => lender.lender_id === row.lender_id) ?? row,
          ),
        };
      });
      toast(t(target.kind === 'vendor' ? 'vendorUpdated' : 'lenderUpdated'), 'success');
    },
  });
}
