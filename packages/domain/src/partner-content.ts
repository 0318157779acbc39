import { z } from 'zod';
import { rowIdSchema, rowIdWith } from './api';
import { listQuerySchema, optionalFilter, pageOf } from './lists';
import { lenderModes } from './lender-modes';
import type { PartnerContentMessageKey } from './partner-content-messages';
import { loanProductCodes, type ReportProduct } from './product-types';

/**
 * The partner's selling material (issue 12, decision 028): the products a partner sells with its co-branded link and
 * QR code, ready-made messages and banners, FAQs, training material and the lenders' journeys. Admins write the
 * texts in English and Hindi side by side on /admin/partner-content.
 */

const msg = (key: PartnerContentMessageKey) => ({ error: key });

// ---------- products and links ----------

/**
 * The products a partner sells: every loan customers can apply for, credit cards and insurance, by their report
 * codes (a loan joins this list with `loanProductCodes`).
 */
export const partnerProducts = [...loanProductCodes, 'cards', 'insurance'] as const satisfies readonly ReportProduct[];
export type PartnerProduct = (typeof partnerProducts)[number];

/** The loans among them, which lenders provide. */
export const partnerLoanProducts = loanProductCodes satisfies readonly PartnerProduct[];
export type PartnerLoanProduct = (typeof partnerLoanProducts)[number];

export function isPartnerLoanProduct(value: unknown): value is PartnerLoanProduct {
  return typeof value === 'string' && (partnerLoanProducts as readonly string[]).includes(value);
}

export const partnerProductParamsSchema = z.object({ product: z.enum(partnerProducts, msg('contentProductUnknown')) });

/**
 * The partner's co-branded link for a product: its own landing page, which brands the site and attributes a customer
 * who logs in from it to the partner, with the product and UTM values saying where the customer came from.
 */
export function partnerProductPath(partnerKey: string, product: PartnerProduct): string {
  const query: [string, string][] = [
    ['utm_source', partnerKey],
    ['utm_medium', 'partner_link'],
    ['utm_campaign', `product_${product}`],
    ['product', product],
  ];
  const text = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `/${encodeURIComponent(partnerKey)}?${text}`;
}

export const partnerLinkSchema = z.object({ path: z.string(), url: z.string() });
export type PartnerLink = z.infer<typeof partnerLinkSchema>;

/** What the partner earns from a product, stated as the commission ledger computes it (DESIGN §7). */
export const partnerPayoutSchema = z.object({
  /** The partner's percentage of Saakh's commission on each disbursal. */
  revenue_percent: z.number().nullable(),
  /** The flat fee per disbursal, in rupees. */
  revenue_flat_fee: z.number().nullable(),
  /** A sub-partner's parent takes this share of what the sub-partner earns. */
  parent_split_percent: z.number().nullable(),
  tds_percent: z.number(),
  /** A worked example on one disbursal under the lenders' first active slab, or null without slabs. */
  example: z
    .object({
      lender: z.string(),
      amount: z.number(),
      saakh_commission: z.number(),
      partner_share: z.number(),
      parent_share: z.number(),
      tds: z.number(),
      net: z.number(),
    })
    .nullable(),
});
export type PartnerPayout = z.infer<typeof partnerPayoutSchema>;

/** An example disbursal for the payout statement, per product (₹). */
export const PAYOUT_EXAMPLE_AMOUNT: Record<PartnerProduct, number> = {
  pl: 200_000,
  bl: 500_000,
  gl: 100_000,
  hl: 1_500_000,
  sl: 400_000,
  tw: 90_000,
  cl: 600_000,
  cards: 0,
  insurance: 0,
};

export const offeringLenderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(lenderModes),
  eligibility: z.object({
    age: z.string().nullable(),
    employment: z.string().nullable(),
    income: z.string().nullable(),
    min_loan: z.string().nullable(),
    max_loan: z.string().nullable(),
    cibil: z.string().nullable(),
  }),
});
export type OfferingLender = z.infer<typeof offeringLenderSchema>;

export const productOfferingSchema = z.object({
  product: z.enum(partnerProducts),
  name: z.string(),
  /** Active lenders (loans), cards (credit cards) or insurance products, by the names customers read. */
  providers: z.array(z.string()),
  link: partnerLinkSchema,
});
export type ProductOffering = z.infer<typeof productOfferingSchema>;

