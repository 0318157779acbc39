import { z } from 'zod';
import type { Locale } from './i18n';
import { patterns } from './patterns';
import type { LoanProductCode } from './product-types';
import {
  addressLine1Schema,
  addressLine2Schema,
  companyNameSchema,
  EMPLOYMENT_SELF_EMPLOYED_BUSINESS,
  monthsBetween,
  parseIsoDate,
  todayInIndia,
} from './profile';

/**
 * The lender intake form (customer spec §2, §3, §5): the extra details an intake lender (lender_mode
 * 'intake') needs, its option lists, and the lender's acceptance rules. Which details are asked depends on the
 * product and the customer's employment (`intakeKindFor`, issue 13): a business is asked about the business, a
 * salaried personal-loan customer only about themselves.
 */

type Option = { value: string; en: string; hi: string };

const genders: Option[] = [
  { value: 'MALE', en: 'Male', hi: 'पुरुष' },
  { value: 'FEMALE', en: 'Female', hi: 'महिला' },
  { value: 'TRANSGENDER', en: 'Transgender', hi: 'ट्रांसजेंडर' },
];

const maritalStatuses: Option[] = [
  { value: 'SINGLE', en: 'Single', hi: 'अविवाहित' },
  { value: 'MARRIED', en: 'Married', hi: 'विवाहित' },
  { value: 'DIVORCED', en: 'Divorced', hi: 'तलाकशुदा' },
  { value: 'WIDOWED', en: 'Widowed', hi: 'विधवा/विधुर' },
];

const purposes: Option[] = [
  { value: 'WORKING_CAPITAL', en: 'Working capital', hi: 'कार्यशील पूंजी' },
  { value: 'BUSINESS_EXPANSION', en: 'Business expansion', hi: 'व्यवसाय विस्तार' },
  { value: 'MACHINERY_PURCHASE', en: 'Machinery or equipment purchase', hi: 'मशीनरी या उपकरण की खरीद' },
  { value: 'INVENTORY_PURCHASE', en: 'Inventory purchase', hi: 'माल (इन्वेंटरी) की खरीद' },
  { value: 'DEBT_REFINANCE', en: 'Refinance existing debt', hi: 'मौजूदा कर्ज़ का पुनर्वित्त' },
  { value: 'OTHER', en: 'Other business need', hi: 'अन्य व्यावसायिक ज़रूरत' },
];

const personalPurposes: Option[] = [
  { value: 'MEDICAL', en: 'Medical expenses', hi: 'चिकित्सा खर्च' },
  { value: 'EDUCATION', en: 'Education', hi: 'शिक्षा' },
  { value: 'WEDDING', en: 'Wedding', hi: 'विवाह' },
  { value: 'HOME_RENOVATION', en: 'Home renovation', hi: 'घर की मरम्मत या नवीनीकरण' },
  { value: 'TRAVEL', en: 'Travel', hi: 'यात्रा' },
  { value: 'DEBT_CONSOLIDATION', en: 'Pay off other loans', hi: 'दूसरे ऋण चुकाना' },
  { value: 'OTHER_PERSONAL', en: 'Other personal need', hi: 'अन्य व्यक्तिगत ज़रूरत' },
];

const natures: Option[] = [
  { value: 'PROPRIETORSHIP', en: 'Proprietorship', hi: 'एकल स्वामित्व' },
  { value: 'PARTNERSHIP', en: 'Partnership', hi: 'साझेदारी' },
  { value: 'LLP', en: 'Limited liability partnership', hi: 'सीमित देयता भागीदारी' },
  { value: 'PRIVATE_LIMITED', en: 'Private limited company', hi: 'प्राइवेट लिमिटेड कंपनी' },
  { value: 'PUBLIC_LIMITED', en: 'Public limited company', hi: 'पब्लिक लिमिटेड कंपनी' },
];

/**
 * Business categories and their sub-categories, as the lender classifies MSMEs. A category with an
 * empty list has no sub-categories, so the form asks for none.
 */
export const intakeCategories: Record<string, readonly string[]> = {
  Manufacturing: [
    'Food processing',
    'Textiles and garments',
    'Chemicals and plastics',
    'Engineering goods',
    'Furniture and wood',
    'Other manufacturing',
  ],
  Trading: ['Retail trade', 'Wholesale trade', 'Distribution', 'E-commerce seller'],
  Services: [
    'Transport and logistics',
    'Hospitality and restaurants',
    'Healthcare',
    'Education and training',
    'IT and software',
    'Repair and maintenance',
    'Other services',
  ],
  'Agriculture and allied': ['Dairy', 'Poultry', 'Fisheries', 'Farm equipment'],
  Construction: [],
  'Professional practice': [],
};

