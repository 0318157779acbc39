import { accountSecurityMessages } from './account-security-messages';
import { adminUserMessages } from './admin-users-messages';
import { authMessages } from './auth-messages';
import { bankTransferMessages } from './bank-transfers-messages';
import { catalogueMessages } from './catalogue-messages';
import { commonMessages } from './common-messages';
import { csrMessages } from './csr-messages';
import { consentMessages } from './consent-messages';
import { customerErasureMessages } from './customer-erasure-messages';
import { dataRightsMessages } from './data-rights-messages';
import { customerMessages } from './customer-messages';
import { dedupeMessages } from './dedupe-messages';
import { documentMessages } from './documents-messages';
import { grievanceMessages } from './grievance-messages';
import { lenderConnectorMessages } from './lender-connector-messages';
import type { Locale, Message } from './i18n';
import { ingestionMessages } from './ingestion-messages';
import { merchantMessages } from './merchants-messages';
import { messagingMessages } from './messaging-messages';
import { operationsMessages } from './operations-messages';
import { productMessages } from './products-messages';
import { partnerApiMessages } from './partner-api-messages';
import { partnerContentMessages } from './partner-content-messages';
import { partnerSupportMessages } from './partner-support-messages';
import { telecallingMessages } from './telecalling-messages';
import { trackingLinkMessages } from './tracking-links-messages';
import { partnerInsightsMessages } from './partner-insights-messages';
import { payoutDocumentMessages } from './payout-documents-messages';

/** Every message the API can answer with, in English and Hindi; keys double as zod error messages. */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...accountSecurityMessages,
  ...catalogueMessages,
  ...customerMessages,
  ...operationsMessages,
  ...ingestionMessages,
  ...adminUserMessages,
  ...dedupeMessages,
  ...trackingLinkMessages,
  ...merchantMessages,
  ...messagingMessages,
  ...consentMessages,
  ...customerErasureMessages,
  ...dataRightsMessages,
  ...csrMessages,
  ...telecallingMessages,
  ...partnerInsightsMessages,
  ...productMessages,
  ...partnerApiMessages,
  ...partnerContentMessages,
  ...partnerSupportMessages,
  ...grievanceMessages,
  ...bankTransferMessages,
  ...payoutDocumentMessages,
  ...lenderConnectorMessages,
  ...documentMessages,
} as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** Resolves a message key in a language; an unknown text is returned as it is. */
export function translate(keyOrText: string, locale: Locale): string {
  if (!isMessageKey(keyOrText)) return keyOrText;
  const message: Message = messages[keyOrText];
  return message[locale];
}
