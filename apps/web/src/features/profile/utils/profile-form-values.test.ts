import { describe, expect, it } from 'vitest';
import type { ProfileResult } from '@saakh/domain/profile';
import { formatDmyInput, profileFormDefaults } from './profile-form-values';

describe('formatDmyInput', () => {
  it.each([
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1508', '15/08'],
    ['150819', '15/08/19'],
    ['15081990', '15/08/1990'],
    ['150819901', '15/08/1990'],
    ['15/08/1990', '15/08/1990'],
    ['15-08-1990', '15/08/1990'],
    ['ab', ''],
  ])('types %s as %s', (typed, shown) => {
    expect(formatDmyInput(typed)).toBe(shown);
  });

  it('keeps a slash the customer typed after the day, and lets a backspace remove it', () => {
    expect(formatDmyInput('15/')).toBe('15/');
    expect(formatDmyInput('15')).toBe('15');
  });
});

const profile: ProfileResult = {
  user_id: 7,
  role_id: null,
  channel_id: null,
  merchant_location_id: null,
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.in',
  email_verified: 1,
  birth_date: '1990-08-15',
  birth_date_dmy: '15/08/1990',
  gender: 2,
  monthly_income: 60000,
  credit_score_band: 4,
  mobile_phone_code: '91',
  mobile_phone_number: '9876543210',
  tin: 'ABCPV1234K',
  language: null,
  is_editing: 0,
  bl_completed: 0,
  pl_completed: 1,
  gl_completed: 0,
  hl_completed: 0,
  sl_completed: 0,
  tw_completed: 0,
  cl_completed: 0,
  employment_status_code: 1,
  employer_name: 'Infosys',
  salary_mode: 1,
  officepincode: null,
  monthly_rent: null,
  emi: 5000,
  educational_level: null,
  bank_ifsc: null,
  residence_type: 2,
  address1: '12, MG Road',
  address2: null,
  postal_code: '560001',
  locality: null,
  business_registration_type: null,
  business_current_turnover: null,
  business_years: null,
  business_account: null,
  property_type: null,
  household_income: 1,
  course_name: null,
  institute_name: null,
  vehicle_price: null,
  se_loan_amount: 300000,
  housing_loan_amount: 1500000,
  prefer_net_banking: null,
  inflight_credit_app_id: null,
  pl_update_required: 0,
  pl_se_update_required: 0,
  allow_sms: 1,
  allow_emails: 1,
  last_login_at: null,
};

describe('profileFormDefaults', () => {
  it('is empty text for a new customer', () => {
    const values = profileFormDefaults('pl', null);
    expect(values.first_name).toBe('');
    expect(values.desired_loan_amount).toBe('');
    expect(values.desired_tenure_months).toBe('');
    expect(Object.keys(values)).toContain('bank_ifsc');
  });

  it('fills the personal form from the saved profile, numbers as text', () => {
    const values = profileFormDefaults('pl', profile);
    expect(values).toMatchObject({
      first_name: 'Asha',
      birth_date: '15/08/1990',
      gender: '2',
      pan: 'ABCPV1234K',
      company_name: 'Infosys',
      emi: '5000',
      monthly_rent: '',
      desired_loan_amount: '300000',
    });
  });

  it('asks the housing declaration again and takes the housing amount', () => {
    const values = profileFormDefaults('hl', profile);
    expect(values.household_income_consent).toBeUndefined();
    expect(values.household_income).toBe('1');
    expect(values.desired_loan_amount).toBe('1500000');
  });

  it('does not carry a salaried status into the business form', () => {
    expect(profileFormDefaults('bl', profile).employment_status_code).toBe('');
  });

  it('holds only the fields of the product', () => {
    expect(profileFormDefaults('gl', profile)).not.toHaveProperty('residence_type');
    expect(profileFormDefaults('gl', profile)).toHaveProperty('locality', '');
  });
});
