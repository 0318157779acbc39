import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '@saakh/domain/audit';
import en from '@/locales/en/admin-catalogue.json';
import hi from '@/locales/hi/admin-catalogue.json';
import { describeChange } from './describe-change';

let english: TFunction;
let hindi: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { 'admin-catalogue': en }, hi: { 'admin-catalogue': hi } },
    defaultNS: 'admin-catalogue',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  english = i18n.getFixedT('en', 'admin-catalogue');
  hindi = i18n.getFixedT('hi', 'admin-catalogue');
});

const row = (values: Partial<AuditRow>): AuditRow => ({
  id: 1,
  action: 'lender.update',
  field: null,
  old_value: null,
  new_value: null,
  actor_kind: 'admin',
  actor_id: 3,
  actor_name: 'Asha Rao',
  masquerade_admin_id: null,
  created_at: '2026-11-29T10:00:00.000Z',
  record_name: 'Acme Finance',
  names: {},
  ...values,
});

const lines = (described: ReturnType<typeof describeChange>) =>
  described.details.map((detail) => [detail.label, detail.old, detail.new]);

describe('describeChange', () => {
  it('reads an API key creation as a sentence with the partner named, in English and Hindi', () => {
    const change = row({
      action: 'partner_api_key.create',
      field: 'api_key',
      new_value: '{"id":4,"prefix":"sk_live_ab","mode":"live"}',
    });
    const inEnglish = describeChange(change, 9, english, 'en');
    expect(inEnglish.sentence).toBe('Asha Rao created an API key for partner Acme Finance');
    expect(lines(inEnglish)).toEqual([
      ['Id', null, '4'],
      ['Key prefix', null, 'sk_live_ab'],
      ['Mode', null, 'Live'],
    ]);
    expect(describeChange(change, 9, hindi, 'hi').sentence).toBe('Asha Rao ने पार्टनर Acme Finance के लिए API कुंजी बनाई');
  });

  it('names the partner user a masquerade points at instead of showing its id or JSON', () => {
    const described = describeChange(
      row({
        action: 'masquerade.start',
        new_value: '{"partnerUserId":1}',
        names: { 'partner_user:1': 'Ravi Kumar' },
      }),
      9,
      english,
      'en',
    );
    expect(described.sentence).toBe('Asha Rao logged in as partner Acme Finance');
    expect(lines(described)).toEqual([['Partner user', null, 'Ravi Kumar']]);
  });

  it('formats money in rupees with Indian grouping, flags as Yes/No and days as dates', () => {
    const money = describeChange(
      row({ field: 'min_income', old_value: '250000', new_value: '1500000' }),
      9,
      english,
      'en',
    );
    expect(money.sentence).toBe('Asha Rao changed Monthly income (min) of lender Acme Finance');
    expect(lines(money)).toEqual([['Monthly income (min)', '₹2,50,000', '₹15,00,000']]);

    const flag = describeChange(row({ field: 'autosubmission', old_value: '0', new_value: '1' }), 9, english, 'en');
    expect(lines(flag)).toEqual([['Auto Submission', 'No', 'Yes']]);

    const day = describeChange(
      row({ field: 'so_date_end', old_value: null, new_value: '2026-01-23' }),
      9,
      english,
      'en',
    );
    expect(lines(day)[0]?.[2]).toBe('23 Jan 2026');
  });

  it("names every record of a list of ids, such as a lender's groups", () => {
    const described = describeChange(
      row({
        field: 'lender_group_ids',
        old_value: '[1]',
        new_value: '[1,2]',
        names: { 'lender_group:1': 'Banks', 'lender_group:2': 'NBFCs' },
      }),
      9,
      english,
      'en',
    );
    expect(lines(described)).toEqual([['Lender groups', 'Banks', 'Banks, NBFCs']]);
  });

  it('labels states and falls back to a readable label for a field it does not know', () => {
    const described = describeChange(
      row({
        action: 'partner_bank_change.reject',
        field: 'status',
        old_value: 'pending',
        new_value: '{"status":"rejected","brand_new_field":"x"}',
      }),
      5,
      english,
      'en',
    );
    expect(lines(described)).toEqual([
      ['Status', 'Pending', null],
      ['Status', null, 'Rejected'],
      ['Brand new field', null, 'x'],
    ]);
  });

  it('never shows raw JSON or an action key, whatever the action', () => {
    const described = describeChange(
      row({
        action: 'message_campaign.create',
        actor_name: null,
        actor_kind: 'partner',
        actor_id: 12,
        record_name: null,
        new_value: '{"name":"Diwali","template_id":7,"segment":{"product":"pl","cities":["Pune","Agra"]}}',
        names: { 'message_template:7': 'Diwali offer' },
      }),
      21,
      english,
      'en',
    );
    expect(described.sentence).toBe('Partner user #12 created campaign #21');
    const text = JSON.stringify(lines(described));
    expect(text).toContain('Diwali offer');
    expect(text).toContain('Product: Personal Loans; Cities: Pune, Agra');
    expect(text).not.toMatch(/[{}]|message_campaign/);
  });

  it("reads a lender's document checklist and a document's review in words, in English and Hindi", () => {
    const checklist = row({
      action: 'lender.documents.update',
      field: 'document_checklist',
      old_value: '{"pl":["pan_card"]}',
      new_value: '{"bl":["gst_certificate"],"pl":["pan_card","bank_statement"]}',
    });
    expect(describeChange(checklist, 4, english, 'en').sentence).toBe(
      'Asha Rao changed the documents lender Acme Finance asks for',
    );
    expect(lines(describeChange(checklist, 4, english, 'en'))).toEqual([
      ['Personal loans', 'PAN card', 'PAN card, Bank statement (last 6 months)'],
      ['Business loans', null, 'GST certificate'],
    ]);
    expect(lines(describeChange(checklist, 4, hindi, 'hi'))[1]).toEqual(['बिज़नेस लोन', null, 'GST प्रमाणपत्र']);

    const review = row({
      action: 'application_document.review',
      field: 'pan_card',
      record_name: 'SK-7K3P9Q',
      old_value: '{"file_id":"6f1c2f58-3c0e-4b8e-9a51-1d3f0e1b2c3d","status":"uploaded"}',
      new_value: '{"file_id":"6f1c2f58-3c0e-4b8e-9a51-1d3f0e1b2c3d","status":"rejected","rejection":"other"}',
    });
    const described = describeChange(review, 'a1', english, 'en');
    expect(described.sentence).toBe('Asha Rao reviewed a document of application SK-7K3P9Q');
    // The file is the same before and after, so not shown; a rejection's `other` is read as a rejection's reason,
    // not as another list's "other".
    expect(lines(described)).toEqual([
      ['Status', 'Uploaded', 'Rejected'],
      ['Why it was rejected', null, 'Something else is wrong'],
    ]);
    expect(lines(describeChange(review, 'a1', hindi, 'hi')).at(-1)).toEqual([
      'अस्वीकार करने का कारण',
      null,
      'कुछ और गलत है',
    ]);
  });
});
