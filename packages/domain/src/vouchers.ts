import { z } from 'zod';
import { listQuerySchema, optionalFilter } from './lists';
import { parseIsoDate } from './profile';

/**
 * Discount vouchers (customer spec §1, issue 13): brands' offers admins keep in a table, in English and Hindi, that
 * customers browse, open, and use by their code or on the brand's own https page.
 */

const httpsUrl =
  /^https:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/;

/** The brand's page a voucher leads to: an absolute https address only (never http, javascript: or a path). */
export function isVoucherUrl(value: string): boolean {
  return value.length <= 500 && httpsUrl.test(value);
}

function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

function textOf(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message, abort: true })
    .max(max, { error: message, abort: true });
}

const isoDay = z
  .string({ error: 'voucherDateInvalid' })
  .refine((value) => parseIsoDate(value) !== null, { error: 'voucherDateInvalid' });

/** Admin form (create and edit alike): every text in both languages, a code or a link (or both), a validity. */
export const voucherInputSchema = z
  .object({
    brand: textOf(2, 60, 'voucherBrandInvalid'),
    title_en: textOf(3, 120, 'voucherTitleInvalid'),
    title_hi: textOf(3, 120, 'voucherTitleInvalid'),
    discount_en: textOf(2, 60, 'voucherDiscountInvalid'),
    discount_hi: textOf(2, 60, 'voucherDiscountInvalid'),
    terms_en: textOf(10, 1000, 'voucherTermsInvalid'),
    terms_hi: textOf(10, 1000, 'voucherTermsInvalid'),
    code: z.preprocess(
      blankToNull,
      z
        .string({ error: 'voucherCodeInvalid' })
        .trim()
        .regex(/^[A-Za-z0-9-]{4,30}$/, { error: 'voucherCodeInvalid' })
        .nullable()
        .default(null),
    ),
    url: z.preprocess(
      blankToNull,
      z
        .string({ error: 'voucherUrlInvalid' })
        .trim()
        .refine(isVoucherUrl, { error: 'voucherUrlInvalid' })
        .nullable()
        .default(null),
    ),
    valid_from: isoDay,
    valid_until: isoDay,
    status: z.coerce.number({ error: 'invalidValue' }).int().min(0).max(1).default(1),
  })
  .superRefine((value, ctx) => {
    if (!value.code && !value.url)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'voucherCodeOrUrlRequired' });
    if (value.valid_until < value.valid_from)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'voucherValidityInvalid' });
  });
export type VoucherInput = z.infer<typeof voucherInputSchema>;
export type VoucherFormValues = z.input<typeof voucherInputSchema>;

/** What the listing shows, in the reader's language; the code is given only when a voucher is opened. */
export const publicVoucherSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  title: z.string(),
  discount: z.string(),
  terms: z.string(),
  valid_until: z.string(),
  has_code: z.boolean(),
  url: z.string().nullable(),
});
export type PublicVoucher = z.infer<typeof publicVoucherSchema>;

export const openedVoucherSchema = publicVoucherSchema.extend({ code: z.string().nullable() });
export type OpenedVoucher = z.infer<typeof openedVoucherSchema>;

export const adminVoucherSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  title_en: z.string(),
  title_hi: z.string(),
  discount_en: z.string(),
  discount_hi: z.string(),
  terms_en: z.string(),
  terms_hi: z.string(),
  code: z.string().nullable(),
  url: z.string().nullable(),
  valid_from: z.string(),
  valid_until: z.string(),
  status: z.number().int(),
  updated_at: z.string(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

export const adminVoucherListQuerySchema = listQuerySchema({
  sortable: ['brand', 'valid_until', 'updated_at'],
  defaultSort: '-updated_at',
  defaultPageSize: 20,
  filters: { status: optionalFilter(z.coerce.number({ error: 'invalidValue' }).int().min(0).max(1)) },
});
export type AdminVoucherListQuery = z.infer<typeof adminVoucherListQuerySchema>;
