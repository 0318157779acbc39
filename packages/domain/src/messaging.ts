import { z } from 'zod';
import { applicationStatuses, type ApplicationStatus } from './applications';
import { emailSchema, mobileSchema } from './auth';
import { listQuerySchema, optionalFilter, pageOf, type Page } from './lists';
import type { MessageKey } from './messages';
import { loanProductCodes } from './product-types';

/**
 * Messaging (issue 11, DESIGN §7): channels, template categories and the delivery log's states. Request and answer
 * schemas of the messaging routes live here too.
 */
export const messageChannels = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Transactional messages follow a customer's own application; promotional ones keep quiet hours and opt-outs. */
export const messageCategories = ['transactional', 'promotional'] as const;
export type MessageCategory = (typeof messageCategories)[number];

/** queued → sent → delivered, or failed; skipped when the rules stopped it at send time (opt-out, no address). */
export const messageStatuses = ['queued', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** What caused a message: a campaign, an application's status change, or a staff action in the CSR portal. */
export const messageSources = ['campaign', 'status_change', 'csr'] as const;
export type MessageSource = (typeof messageSources)[number];

export const campaignStatuses = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Where an opt-out came from: a STOP reply to the gateway, the customer, or staff on the customer's request. */
export const optOutSources = ['stop_reply', 'customer', 'staff'] as const;
export type OptOutSource = (typeof optOutSources)[number];

/** A campaign's audience, kept with the campaign as it was chosen. */
export type MessageSegment = SegmentInput;

// ---------- request and answer schemas (shared by the routes and the admin page's forms) ----------

const msg = (key: MessageKey) => ({ error: key });

/**
 * The {{variables}} a template may use; the sender fills them from the customer and the application
 * ({{application_id}} is the application's short reference, SK-7K3P9Q, as the customer sees it everywhere; {{amount}}
 * is the amount disbursed once the lender has paid out, the amount applied for before).
 */
export const templateVariables = [
  'first_name',
  'application_id',
  'lender_name',
  'status',
  'amount',
  'link',
  // The application's Key Facts Statement as a PDF to download (the submission message carries it, issue 30).
  'kfs_link',
] as const;
export type TemplateVariable = (typeof templateVariables)[number];

const variablePattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variables a text uses, in order of first use (unknown names included, so a form can name them). */
export function variablesOf(text: string | null | undefined): string[] {
  const found: string[] = [];
  for (const match of (text ?? '').matchAll(variablePattern)) {
    const name = match[1] ?? '';
    if (!found.includes(name)) found.push(name);
  }
  return found;
}

/** A template's text with its variables filled; a variable without a value becomes empty. */
export function renderTemplate(text: string, values: Partial<Record<TemplateVariable, string | null>>): string {
  return text.replace(variablePattern, (_whole, name: string) => values[name as TemplateVariable] ?? '');
}

/** Sample values for the editor's preview. */
export const previewValues: Record<TemplateVariable, string> = {
  first_name: 'Asha',
  application_id: '3f2a9c1e',
  lender_name: 'Bharat Finance',
  status: 'approved',
  amount: '₹2,50,000',
  link: 'https://saakh.in/a/3f2a9c1e',
  kfs_link: 'https://saakh.in/api/applications/3f2a9c1e/kfs?format=pdf&lang=en',
};

/** TRAI DLT: the principal entity id and the content template id are 19-digit numbers; the header is 6 letters. */
export const dltPatterns = { id: /^\d{19}$/, header: /^[A-Z]{6}$/ } as const;
/** A WhatsApp Business template name as Meta approves it: lower case letters, digits and underscores. */
export const whatsappTemplatePattern = /^[a-z0-9_]{1,512}$/;

export const TEMPLATE_BODY_MAX = { sms: 1000, whatsapp: 1024, email: 10000 } as const;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string(msg('invalidValue')).trim().max(max, msg('textTooLong')).nullable());
const upperText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.preprocess(blankToNull, z.string(msg('dltHeaderInvalid')).nullable()),
);

