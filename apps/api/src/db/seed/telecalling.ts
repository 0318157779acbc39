/**
 * Demo content for telecalling: customers who dropped off at each step, waiting in the queue for "Next customer";
 * one of Chitra Support's (csr@saakh.local) customers to call back later today, one not reachable yesterday and due
 * again, and one she closed, with their calls and outcomes, so the queue, the work view and the team view have
 * content on `npm start`. Runs once; numbers are in a demo range no other seed uses.
 */
import { eq } from 'drizzle-orm';
import { CONSENT_TEXT_VERSIONS } from '@saakh/domain/consents';
import { addDays, dayInIndia } from '@saakh/domain/date-ranges';
import type { QueueRuleReason } from '@saakh/domain/telecalling';
import type { Executor } from '../client';
import { admin_users } from '../schema/admins';
import { customer_journeys } from '../schema/reporting';
import { telecalling_calls, telecalling_dispositions, telecalling_leads, customer_notes } from '../schema/telecalling';
import { consents, users } from '../schema/users';

const HOUR = 3_600_000;

type DemoCustomer = {
  mobile: string;
  first: string;
  last: string;
  pincode: string;
  reason: QueueRuleReason;
  /** Hours ago the customer reached their last step. */
  hoursAgo: number;
};

const waiting: DemoCustomer[] = [
  { mobile: '9000100001', first: 'Ravi', last: 'Kumar', pincode: '560034', reason: 'otp_no_profile', hoursAgo: 20 },
  {
    mobile: '9000100002',
    first: 'Sunita',
    last: 'Devi',
    pincode: '110092',
    reason: 'profile_no_application',
    hoursAgo: 30,
  },
  { mobile: '9000100003', first: 'Imran', last: 'Shaikh', pincode: '400070', reason: 'offers_not_chosen', hoursAgo: 8 },
  {
    mobile: '9000100004',
    first: 'Lakshmi',
    last: 'Iyer',
    pincode: '600040',
    reason: 'offers_not_chosen',
    hoursAgo: 50,
  },
  { mobile: '9000100005', first: 'Gurpreet', last: 'Singh', pincode: '141001', reason: 'otp_no_profile', hoursAgo: 6 },
  {
    mobile: '9000100006',
    first: 'Meera',
    last: 'Nair',
    pincode: '682016',
    reason: 'profile_no_application',
    hoursAgo: 12,
  },
];

const chitras: Array<DemoCustomer & { state: 'callback' | 'retry' | 'closed' }> = [
  {
    mobile: '9000100011',
    first: 'Anil',
    last: 'Joshi',
    pincode: '411014',
    reason: 'offers_not_chosen',
    hoursAgo: 26,
    state: 'callback',
  },
  {
    mobile: '9000100012',
    first: 'Farida',
    last: 'Begum',
    pincode: '700017',
    reason: 'otp_no_profile',
    hoursAgo: 40,
    state: 'retry',
  },
  {
    mobile: '9000100013',
    first: 'Vikram',
    last: 'Rao',
    pincode: '500081',
    reason: 'profile_no_application',
    hoursAgo: 60,
    state: 'closed',
  },
];

async function insertCustomer(tx: Executor, customer: DemoCustomer, now: Date): Promise<number | undefined> {
  const at = new Date(now.getTime() - customer.hoursAgo * HOUR);
  const [row] = await tx
    .insert(users)
    .values({
      mobile_phone_number: customer.mobile,
      first_name: customer.first,
      last_name: customer.last,
      postal_code: customer.pincode,
      created_at: new Date(at.getTime() - 2 * HOUR),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return undefined;
  const steps = {
    otp_verified_at: new Date(at.getTime() - 2 * HOUR),
    profile_complete_at: customer.reason === 'otp_no_profile' ? null : new Date(at.getTime() - HOUR),
    offers_viewed_at: customer.reason === 'offers_not_chosen' ? at : null,
  };
  await tx.insert(customer_journeys).values({
    user_id: row.id,
    first_seen_at: steps.otp_verified_at,
    last_seen_at: at,
    landing_at: steps.otp_verified_at,
    ...steps,
    events: 3,
  });
  // The terms, and marketing by SMS and WhatsApp ticked at sign-in (issue 30), so the demo campaigns reach them.
  await tx.insert(consents).values(
    (['terms_privacy', 'marketing_sms', 'marketing_whatsapp'] as const).map((purpose) => ({
      user_id: row.id,
      purpose,
      kind: purpose,
      text_version: CONSENT_TEXT_VERSIONS[purpose],
      language: 'en' as const,
      channel: 'web' as const,
      accepted_at: steps.otp_verified_at,
    })),
  );
  return row.id;
}

export async function seedTelecalling(tx: Executor, now = new Date()): Promise<void> {
  const [csr] = await tx
    .select({ id: admin_users.id })
    .from(admin_users)
    .where(eq(admin_users.email, 'csr@saakh.local'));
  for (const customer of waiting) {
    const userId = await insertCustomer(tx, customer, now);
    if (userId === undefined) continue;
    await tx
      .insert(telecalling_leads)
      .values({ user_id: userId, reason: customer.reason, due_at: now, created_at: now });
  }
  if (!csr) return;
  for (const customer of chitras) {
    const userId = await insertCustomer(tx, customer, now);
    if (userId === undefined) continue;
    // Yesterday evening in India whatever the hour now, so the team view's 'Last 7 days' (which ends yesterday)
    // always has these calls: 20 hours before a late-evening seed was still today.
    const calledAt = new Date(`${addDays(dayInIndia(now), -1)}T18:00:00+05:30`);
    const base = { user_id: userId, reason: customer.reason, assigned_to: csr.id, assigned_at: calledAt };
    const lead =
      customer.state === 'callback'
        ? { ...base, due_at: new Date(now.getTime() + 3 * HOUR), last_disposition: 'call_back' as const }
        : customer.state === 'retry'
          ? { ...base, due_at: new Date(now.getTime() - HOUR), attempts: 1, last_disposition: 'not_reachable' as const }
          : {
              ...base,
              due_at: calledAt,
              status: 'done' as const,
              closed_at: calledAt,
              last_disposition: 'not_interested' as const,
            };
    const [row] = await tx
      .insert(telecalling_leads)
      .values({ ...lead, created_at: new Date(calledAt.getTime() - HOUR) })
      .returning({ id: telecalling_leads.id });
    if (!row) continue;
    const answered = customer.state !== 'retry';
    await tx.insert(telecalling_calls).values({
      lead_id: row.id,
      user_id: userId,
      admin_id: csr.id,
      provider: 'local',
      provider_call_id: `demo-${row.id}`,
      status: answered ? 'completed' : 'no_answer',
      duration_seconds: answered ? 95 : null,
      created_at: calledAt,
      ended_at: new Date(calledAt.getTime() + 120_000),
    });
    await tx.insert(telecalling_dispositions).values({
      lead_id: row.id,
      user_id: userId,
      admin_id: csr.id,
      disposition: lead.last_disposition,
      reason: customer.state === 'closed' ? 'rate_too_high' : null,
      callback_at: customer.state === 'callback' ? lead.due_at : null,
      note: customer.state === 'callback' ? 'Busy at work; asked to be called in the evening.' : null,
      created_at: new Date(calledAt.getTime() + 120_000),
    });
    if (customer.state === 'callback') {
      await tx.insert(customer_notes).values({
        user_id: userId,
        admin_id: csr.id,
        text: 'Interested in a personal loan of about ₹3 lakh; compare two offers on the call.',
        created_at: new Date(calledAt.getTime() + 150_000),
      });
    }
  }
}
