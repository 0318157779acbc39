import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetEditingInput } from '@saakh/domain/profile';
import { api } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

export function setEditing(input: SetEditingInput) {
  return api<undefined>('/api/profile/editing', { body: input, kind: 'customer' });
}

/** Editing on keeps a completed customer on the detail page (customer spec §4) until the next save. */
export function useSetEditing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEditing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
