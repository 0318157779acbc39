import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTrackingLinkInput, TrackingLink } from '@saakh/domain/tracking-links';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { trackingLinksKey } from './get-tracking-links';

export function createTrackingLink(input: CreateTrackingLinkInput) {
  return apiRequest<TrackingLink>('/api/admin/tracking-links', { body: input });
}

/** The dialog shows a refusal under its field; success answers the new link, for its QR code to be shown. */
export function useCreateTrackingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrackingLink,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: trackingLinksKey });
    },
  });
}
