import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '@saakh/domain/applications';
import { apiRequest } from '@/lib/api-client';
import { applicationQueryOptions } from './get-application';

export function submitApplication(creditAppId: string) {
  return apiRequest<ApplicationDetail>(`/api/applications/${encodeURIComponent(creditAppId)}/submit`, {
    body: { consent: true },
    kind: 'customer',
  });
}

/** The lender-submit page: the customer agrees to share the profile and the application goes to the lender. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (answer, creditAppId) => {
      queryClient.setQueryData(applicationQueryOptions(creditAppId).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['customer', 'applications'], exact: true });
    },
  });
}
