import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LenderPerformance } from '@saakh/domain/offer-ranking';
import type { Executor } from '../../db/client';
import { lender_performance, offer_rankings } from '../../db/schema/applications';
import { rowsOf } from '../../db/sql';

/**
 * Counts every lender's decisions again per credit score class of the customer, over applications created since
 * `since`: decided (approved, disbursed or rejected), approved (approved or disbursed) and the median hours from
 * sending to the first decision in the status history. Replaces the figures as one statement; answers the rows.
 */
export async function recountPerformance(db: Executor, since: Date, now: Date): Promise<number> {
  await db.delete(lender_performance);
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with decided as (
          select a.lender_id, u.credit_score_band as credit_score_class, a.status, a.submitted_at,
            (select min(h.created_at) from application_status_history h
              where h.application_id = a.id and h.status in ('approved', 'rejected', 'disbursed')) as decided_at
          from applications a
          join users u on u.id = a.user_id
          where a.status in ('approved', 'disbursed', 'rejected')
            and u.credit_score_band is not null
            and a.created_at >= ${since.toISOString()}::timestamptz
        ), inserted as (
          insert into lender_performance (lender_id, credit_score_class, decided, approved, median_decision_hours, computed_at)
          select lender_id, credit_score_class, count(*)::int,
            (count(*) filter (where status in ('approved', 'disbursed')))::int,
            round((percentile_cont(0.5) within group (
              order by extract(epoch from decided_at - submitted_at) / 3600
            ) filter (where decided_at >= submitted_at))::numeric, 2),
            ${now.toISOString()}::timestamptz
          from decided
          group by lender_id, credit_score_class
          returning 1
        )
        select count(*)::int as n from inserted`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function hasPerformance(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(lender_performance)
    .limit(1);
  return rows.length > 0;
}

/** The figures of these lenders for one credit score class, in one query. */
export async function performanceOf(
  db: Executor,
  lenderIds: readonly number[],
  creditScoreClass: number,
): Promise<Map<number, LenderPerformance>> {
  if (lenderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lender_performance)
    .where(
      and(
        eq(lender_performance.credit_score_class, creditScoreClass),
        inArray(lender_performance.lender_id, [...lenderIds]),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.lender_id,
      {
        decided: row.decided,
        approved: row.approved,
        medianDecisionHours: row.median_decision_hours === null ? null : Number(row.median_decision_hours),
      },
    ]),
  );
}

/** Keeps one ranked list of a journey; the same inputs kept before write nothing (unique on app and hash). */
export async function insertRanking(
  db: Executor,
  row: { appId: number; rule: string; inputsHash: string; inputs: unknown },
): Promise<boolean> {
  const inserted = await db
    .insert(offer_rankings)
    .values({ app_id: row.appId, rule: row.rule, inputs_hash: row.inputsHash, inputs: row.inputs })
    .onConflictDoNothing()
    .returning({ id: offer_rankings.id });
  return inserted.length > 0;
}

/** The ranked lists a journey was shown, newest first. */
export async function listRankings(db: Executor, appIds: readonly number[], limit = 20) {
  if (appIds.length === 0) return [];
  return db
    .select()
    .from(offer_rankings)
    .where(inArray(offer_rankings.app_id, [...appIds]))
    .orderBy(desc(offer_rankings.created_at), asc(offer_rankings.id))
    .limit(limit);
}
