import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '../../db/schema/audit';
import {
  login_challenges,
  login_failures,
  login_links,
  otp_challenges,
  password_reset_tokens,
  sessions,
} from '../../db/schema/auth';
import { help_requests, tracking_events } from '../../db/schema/customer';
import { grievance_events, grievances } from '../../db/schema/grievances';
import { ingest_file_chunks, ingest_files } from '../../db/schema/ingestion';
import { job_outbox } from '../../db/schema/jobs';
import { message_campaigns, message_templates, messages } from '../../db/schema/messaging';
import { partner_webhook_deliveries, partner_webhooks } from '../../db/schema/partner-api';
import { rate_limit_hits } from '../../db/schema/rate-limit';
import { data_exports } from '../../db/schema/users';
import { loadConfig } from '../../config';
import { rowsOf } from '../../db/sql';
import { AUDIT_LOG_MIN_DAYS, retentionSchedule, type RetentionName } from '../../retention-schedule';
import { createAuditEntry, createCustomer, createPartner, unique } from '../../test/factories';
import { TEST_ENV } from '../../test/test-env';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { nextNightlyRetention, retentionJob, runRetention, scheduleRetention } from './retention.service';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The controlled "now" of every run: an hour ahead of the rows the database writes itself. */
const NOW = new Date(Date.now() + 60 * MINUTE);

type Probe = () => Promise<boolean>;

