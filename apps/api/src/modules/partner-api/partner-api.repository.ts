/** Queries of the partner API: keys, leads, webhooks and their deliveries (decision 023). */
import { and, count, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  ApiKeyListQuery,
  ApiKeyMode,
  ApiKeyScope,
  LeadOutcome,
  PartnerLeadStatus,
  WebhookDeliveryListQuery,
  WebhookEventType,
} from '@saakh/domain/partner-api';
import type { Page } from '@saakh/domain/lists';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, type PageBounds } from '../../db/lists';
import { applications } from '../../db/schema/applications';
import {
  partner_api_keys,
  partner_api_leads,
  partner_webhook_deliveries,
  partner_webhooks,
} from '../../db/schema/partner-api';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../db/sql';

export type ApiKeyRow = typeof partner_api_keys.$inferSelect;
export type LeadRow = typeof partner_api_leads.$inferSelect;
export type WebhookRow = typeof partner_webhooks.$inferSelect;
export type DeliveryRow = typeof partner_webhook_deliveries.$inferSelect;

// ---------- keys ----------

export async function countActiveKeys(db: Executor, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partner_api_keys)
    .where(and(eq(partner_api_keys.partner_id, partnerId), isNull(partner_api_keys.revoked_at)));
  return row?.n ?? 0;
}

export async function insertKey(
  db: Executor,
  values: {
    partnerId: number;
    name: string;
    mode: ApiKeyMode;
    scopes: ApiKeyScope[];
    prefix: string;
    keyHash: string;
    createdBy: number;
  },
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(partner_api_keys)
    .values({
      partner_id: values.partnerId,
      name: values.name,
      mode: values.mode,
      scopes: values.scopes,
      prefix: values.prefix,
      key_hash: values.keyHash,
      created_by: values.createdBy,
    })
    .returning();
  if (!row) throw new Error('API key insert returned no row');
  return row;
}

export async function listKeys(db: Executor, partnerId: number, query: ApiKeyListQuery): Promise<Page<ApiKeyRow>> {
  const where = and(
    eq(partner_api_keys.partner_id, partnerId),
    equalsWhenGiven(partner_api_keys.mode, query.mode),
    query.state === 'active' ? isNull(partner_api_keys.revoked_at) : undefined,
    query.state === 'revoked' ? isNotNull(partner_api_keys.revoked_at) : undefined,
    query.q
      ? sql`(${partner_api_keys.name} ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or ${partner_api_keys.prefix} ilike ${`${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
      : undefined,
  );
  return listPage(query, {
    items: ({ limit, offset }: PageBounds) =>
      db
        .select()
        .from(partner_api_keys)
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            {
              created_at: partner_api_keys.created_at,
              last_used_at: partner_api_keys.last_used_at,
              name: partner_api_keys.name,
            },
            partner_api_keys.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(partner_api_keys).where(where);
      return row?.n ?? 0;
    },
  });
}

export async function findKeyOfPartner(db: Executor, partnerId: number, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(partner_api_keys)
    .where(and(eq(partner_api_keys.id, id), eq(partner_api_keys.partner_id, partnerId)))
    .limit(1)
    .for('update');
  return row;
}

export async function revokeKey(db: Executor, id: number): Promise<ApiKeyRow> {
  const [row] = await db
    .update(partner_api_keys)
    .set({ revoked_at: sql`now()` })
    .where(eq(partner_api_keys.id, id))
    .returning();
  if (!row) throw new Error('API key update returned no row');
  return row;
}

/** An unrevoked key by its hash, with whether its partner may still work (active, not deleted). */
export async function findUsableKey(db: Executor, keyHash: string) {
  const [row] = await rowsOf<{ id: number; partner_id: number; mode: ApiKeyMode; scopes: ApiKeyScope[] }>(
    db,
    sql`
      select k.id, k.partner_id, k.mode, k.scopes
      from ${partner_api_keys} k join partners p on p.id = k.partner_id
      where k.key_hash = ${keyHash} and k.revoked_at is null and p.status = 1 and p.deleted_at is null
      limit 1`,
  );
  return row;
}

