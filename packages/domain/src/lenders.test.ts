import { describe, expect, it } from 'vitest';
import { isMessageKey } from './messages';
import {
  createLenderInputSchema,
  isLinkOrPath,
  lenderProperties,
  lenderPropertyValueSchemas,
  lenderRangePairs,
  lenderRangeProblem,
  parseLenderChange,
} from './lenders';

describe('parseLenderChange', () => {
  it('turns numeric text into numbers and blank text into null', () => {
    expect(parseLenderChange('min_income', '15000')).toEqual({
      ok: true,
      value: { property: 'min_income', value: 15000 },
    });
    expect(parseLenderChange('min_income', ' ')).toEqual({ ok: true, value: { property: 'min_income', value: null } });
    expect(parseLenderChange('loan_amount_upto', null)).toEqual({
      ok: true,
      value: { property: 'loan_amount_upto', value: null },
    });
  });

  it('refuses a priority that is not a whole number of 0 or more, and resets a blank one to 0', () => {
    for (const value of ['abc', -1, 1.5, '1e3', false, [1]]) {
      expect(parseLenderChange('priority', value)).toEqual({ ok: false, message: 'priorityInvalid' });
    }
    expect(parseLenderChange('priority', '')).toEqual({ ok: true, value: { property: 'priority', value: 0 } });
    expect(parseLenderChange('priority', '10')).toEqual({ ok: true, value: { property: 'priority', value: 10 } });
  });

  it('rounds rates to two decimals', () => {
    expect(parseLenderChange('apr_max', '18.995')).toEqual({ ok: true, value: { property: 'apr_max', value: 19 } });
    expect(parseLenderChange('interest_rate', 10.994)).toEqual({
      ok: true,
      value: { property: 'interest_rate', value: 10.99 },
    });
  });

  it('reads checkbox values as 1 or 0', () => {
    expect(parseLenderChange('salaried', true)).toEqual({ ok: true, value: { property: 'salaried', value: 1 } });
    expect(parseLenderChange('salaried', '0')).toEqual({ ok: true, value: { property: 'salaried', value: 0 } });
    expect(parseLenderChange('salaried', 'yes')).toEqual({ ok: false, message: 'flagInvalid' });
  });

  it('keeps lender group ids unique and sorted', () => {
    expect(parseLenderChange('lender_group_ids', [3, 1, 3])).toEqual({
      ok: true,
      value: { property: 'lender_group_ids', value: [1, 3] },
    });
    expect(parseLenderChange('lender_group_ids', null)).toEqual({
      ok: true,
      value: { property: 'lender_group_ids', value: [] },
    });
    expect(parseLenderChange('lender_group_ids', ['a'])).toEqual({ ok: false, message: 'lenderGroupsInvalid' });
  });

  it('accepts ISO dates only', () => {
    expect(parseLenderChange('so_date_end', '2026-02-30')).toEqual({ ok: false, message: 'dateInvalid' });
    expect(parseLenderChange('so_date_end', '2026-02-28')).toEqual({
      ok: true,
      value: { property: 'so_date_end', value: '2026-02-28' },
    });
  });

  it('answers only message keys the catalogue knows', () => {
    const samples: unknown[] = [
      'abc',
      -1,
      1.5,
      1000,
      'x'.repeat(3000),
      [0],
      { a: 1 },
      true,
      '2026-13-01',
      'javascript:x',
    ];
    for (const property of lenderProperties) {
      for (const sample of samples) {
        const result = parseLenderChange(property, sample);
        if (!result.ok) expect(isMessageKey(result.message), `${property}: ${result.message}`).toBe(true);
      }
    }
  });

  it('covers every property the whitelist names', () => {
    expect(lenderProperties).toEqual(Object.keys(lenderPropertyValueSchemas));
    expect(lenderProperties).not.toContain('lender_key');
    expect(lenderProperties).not.toContain('product');
  });
});

describe('createLenderInputSchema', () => {
  it('defaults the product to personal loans', () => {
    expect(createLenderInputSchema.parse({ name: ' Kotak_Mahindra ' })).toEqual({
      name: 'Kotak_Mahindra',
      product: 'pl',
    });
  });

  it('refuses a name with a space or symbol', () => {
    const result = createLenderInputSchema.safeParse({ name: 'Kotak Mahindra' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['lenderNameInvalid']);
  });
});

describe('isLinkOrPath', () => {
  it('accepts site paths and https links only', () => {
    expect(isLinkOrPath('/user/lenders-transaction/kotak_mahindra')).toBe(true);
    expect(isLinkOrPath('https://lender.example/apply?ref=saakh')).toBe(true);
    for (const value of [
      '//evil.example/x',
      'http://lender.example',
      'javascript:alert(1)',
      '/a/../b',
      'https://x.example/"onload=',
    ]) {
      expect(isLinkOrPath(value)).toBe(false);
    }
  });
});

describe('training material links', () => {
  it('accepts https links and uploaded files, and refuses script and inline data', () => {
    for (const property of ['mp4_text', 'pptx_text', 'pdf_text'] as const) {
      expect(parseLenderChange(property, 'https://cdn.lender.example/training.mp4')).toMatchObject({ ok: true });
      expect(parseLenderChange(property, '/uploads/documents/deck.pptx')).toMatchObject({ ok: true });
      expect(parseLenderChange(property, '')).toEqual({ ok: true, value: { property, value: null } });
      for (const value of ['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>', 'JaVaScRiPt:x']) {
        expect(parseLenderChange(property, value)).toEqual({ ok: false, message: 'linkInvalid' });
      }
    }
  });
});

describe('lenderRangeProblem', () => {
  const lender = { min_income: 15000, max_income: 100000, min_age: 21, max_age: 58, apr_min: 10.5, apr_max: 24 };

  it.each([
    ['min_income', 100001],
    ['max_income', 14999],
    ['min_age', 59],
    ['max_age', 20],
    ['apr_min', 24.01],
    ['apr_max', 10.49],
  ] as const)('refuses %s = %s, which puts the minimum above the maximum', (property, value) => {
    expect(lenderRangeProblem(lender, property, value)).toBe('minAboveMax');
  });

  it('allows equal bounds and values inside the range', () => {
    expect(lenderRangeProblem(lender, 'min_income', 100000)).toBeNull();
    expect(lenderRangeProblem(lender, 'max_age', 21)).toBeNull();
    expect(lenderRangeProblem(lender, 'apr_max', 12)).toBeNull();
  });

  it('lets a bound be cleared, and checks nothing against a bound that is not set', () => {
    expect(lenderRangeProblem(lender, 'min_income', null)).toBeNull();
    expect(lenderRangeProblem({ ...lender, max_income: null }, 'min_income', 5_000_000)).toBeNull();
    expect(lenderRangeProblem({ ...lender, apr_min: null }, 'apr_max', 0)).toBeNull();
  });

  it('ignores properties that bound no range', () => {
    expect(lenderRangeProblem(lender, 'priority', -1)).toBeNull();
    expect(lenderRangeProblem(lender, 'loan_amount_upto', 1)).toBeNull();
  });

  it('declares each pair once, as the minimum then the maximum of lender properties', () => {
    const properties = lenderRangePairs.flat();
    expect(new Set(properties).size).toBe(properties.length);
    for (const property of properties) expect(lenderProperties).toContain(property);
  });
});
