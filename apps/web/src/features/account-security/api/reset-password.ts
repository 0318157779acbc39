import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput, ResetPasswordResult, StaffKind } from '@saakh/domain/account-security';
import { apiRequest } from '@/lib/api-client';

/** Sets a new password from an e-mailed link (every session of the account ends). */
export function useResetPassword(kind: StaffKind) {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<ResetPasswordResult>('/api/auth/reset-password', { body: input, kind, allowUnauthorized: true }),
    meta: { silent: true },
  });
}
