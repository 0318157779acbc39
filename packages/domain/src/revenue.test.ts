import { describe, expect, it } from 'vitest';
import { createLenderRevenueInputSchema, updateLenderRevenueInputSchema } from './revenue';

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

  it('reports the max/min rule while the revenue type is still missing', () => {
    expect(messages({ revenue_type_id: '', revenue_flat: 1, slab_number_min: '10', slab_number_max: '5' })).toEqual({
      revenue_type_id: ['revenueTypeRequired'],
      slab_number_max: ['maxGreaterThanMin'],
    });
  });

  it('reports every failing rule in one check: type, max/min and the revenue amount', () => {
    expect(messages({ revenue_type_id: undefined, ats_min: 10, ats_max: 10 })).toEqual({
      revenue_type_id: ['revenueTypeRequired'],
      ats_max: ['maxGreaterThanMin'],
      revenue_flat: ['revenueFlatOrPercentRequired'],
      revenue_percent: ['revenueFlatOrPercentRequired'],
    });
  });

  it('skips a cross-field rule whose field broke its own rule, and still runs the others', () => {
    expect(messages({ ats_min: '1.5', ats_max: '1' })).toEqual({
      ats_min: ['wholeNumberInvalid'],
      revenue_flat: ['revenueFlatOrPercentRequired'],
      revenue_percent: ['revenueFlatOrPercentRequired'],
    });
    expect(messages({ revenue_type_id: undefined, revenue_flat: 'abc', ats_min: 5, ats_max: 1 })).toEqual({
      revenue_type_id: ['revenueTypeRequired'],
      revenue_flat: ['mustBePositive'],
      ats_max: ['maxGreaterThanMin'],
    });
  });

  it('applies the same rules to an update', () => {
    const result = updateLenderRevenueInputSchema.safeParse({ id: 3, revenue_type_id: '', ats_min: 4, ats_max: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['revenue_type_id', 'revenueTypeRequired'],
      ['ats_max', 'maxGreaterThanMin'],
      ['revenue_flat', 'revenueFlatOrPercentRequired'],
      ['revenue_percent', 'revenueFlatOrPercentRequired'],
    ]);
  });

  it('refuses input that is not an object without running the cross-field rules', () => {
    const result = createLenderRevenueInputSchema.safeParse(null);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });

  it('needs a flat or percentage revenue above 0', () => {
    expect(messages({ revenue_flat: 0, revenue_percent: 0 })).toEqual({
      revenue_flat: ['revenueFlatOrPercentRequired'],
      revenue_percent: ['revenueFlatOrPercentRequired'],
    });
    expect(messages({ revenue_flat: 0.5 })).toEqual({});
  });
});
