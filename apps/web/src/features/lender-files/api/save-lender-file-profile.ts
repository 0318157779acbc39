import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IngestKind } from '@saakh/domain/ingestion';
import type { LenderFileProfile, LenderFileProfileInput } from '@saakh/domain/lender-file-profiles';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lenderFileProfilesKey } from './get-lender-file-profiles';

export type SaveLenderFileProfileInput = { lenderId: number; kind: IngestKind; profile: LenderFileProfileInput };

/** PUT /api/lender-file-profiles/{lenderId}/{kind}: creates or replaces the lender's profile for the kind. */
export function saveLenderFileProfile({ lenderId, kind, profile }: SaveLenderFileProfileInput) {
  return apiRequest<LenderFileProfile>(`/api/lender-file-profiles/${lenderId}/${kind}`, {
    method: 'PUT',
    body: profile,
  });
}

export function useSaveLenderFileProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLenderFileProfile,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      return queryClient.invalidateQueries({ queryKey: lenderFileProfilesKey });
    },
  });
}
