/**
 * Messaging's rules (admin /admin/messaging, role 1; decision 021): the template registry (retired, never deleted,
 * since the delivery log points at templates), campaigns to a segment now or at a time, the delivery log and its
 * chart, the STOP list, and the gateways' receipts and inbound replies. Every staff change is audited; addresses
 * are answered masked.
 */
import { maskEmail, maskTail } from '@saakh/domain/masking';
import {
  isStopReply,
  messageStatuses,
  type AudienceInput,
  type Campaign,
  type CampaignInput,
  type CampaignListQuery,
  type CampaignPage,
  type CampaignPreview,
  type CampaignPreviewInput,
  type CampaignTestAnswer,
  type CampaignTestInput,
  type DeliveryLogItem,
  type DeliveryLogPage,
  type DeliveryLogQuery,
  type DeliveryStats,
  type InboundInput,
  type MessageChannel,
  type MessageTemplate,
  type MessageTemplatePage,
  type OptOut,
  type OptOutInput,
  type OptOutListQuery,
  type OptOutPage,
  type TemplateInput,
  type TemplateListQuery,
  type TemplateVariable,
  renderTemplate,
  TEST_SEND_LIMIT,
  TEST_SEND_WINDOW_MINUTES,
} from '@saakh/domain/messaging';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { countRecentActions, recordAudit } from '../audit/audit.service';
import { withdrawByStopReply } from '../consents/consents.service';
import * as repo from './messaging.repository';
import { audienceConsent, campaignAudienceJob, messagingProviders, receiveReceipt } from './sending';

// ---------- templates ----------

function toTemplate(row: repo.TemplateRow): MessageTemplate {
  return {
    id: row.id,
    channel: row.channel,
    name: row.name,
    category: row.category,
    event: (row.event as MessageTemplate['event']) ?? null,
    subject_en: row.subject_en,
    subject_hi: row.subject_hi,
    body_en: row.body_en,
    body_hi: row.body_hi,
    dlt_entity_id: row.dlt_entity_id,
    dlt_header: row.dlt_header,
    dlt_template_id: row.dlt_template_id,
    whatsapp_template: row.whatsapp_template,
    active: row.status === 1,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Variables are stored as {{name}}, so the sender's SQL finds them whatever spacing the editor typed. */
const tidyVariables = (text: string | null) => text?.replace(/\{\{\s*(\w+)\s*\}\}/g, '{{$1}}') ?? null;

function templateValues(input: TemplateInput) {
  const sms = input.channel === 'sms';
  return {
    channel: input.channel,
    name: input.name,
    category: input.category,
    event: input.event,
    subject_en: input.channel === 'email' ? tidyVariables(input.subject_en) : null,
    subject_hi: input.channel === 'email' ? tidyVariables(input.subject_hi) : null,
    body_en: tidyVariables(input.body_en) ?? '',
    body_hi: tidyVariables(input.body_hi) ?? '',
    dlt_entity_id: sms ? input.dlt_entity_id : null,
    dlt_header: sms ? input.dlt_header : null,
    dlt_template_id: sms ? input.dlt_template_id : null,
    whatsapp_template: input.channel === 'whatsapp' ? input.whatsapp_template : null,
  };
}

/** The name of the unique index that refused a write, from the error or the driver error it wraps. */
function constraintOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ('constraint' in current && typeof current.constraint === 'string') return current.constraint;
    current = 'cause' in current ? current.cause : undefined;
  }
  return '';
}

/** A unique index said no: the status already served on the channel, or the name taken on the channel. */
function templateConflict(error: unknown): never {
  if (constraintOf(error) === 'message_templates_event_uq') throw fieldError('event', 'templateEventTaken');
  throw fieldError('name', 'templateNameTaken');
}

export async function listTemplates(deps: Pick<Deps, 'db'>, query: TemplateListQuery): Promise<MessageTemplatePage> {
  const page = await repo.listTemplates(deps.db, query);
  return { ...page, items: page.items.map(toTemplate) };
}

