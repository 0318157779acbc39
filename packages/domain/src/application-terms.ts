/**
 * An application's statuses and the stages a report counts it at. Without zod, unlike applications.ts and
 * reporting.ts, which re-export them: a partner's applications table names them before any schema loads (issue 34).
 */

export const applicationStatuses = [
  'created',
  'submitted',
  'in_review',
  'approved',
  'rejected',
  'disbursed',
  'cancelled',
  'expired',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * Which day of an application the range applies to; the dashboard's figures drill down to the matching one
 * (an approval counts on the day the lender approved, a disbursal on its disbursal date).
 */
export const applicationStages = ['created', 'sent', 'approved', 'rejected', 'disbursed'] as const;
export type ApplicationStage = (typeof applicationStages)[number];
