/**
 * Queries of messaging: templates, the audience of a segment (in SQL, in batches), campaigns and their progress,
 * the delivery log, the STOP list, and the state changes of a message (send, receipt, skip, wait).
 */
import { and, asc, count, eq, gt, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { applicationStatuses, type ApplicationStatus } from '@saakh/domain/applications';
import type { Page } from '@saakh/domain/lists';
import {
  messageStatuses,
  type CampaignListQuery,
  type CampaignProgress,
  type DeliveryLogQuery,
  type MessageChannel,
  type MessageSegment,
  type MessageStatus,
  type OptOutListQuery,
  type OptOutSource,
  type TemplateListQuery,
} from '@saakh/domain/messaging';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { rowsOf } from '../../db/sql';
import { admin_users } from '../../db/schema/admins';
import { message_campaigns, message_opt_outs, message_templates, messages } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';

export type TemplateRow = typeof message_templates.$inferSelect;
export type TemplateValues = Omit<typeof message_templates.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

// ---------- templates ----------

export function listTemplates(db: Executor, query: TemplateListQuery): Promise<Page<TemplateRow>> {
  const where = and(
    equalsWhenGiven(message_templates.channel, query.channel),
    equalsWhenGiven(message_templates.category, query.category),
    query.state === undefined ? undefined : eq(message_templates.status, query.state === 'active' ? 1 : 0),
    searchAny(query.q, [message_templates.name, message_templates.body_en, message_templates.dlt_template_id]),
  );
  const columns = {
    name: message_templates.name,
    channel: message_templates.channel,
    created_at: message_templates.created_at,
    updated_at: message_templates.updated_at,
  };
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select()
        .from(message_templates)
        .where(where)
        .orderBy(...orderBy(query.sort, columns, message_templates.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(message_templates).where(where))[0]?.n ?? 0,
  });
}

