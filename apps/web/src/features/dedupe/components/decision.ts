import type { DedupeDecision } from '@saakh/domain/dedupe';
import type { StatusTone } from '@/lib/theme';

/** The decision's chip tone: the rule's own decision is information; an admin's override stands out. */
export const decisionTones: Record<DedupeDecision, StatusTone> = {
  first_partner_kept: 'info',
  overridden: 'warning',
};
