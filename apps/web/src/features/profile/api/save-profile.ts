import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type {
  BusinessLoanProfileInput,
  GoldLoanProfileInput,
  HousingLoanProfileInput,
  PersonalLoanProfileInput,
  ProfileResult,
} from '@saakh/domain/profile';
import { apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

export type ProfileInputByProduct = {
  pl: PersonalLoanProfileInput;
  bl: BusinessLoanProfileInput;
  gl: GoldLoanProfileInput;
  hl: HousingLoanProfileInput;
};

export type SaveProfileVariables = {
  [P in LoanProductCode]: { product: P; input: ProfileInputByProduct[P] };
}[LoanProductCode];

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
