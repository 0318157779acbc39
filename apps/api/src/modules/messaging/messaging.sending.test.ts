/** The rules applied when a message is about to leave: opt-outs, the STOP list, quiet hours, the send rate. */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job_outbox } from '../../db/schema/jobs';
import { message_campaigns, message_opt_outs, message_templates, messages } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { createLocalProvider, type DeliveryReceipt } from '../../lib/messaging/providers';
import { createConsent, createCustomer, freshMobile } from '../../test/factories';
import { standingMarketingConsentSql } from '../consents/consents.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailTemplate, smsTemplate } from './messaging-test-support';
import * as repo from './messaging.repository';
import { nextSendingTime, receiveReceipt, resolveAudience, sendMessages, useMessagingProviders } from './sending';

let t: TestApp;
const sentTo: string[] = [];

/** The local gateways' receipts not yet delivered; `settle` waits for them all. */
const pending = new Set<Promise<unknown>>();
async function settle() {
  while (pending.size > 0) await Promise.all([...pending]);
}

beforeAll(async () => {
  t = await createTestApp({ MESSAGING_RATE_PER_MINUTE: '1000' });
  const onReceipt = (receipt: DeliveryReceipt) => receiveReceipt(t.deps, receipt);
  const local = (channel: 'sms' | 'whatsapp' | 'email') => {
    const provider = createLocalProvider(channel, { onReceipt, delayMs: 1, pending });
    return {
      ...provider,
      send: async (message: Parameters<typeof provider.send>[0]) => {
        sentTo.push(message.to);
        return provider.send(message);
      },
    };
  };
  useMessagingProviders(t.deps, {
    sms: local('sms'),
    whatsapp: local('whatsapp'),
    email: local('email'),
    settled: settle,
  });
});
afterAll(async () => t.close());

const at = (iso: string) => {
  const now = new Date(iso);
  t.deps.clock = { now: () => now };
  return now;
};

async function template(values: Record<string, unknown>) {
  const input = values.channel === 'email' ? emailTemplate(values) : smsTemplate(values);
  const [row] = await t.db
    .insert(message_templates)
    .values({ ...(input as typeof message_templates.$inferInsert), event: null })
    .returning();
  return row!;
}

/**
 * A queued message to a customer, as a campaign or status change would have written it before the rules ran; a
 * promotional one to a customer who ticked marketing on its channel (the consent rule has tests of its own).
 */
async function queued(
  customer: { id: number; mobile_phone_number: string; email: string | null },
  category: 'transactional' | 'promotional',
  channel: 'sms' | 'email' = 'sms',
) {
  if (category === 'promotional') await createConsent(t.db, customer.id, `marketing_${channel}`);
  const row = await template({ category, channel });
  const [message] = await t.db
    .insert(messages)
    .values({
      channel,
      category,
      source: 'csr',
      template_id: row.id,
      user_id: customer.id,
      language: 'en',
      to_address: channel === 'email' ? customer.email : customer.mobile_phone_number,
      body: 'Hello {{link}}',
      subject: channel === 'email' ? 'Hello' : null,
    })
    .returning();
  return message!;
}

/** Sent, or already delivered by the local gateway's quick receipt: either way it left. */
const went = (status: string) => (status === 'sent' || status === 'delivered' ? 'went' : status);

async function stateOf(id: number) {
  const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}

