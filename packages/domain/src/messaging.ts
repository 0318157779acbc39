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
export type MessageSegment = {
  product?: string;
  status?: string;
  partnerId?: number;
  from?: string;
  to?: string;
  language?: 'en' | 'hi';
};
