import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { ProfileResult } from '@saakh/domain/profile';
import { apiRequest } from '@/lib/api-client';
import type { ProfileFormOutput } from '../utils/profile-fields';
import { profileQueryOptions } from './get-profile';

/** The product and what its schema made of the form; the server checks the body against the same schema. */
export type SaveProfileVariables = { product: LoanProductCode; input: ProfileFormOutput };

export function saveProfile({ product, input }: SaveProfileVariables) {
  return apiRequest<ProfileResult>(`/api/profile/${product}`, { body: input, kind: 'customer' });
}

/** Saving sets the product's completion flag on the server; the answer replaces the cached profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    // Field errors show under the fields, other failures in the form's alert: no toast.
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['session', 'customer'] });
    },
  });
}
