/**
 * Hindi everywhere (issue 13, decision 025): admins enter a Hindi value beside each English text customers read;
 * customers reading Hindi get it, English where no Hindi exists yet; the missing-Hindi check lists what lacks Hindi,
 * for admin role 1 only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissingHindiPage } from '@saakh/domain/hindi-content';
import { GRIEVANCE_CONTACT, GRIEVANCE_CONTACT_HI } from '@saakh/domain/kfs';
import { audit_log } from '../../db/schema/audit';
import { credit_cards, lenders } from '../../db/schema/catalogue';
import { createCreditCard, createLender } from '../../test/factories';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import { startJourney } from '../offers/offers.fixtures';

let t: TestApp;
let tokens: CatalogueTokens;
let customer: { token: string; userId: number };
let appId: number;
let bilingual: number;
let englishOnly: number;
let card: number;

const offer = { so_status: 1, so_date_start: '2020-01-01', so_date_end: '2099-12-31' };

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  bilingual = (
    await createLender(t.db, {
      name: 'DuoBank',
      ...offer,
      so_text: 'Zero processing fee this month',
      so_text_hi: 'इस महीने कोई प्रोसेसिंग शुल्क नहीं',
      age_text: '21 to 60 years',
      age_text_hi: '21 से 60 वर्ष',
    })
  ).id;
  englishOnly = (
    await createLender(t.db, { name: 'SoloBank', ...offer, so_text: 'Cashback on the first EMI', so_text_hi: '  ' })
  ).id;
  card = (
    await createCreditCard(t.db, {
      category_name: 'Duo Rewards Card',
      category_name_hi: 'डुओ रिवॉर्ड्स कार्ड',
      key_feature: '5% back on groceries',
      key_feature_hi: null,
      marketing_bullets: ['No joining fee', 'Airport lounges'],
      marketing_bullets_hi: ['कोई जॉइनिंग शुल्क नहीं', 'एयरपोर्ट लाउंज'],
    })
  ).category_id;
  customer = await loginCustomer(t, '9876500071');
  appId = await startJourney(t, customer.token);
});
afterAll(async () => t.close());

type OfferJson = { lenderId: number; specialOffer: { text: string } | null };
const offersIn = async (language: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/offers/${appId}`,
      headers: { ...bearer(customer.token), 'accept-language': language },
    })
  ).json().data.offers as OfferJson[];
const specialOf = (offers: OfferJson[], id: number) => offers.find((item) => item.lenderId === id)?.specialOffer?.text;

const missing = async (query = '') => {
  const response = await call(t, tokens.admin, { method: 'GET', url: `/api/admin/missing-hindi?pageSize=200${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as MissingHindiPage;
};

describe('customers read admin-entered content in their language', () => {
  it('answers the Hindi special offer in Hindi and the English one where Hindi is blank', async () => {
    const hindi = await offersIn('hi');
    expect(specialOf(hindi, bilingual)).toBe('इस महीने कोई प्रोसेसिंग शुल्क नहीं');
    expect(specialOf(hindi, englishOnly)).toBe('Cashback on the first EMI');
    const english = await offersIn('en-IN,en;q=0.9');
    expect(specialOf(english, bilingual)).toBe('Zero processing fee this month');
  });

  it('names the grievance officer in Hindi on a Hindi KFS and in English otherwise', async () => {
    const kfs = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/offers/${appId}/kfs/${bilingual}`,
          headers: { ...bearer(customer.token), 'accept-language': language },
        })
      ).json().data as { grievance: { name: string; address: string; email: string } };
    const hindi = await kfs('hi');
    expect(hindi.grievance).toMatchObject({ ...GRIEVANCE_CONTACT_HI, email: GRIEVANCE_CONTACT.email });
    expect((await kfs('en')).grievance.name).toBe(GRIEVANCE_CONTACT.name);
  });

  it('answers a card in Hindi field by field, with English where a field has no Hindi', async () => {
    const cards = async (language: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/credit-cards', headers: { 'accept-language': language } })).json()
        .data as { category_id: number; category_name: string; key_feature: string; marketing_bullets: string[] }[];
    const hindi = (await cards('hi')).find((item) => item.category_id === card);
    expect(hindi).toMatchObject({
      category_name: 'डुओ रिवॉर्ड्स कार्ड',
      key_feature: '5% back on groceries',
      marketing_bullets: ['कोई जॉइनिंग शुल्क नहीं', 'एयरपोर्ट लाउंज'],
    });
    const english = (await cards('en')).find((item) => item.category_id === card);
    expect(english).toMatchObject({
      category_name: 'Duo Rewards Card',
      marketing_bullets: ['No joining fee', 'Airport lounges'],
    });
  });
});

describe('partners read the eligibility texts in their language', () => {
  it('answers the Hindi eligibility text to a partner reading Hindi and the English where Hindi is missing', async () => {
    const rows = async (language: string) =>
      (
        await call(
          t,
          tokens.partner,
          { method: 'GET', url: '/api/partner/get-eligibility-criteria' },
          {
            'accept-language': language,
          },
        )
      ).json().data as { name: string; age: string | null; cibil: string | null }[];
    const hindi = (await rows('hi')).find((row) => row.name === 'DuoBank');
    expect(hindi?.age).toBe('21 से 60 वर्ष');
    expect((await rows('en')).find((row) => row.name === 'DuoBank')?.age).toBe('21 to 60 years');
    await t.db.update(lenders).set({ age_text_hi: ' ' }).where(eq(lenders.id, bilingual));
    expect((await rows('hi')).find((row) => row.name === 'DuoBank')?.age).toBe('21 to 60 years');
    await t.db.update(lenders).set({ age_text_hi: '21 से 60 वर्ष' }).where(eq(lenders.id, bilingual));
  });
});

describe('admins edit the Hindi values', () => {
  it("saves a lender's Hindi special offer beside the English one and audits it", async () => {
    const response = await call(t, tokens.admin, {
      method: 'POST',
      url: '/api/update-lender-data',
      payload: { lender_id: englishOnly, property: 'so_text_hi', value: 'पहली EMI पर कैशबैक' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      so_text: 'Cashback on the first EMI',
      so_text_hi: 'पहली EMI पर कैशबैक',
    });
    expect(specialOf(await offersIn('hi'), englishOnly)).toBe('पहली EMI पर कैशबैक');
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.entity, 'lender'),
          eq(audit_log.entity_id, String(englishOnly)),
          eq(audit_log.field, 'so_text_hi'),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it("saves a card's Hindi bullets and refuses a Hindi name over 80 characters, changing nothing", async () => {
    const update = (property: string, value: unknown) =>
      call(t, tokens.admin, {
        method: 'POST',
        url: '/api/update-credit-card-data',
        payload: { category_id: card, property, value },
      });
    expect((await update('key_feature_hi', 'किराने पर 5% वापस')).statusCode).toBe(200);
    const tooLong = await update('category_name_hi', 'क'.repeat(81));
    expect(tooLong.statusCode).toBe(422);
    const [row] = await t.db.select().from(credit_cards).where(eq(credit_cards.category_id, card));
    expect(row).toMatchObject({ category_name_hi: 'डुओ रिवॉर्ड्स कार्ड', key_feature_hi: 'किराने पर 5% वापस' });
  });
});

describe('GET /api/admin/missing-hindi', () => {
  it('lists every English text without Hindi, blank Hindi counting as missing, and nothing that has Hindi', async () => {
    const fresh = (await createLender(t.db, { name: 'GapBank', so_text: 'Festive rate', cibil_text: 'CIBIL 700+' })).id;
    const page = await missing('&entity=lender&q=GapBank');
    expect(page.items.map((item) => item.field).sort()).toEqual(['cibil_text', 'so_text']);
    expect(page.items[0]).toMatchObject({ entity: 'lender', id: fresh, name: 'GapBank (PL)' });
    expect(page.total).toBe(2);
    const duo = await missing('&q=DuoBank');
    expect(duo.items).toEqual([]);
    await t.db.update(lenders).set({ cibil_text_hi: 'CIBIL 700+ आवश्यक' }).where(eq(lenders.id, fresh));
    expect((await missing('&q=GapBank')).items.map((item) => item.field)).toEqual(['so_text']);
  });

  it("lists a lender's display name and charges without Hindi (issue 29)", async () => {
    const id = (
      await createLender(t.db, {
        name: 'ChargeBank',
        display_name: 'Charge Bank',
        penal_charges: '2% a month on the overdue amount',
        bounce_charges: '₹500 for each bounced EMI',
        bounce_charges_hi: 'हर बाउंस EMI पर ₹500',
      })
    ).id;
    const page = await missing('&entity=lender&q=Charge Bank');
    expect(page.items.map((item) => item.field).sort()).toEqual(['display_name', 'penal_charges']);
    expect(page.items.find((item) => item.field === 'penal_charges')).toMatchObject({
      id,
      english: '2% a month on the overdue amount',
    });
  });

  it('lists card fields and bullets lacking Hindi, with the English value', async () => {
    const bare = (
      await createCreditCard(t.db, {
        category_name: 'Bare Card',
        key_feature: null,
        marketing_bullets: ['Fuel surcharge waiver'],
      })
    ).category_id;
    const page = await missing('&entity=credit_card&q=Bare Card');
    expect(page.items).toEqual([
      { entity: 'credit_card', id: bare, name: 'Bare Card', field: 'category_name', english: 'Bare Card' },
      {
        entity: 'credit_card',
        id: bare,
        name: 'Bare Card',
        field: 'marketing_bullets',
        english: 'Fuel surcharge waiver',
      },
    ]);
  });

  it('pages the list with a total and refuses an unknown entity with 422', async () => {
    const first = await call(t, tokens.admin, { method: 'GET', url: '/api/admin/missing-hindi?pageSize=1&sort=-name' });
    const data = first.json().data as MissingHindiPage;
    expect(data.items).toHaveLength(1);
    expect(data.total).toBeGreaterThanOrEqual(3);
    const beyond = (
      await call(t, tokens.admin, { method: 'GET', url: `/api/admin/missing-hindi?pageSize=1&page=${data.total + 1}` })
    ).json().data as MissingHindiPage;
    expect(beyond).toMatchObject({ items: [], total: data.total });
    const bad = await call(t, tokens.admin, { method: 'GET', url: '/api/admin/missing-hindi?entity=partner' });
    expect(bad.statusCode).toBe(422);
  });

  itAllowsOnlyAdminRoleOne(() => ({ t, tokens }), [{ method: 'GET', url: '/api/admin/missing-hindi' }]);
});
