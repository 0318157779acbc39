import { z } from 'zod';
import type { CatalogueMessageKey } from './catalogue-messages';
import { isImageLink } from './credit-cards';
import type { Message } from './i18n';
import type { MessageKey } from './messages';
import { partnerStatusCodes } from './merchants';
import { blankToNull, flagSchema, isHttpsUrl, numericInput } from './lenders';
import {
  LIST_DEFAULT_PAGE_SIZE,
  listOrPageOf,
  listQuerySchema,
  optionalFilter,
  type Page,
  withExportFormat,
  withOptionalPaging,
} from './lists';
import { patterns } from './patterns';
import { percentSchema } from './revenue';

/** Partner Config (admin /admin/partners): branding, URL key, UTM id and revenue share of each partner. */

export const adminPartnerSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  utm_id: z.string().nullable(),
  revenue_percent: z.number().nullable(),
  /** Whole rupees per converted customer. */
  revenue_flat_fee: z.number().int().nullable(),
  logo: z.string().nullable(),
  font_link: z.string().nullable(),
  font_family: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  title: z.string().nullable(),
  terms_apply: z.boolean(),
  status: z.number().int(),
  /** Its users who can sign in: "Log in as partner" opens the area as one of them, so it needs at least one. */
  active_users: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/** By name. */
/** Columns the partner list sorts by; default: by name. */
export const partnerSortColumns = [
  'name',
  'key',
  'utm_id',
  'revenue_percent',
  'revenue_flat_fee',
  'status',
  'updated_at',
] as const;
export type PartnerSortColumn = (typeof partnerSortColumns)[number];

/**
 * /api/admin/partners' query (the list contract): without page or pageSize the whole list, as the call has always
 * answered; with either, one page. q searches the name, URL key and UTM id.
 */
/** The status filter takes every `partners.status` value, applied partners (2) included (decision 014). */
const partnerStatusFilterSchema = z.preprocess(
  numericInput,
  z.literal(Object.values(partnerStatusCodes), { error: 'invalidValue' satisfies MessageKey }),
);

export const partnerListQuerySchema = withOptionalPaging(
  listQuerySchema({
    sortable: partnerSortColumns,
    defaultSort: 'name',
    defaultPageSize: LIST_DEFAULT_PAGE_SIZE,
    filters: { status: optionalFilter(partnerStatusFilterSchema) },
  }),
);
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;

export const partnerExportQuerySchema = withExportFormat(partnerListQuerySchema);
export type PartnerExportQuery = z.infer<typeof partnerExportQuerySchema>;

/** The partner list's column labels, in both languages: the admin table's headers and the export's header row. */
export const partnerColumnLabels = {
  name: { en: 'Name', hi: 'नाम' },
  key: { en: 'URL key', hi: 'URL कुंजी' },
  utm_id: { en: 'UTM id', hi: 'UTM आईडी' },
  revenue_percent: { en: 'Revenue (%)', hi: 'राजस्व (%)' },
  revenue_flat_fee: { en: 'Flat fee (₹)', hi: 'फ़्लैट शुल्क (₹)' },
  status: { en: 'Status', hi: 'स्थिति' },
  updated_at: { en: 'Last changed', hi: 'अंतिम बदलाव' },
} as const satisfies Record<string, Message>;
export type PartnerColumn = keyof typeof partnerColumnLabels;

export type AdminPartnerPage = Page<AdminPartner>;

/** The whole list (no paging asked) or one page. */
export const adminPartnerListAnswerSchema = listOrPageOf(adminPartnerSchema);

const nullableText = (schema: z.ZodType<string>) => z.preprocess(blankToNull, schema.nullable());

const color = z
  .string({ error: 'colorInvalid' satisfies CatalogueMessageKey })
  .trim()
  .regex(patterns.hexColor, {
    error: 'colorInvalid' satisfies CatalogueMessageKey,
  });

/** Booleans from a checkbox may come as true/false or 1/0. */
const termsApply = z.preprocess(
  (value) => (value === 1 || value === '1' ? true : value === 0 || value === '0' ? false : value),
  z.boolean({ error: 'flagInvalid' satisfies CatalogueMessageKey }),
);

/** Every field is optional: the edit screen sends what changed; at least one field must be present. */
export const updatePartnerInputSchema = z
  .object({
    name: z
      .string({ error: 'partnerNameInvalid' satisfies CatalogueMessageKey })
      .trim()
      .min(2, { error: 'partnerNameInvalid' satisfies CatalogueMessageKey })
      .max(80, { error: 'partnerNameInvalid' satisfies CatalogueMessageKey }),
    /** The URL segment (/{key}/…); stored lowercase. */
    key: z
      .string({ error: 'partnerKeyInvalid' satisfies CatalogueMessageKey })
      .trim()
      .toLowerCase()
      .regex(patterns.partnerKey, { error: 'partnerKeyInvalid' satisfies CatalogueMessageKey }),
    logo: nullableText(
      z
        .string({ error: 'imageLinkInvalid' })
        .refine(isImageLink, { error: 'imageLinkInvalid' satisfies CatalogueMessageKey }),
    ),
    font_link: nullableText(
      z
        .string({ error: 'fontLinkInvalid' })
        .max(500, { error: 'textTooLong' satisfies CatalogueMessageKey })
        .refine(isHttpsUrl, { error: 'fontLinkInvalid' satisfies CatalogueMessageKey }),
    ),
    // Only characters a CSS font-family name needs, so the value cannot break out of the theme's CSS.
    font_family: nullableText(
      z
        .string({ error: 'fontFamilyInvalid' })
        .regex(/^[A-Za-z0-9 '-]{1,60}$/, { error: 'fontFamilyInvalid' satisfies CatalogueMessageKey }),
    ),
    primary_color: color,
    secondary_color: color,
    title: nullableText(
      z.string({ error: 'invalidValue' }).max(80, { error: 'textTooLong' satisfies CatalogueMessageKey }),
    ),
    terms_apply: termsApply,
    status: flagSchema,
  })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'nothingToUpdate' satisfies CatalogueMessageKey,
  });
export type UpdatePartnerInput = z.infer<typeof updatePartnerInputSchema>;
export type PartnerField = keyof UpdatePartnerInput;

export const partnerUtmInputSchema = z.object({
  utm_id: z.preprocess(
    blankToNull,
    z
      .string({ error: 'utmIdInvalid' satisfies CatalogueMessageKey })
      .max(60, { error: 'textTooLong' satisfies CatalogueMessageKey })
      .regex(patterns.utmId, { error: 'utmIdInvalid' satisfies CatalogueMessageKey })
      .nullable(),
  ),
});
export type PartnerUtmInput = z.infer<typeof partnerUtmInputSchema>;

export const partnerRevenueInputSchema = z.object({
  revenue_percent: percentSchema,
  revenue_flat_fee: z.preprocess(
    numericInput,
    z
      .number({ error: 'mustBePositive' satisfies CatalogueMessageKey })
      .min(0, { error: 'mustBePositive' satisfies CatalogueMessageKey })
      .int({ error: 'wholeNumberInvalid' satisfies CatalogueMessageKey })
      .max(1_000_000_000, { error: 'invalidValue' })
      .nullable(),
  ),
});
export type PartnerRevenueInput = z.infer<typeof partnerRevenueInputSchema>;
