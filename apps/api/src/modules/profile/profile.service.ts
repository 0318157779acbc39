/** The customer's own profile: reading it, saving a product's detail form, and the editing flag. */
import type { Deps } from '../../deps';
import { completionFlag } from '@saakh/domain/products';
import {
  dmyToIso,
  householdIncomeConsentKey,
  isoToDmy,
  type BusinessLoanProfileInput,
  type GoldLoanProfileInput,
  type HousingLoanProfileInput,
  type PersonalLoanProfileInput,
  type StudentLoanProfileInput,
  type VehicleLoanProfileInput,
  type ProfileInput,
  type ProfileResult,
} from '@saakh/domain/profile';
import type { Session } from '../../lib/session';
import type { Locale } from '@saakh/domain/i18n';
import * as applications from '../applications/applications.service';
import { recordConsent } from '../consents/consents.service';
import { getProfile as getUserProfile } from '../users/users.service';
import * as repo from './profile.repository';

/** Version of the household-income declaration texts (customer-messages householdIncome*Consent). */
export const HOUSEHOLD_INCOME_TEXT_VERSION = 'household-income-2026-01';

export async function getOwnProfile(deps: Deps, session: Session): Promise<ProfileResult> {
  const profile = await getUserProfile(deps, session, session.subjectId);
  const details = await repo.findDetails(deps.db, session.subjectId);
  return {
    ...profile,
    birth_date_dmy: isoToDmy(profile.birth_date),
    locality: details?.locality ?? null,
    bank_ifsc: details?.bank_ifsc ?? null,
    household_income: details?.household_income ?? null,
    course_name: details?.course_name ?? null,
    institute_name: details?.institute_name ?? null,
    vehicle_price: details?.vehicle_price ?? null,
  };
}

type CommonInput = Pick<
  PersonalLoanProfileInput,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'birth_date'
  | 'gender'
  | 'monthly_income'
  | 'credit_score_band'
  | 'employment_status_code'
>;

function commonColumns(input: CommonInput): repo.UserUpdate {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    birth_date: dmyToIso(input.birth_date),
    gender: input.gender,
    monthly_income: input.monthly_income,
    credit_score_band: input.credit_score_band,
    employment_status_code: input.employment_status_code,
  };
}

function personalColumns(input: PersonalLoanProfileInput): repo.UserUpdate {
  return {
    tin: input.pan,
    employer_name: input.company_name ?? null,
    salary_mode: input.salary_mode ?? null,
    residence_type: input.residence_type,
    officepincode: input.officepincode ?? null,
    monthly_rent: input.monthly_rent ?? null,
    emi: input.emi ?? null,
    educational_level: input.educational_level ?? null,
    address1: input.address1,
    address2: input.address2,
    postal_code: input.postal_code,
    se_loan_amount: input.desired_loan_amount,
    pl_update_required: 0,
    pl_se_update_required: 0,
  };
}

function businessColumns(input: BusinessLoanProfileInput): repo.UserUpdate {
  return {
    tin: input.pan,
    employer_name: input.company_name,
    business_registration_type: input.business_registration_type,
    business_current_turnover: input.business_current_turnover,
    business_years: input.business_years,
    business_account: input.business_account,
    address1: input.address1,
    address2: input.address2,
    postal_code: input.postal_code,
    se_loan_amount: input.desired_loan_amount,
  };
}

/** A gold form leaves PAN and address as they were when the customer skips them. */
function goldColumns(input: GoldLoanProfileInput): repo.UserUpdate {
  return {
    ...(input.pan ? { tin: input.pan } : {}),
    ...(input.address1 ? { address1: input.address1 } : {}),
    ...(input.address2 ? { address2: input.address2 } : {}),
    postal_code: input.postal_code,
    se_loan_amount: input.desired_loan_amount,
  };
}

function housingColumns(input: HousingLoanProfileInput): repo.UserUpdate {
  return {
    tin: input.pan,
    employer_name: input.company_name ?? null,
    salary_mode: input.salary_mode ?? null,
    property_type: input.property_type,
    address1: input.address1,
    address2: input.address2,
    postal_code: input.postal_code,
    housing_loan_amount: input.desired_loan_amount,
  };
}

/** Student and vehicle loans keep the personal-loan columns they share; their own details go beside them. */
function salariedColumns(input: StudentLoanProfileInput | VehicleLoanProfileInput): repo.UserUpdate {
  return {
    tin: input.pan,
    employer_name: input.company_name ?? null,
    salary_mode: input.salary_mode ?? null,
    address1: input.address1,
    address2: input.address2,
    postal_code: input.postal_code,
    se_loan_amount: input.desired_loan_amount,
  };
}

/** The columns and details each kind of detail form writes; every loan of a kind writes the same ones. */
function productColumns(input: ProfileInput): { user: repo.UserUpdate; details: repo.DetailsUpdate } {
  switch (input.form) {
    case 'personal':
      return { user: personalColumns(input), details: input.bank_ifsc ? { bank_ifsc: input.bank_ifsc } : {} };
    case 'business':
      return { user: businessColumns(input), details: input.bank_ifsc ? { bank_ifsc: input.bank_ifsc } : {} };
    case 'gold':
      return { user: goldColumns(input), details: { locality: input.locality } };
    case 'housing':
      return { user: housingColumns(input), details: { household_income: input.household_income } };
    case 'student':
      return {
        user: salariedColumns(input),
        details: { course_name: input.course_name, institute_name: input.institute_name },
      };
    case 'vehicle':
      return { user: salariedColumns(input), details: { vehicle_price: input.vehicle_price } };
  }
}

/**
 * Saves a product's detail form: the profile columns, the completion flag, editing off (and the personal
 * update flags cleared); the desired amount also goes to the open journey of that product, which offers use.
 */
export async function saveProfile(
  deps: Deps,
  session: Session,
  input: ProfileInput,
  client: { ip: string; locale: Locale },
): Promise<ProfileResult> {
  const userId = session.subjectId;
  await deps.db.transaction(async (tx) => {
    const previousEmail = await repo.findEmail(tx, userId);
    const { user, details } = productColumns(input);
    await repo.updateUser(tx, userId, {
      ...commonColumns(input),
      ...user,
      ...(previousEmail?.toLowerCase() !== input.email.toLowerCase() ? { email_verified: 0 } : {}),
      [completionFlag(input.product)]: 1,
      is_editing: 0,
    });
    await repo.upsertDetails(tx, userId, details);
    if (input.form === 'housing') {
      await recordConsent(
        tx,
        userId,
        {
          purpose: 'household_income',
          kind: householdIncomeConsentKey(input.household_income),
          textVersion: HOUSEHOLD_INCOME_TEXT_VERSION,
        },
        { language: client.locale, channel: 'web', ip: client.ip },
      );
    }
    const open = await applications.findOpenApp(tx, userId, input.product);
    if (open) {
      await applications.setAppDesiredAmount(tx, open.id, input.desired_loan_amount);
      await applications.setAppDesiredTenure(tx, open.id, input.desired_tenure_months ?? null);
    }
  });
  return getOwnProfile(deps, session);
}

export async function setEditing(deps: Deps, session: Session, isEditing: boolean | number): Promise<void> {
  await repo.updateUser(deps.db, session.subjectId, { is_editing: isEditing === true || isEditing === 1 ? 1 : 0 });
}
