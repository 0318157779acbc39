import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracking_events } from '../../db/schema/customer';
import { createPartner } from '../../test/factories';
import { bearer, createTestApp, freshIp, loginCustomer, type TestApp } from '../../test/test-app';

describe('POST /api/tracking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createPartner(t.db, { key: 'finserve' });
  });
  afterAll(async () => t.close());

  async function lastEvent() {
    const [row] = await t.db.select().from(tracking_events).orderBy(desc(tracking_events.id)).limit(1);
    return row;
  }

  it('stores an anonymous landing with its partner, segment and campaign', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tracking',
      remoteAddress: freshIp(),
      payload: {
        event: 'landing',
        categoryId: 1,
        goalId: 3,
        partner: 'finserve',
        urlSegment: 'diwali',
        path: '/diwali',
        utms: { utm_source: 'google', utm_campaign: 'diwali-pl', utm_medium: '' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await lastEvent()).toMatchObject({
      event: 'landing',
      category_id: 1,
      goal_id: 3,
      user_id: null,
      partner_id: expect.any(Number),
      url_segment: 'diwali',
      utms: { utm_source: 'google', utm_campaign: 'diwali-pl' },
    });
  });

  it('uses category 1 and goal 3 when the page does not send them', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/tracking',
      remoteAddress: freshIp(),
      payload: { event: 'landing' },
    });
    expect(await lastEvent()).toMatchObject({ category_id: 1, goal_id: 3, partner_id: null });
  });

  it("attributes the event to a signed-in customer and keeps only the customer's own app id", async () => {
    const a = await loginCustomer(t, '9876599991');
    const b = await loginCustomer(t, '9876599992');
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(a.token),
      payload: { product: 'pl' },
    });
    const appId = opened.json().data.appId as number;

    await t.app.inject({
      method: 'POST',
      url: '/api/tracking',
      headers: bearer(a.token),
      payload: { event: 'otp_verified', appId },
    });
    expect(await lastEvent()).toMatchObject({ event: 'otp_verified', user_id: a.userId, app_id: appId });

    await t.app.inject({
      method: 'POST',
      url: '/api/tracking',
      headers: bearer(b.token),
      payload: { event: 'profile_complete', appId },
    });
    expect(await lastEvent()).toMatchObject({ event: 'profile_complete', user_id: b.userId, app_id: null });
  });

  it('treats an unknown token as anonymous', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tracking',
      headers: bearer('not-a-token'),
      payload: { event: 'landing' },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastEvent()).toMatchObject({ user_id: null });
  });

  it('refuses an unknown event', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tracking',
      payload: { event: 'clicked_everything' },
    });
    expect(response.statusCode).toBe(422);
  });
});
