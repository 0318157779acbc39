import { z } from 'zod';
import { emailSchema, mobileSchema } from './auth';
import { listQuerySchema, optionalFilter, pageOf } from './lists';
import {
  bankAccountNumberSchema,
  gstinSchema,
  ifscSchema,
  panSchema,
  partnerLifecycles,
  partnerTypes,
  personNameSchema,
} from './merchants';
import type { MessageKey } from './messages';

/**
 * A partner's settings (issue 12, /partner/settings): the contact, a read-only branding preview, KYC and bank details
 * (a change is a request an admin approves), the signed-in user's password and e-mail preferences, and the partner's
 * own users (decision 027).
 */

const msg = (key: MessageKey) => ({ error: key });
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

// ---------- contact ----------

export const updateContactInputSchema = z.object({
  contact_name: personNameSchema,
  contact_email: emailSchema.transform((email) => email.toLowerCase()),
  contact_mobile: mobileSchema,
});
export type UpdateContactInput = z.infer<typeof updateContactInputSchema>;
export type UpdateContactFormValues = z.input<typeof updateContactInputSchema>;

// ---------- KYC and bank ----------

export const bankChangeStatuses = ['pending', 'approved', 'rejected'] as const;
export type BankChangeStatus = (typeof bankChangeStatuses)[number];

/**
 * A change of KYC and bank details. PAN and account number are shown masked: left blank, the stored value stays
 * (there must be one); the GSTIN may be blank (none).
 */
export const bankChangeInputSchema = z.object({
  pan: z.preprocess(blankToUndefined, panSchema.optional()),
  gstin: z.preprocess(blankToNull, gstinSchema.nullable()),
  bank_account_holder: personNameSchema,
  bank_account_number: z.preprocess(blankToUndefined, bankAccountNumberSchema.optional()),
  bank_ifsc: ifscSchema,
});
export type BankChangeInput = z.infer<typeof bankChangeInputSchema>;
export type BankChangeFormValues = z.input<typeof bankChangeInputSchema>;

/** KYC and bank details as shown: PAN and account number masked to their last four. */
export const bankDetailsSchema = z.object({
  pan_masked: z.string().nullable(),
  gstin: z.string().nullable(),
  bank_account_holder: z.string().nullable(),
  bank_account_number_masked: z.string().nullable(),
  bank_ifsc: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const bankChangeSchema = bankDetailsSchema.extend({
  id: z.number().int(),
  status: z.enum(bankChangeStatuses),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type BankChange = z.infer<typeof bankChangeSchema>;

/** A request as admins see it in the queue: the partner, who asked, and the current values beside the new ones. */
export const adminBankChangeSchema = bankChangeSchema.extend({
  partner_id: z.number().int(),
  partner_name: z.string(),
  requested_by_name: z.string(),
  decided_by_name: z.string().nullable(),
  current: bankDetailsSchema,
});
export type AdminBankChange = z.infer<typeof adminBankChangeSchema>;
export const adminBankChangePageSchema = pageOf(adminBankChangeSchema);

export const adminBankChangeListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: 'created_at',
  defaultPageSize: 20,
  filters: { status: optionalFilter(z.enum(bankChangeStatuses, { error: 'invalidValue' })) },
});
export type AdminBankChangeListQuery = z.infer<typeof adminBankChangeListQuerySchema>;

export const rejectBankChangeInputSchema = z.object({
  reason: z
    .string(msg('bankChangeReasonInvalid'))
    .trim()
    .min(5, msg('bankChangeReasonInvalid'))
    .max(300, msg('bankChangeReasonInvalid')),
});
export type RejectBankChangeInput = z.infer<typeof rejectBankChangeInputSchema>;

// ---------- the settings page ----------

export const partnerSettingsSchema = z.object({
  partner: z.object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    logo: z.string().nullable(),
    primary_color: z.string(),
    secondary_color: z.string(),
    partner_type: z.enum(partnerTypes),
    status: z.enum(partnerLifecycles),
    legal_name: z.string().nullable(),
  }),
  contact: z.object({
    contact_name: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_mobile: z.string().nullable(),
  }),
  bank: bankDetailsSchema,
  /** The change waiting for an admin, if any: until then the stored values stay. */
  pending_change: bankChangeSchema.nullable(),
  /** The latest decided change, so a rejection's reason is seen. */
  last_decision: bankChangeSchema.nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), username: z.string() }),
});
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>;

// ---------- password ----------

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** The strength rule: 10 to 128 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string(msg('passwordWeak'))
  .min(PASSWORD_MIN_LENGTH, msg('passwordWeak'))
  .max(PASSWORD_MAX_LENGTH, msg('passwordWeak'))
  .regex(/[A-Za-z]/, msg('passwordWeak'))
  .regex(/\d/, msg('passwordWeak'));

export const changePasswordInputSchema = z
  .object({
    current_password: z.string(msg('currentPasswordRequired')).min(1, msg('currentPasswordRequired')).max(200),
    new_password: newPasswordSchema,
  })
  .refine((input) => input.current_password !== input.new_password, {
    path: ['new_password'],
    message: 'passwordUnchanged',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

// ---------- e-mail preferences ----------

export const notificationPreferencesSchema = z.object({
  notify_ticket_reply: z.boolean({ error: 'invalidValue' }),
  notify_disbursal: z.boolean({ error: 'invalidValue' }),
  notify_payout: z.boolean({ error: 'invalidValue' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const defaultNotificationPreferences: NotificationPreferences = {
  notify_ticket_reply: true,
  notify_disbursal: true,
  notify_payout: true,
};
