import { useMutation } from '@tanstack/react-query';
import type { SendOtpResult } from '@saakh/domain/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/applications/{id}/kfs/otp: texts the customer the OTP that accepts the application's KFS. */
export function sendKfsOtp(creditAppId: string) {
  return apiRequest<SendOtpResult>(`/api/applications/${encodeURIComponent(creditAppId)}/kfs/otp`, {
    body: {},
    kind: 'customer',
  });
}

export function useSendKfsOtp() {
  // The failure is shown next to the button.
  return useMutation({ mutationFn: sendKfsOtp, meta: { silent: true } });
}
