import { z } from 'zod';
import { INT4_MAX } from './api';
import type { CatalogueMessageKey } from './catalogue-messages';
import { flagSchema, idSchema, numericInput } from './lenders';

/** Lender commission slabs (admin spec §2.3, §3) with the revenue form's rules (admin spec §5). */

export const revenueTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type RevenueType = z.infer<typeof revenueTypeSchema>;

export const revenueTypesResultSchema = z.object({ success: z.literal(true), data: z.array(revenueTypeSchema) });

const INT_MAX = 2_000_000_000;

/**
 * A slab bound: blank is "no bound"; negative input is refused with the form's message. Whole numbers are checked
 * with a refinement rather than `.int()`, whose failure would stop the form's cross-field rules from running.
 */
const bound = z.preprocess(
  numericInput,
  z
    .number({ error: 'mustBePositive' satisfies CatalogueMessageKey })
    .min(0, { error: 'mustBePositive' satisfies CatalogueMessageKey })
    .refine(Number.isInteger, { error: 'wholeNumberInvalid' satisfies CatalogueMessageKey })
    .max(INT_MAX, { error: 'invalidValue' })
    .nullable(),
);

/** Whole rupees and paise; kept as a number here, answered as a decimal string. */
const flat = z.preprocess(
  numericInput,
  z
    .number({ error: 'mustBePositive' satisfies CatalogueMessageKey })
    .min(0, { error: 'mustBePositive' satisfies CatalogueMessageKey })
    .max(9_999_999_999, { error: 'invalidValue' })
    .nullable(),
);

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** 0 to 100 in steps of 0.001 (admin spec §9). */
export const percentSchema = z.preprocess(
  numericInput,
  z
    .number({ error: 'percentRange' satisfies CatalogueMessageKey })
    .min(0, { error: 'percentRange' satisfies CatalogueMessageKey })
    .max(100, { error: 'percentRange' satisfies CatalogueMessageKey })
    .refine((value) => hasAtMostDecimals(value, 3), { error: 'percentStep' satisfies CatalogueMessageKey })
    .nullable(),
);

const revenueTypeId = z.preprocess(
  numericInput,
  z
    .number({ error: 'revenueTypeRequired' satisfies CatalogueMessageKey })
    .refine(Number.isInteger, { error: 'revenueTypeRequired' satisfies CatalogueMessageKey })
    .positive({ error: 'revenueTypeRequired' satisfies CatalogueMessageKey })
    .max(INT4_MAX, { error: 'revenueTypeRequired' satisfies CatalogueMessageKey }),
);

export const revenueSlabPairs = [
  ['slab_disbursed_min', 'slab_disbursed_max'],
  ['slab_number_min', 'slab_number_max'],
  ['ats_min', 'ats_max'],
] as const;

const revenueFields = {
  slab_disbursed_min: bound.optional().transform((value) => value ?? null),
  slab_disbursed_max: bound.optional().transform((value) => value ?? null),
  slab_number_min: bound.optional().transform((value) => value ?? null),
  slab_number_max: bound.optional().transform((value) => value ?? null),
  ats_min: bound.optional().transform((value) => value ?? null),
  ats_max: bound.optional().transform((value) => value ?? null),
  revenue_type_id: revenueTypeId,
  revenue_flat: flat.optional().transform((value) => value ?? null),
  revenue_percent: percentSchema.optional().transform((value) => value ?? null),
  status: flagSchema.optional().transform((value) => value ?? 1),
};

type RevenueNumberField = (typeof revenueSlabPairs)[number][number] | 'revenue_flat' | 'revenue_percent';

/**
 * The cross-field rules: each max above its min, and some revenue (flat or percent) above 0. They run even when
 * another field (the revenue type, say) broke its own rule, so one check reports every message the form needs
 * (admin spec §5). A field that broke its own rule already carries that message and may still hold what was
 * typed, so the rules that read it are skipped rather than pile a second message on it.
 */
