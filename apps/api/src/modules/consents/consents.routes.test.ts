/**
 * Consents the customer holds (issue 30 item 3): what sign-in, the partner API and the KFS record, My consents
 * (list, give, withdraw), marketing that stops at once (queued messages included), and lender sharing that keeps an
 * application from being sent once withdrawn.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSIONS, type Consent, type MyConsents } from '@saakh/domain/consents';
import { message_campaigns, message_templates, messages } from '../../db/schema/messaging';
import { applications } from '../../db/schema/applications';
import { consents, users } from '../../db/schema/users';
import { createLocalProvider } from '../../lib/messaging/providers';
import {
  createConsent,
  createCustomer,
  createLender,
  createPartnerUser,
  createSession,
  freshMobile,
} from '../../test/factories';
import {
  acknowledgeKfs,
  bearer,
  createTestApp,
  freshIp,
  letOtpWaitsPass,
  loginCustomer,
  type TestApp,
} from '../../test/test-app';
import { smsTemplate } from '../messaging/messaging-test-support';
import { sendMessages, useMessagingProviders } from '../messaging/sending';
import { startJourney } from '../offers/offers.fixtures';

let t: TestApp;
/** What the gateways were given by the send job: channel and address of each message. */
const handed: { channel: string; to: string; text: string }[] = [];
const pending = new Set<Promise<unknown>>();

beforeAll(async () => {
  t = await createTestApp({ MESSAGING_RATE_PER_MINUTE: '1000' });
  const local = (channel: 'sms' | 'whatsapp' | 'email') => {
    const provider = createLocalProvider(channel, { onReceipt: async () => true, delayMs: 1, pending });
    return {
      ...provider,
      send: async (message: Parameters<typeof provider.send>[0]) => {
        handed.push({ channel, to: message.to, text: message.text });
        return provider.send(message);
      },
    };
  };
  useMessagingProviders(t.deps, {
    sms: local('sms'),
    whatsapp: local('whatsapp'),
    email: local('email'),
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  });
});
afterAll(async () => t.close());

/** Signs in through the real OTP flow with the boxes the customer ticks, in a language. */
async function signIn(mobile: string, ticks: Record<string, boolean> = {}, language: 'en' | 'hi' = 'en') {
  const ip = freshIp();
  await letOtpWaitsPass(t, mobile);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { mobile },
    remoteAddress: ip,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = t.deps.messaging.lastMessageTo('sms', mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, otp, consent: true, ...ticks },
    headers: { 'accept-language': language },
    remoteAddress: ip,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const data = verified.json().data as { token: string; user: { userId: number } };
  return { token: data.token, userId: data.user.userId, mobile, ip };
}

const rowsOf = (userId: number) =>
  t.db.select().from(consents).where(eq(consents.user_id, userId)).orderBy(consents.id);

const myConsents = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/customer/consents', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MyConsents;
};

