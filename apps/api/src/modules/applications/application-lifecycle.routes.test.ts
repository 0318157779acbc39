/**
 * The lifecycle owns every status change (decision 031): a status-file disbursal, an MIS disbursal and an admin's
 * reconciliation write the same history and the same event, and every subscriber reacts to it once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestFile } from '@saakh/domain/ingestion';
import type { MisException } from '@saakh/domain/reconciliation';
import {
  application_event_reactions,
  application_events,
  application_status_history,
  applications,
} from '../../db/schema/applications';
import { commission_ledger } from '../../db/schema/ingestion';
import { job_outbox } from '../../db/schema/jobs';
import { message_templates, messages } from '../../db/schema/messaging';
import { partner_webhook_deliveries, partner_webhooks } from '../../db/schema/partner-api';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createPartnerUser,
  createRevenueItem,
  revenueTypeId,
  type ApplicationRow,
} from '../../test/factories';
import { multipart } from '../../test/multipart';
import { DLT } from '../messaging/messaging-test-support';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/test-app';
import { misHeader, xlsxBuffer } from '../../test/sheet-files';
import { rowsOf } from '../../db/sql';
import { dispatchBatch, pruneDispatchedEvents } from './application-events';

let t: TestApp;
let admin: string;
let lender: { id: number; name: string };
let server: Server;
let webhookUrl: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  await createAdmin(t.db, { email: 'lifecycle-admin@saakh.local', role_id: 1 });
  admin = await loginAdmin(t, 'lifecycle-admin@saakh.local');
  lender = await createLender(t.db, { name: `LifeBank${Date.now()}` });
  await createRevenueItem(t.db, lender.id, {
    revenue_type_id: await revenueTypeId(t.db, 'Percentage'),
    slab_disbursed_min: 0,
    slab_disbursed_max: null,
    revenue_percent: '2.000',
    revenue_flat: null,
    sort_order: 0,
  });
  await t.db.insert(message_templates).values({
    channel: 'sms',
    name: 'Disbursed (SMS)',
    category: 'transactional',
    event: 'disbursed',
    body_en: 'Hi {{first_name}}, {{lender_name}} has disbursed {{amount}}. {{link}}',
    body_hi: 'नमस्ते {{first_name}}, {{lender_name}} ने {{amount}} का वितरण किया। {{link}}',
    ...DLT,
  } as typeof message_templates.$inferInsert);
  server = createServer((_request, response) => response.writeHead(200).end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://localhost:${(server.address() as AddressInfo).port}/saakh`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const xlsx = (rows: readonly (readonly (string | number | null)[])[]) => xlsxBuffer(rows);

/** Waits for the jobs a change asked for, and those they ask for in turn (the dispatcher, its deliveries). */
async function settle() {
  await t.deps.jobs.idle(30_000);
}

