/**
 * The whole chain from a lender's decision to the partner who brought the customer (decisions 031 and 044): the
 * sandbox lender's signed webhook approves the application, the lifecycle's subscribers run, the partner's dashboard
 * counts the approval and the partner's own webhook hears `application.status_changed` with the new status.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dayInIndia } from '@saakh/domain/date-ranges';
import type { PartnerDashboard } from '@saakh/domain/partner-insights';
import { createPartner } from '../../test/factories';
import { adminToken, bearer, createTestApp, freshIp, partnerToken, type TestApp } from '../../test/test-app';
import {
  applicationRow,
  connectedLender,
  controlClock,
  listen,
  startSandbox,
  submissionOf,
  submit,
  type Sandbox,
} from './lender-connectors-test-support';

type Delivery = { headers: http.IncomingHttpHeaders; body: { type: string; data: Record<string, unknown> } };

let t: TestApp;
let sandbox: Sandbox;
let receiver: http.Server;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  t = await createTestApp({ CONNECTOR_RETRY_BASE_MS: '50' }, { jobs: true });
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: JSON.parse(body) as Delivery['body'] });
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  // Sends and their retries end while the lender still answers, not under a closing database.
  await t?.deps.jobs.idle(20_000).catch(() => undefined);
  await new Promise((resolve) => receiver.close(resolve));
  await sandbox?.close();
  await t?.close();
});

it('counts an application the lender approves by webhook in its partner’s dashboard, and tells the partner’s webhook', async () => {
  const appUrl = await listen(t);
  sandbox = await startSandbox();
  const clock = controlClock(t, sandbox);
  const { lenderId } = await connectedLender({ t, sandbox, editor: await adminToken(t, 1), appUrl }, 'api_key', {
    webhooks: true,
  });
  const partner = await createPartner(t.db);
  const token = await partnerToken(t, partner.id);
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/partner/webhooks',
    headers: bearer(token),
    remoteAddress: freshIp(),
    payload: {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/saakh`,
      mode: 'live',
      events: ['application.status_changed'],
    },
  });
  expect(hook.statusCode, hook.body).toBe(200);

  const today = dayInIndia(t.deps.clock.now());
  const dashboard = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/partner/insights/dashboard?preset=custom_range&from=${today}&to=${today}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as PartnerDashboard;
  };
  // Today is counted now, before anything happens: only a recount asked for by the approval can show it.
  await dashboard();
  await t.deps.jobs.idle(20_000);
  expect((await dashboard()).kpis.approved?.value).toBe(0);

  // The partner's customer applies; the lender receives it, and decides at 4 s on its clock.
  const applicationId = await submit(t, lenderId, {}, partner.id);
  await t.deps.jobs.idle(20_000);
  expect((await submissionOf(t, applicationId))?.state).toBe('accepted');
  await clock.move(4000);
  expect((await applicationRow(t, applicationId)).status).toBe('approved');
  await t.deps.jobs.idle(20_000);

  const figures = await dashboard();
  expect(figures.kpis.approved?.value).toBe(1);
  expect(figures.trend.find((point) => point.day === today)?.approved).toBe(1);

  const steps = ['submitted', 'in_review', 'approved'];
  const heard = deliveries
    .filter((delivery) => delivery.body.data.application_id === applicationId)
    .map((delivery) => delivery.body)
    // Each delivery is a job of its own: they may arrive in any order.
    .sort((a, b) => steps.indexOf(String(a.data.status)) - steps.indexOf(String(b.data.status)));
  expect(heard.every((body) => body.type === 'application.status_changed')).toBe(true);
  expect(heard.map((body) => [body.data.from_status, body.data.status, body.data.source])).toEqual([
    ['created', 'submitted', 'customer'],
    ['submitted', 'in_review', 'lender_callback'],
    ['in_review', 'approved', 'lender_callback'],
  ]);
});
