import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedDisagreement, ResolveFeedDisagreementInput } from '@saakh/domain/reconciliation';
import { apiRequest } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { feedDisagreementsKey } from './get-feed-disagreements';

export type ResolveFeedDisagreementVariables = { id: number; input: ResolveFeedDisagreementInput };

/** POST /api/feed-disagreements/{id}/resolve: keep the lender's API value or take the file's. */
export function resolveFeedDisagreement({ id, input }: ResolveFeedDisagreementVariables) {
  return apiRequest<FeedDisagreement>(`/api/feed-disagreements/${id}/resolve`, { body: input });
}

/**
 * The decided row shows its resolution at once, then the lists are read again (it leaves the open queue). The
 * confirming dialog shows a failure in place (an application that moved meanwhile), so errors are not toasted here.
 */
export function useResolveFeedDisagreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveFeedDisagreement,
    meta: { silent: true },
    onSuccess: (answer) => {
      patchCachedPages<FeedDisagreement>(queryClient, feedDisagreementsKey, (row) =>
        row.id === answer.data.id ? answer.data : row,
      );
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => rereadLists(queryClient, feedDisagreementsKey),
  });
}