const optionLists = { gender: genders, maritalStatus: maritalStatuses, purposeOfLoan: purposes, nature: natures };

function values(options: Option[]): [string, ...string[]] {
  const list = options.map((option) => option.value);
  if (list.length === 0) throw new Error('An option list cannot be empty');
  return list as [string, ...string[]];
}

// ---------- which details a customer is asked ----------

/** 'business': the business, its turnover, incorporation and address; 'personal': the customer only. */
export const intakeKinds = ['personal', 'business'] as const;
export type IntakeKind = (typeof intakeKinds)[number];

/**
 * The one rule the API and the form share (issue 13): business details are asked for a business loan, and for a
 * personal or housing loan only of a customer whose employment is their own business. A salaried (or
 * self-employed professional) personal-loan customer, and every gold-loan customer, is asked about themselves only.
 */
export function intakeKindFor(product: LoanProductCode, employmentStatus: number | null | undefined): IntakeKind {
  if (product === 'bl') return 'business';
  if ((product === 'pl' || product === 'hl') && employmentStatus === EMPLOYMENT_SELF_EMPLOYED_BUSINESS)
    return 'business';
  return 'personal';
}

export const personalIntakeFieldNames = [
  'purposeOfLoan',
  'gender',
  'maritalStatus',
  'fathersName',
  'mothersName',
] as const;

export const businessIntakeFieldNames = [
  ...personalIntakeFieldNames,
  'name',
  'dateOfIncorporation',
  'annualSalesTurnOver',
  'uan',
  'category',
  'subCategory',
  'nature',
  'businessAddressLine1',
  'businessAddressLine2',
  'businessAddressPincode',
] as const;
export type IntakeFieldName = (typeof businessIntakeFieldNames)[number];

/** The fields of each kind of intake, in the order the form shows them. */
export const intakeFieldNamesByKind: Record<IntakeKind, readonly IntakeFieldName[]> = {
  personal: personalIntakeFieldNames,
  business: businessIntakeFieldNames,
};

/** Fields a customer may leave empty. */
export const optionalIntakeFields: readonly IntakeFieldName[] = ['uan', 'subCategory'];

// ---------- the lender's rules ----------

/**
 * What an intake lender requires of a business before it accepts the application: at least 12 completed
 * months since incorporation and a yearly turnover of at least ₹10,00,000 (the usual floor of unsecured
 * MSME credit). A business that fails either is rejected at intake.
 */
export const intakeRules = {
  minBusinessAgeMonths: 12,
  minAnnualTurnover: 1_000_000,
} as const;

export const intakeRejectionReasons = ['intakeBusinessTooYoung', 'intakeTurnoverTooLow'] as const;
export type IntakeRejectionReason = (typeof intakeRejectionReasons)[number];

export function evaluateIntake(
  input: { dateOfIncorporation: string; annualSalesTurnOver: number },
  todayIso: string,
): { accepted: boolean; reasons: IntakeRejectionReason[] } {
  const reasons: IntakeRejectionReason[] = [];
  if (monthsBetween(input.dateOfIncorporation, todayIso) < intakeRules.minBusinessAgeMonths)
    reasons.push('intakeBusinessTooYoung');
  if (input.annualSalesTurnOver < intakeRules.minAnnualTurnover) reasons.push('intakeTurnoverTooLow');
  return { accepted: reasons.length === 0, reasons };
}

// ---------- schemas ----------

