import { z } from 'zod';
import { INT4_MAX, rowIdSchema } from './api';
import type { CatalogueMessageKey } from './catalogue-messages';
import type { Message } from './i18n';
import {
  listOrPageOf,
  listQuerySchema,
  optionalFilter,
  type Page,
  withExportFormat,
  withOptionalPaging,
} from './lists';
import { isHandoffUrl } from './applications';
import { lenderModes } from './lender-modes';
import { DEFAULT_COOLING_DAYS, lenderKinds } from './offers';
import { patterns } from './patterns';
import { loanProductCodes } from './product-types';

/** Lenders and lender groups as the admin lender screens read and edit them (admin spec §2.2, §2.3, §3, §5). */

/** Form inputs arrive as text: blank text means "no value". */
export function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Numeric text becomes a number, blank becomes null; anything else is left for the schema to refuse. */
export function numericInput(value: unknown): unknown {
  const input = blankToNull(value);
  if (typeof input === 'string' && /^-?\d+(\.\d+)?$/.test(input)) return Number(input);
  return input;
}

/** Checkboxes send 1/0, true/false or '1'/'0'; all are stored as 1 or 0. */
export function flagInput(value: unknown): unknown {
  if (value === true || value === '1') return 1;
  if (value === false || value === '0') return 0;
  return value;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export const flagSchema = z.preprocess(
  flagInput,
  z.literal([0, 1], { error: 'flagInvalid' satisfies CatalogueMessageKey }),
);
export type Flag = z.infer<typeof flagSchema>;

export const idSchema = rowIdSchema;

// A public https address: a dotted host name, optional port, then no spaces, quotes or angle brackets.
const httpsUrlPattern =
  /^https:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/;

export function isHttpsUrl(value: string): boolean {
  return value.length <= 2000 && httpsUrlPattern.test(value);
}

/** A path on this site such as /user/lenders-transaction/kotak or /uploads/images/a.png. */
export function isSitePath(value: string): boolean {
  return /^\/[A-Za-z0-9/_.%~=&?+-]*$/.test(value) && !value.startsWith('//') && !value.includes('..');
}

/** An https link or a path on this site, as used for lender pages and training material. */
export function isLinkOrPath(value: string): boolean {
  return isSitePath(value) || isHttpsUrl(value);
}

export const lenderProductSchema = z.enum(loanProductCodes, {
  error: 'lenderProductInvalid' satisfies CatalogueMessageKey,
});

export const LENDER_NAME_MAX = 60;
export const lenderNameSchema = z
  .string({ error: 'lenderNameRequired' satisfies CatalogueMessageKey })
  .trim()
  .min(1, { error: 'lenderNameRequired' satisfies CatalogueMessageKey, abort: true })
  .max(LENDER_NAME_MAX, { error: 'textTooLong' satisfies CatalogueMessageKey })
  .regex(patterns.lenderName, { error: 'lenderNameInvalid' satisfies CatalogueMessageKey });

/**
 * The name customers read ("Kotak Mahindra Bank"): letters in any script, digits, spaces and . & ' ( ) -, up to
 * 80 characters; blank clears it (customers then read the name). The key-like name stays for files and URLs.
 */
export const lenderDisplayNameSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'lenderDisplayNameInvalid' satisfies CatalogueMessageKey })
    .trim()
    .max(80, { error: 'textTooLong' satisfies CatalogueMessageKey })
    .regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .&'()-]*$/u, {
      error: 'lenderDisplayNameInvalid' satisfies CatalogueMessageKey,
    })
    .nullable(),
);

