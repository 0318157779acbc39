import { z } from 'zod';
import { flagSchema, lenderProductSchema } from './lenders';
import {
  LIST_DEFAULT_PAGE_SIZE,
  listOrPageOf,
  listQuerySchema,
  optionalFilter,
  type Page,
  withOptionalPaging,
} from './lists';

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

/** By product, then highest priority first, then name. */
/**
 * Columns the admin rows sort by. `product` is the default and the screen's own order: by product, then highest
 * priority first, then name; the other columns keep that order among equal values.
 */
export const eligibilitySortColumns = ['product', 'name', 'lender_status'] as const;
export type EligibilitySortColumn = (typeof eligibilitySortColumns)[number];

/**
 * /api/admin/customer-eligibility's query (the list contract): without page or pageSize every row, as the call has
 * always answered; with either, one page. q searches the lender name.
 */
export const eligibilityListQuerySchema = withOptionalPaging(
  listQuerySchema({
    sortable: eligibilitySortColumns,
    defaultSort: 'product',
    defaultPageSize: LIST_DEFAULT_PAGE_SIZE,
    filters: {
      product: optionalFilter(lenderProductSchema),
      lender_status: optionalFilter(flagSchema),
    },
  }),
);
export type EligibilityListQuery = z.infer<typeof eligibilityListQuerySchema>;

export type AdminEligibilityRowPage = Page<AdminEligibilityRow>;

/** Every row (no paging asked) or one page. */
export const adminEligibilityAnswerSchema = listOrPageOf(adminEligibilityRowSchema);

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