export async function findTemplate(db: Executor, id: number, lock = false): Promise<TemplateRow | undefined> {
  const query = db.select().from(message_templates).where(eq(message_templates.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertTemplate(db: Executor, values: TemplateValues): Promise<TemplateRow> {
  const [row] = await db.insert(message_templates).values(values).returning();
  if (!row) throw new Error('template not inserted');
  return row;
}

export async function updateTemplate(db: Executor, id: number, values: Partial<TemplateValues>): Promise<TemplateRow> {
  const [row] = await db
    .update(message_templates)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(message_templates.id, id))
    .returning();
  if (!row) throw new Error('template not updated');
  return row;
}

// ---------- rendering in SQL ----------

/** How a status reads inside a message, in both languages. */
export const statusWords: Record<ApplicationStatus, { en: string; hi: string }> = {
  created: { en: 'started', hi: 'शुरू' },
  submitted: { en: 'submitted', hi: 'जमा' },
  in_review: { en: 'in review', hi: 'समीक्षा में' },
  approved: { en: 'approved', hi: 'स्वीकृत' },
  rejected: { en: 'not approved', hi: 'अस्वीकृत' },
  disbursed: { en: 'disbursed', hi: 'वितरित' },
  cancelled: { en: 'cancelled', hi: 'रद्द' },
  expired: { en: 'expired', hi: 'समाप्त' },
};

function statusWordSql(status: SQL, language: 'en' | 'hi'): SQL {
  const cases = applicationStatuses.map((value) => sql`when ${value} then ${statusWords[value][language]}`);
  return sql`(case ${status} ${sql.join(cases, sql` `)} else '' end)`;
}

/**
 * A template text with its variables filled from `u` (users), `a` (applications) and `l` (lenders); {{link}} stays
 * for the sender, which knows the site's address. Variables are stored as {{name}} without spaces (the service
 * normalises them on save).
 */
function renderSql(text: SQL, language: 'en' | 'hi'): SQL {
  const values: [string, SQL][] = [
    ['first_name', sql`coalesce(u.first_name, '')`],
    // What the customer reads and quotes on a call: the short reference (SK-7K3P9Q), never the internal uuid.
    ['application_id', sql`coalesce(a.reference, '')`],
    // A Hindi message names the lender in Devanagari where admins gave it a Hindi name (issue 29).
    [
      'lender_name',
      language === 'hi'
        ? sql`coalesce(nullif(btrim(l.display_name_hi), ''), l.display_name, l.name, '')`
        : sql`coalesce(l.display_name, l.name, '')`,
    ],
    ['status', sql`coalesce(${statusWordSql(sql`a.status`, language)}, '')`],
    // Once the lender has disbursed, the amount it paid out (often less than the amount applied for), else that.
    ['amount', sql`coalesce('₹' || to_char(coalesce(a.disbursed_amount, a.amount), 'FM99,99,99,99,999'), '')`],
  ];
  return values.reduce<SQL>((inner, [name, value]) => sql`replace(${inner}, ${`{{${name}}}`}, ${value})`, text);
}

const languageSql = sql`(case when exists (select 1 from languages lg where lg.id = u.language and lg.code = 'hi') then 'hi' else 'en' end)`;

function renderedBody(): SQL {
  return sql`(case when ${languageSql} = 'hi' then ${renderSql(sql`t.body_hi`, 'hi')} else ${renderSql(sql`t.body_en`, 'en')} end)`;
}
function renderedSubject(): SQL {
  return sql`(case when t.channel <> 'email' then null when ${languageSql} = 'hi' then ${renderSql(sql`t.subject_hi`, 'hi')} else ${renderSql(sql`t.subject_en`, 'en')} end)`;
}
const addressSql = sql`(case when t.channel = 'email' then lower(u.email) else u.mobile_phone_number end)`;

// ---------- audiences ----------

const dayOf = (column: SQL) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

/** The application conditions of a segment on `a`; undefined when it has none. */
function applicationConditions(segment: MessageSegment): SQL[] {
  const conditions: SQL[] = [];
  if (segment.product) conditions.push(sql`a.product = ${segment.product}`);
  if (segment.status) conditions.push(sql`a.status = ${segment.status}`);
  if (segment.partnerId) conditions.push(sql`a.partner_id = ${segment.partnerId}`);
  if (segment.dateOf === 'application') {
    if (segment.from) conditions.push(sql`${dayOf(sql`a.created_at`)} >= ${segment.from}::date`);
    if (segment.to) conditions.push(sql`${dayOf(sql`a.created_at`)} <= ${segment.to}::date`);
  }
  return conditions;
}

/**
 * The condition, on a customer and a channel, that a promotional message's audience must also meet: a standing
 * marketing consent there (the consents module's, passed in by the service).
 */
export type MarketingConsentSql = (userId: SQLWrapper, channel: SQLWrapper) => SQL;

/**
 * Who a segment reaches on a channel: customers (not erased) with an address there, matching every filter, and for a
 * promotional message holding a marketing consent on the channel.
 */
function audienceWhere(segment: MessageSegment, channel: MessageChannel, consent?: MarketingConsentSql): SQL {
  const conditions: SQL[] = [sql`u.erased_at is null`];
  if (consent) conditions.push(consent(sql`u.id`, sql`${channel}`));
  if (channel === 'email') conditions.push(sql`u.email is not null and u.email <> ''`);
  const onApplications = applicationConditions(segment);
  if (onApplications.length > 0) {
    conditions.push(
      sql`exists (select 1 from applications a where a.user_id = u.id and ${sql.join(onApplications, sql` and `)})`,
    );
  }
  if (segment.dateOf !== 'application') {
    if (segment.from) conditions.push(sql`${dayOf(sql`u.created_at`)} >= ${segment.from}::date`);
    if (segment.to) conditions.push(sql`${dayOf(sql`u.created_at`)} <= ${segment.to}::date`);
  }
  if (segment.language) conditions.push(sql`${languageSql} = ${segment.language}`);
  return sql.join(conditions, sql` and `);
}

export async function countAudience(
  db: Executor,
  channel: MessageChannel,
  segment: MessageSegment,
  consent?: MarketingConsentSql,
): Promise<number> {
  const found = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from users u where ${audienceWhere(segment, channel, consent)}`,
  );
  return Number(found[0]?.n ?? 0);
}

/**
 * Writes the next batch of a campaign's messages (queued), customers in id order after `afterUserId`; the
 * customer's latest application matching the segment fills the application variables. Answers the new messages'
 * ids and the last customer reached.
 */
export async function insertCampaignBatch(
  db: Executor,
  campaign: { id: number; templateId: number; segment: MessageSegment; createdBy: number | null },
  channel: MessageChannel,
  afterUserId: number,
  limit: number,
  consent?: MarketingConsentSql,
): Promise<{ ids: number[]; lastUserId: number | null }> {
  const onApplications = applicationConditions(campaign.segment);
  const latest = sql`left join lateral (
      select a.* from applications a where a.user_id = u.id
      ${onApplications.length > 0 ? sql`and ${sql.join(onApplications, sql` and `)}` : sql``}
      order by a.created_at desc limit 1
    ) a on true
    left join lenders l on l.id = a.lender_id`;
  const found = await rowsOf<{ id: number; user_id: number }>(
    db,
    sql`
    with chosen as (
      select u.id from users u
      where u.id > ${afterUserId} and ${audienceWhere(campaign.segment, channel, consent)}
      order by u.id limit ${limit}
    )
    insert into messages (channel, category, source, template_id, campaign_id, user_id, application_id, language,
      to_address, subject, body, status, created_by)
    select t.channel, t.category, 'campaign', t.id, ${campaign.id}, u.id, a.id, ${languageSql}, ${addressSql},
      ${renderedSubject()}, ${renderedBody()}, 'queued', ${campaign.createdBy}
    from chosen c
    join users u on u.id = c.id
    join message_templates t on t.id = ${campaign.templateId}
    ${latest}
    order by u.id
    returning id, user_id`,
  );
  const rows = found;
  return {
    ids: rows.map((row) => Number(row.id)),
    lastUserId: rows.length === 0 ? null : Math.max(...rows.map((row) => Number(row.user_id))),
  };
}

/** How many messages left since `since` (the send rate's window). */
export async function countSentSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(isNotNull(messages.sent_at), gt(messages.sent_at, since)));
  return row?.n ?? 0;
}

/** How many messages a campaign's audience job wrote (its recipients). */
export async function countCampaignMessages(db: Executor, campaignId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(eq(messages.campaign_id, campaignId));
  return row?.n ?? 0;
}

/** The last customer a campaign's messages reached, so a retried audience job resumes after it. */
export async function lastCampaignUser(db: Executor, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${messages.user_id})` })
    .from(messages)
    .where(eq(messages.campaign_id, campaignId));
  return Number(row?.last ?? 0);
}

