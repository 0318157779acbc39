import { describe, expect, it } from 'vitest';
import {
  evaluateIntake,
  intakeCategories,
  intakeFieldNamesByKind,
  intakeFieldsFor,
  intakeKindFor,
  intakeSchemaFor,
  intakeSubmissionInputSchema,
} from './intake';
import { messages } from './messages';

const valid = {
  purposeOfLoan: 'WORKING_CAPITAL',
  gender: 'FEMALE',
  maritalStatus: 'MARRIED',
  fathersName: 'Ramesh Kumar',
  mothersName: 'Sunita Devi',
  annualSalesTurnOver: '2500000',
  uan: 'UDYAM-MH-12-1234567',
  name: 'Verma Traders',
  dateOfIncorporation: '2020-04-01',
  category: 'Trading',
  subCategory: 'Retail trade',
  nature: 'PROPRIETORSHIP',
  businessAddressLine1: 'Shop 4, Main Market',
  businessAddressLine2: 'Sector 9',
  businessAddressPincode: '400001',
  consent: 'true',
};

function errorsOf(input: Record<string, unknown>) {
  const result = intakeSubmissionInputSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('intake form', () => {
  it('accepts the multipart fields as text', () => {
    const result = intakeSubmissionInputSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ annualSalesTurnOver: 2500000, consent: true });
  });

  it.each([
    ['uan', 'UDYAM-MH-1-1234567', 'uanInvalid'],
    ['uan', 'UDYAM-M1-12-1234567', 'uanInvalid'],
    ['businessAddressPincode', '4000011', 'postalCodeInvalid'],
    ['businessAddressPincode', '40a001', 'postalCodeInvalid'],
    ['dateOfIncorporation', '2020-02-30', 'incorporationDateInvalid'],
    ['dateOfIncorporation', '2999-01-01', 'incorporationDateFuture'],
    ['consent', 'false', 'intakeConsentRequired'],
    ['fathersName', 'R2', 'fathersNameInvalid'],
    ['name', 'AB', 'companyNameInvalid'],
    ['businessAddressLine1', 'Shop @ 4', 'address1Invalid'],
  ])('rejects %s = %s with %s', (field, value, key) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(key);
  });

  it("shows 'Please enter a valid UAN' for a bad UAN and accepts the spec's example", () => {
    expect(messages.uanInvalid.en).toBe('Please enter a valid UAN');
    expect(errorsOf({ ...valid, uan: 'UDYAM-MH-12-1234567' })).toEqual({});
  });

  it('treats the UAN as optional', () => {
    expect(errorsOf({ ...valid, uan: '' })).toEqual({});
  });

  it('requires a sub-category only when the category has sub-categories', () => {
    expect(errorsOf({ ...valid, subCategory: '' })).toEqual({ subCategory: 'subCategoryRequired' });
    expect(errorsOf({ ...valid, subCategory: 'Dairy' })).toEqual({ subCategory: 'subCategoryRequired' });
    expect(intakeCategories.Construction).toEqual([]);
    expect(errorsOf({ ...valid, category: 'Construction', subCategory: '' })).toEqual({});
  });

  it('labels the option lists in the caller language', () => {
    expect(intakeFieldsFor('en').gender[0]).toEqual({ value: 'MALE', label: 'Male' });
    expect(intakeFieldsFor('hi').gender[0]).toEqual({ value: 'MALE', label: 'पुरुष' });
    expect(intakeFieldsFor('en').category.Trading).toContain('Retail trade');
  });
});

describe('intake rules', () => {
  it('accepts a business of at least 12 months with at least ₹10,00,000 turnover', () => {
    expect(evaluateIntake({ dateOfIncorporation: '2025-03-10', annualSalesTurnOver: 1_000_000 }, '2026-03-10')).toEqual(
      {
        accepted: true,
        reasons: [],
      },
    );
  });

  it('rejects a business younger than 1 year', () => {
    expect(
      evaluateIntake({ dateOfIncorporation: '2025-03-11', annualSalesTurnOver: 5_000_000 }, '2026-03-10').reasons,
    ).toEqual(['intakeBusinessTooYoung']);
  });

  it('rejects a turnover below ₹10,00,000', () => {
    expect(
      evaluateIntake({ dateOfIncorporation: '2015-01-01', annualSalesTurnOver: 999_999 }, '2026-03-10').reasons,
    ).toEqual(['intakeTurnoverTooLow']);
  });
});

describe('which details the intake asks (issue 13)', () => {
  it('never asks a salaried or professional personal-loan customer, or a gold-loan customer, about a business', () => {
    expect(intakeKindFor('pl', 1)).toBe('personal');
    expect(intakeKindFor('pl', 2)).toBe('personal');
    expect(intakeKindFor('pl', null)).toBe('personal');
    expect(intakeKindFor('gl', 3)).toBe('personal');
    expect(intakeKindFor('hl', 1)).toBe('personal');
  });

  it('asks a business loan, and a personal or housing loan of a business owner, about the business', () => {
    expect(intakeKindFor('bl', 1)).toBe('business');
    expect(intakeKindFor('bl', null)).toBe('business');
    expect(intakeKindFor('pl', 3)).toBe('business');
    expect(intakeKindFor('hl', 3)).toBe('business');
  });

  it('has no business field in the personal form, its lists or its schema', () => {
    const personal = intakeFieldNamesByKind.personal;
    for (const field of ['dateOfIncorporation', 'annualSalesTurnOver', 'name', 'nature', 'category'] as const) {
      expect(personal).not.toContain(field);
      expect(intakeFieldNamesByKind.business).toContain(field);
    }
    expect(intakeFieldsFor('en', 'personal')).toMatchObject({ kind: 'personal', nature: [], category: {} });
    const parsed = intakeSchemaFor('personal').safeParse({
      purposeOfLoan: 'EDUCATION',
      gender: 'MALE',
      maritalStatus: 'SINGLE',
      fathersName: 'Ramesh Kumar',
      mothersName: 'Sunita Devi',
      consent: 'true',
      annualSalesTurnOver: '5',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty('annualSalesTurnOver');
  });
});
