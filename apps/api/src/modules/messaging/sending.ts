/**
 * Sending customer messages (decision 021). Messages are written queued (by a campaign's audience job, or by a
 * status change in its own transaction) and a send job takes them in id order. The rules are applied when the
 * message is about to leave, not when it was queued: the customer's allow_sms / allow_emails, the STOP list and the
 * customer's marketing consent for the channel (promotional only; asked of the consents module), quiet hours
 * (promotional only: 10:00 to 21:00 India time; outside it the message waits until the next 10:00 and its job is
 * enqueued for then), and the send rate (MESSAGING_RATE_PER_MINUTE across all send jobs: what does not fit in this
 * minute goes to a job a minute later).
 */
import { z } from 'zod';
import type { MessageCategory } from '@saakh/domain/messaging';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { defineJob } from '../../lib/jobs/jobs';
import type { DeliveryReceipt, MessagingProviders, OutboundMessage } from '../../lib/messaging/providers';
import { acknowledgedKfsPdf, kfsPdfUrl } from '../applications/kfs.service';
import { standingMarketingConsentSql } from '../consents/consents.service';
import * as repo from './messaging.repository';

/** Why a message did not go (stored in `skip_reason`; the admin page names them in both languages). */
export const skipReasons = [
  'no_address',
  'allow_sms_off',
  'allow_emails_off',
  'stop_list',
  'campaign_cancelled',
  /** The customer withdrew their marketing consent for the channel while the message was queued. */
  'consent_withdrawn',
  /** A promotional message to a customer who holds no marketing consent for its channel. */
  'no_consent',
] as const;
export type SkipReason = (typeof skipReasons)[number];

/** A provider that refuses a message this many times fails it for good. */
export const MAX_SEND_ATTEMPTS = 3;
const AUDIENCE_BATCH_MAX = 1000;
const MINUTE_MS = 60_000;
const IST_OFFSET_MS = 330 * MINUTE_MS;
/** Promotional messages go out from 10:00 up to 21:00 India time. */
export const SENDING_HOURS = { from: 10, to: 21 } as const;

/** When a promotional message may go: `now` inside sending hours, else the next 10:00 India time. */
export function nextSendingTime(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const hour = india.getUTCHours();
  if (hour >= SENDING_HOURS.from && hour < SENDING_HOURS.to) return now;
  const day = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  const dayShift = hour >= SENDING_HOURS.to ? 1 : 0;
  return new Date(day + dayShift * 24 * 60 * MINUTE_MS + SENDING_HOURS.from * 60 * MINUTE_MS - IST_OFFSET_MS);
}

// ---------- providers ----------

const providersByDb = new WeakMap<object, MessagingProviders>();

/** The adapters this process sends with (deps.messaging), or the ones a test put in place for its database. */
export function messagingProviders(deps: Pick<Deps, 'db' | 'messaging'>): MessagingProviders {
  return providersByDb.get(deps.db) ?? deps.messaging;
}

/** Tests put providers of their own in place (e.g. one whose receipts come at once). */
export function useMessagingProviders(deps: Pick<Deps, 'db'>, providers: MessagingProviders): void {
  providersByDb.set(deps.db, providers);
}

/** A delivery receipt from a gateway or a local provider; answers whether the message is known. */
export async function receiveReceipt(deps: Pick<Deps, 'db' | 'clock'>, receipt: DeliveryReceipt): Promise<boolean> {
  return repo.applyReceipt(deps.db, receipt, deps.clock.now());
}

// ---------- jobs ----------

const sendPayload = z.object({ ids: z.array(z.number().int().positive()).min(1).max(10_000) });

/** Enqueues the sending of messages (in the caller's transaction), at once or at `startAfter`. */
export async function enqueueSend(
  deps: Pick<Deps, 'jobs'>,
  executor: Executor,
  ids: number[],
  options: { startAfter?: Date; tag?: string } = {},
): Promise<void> {
  for (let start = 0; start < ids.length; start += AUDIENCE_BATCH_MAX) {
    const part = ids.slice(start, start + AUDIENCE_BATCH_MAX);
    const when = options.startAfter ? `@${options.startAfter.toISOString()}` : '';
    await deps.jobs.enqueue(
      executor,
      sendMessagesJob,
      { ids: part },
      {
        key: `messaging.send:${part[0]}-${part.at(-1)}:${part.length}${when}${options.tag ?? ''}`,
        startAfter: options.startAfter,
      },
    );
  }
}

