/** The customer-message providers: http ones against a real local HTTP server, local ones and their receipts. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  createHttpEmailProvider,
  createHttpSmsProvider,
  createHttpWhatsapp,
  createLocalProvider,
  createMessagingProviders,
  LOCAL_EMAIL_IN_PRODUCTION,
  type DeliveryReceipt,
  type OutboundMessage,
} from './providers';

type Received = { url?: string; authorization?: string; body: unknown };
let received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"message_id":"gw-1"}' };
let base = '';

const server = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({ url: request.url, authorization: request.headers.authorization, body: JSON.parse(text) });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{"message_id":"gw-1"}' };
});

const dlt = { entityId: '1101234567890123456', header: 'SAAKHM', templateId: '1107161234567890123' };

describe('the http providers', () => {
  it('SMS: posts the DLT entity id, header and template id with the text, and answers the gateway’s id', async () => {
    const sms = createHttpSmsProvider({
      provider: 'http',
      url: `${base}/sms`,
      apiKey: 'k-sms',
      senderId: 'SAAKHM',
      otpTemplateId: 't1',
      kfsOtpTemplateId: 't2',
      documentsOtpTemplateId: 't3',
    });
    const id = await sms.send({ channel: 'sms', to: '9876543210', text: 'Approved', language: 'en', dlt });
    expect(id).toBe('gw-1');
    expect(received).toEqual([
      {
        url: '/sms',
        authorization: 'Bearer k-sms',
        body: {
          sender: 'SAAKHM',
          to: '919876543210',
          message: 'Approved',
          dlt_entity_id: dlt.entityId,
          dlt_template_id: dlt.templateId,
        },
      },
    ]);
    await expect(sms.send({ channel: 'sms', to: '9876543210', text: 'x', language: 'en' })).rejects.toThrow(
      'An SMS needs its DLT entity id, header and template id',
    );
  });

  it('WhatsApp: posts the approved template, language and text; a refusal or an answer without an id fails', async () => {
    const whatsapp = createHttpWhatsapp({ provider: 'http', url: `${base}/wa`, apiKey: 'k-wa' });
    answer = { status: 200, body: '{"id":42}' };
    const message = {
      channel: 'whatsapp' as const,
      to: '9876543210',
      text: 'नमस्ते',
      language: 'hi' as const,
      whatsappTemplate: 'loan_update',
    };
    expect(await whatsapp.send(message)).toBe('42');
    expect(received[0]).toEqual({
      url: '/wa',
      authorization: 'Bearer k-wa',
      body: { to: '919876543210', template: 'loan_update', language: 'hi', text: 'नमस्ते' },
    });
    answer = { status: 503, body: '{}' };
    await expect(whatsapp.send(message)).rejects.toThrow('WhatsApp gateway answered 503');
    answer = { status: 200, body: '{}' };
    await expect(whatsapp.send(message)).rejects.toThrow('WhatsApp gateway answered no message id');
  });

  it('e-mail: posts sender, address, subject and text', async () => {
    const email = createHttpEmailProvider({ provider: 'http', url: `${base}/mail`, from: 'Saakh <no-reply@saakh.in>' });
    expect(
      await email.send({ channel: 'email', to: 'a@example.in', subject: 'Approved', text: 'Hi', language: 'en' }),
    ).toBe('gw-1');
    expect(received[0]?.body).toEqual({
      from: 'Saakh <no-reply@saakh.in>',
      to: 'a@example.in',
      subject: 'Approved',
      text: 'Hi',
    });
  });

  it('e-mail: posts its attachments in base64 with their names and types', async () => {
    const email = createHttpEmailProvider({ provider: 'http', url: `${base}/mail`, from: 'Saakh <no-reply@saakh.in>' });
    await email.send({
      channel: 'email',
      to: 'a@example.in',
      subject: 'Sent',
      text: 'Hi',
      language: 'en',
      attachments: [
        { fileName: 'KFS-SK-7K3P9Q-en.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
      ],
    });
    expect(received[0]?.body).toMatchObject({
      attachments: [{ filename: 'KFS-SK-7K3P9Q-en.pdf', content_type: 'application/pdf', content: 'JVBERi0xLjc=' }],
    });
  });

  it('are the ones the configuration names', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${base}/sms`,
      WHATSAPP_PROVIDER: 'http',
      WHATSAPP_HTTP_URL: `${base}/wa`,
    });
    const providers = createMessagingProviders(config, async () => true);
    expect([providers.sms.name, providers.whatsapp.name, providers.email.name]).toEqual(['http', 'http', 'local']);
    expect(() => loadConfig({ MESSAGING_RATE_PER_MINUTE: '0' })).toThrow('MESSAGING_RATE_PER_MINUTE');
  });
});

describe('the local providers', () => {
  it('answer an id at once and deliver a receipt later: delivered, or failed for an undeliverable address', async () => {
    const receipts: DeliveryReceipt[] = [];
    const pending = new Set<Promise<unknown>>();
    const onReceipt = async (receipt: DeliveryReceipt) => {
      receipts.push(receipt);
      return true;
    };
    const sms = createLocalProvider('sms', { onReceipt, delayMs: 5, pending });
    const email = createLocalProvider('email', { onReceipt, delayMs: 5, pending });
    const good = await sms.send({ channel: 'sms', to: '9876543210', text: 'x', language: 'en', dlt });
    const bad = await sms.send({ channel: 'sms', to: '9876540000', text: 'x', language: 'en', dlt });
    const bounced = await email.send({ channel: 'email', to: 'x@fail.example', text: 'x', language: 'en' });
    expect(receipts).toEqual([]);
    await Promise.all([...pending]);
    expect(receipts).toEqual(
      expect.arrayContaining([
        { channel: 'sms', providerMessageId: good, status: 'delivered' },
        { channel: 'sms', providerMessageId: bad, status: 'failed', reason: 'Number not reachable (DLR: UNDELIV)' },
        {
          channel: 'email',
          providerMessageId: bounced,
          status: 'failed',
          reason: 'Mailbox does not exist (550 5.1.1)',
        },
      ]),
    );
    await expect(sms.send({ channel: 'sms', to: '9876543210', text: 'x', language: 'en' })).rejects.toThrow(
      'SMS gateway refused a message without DLT ids',
    );
  });

  it('offer a receipt again until it is acknowledged, as gateways retry a callback answered 404 or 5xx', async () => {
    const pending = new Set<Promise<unknown>>();
    const answers = [false, 'throw', true] as const;
    const offered: DeliveryReceipt[] = [];
    // The sender has not stored the message's id yet (false), then the database is down (throws), then it is known.
    const onReceipt = async (receipt: DeliveryReceipt) => {
      const answer = answers[offered.push(receipt) - 1];
      if (answer === 'throw') throw new Error('database unavailable');
      return answer ?? true;
    };
    const sms = createLocalProvider('sms', { onReceipt, delayMs: 1, pending });
    const id = await sms.send({ channel: 'sms', to: '9876543210', text: 'x', language: 'en', dlt });
    while (pending.size > 0) await Promise.all([...pending]);
    expect(offered).toEqual([1, 2, 3].map(() => ({ channel: 'sms', providerMessageId: id, status: 'delivered' })));

    // A receipt nobody ever knows is given up after a few attempts, not offered forever.
    offered.length = 0;
    const unknown = createLocalProvider('sms', {
      onReceipt: async (receipt) => offered.push(receipt) < 0,
      delayMs: 1,
      pending,
    });
    await unknown.send({ channel: 'sms', to: '9876543210', text: 'x', language: 'en', dlt });
    while (pending.size > 0) await Promise.all([...pending]);
    expect(offered).toHaveLength(6);
  });
});

/** One local adapter per channel, as the configuration makes them, with a log that keeps what it is told. */
function localAdapters(env: Record<string, string> = {}) {
  const lines: { level: string; context: object; text: string }[] = [];
  const record =
    (level: string) =>
    (context: object | string, text?: string): void => {
      lines.push(
        typeof context === 'string' ? { level, context: {}, text: context } : { level, context, text: text ?? '' },
      );
    };
  const log = { info: record('info'), debug: record('debug'), warn: record('warn') };
  const receipts: DeliveryReceipt[] = [];
  const messaging = createMessagingProviders(
    loadConfig({ NODE_ENV: 'test', ...env }),
    async (receipt) => {
      receipts.push(receipt);
      return true;
    },
    { delayMs: 1, log },
  );
  return { messaging, lines, receipts };
}