/** A template as the editor fills it; the channel decides which of the DLT, WhatsApp and subject fields it needs. */
export const templateInputSchema = z
  .object({
    channel: z.enum(messageChannels, msg('channelInvalid')),
    name: z
      .string(msg('templateNameInvalid'))
      .trim()
      .min(3, msg('templateNameInvalid'))
      .max(80, msg('templateNameInvalid')),
    category: z.enum(messageCategories, msg('categoryInvalid')),
    event: z.preprocess(blankToNull, z.enum(applicationStatuses, msg('templateEventInvalid')).nullable()),
    subject_en: optionalText(200),
    subject_hi: optionalText(200),
    body_en: z
      .string(msg('templateBodyRequired'))
      .trim()
      .min(1, msg('templateBodyRequired'))
      .max(10000, msg('textTooLong')),
    body_hi: z
      .string(msg('templateBodyRequired'))
      .trim()
      .min(1, msg('templateBodyRequired'))
      .max(10000, msg('textTooLong')),
    dlt_entity_id: optionalText(40),
    dlt_header: upperText,
    dlt_template_id: optionalText(40),
    whatsapp_template: optionalText(512),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: MessageKey) => context.addIssue({ code: 'custom', path: [path], message });
    if (input.channel === 'sms') {
      if (!input.dlt_entity_id) issue('dlt_entity_id', 'dltEntityIdRequired');
      else if (!dltPatterns.id.test(input.dlt_entity_id)) issue('dlt_entity_id', 'dltEntityIdInvalid');
      if (!input.dlt_header) issue('dlt_header', 'dltHeaderRequired');
      else if (!dltPatterns.header.test(input.dlt_header)) issue('dlt_header', 'dltHeaderInvalid');
      if (!input.dlt_template_id) issue('dlt_template_id', 'dltTemplateIdRequired');
      else if (!dltPatterns.id.test(input.dlt_template_id)) issue('dlt_template_id', 'dltTemplateIdInvalid');
    }
    if (input.channel === 'whatsapp') {
      if (!input.whatsapp_template) issue('whatsapp_template', 'whatsappTemplateRequired');
      else if (!whatsappTemplatePattern.test(input.whatsapp_template))
        issue('whatsapp_template', 'whatsappTemplateInvalid');
    }
    if (input.channel === 'email') {
      if (!input.subject_en) issue('subject_en', 'subjectRequired');
      if (!input.subject_hi) issue('subject_hi', 'subjectRequired');
    }
    const max = TEMPLATE_BODY_MAX[input.channel];
    if (input.body_en.length > max) issue('body_en', 'textTooLong');
    if (input.body_hi.length > max) issue('body_hi', 'textTooLong');
    if (input.event && input.category !== 'transactional') issue('event', 'templateEventTransactional');
    const pairs: [string, string | null, string, string | null][] = [
      ['body_en', input.body_en, 'body_hi', input.body_hi],
      ['subject_en', input.subject_en, 'subject_hi', input.subject_hi],
    ];
    for (const [enPath, en, hiPath, hi] of pairs) {
      const enVars = variablesOf(en);
      const hiVars = variablesOf(hi);
      const known = (name: string) => (templateVariables as readonly string[]).includes(name);
      if (!enVars.every(known)) issue(enPath, 'templateVariableUnknown');
      if (!hiVars.every(known)) issue(hiPath, 'templateVariableUnknown');
      else if (hi !== null && en !== null && [...enVars].sort().join() !== [...hiVars].sort().join()) {
        issue(hiPath, 'templateVariablesDiffer');
      }
    }
  });
export type TemplateInput = z.infer<typeof templateInputSchema>;
export type TemplateFormValues = z.input<typeof templateInputSchema>;

export const templateSchema = z.object({
  id: z.number().int(),
  channel: z.enum(messageChannels),
  name: z.string(),
  category: z.enum(messageCategories),
  event: z.enum(applicationStatuses).nullable(),
  subject_en: z.string().nullable(),
  subject_hi: z.string().nullable(),
  body_en: z.string(),
  body_hi: z.string(),
  dlt_entity_id: z.string().nullable(),
  dlt_header: z.string().nullable(),
  dlt_template_id: z.string().nullable(),
  whatsapp_template: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MessageTemplate = z.infer<typeof templateSchema>;
export const templatePageSchema = pageOf(templateSchema);
export type MessageTemplatePage = Page<MessageTemplate>;

export const templateStates = ['active', 'retired'] as const;
export const templateListQuerySchema = listQuerySchema({
  sortable: ['name', 'channel', 'created_at', 'updated_at'],
  defaultSort: 'name',
  defaultPageSize: 20,
  filters: {
    channel: optionalFilter(z.enum(messageChannels, msg('channelInvalid'))),
    category: optionalFilter(z.enum(messageCategories, msg('categoryInvalid'))),
    state: optionalFilter(z.enum(templateStates, { error: 'invalidValue' })),
  },
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

// ---------- segments and campaigns ----------

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = z.preprocess(
  blankToNull,
  z
    .string(msg('segmentDateInvalid'))
    .regex(dayPattern, msg('segmentDateInvalid'))
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), msg('segmentDateInvalid'))
    .nullable()
    .optional(),
);
const optionalOf = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());

/** A campaign's audience: customers by product, application status, partner, sign-up or application dates, language. */
export const segmentSchema = z
  .object({
    product: optionalOf(z.enum(loanProductCodes, msg('segmentProductInvalid'))),
    status: optionalOf(z.enum(applicationStatuses, msg('segmentStatusInvalid'))),
    partnerId: optionalOf(
      z.coerce.number(msg('segmentPartnerInvalid')).int(msg('segmentPartnerInvalid')).min(1).max(2147483647),
    ),
    dateOf: optionalOf(z.enum(['signup', 'application'], msg('segmentDateInvalid'))),
    from: optionalDay,
    to: optionalDay,
    language: optionalOf(z.enum(['en', 'hi'], msg('segmentLanguageInvalid'))),
  })
  .superRefine((segment, context) => {
    if (segment.from && segment.to && segment.from > segment.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'segmentRangeInvalid' });
    }
  });
