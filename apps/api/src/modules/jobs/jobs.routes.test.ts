import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, dayInIndia } from '@saakh/domain/date-ranges';
import type { Job, JobPage, JobsOverview } from '@saakh/domain/jobs';
import { audit_log } from '../../db/schema/audit';
import { defineJob } from '../../lib/jobs/jobs';
import { createCustomer, createSession } from '../../test/factories';
import { adminToken, bearer, createTestApp, partnerToken, type TestApp } from '../../test/test-app';

/** Fails until the test lets it through, like a gateway that is down and then comes back. */
let gatewayUp = false;
const deliverJob = defineJob({
  queue: 'test.deliver',
  payload: z.object({ to: z.string() }),
  retryLimit: 0,
  run: async (_deps, { to }) => {
    if (!gatewayUp) throw new Error(`gateway down for ${to}`);
  },
});

describe('background jobs for admins', () => {
  let t: TestApp;
  let admin: string;

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: true, jobDefinitions: [deliverJob] });
    admin = await adminToken(t, 1);
    for (const to of ['asha', 'bala', 'chitra']) {
      await t.deps.jobs.enqueue(t.db, deliverJob, { to }, { key: `deliver:${to}` });
    }
    await t.deps.jobs.idle();
  });
  afterAll(async () => t?.close());

  it('lists the dead letters one page at a time, newest first, with their errors', async () => {
    const response = await get('/api/admin/jobs?status=failed&pageSize=2');
    expect(response.statusCode).toBe(200);
    const page = response.json().data as JobPage;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((job) => job.key)).toEqual(['deliver:chitra', 'deliver:bala']);
    expect(page.items[0]).toMatchObject({
      queue: 'test.deliver',
      status: 'failed',
      attempts: 1,
      last_error: 'gateway down for chitra',
    });
    const second = (await get('/api/admin/jobs?status=failed&pageSize=2&page=2')).json().data as JobPage;
    expect(second.items.map((job) => job.key)).toEqual(['deliver:asha']);
  });

  it('searches by key and sorts by any listed column', async () => {
    const found = (await get('/api/admin/jobs?q=BALA')).json().data as JobPage;
    expect(found.items.map((job) => job.key)).toEqual(['deliver:bala']);
    const oldest = (await get('/api/admin/jobs?sort=created_at')).json().data as JobPage;
    expect(oldest.items[0]?.key).toBe('deliver:asha');
  });

  it('refuses an order, page size or status the list does not offer', async () => {
    for (const query of ['sort=-password', 'pageSize=1000', 'page=0', 'status=lost']) {
      const response = await get(`/api/admin/jobs?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it("counts today's jobs by status and hour, in India's day", async () => {
    const answer = await get('/api/admin/jobs/overview');
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = answer.json().data as JobsOverview;
    const today = dayInIndia(new Date());
    expect(overview).toMatchObject({ from: today, to: today, unit: 'hour' });
    expect(overview.counts).toMatchObject({ failed: 3, completed: 0, pending: 0 });
    expect(overview.points.reduce((sum, point) => sum + point.failed, 0)).toBe(3);
    expect(overview.points.every((point) => point.at.startsWith(today))).toBe(true);
  });

  it('counts by day over several days, and nothing before the jobs existed', async () => {
    const today = dayInIndia(new Date());
    const week = (await get(`/api/admin/jobs/overview?from=${addDays(today, -6)}&to=${today}`)).json()
      .data as JobsOverview;
    expect(week.unit).toBe('day');
    expect(week.points).toEqual([{ at: today, written: 3, completed: 0, failed: 3 }]);
    const yesterday = (await get('/api/admin/jobs/overview?preset=yesterday')).json().data as JobsOverview;
    expect(yesterday.counts.failed).toBe(0);
    expect(((await get('/api/admin/jobs?preset=yesterday')).json().data as JobPage).total).toBe(0);
    expect(((await get('/api/admin/jobs?preset=today')).json().data as JobPage).total).toBe(3);
  });

  it('refuses a custom range that is backwards or longer than a year, under its field', async () => {
    const backwards = await get('/api/admin/jobs/overview?preset=custom_range&from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: ['The last day cannot be before the first day'] });
    expect((await get('/api/admin/jobs?from=2024-01-01&to=2026-01-01')).statusCode).toBe(422);
    expect((await get('/api/admin/jobs/overview?from=2026-13-01&to=2026-12-01')).statusCode).toBe(422);
  });

  it('sends a dead letter round again, runs it and audits who did it', async () => {
    const [failed] = ((await get('/api/admin/jobs?q=asha')).json().data as JobPage).items;
    if (!failed) throw new Error('no dead letter');
    gatewayUp = true;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed.id}/retry`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'The job will run again', data: { status: 'pending' } });
    await t.deps.jobs.idle();
    const after = ((await get('/api/admin/jobs?q=asha')).json().data as JobPage).items[0] as Job;
    expect(after).toMatchObject({ status: 'completed', attempts: 2, last_error: null });
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'job'), eq(audit_log.entity_id, String(failed.id))));
    expect(audit).toMatchObject([{ action: 'job.retry', actor_kind: 'admin', old_value: 'failed' }]);
  });

  it('answers 409 for a job that has not failed and 404 for an unknown one', async () => {
    const [done] = ((await get('/api/admin/jobs?status=completed')).json().data as JobPage).items;
    const post = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: bearer(admin) });
    expect((await post(done?.id ?? 0)).statusCode).toBe(409);
    expect((await post(999_999)).statusCode).toBe(404);
  });

  it('is for admin role 1 only', async () => {
    const customer = await createCustomer(t.db);
    const tokens = [
      await adminToken(t, 2),
      await adminToken(t, 3),
      await partnerToken(t),
      await createSession(t.db, 'customer', customer.id),
    ];
    for (const token of tokens) {
      expect((await get('/api/admin/jobs', token)).statusCode).toBe(403);
      expect((await get('/api/admin/jobs/overview', token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
  });
});
