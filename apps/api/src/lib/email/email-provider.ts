/**
 * Sends e-mail; `console` for development (log + outbox), `http` for a mail service's HTTP API (DESIGN §1). Only
 * security mail goes this way today: the sign-in links of decision 017.
 */
import type { Config } from '../../config';
import type { Logger } from '../../deps';
import { postForMessageId, postToProvider } from '../provider-http';

export type EmailMessage = { to: string; subject: string; text: string };

export type EmailProvider = {
  name: 'console' | 'http';
  send: (message: EmailMessage) => Promise<void>;
  /** Last message per address; only the console provider keeps one, for the dev outbox and tests. */
  lastMessageTo?: (to: string) => EmailMessage | undefined;
};

/** Keeps only the first letter of the local part: the log needs to tell addresses apart, not read them. */
function maskEmail(address: string): string {
  const at = address.indexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

/**
 * The development mailer: the last message per address in memory and the text in the log. In production it writes
 * no text (a sign-in link in a log would let log readers past the protection), only that nothing was delivered.
 */
export function createConsoleEmail(
  log: Pick<Logger, 'info' | 'warn'>,
  options: { production: boolean },
): EmailProvider {
  const outbox = new Map<string, EmailMessage>();
  return {
    name: 'console',
    async send(message) {
      const to = message.to.toLowerCase();
      if (options.production) {
        log.warn({ to: maskEmail(to) }, '[email:console] not delivered: set EMAIL_PROVIDER=http and EMAIL_HTTP_URL');
        return;
      }
      outbox.set(to, message);
      log.info({ to: maskEmail(to), subject: message.subject }, `[email:console] ${message.text}`);
    },
    lastMessageTo: (to) => outbox.get(to.toLowerCase()),
  };
}

export function createHttpEmail(config: Config['email'], fetchImpl: typeof fetch = fetch): EmailProvider {
  if (!config.url) throw new Error('EMAIL_HTTP_URL is required when EMAIL_PROVIDER=http');
  const url = config.url;
  return {
    name: 'http',
    async send(message) {
      await postToProvider(
        { url, apiKey: config.apiKey, service: 'E-mail service' },
        { from: config.from, to: message.to, subject: message.subject, text: message.text },
        fetchImpl,
      );
    },
  };
}

export function createEmailProvider(config: Config, log: Logger): EmailProvider {
  return config.email.provider === 'http'
    ? createHttpEmail(config.email)
    : createConsoleEmail(log, { production: config.env === 'production' });
}

/** Sends a customer message (campaign or status change) through the mail service; answers its message id. */
export function sendServiceEmail(
  config: Config['email'],
  message: EmailMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  if (!config.url) throw new Error('EMAIL_HTTP_URL is required when EMAIL_PROVIDER=http');
  return postForMessageId(
    { url: config.url, apiKey: config.apiKey, service: 'E-mail service' },
    { from: config.from, to: message.to, subject: message.subject, text: message.text },
    fetchImpl,
  );
}