const sms = (to: string, text = 'x'): OutboundMessage => ({ channel: 'sms', to, text, language: 'en', dlt });
const whatsapp = (to: string): OutboundMessage => ({
  channel: 'whatsapp',
  to,
  text: 'Your loan is approved',
  language: 'en',
  whatsappTemplate: 'loan_update',
});
const email = (to: string, subject = 'Approved'): OutboundMessage => ({
  channel: 'email',
  to,
  subject,
  text: 'Hi',
  language: 'en',
});

describe('the one local adapter family', () => {
  it('is what every channel gets unless the configuration names a gateway', () => {
    const { messaging } = localAdapters();
    expect([messaging.sms.name, messaging.whatsapp.name, messaging.email.name]).toEqual(['local', 'local', 'local']);
  });

  it('SMS: keeps the last message per number and logs its text; a tracked one gets its receipt, failed for 0000', async () => {
    const { messaging, lines, receipts } = localAdapters();
    await messaging.sms.notify(sms('9876543210', '123456 is your Saakh OTP'));
    expect(messaging.lastMessageTo('sms', '9876543210')?.text).toBe('123456 is your Saakh OTP');
    expect(lines).toContainEqual({
      level: 'info',
      context: { to: '******3210', templateId: dlt.templateId },
      text: '[sms:console] 123456 is your Saakh OTP',
    });
    const good = await messaging.sms.send(sms('9876543210', 'Approved'));
    const bad = await messaging.sms.send(sms('9876540000'));
    await messaging.settled();
    expect(good).toMatch(/^local-sms-/);
    expect(receipts).toEqual(
      expect.arrayContaining([
        { channel: 'sms', providerMessageId: good, status: 'delivered' },
        { channel: 'sms', providerMessageId: bad, status: 'failed', reason: 'Number not reachable (DLR: UNDELIV)' },
      ]),
    );
    expect(receipts).toHaveLength(2);
    expect(messaging.lastMessageTo('sms', '9876543210')?.text).toBe('Approved');
  });

  it('SMS: refuses a message without its DLT template, as the gateway does, and keeps nothing of it', async () => {
    const { messaging } = localAdapters();
    const { dlt: _dlt, ...bare } = sms('9876543210');
    await expect(messaging.sms.notify(bare)).rejects.toThrow('SMS gateway refused a message without DLT ids');
    expect(messaging.lastMessageTo('sms', '9876543210')).toBeUndefined();
  });

  it('WhatsApp: refuses a message without its approved template; a sent one gets its receipt', async () => {
    const { messaging, receipts } = localAdapters();
    await expect(messaging.whatsapp.send({ ...whatsapp('9876543210'), whatsappTemplate: null })).rejects.toThrow(
      'WhatsApp refused a message without an approved template',
    );
    const id = await messaging.whatsapp.send(whatsapp('9876543210'));
    const unreachable = await messaging.whatsapp.send(whatsapp('9123450000'));
    await messaging.settled();
    expect(receipts).toEqual(
      expect.arrayContaining([
        { channel: 'whatsapp', providerMessageId: id, status: 'delivered' },
        {
          channel: 'whatsapp',
          providerMessageId: unreachable,
          status: 'failed',
          reason: 'Number not reachable (DLR: UNDELIV)',
        },
      ]),
    );
    expect(messaging.lastMessageTo('whatsapp', '9876543210')?.whatsappTemplate).toBe('loan_update');
    // The channels keep separate outboxes: the same number has no SMS.
    expect(messaging.lastMessageTo('sms', '9876543210')).toBeUndefined();
  });

  it('e-mail: one outbox entry per address whatever its case; a bounced address gets a failed receipt', async () => {
    const { messaging, lines, receipts } = localAdapters();
    await messaging.email.notify(email('Ops@Saakh.in', 'Sign in'));
    expect(messaging.lastMessageTo('email', 'ops@saakh.in')?.subject).toBe('Sign in');
    expect(lines).toContainEqual({
      level: 'info',
      context: { to: 'O***@Saakh.in', subject: 'Sign in' },
      text: '[email:console] Hi',
    });
    const bounced = await messaging.email.send(email('x@fail.example'));
    await messaging.settled();
    expect(receipts).toEqual([
      { channel: 'email', providerMessageId: bounced, status: 'failed', reason: 'Mailbox does not exist (550 5.1.1)' },
    ]);
  });

  it('e-mail in production: nothing kept, no text in the log, and a tracked mail is reported not delivered', async () => {
    const { messaging, lines, receipts } = localAdapters({
      NODE_ENV: 'production',
      OTP_HASH_SECRET: 'x'.repeat(32),
    });
    await messaging.email.notify(email('ops@saakh.in', 'Sign in'));
    expect(messaging.lastMessageTo('email', 'ops@saakh.in')).toBeUndefined();
    expect(lines).toEqual([
      { level: 'warn', context: { to: 'o***@saakh.in' }, text: `[email:console] ${LOCAL_EMAIL_IN_PRODUCTION}` },
    ]);
    const id = await messaging.email.send(email('asha@example.in'));
    await messaging.settled();
    expect(receipts).toEqual([
      { channel: 'email', providerMessageId: id, status: 'failed', reason: LOCAL_EMAIL_IN_PRODUCTION },
    ]);
  });

  it('offers no receipt for a message handed over with notify, whatever the channel', async () => {
    const { messaging, receipts } = localAdapters();
    await messaging.sms.notify(sms('9876543210'));
    await messaging.whatsapp.notify(whatsapp('9876543210'));
    await messaging.email.notify(email('asha@example.in'));
    await messaging.settled();
    expect(receipts).toEqual([]);
  });

  it('keeps nothing of what an http adapter sent', async () => {
    const { messaging } = localAdapters({ EMAIL_PROVIDER: 'http', EMAIL_HTTP_URL: `${base}/mail` });
    await messaging.email.notify(email('ops@saakh.in'));
    expect(received).toHaveLength(1);
    expect(messaging.lastMessageTo('email', 'ops@saakh.in')).toBeUndefined();
  });
});