/** A lender as the admin screens read it; rates are decimals (percent), amounts whole rupees. */
export const lenderSchema = z.object({
  lender_id: z.number().int(),
  name: z.string(),
  /** What customers read (offers, KFS, timelines, consent lines); null: they read the name. */
  display_name: z.string().nullable(),
  /** The display name in Devanagari for Hindi readers; null: they read the display name (issue 29). */
  display_name_hi: z.string().nullable(),
  /** Who lends (issue 29): the regulated entity's legal name, its kind and its RBI registration. */
  legal_name: z.string().nullable(),
  lender_kind: z.enum(lenderKinds).nullable(),
  rbi_registration: z.string().nullable(),
  lender_key: z.string(),
  product: lenderProductSchema,
  min_income: z.number().int().nullable(),
  max_income: z.number().int().nullable(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  ticket_class: z.number().int().nullable(),
  credit_score_class: z.number().int().nullable(),
  salaried: z.number().int(),
  self_employed: z.number().int(),
  business: z.number().int(),
  priority: z.number().int(),
  lender_status: z.number().int(),
  status_reason: z.string().nullable(),
  so_status: z.number().int(),
  so_text: z.string().nullable(),
  /** Hindi beside each admin-entered text; null: customers and partners reading Hindi see the English (decision 025). */
  so_text_hi: z.string().nullable(),
  so_date_start: z.string().nullable(),
  so_date_end: z.string().nullable(),
  /** The special offer's flat processing fee in rupees: it prices the offer while active; null: the offer is a note. */
  so_processing_fee: z.number().nullable(),
  loan_amount_upto: z.number().int().nullable(),
  tenure: z.number().int().nullable(),
  /** The lender's smallest amount and shortest tenure (issue 29), and the days a decline keeps it from the customer. */
  min_amount: z.number().int().nullable(),
  min_tenure: z.number().int().nullable(),
  cooling_days: z.number().int(),
  /** The charges customers read on offers and the KFS, English and Hindi side by side (issue 29). */
  penal_charges: z.string().nullable(),
  penal_charges_hi: z.string().nullable(),
  bounce_charges: z.string().nullable(),
  bounce_charges_hi: z.string().nullable(),
  foreclosure_charges: z.string().nullable(),
  foreclosure_charges_hi: z.string().nullable(),
  part_prepayment_charges: z.string().nullable(),
  part_prepayment_charges_hi: z.string().nullable(),
  /** What only the lender states on its KFS (issue 30): switching charges, its nodal grievance officer, its
   * recovery agents clause and co-lending arrangement; the texts in both languages. */
  switching_charges: z.string().nullable(),
  switching_charges_hi: z.string().nullable(),
  nodal_officer_name: z.string().nullable(),
  nodal_officer_phone: z.string().nullable(),
  nodal_officer_email: z.string().nullable(),
  recovery_agents_text: z.string().nullable(),
  recovery_agents_text_hi: z.string().nullable(),
  co_lending_text: z.string().nullable(),
  co_lending_text_hi: z.string().nullable(),
  interest_rate: z.number().nullable(),
  apr_min: z.number().nullable(),
  apr_max: z.number().nullable(),
  processing_fees: z.number().nullable(),
  lender_group_ids: z.array(z.number().int()),
  autosubmission: z.number().int(),
  api: z.number().int(),
  lender_mode: z.enum(lenderModes),
  transaction_url: z.string().nullable(),
  age_text: z.string().nullable(),
  employment_text: z.string().nullable(),
  income_text: z.string().nullable(),
  min_loan_text: z.string().nullable(),
  max_loan_text: z.string().nullable(),
  cibil_text: z.string().nullable(),
  lender_journey_text: z.string().nullable(),
  age_text_hi: z.string().nullable(),
  employment_text_hi: z.string().nullable(),
  income_text_hi: z.string().nullable(),
  min_loan_text_hi: z.string().nullable(),
  max_loan_text_hi: z.string().nullable(),
  cibil_text_hi: z.string().nullable(),
  lender_journey_text_hi: z.string().nullable(),
  mp4_text: z.string().nullable(),
  pptx_text: z.string().nullable(),
  pdf_text: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lender = z.infer<typeof lenderSchema>;

/** Columns the lender list sorts by; default: highest priority first, then by name (admin spec §2.2). */
export const lenderSortColumns = [
  'name',
  'priority',
  'min_income',
  'max_income',
  'min_age',
  'max_age',
  'ticket_class',
  'credit_score_class',
  'lender_status',
  'so_status',
  'updated_at',
] as const;
export type LenderSortColumn = (typeof lenderSortColumns)[number];

/**
 * get-lenders-data's query (the list contract): without page or pageSize it answers the whole list as the spec's
 * call does; with either, one page. The product filter may also come as the path's {filter}.
 */
export const lenderListQuerySchema = withOptionalPaging(
  listQuerySchema({
    sortable: lenderSortColumns,
    defaultSort: '-priority',
    defaultPageSize: 50,
    filters: {
      product: optionalFilter(lenderProductSchema),
      lender_status: optionalFilter(flagSchema),
      api: optionalFilter(flagSchema),
    },
  }),
);
export type LenderListQuery = z.infer<typeof lenderListQuerySchema>;

export const lenderExportQuerySchema = withExportFormat(lenderListQuerySchema);
export type LenderExportQuery = z.infer<typeof lenderExportQuerySchema>;

/**
 * The lender list's column labels (admin spec §2.2), in both languages: the admin table's headers and the export's
 * header row read them here, so a column is named once.
 */
export const lenderColumnLabels = {
  name: { en: 'Name', hi: 'नाम' },
  product: { en: 'Product', hi: 'उत्पाद' },
  min_income: { en: 'Income (min)', hi: 'आय (न्यूनतम)' },
  max_income: { en: 'Income (max)', hi: 'आय (अधिकतम)' },
  min_age: { en: 'Age (min)', hi: 'आयु (न्यूनतम)' },
  max_age: { en: 'Age (max)', hi: 'आयु (अधिकतम)' },
  ticket_class: { en: 'Ticket Class', hi: 'टिकट श्रेणी' },
  credit_score_class: { en: 'Credit Score Class', hi: 'क्रेडिट स्कोर श्रेणी' },
  salaried: { en: 'Salaried', hi: 'वेतनभोगी' },
  self_employed: { en: 'Self Employed', hi: 'स्व-नियोजित' },
  business: { en: 'Business', hi: 'व्यवसाय' },
  priority: { en: 'Priority', hi: 'प्राथमिकता' },
  lender_status: { en: 'Lender Status', hi: 'ऋणदाता स्थिति' },
  so_status: { en: 'Special Offer', hi: 'विशेष ऑफ़र' },
  so_text: { en: 'Offer text', hi: 'ऑफ़र का विवरण' },
  interest_rate: { en: 'Interest rate (%)', hi: 'ब्याज दर (%)' },
  loan_amount_upto: { en: 'Loan up to (₹)', hi: 'ऋण सीमा (₹)' },
  lender_mode: { en: 'Mode', hi: 'मोड' },
  updated_at: { en: 'Last changed', hi: 'अंतिम बदलाव' },
  // Who lends and its limits (issue 29) and its KFS officer (issue 30): in the export, not the table.
  display_name: { en: 'Name customers see', hi: 'ग्राहकों को दिखने वाला नाम' },
  legal_name: { en: 'Legal name', hi: 'कानूनी नाम' },
  lender_kind: { en: 'Kind', hi: 'प्रकार' },
  rbi_registration: { en: 'RBI registration', hi: 'आरबीआई पंजीकरण' },
  min_amount: { en: 'Loan from (₹)', hi: 'ऋण न्यूनतम (₹)' },
  min_tenure: { en: 'Tenure from (months)', hi: 'अवधि न्यूनतम (महीने)' },
  tenure: { en: 'Tenure up to (months)', hi: 'अवधि अधिकतम (महीने)' },
  cooling_days: { en: 'Days before offering again after a decline', hi: 'अस्वीकृति के बाद फिर से ऑफ़र करने से पहले दिन' },
  nodal_officer_name: { en: 'Nodal officer', hi: 'नोडल अधिकारी' },
  nodal_officer_email: { en: 'Nodal officer e-mail', hi: 'नोडल अधिकारी ई-मेल' },
} as const satisfies Record<string, Message>;
export type LenderColumn = keyof typeof lenderColumnLabels;

export type LenderPage = Page<Lender>;

/** The whole list (no paging asked) or one page. */
export const lenderListAnswerSchema = listOrPageOf(lenderSchema);

export const lendersFilterParamsSchema = z.object({ filter: lenderProductSchema });
export type LendersFilterParams = z.infer<typeof lendersFilterParamsSchema>;

export const lenderIdParamsSchema = z.object({ lenderId: idSchema });
export type LenderIdParams = z.infer<typeof lenderIdParamsSchema>;

export const createLenderInputSchema = z.object({
  name: lenderNameSchema,
  product: lenderProductSchema.default('pl'),
});
export type CreateLenderInput = z.infer<typeof createLenderInputSchema>;

export const deleteLenderInputSchema = z.object({ lender_id: idSchema });
export type DeleteLenderInput = z.infer<typeof deleteLenderInputSchema>;

const wholeNumber = (max: number, error: CatalogueMessageKey) =>
  z.preprocess(numericInput, z.number({ error }).int({ error }).min(0, { error }).max(max, { error }).nullable());

const age = z.preprocess(
  numericInput,
  z
    .number({ error: 'ageInvalid' })
    .int({ error: 'ageInvalid' })
    .min(18, { error: 'ageInvalid' })
    .max(100, { error: 'ageInvalid' })
    .nullable(),
);

/** A percentage with two decimals (interest, APR, processing fee); finer input is rounded, as the column keeps two. */
const rate = z
  .preprocess(
    numericInput,
    z.number({ error: 'rateInvalid' }).min(0, { error: 'rateInvalid' }).max(100, { error: 'rateInvalid' }).nullable(),
  )
  .transform((value) => (value === null ? null : roundTo(value, 2)));

/** Ticket and credit-score classes are smart-list codes; the server also checks the code exists in the list. */
const optionCode = z.preprocess(
  numericInput,
  z
    .number({ error: 'optionInvalid' })
    .int({ error: 'optionInvalid' })
    .min(1, { error: 'optionInvalid' })
    .max(4, { error: 'optionInvalid' })
    .nullable(),
);

const isoDate = z.preprocess(blankToNull, z.iso.date({ error: 'dateInvalid' }).nullable());

const text = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: 'invalidValue' })
      .max(max, { error: 'textTooLong' satisfies CatalogueMessageKey })
      .nullable(),
  );

