/**
 * Demo content for messaging (/admin/messaging): status templates for submitted, approved, rejected and disbursed on
 * SMS (with DLT ids), WhatsApp and e-mail in English and Hindi, one promotional SMS template, a finished campaign
 * with its delivery log, and two weeks of status messages for the chart. Runs once, after the demo activity.
 */
import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@saakh/domain/applications';
import type { Executor } from '../client';
import { message_campaigns, message_templates } from '../schema/messaging';
import { writeCampaignBatch, writeStatusMessages } from '../../modules/messaging/messaging.service';
import { rowsOf } from '../sql';

const ENTITY_ID = '1101456789012345678';
const HEADER = 'SAAKHM';

type StatusText = { en: string; hi: string; subjectEn: string; subjectHi: string; dlt: string; whatsapp: string };

const statusTexts: Partial<Record<ApplicationStatus, StatusText>> = {
  submitted: {
    en: 'Hi {{first_name}}, your loan application {{application_id}} for {{amount}} has been sent to {{lender_name}}. Key Facts Statement: {{kfs_link}} Track it at {{link}} - Saakh',
    hi: 'नमस्ते {{first_name}}, {{amount}} के लिए आपका लोन आवेदन {{application_id}} {{lender_name}} को भेज दिया गया है। मुख्य तथ्य विवरण: {{kfs_link}} स्थिति देखें: {{link}} - साख',
    subjectEn: 'Your application to {{lender_name}} has been sent',
    subjectHi: 'आपका आवेदन {{lender_name}} को भेज दिया गया है',
    dlt: '1107170000000000101',
    whatsapp: 'application_submitted',
  },
  approved: {
    en: 'Good news {{first_name}}! {{lender_name}} has approved your loan of {{amount}} (application {{application_id}}). Next steps: {{link}} - Saakh',
    hi: 'खुशखबरी {{first_name}}! {{lender_name}} ने आपका {{amount}} का लोन स्वीकृत कर दिया है (आवेदन {{application_id}})। आगे क्या करें: {{link}} - साख',
    subjectEn: 'Your loan of {{amount}} is approved',
    subjectHi: 'आपका {{amount}} का लोन स्वीकृत हो गया है',
    dlt: '1107170000000000102',
    whatsapp: 'application_approved',
  },
  rejected: {
    en: 'Hi {{first_name}}, {{lender_name}} could not approve application {{application_id}} this time. See other offers for you: {{link}} - Saakh',
    hi: 'नमस्ते {{first_name}}, {{lender_name}} इस बार आवेदन {{application_id}} स्वीकृत नहीं कर सका। आपके लिए दूसरे ऑफ़र देखें: {{link}} - साख',
    subjectEn: 'An update on your application to {{lender_name}}',
    subjectHi: '{{lender_name}} को आपके आवेदन पर अपडेट',
    dlt: '1107170000000000103',
    whatsapp: 'application_rejected',
  },
  disbursed: {
    en: 'Hi {{first_name}}, {{lender_name}} has disbursed {{amount}} for application {{application_id}}. Details: {{link}} - Saakh',
    hi: 'नमस्ते {{first_name}}, {{lender_name}} ने आवेदन {{application_id}} के लिए {{amount}} वितरित कर दिए हैं। विवरण: {{link}} - साख',
    subjectEn: '{{amount}} has been disbursed',
    subjectHi: '{{amount}} वितरित कर दिए गए हैं',
    dlt: '1107170000000000104',
    whatsapp: 'loan_disbursed',
  },
};

const labels: Record<string, string> = {
  submitted: 'Application sent',
  approved: 'Loan approved',
  rejected: 'Application not approved',
  disbursed: 'Loan disbursed',
};

