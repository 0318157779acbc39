import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { grievanceOtpInputSchema } from '@saakh/domain/grievances';
import { apiRequest } from '@/lib/api-client';

/** An OTP for a complaint filed without signing in (POST /api/grievances/otp). */
export function sendGrievanceOtp(input: z.infer<typeof grievanceOtpInputSchema>) {
  return apiRequest<unknown>('/api/grievances/otp', { body: input, kind: 'customer', allowUnauthorized: true });
}

export function useSendGrievanceOtp() {
  return useMutation({ mutationFn: sendGrievanceOtp, meta: { silent: true } });
}
