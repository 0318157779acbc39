import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingLink } from '@saakh/domain/tracking-links';
import { apiRequest } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { trackingLinksKey } from './get-tracking-links';

export type SetTrackingLinkActiveVariables = { id: number; active: boolean };

export function setTrackingLinkActive({ id, active }: SetTrackingLinkActiveVariables) {
  return apiRequest<TrackingLink>(`/api/admin/tracking-links/${id}/active`, { body: { active } });
}

/** Switch a link off or on; the row shows its new state at once, then the list is read again. */
export function useSetTrackingLinkActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTrackingLinkActive,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      patchCachedPages<TrackingLink>(queryClient, trackingLinksKey, (row) =>
        row.id === answer.data.id ? { ...row, active: answer.data.active } : row,
      );
    },
    onSettled: () => rereadLists(queryClient, trackingLinksKey),
  });
}
