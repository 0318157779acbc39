import type { LenderEventOutcome, SubmissionState } from '@saakh/domain/lender-connectors';
import type { StatusTone } from '@/lib/theme';

/** Chips always carry their words; the tone only adds to them. */
export const submissionStateTones: Record<SubmissionState, StatusTone> = {
  queued: 'neutral',
  sending: 'info',
  accepted: 'success',
  failed: 'danger',
};

export const eventOutcomeTones: Record<LenderEventOutcome, StatusTone> = {
  applied: 'success',
  duplicate: 'neutral',
  stale: 'neutral',
  unmapped: 'warning',
  unknown: 'danger',
};
