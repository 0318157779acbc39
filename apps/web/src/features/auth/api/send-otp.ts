import { useMutation } from '@tanstack/react-query';
import type { SendOtpInput, SendOtpResult } from '@saakh/domain/auth';
import { apiRequest } from '@/lib/api-client';

export function sendOtp(input: SendOtpInput) {
  return apiRequest<SendOtpResult>('/api/auth/otp/send', { body: input, kind: 'customer', allowUnauthorized: true });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp, meta: { silent: true } });
}