/**
 * Status messages: for each application (ids as one uuid[] parameter), its current status's message on every
 * channel with an active transactional template for it, in the customer's language. One statement.
 */
export async function insertStatusMessages(
  db: Executor,
  input: { applicationIds: string[]; source: 'status_change' | 'csr'; createdBy: number | null },
): Promise<number[]> {
  if (input.applicationIds.length === 0) return [];
  const ids = `{${input.applicationIds.join(',')}}`;
  const found = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into messages (channel, category, source, template_id, user_id, application_id, language, to_address,
      subject, body, status, created_by)
    select t.channel, t.category, ${input.source}, t.id, u.id, a.id, ${languageSql}, ${addressSql},
      ${renderedSubject()}, ${renderedBody()}, 'queued', ${input.createdBy}
    from applications a
    join users u on u.id = a.user_id
    join lenders l on l.id = a.lender_id
    join message_templates t on t.event = a.status and t.status = 1 and t.category = 'transactional'
    where a.id = any(${ids}::uuid[]) and u.erased_at is null
    order by a.id, t.channel
    returning id`,
  );
  return found.map((row) => Number(row.id));
}

// ---------- campaigns ----------

export type CampaignRow = typeof message_campaigns.$inferSelect;

export async function insertCampaign(
  db: Executor,
  values: typeof message_campaigns.$inferInsert,
): Promise<CampaignRow> {
  const [row] = await db.insert(message_campaigns).values(values).returning();
  if (!row) throw new Error('campaign not inserted');
  return row;
}

export async function findCampaign(db: Executor, id: number, lock = false): Promise<CampaignRow | undefined> {
  const query = db.select().from(message_campaigns).where(eq(message_campaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCampaign(
  db: Executor,
  id: number,
  values: Partial<typeof message_campaigns.$inferInsert>,
): Promise<void> {
  await db.update(message_campaigns).set(values).where(eq(message_campaigns.id, id));
}

const progressColumn = (status: MessageStatus) =>
  sql<number>`(select count(*)::int from ${messages} where ${messages.campaign_id} = ${message_campaigns.id} and ${messages.status} = ${status})`;

export type CampaignListRow = CampaignRow & {
  template_name: string;
  channel: MessageChannel;
  category: 'transactional' | 'promotional';
  progress: CampaignProgress;
};

const campaignColumns = {
  campaign: message_campaigns,
  template_name: message_templates.name,
  channel: message_templates.channel,
  category: message_templates.category,
  queued: progressColumn('queued'),
  sent: progressColumn('sent'),
  delivered: progressColumn('delivered'),
  failed: progressColumn('failed'),
  skipped: progressColumn('skipped'),
};

type CampaignSelect = {
  campaign: CampaignRow;
  template_name: string;
  channel: MessageChannel;
  category: 'transactional' | 'promotional';
} & CampaignProgress;

function toCampaignRow(row: CampaignSelect): CampaignListRow {
  const { campaign, template_name, channel, category, queued, sent, delivered, failed, skipped } = row;
  return { ...campaign, template_name, channel, category, progress: { queued, sent, delivered, failed, skipped } };
}

export async function listCampaigns(db: Executor, query: CampaignListQuery): Promise<Page<CampaignListRow>> {
  const where = and(
    equalsWhenGiven(message_campaigns.status, query.status),
    searchAny(query.q, [message_campaigns.name, message_templates.name]),
  );
  const columns = {
    created_at: message_campaigns.created_at,
    scheduled_at: message_campaigns.scheduled_at,
    name: message_campaigns.name,
  };
  const page = await listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(campaignColumns)
        .from(message_campaigns)
        .innerJoin(message_templates, eq(message_templates.id, message_campaigns.template_id))
        .where(where)
        .orderBy(...orderBy(query.sort, columns, message_campaigns.id))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(message_campaigns)
          .innerJoin(message_templates, eq(message_templates.id, message_campaigns.template_id))
          .where(where)
      )[0]?.n ?? 0,
  });
  return { ...page, items: page.items.map(toCampaignRow) };
}

export async function campaignWithProgress(db: Executor, id: number): Promise<CampaignListRow | undefined> {
  const [row] = await db
    .select(campaignColumns)
    .from(message_campaigns)
    .innerJoin(message_templates, eq(message_templates.id, message_campaigns.template_id))
    .where(eq(message_campaigns.id, id));
  return row ? toCampaignRow(row) : undefined;
}

/**
 * Marks a sending campaign sent once its audience is written (the audience job sets `recipients` to the messages it
 * wrote) and none of its messages waits any more.
 */
export async function finishCampaignIfDone(db: Executor, campaignId: number, now: Date): Promise<void> {
  await db.execute(sql`
    update message_campaigns set status = 'sent', finished_at = ${now}
    where id = ${campaignId} and status = 'sending'
      and recipients = (select count(*) from messages where campaign_id = ${campaignId})
      and not exists (select 1 from messages where campaign_id = ${campaignId} and status = 'queued')`);
}

// ---------- sending ----------

export type SendRow = {
  id: number;
  channel: MessageChannel;
  category: 'transactional' | 'promotional';
  status: MessageStatus;
  language: 'en' | 'hi';
  to_address: string | null;
  subject: string | null;
  body: string;
  campaign_id: number | null;
  campaign_status: string | null;
  attempts: number;
  not_before: Date | null;
  allow_sms: number | null;
  allow_emails: number | null;
  opted_out: boolean;
  /** Whether the customer holds a standing marketing consent for the message's channel. */
  marketing_consent: boolean;
  dlt_entity_id: string | null;
  dlt_header: string | null;
  dlt_template_id: string | null;
  whatsapp_template: string | null;
  /** The application the message is about, and the status its template answers (e.g. 'submitted'). */
  application_id: string | null;
  event: string | null;
};

/**
 * The messages of a send job as the rules need them: the customer's flags, the STOP list, their marketing consent
 * (`hasMarketingConsent` builds the consents module's exists subquery from the customer and channel), the template's ids.
 */
export async function messagesToSend(
  db: Executor,
  ids: number[],
  hasMarketingConsent: (userId: SQLWrapper, channel: SQLWrapper) => SQL,
): Promise<SendRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: messages.id,
      channel: messages.channel,
      category: messages.category,
      status: messages.status,
      language: messages.language,
      to_address: messages.to_address,
      subject: messages.subject,
      body: messages.body,
      campaign_id: messages.campaign_id,
      campaign_status: message_campaigns.status,
      attempts: messages.attempts,
      not_before: messages.not_before,
      allow_sms: users.allow_sms,
      allow_emails: users.allow_emails,
      opted_out: sql<boolean>`exists (select 1 from ${message_opt_outs} o where o.channel = ${messages.channel} and o.address = ${messages.to_address})`,
      marketing_consent: sql<boolean>`${hasMarketingConsent(messages.user_id, messages.channel)}`,
      dlt_entity_id: message_templates.dlt_entity_id,
      dlt_header: message_templates.dlt_header,
      dlt_template_id: message_templates.dlt_template_id,
      whatsapp_template: message_templates.whatsapp_template,
      application_id: messages.application_id,
      event: message_templates.event,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.user_id))
    .leftJoin(message_templates, eq(message_templates.id, messages.template_id))
    .leftJoin(message_campaigns, eq(message_campaigns.id, messages.campaign_id))
    .where(inArray(messages.id, ids))
    .orderBy(asc(messages.id));
  return rows as SendRow[];
}

export async function markSkipped(db: Executor, id: number, reason: string): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'skipped', skip_reason: reason })
    .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
}

/**
 * Skips every queued promotional message of a customer on a channel (their marketing consent was withdrawn): they
 * never leave, whenever their send job runs. Answers how many.
 */
export async function skipQueuedPromotional(
  db: Executor,
  values: { userId: number; channel: MessageChannel; reason: string },
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status: 'skipped', skip_reason: values.reason })
    .where(
      and(
        eq(messages.user_id, values.userId),
        eq(messages.channel, values.channel),
        eq(messages.category, 'promotional'),
        eq(messages.status, 'queued'),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function markWaiting(db: Executor, ids: number[], notBefore: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(messages)
    .set({ not_before: notBefore })
    .where(and(inArray(messages.id, ids), eq(messages.status, 'queued')));
}

export async function markSent(
  db: Executor,
  id: number,
  values: { provider: string; providerMessageId: string; at: Date; body: string; subject: string | null },
): Promise<void> {
  await db
    .update(messages)
    .set({
      status: 'sent',
      body: values.body,
      subject: values.subject,
      provider: values.provider,
      provider_message_id: values.providerMessageId,
      sent_at: values.at,
      attempts: sql`${messages.attempts} + 1`,
      error: null,
    })
    .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
}

export async function markAttemptFailed(
  db: Executor,
  id: number,
  values: { error: string; final: boolean; at: Date },
): Promise<void> {
  await db
    .update(messages)
    .set({
      attempts: sql`${messages.attempts} + 1`,
      error: values.error,
      ...(values.final ? { status: 'failed' as const, failed_at: values.at } : {}),
    })
    .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
}

/**
 * A delivery receipt: sent → delivered or failed; a failed message may still turn delivered (a late receipt), a
 * delivered one never moves back. Answers whether a message with that id exists on that channel.
 */
export async function applyReceipt(
  db: Executor,
  receipt: { channel: MessageChannel; providerMessageId: string; status: 'delivered' | 'failed'; reason?: string },
  at: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ id: messages.id, status: messages.status })
    .from(messages)
    .where(and(eq(messages.channel, receipt.channel), eq(messages.provider_message_id, receipt.providerMessageId)));
  if (!found) return false;
  if (receipt.status === 'delivered') {
    await db
      .update(messages)
      .set({ status: 'delivered', delivered_at: at, error: null })
      .where(and(eq(messages.id, found.id), inArray(messages.status, ['sent', 'failed'])));
  } else {
    await db
      .update(messages)
      .set({ status: 'failed', failed_at: at, error: receipt.reason ?? 'Not delivered' })
      .where(and(eq(messages.id, found.id), eq(messages.status, 'sent')));
  }
  return true;
}

export async function campaignOfMessage(db: Executor, providerMessageId: string): Promise<number | null> {
  const [row] = await db
    .select({ campaign_id: messages.campaign_id })
    .from(messages)
    .where(eq(messages.provider_message_id, providerMessageId));
  return row?.campaign_id ?? null;
}

// ---------- the delivery log ----------

export type LogRow = typeof messages.$inferSelect & { template_name: string | null; campaign_name: string | null };

export async function listMessages(db: Executor, query: DeliveryLogQuery): Promise<Page<LogRow>> {
  const where = and(
    equalsWhenGiven(messages.channel, query.channel),
    equalsWhenGiven(messages.status, query.status),
    equalsWhenGiven(messages.source, query.source),
    equalsWhenGiven(messages.campaign_id, query.campaign_id),
    query.q ? sql`${messages.to_address} = ${query.q.trim().toLowerCase()}` : undefined,
  );
  const columns = { created_at: messages.created_at, status: messages.status, channel: messages.channel };
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select({
          message: messages,
          template_name: message_templates.name,
          campaign_name: message_campaigns.name,
        })
        .from(messages)
        .leftJoin(message_templates, eq(message_templates.id, messages.template_id))
        .leftJoin(message_campaigns, eq(message_campaigns.id, messages.campaign_id))
        .where(where)
        .orderBy(...orderBy(query.sort, columns, messages.id))
        .limit(limit)
        .offset(offset)
        .then((rows) =>
          rows.map((row) => ({
            ...row.message,
            template_name: row.template_name,
            campaign_name: row.campaign_name,
          })),
        ),
    count: async () => (await db.select({ n: count() }).from(messages).where(where))[0]?.n ?? 0,
  });
}

/** Messages per India day and status from `fromDay` on. */
export async function messagesPerDay(
  db: Executor,
  since: Date,
): Promise<{ day: string; status: MessageStatus; n: number }[]> {
  const found = await rowsOf<{ day: string; status: MessageStatus; n: number }>(
    db,
    sql`
    select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, status, count(*)::int as n
    from messages where created_at >= ${since}
    group by 1, 2 order by 1`,
  );
  return found
    .filter((row) => (messageStatuses as readonly string[]).includes(row.status))
    .map((row) => ({ day: row.day, status: row.status, n: Number(row.n) }));
}

// ---------- the STOP list ----------

export type OptOutRow = typeof message_opt_outs.$inferSelect;

export function listOptOuts(db: Executor, query: OptOutListQuery): Promise<Page<OptOutRow>> {
  const where = and(
    equalsWhenGiven(message_opt_outs.channel, query.channel),
    query.q ? eq(message_opt_outs.address, query.q.trim().toLowerCase()) : undefined,
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select()
        .from(message_opt_outs)
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: message_opt_outs.created_at }, message_opt_outs.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(message_opt_outs).where(where))[0]?.n ?? 0,
  });
}

/** Adds an address to the STOP list; answers the new row, or undefined when it was there already. */
export async function insertOptOut(
  db: Executor,
  values: { channel: MessageChannel; address: string; source: OptOutSource; createdBy: number | null },
): Promise<OptOutRow | undefined> {
  const [row] = await db
    .insert(message_opt_outs)
    .values({ channel: values.channel, address: values.address, source: values.source, created_by: values.createdBy })
    .onConflictDoNothing({ target: [message_opt_outs.channel, message_opt_outs.address] })
    .returning();
  return row;
}

export async function findOptOut(db: Executor, id: number): Promise<OptOutRow | undefined> {
  const [row] = await db.select().from(message_opt_outs).where(eq(message_opt_outs.id, id));
  return row;
}

export async function deleteOptOut(db: Executor, id: number): Promise<void> {
  await db.delete(message_opt_outs).where(eq(message_opt_outs.id, id));
}

/** The signed-in staff member's own addresses, the only ones a test message may go to. */
export async function staffContact(db: Executor, adminId: number) {
  const [row] = await db
    .select({ name: admin_users.name, email: admin_users.email, phone: admin_users.phone })
    .from(admin_users)
    .where(eq(admin_users.id, adminId));
  return row;
}
