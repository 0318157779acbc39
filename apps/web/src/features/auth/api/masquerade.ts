import { useMutation } from '@tanstack/react-query';
import type { AdminSession, PartnerLoginResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { clearToken, setSessionValue, setToken } from '@/lib/session';

/** An admin opens the partner area as that partner; the admin token stays for the way back. */
export function startMasquerade(partnerId: number) {
  return api<PartnerLoginResult>(`/api/admin/masquerade/${partnerId}`, { method: 'POST', kind: 'admin' });
}

export function useStartMasquerade() {
  return useMutation({
    mutationFn: startMasquerade,
    onSuccess: ({ token }) => {
      setToken('partner', token);
      setSessionValue('isMasqueradeMode', '1');
      window.location.assign('/partner');
    },
  });
}

export function exitMasquerade() {
  return api<AdminSession>('/api/partner/masquerade/exit', { method: 'POST', kind: 'partner' });
}

/** Exit restores the admin session and goes to merchant management (admin spec §2.9). */
export function useExitMasquerade() {
  return useMutation({
    mutationFn: exitMasquerade,
    onSettled: () => {
      clearToken('partner');
      setSessionValue('isMasqueradeMode', null);
      window.location.assign('/admin/merchant-management');
    },
  });
}
