import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedApiKey, CreatedWebhook } from '@saakh/domain/partner-api';
import { partner_webhook_deliveries } from '../../db/schema/partner-api';
import { freshMobile } from '../../test/factories';
import { createTestApp, freshIp, partnerToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let server: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

it('delivers an event through the job queue once the change that made it commits, signed', async () => {
  const token = await partnerToken(t);
  const post = async <T>(url: string, payload: Record<string, unknown>, auth = token) =>
    (
      await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${auth}` },
        remoteAddress: freshIp(),
      })
    ).json().data as T;
  const { port } = server.address() as AddressInfo;
  const webhook = await post<CreatedWebhook>('/api/partner/webhooks', {
    url: `http://localhost:${port}/saakh`,
    mode: 'sandbox',
    events: ['lead.created'],
  });
  const key = await post<CreatedApiKey>('/api/partner/api-keys', {
    name: 'CRM',
    mode: 'sandbox',
    scopes: ['leads:write'],
  });
  await post('/api/partner-api/v1/leads', { mobile: freshMobile(), name: 'Ravi Kumar', product: 'bl' }, key.secret);
  await t.deps.jobs.idle(20_000);
  expect(received).toHaveLength(1);
  const [got] = received;
  const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(got?.headers['x-saakh-signature'])) ?? [];
  expect(createHmac('sha256', webhook.secret).update(`${timestamp}.${got?.body}`).digest('hex')).toBe(signature);
  const [row] = await t.db
    .select()
    .from(partner_webhook_deliveries)
    .where(eq(partner_webhook_deliveries.webhook_id, webhook.id));
  expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
});
