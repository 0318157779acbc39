import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from './messages';
import {
  ageInYears,
  checkBirthDate,
  dmyToIso,
  isoToDmy,
  monthsBetween,
  todayInIndia,
  businessLoanProfileInputSchema,
  goldLoanProfileInputSchema,
  housingLoanProfileInputSchema,
  personalLoanProfileInputSchema,
} from './profile';

const validPersonal = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.in',
  birth_date: '15/08/1990',
  gender: 2,
  monthly_income: 60000,
  credit_score_band: 4,
  address1: '12, MG Road',
  address2: 'Near #3 Gate',
  postal_code: '560001',
  pan: 'abcpe1234f',
  employment_status_code: 1,
  company_name: 'Infosys 2',
  salary_mode: 1,
  residence_type: 2,
  desired_loan_amount: 50000,
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('birth dates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T06:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('converts DD/MM/YYYY to ISO and back', () => {
    expect(dmyToIso('05/01/1990')).toBe('1990-01-05');
    expect(isoToDmy('1990-01-05')).toBe('05/01/1990');
    expect(isoToDmy(null)).toBeNull();
  });

  it.each([
    ['1990-15-08', 'invalidDate'],
    ['15-08-1990', 'invalidDate'],
    ['5/8/1990', 'invalidDate'],
    ['31/02/1990', 'invalidDate'],
    ['29/02/1991', 'invalidDate'],
    ['15/08/1899', 'invalidYear'],
    ['15/08/2027', 'invalidYear'],
    ['11/03/2026', 'birthDateInvalid'],
    ['11/03/2008', 'birthDateInvalid'],
    ['01/01/1920', 'birthDateInvalid'],
  ])('rejects %s with %s', (value, problem) => {
    expect(checkBirthDate(value, '2026-03-10')).toBe(problem);
  });

  it('accepts a leap day and an eighteenth birthday today', () => {
    expect(checkBirthDate('29/02/1992', '2026-03-10')).toBeNull();
    expect(checkBirthDate('10/03/2008', '2026-03-10')).toBeNull();
  });

  it('computes age in completed years', () => {
    expect(ageInYears('1990-03-11', '2026-03-10')).toBe(35);
    expect(ageInYears('1990-03-10', '2026-03-10')).toBe(36);
    expect(monthsBetween('2025-03-11', '2026-03-10')).toBe(11);
    expect(monthsBetween('2025-03-10', '2026-03-10')).toBe(12);
  });

  it("uses India's date for today", () => {
    expect(todayInIndia(new Date('2026-03-10T19:00:00Z'))).toBe('2026-03-11');
  });

  it('shows the spec messages for birth date problems', () => {
    expect(messages.invalidDate.en).toBe('Invalid date');
    expect(messages.invalidYear.en).toBe('Invalid year');
    expect(messages.birthDateInvalid.en).toBe('Please enter a valid birth date');
  });
});

