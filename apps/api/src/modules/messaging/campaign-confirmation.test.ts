/**
 * Issue 33: a campaign goes out only after its sender confirmed the recipient count the API counts (a changed audience
 * answers 409 with the new count), and "Send test to me" reaches only the signed-in staff member.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SEND_LIMIT } from '@saakh/domain/messaging';
import { audit_log } from '../../db/schema/audit';
import { message_campaigns, messages } from '../../db/schema/messaging';
import type { OutboundMessage } from '../../lib/messaging/providers';
import {
  createAdmin,
  createApplication,
  createConsent,
  createLender,
  createPartner,
  createSession,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import { customerIn, emailTemplate, request, smsTemplate, uniqueName } from './messaging-test-support';
import { useMessagingProviders } from './sending';

let t: TestApp;
let tokens: CatalogueTokens;
/** Every message a provider took, by channel: kept rows (send) and unkept ones (notify) alike. */
const outbox: OutboundMessage[] = [];

const as = (token: string, url: string, payload: Record<string, unknown>) => request(t, token, 'POST', url, payload);

beforeAll(async () => {
  t = await createTestApp({ MESSAGING_RATE_PER_MINUTE: '100' });
  tokens = await loginEveryone(t);
  const capture = (channel: 'sms' | 'whatsapp' | 'email') => ({
    name: 'local' as const,
    send: async (message: OutboundMessage) => {
      outbox.push(message);
      return `${channel}-${outbox.length}`;
    },
    notify: async (message: OutboundMessage) => {
      outbox.push(message);
    },
  });
  useMessagingProviders(t.deps, {
    sms: capture('sms'),
    whatsapp: capture('whatsapp'),
    email: capture('email'),
    settled: async () => undefined,
  });
});
afterAll(async () => t.close());

/** A partner with `consenting` customers who approved a personal loan and agreed to marketing by SMS. */
async function audience(consenting: number) {
  const partner = await createPartner(t.db);
  const lender = await createLender(t.db);
  const add = async () => {
    const customer = await customerIn(t.db, 'en');
    await createApplication(t.db, {
      userId: customer.id,
      lenderId: lender.id,
      partnerId: partner.id,
      status: 'approved',
    });
    await createConsent(t.db, customer.id, 'marketing_sms');
    return customer;
  };
  for (let i = 0; i < consenting; i += 1) await add();
  return { partner, add };
}

async function template(body: Record<string, unknown>) {
  const created = await as(tokens.admin, '/api/admin/messaging/templates', body);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as { id: number };
}

