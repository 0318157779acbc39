/**
 * An application's Key Facts Statement (issue 30): its figures are the domain's EMI math on the application's terms,
 * Annex C sums to the total payable, the version acknowledged is stored exactly as shown, the OTP is the KFS's own,
 * and no path sends an application without an acknowledged KFS that still holds and states its terms.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeApr, computeEmi } from '@saakh/domain/emi';
import { addWorkingDays, type ApplicationKfs } from '@saakh/domain/kfs';
import { roundPaise } from '@saakh/domain/money';
import { todayInIndia } from '@saakh/domain/profile';
import { application_kfs, application_status_history, applications } from '../../db/schema/applications';
import { createLender } from '../../test/factories';
import {
  acknowledgeKfs,
  bearer,
  createTestApp,
  freshIp,
  letOtpWaitsPass,
  loginCustomer,
  type TestApp,
} from '../../test/test-app';
import { startJourney } from '../offers/offers.fixtures';

type Customer = Awaited<ReturnType<typeof loginCustomer>>;

describe('the KFS of an application', () => {
  let t: TestApp;
  let a: Customer;
  let b: Customer;
  let appId: number;
  let kfsBank: number;
  let handoffBank: number;

  async function select(lenderId: number, shape: { amount?: number; tenure_months?: number } = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: lenderId, ...shape },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.creditAppId as string;
  }

  const readKfs = (creditAppId: string, token = a.token, lang?: 'en' | 'hi') =>
    t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}/kfs${lang ? `?lang=${lang}` : ''}`,
      headers: bearer(token),
    });

  const sendOtp = async (creditAppId: string, token = a.token) => {
    await letOtpWaitsPass(t, a.mobile);
    return t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/kfs/otp`,
      headers: bearer(token),
      remoteAddress: freshIp(),
    });
  };

  const acknowledge = (creditAppId: string, payload: { version: string; otp?: string }, token = a.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/kfs/acknowledge`,
      headers: bearer(token),
      payload: { ...payload, share_with_lender: true },
    });

  const lastOtp = () => t.deps.messaging.lastMessageTo('sms', a.mobile)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';

  const submit = (creditAppId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/submit`,
      headers: bearer(a.token),
      payload: { consent: true },
    });

  beforeAll(async () => {
    t = await createTestApp();
    kfsBank = (
      await createLender(t.db, {
        name: 'KfsBank',
        interest_rate: '14.00',
        processing_fees: '2.00',
        nodal_officer_name: 'Meera Iyer',
        nodal_officer_phone: '022 4000 1234',
        nodal_officer_email: 'nodal@kfsbank.example',
        recovery_agents_text: 'Recovery through KfsBank Collections Pvt Ltd',
        recovery_agents_text_hi: 'केएफएस बैंक कलेक्शंस प्रा. लि. के माध्यम से वसूली',
        switching_charges: 'Not applicable: fixed rate',
      })
    ).id;
    handoffBank = (
      await createLender(t.db, {
        name: 'HandoffBank',
        lender_mode: 'transaction',
        transaction_url: 'https://handoff.example/apply?ref={UNIQUE_ID}',
      })
    ).id;
    a = await loginCustomer(t, '9876512001');
    b = await loginCustomer(t, '9876512002');
    appId = await startJourney(t, a.token);
  });
  afterAll(async () => t.close());

  it("states the application's terms by the domain's EMI math, with Annex C summing to the total payable", async () => {
    const creditAppId = await select(kfsBank, { amount: 80000, tenure_months: 18 });
    const response = await readKfs(creditAppId);
    expect(response.statusCode).toBe(200);
    const { kfs, version, acknowledgedAt } = response.json().data as ApplicationKfs;
    const [application] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    const today = todayInIndia();
    const emi = computeEmi({ principal: 80000, annualRatePercent: 14, months: 18 });
    expect(kfs).toMatchObject({
      proposalNumber: application?.reference,
      product: 'pl',
      lenderName: 'KfsBank',
      loanAmount: 80000,
      tenureMonths: 18,
      interestRate: 14,
      emi: emi.emi,
      totalPayable: emi.totalPayable,
      totalInterest: emi.totalInterest,
      processingFee: 1600,
      netDisbursed: 78400,
      apr: computeApr({ principal: 80000, annualRatePercent: 14, months: 18, processingFee: 1600 }),
      issuedOn: today,
      validUntil: addWorkingDays(today, 3),
      lenderTerms: {
        nodalOfficer: { name: 'Meera Iyer', phone: '022 4000 1234', email: 'nodal@kfsbank.example' },
        recoveryAgents: 'Recovery through KfsBank Collections Pvt Ltd',
        coLending: null,
        switchingCharges: 'Not applicable: fixed rate',
      },
    });
    expect(kfs.schedule).toHaveLength(18);
    expect(roundPaise(kfs.schedule.reduce((sum, row) => sum + row.instalment, 0))).toBe(kfs.totalPayable);
    expect(roundPaise(kfs.schedule.reduce((sum, row) => sum + row.principal, 0))).toBe(80000);
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(acknowledgedAt).toBeNull();

    // Read again, the same document is answered: one KFS stored per language while it holds.
    expect((await readKfs(creditAppId)).json().data.version).toBe(version);
    const hindi = (await readKfs(creditAppId, a.token, 'hi')).json().data as ApplicationKfs;
    expect(hindi.kfs.lspName).toBe('साख');
    expect(hindi.kfs.lenderTerms.recoveryAgents).toBe('केएफएस बैंक कलेक्शंस प्रा. लि. के माध्यम से वसूली');
    const stored = await t.db.select().from(application_kfs).where(eq(application_kfs.application_id, creditAppId));
    expect(stored.map((row) => row.locale).sort()).toEqual(['en', 'hi']);
  });

  it('is acknowledged only with its own OTP, and stores the version exactly as shown', async () => {
    const creditAppId = await select(kfsBank, { amount: 60000, tenure_months: 12 });
    const shown = (await readKfs(creditAppId)).json().data as ApplicationKfs;

    // A login code is not a KFS code: with none sent for the KFS there is nothing to accept.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { mobile: a.mobile },
      remoteAddress: freshIp(),
    });
    const loginCode = await acknowledge(creditAppId, { version: shown.version, otp: lastOtp() });
    expect(loginCode.statusCode).toBe(422);
    expect(loginCode.json().errors).toEqual({ otp: [expect.any(String)] });

    expect((await sendOtp(creditAppId)).statusCode).toBe(200);
    const sms = t.deps.messaging.lastMessageTo('sms', a.mobile)?.text ?? '';
    const [application] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(sms).toContain(`Key Facts Statement of loan application ${application?.reference}`);
    const code = lastOtp();
    const wrong = await acknowledge(creditAppId, {
      version: shown.version,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect((await acknowledge(creditAppId, { version: shown.version })).statusCode).toBe(422);
    expect((await acknowledge(creditAppId, { version: shown.version, otp: code }, b.token)).statusCode).toBe(404);

    const accepted = await acknowledge(creditAppId, { version: shown.version, otp: code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('You have accepted the Key Facts Statement');
    expect(accepted.json().data.acknowledgedAt).toEqual(expect.any(String));
    const [row] = await t.db.select().from(application_kfs).where(eq(application_kfs.version, shown.version)).limit(1);
    expect(row?.acknowledged_at).not.toBeNull();
    expect(row?.kfs).toEqual(shown.kfs);
    expect((await readKfs(creditAppId)).json().data.acknowledgedAt).toEqual(accepted.json().data.acknowledgedAt);

    // The code is used up.
    expect((await acknowledge(creditAppId, { version: shown.version, otp: code })).statusCode).toBe(422);
  });

  it('sends the application only with an acknowledged KFS of its terms that still holds', async () => {
    const creditAppId = await select(kfsBank, { amount: 70000, tenure_months: 12 });
    const refused = await submit(creditAppId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^Please read and accept the Key Facts Statement/),
      redirectionUrl: `/user/application-kfs/${creditAppId}`,
    });

    const first = await acknowledgeKfs(t, a, creditAppId);
    // The customer changes the tenure: the application's terms change, and the KFS accepted no longer answers.
    expect(await select(kfsBank, { amount: 70000, tenure_months: 24 })).toBe(creditAppId);
    expect((await submit(creditAppId)).statusCode).toBe(409);
    const reissued = (await readKfs(creditAppId)).json().data as ApplicationKfs;
    expect(reissued.version).not.toBe(first.version);
    expect(reissued.kfs.tenureMonths).toBe(24);
    expect(reissued.acknowledgedAt).toBeNull();
    expect((await sendOtp(creditAppId)).statusCode).toBe(200);
    const stale = await acknowledge(creditAppId, { version: first.version, otp: lastOtp() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The Key Facts Statement has changed since you opened it. Please read the new one before accepting it',
    );

    await acknowledgeKfs(t, a, creditAppId);
    // Its three working days ran out before the customer sent it.
    await t.db
      .update(application_kfs)
      .set({ valid_until: '2026-01-02', issued_on: '2025-12-30' })
      .where(eq(application_kfs.application_id, creditAppId));
    const expired = await submit(creditAppId);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/^The Key Facts Statement you accepted is no longer valid/);
    const fresh = (await readKfs(creditAppId)).json().data as ApplicationKfs;
    expect(fresh.kfs.issuedOn).toBe(todayInIndia());
    expect(fresh.acknowledgedAt).toBeNull();

    const accepted = await acknowledgeKfs(t, a, creditAppId);
    expect(accepted.version).toBe(fresh.version);
    expect((await submit(creditAppId)).statusCode).toBe(200);

    // Sent, the application answers the KFS the customer accepted; there is nothing left to accept.
    const sent = (await readKfs(creditAppId)).json().data as ApplicationKfs;
    expect(sent.version).toBe(fresh.version);
    expect(sent.acknowledgedAt).toEqual(accepted.acknowledgedAt);
    expect((await sendOtp(creditAppId)).statusCode).toBe(409);
  });

  it('hands over to a transaction lender only after the KFS is accepted, recording nothing before', async () => {
    const creditAppId = await select(handoffBank);
    const url = `/api/applications/${creditAppId}/handoff`;
    const refused = await t.app.inject({ method: 'POST', url, headers: bearer(a.token) });
    expect(refused.statusCode).toBe(409);
    const history = () =>
      t.db.select().from(application_status_history).where(eq(application_status_history.application_id, creditAppId));
    expect(await history()).toHaveLength(1);
    await acknowledgeKfs(t, a, creditAppId);
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(a.token) })).statusCode).toBe(200);
    expect(await history()).toHaveLength(2);
  });

  it("answers 404 for another customer's application and 401 to anyone signed out", async () => {
    const creditAppId = await select((await createLender(t.db, { name: 'OtherBank' })).id);
    expect((await readKfs(creditAppId, b.token)).statusCode).toBe(404);
    expect((await sendOtp(creditAppId, b.token)).statusCode).toBe(404);
    expect((await readKfs('not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${creditAppId}/kfs` })).statusCode).toBe(401);
    expect(await t.db.select().from(application_kfs).where(eq(application_kfs.application_id, creditAppId))).toEqual(
      [],
    );
  });
});