export const productOfferingDetailSchema = productOfferingSchema.extend({
  lenders: z.array(offeringLenderSchema),
  payout: partnerPayoutSchema,
});
export type ProductOfferingDetail = z.infer<typeof productOfferingDetailSchema>;

export const qrFormats = ['png', 'svg'] as const;
export const partnerQrQuerySchema = z.object({
  format: z.enum(qrFormats, msg('contentQrFormatInvalid')).default('png'),
});

// ---------- message texts ----------

export const messageChannels = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** What a text may carry, filled in for each partner. */
export const MESSAGE_PLACEHOLDERS = ['{link}', '{partner}'] as const;
export const MESSAGE_TITLE_MAX = 80;
export const MESSAGE_BODY_MAX = 700;
/** An SMS text stays within what DLT templates allow in a few parts. */
export const SMS_BODY_MAX = 320;

/** A text with its placeholders filled in: {link} the partner's link, {partner} its name. */
export function fillMessage(body: string, values: { link: string; partner: string }): string {
  return body.split('{link}').join(values.link).split('{partner}').join(values.partner);
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

const requiredText = (max: number, key: PartnerContentMessageKey) =>
  z.string(msg(key)).trim().min(2, msg(key)).max(max, msg(key));
const optionalText = (max: number, key: PartnerContentMessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string(msg(key)).trim().min(2, msg(key)).max(max, msg(key)).nullable().optional(),
  );
const sortOrderSchema = z.coerce.number(msg('contentSortInvalid')).int(msg('contentSortInvalid')).min(0).max(9999);

export const messageTextInputSchema = z
  .object({
    product: z.enum(partnerProducts, msg('contentProductUnknown')),
    channel: z.enum(messageChannels, msg('contentChannelInvalid')),
    title_en: requiredText(MESSAGE_TITLE_MAX, 'contentTitleInvalid'),
    title_hi: requiredText(MESSAGE_TITLE_MAX, 'contentTitleInvalid'),
    body_en: requiredText(MESSAGE_BODY_MAX, 'contentBodyInvalid'),
    body_hi: requiredText(MESSAGE_BODY_MAX, 'contentBodyInvalid'),
    sort_order: sortOrderSchema.default(0),
  })
  .superRefine((value, ctx) => {
    for (const field of ['body_en', 'body_hi'] as const) {
      if (!value[field].includes('{link}'))
        ctx.addIssue({ code: 'custom', path: [field], message: 'contentLinkMissing' });
      else if (value.channel === 'sms' && value[field].length > SMS_BODY_MAX)
        ctx.addIssue({ code: 'custom', path: [field], message: 'contentSmsTooLong' });
    }
  });
export type MessageTextInput = z.infer<typeof messageTextInputSchema>;

export const messageTextSchema = z.object({
  id: z.number().int(),
  product: z.enum(partnerProducts),
  channel: z.enum(messageChannels),
  title_en: z.string(),
  title_hi: z.string(),
  body_en: z.string(),
  body_hi: z.string(),
  sort_order: z.number().int(),
  updated_at: z.string(),
});
export type MessageText = z.infer<typeof messageTextSchema>;

export const messageTextListQuerySchema = listQuerySchema({
  sortable: ['sort_order', 'updated_at'],
  defaultSort: 'sort_order',
  defaultPageSize: 20,
  filters: {
    product: optionalFilter(z.enum(partnerProducts, msg('contentProductUnknown'))),
    channel: optionalFilter(z.enum(messageChannels, msg('contentChannelInvalid'))),
  },
});
export type MessageTextListQuery = z.infer<typeof messageTextListQuerySchema>;
export const messageTextPageSchema = pageOf(messageTextSchema);

/** A text as a partner reads it: both languages filled in with its own link and name, ready to copy or share. */
export const partnerMessageSchema = z.object({
  id: z.number().int(),
  product: z.enum(partnerProducts),
  channel: z.enum(messageChannels),
  title: z.string(),
  text_en: z.string(),
  text_hi: z.string(),
  whatsapp_en: z.string(),
  whatsapp_hi: z.string(),
});
export type PartnerMessage = z.infer<typeof partnerMessageSchema>;

export const partnerProductFilterSchema = z.object({
  product: optionalFilter(z.enum(partnerProducts, msg('contentProductUnknown'))),
});

// ---------- banners ----------

export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
export const bannerExtensions = ['.png', '.jpg', '.jpeg', '.webp'] as const;
/** Smallest and largest banner sides in pixels: big enough to print the logo strip, small enough to draw fast. */
export const BANNER_MIN_SIDE = 200;
export const BANNER_MAX_SIDE = 4000;

export const bannerFieldsSchema = z.object({
  product: z.enum(partnerProducts, msg('contentProductUnknown')),
  title_en: requiredText(MESSAGE_TITLE_MAX, 'contentTitleInvalid'),
  title_hi: requiredText(MESSAGE_TITLE_MAX, 'contentTitleInvalid'),
  sort_order: sortOrderSchema.default(0),
});
export type BannerFields = z.infer<typeof bannerFieldsSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  product: z.enum(partnerProducts),
  title_en: z.string(),
  title_hi: z.string(),
  file_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sort_order: z.number().int(),
  updated_at: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListQuerySchema = listQuerySchema({
  sortable: ['sort_order', 'updated_at'],
  defaultSort: 'sort_order',
  defaultPageSize: 20,
  filters: { product: optionalFilter(z.enum(partnerProducts, msg('contentProductUnknown'))) },
});
export type BannerListQuery = z.infer<typeof bannerListQuerySchema>;
export const bannerPageSchema = pageOf(bannerSchema);

export const partnerBannerSchema = z.object({
  id: z.number().int(),
  product: z.enum(partnerProducts),
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The co-branded PNG, drawn for the reading partner. */
  image_path: z.string(),
});
export type PartnerBanner = z.infer<typeof partnerBannerSchema>;

export const bannerImageQuerySchema = z.object({
  download: optionalFilter(z.enum(['1'], msg('contentQrFormatInvalid'))),
});

// ---------- FAQs ----------

export const faqAudiences = ['customer', 'dsa'] as const;
export type FaqAudience = (typeof faqAudiences)[number];
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;

export const faqInputSchema = z.object({
  audience: z.enum(faqAudiences, msg('contentAudienceInvalid')),
  question_en: requiredText(FAQ_QUESTION_MAX, 'contentQuestionInvalid'),
  question_hi: optionalText(FAQ_QUESTION_MAX, 'contentQuestionInvalid'),
  answer_en: requiredText(FAQ_ANSWER_MAX, 'contentAnswerInvalid'),
  answer_hi: optionalText(FAQ_ANSWER_MAX, 'contentAnswerInvalid'),
  sort_order: sortOrderSchema.default(0),
});
export type FaqInput = z.infer<typeof faqInputSchema>;
export type FaqPayload = z.input<typeof faqInputSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  audience: z.enum(faqAudiences),
  question_en: z.string(),
  question_hi: z.string().nullable(),
  answer_en: z.string(),
  answer_hi: z.string().nullable(),
  sort_order: z.number().int(),
  updated_at: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqListQuerySchema = listQuerySchema({
  sortable: ['sort_order', 'updated_at'],
  defaultSort: 'sort_order',
  defaultPageSize: 20,
  filters: { audience: optionalFilter(z.enum(faqAudiences, msg('contentAudienceInvalid'))) },
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;
export const faqPageSchema = pageOf(faqSchema);

/** A partner's FAQ list: one audience, in order, searched on the server. */
export const partnerFaqQuerySchema = listQuerySchema({
  sortable: ['sort_order'],
  defaultSort: 'sort_order',
  defaultPageSize: 20,
  filters: { audience: z.enum(faqAudiences, msg('contentAudienceInvalid')) },
});
export type PartnerFaqQuery = z.infer<typeof partnerFaqQuerySchema>;

/** A FAQ in the reader's language; `translated` is false where Hindi was asked and only English exists. */
export const partnerFaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  translated: z.boolean(),
});
export type PartnerFaq = z.infer<typeof partnerFaqSchema>;
export const partnerFaqPageSchema = pageOf(partnerFaqSchema);

// ---------- training material ----------

export const trainingKinds = ['video', 'deck', 'document'] as const;
export type TrainingKind = (typeof trainingKinds)[number];

/** Each kind's file type and size limit. */
export const trainingFileTypes = {
  video: { extension: '.mp4', mime: 'video/mp4', maxBytes: 50 * 1024 * 1024 },
  deck: {
    extension: '.pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    maxBytes: 20 * 1024 * 1024,
  },
  document: { extension: '.pdf', mime: 'application/pdf', maxBytes: 10 * 1024 * 1024 },
} as const satisfies Record<TrainingKind, { extension: string; mime: string; maxBytes: number }>;
export const TRAINING_MAX_BYTES = Math.max(...Object.values(trainingFileTypes).map((type) => type.maxBytes));

/** The kind a file name says, or null. */
export function trainingKindOf(fileName: string): TrainingKind | null {
  const lower = fileName.toLowerCase();
  const found = trainingKinds.find((kind) => lower.endsWith(trainingFileTypes[kind].extension));
  return found ?? null;
}

export const trainingFieldsSchema = z.object({
  lender_id: rowIdWith('contentLenderUnknown' satisfies PartnerContentMessageKey),
  title_en: requiredText(MESSAGE_TITLE_MAX, 'contentTitleInvalid'),
  title_hi: requiredText(MESSAGE_TITLE_MAX, 'contentTitleInvalid'),
});
export type TrainingFields = z.infer<typeof trainingFieldsSchema>;

export const trainingFileSchema = z.object({
  id: z.number().int(),
  lender_id: z.number().int(),
  lender_name: z.string(),
  kind: z.enum(trainingKinds),
  title_en: z.string(),
  title_hi: z.string(),
  file_url: z.string(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});
export type TrainingFile = z.infer<typeof trainingFileSchema>;

export const trainingListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: { lender_id: optionalFilter(rowIdSchema) },
});
export type TrainingListQuery = z.infer<typeof trainingListQuerySchema>;
export const trainingFilePageSchema = pageOf(trainingFileSchema);