/** Notes the key's use, at most once a minute, so a busy key does not write on every call. */
export async function touchKey(db: Executor, id: number): Promise<void> {
  await db
    .update(partner_api_keys)
    .set({ last_used_at: sql`now()` })
    .where(
      and(
        eq(partner_api_keys.id, id),
        or(isNull(partner_api_keys.last_used_at), lt(partner_api_keys.last_used_at, sql`now() - interval '1 minute'`)),
      ),
    );
}

// ---------- leads ----------

/** Serialises lead decisions for a product's mobile number and PAN with the de-dupe rule's own keys (decision 013). */
export async function lockLeadKeys(
  db: Executor,
  lead: { product: LoanProductCode; mobile: string; pan: string | null },
): Promise<void> {
  const keys = [`m:${lead.mobile}`, ...(lead.pan ? [`p:${lead.pan}`] : [])].sort();
  for (const key of keys) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`dedupe:${lead.product}:${key}`}, 0))`);
  }
}

export type LeadHolder = { partnerId: number | null; matchedOn: 'mobile' | 'pan' };

/**
 * Who holds this person for this product: the partner of the first application within the window by anyone with
 * the mobile number or PAN (null: a direct customer), else the partner a customer with that number or PAN was
 * brought by. Undefined: nobody; the lead is free.
 */
export async function findLeadHolder(
  db: Executor,
  lead: { product: LoanProductCode; mobile: string; pan: string | null; windowDays: number },
): Promise<LeadHolder | undefined> {
  const [first] = await rowsOf<{ partner_id: number | null; matched_on: 'mobile' | 'pan' }>(
    db,
    sql`
      select a.partner_id, case when u.mobile_phone_number = ${lead.mobile} then 'mobile' else 'pan' end as matched_on
      from ${users} u
      join ${applications} a on a.user_id = u.id
      where (u.mobile_phone_number = ${lead.mobile} or (${lead.pan}::text is not null and u.tin = ${lead.pan}))
        and a.product = ${lead.product}
        and a.created_at >= now() - make_interval(days => ${lead.windowDays})
      order by a.created_at, a.id
      limit 1`,
  );
  if (first) return { partnerId: first.partner_id, matchedOn: first.matched_on };
  const [brought] = await rowsOf<{ partner_id: number; matched_on: 'mobile' | 'pan' }>(
    db,
    sql`
      select u.partner_id, case when u.mobile_phone_number = ${lead.mobile} then 'mobile' else 'pan' end as matched_on
      from ${users} u
      where (u.mobile_phone_number = ${lead.mobile} or (${lead.pan}::text is not null and u.tin = ${lead.pan}))
        and u.partner_id is not null
      order by (u.mobile_phone_number = ${lead.mobile}) desc, u.id
      limit 1`,
  );
  return brought ? { partnerId: brought.partner_id, matchedOn: brought.matched_on } : undefined;
}

export async function findCustomerByMobile(db: Executor, mobile: string) {
  const [row] = await db
    .select({ id: users.id, partnerId: users.partner_id, erasedAt: users.erased_at })
    .from(users)
    .where(eq(users.mobile_phone_number, mobile))
    .limit(1);
  return row;
}

export async function insertCustomer(
  db: Executor,
  values: {
    mobile: string;
    firstName: string;
    lastName: string | null;
    email: string | null;
    pan: string | null;
    partnerId: number;
    allowSms: boolean;
    allowEmails: boolean;
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      mobile_phone_number: values.mobile,
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      tin: values.pan,
      partner_id: values.partnerId,
      allow_sms: values.allowSms ? 1 : 0,
      allow_emails: values.allowEmails ? 1 : 0,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('Customer insert returned no row');
  return row.id;
}

/** Brings a customer nobody brought to this partner, filling the details the customer has not given. */
export async function attributeCustomer(
  db: Executor,
  userId: number,
  values: { partnerId: number; firstName: string; lastName: string | null; email: string | null; pan: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      partner_id: values.partnerId,
      first_name: sql`coalesce(${users.first_name}, ${values.firstName})`,
      last_name: sql`coalesce(${users.last_name}, ${values.lastName})`,
      email: sql`coalesce(${users.email}, ${values.email})`,
      tin: sql`coalesce(${users.tin}, ${values.pan})`,
      updated_at: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.partner_id)));
}

export async function findLeadByIdempotencyKey(
  db: Executor,
  partnerId: number,
  mode: ApiKeyMode,
  key: string,
): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(partner_api_leads)
    .where(
      and(
        eq(partner_api_leads.partner_id, partnerId),
        eq(partner_api_leads.mode, mode),
        eq(partner_api_leads.idempotency_key, key),
      ),
    )
    .limit(1);
  return row;
}

export async function insertLead(
  db: Executor,
  values: {
    partnerId: number;
    apiKeyId: number;
    mode: ApiKeyMode;
    product: LoanProductCode;
    userId: number | null;
    maskedMobile: string;
    outcome: LeadOutcome;
    matchedOn: string | null;
    sandboxStatus: PartnerLeadStatus | null;
    idempotencyKey: string | null;
    requestHash: string | null;
  },
): Promise<LeadRow | undefined> {
  const [row] = await db
    .insert(partner_api_leads)
    .values({
      partner_id: values.partnerId,
      api_key_id: values.apiKeyId,
      mode: values.mode,
      product: values.product,
      user_id: values.userId,
      masked_mobile: values.maskedMobile,
      outcome: values.outcome,
      matched_on: values.matchedOn,
      sandbox_status: values.sandboxStatus,
      idempotency_key: values.idempotencyKey,
      request_hash: values.requestHash,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A lead of this partner in this mode (a live key never reads sandbox leads, nor the other way round). */
export async function findLead(
  db: Executor,
  partnerId: number,
  mode: ApiKeyMode,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LeadRow | undefined> {
  const query = db
    .select()
    .from(partner_api_leads)
    .where(
      and(eq(partner_api_leads.id, id), eq(partner_api_leads.partner_id, partnerId), eq(partner_api_leads.mode, mode)),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The newest application of the lead's customer and product that belongs to the lead's partner. */
export async function latestApplicationOf(
  db: Executor,
  lead: { userId: number; product: LoanProductCode; partnerId: number },
) {
  const [row] = await db
    .select({ status: applications.status, updatedAt: applications.updated_at, reference: applications.reference })
    .from(applications)
    .where(
      and(
        eq(applications.user_id, lead.userId),
        eq(applications.product, lead.product),
        eq(applications.partner_id, lead.partnerId),
      ),
    )
    .orderBy(desc(applications.created_at), desc(applications.id))
    .limit(1);
  return row;
}

export async function setSandboxStatus(db: Executor, id: string, status: PartnerLeadStatus): Promise<LeadRow> {
  const [row] = await db
    .update(partner_api_leads)
    .set({ sandbox_status: status, updated_at: sql`now()` })
    .where(eq(partner_api_leads.id, id))
    .returning();
  if (!row) throw new Error('Lead update returned no row');
  return row;
}

// ---------- webhooks ----------

/**
 * Holds, until the transaction ends, the right to change this partner's webhooks: the count against the limit and the
 * insert must see each other's, which plain READ COMMITTED reads do not (15 parallel creations left 13 of 10).
 */
export async function lockPartnerWebhooks(tx: Executor, partnerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partner-webhooks'), ${partnerId})`);
}