const give = (token: string, purpose: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer/consents', headers: bearer(token), payload: { purpose } });

const withdraw = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/customer/consents/${id}/withdraw`, headers: bearer(token) });

describe('consents given at sign-in', () => {
  it('records the terms alone when no marketing box is ticked', async () => {
    const customer = await signIn(freshMobile());
    const rows = await rowsOf(customer.userId);
    expect(rows).toEqual([
      expect.objectContaining({
        purpose: 'terms_privacy',
        kind: 'terms_privacy',
        text_version: CONSENT_TEXT_VERSIONS.terms_privacy,
        language: 'en',
        channel: 'web',
        ip: customer.ip,
        withdrawn_at: null,
      }),
    ]);
    expect((await myConsents(customer.token)).marketing).toEqual({
      marketing_sms: false,
      marketing_whatsapp: false,
      marketing_email: false,
    });
  });

  it('records each marketing channel ticked as a consent of its own, in the language the customer reads', async () => {
    const mobile = freshMobile();
    const customer = await signIn(
      mobile,
      { marketing_sms: true, marketing_whatsapp: false, marketing_email: true },
      'hi',
    );
    const rows = await rowsOf(customer.userId);
    expect(rows.map((row) => [row.purpose, row.kind, row.text_version])).toEqual([
      ['terms_privacy', 'terms_privacy', CONSENT_TEXT_VERSIONS.terms_privacy],
      ['marketing_sms', 'marketing_sms', CONSENT_TEXT_VERSIONS.marketing_sms],
      ['marketing_email', 'marketing_email', CONSENT_TEXT_VERSIONS.marketing_email],
    ]);
    for (const row of rows) expect(row).toMatchObject({ language: 'hi', channel: 'web', ip: customer.ip });

    // Back again, ticking SMS once more: the terms are agreed to anew, the SMS consent that stands is kept as it is.
    const again = await signIn(mobile, { marketing_sms: true });
    const after = await rowsOf(again.userId);
    expect(after.filter((row) => row.purpose === 'marketing_sms')).toHaveLength(1);
    expect(after.filter((row) => row.purpose === 'terms_privacy')).toHaveLength(2);
    expect((await myConsents(again.token)).marketing).toEqual({
      marketing_sms: true,
      marketing_whatsapp: false,
      marketing_email: true,
    });
  });
});

describe('My consents', () => {
  it('lists only the customer’s own consents, and another customer’s consent cannot be withdrawn', async () => {
    const asha = await signIn(freshMobile(), { marketing_sms: true });
    const ravi = await signIn(freshMobile(), { marketing_whatsapp: true });
    const mine = await myConsents(asha.token);
    expect(mine.consents.map((consent) => consent.purpose).sort()).toEqual(['marketing_sms', 'terms_privacy']);
    const sms = mine.consents.find((consent) => consent.purpose === 'marketing_sms');
    expect(sms).toMatchObject({
      kind: 'marketing_sms',
      language: 'en',
      channel: 'web',
      address: asha.ip,
      withdrawn_at: null,
      withdrawable: true,
      application_id: null,
      application_reference: null,
      lender_name: null,
    });
    expect(mine.consents.find((consent) => consent.purpose === 'terms_privacy')?.withdrawable).toBe(false);

    const raviRows = await rowsOf(ravi.userId);
    const raviWhatsapp = raviRows.find((row) => row.purpose === 'marketing_whatsapp');
    const refused = await withdraw(asha.token, raviWhatsapp!.id);
    expect(refused.statusCode).toBe(404);
    expect((await rowsOf(ravi.userId)).find((row) => row.id === raviWhatsapp!.id)?.withdrawn_at).toBeNull();
  });

  it('does not withdraw the terms or a household income declaration (409)', async () => {
    const customer = await signIn(freshMobile());
    const [terms] = await rowsOf(customer.userId);
    const household = await createConsent(t.db, customer.userId, 'household_income', {
      kind: 'householdIncomeAtMostConsent',
    });
    for (const id of [terms!.id, household.id]) {
      const refused = await withdraw(customer.token, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^This consent stays while you have an account/);
    }
    expect((await rowsOf(customer.userId)).every((row) => row.withdrawn_at === null)).toBe(true);
  });

  it('withdraws once (a second time is 409), and gives marketing again as a new consent', async () => {
    const customer = await signIn(freshMobile(), { marketing_email: true });
    const email = (await rowsOf(customer.userId)).find((row) => row.purpose === 'marketing_email')!;
    const withdrawn = await withdraw(customer.token, email.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe('Your consent is withdrawn. Nothing more will be done on it');
    expect(withdrawn.json().data).toMatchObject({
      consent: { id: email.id, purpose: 'marketing_email', withdrawn_at: expect.any(String) },
      stopped_messages: 0,
    });
    const twice = await withdraw(customer.token, email.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This consent is already withdrawn');
    expect((await myConsents(customer.token)).marketing.marketing_email).toBe(false);

    const given = await give(customer.token, 'marketing_email');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().message).toBe('Thank you. Your consent is recorded');
    const fresh = given.json().data as Consent;
    expect(fresh).toMatchObject({ purpose: 'marketing_email', channel: 'web', withdrawn_at: null, withdrawable: true });
    expect(fresh.id).not.toBe(email.id);
    expect((await myConsents(customer.token)).marketing.marketing_email).toBe(true);

    // Giving it while it stands answers the standing one: no duplicate.
    const again = await give(customer.token, 'marketing_email');
    expect((again.json().data as Consent).id).toBe(fresh.id);
    expect((await rowsOf(customer.userId)).filter((row) => row.purpose === 'marketing_email')).toHaveLength(2);

    // Only marketing is given here.
    expect((await give(customer.token, 'terms_privacy')).statusCode).toBe(422);
  });
});

describe('marketing stops at once', () => {
  const atNoonInIndia = () => {
    const now = new Date('2026-11-24T06:30:00Z');
    t.deps.clock = { now: () => now };
  };

  async function queued(userId: number, mobile: string, category: 'promotional' | 'transactional') {
    const [template] = await t.db
      .insert(message_templates)
      .values({ ...(smsTemplate({ category }) as typeof message_templates.$inferInsert), event: null })
      .returning();
    const [campaign] =
      category === 'promotional'
        ? await t.db
            .insert(message_campaigns)
            .values({
              name: `Offer ${Date.now()}`,
              template_id: template!.id,
              segment: {},
              status: 'sending',
              scheduled_at: new Date('2026-11-24T06:00:00Z'),
            })
            .returning()
        : [undefined];
    const [message] = await t.db
      .insert(messages)
      .values({
        channel: 'sms',
        category,
        source: campaign ? 'campaign' : 'csr',
        template_id: template!.id,
        campaign_id: campaign?.id ?? null,
        user_id: userId,
        language: 'en',
        to_address: mobile,
        body: `${category} message {{link}}`,
      })
      .returning();
    return message!;
  }

  const stateOf = async (id: number) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;

  it('withdrawing marketing by SMS drops the queued campaign message, while a service message still goes', async () => {
    atNoonInIndia();
    const customer = await signIn(freshMobile(), { marketing_sms: true });
    const offer = await queued(customer.userId, customer.mobile, 'promotional');
    const service = await queued(customer.userId, customer.mobile, 'transactional');
    const sms = (await myConsents(customer.token)).consents.find((consent) => consent.purpose === 'marketing_sms')!;

    const withdrawn = await withdraw(customer.token, sms.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.stopped_messages).toBe(1);
    expect(await stateOf(offer.id)).toMatchObject({ status: 'skipped', skip_reason: 'consent_withdrawn' });

    await sendMessages(t.deps, [offer.id, service.id]);
    expect(await stateOf(offer.id)).toMatchObject({ status: 'skipped', skip_reason: 'consent_withdrawn' });
    expect(['sent', 'delivered']).toContain((await stateOf(service.id)).status);
    expect(handed.filter((message) => message.to === customer.mobile).map((message) => message.text)).toEqual([
      `transactional message ${t.config.publicUrl}`,
    ]);
  });

  it('skips a promotional message to a customer without marketing consent on its channel (no_consent)', async () => {
    atNoonInIndia();
    const none = await createCustomer(t.db);
    const emailOnly = await createCustomer(t.db);
    await createConsent(t.db, emailOnly.id, 'marketing_email');
    const withdrawnBefore = await createCustomer(t.db);
    await createConsent(t.db, withdrawnBefore.id, 'marketing_sms', { withdrawn_at: new Date('2026-11-01T00:00:00Z') });
    const ticked = await createCustomer(t.db);
    await createConsent(t.db, ticked.id, 'marketing_sms');
    const offers = [];
    for (const customer of [none, emailOnly, withdrawnBefore, ticked]) {
      offers.push(await queued(customer.id, customer.mobile_phone_number, 'promotional'));
    }
    await sendMessages(
      t.deps,
      offers.map((offer) => offer.id),
    );
    const states = await Promise.all(offers.map((offer) => stateOf(offer.id)));
    expect(states.slice(0, 3).map((state) => [state.status, state.skip_reason])).toEqual([
      ['skipped', 'no_consent'],
      ['skipped', 'no_consent'],
      ['skipped', 'no_consent'],
    ]);
    expect(['sent', 'delivered']).toContain(states[3]!.status);
    expect(handed.map((message) => message.to)).not.toContain(none.mobile_phone_number);
  });
});

describe('the partner API', () => {
  it('records the marketing a partner’s customer agreed to, given through the partner', async () => {
    const user = await createPartnerUser(t.db);
    const token = await createSession(t.db, 'partner', user.id);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/partner/api-keys',
      payload: { name: 'CRM', mode: 'live', scopes: ['leads:read', 'leads:write'] },
      headers: bearer(token),
      remoteAddress: freshIp(),
    });
    expect(made.statusCode, made.body).toBe(200);
    const key = made.json().data.secret as string;
    const lead = async (payload: Record<string, unknown>) => {
      const ip = freshIp();
      const mobile = freshMobile();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/partner-api/v1/leads',
        payload: { mobile, name: 'Asha Verma', product: 'pl', ...payload },
        headers: { ...bearer(key), 'accept-language': 'hi' },
        remoteAddress: ip,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const [customer] = await t.db.select().from(users).where(eq(users.mobile_phone_number, mobile));
      return { ip, userId: customer!.id };
    };

    const agreed = await lead({ consent_sms: true, consent_email: false });
    const rows = await rowsOf(agreed.userId);
    expect(rows).toEqual([
      expect.objectContaining({
        purpose: 'marketing_sms',
        kind: 'marketing_sms',
        text_version: CONSENT_TEXT_VERSIONS.marketing_sms,
        channel: 'partner_api',
        language: 'hi',
        ip: agreed.ip,
        withdrawn_at: null,
      }),
    ]);
    // A lead that says nothing of marketing gives none.
    const silent = await lead({});
    expect(await rowsOf(silent.userId)).toEqual([]);
  });
});

describe('sharing an application with its lender', () => {
  it('is required to accept the KFS, and once withdrawn the application is not sent until the KFS is accepted again', async () => {
    const lender = await createLender(t.db, { name: 'ShareBank', display_name: 'Share Bank' });
    const customer = await loginCustomer(t, freshMobile());
    const appId = await startJourney(t, customer.token);
    const selected = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(customer.token),
      payload: { lender_id: lender.id, amount: 60000, tenure_months: 12 },
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const creditAppId = selected.json().data.creditAppId as string;
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/applications/${creditAppId}/submit`,
        headers: bearer(customer.token),
        payload: { consent: true },
      });

    // Without the box ticked the KFS is not accepted.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}/kfs`,
      headers: bearer(customer.token),
    });
    const unticked = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/kfs/acknowledge`,
      headers: bearer(customer.token),
      payload: { version: read.json().data.version, otp: '123456' },
    });
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().errors).toEqual({
      share_with_lender: ['Agree to share your application with the lender to send it'],
    });

    await acknowledgeKfs(t, customer, creditAppId);
    const [application] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    const sharing = (await myConsents(customer.token)).consents.filter(
      (consent) => consent.purpose === 'lender_sharing',
    );
    expect(sharing).toEqual([
      expect.objectContaining({
        kind: 'lender_sharing',
        text_version: CONSENT_TEXT_VERSIONS.lender_sharing,
        channel: 'web',
        language: 'en',
        withdrawable: true,
        application_id: creditAppId,
        application_reference: application?.reference,
        lender_name: 'Share Bank',
      }),
    ]);
    const [row] = await t.db.select().from(consents).where(eq(consents.id, sharing[0]!.id));
    expect(row?.lender_id).toBe(lender.id);
    const kfsRead = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/applications/${creditAppId}/kfs`,
          headers: bearer(customer.token),
        })
      ).json().data.acknowledgedAt as string | null;
    expect(await kfsRead()).not.toBeNull();
    expect(row?.ip).toEqual(expect.any(String));

    expect((await withdraw(customer.token, sharing[0]!.id)).statusCode).toBe(200);
    const refused = await submit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^You withdrew your consent to share this application/),
      redirectionUrl: `/user/application-kfs/${creditAppId}`,
    });
    // The KFS page it leads to reads as not accepted, so it asks for the KFS and the sharing again.
    expect(await kfsRead()).toBeNull();

    await acknowledgeKfs(t, customer, creditAppId);
    expect(await kfsRead()).not.toBeNull();
    const after = (await myConsents(customer.token)).consents.filter((consent) => consent.purpose === 'lender_sharing');
    expect(after.map((consent) => consent.withdrawn_at === null)).toEqual([true, false]);
    const sent = await submit();
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