export async function createTemplate(
  deps: Pick<Deps, 'db'>,
  session: Session,
  input: TemplateInput,
): Promise<MessageTemplate> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.insertTemplate(tx, { ...templateValues(input), created_by: session.subjectId });
      await recordAudit(tx, session, [
        { action: 'message_template.create', entity: 'message_template', entityId: row.id, newValue: row.name },
      ]);
      return toTemplate(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) templateConflict(error);
    throw error;
  }
}

export async function updateTemplate(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: TemplateInput,
): Promise<MessageTemplate> {
  try {
    return await deps.db.transaction(async (tx) => {
      const current = await repo.findTemplate(tx, id, true);
      if (!current) throw new AppError('not_found', 'notFound');
      if (current.status !== 1) throw new AppError('conflict', 'templateRetired');
      if (current.channel !== input.channel) throw fieldError('channel', 'templateChannelFixed');
      const values = templateValues(input);
      const row = await repo.updateTemplate(tx, id, values);
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => current[key] !== values[key]);
      await recordAudit(
        tx,
        session,
        changed.map((field) => ({
          action: 'message_template.update' as const,
          entity: 'message_template',
          entityId: id,
          field,
          oldValue: current[field],
          newValue: values[field],
        })),
      );
      return toTemplate(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) templateConflict(error);
    throw error;
  }
}

/** Retires a template: it stays in the log and its campaigns, but serves no status and starts no campaign. */
export async function retireTemplate(deps: Pick<Deps, 'db'>, session: Session, id: number): Promise<MessageTemplate> {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findTemplate(tx, id, true);
    if (!current) throw new AppError('not_found', 'notFound');
    if (current.status !== 1) throw new AppError('conflict', 'templateRetired');
    const row = await repo.updateTemplate(tx, id, { status: 0 });
    await recordAudit(tx, session, [
      { action: 'message_template.retire', entity: 'message_template', entityId: id, oldValue: 1, newValue: 0 },
    ]);
    return toTemplate(row);
  });
}

// ---------- audiences and campaigns ----------

export async function countAudience(deps: Pick<Deps, 'db'>, input: AudienceInput): Promise<number> {
  return repo.countAudience(deps.db, input.channel, input.segment, audienceConsent(input.category));
}

function toCampaign(row: repo.CampaignListRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    template_id: row.template_id,
    template_name: row.template_name,
    channel: row.channel,
    category: row.category,
    segment: row.segment as Record<string, unknown>,
    status: row.status,
    scheduled_at: row.scheduled_at.toISOString(),
    recipients: row.recipients,
    progress: row.progress,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
  };
}

export async function listCampaigns(deps: Pick<Deps, 'db'>, query: CampaignListQuery): Promise<CampaignPage> {
  const page = await repo.listCampaigns(deps.db, query);
  return { ...page, items: page.items.map(toCampaign) };
}

