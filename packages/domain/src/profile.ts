import { z } from 'zod';
import { emailSchema } from './auth';
import {
  EMPLOYMENT_SALARIED,
  EMPLOYMENT_SELF_EMPLOYED_BUSINESS,
  EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL,
  employmentStatusCodes,
} from './employment';
import { MONTHLY_INCOME_MAX, MONTHLY_INCOME_MIN } from './constants';
import { patterns } from './patterns';
import {
  byLoanProduct,
  loanProducts,
  type LoanProductCode,
  type LoanProductWithForm,
  type ProductForm,
} from './products';
import { userProfileSchema } from './user';

/**
 * The profile each loan product's detail page collects (customer spec §3, §5), shared by the web forms
 * (react-hook-form + zodResolver) and the profile API. Error messages are message keys.
 */

export const BIRTH_YEAR_MIN = 1900;
/** Only adults can contract a loan; above 100 the date is a typing mistake. */
export const APPLICANT_AGE_MIN = 18;
export const APPLICANT_AGE_MAX = 100;

export {
  EMPLOYMENT_SALARIED,
  EMPLOYMENT_SELF_EMPLOYED_BUSINESS,
  EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL,
  employmentStatusCodes,
  type EmploymentStatusCode,
} from './employment';

/** Declared credit-score band, the `creditScoreClass` smart list (DESIGN §6): 1 new to credit … 4 is 750+. */
export const creditScoreClasses = [1, 2, 3, 4] as const;
export type CreditScoreClass = (typeof creditScoreClasses)[number];

/** `householdIncome` smart list: 1 at most ₹3,00,000 a year, 2 more than that (customer spec §1, §9). */
export const HOUSEHOLD_INCOME_AT_MOST = 1;
export const HOUSEHOLD_INCOME_ABOVE = 2;

export const propertyTypes = ['ready', 'under_construction', 'plot_and_construction'] as const;
export type PropertyType = (typeof propertyTypes)[number];

/** What each product lends (customer spec §1), from the product registry, with the message naming the range. */
export const loanAmountLimits: Record<LoanProductCode, { min: number; max: number; message: string }> = byLoanProduct(
  (code) => ({ ...loanProducts[code].amount, message: loanProducts[code].amountMessage }),
);

// ---------- dates ----------

const dmyPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoFromParts(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `31/01/1990` → `1990-01-31`; null when it is not a calendar date in DD/MM/YYYY. */
export function dmyToIso(value: string): string | null {
  const match = dmyPattern.exec(value.trim());
  if (!match) return null;
  return isoFromParts(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** `1990-01-31` → `31/01/1990`, for filling the form from a stored profile. */
export function isoToDmy(iso: string | null | undefined): string | null {
  const match = iso ? isoPattern.exec(iso.slice(0, 10)) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** A calendar date in YYYY-MM-DD, or null. */
export function parseIsoDate(value: string): string | null {
  const match = isoPattern.exec(value.trim());
  if (!match) return null;
  return isoFromParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in India (YYYY-MM-DD): ages, offer windows and "not after today" are decided on Indian dates. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDate.format(now);
}

/** Completed years between two ISO dates (the age on `onIso`). */
export function ageInYears(birthIso: string, onIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = onIso.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Completed months between two ISO dates. */
export function monthsBetween(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

export type BirthDateProblem = 'invalidDate' | 'invalidYear' | 'birthDateInvalid';

/**
 * Checks a DD/MM/YYYY birth date (customer spec §5): the shape and the calendar ('Invalid date'),
 * the year ('Invalid year'), then a plausible adult's age ('Please enter a valid birth date').
 */
export function checkBirthDate(value: string, todayIso: string): BirthDateProblem | null {
  const match = dmyPattern.exec(value.trim());
  if (!match) return 'invalidDate';
  const year = Number(match[3]);
  if (year < BIRTH_YEAR_MIN || year > Number(todayIso.slice(0, 4))) return 'invalidYear';
  const iso = isoFromParts(year, Number(match[2]), Number(match[1]));
  if (!iso) return 'invalidDate';
  if (iso > todayIso) return 'birthDateInvalid';
  const age = ageInYears(iso, todayIso);
  if (age < APPLICANT_AGE_MIN || age > APPLICANT_AGE_MAX) return 'birthDateInvalid';
  return null;
}

// ---------- field schemas ----------

/** Empty form inputs ('' or null) mean "not given" for optional fields. */
function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

function alphabetsName(message: 'firstNameInvalid' | 'lastNameInvalid') {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(50, { error: message, abort: true })
    .regex(patterns.alphabets, { error: message });
}

/** A code from a fixed list (smart-list selects send it as a number or a numeric string). */
function codeOf<const T extends readonly number[]>(codes: T, message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message, abort: true })
    .refine((value): value is T[number] => codes.includes(value), { error: message });
}

export const firstNameSchema = alphabetsName('firstNameInvalid');
export const lastNameSchema = alphabetsName('lastNameInvalid');

export const panSchema = z
  .string({ error: 'panInvalid' })
  .trim()
  .toUpperCase()
  .regex(patterns.panIndividual, { error: 'panInvalid' });

export const pincodeSchema = z
  .string({ error: 'pincodeInvalid' })
  .trim()
  .regex(patterns.pincode, { error: 'pincodeInvalid' });

export const addressLine1Schema = z
  .string({ error: 'address1Invalid' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(100, { error: 'address1Invalid', abort: true })
  .regex(patterns.address, { error: 'address1Invalid' });

export const addressLine2Schema = z
  .string({ error: 'address2Invalid' })
  .trim()
  .max(100, { error: 'address2Invalid', abort: true })
  .regex(patterns.address, { error: 'address2Invalid' });

export const monthlyIncomeSchema = z.coerce
  .number({ error: 'monthlyIncomeRange' })
  .int({ error: 'monthlyIncomeRange', abort: true })
  .min(MONTHLY_INCOME_MIN, { error: 'monthlyIncomeRange', abort: true })
  .max(MONTHLY_INCOME_MAX, { error: 'monthlyIncomeRange', abort: true });

/** IFSC is case sensitive, as its message says: lower-case letters are refused, not corrected. */
export const ifscSchema = z.string({ error: 'ifscInvalid' }).trim().regex(patterns.ifsc, { error: 'ifscInvalid' });

export const birthDateSchema = z
  .string({ error: 'invalidDate' })
  .trim()
  .superRefine((value, ctx) => {
    const problem = checkBirthDate(value, todayInIndia());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const companyNameSchema = z
  .string({ error: 'companyNameInvalid' })
  .trim()
  .regex(patterns.businessName, { error: 'companyNameInvalid' });

export const localitySchema = z
  .string({ error: 'localityInvalid' })
  .trim()
  .min(2, { error: 'localityInvalid', abort: true })
  .max(60, { error: 'localityInvalid', abort: true })
  .regex(patterns.locality, { error: 'localityInvalid' });

export const employmentStatusSchema = codeOf(employmentStatusCodes, 'employmentStatusRequired');
export const creditScoreBandSchema = codeOf(creditScoreClasses, 'creditScoreBandRequired');
export const genderSchema = codeOf([1, 2, 3], 'genderRequired');
export const residenceTypeSchema = codeOf([1, 2, 3, 4, 5], 'residenceTypeRequired');
export const salaryModeSchema = codeOf([1, 2, 3], 'salaryModeRequired');

export function desiredLoanAmountSchema(product: LoanProductCode) {
  const { min, max, message } = loanAmountLimits[product];
  return z.coerce
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(min, { error: message, abort: true })
    .max(max, { error: message, abort: true });
}

/**
 * The tenure the customer would like, in whole months (optional, issue 29): up to the longest term the product is
 * advertised for. The offers start at it wherever the lender's limits allow it.
 */
export function desiredTenureMonthsSchema(product: LoanProductCode) {
  const max = loanProducts[product].maxOfferTenureMonths ?? 360;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'desiredTenureInvalid' })
      .int({ error: 'desiredTenureInvalid', abort: true })
      .min(1, { error: 'desiredTenureInvalid', abort: true })
      .max(max, { error: 'desiredTenureInvalid', abort: true })
      .optional(),
  );
}

const optionalAmount = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue', abort: true })
    .min(0, { error: 'invalidValue', abort: true })
    .max(10_000_000, { error: 'invalidValue', abort: true })
    .optional(),
);

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

// ---------- product forms ----------

const personalFields = {
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  birth_date: birthDateSchema,
  gender: genderSchema,
  monthly_income: monthlyIncomeSchema,
  credit_score_band: creditScoreBandSchema,
};

const addressFields = {
  address1: addressLine1Schema,
  address2: addressLine2Schema.default(''),
  postal_code: pincodeSchema,
};

/** Salaried customers name their employer; the income question is about a salary. */
function requireSalariedDetails(
  value: { employment_status_code: number; company_name?: string; salary_mode?: number },
  ctx: z.RefinementCtx,
): void {
  if (value.employment_status_code !== EMPLOYMENT_SALARIED) return;
  if (!value.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'companyNameInvalid' });
  if (value.salary_mode === undefined)
    ctx.addIssue({ code: 'custom', path: ['salary_mode'], message: 'salaryModeRequired' });
}

/** /user/user-detail */
function personalForm(product: LoanProductWithForm<'personal'>) {
  return z
    .object({
      ...personalFields,
      ...addressFields,
      pan: panSchema,
      employment_status_code: employmentStatusSchema,
      company_name: optional(companyNameSchema),
      salary_mode: optional(salaryModeSchema),
      residence_type: residenceTypeSchema,
      officepincode: optional(pincodeSchema),
      monthly_rent: optionalAmount,
      emi: optionalAmount,
      educational_level: optional(codeOf([1, 2, 3, 4, 5, 6], 'invalidValue')),
      bank_ifsc: optional(ifscSchema),
      desired_loan_amount: desiredLoanAmountSchema(product),
      desired_tenure_months: desiredTenureMonthsSchema(product),
    })
    .superRefine(requireSalariedDetails);
}

/** /user/business-detail: the borrower runs a business or a practice. */
function businessForm(product: LoanProductWithForm<'business'>) {
  return z.object({
    ...personalFields,
    ...addressFields,
    pan: panSchema,
    employment_status_code: codeOf(
      [EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL, EMPLOYMENT_SELF_EMPLOYED_BUSINESS],
      'employmentStatusRequired',
    ),
    company_name: companyNameSchema,
    business_registration_type: codeOf([1, 2, 3, 4, 5], 'businessRegistrationRequired'),
    business_current_turnover: codeOf([1, 2, 3, 4], 'businessTurnoverRequired'),
    business_years: codeOf([1, 2, 3, 4], 'businessYearsRequired'),
    business_account: codeOf([0, 1], 'businessAccountRequired'),
    bank_ifsc: optional(ifscSchema),
    desired_loan_amount: desiredLoanAmountSchema(product),
    desired_tenure_months: desiredTenureMonthsSchema(product),
  });
}

/** /user/gold-loan-detail: a secured loan, so PAN and a full address are optional; the locality finds a branch. */
function goldForm(product: LoanProductWithForm<'gold'>) {
  return z.object({
    ...personalFields,
    pan: optional(panSchema),
    employment_status_code: employmentStatusSchema,
    locality: localitySchema,
    postal_code: pincodeSchema,
    address1: optional(addressLine1Schema),
    address2: optional(addressLine2Schema),
    desired_loan_amount: desiredLoanAmountSchema(product),
    desired_tenure_months: desiredTenureMonthsSchema(product),
  });
}

/**
 * /user/affordable-housing-loan-detail. Affordable-housing schemes depend on the household's yearly income,
 * so the customer declares it against ₹3,00,000 and ticks the matching consent text.
 */
function housingForm(product: LoanProductWithForm<'housing'>) {
  return z
    .object({
      ...personalFields,
      ...addressFields,
      pan: panSchema,
      employment_status_code: employmentStatusSchema,
      company_name: optional(companyNameSchema),
      salary_mode: optional(salaryModeSchema),
      property_type: z.enum(propertyTypes, { error: 'propertyTypeRequired' }),
      household_income: codeOf([HOUSEHOLD_INCOME_AT_MOST, HOUSEHOLD_INCOME_ABOVE], 'householdIncomeRequired'),
      household_income_consent: z.literal(true, { error: 'householdIncomeConsentRequired' }),
      desired_loan_amount: desiredLoanAmountSchema(product),
      desired_tenure_months: desiredTenureMonthsSchema(product),
    })
    .superRefine(requireSalariedDetails);
}

export const courseNameSchema = z
  .string({ error: 'courseNameInvalid' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .&()-]{1,79}$/, { error: 'courseNameInvalid' });

export const instituteNameSchema = z
  .string({ error: 'instituteNameInvalid' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .,&()'-]{1,119}$/, { error: 'instituteNameInvalid' });

export const VEHICLE_PRICE_MIN = 10_000;
export const VEHICLE_PRICE_MAX = 10_000_000;

export const vehiclePriceSchema = z.coerce
  .number({ error: 'vehiclePriceInvalid' })
  .int({ error: 'vehiclePriceInvalid', abort: true })
  .min(VEHICLE_PRICE_MIN, { error: 'vehiclePriceInvalid', abort: true })
  .max(VEHICLE_PRICE_MAX, { error: 'vehiclePriceInvalid', abort: true });

/**
 * /user/student-loan-detail (issue 13): the student (or the parent who co-borrows) as for a personal loan, and the
 * course and institute lenders ask about; the income is the earning member's.
 */
function studentForm(product: LoanProductWithForm<'student'>) {
  return z
    .object({
      ...personalFields,
      ...addressFields,
      pan: panSchema,
      employment_status_code: employmentStatusSchema,
      company_name: optional(companyNameSchema),
      salary_mode: optional(salaryModeSchema),
      course_name: courseNameSchema,
      institute_name: instituteNameSchema,
      desired_loan_amount: desiredLoanAmountSchema(product),
      desired_tenure_months: desiredTenureMonthsSchema(product),
    })
    .superRefine(requireSalariedDetails);
}

/** A vehicle loan never lends more than the vehicle's on-road price. */
function loanWithinVehiclePrice(
  value: { desired_loan_amount: number; vehicle_price: number },
  ctx: z.RefinementCtx,
): void {
  if (value.desired_loan_amount > value.vehicle_price)
    ctx.addIssue({ code: 'custom', path: ['desired_loan_amount'], message: 'loanAboveVehiclePrice' });
}

/** /user/two-wheeler-loan-detail and /user/car-loan-detail: the customer, and the vehicle's on-road price. */
function vehicleForm(product: LoanProductWithForm<'vehicle'>) {
  return z
    .object({
      ...personalFields,
      ...addressFields,
      pan: panSchema,
      employment_status_code: employmentStatusSchema,
      company_name: optional(companyNameSchema),
      salary_mode: optional(salaryModeSchema),
      vehicle_price: vehiclePriceSchema,
      desired_loan_amount: desiredLoanAmountSchema(product),
      desired_tenure_months: desiredTenureMonthsSchema(product),
    })
    .superRefine((value, ctx) => {
      requireSalariedDetails(value, ctx);
      loanWithinVehiclePrice(value, ctx);
    });
}

/** Each detail form, built for a loan that uses it (the amount limits are the loan's own). */
const productFormSchemas = {
  personal: personalForm,
  business: businessForm,
  gold: goldForm,
  housing: housingForm,
  student: studentForm,
  vehicle: vehicleForm,
} as const satisfies Record<ProductForm, (product: never) => z.ZodType>;

export type ProfileFormSchema<F extends ProductForm> = ReturnType<(typeof productFormSchemas)[F]>;
type ProductFormOf<P extends LoanProductCode> = (typeof loanProducts)[P]['form'];

/** Each loan's detail form, as the product registry assigns it: the web form and the API's route body alike. */
export const profileInputSchemas = byLoanProduct((code) => {
  const build = productFormSchemas[loanProducts[code].form] as (product: LoanProductCode) => z.ZodType;
  return build(code);
}) as { [P in LoanProductCode]: ProfileFormSchema<ProductFormOf<P>> };

export const personalLoanProfileInputSchema = profileInputSchemas.pl;
export const businessLoanProfileInputSchema = profileInputSchemas.bl;
export const goldLoanProfileInputSchema = profileInputSchemas.gl;
export const housingLoanProfileInputSchema = profileInputSchemas.hl;

/** What a detail form of kind `F` gives once parsed. */
export type ProfileFormData<F extends ProductForm> = z.infer<ProfileFormSchema<F>>;
export type PersonalLoanProfileInput = ProfileFormData<'personal'>;
export type BusinessLoanProfileInput = ProfileFormData<'business'>;
export type GoldLoanProfileInput = ProfileFormData<'gold'>;
export type HousingLoanProfileInput = ProfileFormData<'housing'>;
export type StudentLoanProfileInput = ProfileFormData<'student'>;
export type VehicleLoanProfileInput = ProfileFormData<'vehicle'>;

/** A saved detail form with its loan: `form` tells the kinds apart, so a new loan of an existing kind needs no case. */
export type ProfileInput = {
  [F in ProductForm]: { product: LoanProductWithForm<F>; form: F } & ProfileFormData<F>;
}[ProductForm];

/** The consent text a household-income declaration records, by the band chosen. */
export function householdIncomeConsentKey(
  band: number,
): 'householdIncomeAtMostConsent' | 'householdIncomeAboveConsent' {
  return band === HOUSEHOLD_INCOME_AT_MOST ? 'householdIncomeAtMostConsent' : 'householdIncomeAboveConsent';
}

// ---------- answers ----------

/** The own profile: the user call's fields, the birth date also as the form shows it, and the extra details. */
export const profileResultSchema = userProfileSchema.extend({
  birth_date_dmy: z.string().nullable(),
  locality: z.string().nullable(),
  bank_ifsc: z.string().nullable(),
  household_income: z.number().int().nullable(),
  course_name: z.string().nullable(),
  institute_name: z.string().nullable(),
  vehicle_price: z.number().int().nullable(),
});
export type ProfileResult = z.infer<typeof profileResultSchema>;

export const setEditingInputSchema = z.object({
  is_editing: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'invalidValue' }),
});
export type SetEditingInput = z.infer<typeof setEditingInputSchema>;
