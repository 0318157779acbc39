import { z } from 'zod';
import type { CatalogueMessageKey } from './catalogue-messages';
import { flagSchema, lenderProductSchema } from './lenders';
import {
  LIST_DEFAULT_PAGE_SIZE,
  listQuerySchema,
  optionalFilter,
  optionalSort,
  pageOf,
  withOptionalPaging,
  type SortValue,
} from './lists';

/** Vendors on/off (admin /admin/vendors-on-off): provider integrations and lenders, each switched with a reason. */

export const vendorKinds = ['sms', 'bureau', 'storage', 'lender_api'] as const;
export type VendorKind = (typeof vendorKinds)[number];

export const vendorSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  kind: z.string(),
  enabled: z.number().int(),
  reason: z.string().nullable(),
  updated_at: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** A lender as the on/off screen lists it; it is switched through update-lender-data (lender_status + reason). */
export const vendorLenderSchema = z.object({
  lender_id: z.number().int(),
  name: z.string(),
  product: lenderProductSchema,
  lender_status: z.number().int(),
  status_reason: z.string().nullable(),
  api: z.number().int(),
  updated_at: z.string(),
});
export type VendorLender = z.infer<typeof vendorLenderSchema>;

export const vendorsOverviewSchema = z.object({
  vendors: z.array(vendorSchema),
  lenders: z.array(vendorLenderSchema),
});
export type VendorsOverview = z.infer<typeof vendorsOverviewSchema>;

/** Columns the vendor list sorts by; default: by kind, then name (the overview's order). */
export const vendorSortColumns = ['kind', 'name', 'enabled', 'updated_at'] as const;
export type VendorSortColumn = (typeof vendorSortColumns)[number];
export const vendorDefaultSort: SortValue<VendorSortColumn> = 'kind';

/**
 * /api/admin/vendors' query. Without any of these parameters the call answers the overview (vendors and lenders) as
 * it always has; with any of them (paging, sort, q, a filter), one page of vendors (the list contract). The sort is
 * left undefined when not given, so that "no list parameter" can be told; the default is vendorDefaultSort. q
 * searches the key and the name.
 */
export const vendorListQuerySchema = withOptionalPaging(
  listQuerySchema({
    sortable: vendorSortColumns,
    defaultSort: vendorDefaultSort,
    defaultPageSize: LIST_DEFAULT_PAGE_SIZE,
    filters: {
      kind: optionalFilter(z.enum(vendorKinds, { error: 'invalidValue' })),
      enabled: optionalFilter(flagSchema),
    },
  }),
).extend({ sort: optionalSort(vendorSortColumns) });
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

export const vendorPageSchema = pageOf(vendorSchema);
export type VendorPage = z.infer<typeof vendorPageSchema>;

/** The overview (no list parameter) or one page of vendors. */
export const vendorsAnswerSchema = z.union([vendorsOverviewSchema, vendorPageSchema]);

export const updateVendorInputSchema = z
  .object({
    enabled: flagSchema,
    reason: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string({ error: 'invalidValue' })
        .trim()
        .max(500, { error: 'textTooLong' satisfies CatalogueMessageKey })
        .optional(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.enabled === 0 && !input.reason) {
      ctx.addIssue({ code: 'custom', message: 'reasonRequired' satisfies CatalogueMessageKey, path: ['reason'] });
    }
  });
export type UpdateVendorInput = z.infer<typeof updateVendorInputSchema>;
