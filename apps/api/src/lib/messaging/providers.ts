/**
 * Providers of customer messages (decision 021): one per channel, each either `local` (development and tests: it
 * answers a message id at once and delivers a receipt a moment later, as a gateway does) or `http` (the SMS
 * gateway, the mail service, the WhatsApp Business API). Receipts of both arrive through one function, the one the
 * gateways' receipt route calls.
 */
import { randomUUID } from 'node:crypto';
import type { MessageChannel } from '@saakh/domain/messaging';
import type { Config } from '../../config';
import { sendServiceEmail } from '../email/email-provider';
import { postForMessageId } from '../provider-http';
import { sendDltSms } from '../sms/sms-provider';

/** A message as a provider takes it: the rendered text, and what its channel needs besides. */
export type OutboundMessage = {
  channel: MessageChannel;
  to: string;
  text: string;
  language: 'en' | 'hi';
  subject?: string | null;
  /** SMS: the DLT principal entity id, header (sender id) and content template id. */
  dlt?: { entityId: string; header: string; templateId: string };
  /** WhatsApp: the approved template's name. */
  whatsappTemplate?: string | null;
};

export type DeliveryReceipt = {
  channel: MessageChannel;
  providerMessageId: string;
  status: 'delivered' | 'failed';
  reason?: string;
};

export type MessagingProvider = {
  name: 'local' | 'http';
  /** Hands the message over; answers the provider's id for it. Throws when the provider refuses. */
  send: (message: OutboundMessage) => Promise<string>;
};

export type MessagingProviders = Record<MessageChannel, MessagingProvider> & {
  /** Resolves when every receipt a local provider has promised has been delivered (tests, scripts). */
  settled: () => Promise<void>;
};

/** Addresses a gateway cannot deliver to, so the failure path can be seen locally (a number ending 0000). */
export function undeliverableReason(channel: MessageChannel, to: string): string | null {
  if (channel === 'email') {
    return to.toLowerCase().endsWith('@fail.example') ? 'Mailbox does not exist (550 5.1.1)' : null;
  }
  return to.endsWith('0000') ? 'Number not reachable (DLR: UNDELIV)' : null;
}

/** How many times a local gateway offers a receipt, and the shortest wait before offering it again. */
const RECEIPT_ATTEMPTS = 6;
const RECEIPT_RETRY_MIN_MS = 25;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** Offers `receipt` after `delayMs`, then again with a doubling wait until it is acknowledged or the attempts run out. */
async function deliverReceipt(
  receipt: DeliveryReceipt,
  options: { onReceipt: (receipt: DeliveryReceipt) => Promise<boolean>; delayMs: number },
): Promise<void> {
  await wait(options.delayMs);
  let retryMs = Math.max(options.delayMs, RECEIPT_RETRY_MIN_MS);
  for (let attempt = 1; attempt <= RECEIPT_ATTEMPTS; attempt += 1) {
    const acknowledged = await options.onReceipt(receipt).catch(() => false);
    if (acknowledged || attempt === RECEIPT_ATTEMPTS) return;
    await wait(retryMs);
    retryMs *= 2;
  }
}

/**
 * A provider that behaves like the real one without leaving the process: it refuses an SMS without its DLT ids
 * and a WhatsApp message without its template, as the gateways do, answers an id, and after `delayMs` delivers a
 * receipt through `onReceipt` (failed for an undeliverable address). A receipt `onReceipt` does not acknowledge
 * (answers false: the message's id is not stored yet, as when the receipt beats the sender's own write; or throws)
 * is delivered again a little later, as gateways retry a callback answered 404 or 5xx, a few times at most.
 */
export function createLocalProvider(
  channel: MessageChannel,
  options: {
    onReceipt: (receipt: DeliveryReceipt) => Promise<boolean>;
    delayMs: number;
    pending: Set<Promise<unknown>>;
  },
): MessagingProvider {
  return {
    name: 'local',
    async send(message) {
      if (channel === 'sms' && !message.dlt) throw new Error('SMS gateway refused a message without DLT ids');
      if (channel === 'whatsapp' && !message.whatsappTemplate) {
        throw new Error('WhatsApp refused a message without an approved template');
      }
      const providerMessageId = `local-${channel}-${randomUUID()}`;
      const reason = undeliverableReason(channel, message.to);
      const receipt: DeliveryReceipt = {
        channel,
        providerMessageId,
        status: reason ? 'failed' : 'delivered',
        ...(reason ? { reason } : {}),
      };
      const delivered = deliverReceipt(receipt, options);
      options.pending.add(delivered);
      void delivered.finally(() => options.pending.delete(delivered));
      return providerMessageId;
    },
  };
}

/** The WhatsApp Business API gateway: the approved template by name, the language, and the rendered text. */
export function createHttpWhatsapp(
  config: Config['messaging']['whatsapp'],
  fetchImpl: typeof fetch = fetch,
): MessagingProvider {
  if (!config.url) throw new Error('WHATSAPP_HTTP_URL is required when WHATSAPP_PROVIDER=http');
  const url = config.url;
  return {
    name: 'http',
    send: (message) =>
      postForMessageId(
        { url, apiKey: config.apiKey, service: 'WhatsApp gateway' },
        {
          to: `91${message.to}`,
          template: message.whatsappTemplate,
          language: message.language,
          text: message.text,
        },
        fetchImpl,
      ),
  };
}

export function createHttpSmsProvider(config: Config['sms'], fetchImpl: typeof fetch = fetch): MessagingProvider {
  return {
    name: 'http',
    async send(message) {
      if (!message.dlt) throw new Error('An SMS needs its DLT entity id, header and template id');
      return sendDltSms(config, { to: message.to, text: message.text, ...message.dlt }, fetchImpl);
    },
  };
}

export function createHttpEmailProvider(config: Config['email'], fetchImpl: typeof fetch = fetch): MessagingProvider {
  return {
    name: 'http',
    send: (message) =>
      sendServiceEmail(config, { to: message.to, subject: message.subject ?? '', text: message.text }, fetchImpl),
  };
}

/** The providers the configuration names; local ones hand their receipts to `onReceipt`. */
export function createMessagingProviders(
  config: Config,
  onReceipt: (receipt: DeliveryReceipt) => Promise<boolean>,
  options: { delayMs?: number } = {},
): MessagingProviders {
  const pending = new Set<Promise<unknown>>();
  const local = (channel: MessageChannel) =>
    createLocalProvider(channel, { onReceipt, delayMs: options.delayMs ?? 300, pending });
  return {
    sms: config.sms.provider === 'http' ? createHttpSmsProvider(config.sms) : local('sms'),
    email: config.email.provider === 'http' ? createHttpEmailProvider(config.email) : local('email'),
    whatsapp:
      config.messaging.whatsapp.provider === 'http' ? createHttpWhatsapp(config.messaging.whatsapp) : local('whatsapp'),
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
