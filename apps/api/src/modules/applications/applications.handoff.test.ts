/**
 * "Continue to <lender>" on a transaction lender's page (issue 13): the hand-off answers the lender's own http(s)
 * address with the customer's reference and records it in the application's history, once; a lender without an
 * address, or with a path on this site, is refused with a message that says so and nothing is recorded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application_status_history, applications } from '../../db/schema/applications';
import { createLender } from '../../test/factories';
import { acknowledgeKfs, bearer, createTestApp, loginCustomer, partnerToken, type TestApp } from '../../test/test-app';
import { startJourney } from '../offers/offers.fixtures';

describe('transaction hand-off', () => {
  let t: TestApp;
  let a: { token: string; userId: number; mobile: string };
  let b: { token: string; userId: number; mobile: string };
  let appId: number;
  let linked: number;
  let unlinked: number;
  let looping: number;
  let submitLender: number;

  async function select(lenderId: number): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/offers/${appId}/select`,
      headers: bearer(a.token),
      payload: { lender_id: lenderId },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const creditAppId = response.json().data.creditAppId as string;
    // The customer reads and accepts the KFS before going on to the lender (issue 30).
    await acknowledgeKfs(t, a, creditAppId);
    return creditAppId;
  }

  /**
   * A lender like LinkedBank the customer has not sent an application to: once one is sent, the lender is not offered
   * to them again while it is open (issue 29).
   */
  const freshLinked = async () =>
    (
      await createLender(t.db, {
        lender_mode: 'transaction',
        transaction_url: 'https://apply.linkedbank.example/start?ref={UNIQUE_ID}&src=saakh',
      })
    ).id;

  const handOff = (creditAppId: string, token = a.token) =>
    t.app.inject({ method: 'POST', url: `/api/applications/${creditAppId}/handoff`, headers: bearer(token) });

  const history = (creditAppId: string) =>
    t.db.select().from(application_status_history).where(eq(application_status_history.application_id, creditAppId));

  beforeAll(async () => {
    t = await createTestApp();
    linked = (
      await createLender(t.db, {
        name: 'LinkedBank',
        lender_mode: 'transaction',
        transaction_url: 'https://apply.linkedbank.example/start?ref={UNIQUE_ID}&src=saakh',
      })
    ).id;
    unlinked = (await createLender(t.db, { name: 'QuietBank', lender_mode: 'transaction', transaction_url: null })).id;
    looping = (
      await createLender(t.db, {
        name: 'LoopBank',
        lender_mode: 'transaction',
        transaction_url: '/user/lenders-transaction/loopbank',
      })
    ).id;
    submitLender = (await createLender(t.db, { name: 'FormBank' })).id;
    a = await loginCustomer(t, '9876500011');
    b = await loginCustomer(t, '9876500022');
    appId = await startJourney(t, a.token);
  });
  afterAll(async () => t.close());

  it("answers the lender's address with the reference and records the hand-off as a submission by the customer", async () => {
    const creditAppId = await select(linked);
    const response = await handOff(creditAppId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Taking you to the lender to finish your application',
      data: { url: `https://apply.linkedbank.example/start?ref=${creditAppId}&src=saakh` },
    });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(row).toMatchObject({ status: 'submitted' });
    expect(row?.submitted_at).toBeInstanceOf(Date);
    expect(await history(creditAppId)).toEqual([
      expect.objectContaining({ from_status: null, status: 'created', source: 'customer' }),
      expect.objectContaining({
        from_status: 'created',
        status: 'submitted',
        source: 'customer',
        actor_id: a.userId,
        note: 'lender-handoff',
      }),
    ]);

    // The customer's own timeline shows the hand-off.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(detail.json().data.history.at(-1)).toMatchObject({ status: 'submitted', source: 'customer' });
  });

  it('goes on to the lender again without a second history row', async () => {
    const creditAppId = await select(await freshLinked());
    await handOff(creditAppId);
    const again = await handOff(creditAppId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.url).toContain(creditAppId);
    expect(await history(creditAppId)).toHaveLength(2);
  });

  it('says so when the lender has no address to hand over to, and records nothing', async () => {
    const creditAppId = await select(unlinked);
    const response = await handOff(creditAppId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/has not given us a link/);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, creditAppId));
    expect(row?.status).toBe('created');
    expect(await history(creditAppId)).toHaveLength(1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(detail.json().data.next).toMatchObject({ kind: 'transaction', externalUrl: null });
  });

  it('never hands over to a path on this site, which led back to the same page', async () => {
    const creditAppId = await select(looping);
    expect((await handOff(creditAppId)).statusCode).toBe(409);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${creditAppId}`,
      headers: bearer(a.token),
    });
    expect(detail.json().data.next.externalUrl).toBeNull();
    expect(await history(creditAppId)).toHaveLength(1);
  });

  it('answers the message in Hindi for a Hindi request', async () => {
    const creditAppId = await select(unlinked);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${creditAppId}/handoff`,
      headers: { ...bearer(a.token), 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/लिंक/);
  });

  it('refuses a lender that does not work in transaction mode', async () => {
    const creditAppId = await select(submitLender);
    expect((await handOff(creditAppId)).statusCode).toBe(409);
    expect(await history(creditAppId)).toHaveLength(1);
  });

  it('refuses an application in a final status', async () => {
    const creditAppId = await select(await freshLinked());
    await t.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, creditAppId));
    expect((await handOff(creditAppId)).statusCode).toBe(409);
  });

  it("answers 404 for another customer's application or an id that is not one, and 401/403 to others", async () => {
    const creditAppId = await select(await freshLinked());
    expect((await handOff(creditAppId, b.token)).statusCode).toBe(404);
    expect((await handOff('not-a-uuid')).statusCode).toBe(404);
    expect(await history(creditAppId)).toHaveLength(1);
    const url = `/api/applications/${creditAppId}/handoff`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const partner = await partnerToken(t);
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(partner) })).statusCode).toBe(403);
  });
});
