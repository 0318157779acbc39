import { z } from 'zod';
import { rowIdSchema } from './api';
import { listQuerySchema, optionalFilter, pageOf } from './lists';
import type { MessageKey } from './messages';

/**
 * Partner support (issue 12, communication): a partner's tickets to Saakh (tech support, a general query or a
 * commission dispute) with a thread of replies and an optional attachment each, answered by admins from a queue
 * in /admin/partner-support. Status: open → answered (an admin replied) → closed (either side); a partner's reply
 * opens an answered or closed ticket again (decision 027).
 */

export const ticketCategories = ['tech_support', 'general_query', 'dispute'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

export const ticketStatuses = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const TICKET_SUBJECT_MAX = 120;
export const TICKET_BODY_MAX = 5000;
export const TICKET_REFERENCE_MAX = 60;
/** An attachment's largest size: 5 MiB. */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted attachment types (the extension and the first bytes must agree). */
export const ticketAttachmentExtensions = ['pdf', 'png', 'jpg', 'jpeg', 'webp'] as const;

const msg = (key: MessageKey) => ({ error: key });

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const ticketSubjectSchema = z
  .string(msg('ticketSubjectInvalid'))
  .trim()
  .min(3, msg('ticketSubjectInvalid'))
  .max(TICKET_SUBJECT_MAX, msg('ticketSubjectInvalid'));

export const ticketBodySchema = z
  .string(msg('ticketBodyInvalid'))
  .trim()
  .min(5, msg('ticketBodyInvalid'))
  .max(TICKET_BODY_MAX, msg('ticketBodyInvalid'));

/** A reference the partner names (a ledger line, an application id): letters, digits and - _ / . : only. */
export const ticketReferenceSchema = z.preprocess(
  blankToUndefined,
  z
    .string(msg('ticketReferenceInvalid'))
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 _./:-]*$/, msg('ticketReferenceInvalid'))
    .max(TICKET_REFERENCE_MAX, msg('ticketReferenceInvalid'))
    .optional(),
);

/** The fields of a new ticket (sent as multipart form fields beside an optional `attachment` file). */
export const createTicketInputSchema = z.object({
  category: z.enum(ticketCategories, msg('ticketCategoryInvalid')),
  subject: ticketSubjectSchema,
  body: ticketBodySchema,
  reference: ticketReferenceSchema,
});
export type CreateTicketInput = z.infer<typeof createTicketInputSchema>;
export type CreateTicketFormValues = z.input<typeof createTicketInputSchema>;

/** A reply (multipart: `body` and an optional `attachment`). */
export const ticketReplyInputSchema = z.object({ body: ticketBodySchema });
export type TicketReplyInput = z.infer<typeof ticketReplyInputSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  author_kind: z.enum(['partner', 'admin']),
  /** The partner user's name, or "Saakh support" for an admin on the partner's side. */
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  attachment: ticketAttachmentSchema.nullable(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  category: z.enum(ticketCategories),
  subject: z.string(),
  reference: z.string().nullable(),
  status: z.enum(ticketStatuses),
  opened_by_name: z.string(),
  messages_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const ticketPageSchema = pageOf(ticketSummarySchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  closed_at: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** The partner's tickets: latest activity first. */
export const partnerTicketListQuerySchema = listQuerySchema({
  sortable: ['updated_at', 'created_at'],
  defaultSort: '-updated_at',
  defaultPageSize: 20,
  filters: {
    status: optionalFilter(z.enum(ticketStatuses, { error: 'invalidValue' })),
    category: optionalFilter(z.enum(ticketCategories, { error: 'invalidValue' })),
  },
});
export type PartnerTicketListQuery = z.infer<typeof partnerTicketListQuerySchema>;

/** The admins' queue: oldest first, so the longest-waiting open ticket is at the top. */
export const adminTicketListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'updated_at'],
  defaultSort: 'created_at',
  defaultPageSize: 20,
  filters: {
    status: optionalFilter(z.enum(ticketStatuses, { error: 'invalidValue' })),
    category: optionalFilter(z.enum(ticketCategories, { error: 'invalidValue' })),
    partner_id: optionalFilter(rowIdSchema),
  },
});
export type AdminTicketListQuery = z.infer<typeof adminTicketListQuerySchema>;

export const ticketAttachmentParamsSchema = z.object({ id: rowIdSchema, attachmentId: rowIdSchema });

/** Counts for the admin page's header: open tickets and pending bank changes. */
export const partnerSupportCountsSchema = z.object({
  open_tickets: z.number().int(),
  pending_bank_changes: z.number().int(),
});
export type PartnerSupportCounts = z.infer<typeof partnerSupportCountsSchema>;

/** The dispute link of the commission statement pre-fills a general query from these search parameters. */
export const ticketPrefillSchema = z.object({
  category: z.enum(ticketCategories).catch('general_query'),
  subject: z.string().max(TICKET_SUBJECT_MAX).catch(''),
  reference: z.string().max(TICKET_REFERENCE_MAX).catch(''),
});
export type TicketPrefill = z.infer<typeof ticketPrefillSchema>;

/** Reads the pre-fill of a new ticket from a page's search parameters; anything unusable is left out. */
export function ticketPrefillFrom(
  search: { get(name: string): string | null },
  fallback: TicketCategory,
): TicketPrefill {
  const category = search.get('category');
  return ticketPrefillSchema.parse({
    category: category ?? fallback,
    subject: (search.get('subject') ?? '').slice(0, TICKET_SUBJECT_MAX),
    reference: (search.get('reference') ?? '').slice(0, TICKET_REFERENCE_MAX),
  });
}
