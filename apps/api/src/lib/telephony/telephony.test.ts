/** The telephony adapters: the HTTP bridge-call provider against a real local HTTP server, the local one, signatures. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from '../../config';
import { silentLogger } from '../../deps';
import { createHttpTelephony, createLocalTelephony, type CallEvent } from './telephony';

type Received = { url?: string; authorization?: string; type?: string; body: unknown };
let received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"call_id":"prov-1"}' };
let base = '';

const server = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({
      url: request.url,
      authorization: request.headers.authorization,
      type: request.headers['content-type'],
      body: JSON.parse(text),
    });
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
  answer = { status: 200, body: '{"call_id":"prov-1"}' };
});

const noReport = async () => {};

describe('the http telephony provider', () => {
  const provider = () =>
    createHttpTelephony(
      { provider: 'http', url: `${base}/calls`, apiKey: 'k-tel', callerId: '08012345678', webhookSecret: 'x' },
      'https://saakh.example.in',
    );

  it('asks for a bridge call: the agent first, then the customer, behind the caller id, and answers its call id', async () => {
    const placed = await provider().startCall(
      { reference: 'call-7', agentNumber: '9812345678', customerNumber: '9876543210' },
      noReport,
    );
    expect(placed).toEqual({ callId: 'prov-1' });
    expect(received).toEqual([
      {
        url: '/calls',
        authorization: 'Bearer k-tel',
        type: 'application/json',
        body: {
          from: '919812345678',
          to: '919876543210',
          caller_id: '08012345678',
          status_callback: 'https://saakh.example.in/api/telecalling/call-events',
          reference: 'call-7',
        },
      },
    ]);
  });

  it('fails when the provider refuses or answers no call id, so no call is recorded as placed', async () => {
    answer = { status: 503, body: '{}' };
    const request = { reference: 'call-8', agentNumber: '9812345678', customerNumber: '9876543210' };
    await expect(provider().startCall(request, noReport)).rejects.toThrow('Telephony provider answered 503');
    answer = { status: 200, body: '{}' };
    await expect(provider().startCall(request, noReport)).rejects.toThrow('answered no call_id');
    await expect(provider().startCall({ ...request, agentNumber: null }, noReport)).rejects.toThrow('agent number');
  });
});

describe('the local telephony provider', () => {
  it('reports ringing, answered and completed with a duration, as status callbacks would', async () => {
    const local = createLocalTelephony(silentLogger, { ringingMs: 5, answeredMs: 10, completedMs: 2_010 });
    const events: CallEvent[] = [];
    const { callId } = await local.startCall(
      { reference: 'call-1', agentNumber: null, customerNumber: '9876543210' },
      async (event) => {
        events.push(event);
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(events).toEqual([
      { call_id: callId, status: 'ringing' },
      { call_id: callId, status: 'answered' },
      { call_id: callId, status: 'completed', duration_seconds: 2 },
    ]);
  });

  it('never writes a whole number to the log', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args), warn: () => {} };
    await createLocalTelephony(log, { ringingMs: 1e6, answeredMs: 1e6, completedMs: 1e6 }).startCall(
      { reference: 'call-2', agentNumber: '9812345678', customerNumber: '9876543210' },
      noReport,
    );
    const text = JSON.stringify(lines);
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('9812345678');
    expect(text).toContain('******3210');
  });
});

describe('telephony settings in production', () => {
  const base = {
    NODE_ENV: 'production',
    OTP_HASH_SECRET: 'a-production-otp-secret-of-32-characters-or-more',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.gateway.example/send',
  } as const;
  const telephonyProblems = (env: Record<string, string>) =>
    productionProblems(loadConfig({ ...base, ...env })).filter((problem) => problem.startsWith('TELEPHONY'));

  it('lets the local provider start, since it logs both numbers masked', () => {
    expect(telephonyProblems({})).toEqual([]);
  });

  it('refuses the http provider without its URL or the secret of its signed status callbacks', () => {
    expect(telephonyProblems({ TELEPHONY_PROVIDER: 'http' })).toEqual([
      'TELEPHONY_PROVIDER=http needs TELEPHONY_HTTP_URL',
      expect.stringContaining('TELEPHONY_WEBHOOK_SECRET'),
    ]);
    const complete = {
      TELEPHONY_PROVIDER: 'http',
      TELEPHONY_HTTP_URL: 'https://telephony.example.in/v1/calls',
      TELEPHONY_WEBHOOK_SECRET: 'a-webhook-secret-0123',
    };
    expect(telephonyProblems(complete)).toEqual([]);
    expect(() => loadConfig({ ...base, ...complete, TELEPHONY_WEBHOOK_SECRET: 'short' })).toThrow(
      'TELEPHONY_WEBHOOK_SECRET',
    );
  });
});
