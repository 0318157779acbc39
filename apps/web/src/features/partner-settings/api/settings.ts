/** The partner's settings (/api/partner/settings…): read, contact, bank change, password, preferences. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankChangeInput,
  ChangePasswordInput,
  NotificationPreferences,
  PartnerSettings,
  UpdateContactInput,
} from '@saakh/domain/partner-settings';
import { api, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const partnerSettingsKey = ['partner-settings'] as const;

export function usePartnerSettings() {
  return useQuery({
    queryKey: [...partnerSettingsKey, 'settings'],
    queryFn: ({ signal }) => api<PartnerSettings>('/api/partner/settings', { signal }),
    meta: { silent: true },
  });
}

function useSettingsChange<V>(send: (variables: V) => Promise<{ message?: string; data: PartnerSettings }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      queryClient.setQueryData([...partnerSettingsKey, 'settings'], answer.data);
    },
  });
}

export function useUpdateContact() {
  return useSettingsChange((input: UpdateContactInput) =>
    apiRequest<PartnerSettings>('/api/partner/settings/contact', { body: input }),
  );
}

export function useRequestBankChange() {
  return useSettingsChange((input: BankChangeInput) =>
    apiRequest<PartnerSettings>('/api/partner/settings/bank-change', { body: input }),
  );
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<undefined>('/api/partner/settings/password', { body: input }),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: [...partnerSettingsKey, 'preferences'],
    queryFn: ({ signal }) => api<NotificationPreferences>('/api/partner/settings/preferences', { signal }),
    meta: { silent: true },
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) =>
      apiRequest<NotificationPreferences>('/api/partner/settings/preferences', { body: input }),
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      queryClient.setQueryData([...partnerSettingsKey, 'preferences'], answer.data);
    },
  });
}