function checkRevenueForm(value: Record<RevenueNumberField, unknown>, ctx: z.RefinementCtx): void {
  const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
  const numberOf = (field: RevenueNumberField): number | null | undefined => {
    if (failed.has(field)) return undefined;
    const read = value[field];
    return typeof read === 'number' ? read : read === null || read === undefined ? null : undefined;
  };
  for (const [minKey, maxKey] of revenueSlabPairs) {
    const min = numberOf(minKey);
    const max = numberOf(maxKey);
    if (typeof min === 'number' && typeof max === 'number' && max <= min) {
      ctx.addIssue({ code: 'custom', message: 'maxGreaterThanMin' satisfies CatalogueMessageKey, path: [maxKey] });
    }
  }
  const flat = numberOf('revenue_flat');
  const percent = numberOf('revenue_percent');
  if (flat === undefined || percent === undefined) return;
  if (!((flat ?? 0) > 0) && !((percent ?? 0) > 0)) {
    for (const path of ['revenue_flat', 'revenue_percent']) {
      ctx.addIssue({
        code: 'custom',
        message: 'revenueFlatOrPercentRequired' satisfies CatalogueMessageKey,
        path: [path],
      });
    }
  }
}

/**
 * Without `when`, zod skips a refinement once any field has failed. With it, these rules run whenever the input is
 * an object, unless a field failed a check that aborts (such as `.int()`; the form's own fields avoid those).
 */
const crossFieldRules = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const createLenderRevenueInputSchema = z
  .object({ lender_id: idSchema, ...revenueFields })
  .superRefine(checkRevenueForm, crossFieldRules);
export type CreateLenderRevenueInput = z.infer<typeof createLenderRevenueInputSchema>;
export type CreateLenderRevenuePayload = z.input<typeof createLenderRevenueInputSchema>;

export const updateLenderRevenueInputSchema = z
  .object({ id: idSchema, lender_id: idSchema.optional(), ...revenueFields })
  .superRefine(checkRevenueForm, crossFieldRules);
export type UpdateLenderRevenueInput = z.infer<typeof updateLenderRevenueInputSchema>;
export type UpdateLenderRevenuePayload = z.input<typeof updateLenderRevenueInputSchema>;

export const lenderRevenueItemSchema = z.object({
  id: z.number().int(),
  lender_id: z.number().int(),
  slab_disbursed_min: z.number().int().nullable(),
  slab_disbursed_max: z.number().int().nullable(),
  slab_number_min: z.number().int().nullable(),
  slab_number_max: z.number().int().nullable(),
  ats_min: z.number().int().nullable(),
  ats_max: z.number().int().nullable(),
  revenue_type_id: z.number().int(),
  revenue_type_name: z.string(),
  /** Rupees, to the paisa, as every amount on the wire (decision 006). */
  revenue_flat: z.number().nullable(),
  revenue_percent: z.number().nullable(),
  status: z.number().int(),
  sort_order: z.number().int(),
});
export type LenderRevenueItem = z.infer<typeof lenderRevenueItemSchema>;

/** The spec reads `lenderRevenue`; `data` carries the same list. */
export const lenderRevenueResultSchema = z.object({
  success: z.literal(true),
  lenderRevenue: z.array(lenderRevenueItemSchema),
  data: z.array(lenderRevenueItemSchema),
});
export type LenderRevenueResult = z.infer<typeof lenderRevenueResultSchema>;

export const saveLenderRevenueResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  lenderRevenueItem: z.object({ id: z.number().int() }),
  data: lenderRevenueItemSchema,
});
export type SaveLenderRevenueResult = z.infer<typeof saveLenderRevenueResultSchema>;

export const setLenderRevenueOrderInputSchema = z.object({
  lender_id: idSchema,
  lender_revenue_ids: z
    .array(idSchema, { error: 'revenueOrderMismatch' satisfies CatalogueMessageKey })
    .max(500, { error: 'revenueOrderMismatch' satisfies CatalogueMessageKey }),
});
export type SetLenderRevenueOrderInput = z.infer<typeof setLenderRevenueOrderInputSchema>;

export const revenueIdParamsSchema = z.object({ id: idSchema });
