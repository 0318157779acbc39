import { z } from 'zod';
import { rowIdSchema } from './api';

/**
 * Consents the customer holds (issue 30 item 3, decision 038): one per purpose, none pre-ticked, each stored with the
 * text's key and version, the language, the channel, the address and the time, and listed under "My consents".
 */
export const consentPurposes = [
  'terms_privacy',
  'lender_sharing',
  'marketing_sms',
  'marketing_whatsapp',
  'marketing_email',
  'household_income',
] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** Marketing by each channel: optional at sign-in, given or withdrawn under My consents at any time. */
export const marketingPurposes = ['marketing_sms', 'marketing_whatsapp', 'marketing_email'] as const;
export type MarketingPurpose = (typeof marketingPurposes)[number];

/** The message channel a marketing consent covers ('sms' | 'whatsapp' | 'email'). */
export function marketingChannelOf(purpose: MarketingPurpose): 'sms' | 'whatsapp' | 'email' {
  return purpose === 'marketing_sms' ? 'sms' : purpose === 'marketing_whatsapp' ? 'whatsapp' : 'email';
}

/** The marketing purpose of a message channel. */
export function marketingPurposeOf(channel: 'sms' | 'whatsapp' | 'email'): MarketingPurpose {
  return `marketing_${channel}`;
}

/**
 * What the customer can take back on their own. The terms and privacy notice stand while the account does (ending
 * them is an erasure request, under My data); a household income declaration is changed in the profile.
 */
export const withdrawablePurposes = [
  'lender_sharing',
  ...marketingPurposes,
] as const satisfies readonly ConsentPurpose[];

export function isWithdrawable(purpose: ConsentPurpose): boolean {
  return (withdrawablePurposes as readonly ConsentPurpose[]).includes(purpose);
}

/**
 * How a consent was given: the web app, a partner's API call on the customer's behalf, an SMS reply (STOP), staff on
 * the customer's request, or a migration that carried an older consent over.
 */
export const consentChannels = ['web', 'partner_api', 'sms_reply', 'assisted', 'migration'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/** The version of each text a consent is given to; a changed text gets a new version (decision 038). */
export const CONSENT_TEXT_VERSIONS = {
  terms_privacy: 'terms-privacy-2026-11',
  lender_sharing: 'lender-sharing-2026-11',
  marketing_sms: 'marketing-2026-11',
  marketing_whatsapp: 'marketing-2026-11',
  marketing_email: 'marketing-2026-11',
} as const satisfies Partial<Record<ConsentPurpose, string>>;

/** One consent as the customer sees it under My consents. */
export const consentSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(consentPurposes),
  /** The text's key in consent messages (`consentText.<kind>`), e.g. 'marketing_sms' or 'householdIncomeAtMostConsent'. */
  kind: z.string(),
  text_version: z.string(),
  language: z.enum(['en', 'hi']).nullable(),
  channel: z.enum(consentChannels).nullable(),
  address: z.string().nullable(),
  accepted_at: z.string(),
  withdrawn_at: z.string().nullable(),
  withdrawable: z.boolean(),
  /** For lender sharing: the application and lender it covers. */
  application_id: z.string().nullable(),
  application_reference: z.string().nullable(),
  lender_name: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

/**
 * GET /api/customer/consents: every consent the customer gave (newest first, withdrawn ones included) and, for each
 * marketing channel, whether a consent stands now.
 */
export const myConsentsSchema = z.object({
  consents: z.array(consentSchema),
  marketing: z.object({ marketing_sms: z.boolean(), marketing_whatsapp: z.boolean(), marketing_email: z.boolean() }),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

/** POST /api/customer/consents: give a marketing consent (again) from My consents. */
export const giveConsentInputSchema = z.object({
  purpose: z.enum(marketingPurposes, { error: 'consentPurposeInvalid' }),
});
export type GiveConsentInput = z.infer<typeof giveConsentInputSchema>;

/** POST /api/customer/consents/:id/withdraw */
export const consentParamsSchema = z.object({ id: rowIdSchema });
export type ConsentParams = z.infer<typeof consentParamsSchema>;

/** What withdrawing did: the consent, and how many queued marketing messages it stopped. */
export const withdrawConsentResultSchema = z.object({
  consent: consentSchema,
  stopped_messages: z.number().int().min(0),
});
export type WithdrawConsentResult = z.infer<typeof withdrawConsentResultSchema>;

/** The marketing choices at sign-in: each optional, none ticked unless the customer ticks it. */
export const signInMarketingSchema = {
  marketing_sms: z.boolean().optional(),
  marketing_whatsapp: z.boolean().optional(),
  marketing_email: z.boolean().optional(),
};