async function campaignOf(deps: Pick<Deps, 'db'>, id: number): Promise<Campaign> {
  const row = await repo.campaignWithProgress(deps.db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return toCampaign(row);
}

export function getCampaign(deps: Pick<Deps, 'db'>, id: number): Promise<Campaign> {
  return campaignOf(deps, id);
}

/** A time a minute or more in the past is refused (a slow form may send "now" a little late). */
const PAST_TOLERANCE_MS = 60_000;

/**
 * A campaign's template, checked for a campaign (active, not following status changes; a transactional one only to an
 * application status), and its audience counted: the one count the confirmation dialog shows and the send checks.
 */
async function campaignAudience(executor: Executor, input: CampaignPreviewInput, lock = false) {
  const template = await repo.findTemplate(executor, input.template_id, lock);
  if (!template || template.status !== 1) throw fieldError('template_id', 'campaignTemplateInvalid');
  if (template.event) throw fieldError('template_id', 'campaignEventTemplate');
  if (template.category === 'transactional' && !input.segment.status) {
    throw fieldError('segment.status', 'campaignTransactionalNeedsStatus');
  }
  const recipients = await repo.countAudience(
    executor,
    template.channel,
    input.segment,
    audienceConsent(template.category),
  );
  return { template, recipients };
}

/** What the confirmation dialog shows before a send: how many customers the campaign reaches, on which channel. */
export async function previewCampaign(deps: Pick<Deps, 'db'>, input: CampaignPreviewInput): Promise<CampaignPreview> {
  const { template, recipients } = await campaignAudience(deps.db, input);
  return { recipients, channel: template.channel, category: template.category };
}

/**
 * A campaign: an active template that does not follow status changes, a segment that reaches someone, now or at a
 * time from now on. A transactional template goes only to customers about their application, so its segment names
 * an application status. The sender confirmed the recipient count the dialog showed; when the audience counted here,
 * in the send's transaction, is no longer that count, nothing is sent and the answer is 409 with the new count. The
 * audience job runs at the campaign's time, in the same transaction as the campaign.
 */
export async function createCampaign(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  session: Session,
  input: CampaignInput,
): Promise<Campaign> {
  const now = deps.clock.now();
  const sendAt = input.send_at ? new Date(input.send_at) : now;
  if (sendAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw fieldError('send_at', 'campaignTimeInvalid');
  const id = await deps.db.transaction(async (tx) => {
    const { template, recipients } = await campaignAudience(tx, input, true);
    if (recipients === 0) throw fieldError('segment', 'campaignNoRecipients');
    if (recipients !== input.confirmed_recipients) {
      throw new AppError('conflict', 'campaignAudienceChanged', { extra: { recipients } });
    }
    const campaign = await repo.insertCampaign(tx, {
      name: input.name,
      template_id: template.id,
      segment: input.segment,
      status: 'scheduled',
      scheduled_at: sendAt,
      recipients,
      created_by: session.subjectId,
    });
    await deps.jobs.enqueue(
      tx,
      campaignAudienceJob,
      { campaignId: campaign.id },
      { key: `messaging.campaign:${campaign.id}`, startAfter: sendAt.getTime() > now.getTime() ? sendAt : undefined },
    );
    await recordAudit(tx, session, [
      {
        action: 'message_campaign.create',
        entity: 'message_campaign',
        entityId: campaign.id,
        newValue: {
          name: campaign.name,
          template_id: template.id,
          channel: template.channel,
          segment: input.segment,
          scheduled_at: sendAt,
          recipients,
        },
      },
    ]);
    return campaign.id;
  });
  return campaignOf(deps, id);
}

/** Sample values for a test message's variables: the staff member's own first name, the rest plainly examples. */
function sampleVariables(name: string, language: 'en' | 'hi', publicUrl: string): Record<TemplateVariable, string> {
  return {
    first_name: name.trim().split(/\s+/)[0] ?? '',
    application_id: 'SK-TEST01',
    lender_name: 'Saakh',
    status: repo.statusWords.approved[language],
    amount: '₹50,000',
    link: publicUrl,
    kfs_link: publicUrl,
  };
}

const testSubjectPrefix = { en: '[Test] ', hi: '[परीक्षण] ' } as const;

/**
 * "Send test to me": the template's message, its variables filled with examples, to the signed-in staff member's own
 * e-mail or mobile only (never a customer's), through the same provider a campaign uses, at once. At most
 * TEST_SEND_LIMIT per staff member in TEST_SEND_WINDOW_MINUTES (counted from the audit log, so every instance
 * agrees); each test is audited with the masked address.
 */
export async function sendTest(
  deps: Pick<Deps, 'db' | 'messaging' | 'clock' | 'config'>,
  session: Session,
  input: CampaignTestInput,
): Promise<CampaignTestAnswer> {
  const template = await repo.findTemplate(deps.db, input.template_id);
  if (!template || template.status !== 1) throw fieldError('template_id', 'campaignTemplateInvalid');
  const staff = await repo.staffContact(deps.db, session.subjectId);
  const address = template.channel === 'email' ? staff?.email?.toLowerCase() : staff?.phone;
  if (!staff || !address) throw new AppError('validation', 'campaignTestNoAddress');
  const since = new Date(deps.clock.now().getTime() - TEST_SEND_WINDOW_MINUTES * 60_000);
  if (
    (await countRecentActions(
      deps.db,
      session,
      { action: 'message_template.test_send', entity: 'message_template' },
      since,
    )) >= TEST_SEND_LIMIT
  ) {
    throw new AppError('too_many_requests', 'campaignTestTooMany', {
      retryAfterSeconds: TEST_SEND_WINDOW_MINUTES * 60,
    });
  }
  const language = input.language;
  const values = sampleVariables(staff.name, language, deps.config.publicUrl);
  const fill = (text: string) => renderTemplate(text, values);
  const subject = language === 'hi' ? template.subject_hi : template.subject_en;
  const provider = messagingProviders(deps)[template.channel];
  const masked = maskAddress(template.channel, address) ?? '';
  // Audited before it leaves: a test that reached the gateway is never missing from the log.
  await recordAudit(deps.db, session, [
    {
      action: 'message_template.test_send',
      entity: 'message_template',
      entityId: template.id,
      newValue: { channel: template.channel, to: masked, language },
    },
  ]);
  // No delivery-log row and no receipt: a test is no customer message and counts in no campaign's figures.
  await provider.notify({
    channel: template.channel,
    to: address,
    text: fill(language === 'hi' ? template.body_hi : template.body_en),
    language,
    subject: template.channel === 'email' ? `${testSubjectPrefix[language]}${fill(subject ?? '')}` : null,
    ...(template.channel === 'sms' && template.dlt_entity_id && template.dlt_header && template.dlt_template_id
      ? {
          dlt: {
            entityId: template.dlt_entity_id,
            header: template.dlt_header,
            templateId: template.dlt_template_id,
          },
        }
      : {}),
    whatsappTemplate: template.whatsapp_template,
  });
  return { channel: template.channel, to_masked: masked };
}

/** Cancels a scheduled campaign that has not started; its audience job then writes nothing. */
export async function cancelCampaign(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  id: number,
): Promise<Campaign> {
  await deps.db.transaction(async (tx) => {
    const campaign = await repo.findCampaign(tx, id, true);
    if (!campaign) throw new AppError('not_found', 'notFound');
    if (campaign.status !== 'scheduled') throw new AppError('conflict', 'campaignNotCancellable');
    await repo.updateCampaign(tx, id, { status: 'cancelled', cancelled_at: deps.clock.now() });
    await recordAudit(tx, session, [
      {
        action: 'message_campaign.cancel',
        entity: 'message_campaign',
        entityId: id,
        oldValue: 'scheduled',
        newValue: 'cancelled',
      },
    ]);
  });
  return campaignOf(deps, id);
}

// ---------- the delivery log ----------

export function maskAddress(channel: MessageChannel, address: string | null): string | null {
  if (!address) return null;
  return channel === 'email' ? maskEmail(address) : maskTail(address);
}

function toLogItem(row: repo.LogRow): DeliveryLogItem {
  return {
    id: row.id,
    channel: row.channel,
    category: row.category,
    source: row.source,
    template_id: row.template_id,
    template_name: row.template_name,
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    application_id: row.application_id,
    to_masked: maskAddress(row.channel, row.to_address),
    language: row.language,
    status: row.status,
    reason: row.status === 'skipped' ? row.skip_reason : row.error,
    created_at: row.created_at.toISOString(),
    not_before: row.not_before?.toISOString() ?? null,
    sent_at: row.sent_at?.toISOString() ?? null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
    failed_at: row.failed_at?.toISOString() ?? null,
  };
}

export async function listDeliveryLog(deps: Pick<Deps, 'db'>, query: DeliveryLogQuery): Promise<DeliveryLogPage> {
  const page = await repo.listMessages(deps.db, query);
  return { ...page, items: page.items.map(toLogItem) };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Messages per India day by status, the last `days` days up to today, every day present. */
export async function deliveryStats(deps: Pick<Deps, 'db' | 'clock'>, days: number): Promise<DeliveryStats> {
  const now = deps.clock.now();
  const todayIndia = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  const firstDay = todayIndia - (days - 1) * DAY_MS;
  const labels = Array.from({ length: days }, (_, index) =>
    new Date(firstDay + index * DAY_MS).toISOString().slice(0, 10),
  );
  const rows = await repo.messagesPerDay(deps.db, new Date(firstDay - IST_OFFSET_MS));
  const series = messageStatuses.map((status) => ({
    status,
    counts: labels.map((day) => rows.find((row) => row.day === day && row.status === status)?.n ?? 0),
  }));
  return { days: labels, series };
}

// ---------- the STOP list ----------

function toOptOut(row: repo.OptOutRow): OptOut {
  return {
    id: row.id,
    channel: row.channel,
    address_masked: maskAddress(row.channel, row.address) ?? '',
    source: row.source,
    created_at: row.created_at.toISOString(),
  };
}

export async function listOptOuts(deps: Pick<Deps, 'db'>, query: OptOutListQuery): Promise<OptOutPage> {
  const page = await repo.listOptOuts(deps.db, query);
  return { ...page, items: page.items.map(toOptOut) };
}

/** Staff add an address on the customer's request; the list stops promotional messages on that channel. */
export async function addOptOut(deps: Pick<Deps, 'db'>, session: Session, input: OptOutInput): Promise<OptOut> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertOptOut(tx, { ...input, source: 'staff', createdBy: session.subjectId });
    if (!row) throw fieldError('address', 'optOutExists');
    await recordAudit(tx, session, [
      {
        action: 'message_opt_out.add',
        entity: 'message_opt_out',
        entityId: row.id,
        newValue: `${row.channel} ${maskAddress(row.channel, row.address)}`,
      },
    ]);
    return toOptOut(row);
  });
}

