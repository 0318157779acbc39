/** The second step of a staff login (decision 045): a code, or setting the factor up first when it is required. */
import { useMutation } from '@tanstack/react-query';
import type {
  PendingTokenInput,
  SecondFactorInput,
  SetupConfirmInput,
  StaffKind,
  TotpSetup,
} from '@saakh/domain/account-security';
import type { AdminLoginResult, PartnerLoginResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';

/** What completing the login answers: the session (its token is for other clients, decision 018). */
export type CompletedLogin = (AdminLoginResult | PartnerLoginResult) & { recovery_codes?: string[] };

export function useCompleteSecondFactor(kind: StaffKind) {
  return useMutation({
    mutationFn: (input: SecondFactorInput) =>
      api<CompletedLogin>(`/api/${kind}/login/totp`, { body: input, kind, allowUnauthorized: true }),
    meta: { silent: true },
  });
}

export function useStartSetupAtLogin(kind: StaffKind) {
  return useMutation({
    mutationFn: (input: PendingTokenInput) =>
      api<TotpSetup>(`/api/${kind}/login/totp-setup`, { body: input, kind, allowUnauthorized: true }),
    meta: { silent: true },
  });
}

export function useConfirmSetupAtLogin(kind: StaffKind) {
  return useMutation({
    mutationFn: (input: SetupConfirmInput) =>
      api<CompletedLogin>(`/api/${kind}/login/totp-setup/confirm`, { body: input, kind, allowUnauthorized: true }),
    meta: { silent: true },
  });
}