describe('opt-outs at send time', () => {
  it('skips every message to a customer who turned SMS off after it was queued, saying why', async () => {
    at('2026-11-24T06:30:00Z');
    const customer = await createCustomer(t.db);
    const service = await queued(customer, 'transactional');
    const offer = await queued(customer, 'promotional');
    await t.db.update(users).set({ allow_sms: 0 }).where(eq(users.id, customer.id));
    await sendMessages(t.deps, [service.id, offer.id]);
    expect(await stateOf(service.id)).toMatchObject({ status: 'skipped', skip_reason: 'allow_sms_off' });
    expect(await stateOf(offer.id)).toMatchObject({ status: 'skipped', skip_reason: 'allow_sms_off' });
    expect(sentTo).not.toContain(customer.mobile_phone_number);
  });

  it('honours allow_emails for e-mail, and skips an e-mail without an address', async () => {
    at('2026-11-24T06:30:00Z');
    const off = await createCustomer(t.db, { email: `off${Date.now()}@example.in`, allow_emails: 0 });
    const none = await createCustomer(t.db);
    const first = await queued(off, 'transactional', 'email');
    const second = await queued(none, 'transactional', 'email');
    await sendMessages(t.deps, [first.id, second.id]);
    expect(await stateOf(first.id)).toMatchObject({ status: 'skipped', skip_reason: 'allow_emails_off' });
    expect(await stateOf(second.id)).toMatchObject({ status: 'skipped', skip_reason: 'no_address' });
  });

  it('keeps promotional messages from a number on the STOP list, but its service messages still go', async () => {
    at('2026-11-24T06:30:00Z');
    const customer = await createCustomer(t.db);
    const offer = await queued(customer, 'promotional');
    const service = await queued(customer, 'transactional');
    await t.db
      .insert(message_opt_outs)
      .values({ channel: 'sms', address: customer.mobile_phone_number, source: 'customer' });
    await sendMessages(t.deps, [offer.id, service.id]);
    await settle();
    expect(await stateOf(offer.id)).toMatchObject({ status: 'skipped', skip_reason: 'stop_list' });
    expect(await stateOf(service.id)).toMatchObject({ status: 'delivered', body: `Hello ${t.config.publicUrl}` });
    expect(sentTo.filter((to) => to === customer.mobile_phone_number)).toHaveLength(1);
  });

  it('a STOP on e-mail does not stop SMS: the list is per channel', async () => {
    at('2026-11-24T06:30:00Z');
    const customer = await createCustomer(t.db);
    await t.db
      .insert(message_opt_outs)
      .values({ channel: 'email', address: customer.mobile_phone_number, source: 'staff' });
    const offer = await queued(customer, 'promotional');
    await sendMessages(t.deps, [offer.id]);
    expect(went((await stateOf(offer.id)).status)).toBe('went');
  });
});

