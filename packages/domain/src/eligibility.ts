import { z } from 'zod';
import { lenderProductSchema } from './lenders';

/**
 * Eligibility criteria: the per-lender texts partners read in their training material (admin spec §2.8, §3)
 * and admins edit on /admin/customer-eligibility (through update-lender-data, *_text properties).
 */
export const eligibilityRowSchema = z.object({
  name: z.string(),
  age: z.string().nullable(),
  employment: z.string().nullable(),
  income: z.string().nullable(),
  min_loan: z.string().nullable(),
  max_loan: z.string().nullable(),
  cibil: z.string().nullable(),
  lender_journey: z.string().nullable(),
});
export type EligibilityRow = z.infer<typeof eligibilityRowSchema>;

export const eligibilityRowListSchema = z.array(eligibilityRowSchema);

export const adminEligibilityRowSchema = eligibilityRowSchema.extend({
  lender_id: z.number().int(),
  product: lenderProductSchema,
  lender_status: z.number().int(),
});
export type AdminEligibilityRow = z.infer<typeof adminEligibilityRowSchema>;

export const adminEligibilityRowListSchema = z.array(adminEligibilityRowSchema);

/** Which lender property holds each column's text, for editing a cell through update-lender-data. */
export const eligibilityColumnProperties = {
  age: 'age_text',
  employment: 'employment_text',
  income: 'income_text',
  min_loan: 'min_loan_text',
  max_loan: 'max_loan_text',
  cibil: 'cibil_text',
  lender_journey: 'lender_journey_text',
} as const;
