import { z } from 'zod';
import type { CatalogueMessageKey } from './catalogue-messages';
import type { Message } from './i18n';
import { blankToNull, flagSchema, idSchema, isHttpsUrl, isSitePath, numericInput, type ParseResult } from './lenders';
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

/** Credit cards (the spec's "credit card category") as the admin credit-cards screen reads and edits them. */

export const creditCardSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  category_img_thumb: z.string().nullable(),
  key_feature: z.string().nullable(),
  /** Whole rupees a year; 0 is lifetime free. */
  annual_fee: z.number().int().nullable(),
  sort_order: z.number().int(),
  status: z.number().int(),
  secured: z.number().int(),
  utm_link: z.string().nullable(),
  marketing_bullets: z.array(z.string()),
  /** Hindi of the name, key feature and bullets; null or empty: customers reading Hindi see the English (decision 025). */
  category_name_hi: z.string().nullable(),
  key_feature_hi: z.string().nullable(),
  marketing_bullets_hi: z.array(z.string()),
});
export type CreditCard = z.infer<typeof creditCardSchema>;

/** Sorted by sort_order (admin spec §7). */
/** Columns the card list sorts by; default: sort_order, the order customers see the cards in. */
export const creditCardSortColumns = [
  'sort_order',
  'category_name',
  'annual_fee',
  'status',
  'secured',
  'updated_at',
] as const;
export type CreditCardSortColumn = (typeof creditCardSortColumns)[number];

/**
 * get-credit-cards-data's query (the list contract): without page or pageSize it answers the whole list as the
 * spec's call does; with either, one page. q searches the card name.
 */
export const creditCardListQuerySchema = withOptionalPaging(
  listQuerySchema({
    sortable: creditCardSortColumns,
    defaultSort: 'sort_order',
    defaultPageSize: LIST_DEFAULT_PAGE_SIZE,
    filters: {
      status: optionalFilter(flagSchema),
      secured: optionalFilter(flagSchema),
    },
  }),
);
export type CreditCardListQuery = z.infer<typeof creditCardListQuerySchema>;

export const creditCardExportQuerySchema = withExportFormat(creditCardListQuerySchema);
export type CreditCardExportQuery = z.infer<typeof creditCardExportQuerySchema>;

/** The card list's column labels, in both languages: the admin table's headers and the export's header row. */
export const creditCardColumnLabels = {
  sort_order: { en: 'Sort order', hi: 'क्रम' },
  category_name: { en: 'Name', hi: 'नाम' },
  key_feature: { en: 'Key features', hi: 'मुख्य विशेषताएँ' },
  annual_fee: { en: 'Annual fee (₹)', hi: 'वार्षिक शुल्क (₹)' },
  utm_link: { en: 'UTM link', hi: 'UTM लिंक' },
  marketing_bullets: { en: 'Features', hi: 'विशेषताएँ' },
  secured: { en: 'Secured', hi: 'सिक्योर्ड' },
  status: { en: 'Status', hi: 'स्थिति' },
  updated_at: { en: 'Last changed', hi: 'अंतिम बदलाव' },
} as const satisfies Record<string, Message>;
export type CreditCardColumn = keyof typeof creditCardColumnLabels;

export type CreditCardPage = Page<CreditCard>;

/** The whole list (no paging asked) or one page. */
export const creditCardListAnswerSchema = listOrPageOf(creditCardSchema);

export const cardNameSchema = z
  .string({ error: 'cardNameRequired' satisfies CatalogueMessageKey })
  .trim()
  .min(1, { error: 'cardNameRequired' satisfies CatalogueMessageKey, abort: true })
  .max(80, { error: 'textTooLong' satisfies CatalogueMessageKey })
  .regex(patterns.cardName, { error: 'cardNameInvalid' satisfies CatalogueMessageKey });

export const createCreditCardInputSchema = z.object({ category_name: cardNameSchema });
export type CreateCreditCardInput = z.infer<typeof createCreditCardInputSchema>;

export const deleteCreditCardInputSchema = z.object({ category_id: idSchema });
export type DeleteCreditCardInput = z.infer<typeof deleteCreditCardInputSchema>;

/** A UTM link is an https address; the {UNIQUE_ID} placeholder is replaced per customer when the link is used. */
export function isUtmLink(value: string): boolean {
  return isHttpsUrl(value);
}

