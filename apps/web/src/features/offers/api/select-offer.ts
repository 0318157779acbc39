import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectOfferResult } from '@saakh/domain/applications';
import type { SelectOfferInput } from '@saakh/domain/offers';
import { api } from '@/lib/api-client';

export function selectOffer({ appId, input }: { appId: number; input: SelectOfferInput }) {
  return api<SelectOfferResult>(`/api/offers/${appId}/select`, { body: input, kind: 'customer' });
}

/** Selecting an offer creates the credit application and answers where the lender's mode continues. */
export function useSelectOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectOffer,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', 'applications'] }),
  });
}