/** An https link or a path on this site (an uploaded file's /uploads/… included); never javascript: or data:. */
const linkUpTo = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: 'linkInvalid' satisfies CatalogueMessageKey })
      .max(max, { error: 'textTooLong' satisfies CatalogueMessageKey })
      .refine(isLinkOrPath, { error: 'linkInvalid' satisfies CatalogueMessageKey })
      .nullable(),
  );

/**
 * A transaction lender's own site (issue 13): an absolute http(s) address, {UNIQUE_ID} standing for the
 * customer's reference. A path on this site is refused: the hand-off led back to the same page.
 */
const handoffLink = z.preprocess(
  blankToNull,
  z
    .string({ error: 'handoffLinkInvalid' satisfies CatalogueMessageKey })
    .trim()
    .max(500, { error: 'textTooLong' satisfies CatalogueMessageKey })
    .refine(isHandoffUrl, { error: 'handoffLinkInvalid' satisfies CatalogueMessageKey })
    .nullable(),
);

/**
 * A lender's legal name as registered ("Kotak Mahindra Bank Limited", "Whizdm Finance Private Limited"): letters in
 * any script, digits, spaces and . , & ' ( ) / -, up to 120 characters; blank clears it.
 */
export const lenderLegalNameSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'lenderLegalNameInvalid' satisfies CatalogueMessageKey })
    .max(120, { error: 'textTooLong' satisfies CatalogueMessageKey })
    .regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,&'()/-]*$/u, {
      error: 'lenderLegalNameInvalid' satisfies CatalogueMessageKey,
    })
    .nullable(),
);