/**
 * What /api/s3-upload-file answers (a /uploads/… path or a bucket URL), a site path such as /brand/… or /card-art/…,
 * or an https image. Never a data: URL (an inline SVG can carry script) nor javascript:, http: or a protocol-relative
 * link.
 */
export function isImageLink(value: string): boolean {
  return value.length <= 1000 && (isSitePath(value) || isHttpsUrl(value));
}

const nonNegativeWhole = (nullable: boolean) => {
  const number = z
    .number({
      error: (issue) => (issue.input === null ? 'valueRequired' : 'wholeNumberInvalid') satisfies CatalogueMessageKey,
    })
    .int({ error: 'wholeNumberInvalid' satisfies CatalogueMessageKey })
    .min(0, { error: 'wholeNumberInvalid' satisfies CatalogueMessageKey })
    .max(1_000_000_000, { error: 'wholeNumberInvalid' satisfies CatalogueMessageKey });
  return nullable ? z.preprocess(numericInput, number.nullable()) : z.preprocess(numericInput, number);
};

const bullets = z
  .array(
    z
      .string({ error: 'bulletsInvalid' satisfies CatalogueMessageKey })
      .trim()
      .min(1, { error: 'bulletsInvalid' satisfies CatalogueMessageKey, abort: true })
      .max(200, { error: 'textTooLong' satisfies CatalogueMessageKey }),
    { error: 'bulletsInvalid' satisfies CatalogueMessageKey },
  )
  .max(12, { error: 'textTooLong' satisfies CatalogueMessageKey });

/** The card fields update-credit-card-data may change, each with its own rule (admin spec §2.4, §2.5, §5). */
export const creditCardPropertyValueSchemas = {
  category_name: cardNameSchema,
  category_img_thumb: z.preprocess(
    blankToNull,
    z
      .string({ error: 'imageLinkInvalid' satisfies CatalogueMessageKey })
      .refine(isImageLink, { error: 'imageLinkInvalid' satisfies CatalogueMessageKey })
      .nullable(),
  ),
  key_feature: z.preprocess(
    blankToNull,
    z
      .string({ error: 'invalidValue' })
      .max(300, { error: 'textTooLong' satisfies CatalogueMessageKey })
      .nullable(),
  ),
  annual_fee: nonNegativeWhole(true),
  sort_order: nonNegativeWhole(false),
  status: flagSchema,
  secured: flagSchema,
  utm_link: z.preprocess(
    blankToNull,
    z
      .string({ error: 'utmLinkInvalid' satisfies CatalogueMessageKey })
      .max(1000, { error: 'textTooLong' satisfies CatalogueMessageKey })
      .refine(isUtmLink, { error: 'utmLinkInvalid' satisfies CatalogueMessageKey })
      .nullable(),
  ),
  marketing_bullets: bullets,
  category_name_hi: z.preprocess(
    blankToNull,
    z
      .string({ error: 'invalidValue' })
      .max(80, { error: 'textTooLong' satisfies CatalogueMessageKey })
      .nullable(),
  ),
  key_feature_hi: z.preprocess(
    blankToNull,
    z
      .string({ error: 'invalidValue' })
      .max(300, { error: 'textTooLong' satisfies CatalogueMessageKey })
      .nullable(),
  ),
  marketing_bullets_hi: bullets,
} as const;

export type CreditCardProperty = keyof typeof creditCardPropertyValueSchemas;
export type CreditCardPropertyValue<K extends CreditCardProperty> = z.output<
  (typeof creditCardPropertyValueSchemas)[K]
>;
export const creditCardProperties = Object.keys(creditCardPropertyValueSchemas) as [
  CreditCardProperty,
  ...CreditCardProperty[],
];
export type CreditCardChange = {
  [K in CreditCardProperty]: { property: K; value: CreditCardPropertyValue<K> };
}[CreditCardProperty];

export const updateCreditCardInputSchema = z.object({
  category_id: idSchema,
  property: z.enum(creditCardProperties, { error: 'cardPropertyInvalid' satisfies CatalogueMessageKey }),
  /** A list of lines for marketing_bullets, one value otherwise; checked by `parseCreditCardChange`. */
  value: z.unknown(),
});
export type UpdateCreditCardInput = z.infer<typeof updateCreditCardInputSchema>;

export function parseCreditCardChange(property: CreditCardProperty, value: unknown): ParseResult<CreditCardChange> {
  const parsed = creditCardPropertyValueSchemas[property].safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'invalidValue' };
  return { ok: true, value: { property, value: parsed.data } as CreditCardChange };
}
