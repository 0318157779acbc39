import { and, count, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingLink, TrackingLinkPage } from '@saakh/domain/tracking-links';
import { audit_log } from '../../db/schema/audit';
import { tracking_events } from '../../db/schema/customer';
import { partners } from '../../db/schema/partners';
import { tracking_link_clicks, tracking_links } from '../../db/schema/tracking-links';
import type { Session } from '../../lib/session';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  type PartnerRow,
} from '../../test/factories';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import * as service from './tracking-links.service';

let t: TestApp;
let tokens: CatalogueTokens;
let partner: PartnerRow;
let other: PartnerRow;

const get = (url: string, token = tokens.admin) => call(t, token, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}, token = tokens.admin) =>
  call(t, token, { method: 'POST', url, payload });

function linkInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    partner_id: partner.id,
    campaign: 'Diwali WhatsApp',
    utm_source: 'whatsapp',
    utm_medium: 'social',
    utm_campaign: 'diwali_2026',
    product: 'pl',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<TrackingLink> {
  const response = await post('/api/admin/tracking-links', linkInput(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TrackingLink;
}

async function linkCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(tracking_links);
  return row?.n ?? 0;
}

async function clicksOf(linkId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(tracking_link_clicks)
    .where(eq(tracking_link_clicks.link_id, linkId));
  return row?.n ?? 0;
}

function follow(code: string) {
  return t.app.inject({ method: 'GET', url: `/t/${code}`, remoteAddress: freshIp() });
}

async function listPage(query: string): Promise<TrackingLinkPage> {
  const response = await get(`/api/admin/tracking-links?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TrackingLinkPage;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  partner = await createPartner(t.db, { key: 'tl-finserve', name: 'Finserve Tracking' });
  other = await createPartner(t.db, { key: 'tl-other', name: 'Other Tracking' });
});
afterAll(async () => t.close());

describe('POST /api/admin/tracking-links', () => {
  it("makes a link on the partner's own page with a short code, and audits it", async () => {
    const link = await create({ campaign: '  Diwali WhatsApp ' });
    expect(link).toMatchObject({
      partner_id: partner.id,
      partner_name: 'Finserve Tracking',
      campaign: 'Diwali WhatsApp',
      url_segment: 'tl-finserve',
      utm_source: 'whatsapp',
      utm_medium: 'social',
      utm_campaign: 'diwali_2026',
      product: 'pl',
      active: true,
      counts: { clicks: 0, otp_verified: 0, applications: 0, disbursals: 0 },
    });
    expect(link.code).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
    expect(link.short_path).toBe(`/t/${link.code}`);
    expect(link.landing_path).toBe(
      `/tl-finserve?utm_source=whatsapp&utm_medium=social&utm_campaign=diwali_2026&utm_content=${link.code}&product=pl`,
    );
    expect(link.created_by_name).toEqual(expect.any(String));

    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'tracking_link'), eq(audit_log.entity_id, String(link.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'tracking_link.create', actor_kind: 'admin' });
    expect(JSON.parse(audit[0]?.new_value ?? '{}')).toMatchObject({ code: link.code, campaign: 'Diwali WhatsApp' });
  });

  it("lands on another partner's page when its segment is given, in any letter case, and without a product", async () => {
    const link = await create({ url_segment: 'TL-Other', product: '' });
    expect(link).toMatchObject({ url_segment: 'tl-other', product: null, partner_id: partner.id });
    expect(link.landing_path).not.toContain('product=');
  });

  it.each([
    ['a UTM value with a space', { utm_source: 'what sapp' }, 'utm_source', 'trackingLinkUtmInvalid'],
    ['a UTM value with a slash', { utm_medium: 'a/b' }, 'utm_medium', 'trackingLinkUtmInvalid'],
    ['a UTM value over 100 characters', { utm_campaign: 'x'.repeat(101) }, 'utm_campaign', 'trackingLinkUtmInvalid'],
    ['an empty UTM value', { utm_source: '' }, 'utm_source', 'trackingLinkUtmInvalid'],
    ['a segment with an underscore', { url_segment: 'tl_finserve' }, 'url_segment', 'trackingLinkSegmentInvalid'],
    ['a one-letter segment', { url_segment: 'x' }, 'url_segment', 'trackingLinkSegmentInvalid'],
    ['a campaign of one letter', { campaign: 'D' }, 'campaign', 'trackingLinkCampaignInvalid'],
    ['no campaign', { campaign: undefined }, 'campaign', 'trackingLinkCampaignInvalid'],
    ['an unknown product', { product: 'boats' }, 'product', 'invalidValue'],
    ['a partner that is not a number', { partner_id: 'abc' }, 'partner_id', 'trackingLinkPartnerUnknown'],
  ])('refuses %s with 422 under the field, saving nothing', async (_name, overrides, field, key) => {
    const before = await linkCount();
    const response = await post('/api/admin/tracking-links', linkInput(overrides), tokens.admin);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toContain(field);
    const english = await import('@saakh/domain/messages').then((m) => m.translate(key, 'en'));
    expect(body.errors[field]).toContain(english);
    expect(await linkCount()).toBe(before);
  });

  it('refuses an unknown partner and a segment no landing page has, saving nothing', async () => {
    const before = await linkCount();
    const unknownPartner = await post('/api/admin/tracking-links', linkInput({ partner_id: 999_999 }));
    expect(unknownPartner.statusCode).toBe(422);
    expect(unknownPartner.json().errors).toEqual({ partner_id: ['Choose a partner'] });

    const unknownSegment = await post('/api/admin/tracking-links', linkInput({ url_segment: 'no-such-page' }));
    expect(unknownSegment.statusCode).toBe(422);
    expect(unknownSegment.json().errors).toEqual({ url_segment: ['No partner landing page has this URL segment'] });
    expect(await linkCount()).toBe(before);
  });

  it('answers field errors in Hindi when asked', async () => {
    const response = await call(
      t,
      tokens.admin,
      { method: 'POST', url: '/api/admin/tracking-links', payload: linkInput({ utm_source: 'a b' }) },
      { 'accept-language': 'hi' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.utm_source[0]).toMatch(/[\u0900-\u097F]/);
  });

  it('draws another code when the first is taken', async () => {
    const taken = await create();
    const admin = await createAdmin(t.db);
    const session: Session = { id: 0, kind: 'admin', subjectId: admin.id, masqueradeAdminId: null, roleId: 1 };
    const codes = [taken.code, taken.code, 'fresh234'];
    const link = await service.createLink(
      t.deps,
      session,
      {
        partner_id: partner.id,
        campaign: 'Retry',
        utm_source: 'sms',
        utm_medium: 'sms',
        utm_campaign: 'retry',
      },
      () => codes.shift() ?? 'never567',
    );
    expect(link.code).toBe('fresh234');
  });
});

describe('GET /api/admin/tracking-links', () => {
  let listPartner: PartnerRow;
  beforeAll(async () => {
    listPartner = await createPartner(t.db, { key: 'tl-lister', name: 'Lister' });
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      await create({ partner_id: listPartner.id, campaign: `List ${name}`, utm_source: `src-${name.toLowerCase()}` });
    }
  });

  it('answers one page with the total, newest first, and the days the figures cover', async () => {
    const first = await listPage(
      `partner_id=${listPartner.id}&pageSize=2&preset=custom_range&from=2026-10-01&to=2026-10-07`,
    );
    expect(first.total).toBe(3);
    expect(first.items.map((link) => link.campaign)).toEqual(['List Charlie', 'List Bravo']);
    expect(first.range).toEqual({ from: '2026-10-01', to: '2026-10-07' });
    const second = await listPage(`partner_id=${listPartner.id}&pageSize=2&page=2`);
    expect(second.items.map((link) => link.campaign)).toEqual(['List Alpha']);
    expect(second.total).toBe(3);
  });

  it('sorts by campaign and searches the campaign and UTM values', async () => {
    const sorted = await listPage(`partner_id=${listPartner.id}&sort=campaign`);
    expect(sorted.items.map((link) => link.campaign)).toEqual(['List Alpha', 'List Bravo', 'List Charlie']);
    const found = await listPage(`q=src-bravo`);
    expect(found.items.map((link) => link.campaign)).toEqual(['List Bravo']);
  });

  it('filters by active', async () => {
    const [link] = (await listPage(`partner_id=${listPartner.id}&sort=campaign`)).items;
    if (!link) throw new Error('no link');
    expect((await post(`/api/admin/tracking-links/${link.id}/active`, { active: false })).statusCode).toBe(200);
    const off = await listPage(`partner_id=${listPartner.id}&active=false`);
    expect(off.items.map((row) => row.id)).toEqual([link.id]);
    const on = await listPage(`partner_id=${listPartner.id}&active=true`);
    expect(on.total).toBe(2);
  });

  it('refuses an unknown sort, and a custom range without its days, with 422', async () => {
    expect((await get('/api/admin/tracking-links?sort=partner_id')).statusCode).toBe(422);
    const response = await get('/api/admin/tracking-links?preset=custom_range&from=2026-10-05');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['to']);
    const reversed = await get('/api/admin/tracking-links?preset=custom_range&from=2026-10-05&to=2026-10-01');
    expect(reversed.statusCode).toBe(422);
  });
});

describe('GET /t/:code', () => {
  it('counts the click and redirects to the landing page with the UTM values, the code and the product', async () => {
    const link = await create({ campaign: 'Redirect' });
    const response = await follow(link.code);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location), 'http://x');
    expect(location.pathname).toBe('/tl-finserve');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      utm_source: 'whatsapp',
      utm_medium: 'social',
      utm_campaign: 'diwali_2026',
      utm_content: link.code,
      product: 'pl',
    });
    await follow(link.code);
    expect(await clicksOf(link.id)).toBe(2);

    // Counted live: today's figures hold the clicks at once, the report presets (ending yesterday) do not yet.
    const today = await listPage(`q=${link.code}&preset=today`);
    expect(today.items.map((row) => row.counts.clicks)).toEqual([2]);
    const lastWeek = await listPage(`q=${link.code}&preset=last_7_days`);
    expect(lastWeek.items.map((row) => row.counts.clicks)).toEqual([0]);
  });

  it('sends a switched-off link to the home page without campaign values, counting nothing, until switched on', async () => {
    const link = await create({ campaign: 'Switched' });
    const off = await post(`/api/admin/tracking-links/${link.id}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ data: { active: false }, message: expect.stringContaining('off') });
    const response = await follow(link.code);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(await clicksOf(link.id)).toBe(0);

    expect((await post(`/api/admin/tracking-links/${link.id}/active`, { active: true })).statusCode).toBe(200);
    await follow(link.code);
    expect(await clicksOf(link.id)).toBe(1);
    const audit = await t.db
      .select({ action: audit_log.action, old: audit_log.old_value, new: audit_log.new_value })
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'tracking_link'), eq(audit_log.entity_id, String(link.id))))
      .orderBy(audit_log.id);
    expect(audit).toEqual([
      { action: 'tracking_link.create', old: null, new: expect.any(String) },
      { action: 'tracking_link.disable', old: 'true', new: 'false' },
      { action: 'tracking_link.enable', old: 'false', new: 'true' },
    ]);
  });

  it("lands on its partner's page as it is now when the partner's key was changed", async () => {
    const renamed = await createPartner(t.db, { key: 'tl-before', name: 'Renamed' });
    const link = await create({ partner_id: renamed.id, campaign: 'Renamed' });
    await t.db.update(partners).set({ key: 'tl-after' }).where(eq(partners.id, renamed.id));
    const response = await follow(link.code);
    expect(String(response.headers.location)).toMatch(/^\/tl-after\?utm_source=whatsapp&/);
    expect(await clicksOf(link.id)).toBe(1);
  });

  it.each(['zzzzzzzz', 'NOT-A-CODE!', 'x'])('sends the unknown code %s to the home page', async (code) => {
    const response = await follow(encodeURIComponent(code));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('answers 404 for switching a link that does not exist', async () => {
    expect((await post('/api/admin/tracking-links/999999/active', { active: false })).statusCode).toBe(404);
  });
});

