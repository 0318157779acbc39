import type { GrievanceStatus } from '@saakh/domain/grievances';
import type { StatusTone } from '@/lib/theme';

/** A complaint's status in the theme's tones: waiting on Saakh warns, settled ones are calm. */
export const grievanceStatusTones: Record<GrievanceStatus, StatusTone> = {
  open: 'warning',
  forwarded: 'info',
  answered: 'info',
  resolved: 'success',
  rejected: 'danger',
  closed: 'neutral',
};

/** Where the customer escalates when the officer's answer is not to be had (RBI), if the officer's call fails. */
export const OMBUDSMAN_FALLBACK = { portal: 'https://cms.rbi.org.in', tollFree: '14448' } as const;
