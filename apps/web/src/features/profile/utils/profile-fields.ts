/**
 * What each loan product's detail page asks (customer spec §3), as data: the form renders these sections and the
 * product's zod schema (packages/domain/profile) validates them, in the browser and again on the server.
 */
import type { z } from 'zod';
import { loanProducts, type LoanProductCode, type LoanProductWithForm, type ProductForm } from '@saakh/domain/products';
import type { profileInputSchemas } from '@saakh/domain/profile';
import type { SmartListKind } from '@saakh/domain/smart-lists';

type ProfileSchema<P extends LoanProductCode = LoanProductCode> = (typeof profileInputSchemas)[P];

/** What the detail form holds and what it gives on submit: the product schema's own input and output. */
export type ProfileFormInput<P extends LoanProductCode = LoanProductCode> = z.input<ProfileSchema<P>>;
export type ProfileFormOutput<P extends LoanProductCode = LoanProductCode> = z.output<ProfileSchema<P>>;

export type ProfileFieldName<P extends LoanProductCode = LoanProductCode> = P extends LoanProductCode
  ? Extract<keyof ProfileFormInput<P>, string>
  : never;

/** The form read by field name, whatever the product (a field the product lacks reads as undefined). */
export type ProfileFieldValues = Partial<Record<ProfileFieldName, unknown>>;

/** Where a select's options come from: a server smart list, or a short list the web labels itself. */
export type OptionSource = SmartListKind | 'yesNo' | 'propertyType';

export type ProfileFieldSpec = {
  name: ProfileFieldName;
  kind: 'text' | 'select' | 'date' | 'amount' | 'consent';
  list?: OptionSource;
  /** Only these option ids of the list are offered. */
  only?: readonly number[];
  optional?: boolean;
  /** The field shows (and counts) only when this holds. */
  when?: (values: ProfileFieldValues) => boolean;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  autoComplete?: string;
  upperCase?: boolean;
};

export type ProfileSectionKey = 'loan' | 'personal' | 'work' | 'business' | 'address' | 'declaration';
export type ProfileSection = { key: ProfileSectionKey; fields: readonly ProfileFieldSpec[] };

/** Sections whose every field name is a field of the form's schema (checked by the compiler). */
type SectionsOf<F extends ProductForm> = readonly {
  key: ProfileSectionKey;
  fields: readonly (ProfileFieldSpec & { name: ProfileFieldName<LoanProductWithForm<F>> })[];
}[];

/** Keeps a shared field's literal name, so the compiler can check it against each product's schema. */
function field<const N extends ProfileFieldName>(
  spec: Omit<ProfileFieldSpec, 'name'> & { name: N },
): ProfileFieldSpec & { name: N } {
  return spec;
}

const SALARIED = '1';
const salaried = (values: ProfileFieldValues) => values.employment_status_code === SALARIED;

const desiredAmount = field({ name: 'desired_loan_amount', kind: 'amount', inputMode: 'numeric', maxLength: 9 });
/** Optional (issue 29): the offers start at this tenure wherever the lender's limits allow it. */
const desiredTenure = field({
  name: 'desired_tenure_months',
  kind: 'text',
  inputMode: 'numeric',
  maxLength: 3,
  optional: true,
});
const firstName = field({ name: 'first_name', kind: 'text', autoComplete: 'given-name', maxLength: 50 });
const lastName = field({ name: 'last_name', kind: 'text', autoComplete: 'family-name', maxLength: 50 });
const birthDate = field({
  name: 'birth_date',
  kind: 'date',
  inputMode: 'numeric',
  maxLength: 10,
  autoComplete: 'bday',
});
const gender = field({ name: 'gender', kind: 'select', list: 'genders' });
const email = field({ name: 'email', kind: 'text', inputMode: 'email', autoComplete: 'email', maxLength: 254 });
const pan = field({ name: 'pan', kind: 'text', upperCase: true, maxLength: 10 });
const employment = field({ name: 'employment_status_code', kind: 'select', list: 'employmentStatus' });
const income = field({ name: 'monthly_income', kind: 'amount', inputMode: 'numeric', maxLength: 7 });
const creditScore = field({ name: 'credit_score_band', kind: 'select', list: 'creditScoreClass' });
const address1 = field({ name: 'address1', kind: 'text', autoComplete: 'address-line1', maxLength: 100 });
const address2 = field({ name: 'address2', kind: 'text', autoComplete: 'address-line2', maxLength: 100 });
const postalCode = field({
  name: 'postal_code',
  kind: 'text',
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  maxLength: 6,
});
const ifsc = field({ name: 'bank_ifsc', kind: 'text', optional: true, maxLength: 11 });

/** Student and vehicle loans ask about work as a personal loan does, without the extras matching does not read. */
const salariedWork = [
  employment,
  field({ name: 'company_name', kind: 'text', when: salaried, maxLength: 40, autoComplete: 'organization' }),
  field({ name: 'salary_mode', kind: 'select', list: 'salaryMode', when: salaried }),
  income,
  creditScore,
] as const;

