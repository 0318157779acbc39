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
  type DeliveryReceipt,
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
