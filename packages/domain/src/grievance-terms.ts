/**
 * The terms of a complaint's clock without a schema (issue 34): the admin dashboard's ageing card names the bands, and
 * a first view evaluates no zod for them. `grievances.ts` re-exports them beside its schemas.
 */

/** Days within which a complaint must be resolved before the customer may escalate (RBI, DLD 2025). */
export const GRIEVANCE_RESOLUTION_DAYS = 30;

/** The dashboard's ageing of open complaints: the bands of days since filing. */
export const grievanceAgeingBands = ['0-7', '8-21', '22-28', '29-30', 'overdue'] as const;

/** The band of a complaint's age in days (still open). */
export function ageingBand(ageDays: number): (typeof grievanceAgeingBands)[number] {
  if (ageDays <= 7) return '0-7';
  if (ageDays <= 21) return '8-21';
  if (ageDays <= 28) return '22-28';
  if (ageDays <= GRIEVANCE_RESOLUTION_DAYS) return '29-30';
  return 'overdue';
}
