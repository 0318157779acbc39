import { describe, expect, it } from 'vitest';
import { isMessageKey } from './messages';
import {
  createLenderInputSchema,
  isLinkOrPath,
  lenderProperties,
  lenderPropertyValueSchemas,
  lenderRangePairs,
  lenderRangeProblem,
  lenderRegistrationProblem,
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
  const lender = {
    min_income: 15000,
    max_income: 100000,
    min_age: 21,
    max_age: 58,
    apr_min: 10.5,
    apr_max: 24,
    min_amount: 50_000,
    loan_amount_upto: 2_000_000,
    min_tenure: 12,
    tenure: 60,
  };

  it.each([
    ['min_income', 100001],
    ['max_income', 14999],
    ['min_age', 59],
    ['max_age', 20],
    ['apr_min', 24.01],
    ['apr_max', 10.49],
    ['min_amount', 2_000_001],
    ['loan_amount_upto', 49_999],
    ['min_tenure', 61],
    ['tenure', 11],
  ] as const)('refuses %s = %s, which puts the minimum above the maximum', (property, value) => {
    expect(lenderRangeProblem(lender, property, value)).toBe('minAboveMax');
  });

  it('allows equal bounds and values inside the range', () => {
    expect(lenderRangeProblem(lender, 'min_income', 100000)).toBeNull();
    expect(lenderRangeProblem(lender, 'max_age', 21)).toBeNull();
    expect(lenderRangeProblem(lender, 'apr_max', 12)).toBeNull();
    expect(lenderRangeProblem(lender, 'min_amount', 2_000_000)).toBeNull();
    expect(lenderRangeProblem(lender, 'tenure', 12)).toBeNull();
  });

  it('lets a bound be cleared, and checks nothing against a bound that is not set', () => {
    expect(lenderRangeProblem(lender, 'min_income', null)).toBeNull();
    expect(lenderRangeProblem({ ...lender, max_income: null }, 'min_income', 5_000_000)).toBeNull();
    expect(lenderRangeProblem({ ...lender, apr_min: null }, 'apr_max', 0)).toBeNull();
  });

  it('ignores properties that bound no range', () => {
    expect(lenderRangeProblem(lender, 'priority', -1)).toBeNull();
    expect(lenderRangeProblem(lender, 'cooling_days', 1)).toBeNull();
  });

  it('declares each pair once, as the minimum then the maximum of lender properties', () => {
    const properties = lenderRangePairs.flat();
    expect(new Set(properties).size).toBe(properties.length);
    for (const property of properties) expect(lenderProperties).toContain(property);
  });
});

