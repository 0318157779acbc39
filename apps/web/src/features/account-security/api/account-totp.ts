/** The signed-in account's own two-step login (/api/{admin|partner}/account/totp…). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodes,
  RenewRecoveryCodesInput,
  StaffKind,
  TotpConfirmInput,
  TotpDisableInput,
  TotpSetup,
  TotpStatus,
} from '@saakh/domain/account-security';
import { api, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function totpStatusQueryOptions(kind: StaffKind) {
  return queryOptions({
    queryKey: ['account-security', kind, 'totp'],
    queryFn: ({ signal }) => api<TotpStatus>(`/api/${kind}/account/totp`, { signal, kind }),
  });
}

export function useTotpStatus(kind: StaffKind) {
  return useQuery({ ...totpStatusQueryOptions(kind), meta: { silent: true } });
}

export function useStartTotpSetup(kind: StaffKind) {
  return useMutation({
    mutationFn: () => api<TotpSetup>(`/api/${kind}/account/totp/setup`, { method: 'POST', kind }),
    meta: { silent: true },
  });
}

export function useConfirmTotpSetup(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TotpConfirmInput) =>
      apiRequest<RecoveryCodes>(`/api/${kind}/account/totp/confirm`, { body: input, kind }),
    meta: { silent: true },
    onSuccess: async (answer) => {
      if (answer.message) toast(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: totpStatusQueryOptions(kind).queryKey });
    },
  });
}

export function useDisableTotp(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TotpDisableInput) =>
      apiRequest<undefined>(`/api/${kind}/account/totp/disable`, { body: input, kind }),
    meta: { silent: true },
    onSuccess: async (answer) => {
      if (answer.message) toast(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: totpStatusQueryOptions(kind).queryKey });
    },
  });
}

/** New recovery codes, answered once: the caller shows them and keeps them nowhere (not in the mutation's cache). */
export function useRenewRecoveryCodes(kind: StaffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenewRecoveryCodesInput) =>
      apiRequest<RecoveryCodes>(`/api/${kind}/account/totp/recovery-codes`, { body: input, kind }),
    meta: { silent: true },
    onSuccess: async (answer) => {
      if (answer.message) toast(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: totpStatusQueryOptions(kind).queryKey });
    },
  });
}
