import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@saakh/domain/applications';
import { application_status_history, lender_performance } from '../../db/schema/applications';
import { job_outbox } from '../../db/schema/jobs';
import { createApplication, createCustomer, createLender } from '../../test/factories';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import {
  nextNightlyRecount,
  performanceFor,
  recountLenderPerformance,
  scheduleLenderPerformance,
} from './offer-ranking.service';

const HOUR = 3_600_000;

describe('lender performance', () => {
  let t: TestDeps;
  let lenderId: number;
  let otherLenderId: number;

  /** An application sent `hoursAgo` hours ago and decided `decidedAfter` hours after it was sent. */
  async function decided(
    userId: number,
    lender: number,
    status: ApplicationStatus,
    decidedAfter: number | null,
    hoursAgo = 500,
  ) {
    const sent = new Date(Date.now() - hoursAgo * HOUR);
    const application = await createApplication(t.db, {
      userId,
      lenderId: lender,
      status,
      submitted_at: sent,
      created_at: sent,
    });
    if (decidedAfter !== null) {
      const first = status === 'disbursed' ? 'approved' : status;
      await t.db.insert(application_status_history).values([
        {
          application_id: application.id,
          from_status: 'created',
          status: 'submitted',
          source: 'customer',
          created_at: sent,
        },
        {
          application_id: application.id,
          from_status: 'in_review',
          status: first,
          source: 'lender_file',
          created_at: new Date(sent.getTime() + decidedAfter * HOUR),
        },
        ...(status === 'disbursed'
          ? [
              {
                application_id: application.id,
                from_status: 'approved' as const,
                status: 'disbursed' as const,
                source: 'mis' as const,
                created_at: new Date(sent.getTime() + (decidedAfter + 100) * HOUR),
              },
            ]
          : []),
      ]);
    }
    return application;
  }

  beforeAll(async () => {
    t = await createTestDeps();
    lenderId = (await createLender(t.db)).id;
    otherLenderId = (await createLender(t.db)).id;
    const good = await createCustomer(t.db, { credit_score_band: 4 });
    const fair = await createCustomer(t.db, { credit_score_band: 3 });
    const unknown = await createCustomer(t.db, { credit_score_band: null });
    // Class 4 at the lender: approved after 10 h, disbursed (approved after 20 h), rejected after 30 h; still in
    // review and cancelled ones are not decided.
    await decided(good.id, lenderId, 'approved', 10);
    await decided(good.id, lenderId, 'disbursed', 20);
    await decided(good.id, lenderId, 'rejected', 30);
    await decided(good.id, lenderId, 'in_review', null);
    await decided(good.id, lenderId, 'cancelled', null);
    // Class 3 at the lender: one rejection after 4 h; a customer without a class is not counted.
    await decided(fair.id, lenderId, 'rejected', 4);
    await decided(unknown.id, lenderId, 'approved', 1);
    // Another lender, class 4: an approval older than the window does not count.
    await decided(good.id, otherLenderId, 'approved', 2, 400 * 24);
    await decided(good.id, otherLenderId, 'rejected', 8);
  });
  afterAll(async () => t.close());

  it('counts decided, approved and the median hours to decide per lender and credit score class', async () => {
    const written = await recountLenderPerformance(t.deps);
    expect(written).toBeGreaterThanOrEqual(3);
    const good = await performanceFor(t.db, [lenderId, otherLenderId], 4);
    expect(good.get(lenderId)).toEqual({ decided: 3, approved: 2, medianDecisionHours: 20 });
    expect(good.get(otherLenderId)).toEqual({ decided: 1, approved: 0, medianDecisionHours: 8 });
    const fair = await performanceFor(t.db, [lenderId, otherLenderId], 3);
    expect(fair.get(lenderId)).toEqual({ decided: 1, approved: 0, medianDecisionHours: 4 });
    expect(fair.has(otherLenderId)).toBe(false);
  });

  it('replaces the figures on a recount, dropping lenders with nothing decided any more', async () => {
    await t.db
      .insert(lender_performance)
      .values({ lender_id: otherLenderId, credit_score_class: 1, decided: 9, approved: 9 });
    await recountLenderPerformance(t.deps);
    expect((await performanceFor(t.db, [otherLenderId], 1)).size).toBe(0);
    expect((await performanceFor(t.db, [lenderId], 4)).get(lenderId)?.decided).toBe(3);
  });

  it('schedules the recount nightly at 02:00 India time', () => {
    expect(nextNightlyRecount(new Date('2026-11-28T13:00:00Z')).toISOString()).toBe('2026-11-28T20:30:00.000Z');
    expect(nextNightlyRecount(new Date('2026-11-28T20:30:00Z')).toISOString()).toBe('2026-11-29T20:30:00.000Z');
    expect(nextNightlyRecount(new Date('2026-11-28T22:00:00Z')).toISOString()).toBe('2026-11-29T20:30:00.000Z');
  });

  it('counts at start while there are no figures, and once however many instances start', async () => {
    const fresh = await createTestDeps({}, { jobs: true });
    try {
      const lender = await createLender(fresh.db);
      const customer = await createCustomer(fresh.db, { credit_score_band: 2 });
      await createApplication(fresh.db, { userId: customer.id, lenderId: lender.id, status: 'rejected' });
      await scheduleLenderPerformance(fresh.deps);
      await scheduleLenderPerformance(fresh.deps);
      const keys = await fresh.db
        .select({ key: job_outbox.idempotency_key, startAfter: job_outbox.start_after })
        .from(job_outbox)
        .where(like(job_outbox.idempotency_key, 'offer-ranking.performance:%'));
      expect(keys).toHaveLength(2);
      // The nightly one waits for its night (the queue's idle() would wait for it too): poll for the first count.
      const deadline = Date.now() + 30_000;
      let figures = await performanceFor(fresh.db, [lender.id], 2);
      while (figures.size === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        figures = await performanceFor(fresh.db, [lender.id], 2);
      }
      expect(figures.get(lender.id)).toEqual({ decided: 1, approved: 0, medianDecisionHours: null });
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
