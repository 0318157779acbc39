/** How an application's status looks wherever staff see one: one tone per status of the status machine. */
import type { ApplicationStatus } from '@saakh/domain/applications';
import type { StatusTone } from './theme';

export const applicationStatusTones: Record<ApplicationStatus, StatusTone> = {
  created: 'neutral',
  submitted: 'info',
  in_review: 'info',
  approved: 'success',
  rejected: 'danger',
  disbursed: 'strongSuccess',
  cancelled: 'neutral',
  expired: 'warning',
};
