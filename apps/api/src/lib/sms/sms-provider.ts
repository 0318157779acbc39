/** Sends text messages; `console` for development (log + outbox), `http` for a DLT-registered gateway. */
import type { Config } from '../../config';
import type { Logger } from '../../deps';
import { postForMessageId, postToProvider } from '../provider-http';
import { maskTail } from '@saakh/domain/masking';

export type SmsMessage = { to: string; text: string; templateId: string };

export type SmsProvider = {
  name: 'console' | 'http';
  send: (message: SmsMessage) => Promise<void>;
  /** Last message per number; only the console provider keeps one, for the dev outbox. */
  lastMessageTo?: (to: string) => SmsMessage | undefined;
};

export function createConsoleSms(log: Pick<Logger, 'info'>): SmsProvider {
  const outbox = new Map<string, SmsMessage>();
  return {
    name: 'console',
    async send(message) {
      outbox.set(message.to, message);
      // The console provider is the development gateway: the text is the point of it.
      log.info({ to: maskTail(message.to), templateId: message.templateId }, `[sms:console] ${message.text}`);
    },
    lastMessageTo: (to) => outbox.get(to),
  };
}

export function createHttpSms(config: Config['sms'], fetchImpl: typeof fetch = fetch): SmsProvider {
  if (!config.url) throw new Error('SMS_HTTP_URL is required when SMS_PROVIDER=http');
  const url = config.url;
  return {
    name: 'http',
    async send(message) {
      await postToProvider(
        { url, apiKey: config.apiKey, service: 'SMS gateway' },
        { sender: config.senderId, to: `91${message.to}`, message: message.text, dlt_template_id: message.templateId },
        fetchImpl,
      );
    },
  };
}

export function createSmsProvider(config: Config['sms'], log: Logger): SmsProvider {
  return config.provider === 'http' ? createHttpSms(config) : createConsoleSms(log);
}

/** A registered (DLT) message of a campaign or a status change: the gateway checks text, header and ids together. */
export type DltSmsMessage = { to: string; text: string; entityId: string; header: string; templateId: string };

/** Sends a DLT-registered SMS through the HTTP gateway; answers the gateway's message id for delivery receipts. */
export function sendDltSms(
  config: Config['sms'],
  message: DltSmsMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  if (!config.url) throw new Error('SMS_HTTP_URL is required when SMS_PROVIDER=http');
  return postForMessageId(
    { url: config.url, apiKey: config.apiKey, service: 'SMS gateway' },
    {
      sender: message.header,
      to: `91${message.to}`,
      message: message.text,
      dlt_entity_id: message.entityId,
      dlt_template_id: message.templateId,
    },
    fetchImpl,
  );
}
