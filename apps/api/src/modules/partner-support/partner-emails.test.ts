/**
 * The disbursal and payout e-mails partner users choose in Settings → Notifications: queued with the change, sent
 * to the partner's own active users who want them, never naming a customer.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job_outbox } from '../../db/schema/jobs';
import { partner_user_preferences } from '../../db/schema/partner-support';
import {
  createApplication,
  createCustomer,
  createLedgerRow,
  createLender,
  createPartner,
  createPartnerUser,
  type PartnerUserRow,
} from '../../test/factories';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { queueDisbursalEmails, sendDisbursalEmails, sendPayoutEmail } from './partner-emails';

let t: TestApp;
let admin: string;
let lenderId: number;

const kyc = {
  legal_name: 'Verma Loans Private Limited',
  pan: 'AAPFU0939F',
  contact_name: 'Asha Verma',
  contact_email: 'asha@verma-loans.in',
  contact_mobile: '9876543210',
  bank_account_holder: 'Verma Loans',
  bank_account_number: '123456789012',
  bank_ifsc: 'HDFC0001234',
};

/** A partner with three users: one who wants every e-mail, one who turned `topic` off, one disabled. */
async function partnerWithUsers(topic: 'notify_disbursal' | 'notify_payout') {
  const partner = await createPartner(t.db, kyc);
  const wants = await createPartnerUser(t.db, { partner_id: partner.id });
  const declined = await createPartnerUser(t.db, { partner_id: partner.id });
  const disabled = await createPartnerUser(t.db, { partner_id: partner.id, status: 0 });
  await t.db.insert(partner_user_preferences).values({ partner_user_id: declined.id, [topic]: false });
  return { partner, wants, declined, disabled };
}

const lastMail = (user: PartnerUserRow) => t.deps.messaging.lastMessageTo('email', user.email);

async function disbursed(partnerId: number, amount: string) {
  const customer = await createCustomer(t.db, { first_name: 'Zubeida' });
  return {
    customer,
    application: await createApplication(t.db, {
      userId: customer.id,
      lenderId,
      partnerId,
      status: 'disbursed',
      disbursed_amount: amount,
      disbursed_on: '2026-11-20',
    }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t, 1);
  lenderId = (await createLender(t.db)).id;
});
afterAll(async () => t.close());

describe('payout e-mail', () => {
  it('is queued with the payout and tells the partner’s users who want it the amount, TDS and reference', async () => {
    const { partner, wants, declined, disabled } = await partnerWithUsers('notify_payout');
    const other = await createPartnerUser(t.db, { partner_id: (await createPartner(t.db, kyc)).id });
    const { application } = await disbursed(partner.id, '200000');
    await createLedgerRow(t.db, {
      partner_id: partner.id,
      application_id: application.id,
      lender_id: lenderId,
      status: 'earned',
      base_amount: '4000',
      amount: '3000.00',
      tds: '150.00',
      disbursed_on: '2026-11-20',
      earned_at: new Date(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${partner.id}/payouts`,
      headers: bearer(admin),
      payload: { reference: 'UTR2026112400777', paid_on: '2026-11-24' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const payoutId = (response.json() as { data: { id: number } }).data.id;
    const queued = await t.db
      .select()
      .from(job_outbox)
      .where(
        and(
          eq(job_outbox.queue, 'partner-support.payout-email'),
          eq(job_outbox.idempotency_key, `partner-support.payout-email:${payoutId}`),
        ),
      );
    expect(queued).toHaveLength(1);

    await sendPayoutEmail(t.deps, payoutId);
    const mail = lastMail(wants);
    // Not registered for GST: the shares less TDS.
    expect(mail?.subject).toBe('Saakh paid you ₹2,850 (reference UTR2026112400777)');
    expect(mail?.text).toContain('Saakh sent you ₹2,850 on 2026-11-24: ₹3,000 for 1 commission line, less ₹150 TDS.');
    expect(mail?.text).not.toContain('GST');
    expect(mail?.text).toContain('₹150 TDS काटकर');
    expect(lastMail(declined)).toBeUndefined();
    expect(lastMail(disabled)).toBeUndefined();
    expect(lastMail(other)).toBeUndefined();
  });
});

describe('disbursal e-mail', () => {
  it('counts each partner’s own disbursed loans for its users who want it, never naming the customer', async () => {
    const first = await partnerWithUsers('notify_disbursal');
    const second = await partnerWithUsers('notify_disbursal');
    const a = await disbursed(first.partner.id, '100000');
    const b = await disbursed(first.partner.id, '50000');
    const c = await disbursed(second.partner.id, '75000');

    await sendDisbursalEmails(t.deps, [a.application.id, b.application.id, c.application.id]);
    const mail = lastMail(first.wants);
    expect(mail?.subject).toBe('Saakh: 2 loans of your customers disbursed (₹1,50,000)');
    expect(mail?.text).not.toContain('Zubeida');
    expect(mail?.text).not.toContain(a.customer.mobile_phone_number);
    expect(lastMail(second.wants)?.subject).toBe('Saakh: 1 loan of your customers disbursed (₹75,000)');
    expect(lastMail(first.declined)).toBeUndefined();
    expect(lastMail(first.disabled)).toBeUndefined();
  });

  it('is queued in the transaction of the disbursal, a job per thousand loans', async () => {
    const ids = Array.from({ length: 1001 }, () => crypto.randomUUID());
    await t.db.transaction((tx) => queueDisbursalEmails(t.deps, tx, [...ids, ids[0]!]));
    const jobs = await t.db.select().from(job_outbox).where(eq(job_outbox.queue, 'partner-support.disbursal-email'));
    expect(jobs.map((job) => (job.payload as { applicationIds: string[] }).applicationIds.length).sort()).toEqual([
      1, 1000,
    ]);
  });

  it('sends nothing for an application that is not disbursed', async () => {
    const { partner, wants } = await partnerWithUsers('notify_disbursal');
    const customer = await createCustomer(t.db);
    const submitted = await createApplication(t.db, { userId: customer.id, lenderId, partnerId: partner.id });
    await sendDisbursalEmails(t.deps, [submitted.id]);
    expect(lastMail(wants)).toBeUndefined();
  });
});