export async function seedMessaging(tx: Executor): Promise<void> {
  const templates = Object.entries(statusTexts).flatMap(([event, text]) => [
    {
      channel: 'sms' as const,
      name: `${labels[event]} (SMS)`,
      category: 'transactional' as const,
      event,
      body_en: text.en,
      body_hi: text.hi,
      dlt_entity_id: ENTITY_ID,
      dlt_header: HEADER,
      dlt_template_id: text.dlt,
    },
    {
      channel: 'whatsapp' as const,
      name: `${labels[event]} (WhatsApp)`,
      category: 'transactional' as const,
      event,
      body_en: text.en,
      body_hi: text.hi,
      whatsapp_template: text.whatsapp,
    },
    {
      channel: 'email' as const,
      name: `${labels[event]} (e-mail)`,
      category: 'transactional' as const,
      event,
      subject_en: text.subjectEn,
      subject_hi: text.subjectHi,
      body_en: text.en,
      body_hi: text.hi,
    },
  ]);
  await tx.insert(message_templates).values(templates).onConflictDoNothing();
  const [promotional] = await tx
    .insert(message_templates)
    .values({
      channel: 'sms',
      name: 'Festive personal loan offer',
      category: 'promotional',
      body_en:
        'Hi {{first_name}}, this festive season get a personal loan from 10.49% p.a. with instant approval on Saakh. Check your offer: {{link}} Reply STOP to opt out',
      body_hi:
        'नमस्ते {{first_name}}, इस त्योहार साख पर 10.49% सालाना से पर्सनल लोन, तुरंत मंज़ूरी के साथ। अपना ऑफ़र देखें: {{link}} बंद करने के लिए STOP भेजें',
      dlt_entity_id: ENTITY_ID,
      dlt_header: HEADER,
      dlt_template_id: '1107170000000000201',
    })
    .onConflictDoNothing()
    .returning();
  if (!promotional) return;

  // A finished campaign two days ago at 11:00 India time, to customers with a personal-loan application.
  const sentAt = sql`date_trunc('day', now() at time zone 'Asia/Kolkata' - interval '2 days') + interval '11 hours'`;
  const [started] = await rowsOf<{ at: Date }>(tx, sql`select (${sentAt}) at time zone 'Asia/Kolkata' as at`);
  const at = new Date(started?.at ?? Date.now());
  const segment = { product: 'pl' as const };
  const [campaign] = await tx
    .insert(message_campaigns)
    .values({
      name: 'Festive offer: personal loans',
      template_id: promotional.id,
      segment,
      status: 'sent',
      scheduled_at: at,
      started_at: at,
      created_at: at,
    })
    .returning();
  if (!campaign) return;
  const { ids } = await writeCampaignBatch(
    tx,
    { id: campaign.id, templateId: promotional.id, segment, createdBy: null },
    'sms',
    0,
    120,
  );
  await settle(tx, ids, at, 'campaign');
  await tx.execute(sql`
    update message_campaigns set recipients = ${ids.length}, finished_at = ${new Date(at.getTime() + 10 * 60_000)}
    where id = ${campaign.id}`);

  // Status messages of recent applications, spread over the last two weeks.
  const recent = await rowsOf<{ id: string }>(
    tx,
    sql`select id from applications where status in ('submitted', 'approved', 'rejected', 'disbursed')
        order by updated_at desc, id limit 150`,
  );
  const statusIds = await writeStatusMessages(tx, {
    applicationIds: recent.map((row) => row.id),
    source: 'status_change',
    createdBy: null,
  });
  await settle(tx, statusIds, null, 'status');
}

/** Messages as they went: mostly delivered, some failed with the gateway's reason, e-mails without address skipped. */
async function settle(tx: Executor, ids: number[], at: Date | null, kind: string): Promise<void> {
  if (ids.length === 0) return;
  const list = `{${ids.join(',')}}`;
  const created = at ? sql`${at}::timestamptz` : sql`now() - ((id % 14) || ' days')::interval - interval '3 hours'`;
  await tx.execute(sql`
    update messages set
      created_at = ${created},
      body = replace(body, '{{link}}', 'https://saakh.in/user'),
      subject = replace(subject, '{{link}}', 'https://saakh.in/user'),
      status = case
        when to_address is null then 'skipped'
        when id % 23 = 0 then 'failed'
        when id % 31 = 0 then 'sent'
        else 'delivered' end,
      skip_reason = case when to_address is null then 'no_address' end,
      error = case when to_address is not null and id % 23 = 0 then 'Number not reachable (DLR: UNDELIV)' end,
      provider = case when to_address is not null then 'local' end,
      provider_message_id = case when to_address is not null then ${`demo-${kind}-`} || id end,
      attempts = case when to_address is not null then 1 else 0 end
    where id = any(${list}::int[])`);
  await tx.execute(sql`
    update messages set
      sent_at = case when status in ('sent', 'delivered', 'failed') then created_at + interval '40 seconds' end,
      delivered_at = case when status = 'delivered' then created_at + interval '75 seconds' end,
      failed_at = case when status = 'failed' then created_at + interval '90 seconds' end
    where id = any(${list}::int[])`);
}