describe('the recipient count a send must confirm', () => {
  it('previews the count and channel the send will use', async () => {
    const { partner } = await audience(3);
    const sms = await template(smsTemplate());
    const preview = await as(tokens.admin, '/api/admin/messaging/campaigns/preview', {
      template_id: sms.id,
      segment: { partnerId: partner.id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({ recipients: 3, channel: 'sms', category: 'promotional' });
    // The same count the audience call gives for the template's channel and category.
    const counted = await as(tokens.admin, '/api/admin/messaging/audience', {
      channel: 'sms',
      category: 'promotional',
      segment: { partnerId: partner.id },
    });
    expect(counted.json().data).toEqual({ recipients: 3 });
  });

  it('refuses a send without a confirmed count, and one whose audience changed with 409 and the new count', async () => {
    const { partner, add } = await audience(2);
    const sms = await template(smsTemplate());
    const campaign = {
      name: uniqueName('Confirm'),
      template_id: sms.id,
      segment: { partnerId: partner.id },
      send_at: null,
    };
    const before = (await t.db.select().from(message_campaigns)).length;

    const unconfirmed = await as(tokens.admin, '/api/admin/messaging/campaigns', campaign);
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toHaveProperty('confirmed_recipients');

    // The sender confirmed 2; a third customer joined the segment meanwhile.
    await add();
    const stale = await as(tokens.admin, '/api/admin/messaging/campaigns', { ...campaign, confirmed_recipients: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      recipients: 3,
      message: 'The audience changed since you confirmed it: check the new number of recipients and confirm again',
    });
    expect(await t.db.select().from(message_campaigns)).toHaveLength(before);

    const confirmed = await as(tokens.admin, '/api/admin/messaging/campaigns', {
      ...campaign,
      confirmed_recipients: 3,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ recipients: 3, status: 'scheduled' });
    const [audited] = await t.db
      .select()
      .from(audit_log)
      .where(
        and(eq(audit_log.action, 'message_campaign.create'), eq(audit_log.entity_id, String(confirmed.json().data.id))),
      );
    expect(JSON.parse(audited?.new_value ?? '{}')).toMatchObject({ recipients: 3, channel: 'sms' });
  });
});

describe('send test to me', () => {
  it("sends only to the signed-in staff member's own e-mail, writes no customer message, and is audited", async () => {
    await audience(2);
    const asha = await createAdmin(t.db, { name: 'Asha Rao', email: 'Asha.Rao@test.saakh.local', role_id: 1 });
    const token = await createSession(t.db, 'admin', asha.id);
    const email = await template(emailTemplate({ category: 'promotional' }));
    const rowsBefore = (await t.db.select().from(messages)).length;
    outbox.length = 0;

    const sent = await as(token, '/api/admin/messaging/campaigns/test', { template_id: email.id, language: 'hi' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Test message sent to you', data: { channel: 'email' } });
    expect(sent.json().data.to_masked).not.toContain('asha.rao');
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      channel: 'email',
      to: 'asha.rao@test.saakh.local',
      language: 'hi',
      subject: '[परीक्षण] आपका लोन स्वीकृत है',
      text: 'प्रिय Asha, Saakh ने आपका ₹50,000 का लोन स्वीकृत किया है।',
    });
    expect(await t.db.select().from(messages)).toHaveLength(rowsBefore);
    const [audited] = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'message_template.test_send'), eq(audit_log.actor_id, asha.id)));
    expect(audited).toMatchObject({ entity: 'message_template', entity_id: String(email.id) });
    expect(audited?.new_value).not.toContain('asha.rao@');
  });

  it('sends an SMS test to the staff member’s own mobile, and refuses when they have none', async () => {
    const sms = await template(smsTemplate());
    const noPhone = await createAdmin(t.db, { role_id: 1, phone: null });
    const refused = await as(await createSession(t.db, 'admin', noPhone.id), '/api/admin/messaging/campaigns/test', {
      template_id: sms.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/no address for this channel/);

    const ravi = await createAdmin(t.db, { name: 'Ravi Kumar', role_id: 1, phone: '9876500123' });
    outbox.length = 0;
    const sent = await as(await createSession(t.db, 'admin', ravi.id), '/api/admin/messaging/campaigns/test', {
      template_id: sms.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ channel: 'sms', to_masked: '******0123' });
    expect(outbox.map((message) => message.to)).toEqual(['9876500123']);
    expect(outbox[0]?.dlt).toMatchObject({ header: 'SAAKHM' });
    expect(outbox[0]?.text).toMatch(/^Hi Ravi, personal loans/);
  });

  it(`allows ${TEST_SEND_LIMIT} tests per staff member in the window, then answers 429`, async () => {
    const sms = await template(smsTemplate());
    const admin = await createAdmin(t.db, { role_id: 1, phone: '9876500456' });
    const token = await createSession(t.db, 'admin', admin.id);
    const statuses: number[] = [];
    for (let i = 0; i <= TEST_SEND_LIMIT; i += 1) {
      statuses.push((await as(token, '/api/admin/messaging/campaigns/test', { template_id: sms.id })).statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: TEST_SEND_LIMIT }, () => 200), 429]);
  });
});

describe('campaign confirmation access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'POST', url: '/api/admin/messaging/campaigns/preview', payload: { template_id: 1, segment: {} } },
      { method: 'POST', url: '/api/admin/messaging/campaigns/test', payload: { template_id: 1 } },
    ],
  );
});