function skipReasonOf(row: repo.SendRow): SkipReason | null {
  if (row.campaign_status === 'cancelled') return 'campaign_cancelled';
  if (!row.to_address) return 'no_address';
  if (row.channel === 'email' ? row.allow_emails === 0 : row.allow_sms === 0) {
    return row.channel === 'email' ? 'allow_emails_off' : 'allow_sms_off';
  }
  if (row.category === 'promotional' && row.opted_out) return 'stop_list';
  if (row.category === 'promotional' && !row.marketing_consent) return 'no_consent';
  return null;
}

/** The message that tells the customer their application was sent carries the KFS they accepted (issue 30). */
const KFS_EVENT = 'submitted';

const kfsLines = {
  attached: {
    en: 'The Key Facts Statement you accepted is attached to this e-mail.',
    hi: 'आपके द्वारा स्वीकार किया गया मुख्य तथ्य विवरण इस ई-मेल के साथ संलग्न है।',
  },
  link: {
    en: 'Download the Key Facts Statement you accepted: {link}',
    hi: 'आपके द्वारा स्वीकार किया गया मुख्य तथ्य विवरण डाउनलोड करें: {link}',
  },
} as const;

function kfsLinkOf(row: repo.SendRow, publicUrl: string): string {
  return row.application_id ? kfsPdfUrl(publicUrl, row.application_id, row.language) : '';
}

function outbound(row: repo.SendRow, publicUrl: string): OutboundMessage {
  const kfsLink = kfsLinkOf(row, publicUrl);
  const fill = (text: string) => text.replaceAll('{{link}}', publicUrl).replaceAll('{{kfs_link}}', kfsLink);
  return {
    channel: row.channel,
    to: row.to_address ?? '',
    text: fill(row.body),
    language: row.language,
    subject: row.subject === null ? null : fill(row.subject),
    ...(row.channel === 'sms' && row.dlt_entity_id && row.dlt_header && row.dlt_template_id
      ? { dlt: { entityId: row.dlt_entity_id, header: row.dlt_header, templateId: row.dlt_template_id } }
      : {}),
    whatsappTemplate: row.whatsapp_template,
  };
}

/**
 * The submission e-mail with the KFS the customer accepted as a PDF, printed here in the send job (never inside the
 * request or the transaction that sent the application). When it cannot be printed now the e-mail still goes, with
 * the link to download it instead; an application sent without an acknowledged KFS goes as it was.
 */
async function withKfs(deps: Deps, row: repo.SendRow, message: OutboundMessage): Promise<OutboundMessage> {
  if (row.channel !== 'email' || row.event !== KFS_EVENT || !row.application_id) return message;
  const link = kfsLinkOf(row, deps.config.publicUrl);
  try {
    const pdf = await acknowledgedKfsPdf(deps, row.application_id, row.language);
    if (!pdf) return message;
    return {
      ...message,
      text: `${message.text}\n\n${kfsLines.attached[row.language]}`,
      attachments: [{ fileName: pdf.fileName, contentType: 'application/pdf', content: pdf.body }],
    };
  } catch (error) {
    deps.log.warn(
      { messageId: row.id, error: error instanceof Error ? error.message : String(error) },
      'KFS not printed for the submission e-mail: it goes with the download link',
    );
    if (message.text.includes(link)) return message;
    return { ...message, text: `${message.text}\n\n${kfsLines.link[row.language].replace('{link}', link)}` };
  }
}

async function sentInLastMinute(db: Executor, now: Date): Promise<number> {
  return repo.countSentSince(db, new Date(now.getTime() - MINUTE_MS));
}

