import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcknowledgeKfsInput, ApplicationKfs } from '@saakh/domain/kfs';
import { apiRequest } from '@/lib/api-client';
import { applicationKfsKey } from './get-application-kfs';

/** POST /api/applications/{id}/kfs/acknowledge: the customer accepts the KFS version they read, with the OTP. */
export function acknowledgeKfs({ creditAppId, input }: { creditAppId: string; input: AcknowledgeKfsInput }) {
  return apiRequest<ApplicationKfs>(`/api/applications/${encodeURIComponent(creditAppId)}/kfs/acknowledge`, {
    body: input,
    kind: 'customer',
  });
}

export function useAcknowledgeKfs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeKfs,
    // The failure is shown on the form, on the OTP field or above it.
    meta: { silent: true },
    onSettled: (_answer, _error, { creditAppId }) =>
      queryClient.invalidateQueries({ queryKey: applicationKfsKey(creditAppId) }),
  });
}
