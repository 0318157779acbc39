import { loanProducts, type LoanProductCode } from '@saakh/domain/products';
import type { ProfileResult } from '@saakh/domain/profile';
import { profileFieldNames, type ProfileFieldName } from './profile-fields';

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The detail form filled from the saved profile as text (empty for a new customer). The declaration is always
 * asked again: its box starts unticked, i.e. without a value.
 */
export function profileFormDefaults(
  product: LoanProductCode,
  profile: ProfileResult | null | undefined,
): Partial<Record<ProfileFieldName, string>> {
  const { form } = loanProducts[product];
  const source: Record<string, string | number | null | undefined> = profile
    ? {
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        birth_date: profile.birth_date_dmy,
        gender: profile.gender,
        monthly_income: profile.monthly_income,
        credit_score_band: profile.credit_score_band,
        pan: profile.tin,
        employment_status_code: profile.employment_status_code,
        company_name: profile.employer_name,
        salary_mode: profile.salary_mode,
        officepincode: profile.officepincode,
        monthly_rent: profile.monthly_rent,
        emi: profile.emi,
        educational_level: profile.educational_level,
        bank_ifsc: profile.bank_ifsc,
        residence_type: profile.residence_type,
        address1: profile.address1,
        address2: profile.address2,
        postal_code: profile.postal_code,
        locality: profile.locality,
        business_registration_type: profile.business_registration_type,
        business_current_turnover: profile.business_current_turnover,
        business_years: profile.business_years,
        business_account: profile.business_account,
        property_type: profile.property_type,
        household_income: profile.household_income,
        course_name: profile.course_name,
        institute_name: profile.institute_name,
        vehicle_price: profile.vehicle_price,
        desired_loan_amount: form === 'housing' ? profile.housing_loan_amount : profile.se_loan_amount,
      }
    : {};
  // A business loan is for the self-employed: a salaried status from another product is not carried over.
  if (form === 'business' && source.employment_status_code === 1) source.employment_status_code = null;
  const values: Partial<Record<ProfileFieldName, string>> = {};
  for (const name of profileFieldNames(product)) {
    if (name !== 'household_income_consent') values[name] = text(source[name]);
  }
  return values;
}

/**
 * Typing aid for DD/MM/YYYY on phone keypads, which have no '/': digits get their slashes as they are typed.
 * Anything else typed is dropped.
 */
export function formatDmyInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return raw.endsWith('/') && digits.length === 2 ? `${digits}/` : digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