/**
 * RBI registration numbers (issue 29). The rule is lenient but bounded, so real numbers of every kind pass and
 * scripts or prose do not:
 * - an NBFC's or a housing finance company's certificate of registration from RBI: N (not taking deposits) or B
 *   (taking deposits), a hyphen, the RBI regional office's two digits, a dot and five digits: N-14.03268;
 * - a housing finance company's certificate from the National Housing Bank (before RBI registered them, 2019):
 *   two digits, a dot, four digits, a dot, two digits: 02.0123.19;
 * - a bank's licence number, which banks print in several forms (MUM:112, DBOD.No.BL.4318/2014): 3 to 40 letters,
 *   digits, spaces and . : / -, starting with a letter or digit and holding at least one digit.
 * Letters are kept in capitals and runs of spaces as one. An NBFC or HFC must have one of the first two.
 */
export const certificateOfRegistrationPattern = /^[NB]-\d{2}\.\d{5}$/;
export const nhbRegistrationPattern = /^\d{2}\.\d{4}\.\d{2}$/;
const bankLicencePattern = /^(?=.*\d)[A-Z0-9][A-Z0-9 .:/-]{2,39}$/;

/** Whether a registration (as the schema keeps it) is a certificate of registration an NBFC or HFC holds. */
export function isCertificateOfRegistration(value: string): boolean {
  return certificateOfRegistrationPattern.test(value) || nhbRegistrationPattern.test(value);
}