export async function removeOptOut(deps: Pick<Deps, 'db'>, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findOptOut(tx, id);
    if (!row) throw new AppError('not_found', 'notFound');
    await repo.deleteOptOut(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'message_opt_out.remove',
        entity: 'message_opt_out',
        entityId: id,
        oldValue: `${row.channel} ${maskAddress(row.channel, row.address)}`,
      },
    ]);
  });
}

// ---------- gateways ----------

/** A gateway's delivery receipt; an unknown message id is answered 404 (and changes nothing). */
export async function gatewayReceipt(
  deps: Pick<Deps, 'db' | 'clock'>,
  channel: MessageChannel,
  input: { message_id: string; status: 'delivered' | 'failed'; reason?: string },
): Promise<void> {
  const known = await receiveReceipt(deps, {
    channel,
    providerMessageId: input.message_id,
    status: input.status,
    ...(input.reason ? { reason: input.reason } : {}),
  });
  if (!known) throw new AppError('not_found', 'notFound');
}

/**
 * A customer's reply through the SMS or WhatsApp gateway: STOP puts the number on that channel's STOP list and
 * withdraws the customer's marketing consent there (the consents module, which also stops what is queued). Anything else is not acted on.
 */
export async function gatewayInbound(
  deps: Pick<Deps, 'db' | 'clock'>,
  channel: MessageChannel,
  input: InboundInput,
): Promise<boolean> {
  if (channel === 'email' || !isStopReply(input.text)) return false;
  const mobile = input.from.replace(/^\+?91(?=\d{10}$)/, '');
  await deps.db.transaction(async (tx) => {
    await repo.insertOptOut(tx, { channel, address: mobile, source: 'stop_reply', createdBy: null });
    await withdrawByStopReply(tx, mobile, channel, deps.clock.now());
  });
  return true;
}

// ---------- demo history ----------

/**
 * A campaign's next batch of messages, written as its audience job writes them but not queued for sending: the demo
 * seed (db/seed/messaging.ts) marks them delivered or failed itself.
 */
export function writeCampaignBatch(...args: Parameters<typeof repo.insertCampaignBatch>) {
  return repo.insertCampaignBatch(...args);
}

/** The applications' current status messages, written as a status change writes them but not queued (demo seed). */
export function writeStatusMessages(...args: Parameters<typeof repo.insertStatusMessages>) {
  return repo.insertStatusMessages(...args);
}

/** Other modules queue an application's status messages through this entry, in the transaction of the change. */
export { queueStatusMessages } from './status-messages';
