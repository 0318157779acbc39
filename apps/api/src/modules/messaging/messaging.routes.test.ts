import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_SIGNATURE_HEADER, MESSAGING_TIMESTAMP_HEADER } from '@saakh/domain/messaging';
import { audit_log } from '../../db/schema/audit';
import { job_outbox } from '../../db/schema/jobs';
import { message_campaigns, message_opt_outs, message_templates, messages } from '../../db/schema/messaging';
import { consents } from '../../db/schema/users';
import { createApplication, createConsent, createCustomer, createLender, createPartner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import {
  customerIn,
  DLT,
  emailTemplate,
  request,
  smsTemplate,
  uniqueName,
  whatsappTemplate,
} from './messaging-test-support';
import { SIGNED_CALL_WINDOW_SECONDS, signCall } from '../../lib/http/signed-calls';
import { resolveAudience, sendMessages, useMessagingProviders } from './sending';
import { createLocalProvider, type DeliveryReceipt } from '../../lib/messaging/providers';

let t: TestApp;
let tokens: CatalogueTokens;

const SECRET = 'messaging-webhook-secret-for-the-tests-0123456789';
/** A weekday noon in India: inside sending hours. */
const NOON_IST = new Date('2026-11-24T06:30:00Z');

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  request(t, tokens.admin, method, url, payload);

/** The local gateways' receipts not yet delivered; `settle` waits for them all. */
const pending = new Set<Promise<unknown>>();
async function settle() {
  while (pending.size > 0) await Promise.all([...pending]);
}

beforeAll(async () => {
  t = await createTestApp({ MESSAGING_WEBHOOK_SECRET: SECRET, MESSAGING_RATE_PER_MINUTE: '100' });
  tokens = await loginEveryone(t);
  t.deps.clock = { now: () => NOON_IST };
  // Local providers whose receipts arrive at once, so the log can be read right after a send.
  const onReceipt = (receipt: DeliveryReceipt) =>
    import('./sending').then(({ receiveReceipt }) => receiveReceipt(t.deps, receipt));
  const local = (channel: 'sms' | 'whatsapp' | 'email') =>
    createLocalProvider(channel, { onReceipt, delayMs: 1, pending });
  useMessagingProviders(t.deps, {
    sms: local('sms'),
    whatsapp: local('whatsapp'),
    email: local('email'),
    settled: settle,
  });
});
afterAll(async () => t.close());

describe('who may use messaging', () => {
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?][] = [
    ['GET', '/api/admin/messaging/templates'],
    ['POST', '/api/admin/messaging/templates', smsTemplate()],
    ['PUT', '/api/admin/messaging/templates/1', smsTemplate()],
    ['POST', '/api/admin/messaging/templates/1/retire'],
    ['POST', '/api/admin/messaging/audience', { channel: 'sms', category: 'promotional', segment: {} }],
    ['GET', '/api/admin/messaging/campaigns'],
    [
      'POST',
      '/api/admin/messaging/campaigns',
      { name: 'x', template_id: 1, segment: {}, send_at: null, confirmed_recipients: 1 },
    ],
    ['POST', '/api/admin/messaging/campaigns/preview', { template_id: 1, segment: {} }],
    ['POST', '/api/admin/messaging/campaigns/test', { template_id: 1 }],
    ['GET', '/api/admin/messaging/campaigns/1'],
    ['POST', '/api/admin/messaging/campaigns/1/cancel'],
    ['GET', '/api/admin/messaging/messages'],
    ['GET', '/api/admin/messaging/stats'],
    ['GET', '/api/admin/messaging/opt-outs'],
    ['POST', '/api/admin/messaging/opt-outs', { channel: 'sms', address: '9876500001' }],
    ['DELETE', '/api/admin/messaging/opt-outs/1'],
  ];

  it.each(routes)('refuses %s %s to roles 2 and 3, customers, partners and strangers', async (method, url, body) => {
    const refusals: [string | null, number][] = [
      [null, 401],
      [tokens.ops, 403],
      [tokens.csr, 403],
      [tokens.customer, 403],
      [tokens.partner, 403],
    ];
    for (const [token, status] of refusals) {
      const response = await request(t, token, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
    }
    const [templates] = await t.db.select({ id: message_templates.id }).from(message_templates);
    expect(templates).toBeUndefined();
  });
});

describe('the template registry', () => {
  it('refuses an SMS template without its DLT entity id, header and template id, each with its message', async () => {
    const response = await as('POST', '/api/admin/messaging/templates', {
      ...smsTemplate(),
      dlt_entity_id: '',
      dlt_header: null,
      dlt_template_id: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      dlt_entity_id: ['Enter the DLT principal entity id the template is registered under'],
      dlt_header: ['Enter the DLT header (sender id)'],
      dlt_template_id: ['Enter the DLT content template id'],
    });
  });

  it('checks the DLT formats: 19-digit ids and a 6-letter header', async () => {
    const response = await as('POST', '/api/admin/messaging/templates', {
      ...smsTemplate(),
      dlt_entity_id: '110123456789012345',
      dlt_header: 'SAAKH1',
      dlt_template_id: '11071612345678901234',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      dlt_entity_id: ['A DLT entity id is a 19-digit number'],
      dlt_header: ['A DLT header is 6 letters, such as SAAKHM'],
      dlt_template_id: ['A DLT template id is a 19-digit number'],
    });
    expect(await t.db.select().from(message_templates)).toEqual([]);
  });

  it('refuses Hindi text whose variables differ from the English, and unknown variables, in Hindi too', async () => {
    const differ = await as('POST', '/api/admin/messaging/templates', {
      ...smsTemplate(),
      body_hi: 'नमस्ते, साख पर पर्सनल लोन। आवेदन करें: {{link}}',
    });
    expect(differ.statusCode).toBe(422);
    expect(differ.json().errors).toEqual({
      body_hi: ['The Hindi text must use the same variables as the English text'],
    });
    const unknown = await as('POST', '/api/admin/messaging/templates', {
      ...smsTemplate(),
      body_en: 'Hi {{pan_number}}',
      body_hi: 'नमस्ते {{pan_number}}',
    });
    expect(unknown.statusCode).toBe(422);
    const problem = 'Use only the listed variables: first_name, application_id, lender_name, status, amount, link';
    expect(unknown.json().errors).toEqual({ body_en: [problem], body_hi: [problem] });
    const hindi = await request(t, tokens.admin, 'POST', '/api/admin/messaging/templates?lang=hi', {
      ...smsTemplate(),
      dlt_header: 'SAAK',
    });
    expect(hindi.statusCode).toBe(422);
  });

  it('asks WhatsApp for the approved template name and e-mail for a subject in both languages', async () => {
    const whatsapp = await as('POST', '/api/admin/messaging/templates', whatsappTemplate({ whatsapp_template: '' }));
    expect(whatsapp.json().errors).toEqual({ whatsapp_template: ['Enter the name of the approved WhatsApp template'] });
    const badName = await as(
      'POST',
      '/api/admin/messaging/templates',
      whatsappTemplate({ whatsapp_template: 'Loan Update' }),
    );
    expect(badName.json().errors).toEqual({
      whatsapp_template: ['A WhatsApp template name uses lower-case letters, digits and underscores'],
    });
    const email = await as('POST', '/api/admin/messaging/templates', emailTemplate({ subject_hi: ' ' }));
    expect(email.json().errors).toEqual({ subject_hi: ['Enter the e-mail subject'] });
  });

  it('keeps a status event to transactional templates and one active template per channel and status', async () => {
    const promotional = await as(
      'POST',
      '/api/admin/messaging/templates',
      smsTemplate({ event: 'approved', category: 'promotional' }),
    );
    expect(promotional.json().errors).toEqual({
      event: ['Only a transactional template can follow an application status'],
    });
    const first = await as('POST', '/api/admin/messaging/templates', emailTemplate({ event: 'in_review' }));
    expect(first.statusCode, first.body).toBe(200);
    const second = await as('POST', '/api/admin/messaging/templates', emailTemplate({ event: 'in_review' }));
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({
      event: ['Another active template of this channel already serves this status'],
    });
    // Retired, it no longer serves the status: another may.
    const retired = await as('POST', `/api/admin/messaging/templates/${first.json().data.id}/retire`);
    expect(retired.json().data.active).toBe(false);
    expect((await as('POST', '/api/admin/messaging/templates', emailTemplate({ event: 'in_review' }))).statusCode).toBe(
      200,
    );
    // A retired template cannot be edited or retired again; it is never deleted.
    expect(
      (await as('PUT', `/api/admin/messaging/templates/${first.json().data.id}`, emailTemplate())).statusCode,
    ).toBe(409);
    expect(
      await t.db.select().from(message_templates).where(eq(message_templates.id, first.json().data.id)),
    ).toHaveLength(1);
  });

  it('saves a template, normalising variables, keeps its channel and audits each change', async () => {
    const created = await as(
      'POST',
      '/api/admin/messaging/templates',
      smsTemplate({ body_en: 'Hi {{ first_name }} {{link}}' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json().data;
    expect(template).toMatchObject({ channel: 'sms', body_en: 'Hi {{first_name}} {{link}}', ...DLT, active: true });
    const channel = await as(
      'PUT',
      `/api/admin/messaging/templates/${template.id}`,
      emailTemplate({ name: template.name }),
    );
    expect(channel.json().errors).toEqual({
      channel: ['A template’s channel cannot change: create a new template instead'],
    });
    const renamed = await as(
      'PUT',
      `/api/admin/messaging/templates/${template.id}`,
      smsTemplate({ name: `${template.name} v2` }),
    );
    expect(renamed.statusCode).toBe(200);
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.entity_id, String(template.id)));
    expect(audits.map((row) => [row.action, row.field])).toEqual(
      expect.arrayContaining([
        ['message_template.create', null],
        ['message_template.update', 'name'],
        ['message_template.update', 'body_en'],
      ]),
    );
    const list = await as(
      'GET',
      `/api/admin/messaging/templates?channel=sms&state=active&q=${encodeURIComponent('v2')}`,
    );
    expect(list.json().data.items.map((row: { id: number }) => row.id)).toEqual([template.id]);
  });
});

/** Customers of one partner, so a segment of this partner is the test's own. */
async function population() {
  const partner = await createPartner(t.db);
  const other = await createPartner(t.db);
  const lender = await createLender(t.db);
  const english = await customerIn(t.db, 'en', { email: `ravi${Date.now()}@example.in` });
  const hindi = await customerIn(t.db, 'hi');
  const otherProduct = await customerIn(t.db, 'en');
  const otherStatus = await customerIn(t.db, 'en');
  const otherPartner = await customerIn(t.db, 'en');
  const apply = (
    userId: number,
    status: 'approved' | 'rejected',
    product: 'pl' | 'bl' = 'pl',
    partnerId = partner.id,
  ) => createApplication(t.db, { userId, lenderId: lender.id, partnerId, status, product });
  await apply(english.id, 'approved');
  await apply(hindi.id, 'approved');
  await apply(otherProduct.id, 'approved', 'bl');
  await apply(otherStatus.id, 'rejected');
  await apply(otherPartner.id, 'approved', 'pl', other.id);
  // Both ticked marketing by SMS at sign-in: a campaign reaches only customers who did. A third customer in the
  // segment ticked nothing: reached by a transactional message, never by a promotional one.
  for (const customer of [english, hindi]) await createConsent(t.db, customer.id, 'marketing_sms');
  const unconsented = await customerIn(t.db, 'en');
  await apply(unconsented.id, 'approved');
  return { partner, english, hindi, unconsented };
}

describe('segments and campaigns', () => {
  it('counts a segment live and sends a campaign to exactly its customers, in each one’s language', async () => {
    const { partner, english, hindi } = await population();
    const segment = { product: 'pl', status: 'approved', partnerId: partner.id };
    const audience = (channel: 'sms' | 'email', category: 'promotional' | 'transactional', of: object = segment) =>
      as('POST', '/api/admin/messaging/audience', { channel, category, segment: of });
    expect((await audience('sms', 'promotional')).json().data).toEqual({ recipients: 2 });
    expect((await audience('sms', 'transactional')).json().data).toEqual({ recipients: 3 });
    expect((await audience('sms', 'promotional', { ...segment, language: 'hi' })).json().data).toEqual({
      recipients: 1,
    });
    // Ravi has an e-mail address but agreed to marketing by SMS only.
    expect((await audience('email', 'promotional')).json().data).toEqual({ recipients: 0 });
    expect((await audience('email', 'transactional')).json().data).toEqual({ recipients: 1 });

    const template = (await as('POST', '/api/admin/messaging/templates', smsTemplate())).json().data;
    const created = await as('POST', '/api/admin/messaging/campaigns', {
      name: uniqueName('Diwali offer'),
      template_id: template.id,
      segment,
      send_at: null,
      confirmed_recipients: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json().data;
    expect(campaign).toMatchObject({ status: 'scheduled', recipients: 2, channel: 'sms' });
    const [job] = await t.db
      .select()
      .from(job_outbox)
      .where(eq(job_outbox.idempotency_key, `messaging.campaign:${campaign.id}`));
    expect(job).toMatchObject({ queue: 'messaging-campaign', payload: { campaignId: campaign.id } });

    await resolveAudience(t.deps, campaign.id);
    const written = await t.db.select().from(messages).where(eq(messages.campaign_id, campaign.id));
    expect(written.map((row) => [row.user_id, row.language, row.status, row.body]).sort()).toEqual(
      [
        [english.id, 'en', 'queued', `Hi Ravi, personal loans from 10.5% at Saakh. Apply: {{link}}`],
        [hindi.id, 'hi', 'queued', `नमस्ते Asha, साख पर 10.5% से पर्सनल लोन। आवेदन करें: {{link}}`],
      ].sort(),
    );
    await sendMessages(
      t.deps,
      written.map((row) => row.id),
    );
    await settle();
    const progress = (await as('GET', `/api/admin/messaging/campaigns/${campaign.id}`)).json().data;
    expect(progress).toMatchObject({
      status: 'sent',
      progress: { queued: 0, sent: 0, delivered: 2, failed: 0, skipped: 0 },
    });

    const log = await as('GET', `/api/admin/messaging/messages?campaign_id=${campaign.id}&status=delivered`);
    expect(log.statusCode).toBe(200);
    const items = log.json().data.items as { to_masked: string; campaign_name: string; sent_at: string | null }[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.to_masked).toMatch(/^\*{6}\d{4}$/);
      expect(item.sent_at).not.toBeNull();
      expect(item.campaign_name).toBe(campaign.name);
    }
    // The rows carry the database's time, not the test's clock: the chart is read on the India day they were
    // written (after 18:30 UTC that is already tomorrow's date in India).
    const writtenAt = written[0]!.created_at;
    t.deps.clock = { now: () => writtenAt };
    const stats = (await as('GET', '/api/admin/messaging/stats?days=7')).json().data;
    t.deps.clock = { now: () => NOON_IST };
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(writtenAt));
    const delivered = stats.series.find((row: { status: string }) => row.status === 'delivered');
    expect(delivered.counts.at(-1)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a campaign nobody would receive, an event template, and a time in the past; nothing is saved', async () => {
    const template = (await as('POST', '/api/admin/messaging/templates', smsTemplate())).json().data;
    const before = (await t.db.select().from(message_campaigns)).length;
    const nobody = await as('POST', '/api/admin/messaging/campaigns', {
      name: uniqueName('Empty'),
      template_id: template.id,
      segment: { partnerId: 2147483000 },
      send_at: null,
      confirmed_recipients: 0,
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toEqual({ segment: ['No customer matches this segment'] });
    const past = await as('POST', '/api/admin/messaging/campaigns', {
      name: uniqueName('Late'),
      template_id: template.id,
      segment: {},
      send_at: '2026-11-20T10:00:00Z',
      confirmed_recipients: 0,
    });
    expect(past.json().errors).toEqual({ send_at: ['Choose a time from now on'] });
    const event = (await as('POST', '/api/admin/messaging/templates', emailTemplate({ event: 'expired' }))).json().data;
    const automatic = await as('POST', '/api/admin/messaging/campaigns', {
      name: uniqueName('Auto'),
      template_id: event.id,
      segment: { status: 'expired' },
      send_at: null,
      confirmed_recipients: 0,
    });
    expect(automatic.json().errors).toEqual({
      template_id: ['This template follows status changes automatically; choose another for a campaign'],
    });
    expect(await t.db.select().from(message_campaigns)).toHaveLength(before);
  });

  it('cancels a scheduled campaign before it starts; its job then writes nothing, and it cannot be cancelled twice', async () => {
    const { partner } = await population();
    const template = (await as('POST', '/api/admin/messaging/templates', smsTemplate())).json().data;
    const later = new Date(NOON_IST.getTime() + 3 * 60 * 60 * 1000);
    const campaign = (
      await as('POST', '/api/admin/messaging/campaigns', {
        name: uniqueName('Later'),
        template_id: template.id,
        segment: { partnerId: partner.id },
        send_at: later.toISOString(),
        confirmed_recipients: 2,
      })
    ).json().data;
    const [job] = await t.db
      .select()
      .from(job_outbox)
      .where(eq(job_outbox.idempotency_key, `messaging.campaign:${campaign.id}`));
    expect(job?.start_after?.toISOString()).toBe(later.toISOString());
    const cancelled = await as('POST', `/api/admin/messaging/campaigns/${campaign.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    await resolveAudience(t.deps, campaign.id);
    expect(await t.db.select().from(messages).where(eq(messages.campaign_id, campaign.id))).toEqual([]);
    const again = await as('POST', `/api/admin/messaging/campaigns/${campaign.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a scheduled campaign that has not started can be cancelled');
  });
});

describe('the STOP list', () => {
  it('adds a number on request (audited, masked), refuses it twice and bad addresses, and removes it', async () => {
    const added = await as('POST', '/api/admin/messaging/opt-outs', { channel: 'sms', address: '9876512345' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ channel: 'sms', address_masked: '******2345', source: 'staff' });
    const twice = await as('POST', '/api/admin/messaging/opt-outs', { channel: 'sms', address: '9876512345' });
    expect(twice.json().errors).toEqual({ address: ['This address is already on the STOP list'] });
    const bad = await as('POST', '/api/admin/messaging/opt-outs', { channel: 'email', address: '9876512345' });
    expect(bad.json().errors).toEqual({ address: ['Enter a 10-digit mobile number, or an e-mail address for e-mail'] });
    const list = await as('GET', '/api/admin/messaging/opt-outs?channel=sms&q=9876512345');
    expect(list.json().data.items).toHaveLength(1);
    const removed = await as('DELETE', `/api/admin/messaging/opt-outs/${added.json().data.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(message_opt_outs).where(eq(message_opt_outs.address, '9876512345'))).toEqual([]);
    const audits = await t.db.select().from(audit_log).where(eq(audit_log.entity, 'message_opt_out'));
    expect(audits.map((row) => row.action)).toEqual(['message_opt_out.add', 'message_opt_out.remove']);
    expect(audits.every((row) => !JSON.stringify(row).includes('9876512345'))).toBe(true);
  });
});

describe('the gateways', () => {
  // The test's clock stands still; a gateway signs each call afresh, so each is signed at a second of its own.
  let callsSigned = 0;
  const freshTimestamp = () => String(Math.floor(t.deps.clock.now().getTime() / 1000) - (callsSigned++ % 200));

  function signedAt(url: string, raw: string, timestamp: string, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [MESSAGING_TIMESTAMP_HEADER]: timestamp,
        [MESSAGING_SIGNATURE_HEADER]: signature ?? signCall(SECRET, timestamp, raw),
      },
    });
  }

  function signed(url: string, body: Record<string, unknown>, signature?: (timestamp: string) => string) {
    const raw = JSON.stringify(body);
    const timestamp = freshTimestamp();
    return signedAt(url, raw, timestamp, signature?.(timestamp));
  }

  async function sentMessage(to: string) {
    const customer = await createCustomer(t.db, { mobile_phone_number: to });
    const template = (
      await as('POST', '/api/admin/messaging/templates', smsTemplate({ category: 'transactional' }))
    ).json().data;
    const [row] = await t.db
      .insert(messages)
      .values({
        channel: 'sms',
        category: 'transactional',
        source: 'csr',
        template_id: template.id,
        user_id: customer.id,
        language: 'en',
        to_address: to,
        body: 'Hello',
        status: 'sent',
        provider: 'http',
        provider_message_id: `gw-${to}`,
        sent_at: NOON_IST,
      })
      .returning();
    return row!;
  }

  it('refuses a receipt with a wrong or missing signature (401) and changes nothing', async () => {
    const message = await sentMessage('9811100001');
    const body = { message_id: message.provider_message_id, status: 'delivered' };
    expect((await signed('/api/messaging/receipts/sms', body, () => 'sha256=00')).statusCode).toBe(401);
    expect(
      (
        await signed('/api/messaging/receipts/sms', body, (timestamp) =>
          signCall('another-secret-of-32-characters-xx', timestamp, JSON.stringify(body)),
        )
      ).statusCode,
    ).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/messaging/receipts/sms', payload: body });
    expect(unsigned.statusCode).toBe(401);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.status).toBe('sent');
  });

  it('applies receipts idempotently, records a failure’s reason, and never moves a delivered message back', async () => {
    const failing = await sentMessage('9811100002');
    const failed = await signed('/api/messaging/receipts/sms', {
      message_id: failing.provider_message_id,
      status: 'failed',
      reason: 'DND number',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const [afterFail] = await t.db.select().from(messages).where(eq(messages.id, failing.id));
    expect(afterFail).toMatchObject({ status: 'failed', error: 'DND number' });

    const message = await sentMessage('9811100003');
    const delivered = { message_id: message.provider_message_id, status: 'delivered' };
    expect((await signed('/api/messaging/receipts/sms', delivered)).statusCode).toBe(200);
    expect((await signed('/api/messaging/receipts/sms', delivered)).statusCode).toBe(200);
    const late = await signed('/api/messaging/receipts/sms', {
      message_id: message.provider_message_id,
      status: 'failed',
    });
    expect(late.statusCode).toBe(200);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.status).toBe('delivered');
    const log = (await as('GET', '/api/admin/messaging/messages?status=failed')).json().data.items;
    expect(log.find((item: { id: number }) => item.id === failing.id)).toMatchObject({ reason: 'DND number' });
  });

  it('answers 404 for an unknown message id or another channel’s, and 422 for a malformed body, never 5xx', async () => {
    const message = await sentMessage('9811100004');
    expect((await signed('/api/messaging/receipts/sms', { message_id: 'nope', status: 'delivered' })).statusCode).toBe(
      404,
    );
    expect(
      (await signed('/api/messaging/receipts/email', { message_id: message.provider_message_id, status: 'delivered' }))
        .statusCode,
    ).toBe(404);
    expect((await signed('/api/messaging/receipts/sms', { message_id: 'x', status: 'read' })).statusCode).toBe(422);
    expect((await signed('/api/messaging/receipts/fax', { message_id: 'x', status: 'delivered' })).statusCode).toBe(
      422,
    );
  });

  it('refuses a captured signed STOP sent again, and one signed more than 5 minutes away from now', async () => {
    const raw = JSON.stringify({ from: '919822200003', text: 'STOP' });
    const timestamp = freshTimestamp();
    const first = await signedAt('/api/messaging/inbound/sms', raw, timestamp);
    expect(first.statusCode, first.body).toBe(200);
    // The customer opts back in; the captured STOP, replayed, must not opt them out again.
    await t.db.delete(message_opt_outs).where(eq(message_opt_outs.address, '9822200003'));
    const replayed = await signedAt('/api/messaging/inbound/sms', raw, timestamp);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe('This signed call was already received');
    const now = Math.floor(t.deps.clock.now().getTime() / 1000);
    for (const away of [-SIGNED_CALL_WINDOW_SECONDS - 1, SIGNED_CALL_WINDOW_SECONDS + 1]) {
      const stale = await signedAt('/api/messaging/inbound/sms', raw, String(now + away));
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toBe('The call is not signed with the current time');
    }
    const unstamped = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/inbound/sms',
      payload: raw,
      headers: { 'content-type': 'application/json', [MESSAGING_SIGNATURE_HEADER]: signCall(SECRET, '', raw) },
    });
    expect(unstamped.statusCode).toBe(401);
    expect(await t.db.select().from(message_opt_outs).where(eq(message_opt_outs.address, '9822200003'))).toEqual([]);
  });

  it('puts a number that replies STOP on the STOP list and withdraws the customer’s marketing consent', async () => {
    const customer = await createCustomer(t.db, { mobile_phone_number: '9822200001' });
    const given = await createConsent(t.db, customer.id, 'marketing_sms');
    const reply = await signed('/api/messaging/inbound/sms', { from: '919822200001', text: 'stop' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toEqual({ opted_out: true });
    const [entry] = await t.db.select().from(message_opt_outs).where(eq(message_opt_outs.address, '9822200001'));
    expect(entry).toMatchObject({ channel: 'sms', source: 'stop_reply' });
    const [consent] = await t.db.select().from(consents).where(eq(consents.user_id, customer.id));
    expect(consent).toMatchObject({ id: given.id, purpose: 'marketing_sms', kind: 'marketing_sms' });
    expect(consent?.withdrawn_at).not.toBeNull();
    // A second STOP changes nothing; another reply is not a STOP.
    expect((await signed('/api/messaging/inbound/sms', { from: '9822200001', text: 'STOP' })).statusCode).toBe(200);
    const other = await signed('/api/messaging/inbound/sms', { from: '9822200001', text: 'When is my loan coming?' });
    expect(other.json().data).toEqual({ opted_out: false });
    expect(await t.db.select().from(message_opt_outs).where(eq(message_opt_outs.address, '9822200001'))).toHaveLength(
      1,
    );
    expect((await signed('/api/messaging/inbound/sms', { from: '98222', text: 'STOP' })).statusCode).toBe(422);
  });

  it('keeps a WhatsApp STOP to WhatsApp: the number stays reachable by SMS; e-mail replies are not acted on', async () => {
    const customer = await createCustomer(t.db, { mobile_phone_number: '9822200002' });
    const reply = await signed('/api/messaging/inbound/whatsapp', { from: '+919822200002', text: 'रोकें' });
    expect(reply.json().data).toEqual({ opted_out: true });
    const entries = await t.db.select().from(message_opt_outs).where(eq(message_opt_outs.address, '9822200002'));
    expect(entries.map((entry) => entry.channel)).toEqual(['whatsapp']);
    // None stood: the withdrawal is recorded as a STOP reply from that number.
    const [consent] = await t.db.select().from(consents).where(eq(consents.user_id, customer.id));
    expect(consent).toMatchObject({
      purpose: 'marketing_whatsapp',
      kind: 'stop_reply',
      channel: 'sms_reply',
      ip: '9822200002',
      withdrawn_at: expect.any(Date),
    });
    const email = await signed('/api/messaging/inbound/email', { from: '9822200002', text: 'STOP' });
    expect(email.json().data).toEqual({ opted_out: false });
  });
});
