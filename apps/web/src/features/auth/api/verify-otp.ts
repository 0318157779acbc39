import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyOtpInput, VerifyOtpResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { setSessionValue, setToken } from '@/lib/session';
import { customerSessionQueryOptions } from './get-customer-session';

export function verifyOtp(input: VerifyOtpInput) {
  return api<VerifyOtpResult>('/api/auth/otp/verify', { body: input, kind: 'customer', allowUnauthorized: true });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    meta: { silent: true },
    onSuccess: (result) => {
      setToken('customer', result.token);
      setSessionValue('lastLogin', result.user.lastLoginAt);
      queryClient.setQueryData(customerSessionQueryOptions().queryKey, result.user);
    },
  });
}
