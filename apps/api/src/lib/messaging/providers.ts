/**
 * The message adapters (decision 021, decision 034): one family, keyed by channel (SMS, WhatsApp, e-mail), for every
 * message the platform sends: customer campaigns and status messages, one-time passwords, staff sign-in links,
 * ticket replies and partner e-mails. Each channel is either `local` (development and tests: it behaves like the
 * gateway, refusing what the gateway refuses, answering an id, keeping the last message per address for the dev
 * outboxes, and delivering a receipt a moment later) or `http` (the DLT SMS gateway, the mail service, the WhatsApp
 * Business API). Receipts of both arrive through one function, the one the gateways' receipt route calls.
 */
import { randomUUID } from 'node:crypto';
import { maskTail } from '@saakh/domain/masking';
import type { MessageChannel } from '@saakh/domain/messaging';
import type { Config } from '../../config';
import type { Logger } from '../../deps';
import { postForMessageId, postToProvider } from '../provider-http';

/** A message as a provider takes it: the rendered text, and what its channel needs besides. */
export type OutboundMessage = {
  channel: MessageChannel;
  to: string;
  text: string;
  language: 'en' | 'hi';
  subject?: string | null;
  /**
   * SMS: the DLT content template id, and the header (sender id) and principal entity id the template was registered
   * under; without a header the configured sender id goes (SMS_SENDER_ID), without an entity id none is sent.
   */
  dlt?: { templateId: string; header?: string; entityId?: string };
  /** WhatsApp: the approved template's name. */
  whatsappTemplate?: string | null;
  /** E-mail: files sent with it (the KFS with the submission message); other channels carry none. */
  attachments?: MessageAttachment[];
};

export type MessageAttachment = { fileName: string; contentType: string; content: Buffer };

export type DeliveryReceipt = {
  channel: MessageChannel;
  providerMessageId: string;
  status: 'delivered' | 'failed';
  reason?: string;
};

export type MessagingProvider = {
  name: 'local' | 'http';
  /**
   * Hands over a message the sender keeps (a `messages` row): answers the provider's id, by which its delivery
   * receipt names it later. Throws when the provider refuses.
   */
  send: (message: OutboundMessage) => Promise<string>;
  /**
   * Hands over a message nobody keeps a row of (a one-time password, a sign-in link, a ticket reply, a partner
   * e-mail): no receipt is wanted, so no id is asked for. Throws when the provider refuses.
   */
  notify: (message: OutboundMessage) => Promise<void>;
};

export type MessagingProviders = Record<MessageChannel, MessagingProvider> & {
  /** Resolves when every receipt a local provider has promised has been delivered (tests, scripts). */
  settled: () => Promise<void>;
};