describe('QR codes', () => {
  it('draws the short URL on the origin asked for as a PNG that decodes back to it', async () => {
    const link = await create({ campaign: 'QR' });
    const response = await call(
      t,
      tokens.admin,
      { method: 'GET', url: `/api/admin/tracking-links/${link.id}/qr?format=png` },
      {
        host: 'saakh.example.in',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tracking-link-${link.code}.png"`);
    const png = PNG.sync.read(response.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`http://saakh.example.in/t/${link.code}`);
  });

  it('draws it as SVG too', async () => {
    const link = await create({ campaign: 'QR SVG' });
    const response = await get(`/api/admin/tracking-links/${link.id}/qr?format=svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('refuses an unknown format with 422 and an unknown link with 404', async () => {
    expect((await get('/api/admin/tracking-links/1/qr?format=gif')).statusCode).toBe(422);
    expect((await get('/api/admin/tracking-links/999999/qr?format=png')).statusCode).toBe(404);
  });
});

describe("a link's figures over a range", () => {
  // Days are India's: 1 to 7 October 2026 run from 30 Sep 18:30 UTC up to 7 Oct 18:30 UTC.
  const at = (iso: string) => new Date(iso);
  let a: TrackingLink;
  let b: TrackingLink;

  async function event(
    userId: number | null,
    name: 'landing' | 'otp_verified' | 'offer_selected',
    when: string,
    content?: string,
    product?: 'cards' | 'insurance',
  ) {
    await t.db.insert(tracking_events).values({
      event: name,
      category_id: 1,
      goal_id: 3,
      user_id: userId,
      partner_id: partner.id,
      utms: content ? { utm_source: 'whatsapp', utm_content: content } : { utm_source: 'whatsapp' },
      product: product ?? null,
      created_at: at(when),
    });
  }

  beforeAll(async () => {
    const figuresPartner = await createPartner(t.db, { key: 'tl-figures', name: 'Figures' });
    a = await create({ partner_id: figuresPartner.id, campaign: 'Figures A' });
    b = await create({ partner_id: figuresPartner.id, campaign: 'Figures B' });
    const lender = await createLender(t.db);

    // Clicks of A: the first instant of the range and the last one count; the instant after it and a day before do not.
    for (const when of ['2026-09-30T18:30:00Z', '2026-10-04T10:00:00Z', '2026-10-07T18:29:59Z']) {
      await t.db.insert(tracking_link_clicks).values({ link_id: a.id, created_at: at(when) });
    }
    for (const when of ['2026-10-07T18:30:00Z', '2026-09-29T10:00:00Z']) {
      await t.db.insert(tracking_link_clicks).values({ link_id: a.id, created_at: at(when) });
    }
    await t.db.insert(tracking_link_clicks).values({ link_id: b.id, created_at: at('2026-10-02T10:00:00Z') });

    // u1 came through A and verified in the range; a loan made in the range is disbursed in it.
    const u1 = await createCustomer(t.db);
    await event(u1.id, 'otp_verified', '2026-10-02T05:00:00Z', a.code);
    await createApplication(t.db, {
      userId: u1.id,
      lenderId: lender.id,
      created_at: at('2026-10-03T05:00:00Z'),
      status: 'disbursed',
      disbursed_on: '2026-10-05',
    });

    // u2 came through A first (before the range), later through B: everything is A's (first touch). Their OTP in
    // the range, a loan and a card click-out in it count as two applications of A.
    const u2 = await createCustomer(t.db);
    await event(u2.id, 'landing', '2026-09-20T05:00:00Z', a.code);
    await event(u2.id, 'otp_verified', '2026-10-01T05:00:00Z', b.code);
    await createApplication(t.db, { userId: u2.id, lenderId: lender.id, created_at: at('2026-10-04T05:00:00Z') });
    await event(u2.id, 'offer_selected', '2026-10-04T06:00:00Z', b.code, 'cards');

    // u3 came through B; a loan from before that is not B's, one after it is, disbursed after the range.
    const u3 = await createCustomer(t.db);
    await createApplication(t.db, { userId: u3.id, lenderId: lender.id, created_at: at('2026-10-01T05:00:00Z') });
    await event(u3.id, 'otp_verified', '2026-10-03T05:00:00Z', b.code);
    await createApplication(t.db, {
      userId: u3.id,
      lenderId: lender.id,
      created_at: at('2026-10-06T05:00:00Z'),
      status: 'disbursed',
      disbursed_on: '2026-10-08',
    });

    // u4 carried a code that is no link's, then A's; an OTP event without any code after that is still A's.
    const u4 = await createCustomer(t.db);
    await event(u4.id, 'landing', '2026-10-01T04:00:00Z', 'not-a-link');
    await event(u4.id, 'landing', '2026-10-02T04:00:00Z', a.code);
    await event(u4.id, 'otp_verified', '2026-10-02T04:05:00Z');

    // u5 verified through A after the range; an anonymous landing through A is nobody's.
    const u5 = await createCustomer(t.db);
    await event(u5.id, 'otp_verified', '2026-10-09T05:00:00Z', a.code);
    await event(null, 'landing', '2026-10-03T05:00:00Z', a.code);
  });

  it('counts clicks, OTP verified, applications and disbursals per link, as worked out by hand', async () => {
    const page = await listPage('q=Figures&preset=custom_range&from=2026-10-01&to=2026-10-07');
    const byCampaign = Object.fromEntries(page.items.map((link) => [link.campaign, link.counts]));
    expect(byCampaign).toEqual({
      'Figures A': { clicks: 3, otp_verified: 3, applications: 3, disbursals: 1 },
      'Figures B': { clicks: 1, otp_verified: 1, applications: 1, disbursals: 0 },
    });
  });

  it('counts a single day: 8 October holds only u3’s disbursal and the click after the range', async () => {
    const page = await listPage('q=Figures&preset=custom_range&from=2026-10-08&to=2026-10-08');
    const byCampaign = Object.fromEntries(page.items.map((link) => [link.campaign, link.counts]));
    expect(byCampaign).toEqual({
      'Figures A': { clicks: 1, otp_verified: 0, applications: 0, disbursals: 0 },
      'Figures B': { clicks: 0, otp_verified: 0, applications: 0, disbursals: 1 },
    });
  });

  it('counts links on other pages only when their page is asked for', async () => {
    const page = await listPage(
      'q=Figures&pageSize=1&page=2&sort=campaign&preset=custom_range&from=2026-10-01&to=2026-10-07',
    );
    expect(page.items.map((link) => [link.campaign, link.counts.clicks])).toEqual([['Figures B', 1]]);
  });
});

describe('access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/tracking-links' },
      { method: 'POST', url: '/api/admin/tracking-links', payload: { campaign: 'x' } },
      { method: 'POST', url: '/api/admin/tracking-links/1/active', payload: { active: false } },
      { method: 'GET', url: '/api/admin/tracking-links/1/qr?format=png' },
    ],
  );

  it('lets anyone follow a short link', async () => {
    const link = await create({ partner_id: other.id, campaign: 'Public' });
    expect((await follow(link.code)).statusCode).toBe(302);
  });
});