export const rbiRegistrationSchema = z.preprocess(
  (value) => {
    const input = blankToNull(value);
    return typeof input === 'string' ? input.toUpperCase().replace(/\s+/g, ' ') : input;
  },
  z
    .string({ error: 'rbiRegistrationInvalid' satisfies CatalogueMessageKey })
    .refine((value) => isCertificateOfRegistration(value) || bankLicencePattern.test(value), {
      error: 'rbiRegistrationInvalid' satisfies CatalogueMessageKey,
    })
    .nullable(),
);

const lenderKind = z.preprocess(
  blankToNull,
  z.enum(lenderKinds, { error: 'lenderKindInvalid' satisfies CatalogueMessageKey }).nullable(),
);

/** The shortest tenure in months: 1 to 600 (the longest any tenure may be), or blank for none. */
const minTenure = z.preprocess(
  numericInput,
  z
    .number({ error: 'minTenureInvalid' })
    .int({ error: 'minTenureInvalid' })
    .min(1, { error: 'minTenureInvalid' })
    .max(600, { error: 'minTenureInvalid' })
    .nullable(),
);

/** Days a decline keeps the lender from the customer: 0 to 365; blank falls back to the default 90. */
/** The lender's nodal officer's phone as the KFS prints it: digits with spaces or dashes, a leading + allowed. */
const nodalOfficerPhone = z.preprocess(
  blankToNull,
  z
    .string({ error: 'nodalOfficerPhoneInvalid' satisfies CatalogueMessageKey })
    .trim()
    .regex(/^\+?\d[\d -]{6,22}\d$/, { error: 'nodalOfficerPhoneInvalid' satisfies CatalogueMessageKey })
    .refine((value) => value.replace(/\D/g, '').length >= 8 && value.replace(/\D/g, '').length <= 20, {
      error: 'nodalOfficerPhoneInvalid' satisfies CatalogueMessageKey,
    })
    .nullable(),
);

const nodalOfficerEmail = z.preprocess(
  blankToNull,
  z
    .string({ error: 'emailInvalid' })
    .trim()
    .max(120, { error: 'emailInvalid' })
    .regex(patterns.email, { error: 'emailInvalid' })
    .nullable(),
);

const coolingDays = z.preprocess(
  (value) => numericInput(value) ?? DEFAULT_COOLING_DAYS,
  z
    .number({ error: 'coolingDaysInvalid' })
    .int({ error: 'coolingDaysInvalid' })
    .min(0, { error: 'coolingDaysInvalid' })
    .max(365, { error: 'coolingDaysInvalid' }),
);

/** Blank priority falls back to the default 0; anything that is not a whole number of 0 or more is refused. */
const priority = z.preprocess(
  (value) => numericInput(value) ?? 0,
  z
    .number({ error: 'priorityInvalid' })
    .int({ error: 'priorityInvalid' })
    .min(0, { error: 'priorityInvalid' })
    .max(1_000_000, { error: 'priorityInvalid' }),
);

const groupIds = z.preprocess(
  (value) => value ?? [],
  z
    .array(
      z
        .number({ error: 'lenderGroupsInvalid' })
        .int({ error: 'lenderGroupsInvalid' })
        .positive({ error: 'lenderGroupsInvalid' })
        .max(INT4_MAX, { error: 'lenderGroupsInvalid' }),
      {
        error: 'lenderGroupsInvalid',
      },
    )
    .max(50, { error: 'lenderGroupsInvalid' })
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
);

/**
 * The lender fields update-lender-data may change, each with its own rule (admin spec §5). Anything not listed
 * here (key, product, timestamps) cannot be changed through that call.
 */