export async function listWebhooks(db: Executor, partnerId: number): Promise<WebhookRow[]> {
  return db
    .select()
    .from(partner_webhooks)
    .where(and(eq(partner_webhooks.partner_id, partnerId), isNull(partner_webhooks.deleted_at)))
    .orderBy(desc(partner_webhooks.created_at), desc(partner_webhooks.id));
}

export async function insertWebhook(
  db: Executor,
  values: {
    partnerId: number;
    url: string;
    mode: ApiKeyMode;
    events: WebhookEventType[];
    secret: string;
    secretPrefix: string;
  },
): Promise<WebhookRow> {
  const [row] = await db
    .insert(partner_webhooks)
    .values({
      partner_id: values.partnerId,
      url: values.url,
      mode: values.mode,
      events: values.events,
      secret: values.secret,
      secret_prefix: values.secretPrefix,
    })
    .returning();
  if (!row) throw new Error('Webhook insert returned no row');
  return row;
}

export async function findWebhookOfPartner(
  db: Executor,
  partnerId: number,
  id: number,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(partner_webhooks)
    .where(
      and(eq(partner_webhooks.id, id), eq(partner_webhooks.partner_id, partnerId), isNull(partner_webhooks.deleted_at)),
    )
    .limit(1);
  return row;
}