export type SegmentInput = z.infer<typeof segmentSchema>;

export const audienceInputSchema = z.object({
  channel: z.enum(messageChannels, msg('channelInvalid')),
  /** A promotional message reaches only customers with a standing marketing consent on the channel. */
  category: z.enum(messageCategories, msg('categoryInvalid')),
  segment: segmentSchema,
});
export type AudienceInput = z.infer<typeof audienceInputSchema>;
export const audienceAnswerSchema = z.object({ recipients: z.number().int() });

/** A campaign as the form fills it in, before its recipient count is confirmed. */
export const campaignDraftSchema = z.object({
  name: z
    .string(msg('campaignNameInvalid'))
    .trim()
    .min(3, msg('campaignNameInvalid'))
    .max(120, msg('campaignNameInvalid')),
  template_id: z.coerce
    .number(msg('campaignTemplateInvalid'))
    .int(msg('campaignTemplateInvalid'))
    .min(1)
    .max(2147483647),
  segment: segmentSchema,
  /** An ISO instant to send at; null sends now. */
  send_at: z.preprocess(blankToNull, z.iso.datetime({ offset: true, error: 'campaignTimeInvalid' }).nullable()),
});
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

/** How many recipients the API confirms at most (the audience count is an int). */
const countSchema = z.coerce
  .number(msg('campaignConfirmRequired'))
  .int(msg('campaignConfirmRequired'))
  .min(0)
  .max(2147483647);

/**
 * Sending a campaign: the draft and the recipient count the sender confirmed in the dialog. The API counts the
 * audience again in the send's transaction and answers 409 with the new count when it differs, so a script cannot
 * send to an audience nobody confirmed.
 */
export const campaignInputSchema = campaignDraftSchema.extend({ confirmed_recipients: countSchema });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/** What the confirmation dialog asks: the audience of a template and segment, counted as the send counts it. */
export const campaignPreviewInputSchema = campaignDraftSchema.pick({ template_id: true, segment: true });
export type CampaignPreviewInput = z.infer<typeof campaignPreviewInputSchema>;
export const campaignPreviewSchema = z.object({
  recipients: z.number().int(),
  channel: z.enum(messageChannels),
  category: z.enum(messageCategories),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** The 409 a send answers when the audience is no longer the count the sender confirmed. */
export const campaignAudienceChangedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  recipients: z.number().int(),
});

/** "Send test to me": a template's message to the signed-in staff member's own address only, in one language. */
export const campaignTestInputSchema = z.object({
  template_id: campaignDraftSchema.shape.template_id,
  language: z.enum(['en', 'hi'], msg('segmentLanguageInvalid')).default('en'),
});
export type CampaignTestInput = z.infer<typeof campaignTestInputSchema>;
export const campaignTestAnswerSchema = z.object({
  channel: z.enum(messageChannels),
  /** The staff member's address, masked as the delivery log masks addresses. */
  to_masked: z.string(),
});
export type CampaignTestAnswer = z.infer<typeof campaignTestAnswerSchema>;

/** How many test sends one staff member may make in TEST_SEND_WINDOW_MINUTES. */
export const TEST_SEND_LIMIT = 5;
export const TEST_SEND_WINDOW_MINUTES = 10;

export const campaignProgressSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  template_id: z.number().int(),
  template_name: z.string(),
  channel: z.enum(messageChannels),
  category: z.enum(messageCategories),
  segment: z.record(z.string(), z.unknown()),
  status: z.enum(campaignStatuses),
  scheduled_at: z.string(),
  recipients: z.number().int(),
  progress: campaignProgressSchema,
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignPageSchema = pageOf(campaignSchema);
export type CampaignPage = Page<Campaign>;

export const campaignListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'scheduled_at', 'name'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: { status: optionalFilter(z.enum(campaignStatuses, { error: 'invalidValue' })) },
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

// ---------- the delivery log ----------

export const deliveryLogItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(messageChannels),
  category: z.enum(messageCategories),
  source: z.enum(messageSources),
  template_id: z.number().int().nullable(),
  template_name: z.string().nullable(),
  campaign_id: z.number().int().nullable(),
  campaign_name: z.string().nullable(),
  application_id: z.string().nullable(),
  to_masked: z.string().nullable(),
  language: z.enum(['en', 'hi']),
  status: z.enum(messageStatuses),
  reason: z.string().nullable(),
  created_at: z.string(),
  not_before: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type DeliveryLogItem = z.infer<typeof deliveryLogItemSchema>;
