import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTrackingLinkInput, TrackingLink } from '@saakh/domain/tracking-links';
import { apiRequest } from '@/lib/api-client';
import { trackingLinksKey } from './get-tracking-links';

export function createTrackingLink(input: CreateTrackingLinkInput) {
  return apiRequest<TrackingLink>('/api/admin/tracking-links', { body: input });
}

/**
 * The dialog shows a refusal under its field; success answers the new link, whose share dialog opening at once is
 * the confirmation (no toast: on a phone it would cover that dialog's buttons).
 */
export function useCreateTrackingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrackingLink,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingLinksKey }),
  });
}