export async function deleteWebhook(db: Executor, id: number): Promise<void> {
  await db
    .update(partner_webhooks)
    .set({ deleted_at: sql`now()` })
    .where(eq(partner_webhooks.id, id));
}

/**
 * Writes one delivery per webhook of the partner (in this mode, listening to this event) for an event, and answers
 * the ids written.
 */
export async function insertEventDeliveries(
  db: Executor,
  event: {
    partnerId: number;
    mode: ApiKeyMode;
    type: WebhookEventType;
    payload: Record<string, unknown>;
    batch: string;
  },
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
      insert into ${partner_webhook_deliveries} (webhook_id, partner_id, event_type, payload, batch)
      select w.id, w.partner_id, ${event.type}, ${JSON.stringify(event.payload)}::jsonb, ${event.batch}::uuid
      from ${partner_webhooks} w
      where w.partner_id = ${event.partnerId} and w.mode = ${event.mode} and w.deleted_at is null
        and w.events ? ${event.type}
      returning id`,
  );
  return rows.map((row) => row.id);
}

/**
 * One delivery per given history row (a status change's events) to every live webhook of the application's partner
 * that listens to status changes; a row is delivered once per webhook however often this runs.
 */
export async function insertHistoryDeliveries(db: Executor, historyIds: number[], batch: string): Promise<number> {
  if (historyIds.length === 0) return 0;
  return insertDeliveriesOf(db, sql`h.id in (select unnest(${`{${historyIds.join(',')}}`}::int[]))`, batch);
}

async function insertDeliveriesOf(db: Executor, which: SQL, batch: string): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
      insert into ${partner_webhook_deliveries} (webhook_id, partner_id, event_type, payload, history_id, batch)
      select w.id, a.partner_id, 'application.status_changed',
        jsonb_build_object(
          'application_id', a.id,
          'reference', a.reference,
          'lead_id', (select l.id from ${partner_api_leads} l
                      where l.user_id = a.user_id and l.product = a.product and l.partner_id = a.partner_id
                        and l.mode = 'live' and l.outcome = 'accepted'
                      order by l.created_at desc limit 1),
          'product', a.product,
          'from_status', h.from_status,
          'status', h.status,
          'source', h.source,
          'changed_at', to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
        h.id, ${batch}::uuid
      from application_status_history h
      join ${applications} a on a.id = h.application_id
      join ${partner_webhooks} w on w.partner_id = a.partner_id and w.mode = 'live' and w.deleted_at is null
        and w.events ? 'application.status_changed'
      where ${which}
      order by h.id, w.id
      on conflict do nothing
      returning id`,
  );
  return rows.length;
}

export async function deliveryIdsOfBatch(db: Executor, batch: string): Promise<number[]> {
  const rows = await db
    .select({ id: partner_webhook_deliveries.id })
    .from(partner_webhook_deliveries)
    .where(eq(partner_webhook_deliveries.batch, batch))
    .orderBy(partner_webhook_deliveries.id);
  return rows.map((row) => row.id);
}

/** A delivery with its webhook's address and secret, locked until the transaction ends. */
export async function findDeliveryForSend(db: Executor, id: number) {
  const [row] = await db
    .select({
      delivery: partner_webhook_deliveries,
      url: partner_webhooks.url,
      secret: partner_webhooks.secret,
      webhookDeleted: partner_webhooks.deleted_at,
      mode: partner_webhooks.mode,
    })
    .from(partner_webhook_deliveries)
    .innerJoin(partner_webhooks, eq(partner_webhooks.id, partner_webhook_deliveries.webhook_id))
    .where(eq(partner_webhook_deliveries.id, id))
    .limit(1);
  return row;
}

export async function recordAttempt(
  db: Executor,
  id: number,
  values: {
    expectedAttempts: number;
    status: 'pending' | 'delivered' | 'failed';
    statusCode: number | null;
    error: string | null;
    nextAttemptAt: Date | null;
  },
): Promise<boolean> {
  const rows = await db
    .update(partner_webhook_deliveries)
    .set({
      attempts: sql`${partner_webhook_deliveries.attempts} + 1`,
      status: values.status,
      last_status_code: values.statusCode,
      last_error: values.error,
      next_attempt_at: values.nextAttemptAt,
      delivered_at: values.status === 'delivered' ? sql`now()` : null,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(partner_webhook_deliveries.id, id),
        eq(partner_webhook_deliveries.status, 'pending'),
        eq(partner_webhook_deliveries.attempts, values.expectedAttempts),
      ),
    )
    .returning({ id: partner_webhook_deliveries.id });
  return rows.length === 1;
}