export const deliveryLogPageSchema = pageOf(deliveryLogItemSchema);
export type DeliveryLogPage = Page<DeliveryLogItem>;

export const deliveryLogQuerySchema = listQuerySchema({
  sortable: ['created_at', 'status', 'channel'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    channel: optionalFilter(z.enum(messageChannels, msg('channelInvalid'))),
    status: optionalFilter(z.enum(messageStatuses, { error: 'invalidValue' })),
    source: optionalFilter(z.enum(messageSources, { error: 'invalidValue' })),
    campaign_id: optionalFilter(z.coerce.number({ error: 'invalidValue' }).int().min(1).max(2147483647)),
  },
});
export type DeliveryLogQuery = z.infer<typeof deliveryLogQuerySchema>;

/** Messages per day (India) by status over the last `days` days, for the delivery log's chart. */
export const deliveryStatsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(90, { error: 'invalidValue' })
    .default(14),
});
export const deliveryStatsSchema = z.object({
  days: z.array(z.string()),
  series: z.array(z.object({ status: z.enum(messageStatuses), counts: z.array(z.number().int()) })),
});
export type DeliveryStats = z.infer<typeof deliveryStatsSchema>;

// ---------- the STOP list ----------

export const optOutInputSchema = z
  .object({
    channel: z.enum(messageChannels, msg('channelInvalid')),
    address: z
      .string(msg('optOutAddressInvalid'))
      .trim()
      .min(1, msg('optOutAddressInvalid'))
      .max(254, msg('optOutAddressInvalid')),
  })
  .transform((input, context) => {
    const schema = input.channel === 'email' ? emailSchema : mobileSchema;
    const parsed = schema.safeParse(input.address);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', path: ['address'], message: 'optOutAddressInvalid' });
      return z.NEVER;
    }
    return { channel: input.channel, address: parsed.data.toLowerCase() };
  });
export type OptOutInput = z.infer<typeof optOutInputSchema>;

export const optOutSchema = z.object({
  id: z.number().int(),
  channel: z.enum(messageChannels),
  address_masked: z.string(),
  source: z.enum(optOutSources),
  created_at: z.string(),
});
export type OptOut = z.infer<typeof optOutSchema>;
export const optOutPageSchema = pageOf(optOutSchema);
export type OptOutPage = Page<OptOut>;
export const optOutListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: { channel: optionalFilter(z.enum(messageChannels, msg('channelInvalid'))) },
});
export type OptOutListQuery = z.infer<typeof optOutListQuerySchema>;

// ---------- gateways: delivery receipts and inbound replies ----------

/**
 * The header carrying `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with MESSAGING_WEBHOOK_SECRET>`, the
 * timestamp being MESSAGING_TIMESTAMP_HEADER's.
 */
export const MESSAGING_SIGNATURE_HEADER = 'x-saakh-signature';
/** The header carrying the Unix time in seconds the call was signed at; more than 5 minutes from now is refused. */
export const MESSAGING_TIMESTAMP_HEADER = 'x-saakh-timestamp';

export const receiptChannelParamsSchema = z.object({ channel: z.enum(messageChannels, msg('channelInvalid')) });

export const receiptInputSchema = z.object({
  message_id: z
    .string({ error: 'invalidValue' })
    .trim()
    .min(1, { error: 'invalidValue' })
    .max(120, { error: 'invalidValue' }),
  status: z.enum(['delivered', 'failed'], { error: 'invalidValue' }),
  reason: z.string({ error: 'invalidValue' }).trim().max(200, { error: 'invalidValue' }).optional(),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;
export const receiptAnswerSchema = z.object({ applied: z.boolean() });

/** A customer's reply to the SMS or WhatsApp gateway; STOP (or UNSUBSCRIBE) adds the number to the STOP list. */
export const inboundInputSchema = z.object({
  from: z
    .string({ error: 'invalidValue' })
    .trim()
    .regex(/^(?:\+?91)?[6-9]\d{9}$/, { error: 'invalidValue' }),
  text: z.string({ error: 'invalidValue' }).max(2000, { error: 'invalidValue' }),
});
export type InboundInput = z.infer<typeof inboundInputSchema>;
export const inboundAnswerSchema = z.object({ opted_out: z.boolean() });

export const STOP_WORDS = ['STOP', 'UNSUBSCRIBE', 'STOPALL', 'रोकें'] as const;
export function isStopReply(text: string): boolean {
  const word = text.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return (STOP_WORDS as readonly string[]).includes(word);
}

/** An application status a template may serve. */
export type TemplateEvent = ApplicationStatus;