const parentName = (message: 'fathersNameInvalid' | 'mothersNameInvalid') =>
  z
    .string({ error: message })
    .trim()
    .min(2, { error: message, abort: true })
    .max(60, { error: message, abort: true })
    .regex(/^[A-Za-z]+(?:[ .'-][A-Za-z]+)*$/, { error: message });

/** Multipart fields arrive as text: a ticked box is 'true', '1' or 'on'. */
function checkbox(value: unknown): unknown {
  return value === 'true' || value === '1' || value === 'on' ? true : value;
}

function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

const aboutTheCustomer = {
  gender: z.enum(values(genders), { error: 'required' }),
  maritalStatus: z.enum(values(maritalStatuses), { error: 'required' }),
  fathersName: parentName('fathersNameInvalid'),
  mothersName: parentName('mothersNameInvalid'),
  consent: z.preprocess(checkbox, z.literal(true, { error: 'intakeConsentRequired' })),
};

/** The intake of a customer asked about themselves only (a salaried personal-loan customer): no business field. */
export const personalIntakeSubmissionInputSchema = z.object({
  purposeOfLoan: z.enum(values(personalPurposes), { error: 'required' }),
  ...aboutTheCustomer,
});
export type PersonalIntakeSubmissionInput = z.infer<typeof personalIntakeSubmissionInputSchema>;

/** The intake form as the web submits it (multipart) and the API validates it (customer spec §5): a business. */
export const intakeSubmissionInputSchema = z
  .object({
    purposeOfLoan: z.enum(values(purposes), { error: 'required' }),
    ...aboutTheCustomer,
    annualSalesTurnOver: z.coerce
      .number({ error: 'turnoverInvalid' })
      .int({ error: 'turnoverInvalid', abort: true })
      .min(1, { error: 'turnoverInvalid', abort: true })
      .max(100_000_000_000, { error: 'turnoverInvalid', abort: true }),
    uan: z.preprocess(
      blankToUndefined,
      z.string().trim().toUpperCase().regex(patterns.uan, { error: 'uanInvalid' }).optional(),
    ),
    name: companyNameSchema,
    dateOfIncorporation: z
      .string({ error: 'incorporationDateInvalid' })
      .trim()
      .superRefine((value, ctx) => {
        const iso = parseIsoDate(value);
        if (!iso) ctx.addIssue({ code: 'custom', message: 'incorporationDateInvalid' });
        else if (iso > todayInIndia()) ctx.addIssue({ code: 'custom', message: 'incorporationDateFuture' });
      }),
    category: z
      .string({ error: 'required' })
      .refine((value) => Object.hasOwn(intakeCategories, value), { error: 'required' }),
    subCategory: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
    nature: z.enum(values(natures), { error: 'required' }),
    businessAddressLine1: addressLine1Schema,
    businessAddressLine2: addressLine2Schema.min(1, { error: 'required', abort: true }),
    businessAddressPincode: z
      .string({ error: 'postalCodeInvalid' })
      .trim()
      .regex(/^\d{1,6}$/, { error: 'postalCodeInvalid' }),
  })
  .superRefine((value, ctx) => {
    // The sub-category is asked only when the chosen category has sub-categories, and must be one of them.
    const subCategories = intakeCategories[value.category] ?? [];
    if (subCategories.length === 0) return;
    if (!value.subCategory) ctx.addIssue({ code: 'custom', path: ['subCategory'], message: 'subCategoryRequired' });
    else if (!subCategories.includes(value.subCategory))
      ctx.addIssue({ code: 'custom', path: ['subCategory'], message: 'subCategoryRequired' });
  });
export type IntakeSubmissionInput = z.infer<typeof intakeSubmissionInputSchema>;
export type IntakeSubmissionFormValues = z.input<typeof intakeSubmissionInputSchema>;

/** The schema of each kind: the API validates with the kind it decides, the form with the kind the API answered. */
export function intakeSchemaFor(kind: IntakeKind) {
  return kind === 'business' ? intakeSubmissionInputSchema : personalIntakeSubmissionInputSchema;
}

export const intakeOptionSchema = z.object({ value: z.string(), label: z.string() });

export const intakeFieldsResultSchema = z.object({
  /** Which details this customer is asked (intakeKindFor): the form shows the business sections only for 'business'. */
  kind: z.enum(intakeKinds),
  gender: z.array(intakeOptionSchema),
  maritalStatus: z.array(intakeOptionSchema),
  purposeOfLoan: z.array(intakeOptionSchema),
  nature: z.array(intakeOptionSchema),
  category: z.record(z.string(), z.array(z.string())),
});
export type IntakeFieldsResult = z.infer<typeof intakeFieldsResultSchema>;

/** The option lists the form shows for this kind of intake, labelled in the caller's language. */
export function intakeFieldsFor(locale: Locale, kind: IntakeKind = 'business'): IntakeFieldsResult {
  const label = (options: Option[]) => options.map((option) => ({ value: option.value, label: option[locale] }));
  const business = kind === 'business';
  return {
    kind,
    gender: label(optionLists.gender),
    maritalStatus: label(optionLists.maritalStatus),
    purposeOfLoan: label(business ? optionLists.purposeOfLoan : personalPurposes),
    nature: business ? label(optionLists.nature) : [],
    category: business
      ? Object.fromEntries(Object.entries(intakeCategories).map(([category, subs]) => [category, [...subs]]))
      : {},
  };
}

export const intakeParamsSchema = z.object({
  lenderKey: z.string().min(1).max(60),
  creditAppId: z.string().trim().min(1).max(64),
});
export type IntakeParams = z.infer<typeof intakeParamsSchema>;

/** The intake call's answer as the spec names it: success and where the browser goes next. */
export const intakeSubmitResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  redirectionUrl: z.string(),
});
export type IntakeSubmitResult = z.infer<typeof intakeSubmitResultSchema>;
