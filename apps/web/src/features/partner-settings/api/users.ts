/** The partner's own users (/api/partner/users…): list, add (password shown once), disable or enable. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePartnerUserInput, PartnerUser, PartnerUserWithPassword } from '@saakh/domain/merchants';
import { api, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { partnerSettingsKey } from './settings';

const usersKey = [...partnerSettingsKey, 'users'] as const;

export function usePartnerStaff() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => api<PartnerUser[]>('/api/partner/users', { signal }),
    meta: { silent: true },
  });
}

export function useAddPartnerStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePartnerUserInput) =>
      apiRequest<PartnerUserWithPassword>('/api/partner/users', { body: input }),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useSetPartnerStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest<PartnerUser>(`/api/partner/users/${id}/active`, { body: { active } }),
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}
