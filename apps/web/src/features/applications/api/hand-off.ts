import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoffResult } from '@saakh/domain/applications';
import { api } from '@/lib/api-client';
import { applicationKey } from './get-application';
import { applicationListsKey } from './get-applications';

/** POST /api/applications/{id}/handoff: records the hand-off and answers the lender's address with the reference. */
export function handOff(creditAppId: string) {
  return api<HandoffResult>(`/api/applications/${encodeURIComponent(creditAppId)}/handoff`, {
    body: {},
    kind: 'customer',
  });
}

/**
 * "Continue to <lender>": the application's history gains the hand-off, then the browser leaves for the lender's
 * own site. The page's copy of the application is refreshed for the customer who comes back.
 */
export function useHandOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOff,
    // The failure is shown on the page, next to the button.
    meta: { silent: true },
    onSettled: (_answer, _error, creditAppId) => {
      void queryClient.invalidateQueries({ queryKey: applicationKey(creditAppId) });
      void queryClient.invalidateQueries({ queryKey: applicationListsKey });
    },
  });
}
