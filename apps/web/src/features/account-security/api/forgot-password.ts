import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, StaffKind } from '@saakh/domain/account-security';
import { apiRequest } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether an account uses the e-mail or not. */
export function useForgotPassword(kind: StaffKind) {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest<undefined>(`/api/${kind}/forgot-password`, { body: input, kind, allowUnauthorized: true }),
    meta: { silent: true },
  });
}
