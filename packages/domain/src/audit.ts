import { z } from 'zod';
import { rowIdSchema } from './api';
import {
  LIST_DEFAULT_PAGE_SIZE,
  listOrPageOf,
  listQuerySchema,
  optionalFilter,
  type Page,
  withOptionalPaging,
} from './lists';

/** The change history of one catalogue record, as the admin screens show it (DESIGN §6). */
export const auditEntities = [
  'lender',
  'credit_card',
  'partner',
  'vendor',
  'job',
  'lender_file',
  'lender_file_profile',
  'mis_row',
  'feed_disagreement',
  'report',
  'customer',
  'rollup',
  'admin_user',
  'dedupe_log',
  'tracking_link',
  'message_template',
  'message_campaign',
  'message_opt_out',
  'partner_user',
  'merchant_lead',
  'insurance_request',
  'voucher',
  'telecalling_lead',
  'telecalling_rule',
  'grievance',
  // An application's case (decision 053): its owner and internal notes; its id is a uuid.
  'application',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** Every action the audit log records; a change that writes an audit row names one of these. */
export const auditActions = [
  'lender.create',
  'lender.update',
  'lender.delete',
  'lender.revenue.create',
  'lender.revenue.update',
  'lender.revenue.order',
  'lender.revenue.delete',
  'lender_group.create',
  'credit_card.create',
  'credit_card.update',
  'credit_card.delete',
  'partner.update',
  'vendor.switch',
  'job.retry',
  'masquerade.start',
  'masquerade.end',
  'lender_file.upload',
  'lender_file.apply',
  'lender_file.discard',
  'lender_file.retry',
  'lender_file.mapping',
  'lender_file_profile.save',
  'mis.resolve',
  'feed_disagreement.resolve',
  'report.export',
  'customer.journey_view',
  'rollup.rebuild',
  'admin_user.create',
  'admin_user.role',
  'admin_user.disable',
  'admin_user.enable',
  'admin_user.password_reset',
  'admin_user.password_reset_link',
  'admin_user.totp_enable',
  'admin_user.totp_disable',
  'admin_user.totp_clear',
  'admin_user.recovery_codes_renew',
  'dedupe.override',
  'tracking_link.create',
  'tracking_link.enable',
  'tracking_link.disable',
  'message_template.create',
  'message_template.update',
  'message_template.retire',
  'message_template.test_send',
  'message_campaign.create',
  'message_campaign.cancel',
  'message_opt_out.add',
  'message_opt_out.remove',
  'merchant.onboarding',
  'merchant.status',
  'merchant.parent',
  'merchant.payout',
  'merchant.clawback',
  'merchant.reveal',
  'partner_user.create',
  'partner_user.disable',
  'partner_user.enable',
  'partner_user.password_reset',
  'partner_user.password_reset_link',
  'partner_user.totp_enable',
  'partner_user.totp_disable',
  'partner_user.totp_clear',
  'partner_user.recovery_codes_renew',
  'merchant_lead.approve',
  'merchant_lead.reject',
  'customer.erase',
  'erasure_request.reject',
  'telecalling.disposition',
  'telecalling.note',
  'telecalling.call',
  'telecalling.reassign',
  'telecalling.rule',
  'telecalling.queue_build',
  'customer.view',
  'customer.reveal',
  'customer.note',
  'customer.flag',
  'customer.resend_status',
  'customer.callback',
  'insurance_request.status',
  'voucher.create',
  'voucher.update',
  'voucher.delete',
  'partner_api_key.create',
  'partner_api_key.revoke',
  'partner_webhook.create',
  'partner_webhook.delete',
  'partner_webhook.replay',
  'partner_ticket.create',
  'partner_ticket.reply',
  'partner_ticket.close',
  'partner_bank_change.request',
  'partner_bank_change.approve',
  'partner_bank_change.reject',
  'partner.contact',
  'partner.self_billing',
  'merchant.partner_invoice',
  'partner_user.password_change',
  'partner_user.preferences',
  'partner.join',
  'partner_faq.create',
  'partner_faq.update',
  'partner_faq.delete',
  'partner_message_text.create',
  'partner_message_text.update',
  'partner_message_text.delete',
  'partner_banner.create',
  'partner_banner.update',
  'partner_banner.delete',
  'partner_training_file.create',
  'partner_training_file.delete',
  'grievance.view',
  'grievance.forward',
  'grievance.answer',
  'grievance.note',
  'grievance.close',
  'case.assign',
  'case.note',
  'lender.sla.update',
  'lender.documents.update',
  'application_document.review',
  'application_document.view',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Entities whose records have uuid ids; every other entity's ids are positive whole numbers. */
const uuidEntities: readonly AuditEntity[] = ['application'];

/** A record whose history is asked for: the id read as its entity's ids are (a uuid or a row number). */
export const auditParamsSchema = z
  .object({ entity: z.enum(auditEntities, { error: 'invalidValue' }), id: z.string() })
  .transform((params, context): { entity: AuditEntity; id: number | string } => {
    const id = (uuidEntities.includes(params.entity) ? z.uuid() : rowIdSchema).safeParse(params.id);
    if (id.success) return { entity: params.entity, id: id.data };
    context.addIssue({ code: 'custom', message: 'invalidValue', path: ['id'] });
    return z.NEVER;
  });
export type AuditParams = z.infer<typeof auditParamsSchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  actor_kind: z.string(),
  actor_id: z.number().int().nullable(),
  /** Who made the change: the admin (directly or while masquerading) or the partner user; null for others. */
  actor_name: z.string().nullable(),
  masquerade_admin_id: z.number().int().nullable(),
  created_at: z.string(),
  /** The name of the record the change is about (the lender's, the partner's, …), when it has one. */
  record_name: z.string().nullable(),
  /** Names of the records the change's values point at, by `auditNameKey(kind, id)` ("partner:5" → "Acme"). */
  names: z.record(z.string(), z.string()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** Newest first. */
/** How many changes the history answers when no page is asked for: the newest, as the screen has always shown. */
export const AUDIT_HISTORY_LIMIT = 200;

/** Columns the history sorts by; default: newest first. */
export const auditSortColumns = ['created_at', 'action', 'field'] as const;
export type AuditSortColumn = (typeof auditSortColumns)[number];

/**
 * The history's query (the list contract): without page or pageSize the first AUDIT_HISTORY_LIMIT changes in the
 * asked order (by default the newest); with either, any page of the whole history. q searches the field and the old
 * and new values.
 */
export const auditListQuerySchema = withOptionalPaging(
  listQuerySchema({
    sortable: auditSortColumns,
    defaultSort: '-created_at',
    defaultPageSize: LIST_DEFAULT_PAGE_SIZE,
    filters: { action: optionalFilter(z.enum(auditActions, { error: 'invalidValue' })) },
  }),
);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export type AuditRowPage = Page<AuditRow>;

/** The newest changes (no paging asked) or one page. */
export const auditAnswerSchema = listOrPageOf(auditRowSchema);

/** Records whose ids an audit value may hold and whose names the history shows instead of the id. */
export const auditNamedKinds = [
  'lender',
  'partner',
  'partner_user',
  'admin_user',
  'message_template',
  'message_campaign',
  'credit_card',
  'voucher',
  'lender_group',
  // An application is named by its reference (SK-7K3P9Q).
  'application',
] as const;
export type AuditNamedKind = (typeof auditNamedKinds)[number];

/** The field names and JSON keys that hold the id of a named record, as the services write them. */
export const auditReferenceKeys: Record<string, AuditNamedKind> = {
  partnerUserId: 'partner_user',
  partner_user_id: 'partner_user',
  partner_id: 'partner',
  parent_partner_id: 'partner',
  lender_id: 'lender',
  template_id: 'message_template',
  campaign_id: 'message_campaign',
  assigned_to: 'admin_user',
  admin_id: 'admin_user',
  lender_group_ids: 'lender_group',
};

/** The kind of record a field or key holds the id of, if any (own keys only: "constructor" is no reference). */
export function auditReferenceKind(key: string): AuditNamedKind | undefined {
  return Object.hasOwn(auditReferenceKeys, key) ? auditReferenceKeys[key] : undefined;
}

export function auditNameKey(kind: AuditNamedKind, id: number | string): string {
  return `${kind}:${id}`;
}

/** The kind of named record an entity is, if its records have names. */
export function auditEntityKind(entity: string): AuditNamedKind | null {
  return (auditNamedKinds as readonly string[]).includes(entity) ? (entity as AuditNamedKind) : null;
}

/** A stored value as written: JSON for objects, lists, numbers and booleans, plain text otherwise. */
export function parseAuditValue(value: string | null): unknown {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function asId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The named records one change points at: its field when the field holds an id (dedupe's partner_id), and the keys of
 * its JSON values that do (masquerade's partnerUserId). The history resolves them all in one lookup per page.
 */
export function auditReferences(row: Pick<AuditRow, 'field' | 'old_value' | 'new_value'>): {
  kind: AuditNamedKind;
  id: number;
}[] {
  const found: { kind: AuditNamedKind; id: number }[] = [];
  // A value that holds an id, or a list of them (a lender's groups).
  const add = (kind: AuditNamedKind | undefined, value: unknown) => {
    if (!kind) return;
    for (const item of Array.isArray(value) ? value : [value]) {
      const id = asId(item);
      if (id !== null) found.push({ kind, id });
    }
  };
  for (const raw of [row.old_value, row.new_value]) {
    const value = parseAuditValue(raw);
    if (row.field) add(auditReferenceKind(row.field), value);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) add(auditReferenceKind(key), inner);
    }
  }
  return found;
}