export const lenderPropertyValueSchemas = {
  name: lenderNameSchema,
  display_name: lenderDisplayNameSchema,
  display_name_hi: lenderDisplayNameSchema,
  legal_name: lenderLegalNameSchema,
  lender_kind: lenderKind,
  rbi_registration: rbiRegistrationSchema,
  min_income: wholeNumber(100_000_000, 'wholeNumberInvalid'),
  max_income: wholeNumber(100_000_000, 'wholeNumberInvalid'),
  min_age: age,
  max_age: age,
  ticket_class: optionCode,
  credit_score_class: optionCode,
  salaried: flagSchema,
  self_employed: flagSchema,
  business: flagSchema,
  priority,
  lender_status: flagSchema,
  so_status: flagSchema,
  so_text: text(500),
  so_text_hi: text(500),
  so_date_start: isoDate,
  so_date_end: isoDate,
  so_processing_fee: wholeNumber(1_000_000, 'wholeNumberInvalid'),
  loan_amount_upto: wholeNumber(1_000_000_000, 'wholeNumberInvalid'),
  tenure: wholeNumber(600, 'wholeNumberInvalid'),
  min_amount: wholeNumber(1_000_000_000, 'wholeNumberInvalid'),
  min_tenure: minTenure,
  cooling_days: coolingDays,
  penal_charges: text(300),
  penal_charges_hi: text(300),
  bounce_charges: text(300),
  bounce_charges_hi: text(300),
  foreclosure_charges: text(300),
  foreclosure_charges_hi: text(300),
  part_prepayment_charges: text(300),
  part_prepayment_charges_hi: text(300),
  switching_charges: text(300),
  switching_charges_hi: text(300),
  nodal_officer_name: text(120),
  nodal_officer_phone: nodalOfficerPhone,
  nodal_officer_email: nodalOfficerEmail,
  recovery_agents_text: text(1000),
  recovery_agents_text_hi: text(1000),
  co_lending_text: text(1000),
  co_lending_text_hi: text(1000),
  interest_rate: rate,
  apr_min: rate,
  apr_max: rate,
  processing_fees: rate,
  lender_group_ids: groupIds,
  autosubmission: flagSchema,
  api: flagSchema,
  lender_mode: z.enum(lenderModes, { error: 'lenderModeInvalid' satisfies CatalogueMessageKey }),
  transaction_url: handoffLink,
  age_text: text(300),
  employment_text: text(300),
  income_text: text(300),
  min_loan_text: text(300),
  max_loan_text: text(300),
  cibil_text: text(300),
  lender_journey_text: text(2000),
  age_text_hi: text(300),
  employment_text_hi: text(300),
  income_text_hi: text(300),
  min_loan_text_hi: text(300),
  max_loan_text_hi: text(300),
  cibil_text_hi: text(300),
  lender_journey_text_hi: text(2000),
  // Training material partners open (a video, a deck, a document): links, shown as links.
  mp4_text: linkUpTo(1000),
  pptx_text: linkUpTo(1000),
  pdf_text: linkUpTo(1000),
} as const;

export type LenderProperty = keyof typeof lenderPropertyValueSchemas;
export type LenderPropertyValue<K extends LenderProperty> = z.output<(typeof lenderPropertyValueSchemas)[K]>;
export const lenderProperties = Object.keys(lenderPropertyValueSchemas) as [LenderProperty, ...LenderProperty[]];

/** One checked change: the property together with the value its own rule produced. */
export type LenderChange = { [K in LenderProperty]: { property: K; value: LenderPropertyValue<K> } }[LenderProperty];

/** Numeric lender properties the web edits in number inputs (they send null when emptied). */
export const lenderNumberProperties = [
  'min_income',
  'max_income',
  'min_age',
  'max_age',
  'priority',
  'loan_amount_upto',
  'tenure',
  'min_amount',
  'min_tenure',
  'cooling_days',
  'interest_rate',
  'apr_min',
  'apr_max',
  'processing_fees',
] as const satisfies readonly LenderProperty[];

/**
 * The call body. The value is checked against its property's rule by `parseLenderChange`, so a refusal answers
 * that rule's own message (e.g. the priority message) rather than a generic one.
 */
export const updateLenderInputSchema = z.object({
  lender_id: idSchema,
  property: z.enum(lenderProperties, { error: 'lenderPropertyInvalid' satisfies CatalogueMessageKey }),
  value: z.unknown(),
  /** Why lender_status changed (vendors on/off); stored in status_reason. */
  reason: z
    .string()
    .trim()
    .max(500, { error: 'textTooLong' satisfies CatalogueMessageKey })
    .optional(),
});
export type UpdateLenderInput = z.infer<typeof updateLenderInputSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseLenderChange(property: LenderProperty, value: unknown): ParseResult<LenderChange> {
  const parsed = lenderPropertyValueSchemas[property].safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'invalidValue' };
  return { ok: true, value: { property, value: parsed.data } as LenderChange };
}

