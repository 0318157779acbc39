/**
 * Partner webhooks (decision 023): where a partner wants its events, the deliveries an event makes (written in the
 * transaction of the change that caused it, with the job that sends them), the signed POST with its own retries and
 * exponential backoff through the job queue, the delivery log and replay.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_MAX,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SUMMARY_DAYS,
  WEBHOOK_TIMEOUT_MS,
  createWebhookInputSchema,
  webhookRetryDelaySeconds,
  webhookSignatureHeader,
  webhookSignedText,
  webhookUrlProblem,
  type ApiKeyMode,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryPage,
  type WebhookDeliverySummary,
  type WebhookEventType,
} from '@saakh/domain/partner-api';
import { addDays, dayInIndia, rangeInstants } from '@saakh/domain/date-ranges';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { defineJob } from '../../lib/jobs/jobs';
import type { Session } from '../../lib/session';
import { BlockedAddressError, publicRequest } from '../../lib/http/public-request';
import { isSpecialPurposeLiteral } from '../../lib/http/special-addresses';
import { hmacSha256 } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { actingPartner } from '../acting-partner/acting-partner.service';
import * as repo from './partner-api.repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ERROR_MAX_LENGTH = 300;

function toWebhook(row: repo.WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    mode: row.mode,
    events: row.events,
    secret_prefix: row.secret_prefix,
    created_at: row.created_at.toISOString(),
  };
}

export async function listWebhooks(deps: Deps, session: Session): Promise<Webhook[]> {
  const { partnerId } = await actingPartner(deps, session);
  return (await repo.listWebhooks(deps.db, partnerId)).map(toWebhook);
}

/** A new webhook; its secret (given, or made here) is answered this once. */
export async function createWebhook(
  deps: Deps,
  session: Session,
  input: z.output<typeof createWebhookInputSchema>,
): Promise<CreatedWebhook> {
  const production = deps.config.env === 'production';
  const problem =
    webhookUrlProblem(input.url, production) ??
    (production && isSpecialPurposeLiteral(new URL(input.url).hostname) ? 'webhookUrlPrivate' : null);
  if (problem) throw fieldError('url', problem);
  const { partnerId } = await actingPartner(deps, session);
  const secret = input.secret ?? `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockPartnerWebhooks(tx, partnerId);
    const existing = await repo.listWebhooks(tx, partnerId);
    if (existing.length >= WEBHOOK_MAX) throw new AppError('conflict', 'webhookLimitReached');
    const created = await repo.insertWebhook(tx, {
      partnerId,
      url: input.url,
      mode: input.mode,
      events: input.events,
      secret,
      secretPrefix: `${secret.slice(0, 10)}…`,
    });
    await recordAudit(tx, session, [
      {
        action: 'partner_webhook.create',
        entity: 'partner',
        entityId: partnerId,
        field: 'webhook',
        newValue: { id: created.id, url: created.url, mode: created.mode, events: created.events },
      },
    ]);
    return created;
  });
  return { ...toWebhook(row), secret };
}

export async function deleteWebhook(deps: Deps, session: Session, id: number): Promise<void> {
  const { partnerId } = await actingPartner(deps, session);
  await deps.db.transaction(async (tx) => {
    const webhook = await repo.findWebhookOfPartner(tx, partnerId, id);
    if (!webhook) throw new AppError('not_found', 'notFound');
    await repo.deleteWebhook(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'partner_webhook.delete',
        entity: 'partner',
        entityId: partnerId,
        field: 'webhook',
        oldValue: { id: webhook.id, url: webhook.url },
      },
    ]);
  });
}

// ---------- queueing events ----------

/** Hands the deliveries one transaction wrote to the queue, one send job each. */
export const webhookFanOutJob = defineJob({
  queue: 'partner-webhooks.fan-out',
  payload: z.object({ batch: z.string().regex(uuidPattern) }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  async run(deps, { batch }) {
    const ids = await repo.deliveryIdsOfBatch(deps.db, batch);
    await deps.db.transaction(async (tx) => {
      for (const id of ids) {
        await deps.jobs.enqueue(
          tx,
          webhookDeliveryJob,
          { deliveryId: id, attempt: 1 },
          { key: `partner-webhooks.deliver:${id}:1` },
        );
      }
    });
  },
});

async function enqueueBatch(deps: Pick<Deps, 'jobs'>, executor: Executor, batch: string): Promise<void> {
  await deps.jobs.enqueue(executor, webhookFanOutJob, { batch }, { key: `partner-webhooks.fan-out:${batch}` });
}

/** Writes an event's deliveries to the partner's webhooks in this mode, in the caller's transaction. */
export async function queueEvent(
  deps: Pick<Deps, 'jobs'>,
  executor: Executor,
  event: { partnerId: number; mode: ApiKeyMode; type: WebhookEventType; payload: Record<string, unknown> },
): Promise<void> {
  const batch = randomUUID();
  const ids = await repo.insertEventDeliveries(executor, { ...event, batch });
  if (ids.length > 0) await enqueueBatch(deps, executor, batch);
}

/**
 * Queues, in the caller's transaction, an `application.status_changed` event for each of these history rows to the
 * live webhooks of the application's partner: the lifecycle's subscriber (decision 031). Once per row and webhook.
 */
export async function queueHistoryWebhooks(
  deps: Pick<Deps, 'jobs'>,
  executor: Executor,
  historyIds: number[],
): Promise<void> {
  const ids = [...new Set(historyIds)];
  if (ids.length === 0) return;
  const batch = randomUUID();
  const written = await repo.insertHistoryDeliveries(executor, ids, batch);
  if (written > 0) await enqueueBatch(deps, executor, batch);
}

// ---------- sending ----------

/** The JSON body of a delivery: the same for every try and every replay of the event. */
export function eventBody(delivery: repo.DeliveryRow, sandbox: boolean): string {
  return JSON.stringify({
    id: delivery.event_id,
    type: delivery.event_type,
    created_at: delivery.created_at.toISOString(),
    sandbox,
    data: delivery.payload,
  });
}

type SendResult = { ok: boolean; statusCode: number | null; error: string | null };

/**
 * In production a webhook's host must resolve to public addresses only, checked before each try and pinned for it
 * (an address that was public when the webhook was added may point inside later).
 */
async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  production: boolean,
): Promise<SendResult> {
  try {
    const response = await publicRequest(url, {
      method: 'POST',
      headers,
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: 0,
      allowSpecial: !production,
    });
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    if (error instanceof BlockedAddressError) {
      return { ok: false, statusCode: null, error: 'The address resolves to a private network' };
    }
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, statusCode: null, error: text.slice(0, ERROR_MAX_LENGTH) };
  }
}

/**
 * One try of one delivery: signs the body with the webhook's secret (HMAC-SHA256 over `timestamp.body`), POSTs it and
 * records the answer. A failure before the last try schedules the next one after an exponentially growing wait,
 * through the job queue; the last failure gives up. A try that is not the one due (already sent, replaced) does
 * nothing, so a job run twice sends once.
 */
export async function deliverWebhook(deps: Deps, deliveryId: number, attempt: number): Promise<void> {
  const row = await repo.findDeliveryForSend(deps.db, deliveryId);
  if (!row || row.delivery.status !== 'pending' || row.delivery.attempts !== attempt - 1) return;
  const { delivery } = row;
  let result: SendResult;
  if (row.webhookDeleted) {
    result = { ok: false, statusCode: null, error: 'The webhook was deleted' };
  } else {
    const body = eventBody(delivery, row.mode === 'sandbox');
    const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
    const signature = hmacSha256(row.secret, webhookSignedText(timestamp, body));
    result = await post(
      row.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Saakh-Webhooks/1',
        [WEBHOOK_EVENT_HEADER]: delivery.event_type,
        [WEBHOOK_DELIVERY_HEADER]: delivery.event_id,
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignatureHeader(timestamp, signature),
      },
      body,
      deps.config.env === 'production',
    );
  }
  const giveUp = !result.ok && (attempt >= WEBHOOK_MAX_ATTEMPTS || row.webhookDeleted !== null);
  const next =
    result.ok || giveUp ? null : new Date(deps.clock.now().getTime() + webhookRetryDelaySeconds(attempt) * 1000);
  await deps.db.transaction(async (tx) => {
    const recorded = await repo.recordAttempt(tx, deliveryId, {
      expectedAttempts: attempt - 1,
      status: result.ok ? 'delivered' : giveUp ? 'failed' : 'pending',
      statusCode: result.statusCode,
      error: result.error,
      nextAttemptAt: next,
    });
    if (recorded && next) {
      await deps.jobs.enqueue(
        tx,
        webhookDeliveryJob,
        { deliveryId, attempt: attempt + 1 },
        { key: `partner-webhooks.deliver:${deliveryId}:${attempt + 1}`, startAfter: next },
      );
    }
  });
}

/** Sends one try of a delivery; the tries and their waits are the delivery's own (deliverWebhook). */
export const webhookDeliveryJob = defineJob({
  queue: 'partner-webhooks.deliver',
  payload: z.object({ deliveryId: z.number().int().positive(), attempt: z.number().int().min(1) }),
  // The queue's retries only cover a crashed process; a refused delivery is retried by deliverWebhook itself.
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 60,
  async run(deps, { deliveryId, attempt }) {
    await deliverWebhook(deps, deliveryId, attempt);
  },
});

// ---------- the delivery log ----------

function toDelivery(row: repo.DeliveryListRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    url: row.url,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listDeliveries(
  deps: Deps,
  session: Session,
  query: WebhookDeliveryListQuery,
): Promise<WebhookDeliveryPage> {
  const { partnerId } = await actingPartner(deps, session);
  const page = await repo.listDeliveries(deps.db, partnerId, query);
  return { ...page, items: page.items.map(toDelivery) };
}

/** Sends an event again, as a new delivery of the same event (id and body) to the same webhook. */
export async function replayDelivery(deps: Deps, session: Session, id: number): Promise<WebhookDelivery> {
  const { partnerId } = await actingPartner(deps, session);
  const newId = await deps.db.transaction(async (tx) => {
    const found = await repo.findDeliveryOfPartner(tx, partnerId, id);
    if (!found || found.webhookDeleted) throw new AppError('not_found', 'notFound');
    const replayId = await repo.insertReplay(tx, found.delivery);
    await deps.jobs.enqueue(
      tx,
      webhookDeliveryJob,
      { deliveryId: replayId, attempt: 1 },
      { key: `partner-webhooks.deliver:${replayId}:1` },
    );
    await recordAudit(tx, session, [
      {
        action: 'partner_webhook.replay',
        entity: 'partner',
        entityId: partnerId,
        field: 'delivery',
        oldValue: id,
        newValue: replayId,
      },
    ]);
    return replayId;
  });
  const row = await repo.findDeliveryListRow(deps.db, newId);
  if (!row) throw new AppError('not_found', 'notFound');
  return toDelivery(row);
}

/** The partner's deliveries of the last days, per day and how each stands, for the delivery log's chart. */
export async function summarizeDeliveries(deps: Deps, session: Session): Promise<WebhookDeliverySummary> {
  const { partnerId } = await actingPartner(deps, session);
  const to = dayInIndia(deps.clock.now());
  const from = addDays(to, -(WEBHOOK_SUMMARY_DAYS - 1));
  const rows = await repo.countDeliveriesPerDay(deps.db, partnerId, rangeInstants({ from, to }).start);
  const days = Array.from({ length: WEBHOOK_SUMMARY_DAYS }, (_, index) => ({
    day: addDays(from, index),
    delivered: 0,
    pending: 0,
    failed: 0,
  }));
  for (const row of rows) {
    const day = days.find((entry) => entry.day === row.day);
    if (day) day[row.status] += row.n;
  }
  return { days };
}
