import { z } from 'zod';
import { idSchema } from './lenders';
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
  'dedupe.override',
  'tracking_link.create',
  'tracking_link.enable',
  'tracking_link.disable',
  'message_template.create',
  'message_template.update',
  'message_template.retire',
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
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditParamsSchema = z.object({ entity: z.enum(auditEntities), id: idSchema });
export type AuditParams = z.infer<typeof auditParamsSchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  actor_kind: z.string(),
  actor_id: z.number().int().nullable(),
  /** The admin's name when an admin made the change (directly or while masquerading). */
  actor_name: z.string().nullable(),
  masquerade_admin_id: z.number().int().nullable(),
  created_at: z.string(),
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
