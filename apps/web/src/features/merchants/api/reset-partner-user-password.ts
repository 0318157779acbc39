import { useMutation } from '@tanstack/react-query';
import type { PartnerUserWithPassword } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';

export type ResetPartnerUserPasswordVariables = { partnerId: number; userId: number };

export function resetPartnerUserPassword({ partnerId, userId }: ResetPartnerUserPasswordVariables) {
  return apiRequest<PartnerUserWithPassword>(`/api/admin/merchants/${partnerId}/users/${userId}/reset-password`, {
    method: 'POST',
  });
}

/** A new generated password; the caller shows it once and keeps it nowhere (not in the query cache either). */
export function useResetPartnerUserPassword() {
  return useMutation({ mutationFn: resetPartnerUserPassword });
}