describe('who lends and the loan limits (issue 29)', () => {
  it('keeps a Hindi display name in Devanagari and refuses markup', () => {
    expect(parseLenderChange('display_name_hi', ' कोटक महिंद्रा बैंक ')).toEqual({
      ok: true,
      value: { property: 'display_name_hi', value: 'कोटक महिंद्रा बैंक' },
    });
    expect(parseLenderChange('display_name_hi', '')).toEqual({
      ok: true,
      value: { property: 'display_name_hi', value: null },
    });
    expect(parseLenderChange('display_name_hi', '<b>बैंक</b>')).toEqual({
      ok: false,
      message: 'lenderDisplayNameInvalid',
    });
  });

  it('accepts a legal name with the punctuation companies use, up to 120 characters', () => {
    expect(parseLenderChange('legal_name', 'Whizdm Finance Private Limited')).toMatchObject({ ok: true });
    expect(parseLenderChange('legal_name', 'Kotak Mahindra Bank Ltd. (KMBL), Mumbai/Delhi')).toMatchObject({
      ok: true,
    });
    expect(parseLenderChange('legal_name', 'x'.repeat(121))).toEqual({ ok: false, message: 'textTooLong' });
    expect(parseLenderChange('legal_name', '=HYPERLINK("x")')).toEqual({
      ok: false,
      message: 'lenderLegalNameInvalid',
    });
  });

  it('accepts only bank, NBFC or housing finance company as the kind', () => {
    for (const kind of ['bank', 'nbfc', 'hfc'] as const) {
      expect(parseLenderChange('lender_kind', kind)).toEqual({
        ok: true,
        value: { property: 'lender_kind', value: kind },
      });
    }
    expect(parseLenderChange('lender_kind', '')).toEqual({ ok: true, value: { property: 'lender_kind', value: null } });
    for (const kind of ['NBFC', 'fintech', 1]) {
      expect(parseLenderChange('lender_kind', kind)).toEqual({ ok: false, message: 'lenderKindInvalid' });
    }
  });

  it.each([
    ['N-14.03268', 'N-14.03268'],
    ['b-13.01234', 'B-13.01234'],
    ['02.0123.19', '02.0123.19'],
    ['MUM:112', 'MUM:112'],
    ['DBOD.No.BL.4318/2014', 'DBOD.NO.BL.4318/2014'],
    ['  MUM  112 ', 'MUM 112'],
  ])('accepts the RBI registration %s, kept as %s', (input, kept) => {
    expect(parseLenderChange('rbi_registration', input)).toEqual({
      ok: true,
      value: { property: 'rbi_registration', value: kept },
    });
  });

  it.each(['N1', 'ABCDEF', '<script>1</script>', 'N-14.03268; DROP', 'x'.repeat(41) + '1', '#1234'])(
    'refuses the RBI registration %s',
    (input) => {
      expect(parseLenderChange('rbi_registration', input)).toEqual({ ok: false, message: 'rbiRegistrationInvalid' });
    },
  );

  it('asks an NBFC or HFC for a certificate of registration, in either order of editing', () => {
    const nbfc = { lender_kind: 'nbfc', rbi_registration: null } as const;
    expect(lenderRegistrationProblem(nbfc, 'rbi_registration', 'MUM:112')).toBe('registrationNotCertificate');
    expect(lenderRegistrationProblem(nbfc, 'rbi_registration', 'N-14.03268')).toBeNull();
    expect(lenderRegistrationProblem({ ...nbfc, lender_kind: 'hfc' }, 'rbi_registration', '02.0123.19')).toBeNull();
    expect(lenderRegistrationProblem({ ...nbfc, lender_kind: 'bank' }, 'rbi_registration', 'MUM:112')).toBeNull();
    const licensed = { lender_kind: 'bank', rbi_registration: 'MUM:112' } as const;
    expect(lenderRegistrationProblem(licensed, 'lender_kind', 'hfc')).toBe('kindNeedsCertificate');
    expect(
      lenderRegistrationProblem({ ...licensed, rbi_registration: 'B-14.03268' }, 'lender_kind', 'nbfc'),
    ).toBeNull();
    expect(lenderRegistrationProblem({ ...licensed, rbi_registration: null }, 'lender_kind', 'nbfc')).toBeNull();
    expect(lenderRegistrationProblem(nbfc, 'rbi_registration', null)).toBeNull();
  });

  it('bounds the minimum tenure to 1..600 months and the cooling period to 0..365 days', () => {
    expect(parseLenderChange('min_tenure', '6')).toEqual({ ok: true, value: { property: 'min_tenure', value: 6 } });
    for (const value of [0, 601, 1.5, 'six']) {
      expect(parseLenderChange('min_tenure', value)).toEqual({ ok: false, message: 'minTenureInvalid' });
    }
    expect(parseLenderChange('cooling_days', 0)).toEqual({ ok: true, value: { property: 'cooling_days', value: 0 } });
    expect(parseLenderChange('cooling_days', '365')).toEqual({
      ok: true,
      value: { property: 'cooling_days', value: 365 },
    });
    expect(parseLenderChange('cooling_days', '')).toEqual({ ok: true, value: { property: 'cooling_days', value: 90 } });
    for (const value of [-1, 366, 2.5, 'ninety']) {
      expect(parseLenderChange('cooling_days', value)).toEqual({ ok: false, message: 'coolingDaysInvalid' });
    }
    expect(parseLenderChange('min_amount', '-5')).toEqual({ ok: false, message: 'wholeNumberInvalid' });
  });

  it('keeps each charge in English and Hindi, up to 300 characters', () => {
    for (const property of [
      'penal_charges',
      'bounce_charges',
      'foreclosure_charges',
      'part_prepayment_charges',
    ] as const) {
      expect(parseLenderChange(property, '2% a month on the overdue amount')).toMatchObject({ ok: true });
      expect(parseLenderChange(`${property}_hi`, 'बकाया राशि पर 2% प्रति माह')).toMatchObject({ ok: true });
      expect(parseLenderChange(property, 'x'.repeat(301))).toEqual({ ok: false, message: 'textTooLong' });
    }
  });
});