export const trainingItemSchema = z.object({
  kind: z.enum(trainingKinds),
  title: z.string(),
  url: z.string(),
  /** 'lender' for the lender's own link, 'upload' for a file an admin uploaded. */
  source: z.enum(['lender', 'upload']),
  size_bytes: z.number().int().nullable(),
});
export type TrainingItem = z.infer<typeof trainingItemSchema>;

export const lenderTrainingSchema = z.object({
  lender_id: z.number().int(),
  lender: z.string(),
  product: z.enum(partnerProducts),
  items: z.array(trainingItemSchema),
});
export type LenderTraining = z.infer<typeof lenderTrainingSchema>;

/** Only an http(s) link is offered to partners; anything else in a lender's text is not a link. */
const httpLinkPattern = /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/i;

export function isHttpLink(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= 2000 && httpLinkPattern.test(value.trim());
}

// ---------- lender journeys ----------

export const journeyStepKeys = [
  'choose',
  'submitDetails',
  'lenderForm',
  'redirected',
  'lenderKyc',
  'lenderReview',
  'disbursal',
] as const;
export type JourneyStepKey = (typeof journeyStepKeys)[number];

/** The steps a customer takes after choosing a lender, by how the lender takes applications. */
export const journeyStepsByMode: Record<(typeof lenderModes)[number], JourneyStepKey[]> = {
  submit: ['choose', 'submitDetails', 'lenderReview', 'disbursal'],
  intake: ['choose', 'lenderForm', 'lenderReview', 'disbursal'],
  transaction: ['choose', 'redirected', 'lenderKyc', 'disbursal'],
};

export const lenderJourneySchema = z.object({
  lender_id: z.number().int(),
  lender: z.string(),
  product: z.enum(partnerProducts),
  mode: z.enum(lenderModes),
  steps: z.array(z.enum(journeyStepKeys)),
  /** The lender's own words about its journey, one step a line. */
  notes: z.array(z.string()),
});
export type LenderJourney = z.infer<typeof lenderJourneySchema>;

/** A lender's journey text as lines: split on new lines or "->" arrows, numbering and bullets dropped. */
export function journeyNotes(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|->|→/)
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter((line) => line.length > 0);
}