/** The process's adapters, with the local ones' outbox: the last message per channel and address. */
export type Messaging = MessagingProviders & {
  /** The last message a local provider took for an address (the dev outboxes, tests); never one an http one sent. */
  lastMessageTo: (channel: MessageChannel, to: string) => OutboundMessage | undefined;
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

/** Keeps only the first letter of the local part: the log needs to tell addresses apart, not read them. */
function maskEmail(address: string): string {
  const at = address.indexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

/** E-mail addresses are one address whatever their case; numbers are as written. */
function addressKey(channel: MessageChannel, to: string): string {
  return `${channel}:${channel === 'email' ? to.toLowerCase() : to}`;
}

/** The log tag of each local channel (SMS_PROVIDER and EMAIL_PROVIDER call theirs `console`). */
const logTags: Record<MessageChannel, string> = {
  sms: '[sms:console]',
  email: '[email:console]',
  whatsapp: '[whatsapp:local]',
};

/** Why a local e-mail in production goes nowhere: no mail service is configured, so nothing leaves the process. */
export const LOCAL_EMAIL_IN_PRODUCTION = 'Not delivered: set EMAIL_PROVIDER=http and EMAIL_HTTP_URL';

export type LocalProviderOptions = {
  onReceipt: (receipt: DeliveryReceipt) => Promise<boolean>;
  delayMs: number;
  pending: Set<Promise<unknown>>;
  /** Where the last message per address is kept (the dev outboxes); one per process. */
  outbox?: Map<string, OutboundMessage>;
  log?: Pick<Logger, 'info' | 'debug' | 'warn'>;
  /**
   * In production a local e-mail is neither kept nor written to the log (a sign-in link in a log would let log
   * readers past the protection): it is logged as not delivered, and its receipt says so.
   */
  production?: boolean;
};

/**
 * The one local provider, for every channel: it behaves like the real gateway without leaving the process. It refuses
 * an SMS without its DLT template and a WhatsApp message without its approved template, as the gateways do; keeps the
 * last message per address (the dev outboxes) and writes it to the log; and for a message it answers an id for
 * (`send`), delivers a receipt through `onReceipt` after `delayMs`: failed for an undeliverable address (a number
 * ending 0000, an address at fail.example) or an e-mail in production, delivered otherwise. A receipt `onReceipt`
 * does not acknowledge (answers false: the message's id is not stored yet, as when the receipt beats the sender's own
 * write; or throws) is delivered again a little later, as gateways retry a callback answered 404 or 5xx, a few times
 * at most.
 */
export function createLocalProvider(channel: MessageChannel, options: LocalProviderOptions): MessagingProvider {
  const withheld = channel === 'email' && options.production === true;
  /** Takes the message as the gateway would; answers why it will not arrive, if it will not. */
  const take = (message: OutboundMessage, level: 'info' | 'debug'): string | null => {
    if (channel === 'sms' && !message.dlt) throw new Error('SMS gateway refused a message without DLT ids');
    if (channel === 'whatsapp' && !message.whatsappTemplate) {
      throw new Error('WhatsApp refused a message without an approved template');
    }
    const masked = channel === 'email' ? maskEmail(message.to) : maskTail(message.to);
    if (withheld) {
      options.log?.warn({ to: masked }, `${logTags[channel]} ${LOCAL_EMAIL_IN_PRODUCTION}`);
      return LOCAL_EMAIL_IN_PRODUCTION;
    }
    options.outbox?.set(addressKey(channel, message.to), message);
    // The local provider is the development gateway: the text is the point of it.
    options.log?.[level](
      {
        to: masked,
        ...(message.subject ? { subject: message.subject } : {}),
        ...(message.dlt ? { templateId: message.dlt.templateId } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments.map((file) => file.fileName) } : {}),
      },
      `${logTags[channel]} ${message.text}`,
    );
    return undeliverableReason(channel, message.to);
  };
  return {
    name: 'local',
    async send(message) {
      // Campaigns send thousands: their texts go to the debug log, not the info one.
      const reason = take(message, 'debug');
      const providerMessageId = `local-${channel}-${randomUUID()}`;
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
    async notify(message) {
      take(message, 'info');
    },
  };
}

type HttpTarget = { url: string; apiKey?: string; service: string };

/** An http provider from its target and the body of a message: `send` asks for the message id, `notify` does not. */
function httpProvider(
  target: () => HttpTarget,
  body: (message: OutboundMessage) => Record<string, unknown>,
  fetchImpl: typeof fetch,
): MessagingProvider {
  return {
    name: 'http',
    // async: a message the gateway would refuse (no DLT template) rejects like a refusal, never throws at the call.
    send: async (message) => postForMessageId(target(), body(message), fetchImpl),
    notify: async (message) => postToProvider(target(), body(message), fetchImpl),
  };
}

function targetOf(config: { url?: string; apiKey?: string }, service: string, missing: string): () => HttpTarget {
  return () => {
    if (!config.url) throw new Error(missing);
    return { url: config.url, apiKey: config.apiKey, service };
  };
}

/** The WhatsApp Business API gateway: the approved template by name, the language, and the rendered text. */
export function createHttpWhatsapp(
  config: Config['messaging']['whatsapp'],
  fetchImpl: typeof fetch = fetch,
): MessagingProvider {
  if (!config.url) throw new Error('WHATSAPP_HTTP_URL is required when WHATSAPP_PROVIDER=http');
  return httpProvider(
    targetOf(config, 'WhatsApp gateway', 'WHATSAPP_HTTP_URL is required when WHATSAPP_PROVIDER=http'),
    (message) => ({
      to: `91${message.to}`,
      template: message.whatsappTemplate,
      language: message.language,
      text: message.text,
    }),
    fetchImpl,
  );
}

/** The DLT SMS gateway: it checks the text against the template registered under the header and entity. */
export function createHttpSmsProvider(config: Config['sms'], fetchImpl: typeof fetch = fetch): MessagingProvider {
  return httpProvider(
    targetOf(config, 'SMS gateway', 'SMS_HTTP_URL is required when SMS_PROVIDER=http'),
    (message) => {
      if (!message.dlt) throw new Error('An SMS needs its DLT entity id, header and template id');
      return {
        sender: message.dlt.header ?? config.senderId,
        to: `91${message.to}`,
        message: message.text,
        ...(message.dlt.entityId ? { dlt_entity_id: message.dlt.entityId } : {}),
        dlt_template_id: message.dlt.templateId,
      };
    },
    fetchImpl,
  );
}

/** The mail service's HTTP API: sender, address, subject and text, and its attachments in base64. */
export function createHttpEmailProvider(config: Config['email'], fetchImpl: typeof fetch = fetch): MessagingProvider {
  return httpProvider(
    targetOf(config, 'E-mail service', 'EMAIL_HTTP_URL is required when EMAIL_PROVIDER=http'),
    (message) => ({
      from: config.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.text,
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((file) => ({
              filename: file.fileName,
              content_type: file.contentType,
              content: file.content.toString('base64'),
            })),
          }
        : {}),
    }),
    fetchImpl,
  );
}

/**
 * The adapters the configuration names, one per channel; the local ones share one outbox, hand their receipts to
 * `onReceipt` and write to `log`.
 */
export function createMessagingProviders(
  config: Config,
  onReceipt: (receipt: DeliveryReceipt) => Promise<boolean>,
  options: { delayMs?: number; log?: Pick<Logger, 'info' | 'debug' | 'warn'> } = {},
): Messaging {
  const pending = new Set<Promise<unknown>>();
  const outbox = new Map<string, OutboundMessage>();
  const local = (channel: MessageChannel) =>
    createLocalProvider(channel, {
      onReceipt,
      delayMs: options.delayMs ?? 300,
      pending,
      outbox,
      log: options.log,
      production: config.env === 'production',
    });
  return {
    sms: config.sms.provider === 'http' ? createHttpSmsProvider(config.sms) : local('sms'),
    email: config.email.provider === 'http' ? createHttpEmailProvider(config.email) : local('email'),
    whatsapp:
      config.messaging.whatsapp.provider === 'http' ? createHttpWhatsapp(config.messaging.whatsapp) : local('whatsapp'),
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    lastMessageTo: (channel, to) => outbox.get(addressKey(channel, to)),
  };
}