const deliveryColumns = {
  id: partner_webhook_deliveries.id,
  webhook_id: partner_webhook_deliveries.webhook_id,
  url: partner_webhooks.url,
  event_id: partner_webhook_deliveries.event_id,
  event_type: partner_webhook_deliveries.event_type,
  status: partner_webhook_deliveries.status,
  attempts: partner_webhook_deliveries.attempts,
  last_status_code: partner_webhook_deliveries.last_status_code,
  last_error: partner_webhook_deliveries.last_error,
  next_attempt_at: partner_webhook_deliveries.next_attempt_at,
  delivered_at: partner_webhook_deliveries.delivered_at,
  created_at: partner_webhook_deliveries.created_at,
};
export type DeliveryListRow = {
  id: number;
  webhook_id: number;
  url: string;
  event_id: string;
  event_type: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
};

export async function listDeliveries(
  db: Executor,
  partnerId: number,
  query: WebhookDeliveryListQuery,
): Promise<Page<DeliveryListRow>> {
  const where = and(
    eq(partner_webhook_deliveries.partner_id, partnerId),
    equalsWhenGiven(partner_webhook_deliveries.status, query.status),
    equalsWhenGiven(partner_webhook_deliveries.event_type, query.event_type),
    equalsWhenGiven(partner_webhook_deliveries.webhook_id, query.webhook_id),
    query.q ? sql`${partner_webhook_deliveries.event_id}::text = ${query.q.toLowerCase()}` : undefined,
  );
  return listPage(query, {
    items: ({ limit, offset }: PageBounds) =>
      db
        .select(deliveryColumns)
        .from(partner_webhook_deliveries)
        .innerJoin(partner_webhooks, eq(partner_webhooks.id, partner_webhook_deliveries.webhook_id))
        .where(where)
        .orderBy(
          ...orderBy(query.sort, { created_at: partner_webhook_deliveries.created_at }, partner_webhook_deliveries.id),
        )
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(partner_webhook_deliveries).where(where);
      return row?.n ?? 0;
    },
  });
}

export async function findDeliveryOfPartner(db: Executor, partnerId: number, id: number) {
  const [row] = await db
    .select({ delivery: partner_webhook_deliveries, webhookDeleted: partner_webhooks.deleted_at })
    .from(partner_webhook_deliveries)
    .innerJoin(partner_webhooks, eq(partner_webhooks.id, partner_webhook_deliveries.webhook_id))
    .where(and(eq(partner_webhook_deliveries.id, id), eq(partner_webhook_deliveries.partner_id, partnerId)))
    .limit(1);
  return row;
}

export async function findDeliveryListRow(db: Executor, id: number): Promise<DeliveryListRow | undefined> {
  const [row] = await db
    .select(deliveryColumns)
    .from(partner_webhook_deliveries)
    .innerJoin(partner_webhooks, eq(partner_webhooks.id, partner_webhook_deliveries.webhook_id))
    .where(eq(partner_webhook_deliveries.id, id))
    .limit(1);
  return row;
}

/** A new delivery of an earlier one's event (same event id and body) to the same webhook. */
export async function insertReplay(db: Executor, original: DeliveryRow): Promise<number> {
  const [row] = await db
    .insert(partner_webhook_deliveries)
    .values({
      webhook_id: original.webhook_id,
      partner_id: original.partner_id,
      event_id: original.event_id,
      event_type: original.event_type,
      payload: original.payload,
    })
    .returning({ id: partner_webhook_deliveries.id });
  if (!row) throw new Error('Replay insert returned no row');
  return row.id;
}

/** Deliveries of a partner made since an instant, counted per day in India and status (partner_idx). */
export async function countDeliveriesPerDay(db: Executor, partnerId: number, since: Date) {
  return rowsOf<{ day: string; status: 'pending' | 'delivered' | 'failed'; n: number }>(
    db,
    sql`
      select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, status, count(*)::int as n
      from ${partner_webhook_deliveries}
      where partner_id = ${partnerId} and created_at >= ${since.toISOString()}::timestamptz
      group by 1, 2`,
  );
}