/** Sends what it may of its messages now; the rest wait in jobs of their own (next minute, or 10:00 India time). */
export async function sendMessages(deps: Deps, ids: number[]): Promise<void> {
  const rows = (await repo.messagesToSend(deps.db, ids, standingMarketingConsentSql)).filter(
    (row) => row.status === 'queued',
  );
  const now = deps.clock.now();
  let budget = deps.config.messaging.ratePerMinute - (await sentInLastMinute(deps.db, now));
  const providers = messagingProviders(deps);
  const waitUntil = new Map<number, number[]>();
  const wait = (at: Date, id: number) => waitUntil.set(at.getTime(), [...(waitUntil.get(at.getTime()) ?? []), id]);
  const quiet: number[] = [];
  const campaigns = new Set<number>();
  for (const row of rows) {
    if (row.campaign_id !== null) campaigns.add(row.campaign_id);
    if (row.not_before && row.not_before.getTime() > now.getTime()) {
      wait(row.not_before, row.id);
      continue;
    }
    const reason = skipReasonOf(row);
    if (reason) {
      await repo.markSkipped(deps.db, row.id, reason);
      continue;
    }
    if (row.category === 'promotional' && nextSendingTime(now).getTime() !== now.getTime()) {
      quiet.push(row.id);
      continue;
    }
    if (budget <= 0) {
      wait(new Date(now.getTime() + MINUTE_MS), row.id);
      continue;
    }
    budget -= 1;
    const provider = providers[row.channel];
    try {
      const message = await withKfs(deps, row, outbound(row, deps.config.publicUrl));
      const providerMessageId = await provider.send(message);
      // The log keeps the text as it went, the link filled in.
      await repo.markSent(deps.db, row.id, {
        provider: provider.name,
        providerMessageId,
        at: deps.clock.now(),
        body: message.text,
        subject: message.subject ?? null,
      });
    } catch (error) {
      const final = row.attempts + 1 >= MAX_SEND_ATTEMPTS;
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      await repo.markAttemptFailed(deps.db, row.id, { error: text, final, at: deps.clock.now() });
      deps.log.warn({ messageId: row.id, channel: row.channel, final }, 'message not accepted by its provider');
      if (!final) wait(new Date(now.getTime() + MINUTE_MS * (row.attempts + 1)), row.id);
    }
  }
  const quietUntil = nextSendingTime(now);
  await deps.db.transaction(async (tx) => {
    if (quiet.length > 0) {
      await repo.markWaiting(tx, quiet, quietUntil);
      await enqueueSend(deps, tx, quiet, { startAfter: quietUntil });
    }
    for (const [at, waiting] of waitUntil) await enqueueSend(deps, tx, waiting, { startAfter: new Date(at) });
  });
  for (const campaignId of campaigns) await repo.finishCampaignIfDone(deps.db, campaignId, deps.clock.now());
}

export const sendMessagesJob = defineJob({
  queue: 'messaging-send',
  payload: sendPayload,
  retryLimit: 3,
  retryDelaySeconds: 30,
  run: (deps, payload) => sendMessages(deps, payload.ids),
});

const audiencePayload = z.object({ campaignId: z.number().int().positive() });

/**
 * What a campaign's audience must meet beyond its segment: a promotional message goes only to customers with a
 * standing marketing consent on its channel, so they are neither counted nor written (the send rule checks again).
 */
export function audienceConsent(category: MessageCategory): repo.MarketingConsentSql | undefined {
  return category === 'promotional' ? standingMarketingConsentSql : undefined;
}

/**
 * A campaign's audience: its messages written in SQL in batches (customers in id order) and each batch's send job
 * enqueued in the same transaction, batch k a minute after batch k-1 at the send rate. A retried job resumes after
 * the last customer already written; a cancelled campaign writes nothing.
 */
export async function resolveAudience(deps: Deps, campaignId: number): Promise<void> {
  const now = deps.clock.now();
  const started = await deps.db.transaction(async (tx) => {
    const campaign = await repo.findCampaign(tx, campaignId, true);
    if (!campaign || campaign.status === 'cancelled' || campaign.status === 'sent') return null;
    if (campaign.status === 'scheduled')
      await repo.updateCampaign(tx, campaignId, { status: 'sending', started_at: now });
    return campaign;
  });
  if (!started) return;
  const template = await repo.findTemplate(deps.db, started.template_id);
  if (!template) return;
  const rate = deps.config.messaging.ratePerMinute;
  const batchSize = Math.min(rate, AUDIENCE_BATCH_MAX);
  let after = await repo.lastCampaignUser(deps.db, campaignId);
  for (let batch = 0; ; batch += 1) {
    const written = await deps.db.transaction(async (tx) => {
      const result = await repo.insertCampaignBatch(
        tx,
        { id: campaignId, templateId: template.id, segment: started.segment, createdBy: started.created_by },
        template.channel,
        after,
        batchSize,
        audienceConsent(template.category),
      );
      if (result.ids.length > 0) {
        const minutes = Math.floor((batch * batchSize) / rate);
        await enqueueSend(deps, tx, result.ids, {
          startAfter: minutes > 0 ? new Date(now.getTime() + minutes * MINUTE_MS) : undefined,
          tag: `:c${campaignId}`,
        });
      }
      return result;
    });
    if (written.lastUserId !== null) after = written.lastUserId;
    if (written.ids.length < batchSize) break;
  }
  await repo.updateCampaign(deps.db, campaignId, { recipients: await repo.countCampaignMessages(deps.db, campaignId) });
  await repo.finishCampaignIfDone(deps.db, campaignId, deps.clock.now());
}

export const campaignAudienceJob = defineJob({
  queue: 'messaging-campaign',
  payload: audiencePayload,
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 30 * 60,
  run: (deps, payload) => resolveAudience(deps, payload.campaignId),
});