describe('retention schedule', () => {
  it('refuses an audit log kept under a year, in the schedule and in the configuration', () => {
    expect(() => retentionSchedule({ auditLog: AUDIT_LOG_MIN_DAYS - 1 })).toThrow(/audit_log.*at least 365 days/);
    expect(retentionSchedule({ auditLog: AUDIT_LOG_MIN_DAYS }).find((e) => e.name === 'auditLog')?.days).toBe(365);
    expect(() => loadConfig({ ...TEST_ENV, RETENTION_AUDIT_LOG_DAYS: '364' })).toThrow(/RETENTION_AUDIT_LOG_DAYS/);
    expect(
      loadConfig({ ...TEST_ENV, RETENTION_AUDIT_LOG_DAYS: '400' }).retention.find((e) => e.table === 'audit_log')?.days,
    ).toBe(400);
    expect(loadConfig(TEST_ENV).retention.find((e) => e.table === 'audit_log')?.days).toBeGreaterThanOrEqual(365);
  });

  it('refuses any period under its floor', () => {
    expect(() => retentionSchedule({ messages: 10 })).toThrow(/messages/);
    expect(() => loadConfig({ ...TEST_ENV, RETENTION_WAITING_LENDER_FILES_DAYS: '1' })).toThrow();
  });

  it('never names a table money, applications or legal records depend on, and says why for every one', () => {
    const tables = retentionSchedule().map((entry) => entry.table);
    for (const kept of [
      'applications',
      'application_status_history',
      'commission_ledger',
      'commission_receipts',
      'mis_rows',
      'customer_erasures',
      'erasure_requests',
      'users',
    ]) {
      expect(tables).not.toContain(kept);
    }
    for (const entry of retentionSchedule()) expect(entry.why.length).toBeGreaterThan(20);
  });

  it('runs nightly at 03:00 India time, after the 02:00 recount', () => {
    expect(nextNightlyRetention(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe('2026-11-28T21:30:00.000Z');
    expect(nextNightlyRetention(new Date('2026-11-28T21:30:00Z')).toISOString()).toBe('2026-11-29T21:30:00.000Z');
  });
});

describe('the nightly retention job', () => {
  let t: TestDeps;
  const deps = () => ({ ...t.deps, clock: { now: () => NOW } });
  /** Per schedule entry: rows just past their period (must go) and rows just inside or outside its condition (stay). */
  const gone = new Map<RetentionName, Probe[]>();
  const kept = new Map<RetentionName, Probe[]>();

  function at(days: number, offset: number): Date {
    return new Date(NOW.getTime() - days * DAY + offset);
  }

  async function expectsOf(name: RetentionName, past: Probe[], inside: Probe[]) {
    gone.set(name, [...(gone.get(name) ?? []), ...past]);
    kept.set(name, [...(kept.get(name) ?? []), ...inside]);
  }

  /** Whether the row of this id is still in the table. */
  function exists(table: PgTable, id: number): Probe {
    return async () => (await rowsOf(t.db, sql`select 1 from ${table} where id = ${id}`)).length > 0;
  }

  beforeAll(async () => {
    t = await createTestDeps();
    const days = (name: RetentionName) => t.config.retention.find((entry) => entry.name === name)!.days;
    const past = -MINUTE;
    const inside = MINUTE;

    for (const [offset, list] of [
      [past, 'gone'],
      [inside, 'kept'],
    ] as const) {
      const sink = list === 'gone' ? gone : kept;
      const add = (name: RetentionName, probe: Probe) => sink.set(name, [...(sink.get(name) ?? []), probe]);
      const n = unique();

      const [session] = await t.db
        .insert(sessions)
        .values({ token_hash: `ret-${n}`, kind: 'customer', subject_id: 1, expires_at: at(days('sessions'), offset) })
        .returning();
      add('sessions', exists(sessions, session!.id));
      const [otp] = await t.db
        .insert(otp_challenges)
        .values({ mobile: '9800000000', code_hash: 'x', expires_at: at(days('otpChallenges'), offset) })
        .returning();
      add('otpChallenges', exists(otp_challenges, otp!.id));
      const [failure] = await t.db
        .insert(login_failures)
        .values({ kind: 'admin', identifier: `ret-${n}`, created_at: at(days('loginFailures'), offset) })
        .returning();
      add('loginFailures', exists(login_failures, failure!.id));
      const [link] = await t.db
        .insert(login_links)
        .values({ token_hash: `ret-${n}`, kind: 'admin', subject_id: 1, expires_at: at(days('loginLinks'), offset) })
        .returning();
      add('loginLinks', exists(login_links, link!.id));
      const [resetLink] = await t.db
        .insert(password_reset_tokens)
        .values({
          token_hash: `ret-${n}`,
          kind: 'partner',
          subject_id: 1,
          password_stamp: 'x',
          expires_at: at(days('passwordResetLinks'), offset),
        })
        .returning();
      add('passwordResetLinks', exists(password_reset_tokens, resetLink!.id));
      const [pending] = await t.db
        .insert(login_challenges)
        .values({
          token_hash: `ret-${n}`,
          kind: 'admin',
          subject_id: 1,
          purpose: 'totp',
          expires_at: at(days('pendingLogins'), offset),
        })
        .returning();
      add('pendingLogins', exists(login_challenges, pending!.id));
      const key = `ret-${n}`;
      await t.db.insert(rate_limit_hits).values({ key, count: 3, expires_at: at(days('rateLimitHits'), offset) });
      add(
        'rateLimitHits',
        async () => (await t.db.select().from(rate_limit_hits).where(eq(rate_limit_hits.key, key))).length > 0,
      );
      const [message] = await t.db
        .insert(messages)
        .values({
          channel: 'sms',
          category: 'transactional',
          source: 'csr',
          language: 'en',
          to_address: '9800000000',
          body: 'Hello',
          status: 'delivered',
          created_at: at(days('messages'), offset),
        })
        .returning();
      add('messages', exists(messages, message!.id));
      const [event] = await t.db
        .insert(tracking_events)
        .values({
          event: 'landing',
          category_id: 1,
          goal_id: 1,
          ip: '10.0.0.1',
          created_at: at(days('trackingEvents'), offset),
        })
        .returning();
      add('trackingEvents', exists(tracking_events, event!.id));
      const partner = await createPartner(t.db);
      const [webhook] = await t.db
        .insert(partner_webhooks)
        .values({
          partner_id: partner.id,
          url: 'https://example.com/hook',
          mode: 'live',
          events: [],
          secret: 's',
          secret_prefix: 's',
        })
        .returning();
      const [delivery] = await t.db
        .insert(partner_webhook_deliveries)
        .values({
          webhook_id: webhook!.id,
          partner_id: partner.id,
          event_type: 'application.status_changed',
          payload: {},
          status: 'delivered',
          created_at: at(days('webhookDeliveries'), offset),
        })
        .returning();
      add('webhookDeliveries', exists(partner_webhook_deliveries, delivery!.id));
      const [job] = await t.db
        .insert(job_outbox)
        .values({
          queue: 'test.done',
          idempotency_key: `ret-${n}`,
          payload: {},
          status: 'completed',
          finished_at: at(days('finishedJobs'), offset),
        })
        .returning();
      add('finishedJobs', exists(job_outbox, job!.id));
      const [help] = await t.db
        .insert(help_requests)
        .values({
          name: 'Asha',
          email: 'asha@example.com',
          phone: '9800000000',
          description: 'Help',
          forward_status: 'forwarded',
          created_at: at(days('helpRequests'), offset),
        })
        .returning();
      add('helpRequests', exists(help_requests, help!.id));
      const audit = await createAuditEntry(t.db, { created_at: at(days('auditLog'), offset) });
      add('auditLog', exists(audit_log, audit.id));
      const [complaint] = await t.db
        .insert(grievances)
        .values({
          mobile: '9800000000',
          category: 'charges',
          description: 'A fee I did not expect',
          status: 'closed',
          due_on: '2020-01-31',
          updated_at: at(days('grievances'), offset),
        })
        .returning();
      await t.db.insert(grievance_events).values({ grievance_id: complaint!.id, kind: 'filed' });
      const complaintId = complaint!.id;
      add('grievances', async () => {
        // Its timeline goes with it.
        const events = await t.db.select().from(grievance_events).where(eq(grievance_events.grievance_id, complaintId));
        const still = (await rowsOf(t.db, sql`select 1 from grievances where id = ${complaintId}`)).length > 0;
        expect(events.length > 0).toBe(still);
        return still;
      });
      const exportOwner = await createCustomer(t.db);
      const [download] = await t.db
        .insert(data_exports)
        .values({
          user_id: exportOwner.id,
          status: 'ready',
          progress: 100,
          json_file: Buffer.from('{}'),
          expires_at: at(days('dataExports'), offset),
        })
        .returning();
      add('dataExports', exists(data_exports, download!.id));
      const [file] = await t.db
        .insert(ingest_files)
        .values({
          kind: 'status',
          file_name: 'status.csv',
          format: 'csv',
          sha256: `ret-${n}`,
          size_bytes: 5,
          status: 'completed',
          stage: 'ready',
          updated_at: at(days('waitingLenderFiles'), offset),
        })
        .returning();
      await t.db.insert(ingest_file_chunks).values({ file_id: file!.id, seq: 0, content: Buffer.from('a,b\n') });
      const fileId = file!.id;
      add('waitingLenderFiles', async () => {
        const [row] = await t.db.select().from(ingest_files).where(eq(ingest_files.id, fileId));
        const chunks = await t.db.select().from(ingest_file_chunks).where(eq(ingest_file_chunks.file_id, fileId));
        expect(row).toBeDefined(); // the file's record always stays
        return row!.stage === 'ready' && chunks.length === 1;
      });
    }

    // Past their period but still in use: a queued message, a pending delivery and job, a help request being forwarded.
    const [queued] = await t.db
      .insert(messages)
      .values({
        channel: 'sms',
        category: 'transactional',
        source: 'csr',
        language: 'en',
        body: 'Waiting',
        status: 'queued',
        created_at: at(days('messages') + 10, 0),
      })
      .returning();
    await expectsOf('messages', [], [exists(messages, queued!.id)]);
    const [template] = await t.db
      .insert(message_templates)
      .values({ channel: 'sms', name: `Offer ${unique()}`, category: 'promotional', body_en: 'Hi', body_hi: 'नमस्ते' })
      .returning();
    const [campaign] = await t.db
      .insert(message_campaigns)
      .values({ name: 'Long', template_id: template!.id, segment: {}, status: 'sending', scheduled_at: NOW })
      .returning();
    const [sending] = await t.db
      .insert(messages)
      .values({
        channel: 'sms',
        category: 'promotional',
        source: 'campaign',
        campaign_id: campaign!.id,
        language: 'en',
        body: 'Hi',
        status: 'delivered',
        created_at: at(days('messages') + 10, 0),
      })
      .returning();
    await expectsOf('messages', [], [exists(messages, sending!.id)]);
    const [pendingJob] = await t.db
      .insert(job_outbox)
      .values({
        queue: 'test.pending',
        idempotency_key: `ret-pending-${unique()}`,
        payload: {},
        status: 'pending',
        created_at: at(days('finishedJobs') + 10, 0),
      })
      .returning();
    await expectsOf('finishedJobs', [], [exists(job_outbox, pendingJob!.id)]);
    const [forwarding] = await t.db
      .insert(help_requests)
      .values({
        name: 'Ravi',
        email: 'ravi@example.com',
        phone: '9800000001',
        description: 'Help',
        forward_status: 'pending',
        created_at: at(days('helpRequests') + 10, 0),
      })
      .returning();
    await expectsOf('helpRequests', [], [exists(help_requests, forwarding!.id)]);
    const [stillOpen] = await t.db
      .insert(grievances)
      .values({
        mobile: '9800000001',
        category: 'charges',
        description: 'Still waiting for an answer',
        status: 'forwarded',
        due_on: '2020-01-31',
        updated_at: at(days('grievances') + 10, 0),
      })
      .returning();
    await expectsOf('grievances', [], [exists(grievances, stillOpen!.id)]);
    // A download still being made has no expiry yet: it stays however old it is.
    const [making] = await t.db
      .insert(data_exports)
      .values({ user_id: (await createCustomer(t.db)).id, status: 'running', requested_at: at(30, 0) })
      .returning();
    await expectsOf('dataExports', [], [exists(data_exports, making!.id)]);
  });
  afterAll(async () => t.close());

  it('deletes rows just past their period, keeps rows just inside, and sums them up per table', async () => {
    // Two rows a batch, so every table takes several statements.
    const summary = await runRetention(deps(), 2);
    for (const entry of t.config.retention) {
      const row = summary.tables.find((result) => result.name === entry.name);
      expect(row, entry.name).toMatchObject({
        table: entry.table,
        days: entry.days,
        cutoff: new Date(NOW.getTime() - entry.days * DAY).toISOString(),
        deleted: 1,
      });
      for (const probe of gone.get(entry.name) ?? []) expect(await probe(), `${entry.name} past`).toBe(false);
      for (const probe of kept.get(entry.name) ?? []) expect(await probe(), `${entry.name} inside`).toBe(true);
    }
    expect(summary.deleted).toBe(t.config.retention.length);
    expect(summary.ranAt).toBe(NOW.toISOString());
  });

  it('deletes nothing more on a second run', async () => {
    const summary = await runRetention(deps());
    expect(summary.deleted).toBe(0);
    expect(summary.tables.every((row) => row.deleted === 0)).toBe(true);
    for (const entry of t.config.retention) {
      for (const probe of kept.get(entry.name) ?? []) expect(await probe(), `${entry.name} inside`).toBe(true);
    }
  });

  it("asks for the next night's run once, however many instances start", async () => {
    await scheduleRetention(deps());
    await scheduleRetention(deps());
    const next = nextNightlyRetention(NOW);
    const rows = await t.db.select().from(job_outbox).where(eq(job_outbox.queue, retentionJob.queue));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotency_key: `retention:${next.toISOString()}`, start_after: next });
  });

  it('answers the summary as the job result', async () => {
    const result = await retentionJob.run(deps(), {}, { jobId: 'test', attempt: 1 });
    expect(result).toMatchObject({ deleted: 0, ranAt: NOW.toISOString() });
  });
});
