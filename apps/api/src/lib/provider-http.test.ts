/**
 * The http SMS and e-mail adapters handing over a message nobody tracks (`notify`: one-time passwords, sign-in links)
 * against a real HTTP server standing in for the gateway and the mail service.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpEmailProvider, createHttpSmsProvider } from './messaging/providers';

type Received = { method?: string; url?: string; authorization?: string; type?: string; body: unknown };
let received: Received[] = [];
let answerStatus = 200;
let base = '';

const server = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      type: request.headers['content-type'],
      body: JSON.parse(text),
    });
    response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answerStatus = 200;
});

describe('the http SMS provider', () => {
  const sms = () =>
    createHttpSmsProvider({
      provider: 'http',
      url: `${base}/sms`,
      apiKey: 'k-sms',
      senderId: 'SAAKHM',
      otpTemplateId: 't1',
      kfsOtpTemplateId: 't2',
      documentsOtpTemplateId: 't3',
    });
  const otp = (text: string) => ({
    channel: 'sms' as const,
    to: '9876543210',
    text,
    language: 'en' as const,
    dlt: { templateId: 't1' },
  });

  it('posts the DLT sender, the number with 91, the text and the template, with its key as a bearer', async () => {
    await sms().notify(otp('Your OTP is 123456'));
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/sms',
        authorization: 'Bearer k-sms',
        type: 'application/json',
        body: { sender: 'SAAKHM', to: '919876543210', message: 'Your OTP is 123456', dlt_template_id: 't1' },
      },
    ]);
  });

  it('fails when the gateway refuses, so the caller can answer and retry', async () => {
    answerStatus = 503;
    await expect(sms().notify(otp('x'))).rejects.toThrow('SMS gateway answered 503');
  });
});

describe('the http e-mail provider', () => {
  it('posts sender, address, subject and text, without an authorization header when no key is set', async () => {
    const email = createHttpEmailProvider({ provider: 'http', url: `${base}/mail`, from: 'Saakh <no-reply@saakh.in>' });
    const mail = (subject: string, text: string) =>
      ({ channel: 'email', to: 'ops@saakh.in', subject, text, language: 'en' }) as const;
    await email.notify(mail('Sign in', 'Open the link'));
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/mail',
        authorization: undefined,
        type: 'application/json',
        body: { from: 'Saakh <no-reply@saakh.in>', to: 'ops@saakh.in', subject: 'Sign in', text: 'Open the link' },
      },
    ]);
    answerStatus = 400;
    await expect(email.notify(mail('s', 't'))).rejects.toThrow('E-mail service answered 400');
  });
});
