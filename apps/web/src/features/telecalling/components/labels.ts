import type { StatusTone } from '@/lib/theme';
import type { CallStatus, Disposition, TelecallingReason } from '@saakh/domain/telecalling';

/** How each reason and disposition looks in a chip. */
export const reasonTone: Record<TelecallingReason, StatusTone> = {
  otp_no_profile: 'info',
  profile_no_application: 'info',
  offers_not_chosen: 'warning',
  rejected_gold_eligible: 'neutral',
  csr_callback: 'success',
};

export const dispositionTone: Record<Disposition, StatusTone> = {
  interested: 'success',
  call_back: 'info',
  not_interested: 'neutral',
  wrong_number: 'danger',
  not_reachable: 'warning',
  applied: 'strongSuccess',
};

export const callTone: Record<CallStatus, StatusTone> = {
  initiated: 'info',
  ringing: 'info',
  answered: 'success',
  completed: 'success',
  no_answer: 'warning',
  failed: 'danger',
};

/** A value for `<input type="datetime-local">` in the browser's time: yyyy-mm-ddThh:mm. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}
