import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsrCustomerView } from '@saakh/domain/csr';
import { RANKING_RULE, type Offer } from '@saakh/domain/offers';
import { lender_performance, offer_rankings } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { createLender, revenueTypeId } from '../../test/factories';
import { adminToken, bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { startJourney } from './offers.fixtures';

/** The offer ranking through HTTP (issue 29): its order, that commission never moves it, and its audit record. */
describe('offer ranking', () => {
  let t: TestApp;
  let customer: { token: string; userId: number };
  let admin: string;
  let appId: number;
  const ids: Record<string, number> = {};

  async function listOffers(): Promise<Offer[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}`,
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { offers: Offer[] }).offers;
  }

  const recorded = () => t.db.select().from(offer_rankings).where(eq(offer_rankings.app_id, appId));

  beforeAll(async () => {
    t = await createTestApp();
    // Three lenders at the same APR told apart by approval rate for class 3 (the customer's), and a dearer one.
    ids.alpha = (await createLender(t.db, { name: 'AlphaFin', interest_rate: '11.00' })).id;
    ids.beta = (await createLender(t.db, { name: 'BetaFin', interest_rate: '11.00' })).id;
    ids.gamma = (await createLender(t.db, { name: 'GammaFin', interest_rate: '11.00' })).id;
    ids.dear = (await createLender(t.db, { name: 'DearFin', interest_rate: '12.50', priority: 9 })).id;
    await t.db.insert(lender_performance).values([
      { lender_id: ids.alpha, credit_score_class: 3, decided: 40, approved: 30, median_decision_hours: '12.00' },
      { lender_id: ids.beta, credit_score_class: 3, decided: 40, approved: 34, median_decision_hours: '48.00' },
      // Gamma approves everyone of class 3 it decided, but too few to count; class 4 is another class.
      { lender_id: ids.gamma, credit_score_class: 3, decided: 5, approved: 5, median_decision_hours: '1.00' },
      { lender_id: ids.gamma, credit_score_class: 4, decided: 90, approved: 89, median_decision_hours: '1.00' },
      { lender_id: ids.dear, credit_score_class: 3, decided: 90, approved: 90, median_decision_hours: '1.00' },
    ]);
    customer = await loginCustomer(t, '9876533333');
    admin = await adminToken(t, 1);
    appId = await startJourney(t, customer.token);
  });
  afterAll(async () => t.close());

  it('orders by APR, then the approval rate for the customer’s class, unknown rates after known ones', async () => {
    const offers = await listOffers();
    expect(offers.map((offer) => offer.lenderName)).toEqual(['BetaFin', 'AlphaFin', 'GammaFin', 'DearFin']);
    expect(offers.map((offer) => offer.ranking)).toEqual([
      { position: 1, apr: 11, approvalRate: 0.85, decided: 40, medianDecisionHours: 48 },
      { position: 2, apr: 11, approvalRate: 0.75, decided: 40, medianDecisionHours: 12 },
      { position: 3, apr: 11, approvalRate: null, decided: 5, medianDecisionHours: null },
      { position: 4, apr: 12.5, approvalRate: 1, decided: 90, medianDecisionHours: 1 },
    ]);
  });

  it('records the ranked list once, with the rule and each offer’s inputs; the same list again writes nothing', async () => {
    await listOffers();
    const rows = await recorded();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rule: RANKING_RULE });
    expect(rows[0]?.inputs).toEqual([
      { lenderId: ids.beta, position: 1, apr: 11, approvalRate: 0.85, decided: 40, medianDecisionHours: 48 },
      { lenderId: ids.alpha, position: 2, apr: 11, approvalRate: 0.75, decided: 40, medianDecisionHours: 12 },
      { lenderId: ids.gamma, position: 3, apr: 11, approvalRate: null, decided: 5, medianDecisionHours: null },
      { lenderId: ids.dear, position: 4, apr: 12.5, approvalRate: 1, decided: 90, medianDecisionHours: 1 },
    ]);
  });

  it('never changes the order when a lender’s commission or priority changes', async () => {
    const before = await listOffers();
    // The lowest placed lenders now pay Saakh the most, by percentage and by slab, and get the top priority.
    const percentage = await revenueTypeId(t.db, 'Percentage');
    const slab = await revenueTypeId(t.db, 'Slab based');
    for (const lenderId of [ids.gamma, ids.dear]) {
      for (const payload of [
        { lender_id: lenderId, revenue_type_id: percentage, revenue_percent: 9.5 },
        {
          lender_id: lenderId,
          revenue_type_id: slab,
          revenue_percent: 12,
          slab_disbursed_min: 0,
          slab_disbursed_max: 100_000_000,
        },
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/lender-revenue/create',
          headers: bearer(admin),
          payload,
        });
        expect(response.statusCode).toBe(200);
      }
      await t.db.update(lenders).set({ priority: 100 }).where(eq(lenders.id, lenderId));
    }
    const after = await listOffers();
    expect(after.map((offer) => offer.lenderId)).toEqual(before.map((offer) => offer.lenderId));
    expect(after.map((offer) => offer.ranking)).toEqual(before.map((offer) => offer.ranking));
    // Nothing that ranks changed, so nothing new is recorded.
    expect(await recorded()).toHaveLength(1);
  });

  it('shows customer support the recorded order with what placed each lender', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/csr/customers/${customer.userId}`,
      headers: bearer(await adminToken(t, 3)),
    });
    expect(response.statusCode).toBe(200);
    const journey = (response.json().data as CsrCustomerView).journeys.find((open) => open.app_id === appId);
    expect(journey?.recorded_rankings).toHaveLength(1);
    expect(journey?.recorded_rankings[0]).toMatchObject({
      rule: RANKING_RULE,
      recorded_at: expect.any(String),
      offers: [
        { lender_id: ids.beta, lender_name: 'BetaFin', position: 1, approval_rate: 0.85, decided: 40 },
        { lender_id: ids.alpha, lender_name: 'AlphaFin', position: 2, approval_rate: 0.75, median_decision_hours: 12 },
        { lender_id: ids.gamma, lender_name: 'GammaFin', position: 3, approval_rate: null, decided: 5 },
        { lender_id: ids.dear, lender_name: 'DearFin', position: 4, apr: 12.5 },
      ],
    });
  });

  it('records a new list when what ranks changes', async () => {
    await t.db
      .update(lender_performance)
      .set({ decided: 40, approved: 39 })
      .where(eq(lender_performance.lender_id, ids.gamma));
    const offers = await listOffers();
    expect(offers.map((offer) => offer.lenderName)).toEqual(['GammaFin', 'BetaFin', 'AlphaFin', 'DearFin']);
    expect(await recorded()).toHaveLength(2);
  });
});
