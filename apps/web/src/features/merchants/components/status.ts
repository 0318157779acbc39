import type { PartnerLifecycle } from '@saakh/domain/merchants';
import type { StatusTone } from '@/lib/theme';

/** How each lifecycle state shows: applied waits, active works, suspended is stopped. */
export const lifecycleTone: Record<PartnerLifecycle, StatusTone> = {
  applied: 'info',
  active: 'success',
  suspended: 'danger',
};