describe('quiet hours', () => {
  it('knows the sending window: 10:00 up to 21:00 India time', () => {
    const noon = new Date('2026-11-24T06:30:00Z');
    expect(nextSendingTime(noon)).toBe(noon);
    expect(nextSendingTime(new Date('2026-11-24T15:30:00Z')).toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(nextSendingTime(new Date('2026-11-24T02:00:00Z')).toISOString()).toBe('2026-11-24T04:30:00.000Z');
    const lastMinute = new Date('2026-11-24T15:29:00Z');
    expect(nextSendingTime(lastMinute)).toBe(lastMinute);
  });

  it('holds a promotional message queued at 22:30 until 10:00 and enqueues its job for then; service messages go', async () => {
    at('2026-11-24T17:00:00Z'); // 22:30 India time
    const customer = await createCustomer(t.db);
    const offer = await queued(customer, 'promotional');
    const service = await queued(customer, 'transactional');
    await sendMessages(t.deps, [offer.id, service.id]);
    const waiting = await stateOf(offer.id);
    expect(waiting.status).toBe('queued');
    expect(waiting.not_before?.toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(went((await stateOf(service.id)).status)).toBe('went');
    const [job] = await t.db
      .select()
      .from(job_outbox)
      .where(
        and(eq(job_outbox.queue, 'messaging-send'), like(job_outbox.idempotency_key, `messaging.send:${offer.id}-%`)),
      );
    expect(job?.payload).toEqual({ ids: [offer.id] });
    expect(job?.start_after?.toISOString()).toBe('2026-11-25T04:30:00.000Z');

    // The job started early (another worker's clock) leaves it waiting; at 10:05 it goes.
    at('2026-11-25T04:00:00Z');
    await sendMessages(t.deps, [offer.id]);
    expect((await stateOf(offer.id)).status).toBe('queued');
    at('2026-11-25T04:35:00Z');
    await sendMessages(t.deps, [offer.id]);
    expect(went((await stateOf(offer.id)).status)).toBe('went');
  });
});

describe('the send rate', () => {
  it('sends at most MESSAGING_RATE_PER_MINUTE a minute and leaves the rest to a job a minute later', async () => {
    const now = at('2026-11-26T07:00:00Z');
    t.deps.config.messaging.ratePerMinute = 2;
    try {
      const batch = [];
      for (let index = 0; index < 5; index += 1) {
        batch.push(await queued(await createCustomer(t.db, { mobile_phone_number: freshMobile() }), 'promotional'));
      }
      const ids = batch.map((row) => row.id);
      await sendMessages(t.deps, ids);
      const states = await Promise.all(ids.map(async (id) => went((await stateOf(id)).status)));
      expect(states).toEqual(['went', 'went', 'queued', 'queued', 'queued']);
      const rest = ids.slice(2);
      const [job] = await t.db
        .select()
        .from(job_outbox)
        .where(like(job_outbox.idempotency_key, `messaging.send:${rest[0]}-${rest[2]}:3@%`));
      expect(job?.payload).toEqual({ ids: rest });
      expect(job?.start_after?.toISOString()).toBe(new Date(now.getTime() + 60_000).toISOString());

      // The next minute's job sends two more; within the same minute nothing more goes.
      await sendMessages(t.deps, rest);
      expect((await stateOf(rest[0]!)).status).toBe('queued');
      at('2026-11-26T07:01:00Z');
      await sendMessages(t.deps, rest);
      expect(await Promise.all(rest.map(async (id) => went((await stateOf(id)).status)))).toEqual([
        'went',
        'went',
        'queued',
      ]);
    } finally {
      t.deps.config.messaging.ratePerMinute = 1000;
    }
  });
});

describe('a campaign’s audience', () => {
  it('is written in batches of the rate, each batch’s send job a minute after the one before', async () => {
    const now = at('2026-11-27T06:00:00Z');
    t.deps.config.messaging.ratePerMinute = 2;
    try {
      // Five who agreed to marketing by SMS, and one who did not: a promotional campaign never writes to them.
      for (let index = 0; index < 5; index += 1) {
        const customer = await createCustomer(t.db, { created_at: new Date('2026-01-02T06:00:00Z') });
        await createConsent(t.db, customer.id, 'marketing_sms');
      }
      await createCustomer(t.db, { created_at: new Date('2026-01-02T06:00:00Z') });
      const row = await template({ category: 'promotional' });
      const [campaign] = await t.db
        .insert(message_campaigns)
        .values({
          name: 'Batches',
          template_id: row.id,
          segment: { dateOf: 'signup', from: '2026-01-02', to: '2026-01-02' },
          scheduled_at: now,
          recipients: 5,
        })
        .returning();
      await resolveAudience(t.deps, campaign!.id);
      const jobs = await t.db
        .select()
        .from(job_outbox)
        .where(like(job_outbox.idempotency_key, `messaging.send:%:c${campaign!.id}`));
      const starts = jobs
        .map((job) => [(job.payload as { ids: number[] }).ids.length, job.start_after?.toISOString() ?? null])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
      expect(starts).toEqual([
        [2, '2026-11-27T06:01:00.000Z'],
        [1, '2026-11-27T06:02:00.000Z'],
        [2, null],
      ]);
      const [after] = await t.db.select().from(message_campaigns).where(eq(message_campaigns.id, campaign!.id));
      expect(after).toMatchObject({ status: 'sending', recipients: 5 });
    } finally {
      t.deps.config.messaging.ratePerMinute = 1000;
    }
  });
});

describe('delivery', () => {
  it('records the provider id and, from the local gateway’s receipt, a failure with its reason', async () => {
    at('2026-11-24T06:30:00Z');
    const unreachable = await createCustomer(t.db, { mobile_phone_number: `98${String(Date.now()).slice(-4)}0000` });
    const message = await queued(unreachable, 'transactional');
    await sendMessages(t.deps, [message.id]);
    const sent = await stateOf(message.id);
    expect(sent.provider_message_id).toMatch(/^local-sms-/);
    await settle();
    expect(await stateOf(message.id)).toMatchObject({ status: 'failed', error: 'Number not reachable (DLR: UNDELIV)' });
    // A second send job for the same message sends nothing again.
    const before = sentTo.length;
    await sendMessages(t.deps, [message.id]);
    expect(sentTo.length).toBe(before);
  });

  it('fails a message for good after three refusals by the provider, retrying a minute later in between', async () => {
    at('2026-11-24T06:30:00Z');
    const customer = await createCustomer(t.db);
    const message = await queued(customer, 'transactional');
    await t.db
      .update(message_templates)
      .set({ dlt_entity_id: null })
      .where(eq(message_templates.id, message.template_id!));
    for (let attempt = 1; attempt <= 3; attempt += 1) await sendMessages(t.deps, [message.id]);
    expect(await stateOf(message.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'SMS gateway refused a message without DLT ids',
    });
    expect(await repo.messagesToSend(t.db, [message.id], standingMarketingConsentSql)).toHaveLength(1);
  });
});
