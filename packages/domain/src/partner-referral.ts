import { z } from 'zod';
import { emailSchema, mobileSchema } from './auth';
import { legalNameSchema, panSchema, partnerLifecycles, partnerTypes, personNameSchema } from './merchants';
import { patterns } from './patterns';
import type { MessageKey } from './messages';

/**
 * Referral (issue 12, /partner/referral): a parent partner's invite link /partner/join/{key}, where a would-be
 * sub-partner applies; the application is a partner in status applied under the inviter, which an admin onboards
 * and activates in merchant management (decision 014). One level: a sub-partner invites nobody (decision 027).
 */

/** The share of a sub-partner's commission its parent takes until an admin sets another in merchant management. */
export const REFERRAL_DEFAULT_SPLIT_PERCENT = 10;

const msg = (key: MessageKey) => ({ error: key });

export const referralCodeParamsSchema = z.object({
  code: z.string().trim().toLowerCase().regex(patterns.partnerKey, { error: 'notFound' }),
});

/** The public join page's view of an invitation. */
export const referralInviteSchema = z.object({ inviter_name: z.string(), code: z.string() });
export type ReferralInvite = z.infer<typeof referralInviteSchema>;

export const joinInputSchema = z.object({
  business_name: z.string(msg('businessNameInvalid')).trim().regex(patterns.businessName, msg('businessNameInvalid')),
  partner_type: z.enum(partnerTypes, msg('partnerTypeInvalid')),
  legal_name: legalNameSchema,
  pan: panSchema,
  contact_name: personNameSchema,
  contact_email: emailSchema.transform((email) => email.toLowerCase()),
  contact_mobile: mobileSchema,
});
export type JoinInput = z.infer<typeof joinInputSchema>;
export type JoinFormValues = z.input<typeof joinInputSchema>;

export const subPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(partnerLifecycles),
  joined_at: z.string(),
  /** Applications the sub-partner brought. */
  leads: z.number().int(),
  disbursals: z.number().int(),
  /** The parent's rows of the ledger for the sub-partner's applications, in rupees. */
  split_pending: z.number(),
  split_earned: z.number(),
  split_paid: z.number(),
});
export type SubPartner = z.infer<typeof subPartnerSchema>;

export const referralOverviewSchema = z.object({
  /** The invite code (the partner's key): the link is /partner/join/{code}. */
  code: z.string(),
  /** Whether this partner may invite: an active partner that is not itself a sub-partner. */
  can_invite: z.boolean(),
  split_percent_default: z.number(),
  sub_partners: z.array(subPartnerSchema),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;