/** The sections of each kind of detail form; a loan shows those of the form the product registry gives it. */
export const profileFormSections = {
  personal: [
    { key: 'loan', fields: [desiredAmount, desiredTenure] },
    { key: 'personal', fields: [firstName, lastName, birthDate, gender, email, pan] },
    {
      key: 'work',
      fields: [
        employment,
        { name: 'company_name', kind: 'text', when: salaried, maxLength: 40, autoComplete: 'organization' },
        { name: 'salary_mode', kind: 'select', list: 'salaryMode', when: salaried },
        { name: 'officepincode', kind: 'text', inputMode: 'numeric', maxLength: 6, optional: true, when: salaried },
        income,
        creditScore,
        { name: 'monthly_rent', kind: 'amount', inputMode: 'numeric', maxLength: 8, optional: true },
        { name: 'emi', kind: 'amount', inputMode: 'numeric', maxLength: 8, optional: true },
        { name: 'educational_level', kind: 'select', list: 'educationLevel', optional: true },
        ifsc,
      ],
    },
    {
      key: 'address',
      fields: [
        { name: 'residence_type', kind: 'select', list: 'residencyTypes' },
        address1,
        { ...address2, optional: true },
        postalCode,
      ],
    },
  ],
  business: [
    { key: 'loan', fields: [desiredAmount, desiredTenure] },
    { key: 'personal', fields: [firstName, lastName, birthDate, gender, email, pan] },
    {
      key: 'business',
      fields: [
        { ...employment, only: [2, 3] },
        { name: 'company_name', kind: 'text', maxLength: 40, autoComplete: 'organization' },
        { name: 'business_registration_type', kind: 'select', list: 'businessRegistrationType' },
        { name: 'business_current_turnover', kind: 'select', list: 'businessTurnover' },
        { name: 'business_years', kind: 'select', list: 'businessYears' },
        { name: 'business_account', kind: 'select', list: 'yesNo' },
        income,
        creditScore,
        ifsc,
      ],
    },
    { key: 'address', fields: [address1, { ...address2, optional: true }, postalCode] },
  ],
  gold: [
    { key: 'loan', fields: [desiredAmount, desiredTenure] },
    { key: 'personal', fields: [firstName, lastName, birthDate, gender, email, { ...pan, optional: true }] },
    { key: 'work', fields: [employment, income, creditScore] },
    {
      key: 'address',
      fields: [
        { name: 'locality', kind: 'text', maxLength: 60, autoComplete: 'address-level3' },
        postalCode,
        { ...address1, optional: true },
        { ...address2, optional: true },
      ],
    },
  ],
  housing: [
    {
      key: 'loan',
      fields: [desiredAmount, desiredTenure, { name: 'property_type', kind: 'select', list: 'propertyType' }],
    },
    { key: 'personal', fields: [firstName, lastName, birthDate, gender, email, pan] },
    {
      key: 'work',
      fields: [
        employment,
        { name: 'company_name', kind: 'text', when: salaried, maxLength: 40, autoComplete: 'organization' },
        { name: 'salary_mode', kind: 'select', list: 'salaryMode', when: salaried },
        income,
        creditScore,
      ],
    },
    { key: 'address', fields: [address1, { ...address2, optional: true }, postalCode] },
    {
      key: 'declaration',
      fields: [
        { name: 'household_income', kind: 'select', list: 'householdIncome' },
        { name: 'household_income_consent', kind: 'consent', when: (values) => Boolean(values.household_income) },
      ],
    },
  ],
  student: [
    {
      key: 'loan',
      fields: [
        desiredAmount,
        desiredTenure,
        { name: 'course_name', kind: 'text', maxLength: 80 },
        { name: 'institute_name', kind: 'text', maxLength: 120, autoComplete: 'organization' },
      ],
    },
    { key: 'personal', fields: [firstName, lastName, birthDate, gender, email, pan] },
    { key: 'work', fields: salariedWork },
    { key: 'address', fields: [address1, { ...address2, optional: true }, postalCode] },
  ],
  /** 2-wheeler and car loans: the vehicle's on-road price first, which the loan may not exceed. */
  vehicle: [
    {
      key: 'loan',
      fields: [
        field({ name: 'vehicle_price', kind: 'amount', inputMode: 'numeric', maxLength: 9 }),
        desiredAmount,
        desiredTenure,
      ],
    },
    { key: 'personal', fields: [firstName, lastName, birthDate, gender, email, pan] },
    { key: 'work', fields: salariedWork },
    { key: 'address', fields: [address1, { ...address2, optional: true }, postalCode] },
  ],
} as const satisfies { [F in ProductForm]: SectionsOf<F> };

/** The sections a loan's detail page shows. */
export function profileSections(product: LoanProductCode): readonly ProfileSection[] {
  return profileFormSections[loanProducts[product].form];
}

export function profileFieldNames(product: LoanProductCode): ProfileFieldName[] {
  return profileSections(product).flatMap((section) => section.fields.map((field) => field.name));
}