describe('personal loan profile', () => {
  it('accepts a complete salaried profile and upper-cases the PAN', () => {
    const result = personalLoanProfileInputSchema.safeParse(validPersonal);
    expect(result.success).toBe(true);
    expect(result.data?.pan).toBe('ABCPE1234F');
  });

  it('accepts numbers typed as text', () => {
    const result = personalLoanProfileInputSchema.safeParse({ ...validPersonal, monthly_income: '60000', gender: '2' });
    expect(result.success).toBe(true);
    expect(result.data?.monthly_income).toBe(60000);
  });

  it.each([
    ['first_name', 'Asha1', 'Only alphabets are considered to be the valid first name'],
    ['first_name', 'Asha Rani', 'Only alphabets are considered to be the valid first name'],
    ['last_name', 'Ve-rma', 'Only alphabets are considered to be the valid last name'],
    ['email', 'asha@', 'Email is invalid'],
    ['pan', 'ABCDE1234F', 'Invalid PAN'],
    ['postal_code', '56001', 'Please enter a valid 6 digit pincode'],
    ['postal_code', '056001', 'Please enter a valid 6 digit pincode'],
    ['address1', 'Flat 3 @ MG Road', 'Do not use special characters in Address Line 1'],
    ['address2', 'Near (temple)', 'Do not use special characters in Address Line 2'],
    ['monthly_income', 0, 'Monthly income requires between ₹ 1 and ₹ 1,000,000'],
    ['monthly_income', 1_000_001, 'Monthly income requires between ₹ 1 and ₹ 1,000,000'],
    ['monthly_income', 'lots', 'Monthly income requires between ₹ 1 and ₹ 1,000,000'],
    ['bank_ifsc', 'sbin0001234', 'IFSC format is invalid (case sensitive field)'],
    ['bank_ifsc', 'SBIN1001234', 'IFSC format is invalid (case sensitive field)'],
    ['birth_date', '31/02/1990', 'Invalid date'],
    ['company_name', 'AB', 'Company name must be 3 to 40 letters or numbers'],
    ['company_name', 'Acme & Sons', 'Company name must be 3 to 40 letters or numbers'],
    ['credit_score_band', 5, 'Please select your credit score range'],
    ['employment_status_code', 4, 'Please select your employment status'],
    ['desired_loan_amount', 999, 'Loan amount must be between ₹1,000 and ₹35,00,000'],
    ['desired_loan_amount', 3_500_001, 'Loan amount must be between ₹1,000 and ₹35,00,000'],
  ])('rejects %s = %j with "%s"', (field, value, text) => {
    const errors = errorsOf(personalLoanProfileInputSchema.safeParse({ ...validPersonal, [field]: value }));
    const key = errors[field] as keyof typeof messages | undefined;
    expect(key && messages[key].en).toBe(text);
  });

  it('asks a salaried customer for the employer and the salary mode', () => {
    const { company_name: _c, salary_mode: _s, ...rest } = validPersonal;
    const errors = errorsOf(personalLoanProfileInputSchema.safeParse(rest));
    expect(errors).toEqual({ company_name: 'companyNameInvalid', salary_mode: 'salaryModeRequired' });
  });

  it('does not ask a self-employed customer for an employer', () => {
    const { company_name: _c, salary_mode: _s, ...rest } = validPersonal;
    expect(personalLoanProfileInputSchema.safeParse({ ...rest, employment_status_code: 2 }).success).toBe(true);
  });

  it('treats empty optional fields as not given', () => {
    const result = personalLoanProfileInputSchema.safeParse({
      ...validPersonal,
      bank_ifsc: '',
      officepincode: '',
      monthly_rent: '',
    });
    expect(result.success).toBe(true);
    expect(result.data?.bank_ifsc).toBeUndefined();
  });
});

describe('business, gold and housing profiles', () => {
  const business = {
    ...validPersonal,
    employment_status_code: 3,
    company_name: 'Verma Traders',
    business_registration_type: 1,
    business_current_turnover: 2,
    business_years: 3,
    business_account: 1,
    desired_loan_amount: 200000,
  };

  it('accepts a business profile and refuses a salaried one', () => {
    expect(businessLoanProfileInputSchema.safeParse(business).success).toBe(true);
    expect(errorsOf(businessLoanProfileInputSchema.safeParse({ ...business, employment_status_code: 1 }))).toEqual({
      employment_status_code: 'employmentStatusRequired',
    });
  });

  it('asks a gold customer for a locality with letters, digits, comma, full stop, space and #', () => {
    const gold = {
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.in',
      birth_date: '01/01/1985',
      gender: 1,
      monthly_income: 25000,
      credit_score_band: 1,
      employment_status_code: 3,
      locality: 'Sector 5, Block #2.',
      postal_code: '110001',
      desired_loan_amount: 9_000_000,
    };
    expect(goldLoanProfileInputSchema.safeParse(gold).success).toBe(true);
    expect(errorsOf(goldLoanProfileInputSchema.safeParse({ ...gold, locality: 'Sector-5' }))).toEqual({
      locality: 'localityInvalid',
    });
  });

  it('requires the household income declaration and its consent for affordable housing', () => {
    const housing = {
      ...validPersonal,
      property_type: 'ready',
      household_income: 1,
      household_income_consent: true,
      desired_loan_amount: 1_500_000,
    };
    expect(housingLoanProfileInputSchema.safeParse(housing).success).toBe(true);
    expect(errorsOf(housingLoanProfileInputSchema.safeParse({ ...housing, household_income_consent: false }))).toEqual({
      household_income_consent: 'householdIncomeConsentRequired',
    });
    expect(messages.householdIncomeAtMostConsent.en).toContain('₹3,00,000');
  });
});
