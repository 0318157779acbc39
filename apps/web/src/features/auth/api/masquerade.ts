import { useMutation } from '@tanstack/react-query';
import type { AdminSession, PartnerLoginResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { forgetSession, setSessionValue } from '@/lib/session';
import { leavePage } from '@/lib/leave-page';

/**
 * An admin opens the partner area as that partner: the server sets the partner session cookie; the admin's own
 * cookie stays for the way back.
 */
export function startMasquerade(partnerId: number) {
  return api<PartnerLoginResult>(`/api/admin/masquerade/${partnerId}`, { method: 'POST', kind: 'admin' });
}

export function useStartMasquerade() {
  return useMutation({
    mutationFn: startMasquerade,
    onSuccess: () => {
      setSessionValue('isMasqueradeMode', '1');
      leavePage('/partner');
    },
  });
}

export function exitMasquerade() {
  return api<AdminSession>('/api/partner/masquerade/exit', { method: 'POST', kind: 'partner' });
}

/** Exit ends the partner session (the server clears its cookie) and goes back to merchant management (§2.9). */
export function useExitMasquerade() {
  return useMutation({
    mutationFn: exitMasquerade,
    onSettled: () => {
      forgetSession('partner');
      setSessionValue('isMasqueradeMode', null);
      leavePage('/admin/merchant-management');
    },
  });
}
