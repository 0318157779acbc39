import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyOtpInput, VerifyOtpResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { setSessionValue } from '@/lib/session';
import { customerSessionQueryOptions } from './get-customer-session';

export function verifyOtp(input: VerifyOtpInput) {
  return api<VerifyOtpResult>('/api/auth/otp/verify', { body: input, kind: 'customer', allowUnauthorized: true });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    meta: { silent: true },
    // The server set the session cookie; the answer's token is for other clients and is not kept (decision 018).
    onSuccess: (result) => {
      setSessionValue('lastLogin', result.user.lastLoginAt);
      queryClient.setQueryData(customerSessionQueryOptions().queryKey, result.user);
    },
  });
}