/** Uploads a lender file, waits for its check, applies it and waits for everything that follows. */
async function uploadAndApply(kind: 'status' | 'mis', content: Buffer): Promise<IngestFile> {
  const body = multipart([{ name: 'image_name', filename: `${kind}.xlsx`, type: 'application/octet-stream', content }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await settle();
  const id = uploaded.json().data.id as number;
  const applied = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${id}/apply`,
    payload: { skip_errors: true, confirm_duplicate: true },
    headers: bearer(admin),
  });
  expect(applied.statusCode, applied.body).toBe(200);
  await settle();
  return (await t.app.inject({ method: 'GET', url: `/api/ingest-files/${id}`, headers: bearer(admin) })).json()
    .data as IngestFile;
}

type Scenario = {
  source: 'lender_file' | 'mis' | 'admin';
  from: 'approved' | 'in_review';
  disburse: (app: ApplicationRow, reference: string) => Promise<void>;
};

const scenarios: Scenario[] = [
  {
    source: 'lender_file',
    from: 'approved',
    async disburse(app) {
      const file = await uploadAndApply(
        'status',
        await xlsx([
          ['application_id', 'status', 'lender_reference', 'disbursed_amount', 'disbursed_on', 'remarks'],
          [app.id, 'disbursed', null, 150000, '2026-03-05', null],
        ]),
      );
      expect(file).toMatchObject({ status: 'completed', rows_updated: 1 });
    },
  },
  {
    source: 'mis',
    from: 'approved',
    async disburse(_app, reference) {
      const file = await uploadAndApply(
        'mis',
        await xlsx([misHeader, [lender.name, reference, 'Asha', null, null, 150000, 150000, '2026-03-05', 'UTR1']]),
      );
      expect(file).toMatchObject({ rows_updated: 1 });
    },
  },
  {
    source: 'admin',
    from: 'approved',
    async disburse(app) {
      // A row the MIS could not match waits for an admin, who says which application it is.
      const file = await uploadAndApply(
        'mis',
        await xlsx([
          misHeader,
          [
            lender.name,
            `LOST-${app.id.slice(0, 8)}`,
            'Nobody',
            '9000000001',
            null,
            150000,
            150000,
            '2026-03-05',
            'UTR2',
          ],
        ]),
      );
      const queue = await t.app.inject({
        method: 'GET',
        url: `/api/mis-exceptions?file_id=${file.id}`,
        headers: bearer(admin),
      });
      const [exception] = queue.json().data.items as MisException[];
      const resolved = await t.app.inject({
        method: 'POST',
        url: `/api/mis-exceptions/${exception?.id}/resolve`,
        payload: { action: 'reassign', application_id: app.id },
        headers: bearer(admin),
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
      await settle();
    },
  },
];

async function applicationOfAPartner(status: 'approved' | 'in_review', reference: string) {
  const partner = await createPartner(t.db);
  const partnerUser = await createPartnerUser(t.db, { partner_id: partner.id });
  await t.db.insert(partner_webhooks).values({
    partner_id: partner.id,
    url: webhookUrl,
    mode: 'live',
    events: ['application.status_changed'],
    secret: 'whsec_lifecycle_test_secret',
    secret_prefix: 'whsec_li',
  });
  const customer = await createCustomer(t.db);
  const app = await createApplication(t.db, {
    userId: customer.id,
    lenderId: lender.id,
    partnerId: partner.id,
    status,
    amount: 150000,
    lender_reference: reference,
  });
  return { app, partnerUser };
}

/** Everything the subscribers did for one application, counted. */
async function reactions(applicationId: string) {
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const n = sql<number>`count(*)::int`;
  return {
    messages: await count(t.db.select({ n }).from(messages).where(eq(messages.application_id, applicationId))),
    webhooks: await count(
      t.db
        .select({ n })
        .from(partner_webhook_deliveries)
        .where(sql`${partner_webhook_deliveries.payload}->>'application_id' = ${applicationId}`),
    ),
    delivered: await count(
      t.db
        .select({ n })
        .from(partner_webhook_deliveries)
        .where(
          and(
            sql`${partner_webhook_deliveries.payload}->>'application_id' = ${applicationId}`,
            eq(partner_webhook_deliveries.status, 'delivered'),
          ),
        ),
    ),
    emails: await count(
      t.db
        .select({ n })
        .from(job_outbox)
        .where(
          and(
            eq(job_outbox.queue, 'partner-support.disbursal-email'),
            sql`${job_outbox.payload}->'applicationIds' ? ${applicationId}`,
          ),
        ),
    ),
    commissions: await count(
      t.db.select({ n }).from(commission_ledger).where(eq(commission_ledger.application_id, applicationId)),
    ),
  };
}

describe('every source of a disbursal', () => {
  it.each(scenarios)(
    '$source: writes the history and one event per step, and each subscriber reacts once',
    async (scenario) => {
      const reference = `LAN-${scenario.source}-${Date.now()}`;
      const { app, partnerUser } = await applicationOfAPartner(scenario.from, reference);
      await scenario.disburse(app, reference);

      const [after] = await t.db.select().from(applications).where(eq(applications.id, app.id));
      expect(after).toMatchObject({ status: 'disbursed', disbursed_amount: '150000.00', disbursed_on: '2026-03-05' });
      expect(Number(after?.expected_commission)).toBe(3000);

      const history = await t.db
        .select()
        .from(application_status_history)
        .where(eq(application_status_history.application_id, app.id))
        .orderBy(application_status_history.id);
      expect(history.map((row) => [row.from_status, row.status, row.source])).toEqual([
        ['approved', 'disbursed', scenario.source],
      ]);
      const events = await t.db
        .select()
        .from(application_events)
        .where(eq(application_events.application_id, app.id))
        .orderBy(application_events.id);
      expect(events.map((event) => [event.history_id, event.from_status, event.status, event.source])).toEqual([
        [history[0]?.id, 'approved', 'disbursed', scenario.source],
      ]);
      expect(events[0]?.dispatched_at).not.toBeNull();

      const once = { messages: 1, webhooks: 1, delivered: 1, emails: 1, commissions: 1 };
      expect(await reactions(app.id)).toEqual(once);
      expect(t.deps.messaging.lastMessageTo('email', partnerUser.email)?.subject).toContain('disbursed');
      const rollups = await t.db
        .select({ payload: job_outbox.payload })
        .from(job_outbox)
        .where(eq(job_outbox.idempotency_key, `rollup:application-events:${events[0]?.batch}`));
      expect(rollups).toEqual([{ payload: { days: expect.arrayContaining(['2026-03-05']) } }]);

      // The dispatcher running the batch again (a retried job) changes nothing.
      await dispatchBatch(t.deps, events[0]?.batch as string);
      await settle();
      expect(await reactions(app.id)).toEqual(once);
    },
  );

  it('an MIS disbursal of an application in review is its approval and its disbursal: two rows, two events, one message', async () => {
    const reference = `LAN-review-${Date.now()}`;
    const { app } = await applicationOfAPartner('in_review', reference);
    await scenarios[1]?.disburse(app, reference);
    const history = await t.db
      .select()
      .from(application_status_history)
      .where(eq(application_status_history.application_id, app.id))
      .orderBy(application_status_history.id);
    expect(history.map((row) => [row.from_status, row.status, row.source])).toEqual([
      ['in_review', 'approved', 'mis'],
      ['approved', 'disbursed', 'mis'],
    ]);
    const events = await t.db.select().from(application_events).where(eq(application_events.application_id, app.id));
    expect(events.map((event) => event.history_id).sort()).toEqual(history.map((row) => row.id).sort());
    expect(await reactions(app.id)).toEqual({ messages: 1, webhooks: 2, delivered: 2, emails: 1, commissions: 1 });
  });
});

describe('the outbox', () => {
  it('keeps a dispatched event two weeks, then deletes it with its reactions; an event still pending stays', async () => {
    const customer = await createCustomer(t.db);
    const app = await createApplication(t.db, { userId: customer.id, lenderId: lender.id });
    const [history] = await t.db
      .insert(application_status_history)
      .values({ application_id: app.id, from_status: 'created', status: 'submitted', source: 'customer' })
      .returning();
    const event = (age: string, dispatched: boolean) => sql`
      insert into application_events (batch, application_id, history_id, from_status, status, source, created_at,
        dispatched_at)
      values (gen_random_uuid(), ${app.id}::uuid, ${history!.id}, 'created', 'submitted', 'customer',
        now() - ${age}::interval, ${dispatched ? sql`now()` : null})
      returning id`;
    const ids: Record<string, number> = {};
    for (const [name, age, dispatched] of [
      ['pendingOld', '20 days', false],
      ['dispatchedOld', '15 days', true],
      ['dispatchedRecent', '13 days', true],
    ] as const) {
      const [row] = await rowsOf<{ id: number }>(t.db, event(age, dispatched));
      ids[name] = row!.id;
    }
    await t.db.execute(sql`insert into application_event_reactions (event_id, subscriber)
      values (${ids.dispatchedOld}, 'customer-messages'), (${ids.dispatchedRecent}, 'customer-messages')`);

    expect(await pruneDispatchedEvents(t.deps)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: application_events.id })
      .from(application_events)
      .where(eq(application_events.application_id, app.id));
    expect(left.map((row) => row.id).sort()).toEqual([ids.pendingOld, ids.dispatchedRecent].sort());
    const reacted = await t.db
      .select({ id: application_event_reactions.event_id })
      .from(application_event_reactions)
      .where(inArray(application_event_reactions.event_id, [ids.dispatchedOld!, ids.dispatchedRecent!]));
    expect(reacted).toEqual([{ id: ids.dispatchedRecent }]);
    // Nothing old is left: a second run deletes nothing and the history stays.
    expect(await pruneDispatchedEvents(t.deps)).toBe(0);
    expect(
      await t.db.select().from(application_status_history).where(eq(application_status_history.application_id, app.id)),
    ).toHaveLength(1);
  });
});
