import { describe, expect, it } from 'vitest';
import { createLenderRevenueInputSchema } from './revenue';

function messages(input: Record<string, unknown>): Record<string, string[]> {
  const result = createLenderRevenueInputSchema.safeParse({ lender_id: 1, revenue_type_id: 2, ...input });
  if (result.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of result.error.issues) (found[issue.path.join('.')] ??= []).push(issue.message);
  return found;
}

describe('createLenderRevenueInputSchema', () => {
  it('reads the form: blank bounds are null, numbers may be text, status defaults to 1', () => {
    expect(
      createLenderRevenueInputSchema.parse({
        lender_id: '4',
        revenue_type_id: '2',
        revenue_percent: '1.125',
        ats_min: '',
      }),
    ).toEqual({
      lender_id: 4,
      revenue_type_id: 2,
      slab_disbursed_min: null,
      slab_disbursed_max: null,
      slab_number_min: null,
      slab_number_max: null,
      ats_min: null,
      ats_max: null,
      revenue_flat: null,
      revenue_percent: 1.125,
      status: 1,
    });
  });

  it('requires a revenue type', () => {
    expect(messages({ revenue_type_id: undefined, revenue_flat: 10 })).toEqual({
      revenue_type_id: ['revenueTypeRequired'],
    });
  });

  it('keeps the percentage between 0 and 100 in steps of 0.001', () => {
    expect(messages({ revenue_percent: 100.001 })).toEqual({ revenue_percent: ['percentRange'] });
    expect(messages({ revenue_percent: 99.999 })).toEqual({});
    expect(messages({ revenue_percent: 0.0001, revenue_flat: 1 })).toEqual({ revenue_percent: ['percentStep'] });
  });

  it('refuses negative amounts', () => {
    expect(messages({ revenue_flat: -1, revenue_percent: 1 })).toEqual({ revenue_flat: ['mustBePositive'] });
  });

  it('needs each max greater than its min', () => {
    expect(messages({ revenue_flat: 1, ats_min: 10, ats_max: 10 })).toEqual({ ats_max: ['maxGreaterThanMin'] });
    expect(messages({ revenue_flat: 1, ats_min: 10, ats_max: 11 })).toEqual({});
    expect(messages({ revenue_flat: 1, ats_max: 5 })).toEqual({});
  });

  it('needs a flat or percentage revenue above 0', () => {
    expect(messages({ revenue_flat: 0, revenue_percent: 0 })).toEqual({
      revenue_flat: ['revenueFlatOrPercentRequired'],
      revenue_percent: ['revenueFlatOrPercentRequired'],
    });
    expect(messages({ revenue_flat: 0.5 })).toEqual({});
  });
});
