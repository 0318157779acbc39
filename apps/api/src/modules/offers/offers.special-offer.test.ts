import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeApr } from '@saakh/domain/emi';
import type { Offer } from '@saakh/domain/offers';
import { todayInIndia } from '@saakh/domain/profile';
import { createLender } from '../../test/factories';
import { adminToken, bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { startJourney } from './offers.fixtures';

/** A special offer changes a figure only when it sets a flat processing fee (issue 29). */
describe('special offers on the offer card', () => {
  let t: TestApp;
  let customer: { token: string };
  let admin: string;
  let appId: number;
  const ids: Record<string, number> = {};

  async function offerOf(lenderId: number): Promise<Offer> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}`,
      headers: bearer(customer.token),
    });
    const offer = (response.json().data.offers as Offer[]).find((candidate) => candidate.lenderId === lenderId);
    if (!offer) throw new Error(`no offer of lender ${lenderId}`);
    return offer;
  }

  const update = (lenderId: number, property: string, value: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/update-lender-data',
      headers: bearer(admin),
      payload: { lender_id: lenderId, property, value },
    });

  beforeAll(async () => {
    t = await createTestApp();
    const today = todayInIndia();
    const offer = { so_status: 1, so_date_start: today, so_date_end: today, processing_fees: '2.50' };
    ids.flat = (await createLender(t.db, { name: 'FlatFeeFin', ...offer, so_text: 'Processing fee flat ₹999' })).id;
    ids.note = (await createLender(t.db, { name: 'NoteFin', ...offer, so_text: 'Decision in a day' })).id;
    ids.plain = (await createLender(t.db, { name: 'PlainFin', processing_fees: '2.50' })).id;
    customer = await loginCustomer(t, '9876544444');
    admin = await adminToken(t, 1);
    appId = await startJourney(t, customer.token);
  });
  afterAll(async () => t.close());

  it('prices the fee and APR with the flat fee an admin sets in the special offer', async () => {
    const response = await update(ids.flat, 'so_processing_fee', 999);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ so_processing_fee: 999 });
    const offer = await offerOf(ids.flat);
    expect(offer.specialOffer).toMatchObject({ text: 'Processing fee flat ₹999', flatProcessingFee: 999 });
    expect(offer).toMatchObject({ amount: 50_000, processingFee: 999, netDisbursed: 49_001 });
    expect(offer.apr).toBe(computeApr({ principal: 50_000, annualRatePercent: 10.99, months: 24, processingFee: 999 }));
  });

  it('changes no figure for a special offer that is only text', async () => {
    const [noted, plain] = [await offerOf(ids.note), await offerOf(ids.plain)];
    expect(noted.specialOffer).toMatchObject({ text: 'Decision in a day', flatProcessingFee: null });
    expect(noted).toMatchObject({
      processingFee: 1250,
      apr: plain.apr,
      emi: plain.emi,
      netDisbursed: plain.netDisbursed,
    });
  });

  it('makes the offer a note again when the flat fee is cleared, and refuses a fee that is not whole rupees', async () => {
    expect((await update(ids.flat, 'so_processing_fee', 99.5)).statusCode).toBe(422);
    expect((await update(ids.flat, 'so_processing_fee', null)).statusCode).toBe(200);
    const offer = await offerOf(ids.flat);
    expect(offer.specialOffer?.flatProcessingFee).toBeNull();
    expect(offer.processingFee).toBe(1250);
  });
});