/** The lender ranges whose minimum may not be above their maximum (admin spec §5), each declared once. */
export const lenderRangePairs = [
  ['min_income', 'max_income'],
  ['min_age', 'max_age'],
  ['apr_min', 'apr_max'],
  ['min_amount', 'loan_amount_upto'],
  ['min_tenure', 'tenure'],
] as const satisfies readonly (readonly [LenderProperty, LenderProperty])[];

export type LenderRangeProperty = (typeof lenderRangePairs)[number][number];

/**
 * What is wrong with setting one lender property to a checked value, given the lender's other bound of the same
 * range: 'minAboveMax' when a minimum would be above its maximum (equal bounds are allowed), else null. A bound
 * that is not set (null) limits nothing, and properties that bound no range always pass. The API refuses such a
 * change and the admin editors show the message without sending it.
 */
export function lenderRangeProblem(
  lender: Pick<Lender, LenderRangeProperty>,
  property: LenderProperty,
  value: unknown,
): Extract<CatalogueMessageKey, 'minAboveMax'> | null {
  if (typeof value !== 'number') return null;
  for (const [minKey, maxKey] of lenderRangePairs) {
    const max = lender[maxKey];
    const min = lender[minKey];
    if (property === minKey && max !== null && value > max) return 'minAboveMax';
    if (property === maxKey && min !== null && value < min) return 'minAboveMax';
  }
  return null;
}

/**
 * What is wrong with a lender's kind and registration together: an NBFC or a housing finance company is registered
 * with a certificate of registration, so setting one's registration to anything else is 'registrationNotCertificate',
 * and making a lender with such a registration an NBFC or HFC is 'kindNeedsCertificate' (the admin corrects the
 * registration first). A bank's licence is not checked against its kind; a value not set checks nothing.
 */
export function lenderRegistrationProblem(
  lender: Pick<Lender, 'lender_kind' | 'rbi_registration'>,
  property: LenderProperty,
  value: unknown,
): Extract<CatalogueMessageKey, 'registrationNotCertificate' | 'kindNeedsCertificate'> | null {
  const needsCertificate = (kind: unknown) => kind === 'nbfc' || kind === 'hfc';
  if (property === 'rbi_registration' && typeof value === 'string' && needsCertificate(lender.lender_kind)) {
    return isCertificateOfRegistration(value) ? null : 'registrationNotCertificate';
  }
  if (property === 'lender_kind' && needsCertificate(value) && lender.rbi_registration !== null) {
    return isCertificateOfRegistration(lender.rbi_registration) ? null : 'kindNeedsCertificate';
  }
  return null;
}

export const lenderGroupNameSchema = z
  .string({ error: 'lenderGroupNameRequired' satisfies CatalogueMessageKey })
  .trim()
  .min(1, { error: 'lenderGroupNameRequired' satisfies CatalogueMessageKey, abort: true })
  .max(60, { error: 'textTooLong' satisfies CatalogueMessageKey })
  .regex(patterns.lenderGroupName, { error: 'lenderGroupNameInvalid' satisfies CatalogueMessageKey });

export const lenderGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export type LenderGroup = z.infer<typeof lenderGroupSchema>;

/** The spec reads `lenderGroups` at the top level; `data` carries the same list, as every answer does. */
export const lenderGroupsResultSchema = z.object({
  success: z.literal(true),
  lenderGroups: z.array(lenderGroupSchema),
  data: z.array(lenderGroupSchema),
});
export type LenderGroupsResult = z.infer<typeof lenderGroupsResultSchema>;

export const createLenderGroupInputSchema = z.object({ name: lenderGroupNameSchema });
export type CreateLenderGroupInput = z.infer<typeof createLenderGroupInputSchema>;

export const createLenderGroupResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  lenderGroup: lenderGroupSchema,
  data: lenderGroupSchema,
});
export type CreateLenderGroupResult = z.infer<typeof createLenderGroupResultSchema>;
