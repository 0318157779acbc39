import { describe, expect, it } from 'vitest';
import {
  campaignInputSchema,
  isStopReply,
  optOutInputSchema,
  renderTemplate,
  segmentSchema,
  templateInputSchema,
  variablesOf,
} from './messaging';

const sms = {
  channel: 'sms',
  name: 'Loan approved',
  category: 'transactional',
  event: 'approved',
  body_en: 'Hi {{first_name}}, {{lender_name}} approved {{amount}}',
  body_hi: 'नमस्ते {{first_name}}, {{lender_name}} ने {{amount}} स्वीकृत किया',
  dlt_entity_id: '1101234567890123456',
  dlt_header: 'saakhm',
  dlt_template_id: '1107161234567890123',
};

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('template rules', () => {
  it('accepts a complete SMS template and upper-cases its header', () => {
    const parsed = templateInputSchema.parse(sms);
    expect(parsed.dlt_header).toBe('SAAKHM');
    expect(parsed.event).toBe('approved');
  });

  it('names each missing or malformed DLT field', () => {
    expect(
      issues(templateInputSchema.safeParse({ ...sms, dlt_entity_id: '', dlt_header: '', dlt_template_id: '' })),
    ).toEqual({
      dlt_entity_id: 'dltEntityIdRequired',
      dlt_header: 'dltHeaderRequired',
      dlt_template_id: 'dltTemplateIdRequired',
    });
    expect(
      issues(
        templateInputSchema.safeParse({
          ...sms,
          dlt_entity_id: '12345',
          dlt_header: 'SAAK1M',
          dlt_template_id: 'x'.repeat(19),
        }),
      ),
    ).toEqual({
      dlt_entity_id: 'dltEntityIdInvalid',
      dlt_header: 'dltHeaderInvalid',
      dlt_template_id: 'dltTemplateIdInvalid',
    });
  });

  it('needs the same variables in Hindi as in English, in any order, and only declared ones', () => {
    expect(
      templateInputSchema.safeParse({ ...sms, body_hi: '{{amount}} {{lender_name}} {{first_name}}' }).success,
    ).toBe(true);
    expect(issues(templateInputSchema.safeParse({ ...sms, body_hi: '{{first_name}}' }))).toEqual({
      body_hi: 'templateVariablesDiffer',
    });
    expect(issues(templateInputSchema.safeParse({ ...sms, body_en: '{{pan}}', body_hi: '{{pan}}' }))).toEqual({
      body_en: 'templateVariableUnknown',
      body_hi: 'templateVariableUnknown',
    });
  });

  it('keeps a status event to transactional templates; WhatsApp needs its approved name, e-mail its subjects', () => {
    expect(issues(templateInputSchema.safeParse({ ...sms, category: 'promotional' }))).toEqual({
      event: 'templateEventTransactional',
    });
    const whatsapp = { ...sms, channel: 'whatsapp', dlt_entity_id: null, whatsapp_template: '' };
    expect(issues(templateInputSchema.safeParse(whatsapp))).toEqual({ whatsapp_template: 'whatsappTemplateRequired' });
    const email = { ...sms, channel: 'email', subject_en: 'Approved', subject_hi: '' };
    expect(issues(templateInputSchema.safeParse(email))).toEqual({ subject_hi: 'subjectRequired' });
    expect(issues(templateInputSchema.safeParse({ ...email, subject_hi: 'स्वीकृत {{amount}}' }))).toEqual({
      subject_hi: 'templateVariablesDiffer',
    });
  });
});

describe('rendering', () => {
  it('finds variables and fills them, blank when missing', () => {
    expect(variablesOf('Hi {{ first_name }}, {{amount}} {{first_name}}')).toEqual(['first_name', 'amount']);
    expect(renderTemplate('Hi {{first_name}} {{ amount }} {{link}}', { first_name: 'Asha', amount: '₹5,000' })).toBe(
      'Hi Asha ₹5,000 ',
    );
  });
});

describe('segments, campaigns, the STOP list', () => {
  it('refuses a date range that ends before it starts, and a campaign time that is not an instant', () => {
    expect(issues(segmentSchema.safeParse({ from: '2026-11-20', to: '2026-11-01' }))).toEqual({
      to: 'segmentRangeInvalid',
    });
    expect(segmentSchema.parse({ product: '', partnerId: '12' })).toEqual({ product: null, partnerId: 12 });
    const campaign = { name: 'Diwali', template_id: 3, segment: {}, send_at: 'tomorrow', confirmed_recipients: 4 };
    expect(issues(campaignInputSchema.safeParse(campaign))).toEqual({ send_at: 'campaignTimeInvalid' });
  });

  it('needs the recipient count the sender confirmed before a campaign goes', () => {
    const campaign = { name: 'Diwali', template_id: 3, segment: {}, send_at: null };
    expect(issues(campaignInputSchema.safeParse(campaign))).toEqual({
      confirmed_recipients: 'campaignConfirmRequired',
    });
    expect(campaignInputSchema.parse({ ...campaign, confirmed_recipients: '12' }).confirmed_recipients).toBe(12);
  });

  it('checks an opt-out address by channel and keeps e-mail in lower case', () => {
    expect(optOutInputSchema.parse({ channel: 'email', address: 'Asha@Example.in' })).toEqual({
      channel: 'email',
      address: 'asha@example.in',
    });
    expect(issues(optOutInputSchema.safeParse({ channel: 'sms', address: 'asha@example.in' }))).toEqual({
      address: 'optOutAddressInvalid',
    });
  });

  it('knows a STOP reply in English and Hindi, whatever its case', () => {
    expect(['stop', ' STOP please', 'Unsubscribe', 'रोकें'].map(isStopReply)).toEqual([true, true, true, true]);
    expect(isStopReply('do not stop my loan')).toBe(false);
  });
});
