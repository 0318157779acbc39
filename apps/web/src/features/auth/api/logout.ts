import type { SessionKind } from '@saakh/domain/auth';
import { api, errorMessage } from '@/lib/api-client';
import { forgetSession, setSessionValue } from '@/lib/session';
import { toast } from '@/lib/toast';
import { leavePage } from '@/lib/leave-page';

/**
 * Log-out removes the last-login date, calls the server (which ends the session and clears its cookies), then
 * forgets the session on this page and reloads even if the call failed (customer spec §4).
 * `to` is where the reload lands (the area's login).
 */
export async function logout(kind: SessionKind, to: string): Promise<void> {
  setSessionValue('lastLogin', null);
  try {
    await api('/api/logout', { body: { kind }, kind, allowUnauthorized: true });
  } catch (error) {
    toast(errorMessage(error, 'Logout failed'), 'error');
  }
  forgetSession(kind);
  if (kind === 'partner') setSessionValue('isMasqueradeMode', null);
  leavePage(to);
}
